import { getToken } from '#web/lib/session.ts';
import { queryClientOf, read, type PageLoader } from '#web/lib/route-loader.ts';

/**
 * The conversation; its messages are read by the page alone, which keeps their ETag between its
 * polls (api.ts). The queries load beside the page's chunk, as the inbox's (inbox-loader.ts).
 */
export const loader: PageLoader = async (args) => {
  if (!getToken()) return null;
  const { conversationQuery } = await import('./queries.ts');
  await read(queryClientOf(args), conversationQuery(args.params.id ?? ''));
  return null;
};
