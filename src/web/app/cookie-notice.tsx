import { useEffect, useState, type ComponentType } from 'react';
import { COOKIE_CONSENT_KEY, COOKIE_NOTICE_DELAY_MS } from '#shared/constants.ts';

type Bar = ComponentType<{ onAccept: () => void }>;

const accepted = () => {
  try {
    return localStorage.getItem(COOKIE_CONSENT_KEY) === 'true';
  } catch {
    return false;
  }
};

/**
 * Appears 5 s after the first visit and stays until accepted. Its bar is fetched meanwhile: no
 * page needs it to render or hydrate. The consent is read in a task of its own, not in the
 * hydration's effects: a page's first localStorage read and the bar's module preloads cost a
 * phone tens of milliseconds, which would lengthen the hydration's longest task.
 */
export function CookieNotice() {
  const [CookieBar, setCookieBar] = useState<Bar | null>(null);
  useEffect(() => {
    let timer = setTimeout(() => {
      if (accepted()) return;
      const bar = import('./cookie-bar.tsx');
      const show = () => void bar.then((m) => setCookieBar(() => m.CookieBar));
      timer = setTimeout(show, COOKIE_NOTICE_DELAY_MS);
    }, 0);
    return () => clearTimeout(timer);
  }, []);
  if (!CookieBar) return null;
  const accept = () => {
    localStorage.setItem(COOKIE_CONSENT_KEY, 'true');
    setCookieBar(null);
  };
  return <CookieBar onAccept={accept} />;
}
