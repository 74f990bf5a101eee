// Prefetch on intent: a link to a page starts that page's loaders and chunk as the reader shows
// the intent to follow it (the pointer comes over it, it takes the focus, a finger touches it),
// so that the page is often ready by the click. The app registers how a page is prefetched
// (app/router.tsx, prefetchPage); components below it only say which links do it.
let prefetcher: ((href: string) => void) | null = null;

export function setPrefetcher(prefetch: (href: string) => void) {
  prefetcher = prefetch;
}

/** Event props for a link whose page should start loading on the reader's intent. */
export function prefetchOnIntent(href: string) {
  const start = () => prefetcher?.(href);
  return { onPointerEnter: start, onFocus: start, onTouchStart: start };
}
