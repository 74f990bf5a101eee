// The one way the web app talks to the API: adds the token, parses the error body of docs/api.md
// and turns every failure into an ApiError (network failures too, with status 0).
import type { ErrorBody } from '#shared/errors.ts';
import { clearToken, getToken, setToken } from './session.ts';

export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody | null;
  constructor(status: number, body: ErrorBody | null, message?: string) {
    super(message ?? body?.detail ?? `Request failed with status ${status}`);
    this.status = status;
    this.body = body;
  }
  /** Messages per field from a validation error (keys like `name` or `properties.size`). */
  get fieldErrors(): Record<string, string[]> {
    return this.body?.errors ?? {};
  }
}

/** Fired when the server rejects our token: the session provider logs out cleanly. */
export const SESSION_EXPIRED_EVENT = 'airgear:session-expired';

type Options = {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

/**
 * How requests leave: the browser's fetch, or on the server (src/web/entry-server.tsx) a call
 * into the API in the same process. Nothing but the server renderer replaces it.
 */
export const apiTransport = {
  fetch: (url: string, init: RequestInit): Promise<Response> => fetch(url, init),
};

export async function apiRequest(path: string, options: Options = {}): Promise<Response> {
  const token = getToken();
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (token) headers.Authorization = `Token ${token}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await apiTransport.fetch(`/api/${path}`, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, null, 'Network error: the server could not be reached.');
  }
  // The session lives 3600 s from the last request (the server renews its row): so does the
  // cookie, unless the user logged out meanwhile or the server refused the token.
  if (token && response.status !== 401 && getToken() === token) setToken(token);
  if (!response.ok) {
    const errorBody = (await response.json().catch(() => null)) as ErrorBody | null;
    if (response.status === 401 && token) {
      clearToken();
      window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
    }
    throw new ApiError(response.status, errorBody);
  }
  return response;
}

export async function api<T>(path: string, options: Options = {}): Promise<T> {
  const response = await apiRequest(path, options);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/**
 * A paged list: the items and the X-Total-Count header; `capped` when that total is a lower
 * bound (X-Total-Count-Capped: there are more matches than it says).
 */
export async function apiPage<T>(
  path: string,
  options: Options = {},
): Promise<{ items: T[]; total: number; capped?: boolean }> {
  const response = await apiRequest(path, options);
  const items = (await response.json()) as T[];
  const total = Number(response.headers.get('X-Total-Count') ?? items.length);
  if (response.headers.get('X-Total-Count-Capped') !== 'true') return { items, total };
  return { items, total, capped: true };
}

/** Builds `?a=1&b=2` from the non-empty entries of a query object. */
export function toQueryString(
  query: Record<string, string | number | boolean | undefined | null>,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
