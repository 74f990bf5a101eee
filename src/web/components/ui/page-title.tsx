import { useEffect } from 'react';

/** Sets the document title (and the meta description) on client-side navigation. */
export function usePageTitle(title: string | undefined, description?: string) {
  useEffect(() => {
    if (!title) return;
    document.title = `${title} · Air Gear`;
    if (description)
      document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
