import { getToken } from '#web/lib/session.ts';
import { queryClientOf, read, readOrNotFound, type PageLoader } from '#web/lib/route-loader.ts';
import { gearListQuery } from '#web/features/gears/api/gears.ts';
import { userQuery } from '#web/features/users/api/queries.ts';

/** The profile's active listings (user-details-page.tsx asks for the same). */
export const userGearsQuery = (id: string) => ({ user: id, status: 'active' });

/** A profile and its listings, together; a profile that does not exist is a 404. */
export const loader: PageLoader = async (args) => {
  const client = queryClientOf(args);
  const id = args.params.id ?? '';
  await Promise.all([
    readOrNotFound(client, userQuery(id, getToken())),
    read(client, gearListQuery(userGearsQuery(id))),
  ]);
  return null;
};
