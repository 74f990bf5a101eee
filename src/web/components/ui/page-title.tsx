import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { fullTitle, summary } from '#shared/seo.ts';

// The server wrote the first page's head (title, description, canonical, Open Graph); this keeps
// it in step on client-side navigation. The first page's canonical and language links are the
// server's, which knows the canonical spelling of the path.
const firstPath = typeof window === 'undefined' ? '' : window.location.pathname;

function setContent(selector: string, value: string) {
  document.querySelector(selector)?.setAttribute('content', value);
}

function setLinks() {
  const { pathname, search, origin } = window.location;
  if (pathname === firstPath) return;
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  const base = canonical ? new URL(canonical.href).origin : origin;
  const page = Number(new URLSearchParams(search).get('page'));
  const url = (lng?: string) => {
    const params = new URLSearchParams();
    if (Number.isInteger(page) && page > 1) params.set('page', String(page));
    if (lng) params.set('lng', lng);
    return `${base}${pathname}${params.size ? `?${params}` : ''}`;
  };
  canonical?.setAttribute('href', url());
  setContent('meta[property="og:url"]', url());
  for (const link of document.querySelectorAll<HTMLLinkElement>(
    'link[rel="alternate"][hreflang]',
  )) {
    const lng = link.hreflang === 'x-default' ? undefined : link.hreflang;
    link.setAttribute('href', url(lng));
  }
}

/** Sets the document title, the meta description and their social copies on navigation. */
export function usePageTitle(title: string | undefined, description?: string) {
  const { t } = useTranslation();
  const text = summary(description ?? '') || t('home.description');
  useEffect(() => {
    if (!title) return;
    const full = fullTitle(title);
    document.title = full;
    setContent('meta[name="description"]', text);
    setContent('meta[property="og:title"]', full);
    setContent('meta[name="twitter:title"]', full);
    setContent('meta[property="og:description"]', text);
    setContent('meta[name="twitter:description"]', text);
    setLinks();
  }, [title, text]);
}
