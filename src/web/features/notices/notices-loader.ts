import { queryClientOf, read, type PageLoader } from '#web/lib/route-loader.ts';
import { noticesQuery } from './api/queries.ts';

/** The page of notices ?page= names (1 when absent). */
export const noticesPageOf = (url: string) =>
  Math.max(1, Number(new URL(url).searchParams.get('page')) || 1);

export const loader: PageLoader = async (args) => {
  await read(queryClientOf(args), noticesQuery(noticesPageOf(args.request.url)));
  return null;
};
