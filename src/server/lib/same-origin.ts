// Whether a form post comes from one of this site's own pages. The API needs no such check (it
// reads its token from a header, never a cookie), but a form that logs in or signs up acts in the
// browser that sends it: another site's page must not log its visitor into an account of the
// attacker's choosing (login CSRF). A real `Origin` must be ours. Our pages send none that says
// so (`Referrer-Policy: no-referrer` makes a browser send `Origin: null`), so then the browser's
// own `Sec-Fetch-Site` must say `same-origin`, which no page can set. Neither: refused.
import type { FastifyRequest } from 'fastify';

export function isSameOrigin(request: FastifyRequest, siteUrl: string): boolean {
  const { origin, 'sec-fetch-site': site } = request.headers;
  if (typeof origin === 'string' && origin !== 'null') {
    // The site's public address, or the address this request reached (a proxy keeps the Host).
    const own = [new URL(siteUrl).origin, `${request.protocol}://${request.host}`];
    return own.includes(origin) && (site === undefined || site === 'same-origin');
  }
  return site === 'same-origin';
}
