// A listing's page reads the listing (a 404 is the page's), its similar listings, its
// certificates and the safety notices it falls under at once, then what those name: the
// catalogue size of its fit panel and each certificate's photos.
import { queryClientOf, read, type PageLoader } from '#web/lib/route-loader.ts';
import {
  certificatePicturesQuery,
  certificatesQuery,
} from '#web/features/certificates/api/queries.ts';
import { gearQuery } from '#web/features/gears/api/gears.ts';
import { catalogueSizeQuery, similarGearQuery } from '#web/features/gears/catalogue/queries.ts';
import { gearNoticesQuery } from '#web/features/notices/api/queries.ts';

export const loader: PageLoader = async (args) => {
  const client = queryClientOf(args);
  const id = args.params.id ?? '';
  const [gear, certificates] = await Promise.all([
    read(client, gearQuery(id), true),
    read(client, certificatesQuery(id)),
    read(client, similarGearQuery(id)),
    read(client, gearNoticesQuery(id)),
  ]);
  await Promise.all([
    gear?.catalogue_size ? read(client, catalogueSizeQuery(gear.catalogue_size)) : undefined,
    ...(certificates ?? []).map((c) => read(client, certificatePicturesQuery(c.id))),
  ]);
  return null;
};
