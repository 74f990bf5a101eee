// What a server-rendered page hands its browser beside the HTML: the page's language with its
// translations, the API answers it was rendered from (TanStack Query's dehydrated state) and how
// its language writes prices and dates. It travels as a JSON data block, which the CSP does not
// treat as a script (decision 009).
import type { DehydratedState } from '@tanstack/react-query';
import { scriptSafe, SSR_PAYLOAD_ID } from '#shared/ssr.ts';
import type { FormatPatterns } from './format-patterns.ts';

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
  /** The page's route (src/shared/routes.ts) and its page chunk's URL (app/router.tsx). */
  route?: string;
  page?: string;
};

/**
 * The payload's JSON without its translations and page chunk, safe inside <script>. The server adds them
 * (src/server/features/seo/ssr.ts): the same for every page of a language, they are serialised
 * and encoded once rather than on every render.
 */
export const serializePayload = (
  payload: Omit<SsrPayload, 'translations' | 'textsOf' | 'route' | 'page'>,
) => scriptSafe(JSON.stringify(payload));

/** Whether the page was rendered on the server, without parsing its payload. */
export const hasPayload = () => Boolean(document.getElementById(SSR_PAYLOAD_ID)?.firstChild);

/** The payload of a server-rendered page; null on a page the browser renders alone. */
export function readPayload(): SsrPayload | null {
  const element = document.getElementById(SSR_PAYLOAD_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as SsrPayload) : null;
}
