// The layout's reads, on every page: the header's category menu lists the gear types.
import { gearTypesQuery } from '#web/lib/gear-types.ts';
import { queryClientOf, read, type PageLoader } from '#web/lib/route-loader.ts';

export const loader: PageLoader = async (args) => {
  await read(queryClientOf(args), gearTypesQuery());
  return null;
};
