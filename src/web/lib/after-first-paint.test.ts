import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './after-first-paint.ts';

type Listener = () => void;

/** A Paint Timing API whose first contentful paint happens when the test says. */
function fakePaintTiming({ supported = true, paintedAlready = false } = {}) {
  let painted = paintedAlready;
  const observers: Listener[] = [];
  const disconnect = vi.fn();
  vi.stubGlobal('performance', {
    getEntriesByName: (name: string) => (name === 'first-contentful-paint' && painted ? [{}] : []),
  });
  class FakeObserver {
    static supportedEntryTypes = supported ? ['paint', 'resource'] : ['resource'];
    private readonly callback: Listener;
    constructor(callback: Listener) {
      this.callback = callback;
    }
    observe() {
      observers.push(() => this.callback());
    }
    disconnect = disconnect;
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    disconnect,
    firstPaint: () => observers.forEach((notify) => notify()),
    contentfulPaint: () => {
      painted = true;
      observers.forEach((notify) => notify());
    },
  };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

describe('afterFirstPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('waits for the first contentful paint, not the first paint', async () => {
    const timing = fakePaintTiming();
    const waiting = afterFirstPaint();
    expect(await settled(waiting)).toBe(false);
    timing.firstPaint();
    expect(await settled(waiting)).toBe(false);
    timing.contentfulPaint();
    expect(await settled(waiting)).toBe(true);
    expect(timing.disconnect).toHaveBeenCalled();
  });

  it('resolves at once when the page has painted already', async () => {
    fakePaintTiming({ paintedAlready: true });
    expect(await settled(afterFirstPaint())).toBe(true);
  });

  it('resolves at once where the browser has no Paint Timing API', async () => {
    fakePaintTiming({ supported: false });
    expect(await settled(afterFirstPaint())).toBe(true);
  });
});
