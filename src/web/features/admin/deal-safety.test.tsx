import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, renderPage } from '#web/test/render.tsx';
import { lena, loggedInWith } from '#web/test/users.ts';
import { AdminPage } from './admin-page.tsx';

const staff = { ...lena, is_staff: true };
const pending = {
  id: '99999999-9999-4999-8999-999999999999',
  gear_type: '23079e6f-fdbc-40b3-bb49-85f49d7a8b8c',
  brand: 'Ozone',
  model: 'Rush 6',
  serial: 'LTF 09-0123',
  stolen_on: '2026-06-01',
  place: 'Annecy',
  police_ref: 'PV 12',
  text: '',
  status: 'pending',
  published_at: null,
  created_at: '2026-06-02T10:00:00.000Z',
};

beforeEach(() => loggedInWith());

describe('Deal safety in the back office', () => {
  it('shows the warning counts and publishes a pending stolen-gear report', async () => {
    const calls = mockApi({
      'users/me/': staff,
      'admin/message-warnings/': {
        total: 7,
        last_30_days: 3,
        by_kind: { email: 1, phone: 2, messenger: 4, payment_link: 0, external_link: 1 },
      },
      'admin/rating-reports/': [
        {
          id: '12121212-1212-4212-8212-121212121212',
          text: 'Not true',
          rating: {
            id: '88888888-8888-4888-8888-888888888888',
            conversation: '55555555-5555-4555-8555-555555555555',
            rater: { id: lena.id, first_name: 'Lena', last_name: 'Berg' },
            rated: '33333333-3333-4333-8333-333333333333',
            role: 'seller',
            friendly: false,
            reliable: false,
            as_described: null,
            text: 'Never showed up.',
            reply: null,
            replied_at: null,
            created_at: '2026-06-02T10:00:00.000Z',
          },
        },
      ],
      [`stolen/${pending.id}/`]: { ...pending, status: 'published' },
      'stolen/': [pending],
    });
    renderPage(<AdminPage />, { path: '/admin/deal-safety', route: '/admin/*' });
    expect(await screen.findByText('Messenger')).toBeInTheDocument();
    expect(screen.getByText('Messenger').nextSibling).toHaveTextContent('4');
    expect(screen.getByText('All time').nextSibling).toHaveTextContent('7');
    expect(await screen.findByText('Ozone Rush 6 · LTF 09-0123')).toBeInTheDocument();
    expect(await screen.findByText('Lena Berg → Never showed up.')).toBeInTheDocument();
    expect(screen.getByText('Not true')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Reject the report of Ozone Rush 6, serial LTF 09-0123' }),
    ).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', {
        name: 'Publish the report of Ozone Rush 6, serial LTF 09-0123',
      }),
    );
    // It asks first: publishing accuses the serial in public and holds its listings.
    const dialog = await screen.findByRole('dialog', {
      name: 'Publish the report of Ozone Rush 6, serial LTF 09-0123?',
    });
    expect(calls.some((c) => c.init?.method === 'PUT')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(
        calls.some((c) => c.init?.method === 'PUT' && c.url.endsWith(`stolen/${pending.id}/`)),
      ).toBe(true),
    );
    const put = calls.find((c) => c.init?.method === 'PUT');
    expect(JSON.parse(put!.init!.body as string)).toEqual({ status: 'published' });
  });

  it('says so when a review does not go through', async () => {
    mockApi({
      'users/me/': staff,
      'admin/message-warnings/': {
        total: 0,
        last_30_days: 0,
        by_kind: { email: 0, phone: 0, messenger: 0, payment_link: 0, external_link: 0 },
      },
      'admin/rating-reports/': [],
      [`stolen/${pending.id}/`]: () =>
        Response.json({ detail: 'This report was already reviewed.' }, { status: 409 }),
      'stolen/': [pending],
    });
    renderPage(<AdminPage />, { path: '/admin/deal-safety', route: '/admin/*' });
    await userEvent.click(
      await screen.findByRole('button', { name: /^Reject the report of Ozone Rush 6/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: /^Reject the report/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That did not go through: This report was already reviewed.',
    );
  });

  it('lists the held items with their listings and releases one', async () => {
    const hold = {
      id: '44444444-4444-4444-8444-444444444444',
      report: { id: pending.id, brand: 'Ozone', model: 'Rush 6', serial: 'LTF 09-0123' },
      item: {
        id: '66666666-6666-4666-8666-666666666666',
        owner: lena.id,
        brand: 'Ozone',
        model: 'Rush 6',
        serial: 'LTF090123',
      },
      gears: [{ id: '77777777-7777-4777-8777-777777777777', name: 'Rush 6 like new' }],
      released_at: null,
      created_at: '2026-06-04T10:00:00.000Z',
    };
    let released = false;
    const calls = mockApi({
      'users/me/': staff,
      'admin/message-warnings/': {
        total: 0,
        last_30_days: 0,
        by_kind: { email: 0, phone: 0, messenger: 0, payment_link: 0, external_link: 0 },
      },
      'admin/rating-reports/': [],
      [`admin/stolen-holds/${hold.id}/release/`]: () => {
        released = true;
        return { ...hold, released_at: '2026-06-05T10:00:00.000Z' };
      },
      'admin/stolen-holds/': () => (released ? [] : [hold]),
      'stolen/': [],
    });
    renderPage(<AdminPage />, { path: '/admin/deal-safety', route: '/admin/*' });
    expect(await screen.findByText('Ozone Rush 6 · LTF090123')).toBeInTheDocument();
    expect(screen.getByText('Rush 6 like new')).toHaveAttribute(
      'href',
      `/itemdetails/${hold.gears[0]!.id}`,
    );
    expect(screen.getByText('Report: Ozone Rush 6, serial LTF 09-0123')).toHaveAttribute(
      'href',
      `/stolen-gear/${pending.id}`,
    );
    await userEvent.click(screen.getByText('Release Ozone Rush 6: the match is wrong'));
    // It asks first: a released hold does not come back for this report.
    const dialog = await screen.findByRole('dialog', { name: 'Release Ozone Rush 6?' });
    expect(calls.some((c) => c.init?.method === 'POST')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Release' }));
    expect(await screen.findByText('Nothing is held.')).toBeInTheDocument();
    const post = calls.find((c) => c.init?.method === 'POST');
    expect(post!.url).toContain(`admin/stolen-holds/${hold.id}/release/`);
  });
});
