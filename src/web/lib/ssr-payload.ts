// What a server-rendered page hands its browser beside the HTML: the page's language with its
// translations and the API answers it was rendered from (TanStack Query's dehydrated state). It
// travels as a JSON data block, which the CSP does not treat as a script (decision 009).
import type { DehydratedState } from '@tanstack/react-query';
import { SSR_PAYLOAD_ID } from '#shared/ssr.ts';

export type SsrPayload = {
  lang: string;
  translations: Record<string, unknown>;
  queries: DehydratedState;
};

/** JSON made safe inside <script>: no `<` can close the element or open a comment. */
export const scriptSafe = (json: string) =>
  json.replace(/</g, '\\u003c').replace(/\u2028|\u2029/g, ' ');

/**
 * The payload's JSON, safe inside <script>. The translations come as `scriptSafe` JSON already:
 * the same for every page in a language, they are serialised once, not on every render.
 */
export const serializePayload = (
  payload: Omit<SsrPayload, 'translations'>,
  translationsJson: string,
) =>
  `{"lang":${scriptSafe(JSON.stringify(payload.lang))},"translations":${translationsJson},` +
  `"queries":${scriptSafe(JSON.stringify(payload.queries))}}`;

/** The payload of a server-rendered page; null on a page the browser renders alone. */
export function readPayload(): SsrPayload | null {
  const element = document.getElementById(SSR_PAYLOAD_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as SsrPayload) : null;
}
