// Where to go after login: the rule is shared with the server (the login form posted without
// JavaScript redirects by it).
export { safeNextPath } from '#shared/safe-path.ts';

/** The login link of a page that wants the user back afterwards (the notices' Login Now). */
export function loginPath(next: string): string {
  return `/auth?next=${encodeURIComponent(next)}`;
}
