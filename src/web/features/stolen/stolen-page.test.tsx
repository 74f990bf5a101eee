import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { STOLEN_SERIAL_MESSAGE, type StolenReport } from '#shared/contracts/stolen.ts';
import { inLanguage, LOCALES } from '#web/test/language.ts';
import { mockApi, renderPage } from '#web/test/render.tsx';
import { joao, loggedInWith, loggedOut } from '#web/test/users.ts';
import { StolenPage } from './stolen-page.tsx';
import { StolenReportPage } from './stolen-report-page.tsx';

const report: StolenReport = {
  id: '99999999-9999-4999-8999-999999999999',
  gear_type: '23079e6f-fdbc-40b3-bb49-85f49d7a8b8c',
  brand: 'Ozone',
  model: 'Rush 6',
  serial: 'LTF 09-0123',
  stolen_on: '2026-06-01',
  place: 'Annecy',
  police_ref: '',
  text: '',
  status: 'published',
  published_at: '2026-06-03T10:00:00.000Z',
  pictures: [],
  created_at: '2026-06-02T10:00:00.000Z',
};
const wing = { id: report.gear_type, name: 'Wing', slug: 'wing', properties: [] };

beforeEach(() => loggedInWith());

describe('Stolen-gear register', () => {
  it('checks a serial and links the report; lists the published ones', async () => {
    const calls = mockApi({
      'users/me/': joao,
      'gear-types/': [wing],
      'stolen/check/': { reported: true, report: report.id },
      'stolen/': [report],
    });
    renderPage(<StolenPage />, { path: '/stolen-gear', route: '/stolen-gear' });
    expect(await screen.findByText('Ozone Rush 6 · LTF 09-0123')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Serial number to check'), 'ltf0901 23');
    await userEvent.click(screen.getByText('Check'));
    expect(await screen.findByText('This serial number is reported stolen.')).toBeInTheDocument();
    expect(screen.getByText('See the report')).toHaveAttribute('href', `/stolen-gear/${report.id}`);
    expect(calls.some((c) => c.url.includes('stolen/check/?serial=ltf0901%2023'))).toBe(true);
  });

  it('offers a visitor a login link that comes back with the gear the address carries', async () => {
    loggedOut();
    mockApi({ 'gear-types/': [wing], 'stolen/': [] });
    renderPage(<StolenPage />, { path: '/stolen-gear?serial=ABC-123', route: '/stolen-gear' });
    expect(await screen.findByText('No published reports.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to report stolen gear.' })).toHaveAttribute(
      'href',
      `/auth?next=${encodeURIComponent('/stolen-gear?serial=ABC-123')}`,
    );
  });

  it('says when the published reports cannot be loaded, and loads them again on retry', async () => {
    let fail = true;
    mockApi({
      'users/me/': joao,
      'gear-types/': [wing],
      'stolen/': () =>
        fail ? Response.json({ detail: 'Down', code: 'server_error' }, { status: 503 }) : [report],
    });
    renderPage(<StolenPage />, { path: '/stolen-gear', route: '/stolen-gear' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Down');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Ozone Rush 6 · LTF 09-0123')).toBeInTheDocument();
  });

  it('reports stolen gear and shows the server’s field error and a duplicate', async () => {
    let answer = Response.json(
      {
        detail: 'Some fields are not valid.',
        code: 'validation_error',
        errors: {
          serial: ['A serial number has at least 3 characters: letters, digits and / _ + # only.'],
        },
      },
      { status: 400 },
    );
    const calls = mockApi({
      'users/me/': joao,
      'gear-types/': [wing],
      'stolen/': (_url: string, init?: RequestInit) => (init?.method === 'POST' ? answer : []),
    });
    renderPage(<StolenPage />, { path: '/stolen-gear', route: '/stolen-gear' });
    await userEvent.type(await screen.findByLabelText('Brand'), 'Ozone');
    await userEvent.type(screen.getByLabelText('Serial number'), '--');
    await userEvent.click(screen.getByText('Send the report'));
    expect(
      await screen.findByText(
        'A serial number has at least 3 characters: letters, digits and / _ + # only.',
      ),
    ).toBeInTheDocument();
    answer = Response.json({ detail: 'dup', code: 'conflict' }, { status: 409 });
    await userEvent.click(screen.getByText('Send the report'));
    expect(
      await screen.findByText('This serial number is already in the stolen-gear register.'),
    ).toBeInTheDocument();
    const post = calls.find((c) => c.init?.method === 'POST');
    expect(JSON.parse(post!.init!.body as string)).toMatchObject({
      gear_type: wing.id,
      brand: 'Ozone',
      serial: '--',
    });
  });

  it('shows the server’s English field error in the page’s language', async () => {
    const { pt } = LOCALES;
    await inLanguage('pt', async () => {
      mockApi({
        'users/me/': joao,
        'gear-types/': [wing],
        'stolen/': (_url: string, init?: RequestInit) =>
          init?.method === 'POST'
            ? Response.json(
                {
                  detail: 'Some fields are not valid.',
                  code: 'validation_error',
                  errors: { serial: [STOLEN_SERIAL_MESSAGE] },
                },
                { status: 400 },
              )
            : [],
      });
      renderPage(<StolenPage />, { path: '/stolen-gear', route: '/stolen-gear' });
      await userEvent.type(await screen.findByLabelText(pt.stolen.fields.brand), 'Ozone');
      await userEvent.click(screen.getByText(pt.stolen.send));
      expect(await screen.findByText(pt.stolen.badSerial)).toBeInTheDocument();
      expect(screen.queryByText(STOLEN_SERIAL_MESSAGE)).toBeNull();
    });
  });

  it('fills the report with the item reported from my gear', async () => {
    const calls = mockApi({
      'users/me/': joao,
      'gear-types/': [
        wing,
        { ...wing, id: '11111111-1111-4111-8111-111111111111', name: 'Harness' },
      ],
      [`stolen/${report.id}/pictures/`]: { id: report.id, image: '/l.webp', thumbnail: '/t.webp' },
      'stolen/': (_url: string, init?: RequestInit) =>
        init?.method === 'POST' ? { ...report, status: 'pending' } : [],
    });
    const query = new URLSearchParams({
      gear_type: wing.id,
      brand: 'Gin',
      model: 'Bonanza 3',
      serial: 'GB3XY77',
    });
    renderPage(<StolenPage />, { path: `/stolen-gear?${query}`, route: '/stolen-gear' });
    expect(await screen.findByLabelText('Brand')).toHaveValue('Gin');
    expect(screen.getByLabelText('Model')).toHaveValue('Bonanza 3');
    expect(screen.getByLabelText('Serial number')).toHaveValue('GB3XY77');
    await userEvent.type(screen.getByLabelText('Date of the theft'), '2026-06-01');
    await userEvent.type(screen.getByLabelText('Place'), 'Bassano');
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'wing.jpg', {
      type: 'image/jpeg',
    });
    await userEvent.upload(screen.getByLabelText('Photos (optional)'), photo);
    await userEvent.click(screen.getByText('Send the report'));
    expect(await screen.findByText(/your report is waiting for review/)).toBeInTheDocument();
    const post = calls.find((c) => c.init?.method === 'POST');
    expect(JSON.parse(post!.init!.body as string)).toMatchObject({
      gear_type: wing.id,
      brand: 'Gin',
      model: 'Bonanza 3',
      serial: 'GB3XY77',
      stolen_on: '2026-06-01',
      place: 'Bassano',
    });
    const upload = calls.find((c) => c.url.includes(`stolen/${report.id}/pictures/`));
    expect((upload!.init!.body as FormData).get('image')).toBeInstanceOf(File);
  });

  it('shows the photos of a report', async () => {
    mockApi({
      'users/me/': joao,
      [`stolen/${report.id}/`]: {
        ...report,
        pictures: [
          { id: report.id, image: '/media/a-large.webp', thumbnail: '/media/a-thumb.webp' },
        ],
      },
    });
    renderPage(<StolenReportPage />, {
      path: `/stolen-gear/${report.id}`,
      route: '/stolen-gear/:id',
    });
    const img = await screen.findByAltText('Ozone Rush 6, photo 1');
    expect(img).toHaveAttribute('src', '/media/a-thumb.webp');
    expect(img.closest('a')).toHaveAttribute('href', '/media/a-large.webp');
  });
});
