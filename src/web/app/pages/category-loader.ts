import { gearTypesQuery } from '#web/lib/gear-types.ts';
import { notFound, queryClientOf, read, type PageLoader } from '#web/lib/route-loader.ts';
import { gearListQuery } from '#web/features/gears/api/gears.ts';
import { categoryOf, gearListPageQuery } from '#web/features/search/gear-list-query.ts';

/** /{category}: the gear types name it (an unknown slug is a 404), then its page of gears. */
export const loader: PageLoader = async (args) => {
  const client = queryClientOf(args);
  const types = await read(client, gearTypesQuery());
  if (!types) return null;
  const found = categoryOf(types, args.params.category ?? '');
  if (!found) throw notFound();
  const params = new URL(args.request.url).searchParams;
  const query = gearListPageQuery(params, { gearTypeId: found.type.id, fit: found.fit });
  await read(client, gearListQuery(query));
  return null;
};
