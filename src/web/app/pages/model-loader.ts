// A catalogue model's page reads the model (a 404 is the page's), its prices and its listings
// (by the model's id) at once.
import { queryClientOf, read, type PageLoader } from '#web/lib/route-loader.ts';
import { gearListQuery } from '#web/features/gears/api/gears.ts';
import { catalogueModelQuery } from '#web/features/gears/catalogue/queries.ts';
import { modelListingsQuery, modelPricesQuery } from '#web/features/prices/api.ts';

export const loader: PageLoader = async (args) => {
  const client = queryClientOf(args);
  const id = args.params.id ?? '';
  await Promise.all([
    read(client, catalogueModelQuery(id), true),
    read(client, modelPricesQuery(id)),
    read(client, gearListQuery(modelListingsQuery(id))),
  ]);
  return null;
};
