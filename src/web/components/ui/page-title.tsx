import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Sets the document title and the meta description on client-side navigation (the server
 * wrote them for the first page), then their Open Graph/Twitter copies and canonical links.
 */
export function usePageTitle(title: string | undefined, description?: string) {
  const { t } = useTranslation();
  const text = description?.trim() || t('home.description');
  useEffect(() => {
    if (!title) return;
    document.title = `${title} · Air Gear`;
    document.querySelector('meta[name="description"]')?.setAttribute('content', text);
    void import('./page-head.ts').then((head) => head.syncHead(document.title, text));
  }, [title, text]);
}
