import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Rating } from '#shared/contracts/ratings.ts';
import { ConversationPage } from '../conversation-page.tsx';
import { conversation, message } from '../test-conversations.ts';
import { mockApi, renderPage } from '#web/test/render.tsx';
import { joao, lena, loggedInWith } from '#web/test/users.ts';

const id = conversation().id;
const rating: Rating = {
  id: '88888888-8888-4888-8888-888888888888',
  conversation: id,
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

function serveConversation(answer: () => Response) {
  const calls = mockApi({
    'users/me/': joao,
    [`conversations/${id}/messages/`]: [
      message({ sender: lena.id, read_at: '2026-11-20T11:00:00.000Z' }),
    ],
    [`conversations/${id}/read/`]: () => new Response(null, { status: 204 }),
    [`conversations/${id}/offers/`]: [],
    [`conversations/${id}/ratings/`]: answer,
    [`conversations/${id}/`]: conversation(),
  });
  renderPage(<ConversationPage />, { path: `/messages/${id}`, route: '/messages/:id' });
  return calls;
}

beforeEach(() => loggedInWith());

// Text and label queries: role queries over the conversation page are slow in jsdom.
describe('Ratings', () => {
  it('the buyer rates the seller from the conversation, with "as described"', async () => {
    const calls = serveConversation(() => Response.json(rating, { status: 201 }));
    await userEvent.click(await screen.findByText('Rate Lena Berg'));
    await userEvent.click(screen.getByLabelText('Item as described'));
    await userEvent.type(screen.getByLabelText('A few words (optional)'), 'Kind.');
    await userEvent.click(screen.getByText('Send the rating'));
    expect(
      await screen.findByText('Thank you: your rating is on their profile.'),
    ).toBeInTheDocument();
    const post = calls.find((c) => c.url.endsWith('/ratings/'));
    expect(JSON.parse(post!.init!.body as string)).toEqual({
      friendly: true,
      reliable: true,
      as_described: false,
      text: 'Kind.',
    });
  });

  it('says when it is too early, in the reader’s words', async () => {
    serveConversation(() =>
      Response.json(
        { detail: 'You can rate 24 hours after the first message.', code: 'validation_error' },
        { status: 400 },
      ),
    );
    await userEvent.click(await screen.findByText('Rate Lena Berg'));
    await userEvent.click(screen.getByText('Send the rating'));
    expect(
      await screen.findByText(/You can rate once both of you have written at least two messages/),
    ).toHaveAttribute('role', 'alert');
  });
});
