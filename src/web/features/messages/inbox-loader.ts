import { getToken } from '#web/lib/session.ts';
import { queryClientOf, read, type PageLoader } from '#web/lib/route-loader.ts';

/**
 * One's conversations; a visitor has none to read (the page asks them to log in). The queries
 * load beside the page's chunk: no public page needs them in the loaders' bundle.
 */
export const loader: PageLoader = async (args) => {
  if (!getToken()) return null;
  const { inboxQuery } = await import('./queries.ts');
  await read(queryClientOf(args), inboxQuery());
  return null;
};
