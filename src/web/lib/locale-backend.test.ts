import { afterEach, describe, expect, it, vi } from 'vitest';
import { localeBackend } from './locale-backend.ts';

type Read = (lng: string, ns: string, cb: (err: unknown, data: unknown) => void) => void;
const read = (lng: string) =>
  new Promise<[unknown, unknown]>((resolve) =>
    (localeBackend.read as Read)(lng, 'translation', (err, data) => resolve([err, data])),
  );

afterEach(() => vi.unstubAllGlobals());

describe('the locale backend', () => {
  it("reads a language's file in the mode of its preload", async () => {
    const fetch = vi.fn(async () => Response.json({ layout: { language: 'Idioma' } }));
    vi.stubGlobal('fetch', fetch);
    expect(await read('pt')).toEqual([null, { layout: { language: 'Idioma' } }]);
    expect(fetch).toHaveBeenCalledWith('/locales/pt/translation.json', {
      mode: 'cors',
      credentials: 'same-origin',
    });
  });

  it('lets i18next try again after a server error or a lost connection, not after a 404', async () => {
    vi.stubGlobal('fetch', async () => new Response('', { status: 503 }));
    expect((await read('fr'))[1]).toBe(true);
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')));
    expect((await read('fr'))[1]).toBe(true);
    vi.stubGlobal('fetch', async () => new Response('', { status: 404 }));
    const [error, retry] = await read('fr');
    expect(String(error)).toContain('404');
    expect(retry).toBe(false);
  });

  it('asks nothing for a language the site does not have', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    expect(await read('de')).toEqual([null, {}]);
    expect(fetch).not.toHaveBeenCalled();
  });
});
