// The login token lives in the `airToken` cookie for 3600 s, path /.
import { TOKEN_COOKIE, TOKEN_LIFETIME_SECONDS } from '#shared/constants.ts';

export function getToken(): string | null {
  // The server renders every page as a visitor's (no cookie is read there).
  if (typeof document === 'undefined') return null;
  const entry = document.cookie.split('; ').find((c) => c.startsWith(`${TOKEN_COOKIE}=`));
  const value = entry ? decodeURIComponent(entry.slice(TOKEN_COOKIE.length + 1)) : '';
  return value || null;
}

export function setToken(token: string, maxAge = TOKEN_LIFETIME_SECONDS) {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}

export function clearToken() {
  document.cookie = `${TOKEN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
}
