import { PAGE_SIZE_MAX } from '#shared/constants.ts';
import { getToken } from '#web/lib/session.ts';
import { meQuery } from '#web/lib/session-provider.tsx';
import { queryClientOf, read, type PageLoader } from '#web/lib/route-loader.ts';
import { gearListQuery } from '#web/features/gears/api/gears.ts';

/** One's own listings of every status, one page of ?page= (dashboard-page.tsx asks the same). */
export const ownGearsQuery = (userId: string, params: URLSearchParams) => ({
  user: userId,
  page: Math.max(1, Number(params.get('page')) || 1),
  page_size: PAGE_SIZE_MAX,
});

/**
 * The logged-in user, then their listings. The sections below them (saved gear, searches,
 * wanted items) load their own, each with its own loading state.
 */
export const loader: PageLoader = async (args) => {
  if (!getToken()) return null;
  const client = queryClientOf(args);
  const me = await read(client, meQuery());
  const params = new URL(args.request.url).searchParams;
  if (me) await read(client, gearListQuery(ownGearsQuery(me.id, params)));
  return null;
};
