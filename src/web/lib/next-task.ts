// Start-up work split into tasks of its own: a phone's main thread that runs one long task
// cannot answer a tap or scroll until it ends (what Lighthouse counts as blocking time).

type Scheduler = { yield?: () => Promise<void> };

/**
 * Resolves in a new task, after the browser has had its turn (input, rendering). Chromium's
 * `scheduler.yield()` puts the rest first in line; elsewhere a message to self, which needs no
 * timer: a timer would never fire under the browser tests' paused fake clocks.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
