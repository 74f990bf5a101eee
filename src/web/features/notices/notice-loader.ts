import { queryClientOf, read, type PageLoader } from '#web/lib/route-loader.ts';
import { noticeQuery } from './api/queries.ts';

/** One notice; an unknown id is the page's 404. */
export const loader: PageLoader = async (args) => {
  await read(queryClientOf(args), noticeQuery(args.params.id ?? ''), true);
  return null;
};
