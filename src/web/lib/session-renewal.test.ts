// The login cookie lives 3600 s from the last request, as the server's session does: a pilot
// who keeps using the site is not logged out on the hour.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_COOKIE } from '#shared/constants.ts';
import { api } from './api-client.ts';
import { clearToken, setToken } from './session.ts';

const answer = { status: 200 };
beforeEach(() => {
  globalThis.fetch = (async () =>
    answer.status === 200
      ? Response.json({ ok: true })
      : Response.json({ detail: 'No.', code: 'x' }, { status: answer.status })) as typeof fetch;
});
afterEach(() => {
  vi.restoreAllMocks();
  clearToken();
});

/** The cookies the code writes from now on. */
function written() {
  const writes: string[] = [];
  const jar = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    writes.push(value);
    jar.set!.call(document, value);
  });
  return writes;
}

describe('The login cookie', () => {
  it('gets its full 3600 s again with each answered request', async () => {
    setToken('token-of-an-active-pilot');
    const writes = written();
    await api('users/me/');
    expect(writes).toEqual([
      expect.stringMatching(`^${TOKEN_COOKIE}=token-of-an-active-pilot; Max-Age=3600;`),
    ]);
  });

  it('is not renewed by a visitor, nor by a refused token', async () => {
    const writes = written();
    await api('gears/');
    setToken('token-the-server-refuses');
    answer.status = 401;
    await api('users/me/').catch(() => undefined);
    answer.status = 200;
    expect(writes.filter((w) => !w.includes('Max-Age=0'))).toHaveLength(1);
  });
});
