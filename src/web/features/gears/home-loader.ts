import { HOME_GEAR_COUNT } from '#shared/constants.ts';
import { queryClientOf, read, type PageLoader } from '#web/lib/route-loader.ts';
import { gearListQuery } from './api/gears.ts';

/** The home page's newest gears (home-page.tsx asks for the same query). */
export const HOME_QUERY = { page_size: HOME_GEAR_COUNT };

export const loader: PageLoader = async (args) => {
  await read(queryClientOf(args), gearListQuery(HOME_QUERY));
  return null;
};
