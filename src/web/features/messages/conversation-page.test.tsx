import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import i18n from 'i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Conversation, Message } from '#shared/contracts/conversations.ts';
import { mockApi, renderPage } from '#web/test/render.tsx';
import { joao, lena, loggedInWith } from '#web/test/users.ts';
import { ConversationPage } from './conversation-page.tsx';
import { conversation, message } from './test-conversations.ts';

const id = conversation().id;
const error = (status: number, detail: string) =>
  new Response(JSON.stringify({ detail, code: 'error' }), { status });

/** A server for one conversation: messages the test can add to and the answer to a send. */
function serve(c: Conversation, sendAnswer?: () => Response) {
  const messages: Message[] = [message({ sender: lena.id, read_at: '2026-11-20T11:00:00.000Z' })];
  const calls = mockApi({
    'users/me/': joao,
    [`conversations/${id}/messages/`]: (_url: string, init?: RequestInit) => {
      if (init?.method !== 'POST') return messages;
      if (sendAnswer) return sendAnswer();
      const sent = message({
        id: `7777777${messages.length}-7777-4777-8777-777777777777`,
        text: (JSON.parse(init.body as string) as { text: string }).text,
      });
      messages.push(sent);
      return Response.json(sent, { status: 201 });
    },
    [`conversations/${id}/read/`]: () => new Response(null, { status: 204 }),
    [`conversations/${id}/reserve/`]: (_url: string, init?: RequestInit) => ({
      ...c,
      gear: { ...c.gear, status: init?.method === 'POST' ? 'reserved' : 'active' },
    }),
    [`conversations/${id}/offers/`]: [],
    [`conversations/${id}/`]: c,
  });
  renderPage(<ConversationPage />, { path: `/messages/${id}`, route: '/messages/:id' });
  return calls;
}

beforeEach(() => loggedInWith());

describe('Conversation page', () => {
  it('shows the messages and sends one, which then appears and empties the box', async () => {
    const calls = serve(conversation());
    expect(await screen.findByRole('heading', { name: 'Ozone Rush 6' })).toBeInTheDocument();
    expect(screen.getByText('With Lena Berg · For sale')).toBeInTheDocument();
    expect(await screen.findByText('Is it still available?')).toBeInTheDocument();
    const box = screen.getByLabelText('Your message');
    await userEvent.type(box, 'Can I see it on Saturday?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Can I see it on Saturday?')).toBeInTheDocument();
    await waitFor(() => expect(box).toHaveValue(''));
    const post = calls.find((c) => c.init?.method === 'POST' && c.url.endsWith('/messages/'));
    expect(JSON.parse(post!.init!.body as string)).toEqual({ text: 'Can I see it on Saturday?' });
  });

  it('shows why a send failed and keeps the text', async () => {
    serve(conversation(), () => error(429, 'You have sent too many messages in the last hour.'));
    const box = await screen.findByLabelText('Your message');
    await userEvent.type(box, 'Hello again');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/too many messages/);
    expect(box).toHaveValue('Hello again');
  });

  it('tells a blocked sender only that they cannot send here', async () => {
    serve(conversation(), () => error(403, 'You cannot send messages in this conversation.'));
    await userEvent.type(await screen.findByLabelText('Your message'), 'Are you there?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You cannot send messages in this conversation.',
    );
    expect(screen.queryByText('Are you there?', { selector: 'li *' })).not.toBeInTheDocument();
  });

  it('writes message times the way the page’s language does, not the browser’s', async () => {
    await i18n.changeLanguage('fr');
    try {
      serve(conversation());
      const time = await screen.findByText(/2026/, { selector: 'time' });
      expect(time).toHaveTextContent(/^20 nov\. 2026/);
      expect(time).not.toHaveTextContent(/AM|PM/);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('names a deleted other side as a deleted user', async () => {
    serve(conversation({ other_user: null }));
    expect(await screen.findByText('With Deleted user · For sale')).toBeInTheDocument();
  });

  it('lets the seller mark the listing reserved, and shows the mark', async () => {
    const calls = serve(conversation({ role: 'seller' }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'Mark reserved for this buyer' }),
    );
    expect(await screen.findByText('With Lena Berg · Reserved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lift the reservation' })).toBeInTheDocument();
    expect(calls.some((c) => c.init?.method === 'POST' && c.url.endsWith('/reserve/'))).toBe(true);
  });

  it('shows the buyer the reserved mark without the seller’s button', async () => {
    serve(conversation({ gear: { ...conversation().gear, status: 'reserved' } }));
    expect(await screen.findByText('With Lena Berg · Reserved')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /reserv/i })).not.toBeInTheDocument();
  });

  it('marks the other side’s unread messages read', async () => {
    const calls = mockApi({
      'users/me/': joao,
      [`conversations/${id}/messages/`]: [message({ sender: lena.id })],
      [`conversations/${id}/read/`]: () => new Response(null, { status: 204 }),
      [`conversations/${id}/offers/`]: [],
      [`conversations/${id}/`]: conversation(),
    });
    renderPage(<ConversationPage />, { path: `/messages/${id}`, route: '/messages/:id' });
    await waitFor(() =>
      expect(calls.some((c) => c.url.endsWith('/read/') && c.init?.method === 'POST')).toBe(true),
    );
  });
});
