import { queryClientOf, readOrNotFound, type PageLoader } from '#web/lib/route-loader.ts';
import { gearQuery } from './api/gears.ts';

export const loader: PageLoader = async (args) => {
  await readOrNotFound(queryClientOf(args), gearQuery(args.params.id ?? ''));
  return null;
};
