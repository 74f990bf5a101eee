// A server-rendered page is readable before any script runs. Its scripts (about 200 KB on
// `/gears`) start loading once the page has painted, so that on a slow phone connection the
// stylesheet and the first photo have the bandwidth to themselves: Lighthouse on `/gears`, FCP
// 2.03 → 1.4–1.6 s and LCP 2.86 → 1.5–1.7 s (bench/README.md, session 9). Route loaders do not
// change it: a rendered page's data came in its HTML (decision 017).

const FIRST_CONTENTFUL_PAINT = 'first-contentful-paint';

/**
 * Resolves once the browser has painted the page's first content (Paint Timing API), at once
 * where the API is missing. It reads the observer's own entries: the browser tests' fake clock
 * replaces `performance`, whose entry list is then empty. No timer either: a timer would never
 * fire under their paused clocks.
 */
export function afterFirstPaint(): Promise<void> {
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName(FIRST_CONTENTFUL_PAINT).length === 0) return;
      observer.disconnect();
      resolve();
    });
    // `buffered`: a paint that happened before this script ran is reported too.
    observer.observe({ type: 'paint', buffered: true });
  });
}
