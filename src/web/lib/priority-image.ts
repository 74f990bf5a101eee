// The server renderer's preload of a page's largest paint: the image the page marks
// fetchPriority="high" (the first card's photo, the gallery's photo). In the head, the phone asks
// for it together with the stylesheet instead of once the body's markup has arrived. The tag is
// React's own output, its attribute values already escaped for HTML (`"`, `<`, `>` included), so
// they are copied into the link as they are.
const PRIORITY_IMG = /<img\b[^>]*\sfetchpriority="high"[^>]*>/i;

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/** The `<link rel="preload">` of the page's first high-priority image, or '' without one. */
export function priorityImagePreload(html: string): string {
  const tag = PRIORITY_IMG.exec(html)?.[0];
  if (!tag) return '';
  const srcset = attribute(tag, 'srcset');
  const sizes = attribute(tag, 'sizes');
  // With a srcset the link names no href: a browser that cannot choose from `imagesrcset` would
  // fetch the fallback while the <img> picks another candidate, the photo twice.
  const target = srcset
    ? ` imagesrcset="${srcset}"${sizes ? ` imagesizes="${sizes}"` : ''}`
    : ` href="${attribute(tag, 'src') ?? ''}"`;
  if (!srcset && !attribute(tag, 'src')) return '';
  return `<link rel="preload" as="image"${target} fetchpriority="high" />`;
}
