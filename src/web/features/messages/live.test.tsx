import { ReadableStream } from 'node:stream/web';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Message } from '#shared/contracts/conversations.ts';
import { mockApi, renderPage } from '#web/test/render.tsx';
import { joao, lena, loggedInWith } from '#web/test/users.ts';
import { ConversationPage } from './conversation-page.tsx';
import { conversation, message } from './test-conversations.ts';

const id = conversation().id;
const read = '2026-11-20T11:00:00.000Z';

beforeEach(() => loggedInWith());

describe('Live conversation', () => {
  it('fetches the messages again when the stream says the conversation changed', async () => {
    const messages: Message[] = [message({ sender: lena.id, read_at: read })];
    let push: (text: string) => void = () => {};
    const calls = mockApi({
      'users/me/': joao,
      [`conversations/${id}/events/`]: () =>
        new Response(
          // Node's own stream class: the one its Response accepts as a body.
          new ReadableStream<Uint8Array>({
            start: (controller) => {
              push = (text) => controller.enqueue(new TextEncoder().encode(text));
              push(': open\n\n');
            },
          }) as unknown as BodyInit,
          { headers: { 'Content-Type': 'text/event-stream; charset=utf-8' } },
        ),
      [`conversations/${id}/messages/`]: () => messages,
      [`conversations/${id}/read/`]: () => new Response(null, { status: 204 }),
      [`conversations/${id}/offers/`]: [],
      [`conversations/${id}/`]: conversation(),
    });
    renderPage(<ConversationPage />, { path: `/messages/${id}`, route: '/messages/:id' });
    expect(await screen.findByText('Is it still available?')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/events/'))).toBe(true));
    const stream = calls.find((c) => c.url.endsWith('/events/'))!;
    expect(new Headers(stream.init?.headers).get('Accept')).toBe('text/event-stream');
    expect(new Headers(stream.init?.headers).get('Authorization')).toMatch(/^Token /);

    messages.push(
      message({ id: '77777777-7777-4777-8777-777777777778', sender: lena.id, text: 'Yes!' }),
    );
    push(`event: changed\ndata: ${id}\n\n`);
    expect(await screen.findByText('Yes!')).toBeInTheDocument();
    // Told by the stream, which stayed open: no reconnection fetched it instead.
    expect(calls.filter((c) => c.url.endsWith('/events/'))).toHaveLength(1);
  });

  it('shows no error when the server offers no stream (the page polls instead)', async () => {
    const calls = mockApi({
      'users/me/': joao,
      [`conversations/${id}/events/`]: () =>
        Response.json({ detail: 'Unavailable', code: 'service_unavailable' }, { status: 503 }),
      [`conversations/${id}/messages/`]: [message({ sender: lena.id, read_at: read })],
      [`conversations/${id}/offers/`]: [],
      [`conversations/${id}/`]: conversation(),
    });
    renderPage(<ConversationPage />, { path: `/messages/${id}`, route: '/messages/:id' });
    expect(await screen.findByText('Is it still available?')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/events/'))).toBe(true));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('polls without asking for a stream again soon when there are too many (429)', async () => {
    const messages: Message[] = [message({ sender: lena.id, read_at: read })];
    const calls = mockApi({
      'users/me/': joao,
      [`conversations/${id}/events/`]: () =>
        Response.json(
          { detail: 'Too many live updates are open. Poll the messages.', code: 'rate_limited' },
          { status: 429, headers: { 'Retry-After': '30' } },
        ),
      [`conversations/${id}/messages/`]: () => messages,
      [`conversations/${id}/read/`]: () => new Response(null, { status: 204 }),
      [`conversations/${id}/offers/`]: [],
      [`conversations/${id}/`]: conversation(),
    });
    renderPage(<ConversationPage />, { path: `/messages/${id}`, route: '/messages/:id' });
    expect(await screen.findByText('Is it still available?')).toBeInTheDocument();
    messages.push(
      message({
        id: '77777777-7777-4777-8777-777777777778',
        sender: lena.id,
        text: 'Polled',
        read_at: read,
      }),
    );
    // Found by polling (every 1.5 s while there is no stream).
    expect(await screen.findByText('Polled', undefined, { timeout: 10_000 })).toBeInTheDocument();
    const polls = () => calls.filter((c) => c.url.endsWith('/messages/')).length;
    const seen = polls();
    await waitFor(() => expect(polls()).toBeGreaterThan(seen + 1), { timeout: 10_000 });
    // Two polls later (over 3 s) the stream was still asked for once: a second failure of
    // another kind would have been retried within 2 s.
    expect(calls.filter((c) => c.url.endsWith('/events/'))).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
