// What a server-rendered page hands its browser beside the HTML: the page's language with its
// translations, the API answers it was rendered from (TanStack Query's dehydrated state) and how
// its language writes prices and dates. It travels as a JSON data block, which the CSP does not
// treat as a script (decision 009).
import type { DehydratedState } from '@tanstack/react-query';
import { BUILT_SCRIPT, SSR_PAYLOAD_ID } from '#shared/ssr.ts';
import { nextTask } from './next-task.ts';
import type { FormatPatterns } from './format-patterns.ts';
import type { FormEcho } from '#shared/form-echo.ts';

export type SsrPayload = {
  lang: string;
  translations: Record<string, unknown>;
  /** The route whose texts alone `translations` holds; absent when they are the whole file. */
  textsOf?: string;
  queries: DehydratedState;
  /** How the page's language writes prices, numbers and dates (format-patterns.ts). */
  formats?: FormatPatterns;
  /** The names of the countries the page shows, in its language (countries.ts). */
  countries?: Record<string, string>;
  /** A refused form posted without JavaScript, shown again (form-echo.ts). */
  formEcho?: FormEcho;
  /** The page's route (src/shared/routes.ts) and its page chunk's URL (app/router.tsx). */
  route?: string;
  page?: string;
};

/**
 * Requests the app's scripts a rendered page runs, which the server names on the data block. The
 * entry imports them stage by stage (main.tsx), and a module's imports are found only once it
 * has arrived: on a phone's connection each such wave cost a round trip (bench/README.md,
 * session 12). Preloaded, nothing is evaluated before its stage imports it. The three library
 * chunks are not named: requested at once, V8 compiled them side by side in the background, on
 * the cores the main thread needed. One request per task: a dozen at once took 3–28 ms here.
 */
export async function preloadPageScripts() {
  const named = document.getElementById(SSR_PAYLOAD_ID)?.dataset.scripts ?? '';
  for (const href of named.split(' ')) {
    if (!BUILT_SCRIPT.test(href)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = ''; // as the imports themselves: CORS mode, same-origin credentials
    link.href = href;
    document.head.append(link);
    await nextTask();
  }
}

/** Whether the page was rendered on the server, without parsing its payload. */
export const hasPayload = () => Boolean(document.getElementById(SSR_PAYLOAD_ID)?.firstChild);

/** The payload of a server-rendered page; null on a page the browser renders alone. */
export function readPayload(): SsrPayload | null {
  const element = document.getElementById(SSR_PAYLOAD_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as SsrPayload) : null;
}
