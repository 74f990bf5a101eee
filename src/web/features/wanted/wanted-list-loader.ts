import { PAGE_SIZE_DEFAULT } from '#shared/constants.ts';
import { queryClientOf, read, type PageLoader } from '#web/lib/route-loader.ts';
import { wantedListQuery } from './api/queries.ts';

/** The page of wanted items ?page= names (wanted-list-page.tsx asks for the same). */
export const wantedPageQuery = (params: URLSearchParams) => ({
  page: Math.max(1, Number(params.get('page')) || 1),
  page_size: PAGE_SIZE_DEFAULT,
});

export const loader: PageLoader = async (args) => {
  const params = new URL(args.request.url).searchParams;
  await read(queryClientOf(args), wantedListQuery(wantedPageQuery(params)));
  return null;
};
