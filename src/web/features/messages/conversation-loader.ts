import { getToken } from '#web/lib/session.ts';
import { queryClientOf, read, type PageLoader } from '#web/lib/route-loader.ts';
import { conversationQuery } from './api.ts';

/**
 * The conversation; its messages are read by the page alone, which keeps their ETag between its
 * polls (api.ts).
 */
export const loader: PageLoader = async (args) => {
  if (getToken()) await read(queryClientOf(args), conversationQuery(args.params.id ?? ''));
  return null;
};
