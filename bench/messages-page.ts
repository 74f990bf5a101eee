// One open conversation page for bench/messages-live.ts, doing what
// src/web/features/messages/live.ts and api.ts do: with `stream`, hold GET …/events/ and fetch
// the messages (with the ETag) when it opens and on every `changed` event, one fetch at a time
// (an event during a fetch runs one more after it); in any case poll every `pollMs` from a
// random phase. What it sees is reported with the time the answer ended; unread ones are
// marked read as the page does.
import './lib/help.ts';
import { setTimeout as wait } from 'node:timers/promises';

type Options = {
  url: string;
  talk: { id: string; reader: string };
  stream: boolean;
  pollMs: number;
  seen: (texts: string[], at: number) => void;
};

export function openPage({ url, talk, stream, pollMs, seen }: Options) {
  const auth = { authorization: `Token ${talk.reader}` };
  const base = `${url}/api/conversations/${talk.id}`;
  const counts = { ok: 0, notModified: 0, errors: 0, streamErrors: 0 };
  const controller = new AbortController();
  let etag: string | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let streaming = false;

  const fetchOnce = async () => {
    const response = await fetch(`${base}/messages/`, {
      headers: etag ? { ...auth, 'if-none-match': etag } : auth,
    });
    if (response.status !== 200) {
      await response.arrayBuffer();
      if (response.status === 304) counts.notModified++;
      else counts.errors++;
      return;
    }
    etag = response.headers.get('etag');
    const list = (await response.json()) as { text: string; read_at: string | null }[];
    counts.ok++;
    seen(
      list.map((m) => m.text),
      performance.now(),
    );
    if (list.some((m) => m.read_at === null))
      await (await fetch(`${base}/read/`, { method: 'POST', headers: auth })).arrayBuffer();
  };
  const refresh = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = fetchOnce()
      .catch(() => void counts.errors++)
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          void refresh();
        }
      });
    return running;
  };

  const listen = async (opened: () => void) => {
    const response = await fetch(`${base}/events/`, { headers: auth, signal: controller.signal });
    if (response.status !== 200 || !response.body) throw new Error(`events: ${response.status}`);
    streaming = true;
    opened();
    void refresh();
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of response.body) {
      buffer += decoder.decode(chunk, { stream: true });
      const blocks = buffer.split('\n\n');
      buffer = blocks.pop() ?? '';
      if (blocks.some((block) => block.split('\n').includes('event: changed'))) void refresh();
    }
  };
  const ready = new Promise<void>((resolve) => {
    if (!stream) return resolve();
    listen(resolve)
      .catch(() => {
        if (!controller.signal.aborted) counts.streamErrors++;
        resolve();
      })
      .finally(() => (streaming = false));
  });

  const poller = (async () => {
    let due = performance.now() + Math.random() * pollMs;
    while (!controller.signal.aborted) {
      await wait(Math.max(0, due - performance.now()), null, { signal: controller.signal }).catch(
        () => {},
      );
      if (controller.signal.aborted) break;
      if (!running) await refresh();
      do due += pollMs;
      while (due < performance.now());
    }
  })();

  return {
    ready,
    streaming: () => streaming,
    counts: () => ({ ...counts }),
    resetCounts: () => Object.assign(counts, { ok: 0, notModified: 0, errors: 0 }),
    close: async () => {
      controller.abort();
      await poller;
      await running;
    },
  };
}
