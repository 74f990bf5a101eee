// A server-rendered page is readable before any script runs. Its scripts (about 200 KB on
// `/gears`) start loading once the page has painted, so that on a slow phone connection the
// stylesheet and the first photo have the bandwidth to themselves (measured in bench/README.md,
// session 9).

/**
 * Resolves once the browser has painted the page's first content (Paint Timing API). Where
 * the API is missing, at once. No timer: a timer would never fire under the browser tests'
 * paused fake clocks.
 */
export function afterFirstPaint(): Promise<void> {
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (painted() || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const observer = new PerformanceObserver(() => {
      if (!painted()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}
