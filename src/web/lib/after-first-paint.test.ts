import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint.ts';

type Callback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

/** A Paint Timing API whose paints happen when the test says. */
function fakePaintTiming({ supported = true } = {}) {
  const callbacks: Callback[] = [];
  const disconnect = vi.fn();
  class FakeObserver {
    static supportedEntryTypes = supported ? ['paint', 'resource'] : ['resource'];
    private readonly callback: Callback;
    constructor(callback: Callback) {
      this.callback = callback;
    }
    observe() {
      callbacks.push(this.callback);
    }
    disconnect = disconnect;
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  const paint = (name: string) =>
    callbacks.forEach((callback) =>
      callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }),
    );
  return { disconnect, paint };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('afterFirstPaint', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('waits for the first contentful paint, not the first paint', async () => {
    const timing = fakePaintTiming();
    const waiting = afterFirstPaint();
    expect(await settled(waiting)).toBe(false);
    timing.paint('first-paint');
    expect(await settled(waiting)).toBe(false);
    expect(timing.disconnect).not.toHaveBeenCalled();
    timing.paint('first-contentful-paint');
    expect(await settled(waiting)).toBe(true);
    expect(timing.disconnect).toHaveBeenCalled();
  });

  it('resolves at once where the browser has no Paint Timing API', async () => {
    fakePaintTiming({ supported: false });
    expect(await settled(afterFirstPaint())).toBe(true);
  });
});
