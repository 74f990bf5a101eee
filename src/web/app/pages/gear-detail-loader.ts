// A listing's page reads the listing (a 404 is the page's) and, at once, the safety notices it
// falls under, its similar listings and certificates, then what those name: the catalogue size
// of its fit panel, its item's passport and each certificate's photos. In the browser the page
// shows once the listing and its notices are in (the notices sit near the top: arriving later
// they would push the page down), the sections below it load on (route-loader.ts, `later`).
import { later, queryClientOf, read, type PageLoader } from '#web/lib/route-loader.ts';
import {
  certificatePicturesQuery,
  certificatesQuery,
} from '#web/features/certificates/api/queries.ts';
import { gearQuery } from '#web/features/gears/api/gears.ts';
import { catalogueSizeQuery, similarGearQuery } from '#web/features/gears/catalogue/queries.ts';
import { gearNoticesQuery } from '#web/features/notices/api/queries.ts';
import { itemQuery } from '#web/features/passport/api/queries.ts';

export const loader: PageLoader = async (args) => {
  const client = queryClientOf(args);
  const id = args.params.id ?? '';
  const gear = read(client, gearQuery(id), true);
  const notices = read(client, gearNoticesQuery(id));
  const sections = Promise.all([
    read(client, similarGearQuery(id)),
    read(client, certificatesQuery(id)).then((certificates) =>
      Promise.all((certificates ?? []).map((c) => read(client, certificatePicturesQuery(c.id)))),
    ),
    gear.then(
      (found) =>
        Promise.all([
          found?.catalogue_size ? read(client, catalogueSizeQuery(found.catalogue_size)) : null,
          found?.item ? read(client, itemQuery(found.item)) : null,
        ]),
      () => null, // a missing listing: its 404 is thrown below
    ),
  ]);
  await gear;
  await notices;
  await later(sections);
  return null;
};
