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

/** The logged-in user, then their listings and what each section below them shows, at once. */
export const loader: PageLoader = async (args) => {
  if (!getToken()) return null;
  const client = queryClientOf(args);
  const [me, { sectionReads }] = await Promise.all([
    read(client, meQuery()),
    import('./dashboard-reads.ts'),
  ]);
  if (!me) return null;
  const params = new URL(args.request.url).searchParams;
  await Promise.all([
    read(client, gearListQuery(ownGearsQuery(me.id, params))),
    ...sectionReads(me.id).map((options) => read(client, options)),
  ]);
  return null;
};
