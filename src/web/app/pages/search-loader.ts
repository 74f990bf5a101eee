import { queryClientOf, read, type PageLoader } from '#web/lib/route-loader.ts';

// The search's URL parsing comes with its page's chunk, not in the bundle of every page's
// loaders: the home route's first load stays under its budget (scripts/check-bundle.ts).
export const loader: PageLoader = async (args) => {
  const { filtersFromParams, gearSearchQuery, searchQuery, sortFromParams } =
    await import('#web/features/search/search-query.ts');
  const params = new URL(args.request.url).searchParams;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = searchQuery(filtersFromParams(params), sortFromParams(params), page);
  await read(queryClientOf(args), gearSearchQuery(query));
  return null;
};
