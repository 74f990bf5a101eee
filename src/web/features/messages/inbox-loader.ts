import { getToken } from '#web/lib/session.ts';
import { queryClientOf, read, type PageLoader } from '#web/lib/route-loader.ts';
import { inboxQuery } from './api.ts';

/** One's conversations; a visitor has none to read (the page asks them to log in). */
export const loader: PageLoader = async (args) => {
  if (getToken()) await read(queryClientOf(args), inboxQuery());
  return null;
};
