import { getToken } from '#web/lib/session.ts';
import { meQuery } from '#web/lib/session-provider.tsx';
import { queryClientOf, read, type PageLoader } from '#web/lib/route-loader.ts';

/**
 * The open section's reads, for staff: /admin/{section}?… (users when none is named). The
 * queries load beside the page's chunk, as the messages' (features/messages/inbox-loader.ts):
 * no public page carries the back office's.
 */
export const loader: PageLoader = async (args) => {
  if (!getToken()) return null;
  const client = queryClientOf(args);
  const [me, { sectionReads }] = await Promise.all([
    read(client, meQuery()),
    import('./api/queries.ts'),
  ]);
  if (!me?.is_staff) return null;
  const section = (args.params['*'] ?? '').split('/')[0] ?? '';
  const params = new URL(args.request.url).searchParams;
  await Promise.all(sectionReads(section, params).map((options) => read(client, options)));
  return null;
};
