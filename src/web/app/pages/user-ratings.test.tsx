import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Rating } from '#shared/contracts/ratings.ts';
import { mockApi, renderPage } from '#web/test/render.tsx';
import { joao, lena, loggedInWith, publicProfile } from '#web/test/users.ts';
import { UserDetailsPage } from './user-details-page.tsx';

const rating: Rating = {
  id: '88888888-8888-4888-8888-888888888888',
  conversation: '55555555-5555-4555-8555-555555555555',
  rater: { id: joao.id, first_name: 'João', last_name: 'Silva' },
  rated: lena.id,
  role: 'buyer',
  friendly: true,
  reliable: true,
  as_described: false,
  text: 'Quick and kind, lines a bit short.',
  reply: null,
  replied_at: null,
  created_at: '2026-11-21T10:00:00.000Z',
};

describe('Ratings on the profile', () => {
  it('the profile shows the trust facts and the ratings; the rated user answers', async () => {
    loggedInWith();
    const calls = mockApi({
      'users/me/': lena,
      [`users/${lena.id}/ratings/`]: () => [rating],
      [`ratings/${rating.id}/report/`]: () => new Response(null, { status: 201 }),
      [`ratings/${rating.id}/reply/`]: () =>
        Response.json({ ...rating, reply: 'Thanks!' }, { status: 201 }),
      [`users/${lena.id}/`]: {
        ...publicProfile(lena),
        member_since: '2026-01-05',
        sold_count: 3,
        ratings: { count: 1, friendly: 1, reliable: 1, as_described: 0 },
        median_reply_minutes: 42,
      },
      'gears/': [],
    });
    renderPage(<UserDetailsPage />, { path: `/userdetails/${lena.id}`, route: '/userdetails/:id' });
    expect(await screen.findByText('Member since Jan 5, 2026')).toBeInTheDocument();
    expect(screen.getByText('3 listings sold')).toBeInTheDocument();
    expect(screen.getByText('Usually answers within 42 minutes')).toBeInTheDocument();
    expect(
      screen.getByText('1 rating: 1 friendly, 1 reliable, 0 item as described'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Quick and kind, lines a bit short.')).toBeInTheDocument();
    expect(screen.getByText('By João Silva, buyer · Nov 21, 2026')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Answer this rating (once)'), 'Thanks!');
    await userEvent.click(screen.getByRole('button', { name: 'Send the answer' }));
    expect(calls.some((c) => c.url.includes(`ratings/${rating.id}/reply/`))).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Report the rating by João Silva' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this rating to the team?' });
    await userEvent.type(within(dialog).getByLabelText('Why? (optional)'), 'Not what happened');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await screen.findByText('Reported to the team.')).toBeInTheDocument();
    const report = calls.find((c) => c.url.includes(`ratings/${rating.id}/report/`));
    expect(JSON.parse(String(report?.init?.body))).toEqual({ text: 'Not what happened' });
  });

  it('asks before reporting a rating: a cancel sends nothing; a failure says so', async () => {
    loggedInWith();
    const calls = mockApi({
      'users/me/': joao,
      [`users/${lena.id}/ratings/`]: () => [rating],
      [`ratings/${rating.id}/report/`]: () =>
        Response.json(
          { detail: 'Something went wrong on our side.', code: 'error' },
          { status: 500 },
        ),
      [`users/${lena.id}/`]: {
        ...publicProfile(lena),
        ratings: { count: 1, friendly: 1, reliable: 1, as_described: 0 },
      },
      'gears/': [],
    });
    renderPage(<UserDetailsPage />, { path: `/userdetails/${lena.id}`, route: '/userdetails/:id' });
    const button = await screen.findByRole('button', { name: 'Report the rating by João Silva' });
    await userEvent.click(button);
    let dialog = await screen.findByRole('dialog', { name: 'Report this rating to the team?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(button).toHaveFocus());
    expect(calls.some((c) => c.url.includes('/report/'))).toBe(false);
    await userEvent.click(button);
    dialog = await screen.findByRole('dialog', { name: 'Report this rating to the team?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The rating could not be reported: Something went wrong on our side.',
    );
  });
});
