import { lazy, Suspense, useEffect, useState } from 'react';
import { COOKIE_CONSENT_KEY, COOKIE_NOTICE_DELAY_MS } from '#shared/constants.ts';

// The notice itself loads when it is due: no page needs it to render or hydrate.
const CookieBar = lazy(() => import('./cookie-bar.tsx').then((m) => ({ default: m.CookieBar })));

const accepted = () => {
  try {
    return localStorage.getItem(COOKIE_CONSENT_KEY) === 'true';
  } catch {
    return false;
  }
};

/** Appears 5 s after the first visit and stays until accepted. */
export function CookieNotice() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (accepted()) return;
    const timer = window.setTimeout(() => setVisible(true), COOKIE_NOTICE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (!visible) return null;
  const accept = () => {
    localStorage.setItem(COOKIE_CONSENT_KEY, 'true');
    setVisible(false);
  };
  return (
    <Suspense fallback={null}>
      <CookieBar onAccept={accept} />
    </Suspense>
  );
}
