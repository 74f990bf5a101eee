// The reads of the dashboard's sections below one's listings (my gear, saved gear, saved
// searches, wanted items), for its loader (dashboard-loader.ts). Imported when the loader runs,
// beside the page's chunk: the public pages' first load carries none of them.
import type { FetchQueryOptions } from '@tanstack/react-query';
import { favouritesQuery } from '#web/features/gears/api/favourites.ts';
import {
  certifierAccountQuery,
  myItemsQuery,
  remindersQuery,
  transfersQuery,
} from '#web/features/passport/api/queries.ts';
import { savedSearchesQuery } from '#web/features/search/saved-searches/api/saved-searches.ts';
import { myWantedQuery, wantedListQuery } from '#web/features/wanted/api/queries.ts';

type Read = FetchQueryOptions<unknown, Error, unknown, readonly unknown[]>;

export const sectionReads = (userId: string) =>
  [
    myItemsQuery(),
    transfersQuery(),
    remindersQuery(),
    certifierAccountQuery(),
    favouritesQuery(userId),
    savedSearchesQuery(),
    wantedListQuery(myWantedQuery(userId)),
  ] as Read[];
