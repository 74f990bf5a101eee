// Where to go after login. Only a path on this site is accepted: an absolute or protocol-relative
// URL in `?next=` would turn the login page into an open redirect. Shared: the login form posted
// without JavaScript redirects on the server by the same rule.
const BASE = 'http://same.invalid';

export function safeNextPath(value: unknown): string | null {
  if (
    typeof value !== 'string' ||
    !value.startsWith('/') ||
    value.startsWith('//') ||
    value.startsWith('/\\')
  )
    return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  // The URL parser drops tabs and newlines, so `/\t/evil.example` ends up on another origin.
  if (url.origin !== BASE) return null;
  // Coming back to the login page itself would only loop.
  if (/^\/auth\/?$/i.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
