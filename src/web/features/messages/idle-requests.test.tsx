// An open conversation left idle must not keep calling the server: a message that arrives while
// it is open is marked read once, then the page waits for its live stream (issue: a read mark
// that never reached the page's cache sent POST read/ again after every answer, ~90 a second).
import { ReadableStream } from 'node:stream/web';
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

/** A server that keeps read marks, with a live stream that stays open. */
function serve() {
  const messages: Message[] = [message({ sender: lena.id, text: 'Still there?' })];
  return mockApi({
    'users/me/': joao,
    [`conversations/${id}/events/`]: () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start: (c) => c.enqueue(new TextEncoder().encode(': open\n\n')),
        }) as unknown as BodyInit,
        { headers: { 'Content-Type': 'text/event-stream; charset=utf-8' } },
      ),
    [`conversations/${id}/messages/`]: () => messages,
    [`conversations/${id}/read/`]: () => {
      for (const m of messages) if (m.sender !== joao.id) m.read_at ??= new Date().toISOString();
      return new Response(null, { status: 204 });
    },
    // Before the conversation's own key, which would answer it too (mockApi matches prefixes):
    // the offers panel then read the conversation as its list and failed, now and then.
    [`conversations/${id}/offers/`]: [],
    [`conversations/${id}/`]: conversation(),
  });
}

describe('An idle open conversation', () => {
  it('marks a new message read once and sends at most one request per 15 s', async () => {
    const calls = serve();
    renderPage(<ConversationPage />, { path: `/messages/${id}`, route: '/messages/:id' });
    expect(await screen.findByText('Still there?')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    // The conversation's own reads, and its offers panel's (polled every 15 s: issue 38).
    const isOffers = (url: string) => url.endsWith('/offers/');
    const own = () => calls.filter((c) => !c.url.endsWith('/events/') && !isOffers(c.url)).length;
    const offers = () => calls.filter((c) => isOffers(c.url)).length;
    const settled = { own: own(), offers: offers() };
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    const reads = calls.filter((c) => c.url.endsWith('/read/'));
    expect(reads).toHaveLength(1);
    expect(own() - settled.own).toBeLessThanOrEqual(60_000 / 15_000);
    expect(offers() - settled.offers).toBeLessThanOrEqual(60_000 / 15_000);
  });
});
