import { queryClientOf, read, type PageLoader } from '#web/lib/route-loader.ts';
import { filtersFromParams, gearSearchQuery, searchQuery, sortFromParams } from './search-query.ts';

export const loader: PageLoader = async (args) => {
  const params = new URL(args.request.url).searchParams;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = searchQuery(filtersFromParams(params), sortFromParams(params), page);
  await read(queryClientOf(args), gearSearchQuery(query));
  return null;
};
