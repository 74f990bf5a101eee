// The conversation page marks the other side's messages read once per new incoming message it
// sees: not again on a poll whose answer still shows them unread (the mark not yet visible in a
// list answered meanwhile), nor when the page is left and opened again, re-rendered or re-polled.
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Message } from '#shared/contracts/conversations.ts';
import { mockApi, renderPage } from '#web/test/render.tsx';
import { joao, lena, loggedInWith } from '#web/test/users.ts';
import { ConversationPage } from './conversation-page.tsx';
import { conversation, message } from './test-conversations.ts';

const id = conversation().id;

beforeEach(() => {
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  loggedInWith();
});
afterEach(() => vi.useRealTimers());

describe('Marking a conversation read', () => {
  it('sends one mark per new incoming message, across polls, stale answers and a return to the page', async () => {
    // The server's list keeps answering the messages unread: the mark is not visible in it yet.
    const messages: Message[] = [message({ sender: lena.id, text: 'Still there?' })];
    const calls = mockApi({
      'users/me/': joao,
      // No live stream: the page polls.
      [`conversations/${id}/events/`]: new Response(null, { status: 503 }),
      [`conversations/${id}/messages/`]: () => messages,
      [`conversations/${id}/read/`]: () => new Response(null, { status: 204 }),
      [`conversations/${id}/offers/`]: [],
      [`conversations/${id}/`]: conversation(),
    });
    const { router } = renderPage(<ConversationPage />, {
      path: `/messages/${id}`,
      route: '/messages/:id',
    });
    expect(await screen.findByText('Still there?')).toBeInTheDocument();
    const reads = () => calls.filter((c) => c.url.endsWith('/read/'));
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    const polls = calls.filter((c) => c.url.endsWith('/messages/')).length;
    expect(polls).toBeGreaterThan(3);
    expect(reads()).toHaveLength(1);

    // Left and opened again (the page mounts anew): the same message is not marked again.
    await act(() => router.navigate('/messages'));
    await act(() => router.navigate(`/messages/${id}`));
    expect(await screen.findByText('Still there?')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(reads()).toHaveLength(1);

    // A new message from the other side: one more mark, then quiet again.
    messages.push(
      message({
        id: '88888888-8888-4888-8888-888888888888',
        sender: lena.id,
        text: 'Hello again',
        created_at: '2026-11-20T10:05:00.000Z',
      }),
    );
    expect(await screen.findByText('Hello again')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(reads()).toHaveLength(2);
  });
});
