import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { PrivateUser } from '#shared/contracts/users.ts';
import type { Certificate } from '#shared/contracts/certificates.ts';
import { mockApi, renderPage } from '#web/test/render.tsx';
import { GEAR_ID, sampleGear } from '#web/test/fixtures.ts';
import { joao, lena, loggedInWith, loggedOut } from '#web/test/users.ts';
import { CertificateSection } from './certificate-section.tsx';

afterEach(loggedOut);

const CERTIFIER = '0b5f1c2e-8a4d-4c3b-9e6f-1a2b3c4d5e01';
const cert = (n: number, overrides: Partial<Certificate>): Certificate => ({
  id: `6666666${n}-6666-4666-8666-666666666666`,
  gear: GEAR_ID,
  user: lena.id,
  issue_date: '2026-03-01',
  expiration_date: '2099-03-01',
  porosity: 45,
  lines_need_trim: false,
  fabric_condition: true,
  certifier: CERTIFIER,
  certifier_name: 'Skyline Check Workshop',
  created_at: '2026-03-02T10:00:00.000Z',
  ...overrides,
});
// The owner's certificate says lines need trim (true) and the fabric is not good; the other is fine.
const mine = cert(1, { lines_need_trim: true, fabric_condition: false });
const theirs = cert(2, { user: joao.id, certifier_name: 'Cumulus Porosity Lab', porosity: 120 });
const photo = { id: '77777777-7777-4777-8777-777777777777', image: '/media/cert.webp' };

function renderSection(
  viewer: PrivateUser | null,
  certificates: Certificate[] = [mine, theirs],
  extra: Record<string, unknown> = {},
) {
  if (viewer) loggedInWith();
  const calls = mockApi({
    ...extra,
    [`certificates/${mine.id}/pictures/`]: [photo],
    [`certificates/${theirs.id}/pictures/`]: [
      { ...photo, id: '88888888-8888-4888-8888-888888888888' },
    ],
    [`certificates/${mine.id}/`]: {},
    [`gears/${GEAR_ID}/certificates/`]: certificates,
    ...(viewer ? { 'users/me/': viewer } : {}),
  });
  const view = renderPage(<CertificateSection gear={sampleGear()} />);
  return { calls, ...view };
}

const card = async (certifier: string) =>
  (await screen.findByRole('heading', { name: certifier })).closest('li')!;
const fact = (scope: HTMLElement, label: string) =>
  within(scope).getByText(label).nextElementSibling?.textContent;

describe('CertificateSection', () => {
  it('shows each certificate’s certifier, dates, porosity, Good / Not Good and the inverted lines flag', async () => {
    renderSection(null);
    const first = await card('Skyline Check Workshop');
    expect(fact(first, 'Issue date')).toBe('Mar 1, 2026');
    expect(fact(first, 'Expiry date')).toBe('Mar 1, 2099');
    expect(fact(first, 'Porosity')).toBe('45 seconds');
    expect(fact(first, 'Fabric condition')).toBe('Not Good');
    // "Lines need trim" reads Yes or No, inverted from the stored flag: true reads "No".
    expect(fact(first, 'Lines in trim')).toBe('No');
    const second = await card('Cumulus Porosity Lab');
    expect(fact(second, 'Fabric condition')).toBe('Good');
    expect(fact(second, 'Lines in trim')).toBe('Yes');
    expect(
      await within(first).findByRole('img', {
        name: 'Certificate photo 1 by Skyline Check Workshop',
      }),
    ).toHaveAttribute('src', '/media/cert.webp');
  });

  it('gives owner controls only on the viewer’s own certificate, and the add link to the gear owner', async () => {
    renderSection(lena);
    const first = await card('Skyline Check Workshop');
    await within(first).findByRole('button', { name: 'Edit' });
    expect(within(first).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(first).getByLabelText('Add a photo')).toBeInTheDocument();
    expect(
      await within(first).findByRole('button', { name: 'Delete certificate photo 1' }),
    ).toBeInTheDocument();
    const second = await card('Cumulus Porosity Lab');
    await within(second).findByRole('img');
    expect(within(second).queryByRole('button', { name: /Edit|Delete/ })).not.toBeInTheDocument();
    expect(within(second).queryByLabelText('Add a photo')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a certificate' })).toHaveAttribute(
      'href',
      `/addcertficate/${GEAR_ID}`,
    );
  });

  it('shows no controls to visitors', async () => {
    renderSection(null);
    const first = await card('Skyline Check Workshop');
    await within(first).findByRole('img');
    expect(screen.queryByRole('button', { name: /Edit|Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Add a photo')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add a certificate' })).not.toBeInTheDocument();
  });

  it('adds a photo: its toast and a refreshed photo list', async () => {
    const user = userEvent.setup();
    const { calls } = renderSection(lena);
    const first = await card('Skyline Check Workshop');
    const input = await within(first).findByLabelText('Add a photo');
    await user.upload(
      input,
      new File([new Uint8Array([1, 2])], 'proof.jpg', { type: 'image/jpeg' }),
    );
    expect(
      await screen.findByText('Your photo is added, please refresh the page!'),
    ).toBeInTheDocument();
    const post = calls.find((c) => c.init?.method === 'POST')!;
    expect(post.url).toBe(`/api/certificates/${mine.id}/pictures/`);
    expect((post.init?.body as FormData).get('image')).toBeInstanceOf(File);
    // Loaded once, then again after the upload.
    await waitFor(() =>
      expect(
        calls.filter(
          (c) => c.url === `/api/certificates/${mine.id}/pictures/` && c.init?.method === 'GET',
        ).length,
      ).toBe(2),
    );
  });

  it('deletes a certificate after confirming and refreshes the gear’s has-certificate state', async () => {
    const user = userEvent.setup();
    const { calls, queryClient } = renderSection(lena);
    queryClient.setQueryData(['gears', 'detail', GEAR_ID], sampleGear({ has_certificate: true }));
    const first = await card('Skyline Check Workshop');
    await user.click(await within(first).findByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this certificate?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.find((c) => c.init?.method === 'DELETE')?.url).toBe(
        `/api/certificates/${mine.id}/`,
      ),
    );
    await waitFor(() =>
      expect(queryClient.getQueryState(['gears', 'detail', GEAR_ID])?.isInvalidated).toBe(true),
    );
  });

  it('edits a certificate in a dialog with PUT', async () => {
    const user = userEvent.setup();
    const { calls } = renderSection(lena, [mine], {
      'certifiers/': [
        {
          id: CERTIFIER,
          name: 'Skyline Check Workshop',
          website: '',
          phone_number: '',
          contact_email: '',
          address: '',
        },
      ],
    });
    const first = await card('Skyline Check Workshop');
    await user.click(await within(first).findByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit the certificate' });
    const porosity = await within(dialog).findByLabelText('Porosity (seconds)');
    expect(porosity).toHaveValue(45);
    await user.clear(porosity);
    await user.type(porosity, '60');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(calls.find((c) => c.init?.method === 'PUT')?.url).toBe(
        `/api/certificates/${mine.id}/`,
      ),
    );
    const body = JSON.parse(String(calls.find((c) => c.init?.method === 'PUT')!.init?.body));
    expect(body).toEqual({
      issue_date: '2026-03-01',
      expiration_date: '2099-03-01',
      porosity: 60,
      certifier: CERTIFIER,
      lines_need_trim: true,
      fabric_condition: false,
    });
  });

  it('shows an empty state without certificates', async () => {
    renderSection(null, []);
    expect(await screen.findByText('No certificate for this gear yet.')).toBeInTheDocument();
  });
});
