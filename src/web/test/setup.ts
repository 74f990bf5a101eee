import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy*/waitFor wait up to 5 s, not 1 s: on a busy 2-core machine a render can take longer.
configure({ asyncUtilTimeout: 5000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// The server renderer's test runs in Node (no window): the rest is for jsdom.
if (typeof window !== 'undefined') {
  // jsdom has no showModal()/close(): just enough of them for the app's Dialog on <dialog>.
  const dialog = HTMLDialogElement.prototype;
  dialog.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  dialog.close = function (this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };

  // usePageTitle loads the rest of the head after a page's first render. A file whose tests end
  // before that import resolves would evaluate it on a closed window (an unhandled rejection, so
  // a failed run): evaluated here, it is ready before any test renders.
  await import('#web/components/ui/page-head.ts');
}
