import { queryClientOf, read, type PageLoader } from '#web/lib/route-loader.ts';
import { gearListQuery } from '#web/features/gears/api/gears.ts';
import { gearListPageQuery } from '#web/features/search/gear-list-query.ts';

export const loader: PageLoader = async (args) => {
  const params = new URL(args.request.url).searchParams;
  await read(queryClientOf(args), gearListQuery(gearListPageQuery(params)));
  return null;
};
