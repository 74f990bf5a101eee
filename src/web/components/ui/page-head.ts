// The rest of the head on client-side navigation: social copies of the title and description,
// and the canonical and language links. Loaded after the first render (usePageTitle), so the
// home route's budget pays only for the title. The first page keeps the server's canonical and
// language links, as the server knows the canonical spelling of the path.
import { summary } from '#shared/seo.ts';

const firstPath = window.location.pathname;

export function syncHead(title: string, description: string) {
  const text = summary(description);
  const tags = [
    ['name="description"', text],
    ['property="og:description"', text],
    ['name="twitter:description"', text],
    ['property="og:title"', title],
    ['name="twitter:title"', title],
  ];
  for (const [attr, value] of tags)
    document.querySelector(`meta[${attr}]`)?.setAttribute('content', value!);
  const { pathname, search } = window.location;
  if (pathname === firstPath) return;
  const page = Number(new URLSearchParams(search).get('page'));
  for (const link of document.querySelectorAll<HTMLLinkElement>(
    'link[rel=canonical],link[hreflang]',
  )) {
    const url = new URL(pathname, link.href);
    if (page > 1) url.searchParams.set('page', String(page));
    if (link.hreflang && link.hreflang !== 'x-default') url.searchParams.set('lng', link.hreflang);
    link.href = url.href;
    if (link.rel === 'canonical')
      document.querySelector('meta[property="og:url"]')?.setAttribute('content', url.href);
  }
}
