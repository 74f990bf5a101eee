import { getToken } from '#web/lib/session.ts';
import { queryClientOf, read, type PageLoader } from '#web/lib/route-loader.ts';

/**
 * The conversation and its messages, at once (the page then polls the messages with their ETag,
 * queries.ts). The queries load beside the page's chunk, as the inbox's (inbox-loader.ts).
 */
export const loader: PageLoader = async (args) => {
  if (!getToken()) return null;
  const { conversationQuery, messagesQuery } = await import('./queries.ts');
  const client = queryClientOf(args);
  const id = args.params.id ?? '';
  await Promise.all([read(client, conversationQuery(id)), read(client, messagesQuery(id))]);
  return null;
};
