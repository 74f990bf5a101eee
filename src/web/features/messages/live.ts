// The open conversation's live stream (docs/decisions/012-live-messages.md): server-sent events
// from GET conversations/{id}/events/, read with fetch because EventSource cannot send the
// Authorization header. Each `changed` event (and each (re)connection, which may follow a gap)
// asks the page to fetch its messages again. While the stream is down the page polls every
// POLL_MS; a hidden tab closes it and reopens it when shown again.
import { useEffect, useRef, useState } from 'react';
import { apiRequest, ApiError } from '#web/lib/api-client.ts';

const MAX_RETRY_MS = 30_000;
/** Failures after which the wait is the longest: 1000 ms × 2^5 passes MAX_RETRY_MS. */
const LONGEST = 5;

/** Reads the stream until it ends; calls `onEvent` for every `changed` event. */
async function readEvents(
  id: string,
  signal: AbortSignal,
  on: { open: () => void; event: () => void },
) {
  const response = await apiRequest(`conversations/${id}/events/`, {
    signal,
    headers: { Accept: 'text/event-stream' },
  });
  if (!response.headers.get('Content-Type')?.startsWith('text/event-stream') || !response.body)
    throw new ApiError(response.status, null, 'Not an event stream');
  on.open();
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    const blocks = buffer.split('\n\n');
    buffer = blocks.pop() ?? '';
    if (blocks.some((block) => block.split('\n').includes('event: changed'))) on.event();
  }
}

/** One stream too many (the server's caps): the page polls and asks again only much later. */
const tooMany = (error: unknown) => error instanceof ApiError && error.status === 429;

/** A refusal (401, 403, 404) is not retried: the page keeps polling. */
const refused = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;

/** Keeps the stream open while the tab is visible; true while it is. */
export function useLiveConversation(id: string, onChange: () => void): boolean {
  const [live, setLive] = useState(false);
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });

  useEffect(() => {
    let stopped = false;
    let current: AbortController | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    const connect = async () => {
      if (stopped || current || document.hidden) return;
      const mine = (current = new AbortController());
      try {
        await readEvents(id, mine.signal, {
          open: () => {
            failures = 0;
            setLive(true);
            latest.current();
          },
          event: () => latest.current(),
        });
      } catch (error) {
        if (refused(error)) stopped = true;
        failures = tooMany(error) ? Math.max(failures + 1, LONGEST) : failures + 1;
      } finally {
        if (current === mine) current = null;
        setLive(false);
      }
      if (stopped || mine.signal.aborted) return;
      // A clean end (a server that stops) reconnects at once, to another instance; failures
      // back off, with jitter so pages do not come back in step.
      const wait = Math.min(MAX_RETRY_MS, 1000 * 2 ** failures) * (0.5 + Math.random() / 2);
      retry = setTimeout(() => void connect(), failures === 0 ? 250 + Math.random() * 750 : wait);
    };
    const onVisibility = () => {
      clearTimeout(retry);
      if (document.hidden) current?.abort();
      else void connect();
    };
    document.addEventListener('visibilitychange', onVisibility);
    void connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      current?.abort();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [id]);
  return live;
}
