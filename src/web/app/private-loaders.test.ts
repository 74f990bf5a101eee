// The private pages' loaders state what their page reads: the back office's open section, the
// dashboard's sections and a conversation's messages are read before the page renders, each once.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToken, setToken } from '#web/lib/session.ts';
import { lena } from '#web/test/users.ts';
import { loader as adminLoader } from '#web/features/admin/admin-loader.ts';
import { loader as conversationLoader } from '#web/features/messages/conversation-loader.ts';
import { loaderContext } from './router.tsx';
import { loader as dashboardLoader } from './pages/dashboard-loader.ts';

const CONVERSATION = '77777777-7777-4777-8777-777777777777';
let me = lena;
const reads: string[] = [];

beforeEach(() => {
  reads.length = 0;
  setToken('token-1');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      reads.push(url);
      if (url === '/api/users/me/') return Response.json(me);
      if (url === `/api/conversations/${CONVERSATION}/messages/`)
        return Response.json([], { headers: { ETag: '"m1"' } });
      return Response.json(url.includes('?') ? [] : {}, { headers: { 'X-Total-Count': '0' } });
    }),
  );
});
afterEach(() => {
  clearToken();
  vi.unstubAllGlobals();
  me = lena;
});

type Loader = typeof adminLoader;
const run = async (loader: Loader, url: string, params: Record<string, string>) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const request = new Request(new URL(url, 'http://localhost'));
  await loader({ request, params, context: loaderContext(client), unstable_pattern: '' } as never);
  return client;
};

describe('the private pages’ loaders', () => {
  it('read the staff member’s open section as its URL says, and nothing for others', async () => {
    me = { ...lena, is_staff: true };
    await run(adminLoader, '/admin/reports?status=resolved&page=2', { '*': 'reports' });
    expect(reads).toEqual([
      '/api/users/me/',
      '/api/admin/reports/?status=resolved&page=2&page_size=25',
    ]);
    reads.length = 0;
    await run(adminLoader, '/admin', { '*': '' });
    expect(reads).toEqual(['/api/users/me/', '/api/admin/users/?page=1&page_size=25']);
    reads.length = 0;
    me = lena;
    await run(adminLoader, '/admin/users', { '*': 'users' });
    expect(reads).toEqual(['/api/users/me/']);
  });

  it('read the dashboard’s listings and every section below them, each once', async () => {
    await run(dashboardLoader, '/dashboard', {});
    expect(reads[0]).toBe('/api/users/me/');
    expect(reads.slice(1).sort()).toEqual(
      [
        `/api/gears/?user=${lena.id}&page=1&page_size=100`,
        '/api/items/mine/',
        '/api/transfers/',
        '/api/items/reminders/',
        '/api/certifier-accounts/me/',
        '/api/favourites/?page_size=100',
        '/api/saved-searches/',
        `/api/wanted/?user=${lena.id}&page_size=100`,
      ].sort(),
    );
  });

  it('read a conversation with its messages', async () => {
    const client = await run(conversationLoader, `/messages/${CONVERSATION}`, {
      id: CONVERSATION,
    });
    expect(reads.sort()).toEqual(
      [
        `/api/conversations/${CONVERSATION}/`,
        `/api/conversations/${CONVERSATION}/messages/`,
      ].sort(),
    );
    expect(client.getQueryData(['conversations', CONVERSATION, 'messages'])).toEqual([]);
  });

  it('read nothing for a visitor', async () => {
    clearToken();
    await run(dashboardLoader, '/dashboard', {});
    await run(adminLoader, '/admin/users', { '*': 'users' });
    expect(reads).toEqual([]);
  });
});
