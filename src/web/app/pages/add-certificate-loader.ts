import { queryClientOf, read, type PageLoader } from '#web/lib/route-loader.ts';
import { gearQuery } from '#web/features/gears/api/gears.ts';

export const loader: PageLoader = async (args) => {
  await read(queryClientOf(args), gearQuery(args.params.id ?? ''), true);
  return null;
};
