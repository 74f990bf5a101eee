// The columns a listing's body writes, with the rules the body schema cannot know on its own:
// the gear type must exist and decides the properties, a catalogue size must be of that type,
// and a town is a gazetteer id or a name within the listing's country (service.ts writes them).
import type { GearWrite } from '#shared/contracts/gear-write.ts';
import type { Db } from '#server/db/client.ts';
import { validationError } from '#server/lib/http-error.ts';
import { findGearType } from '#server/features/gear-types/repository.ts';
import { catalogueNames, checkCatalogueSize } from '#server/features/catalogue/listing-link.ts';
import { listingTown } from '#server/features/towns/resolve.ts';
import { checkProperties } from './properties-validation.ts';

/**
 * The town's columns: a gazetteer id, or a name within the listing's country (the body's, else
 * the one it has or its seller's); the listing's country follows a town given by id.
 */
async function townColumns(db: Db, input: GearWrite, country: () => Promise<string | undefined>) {
  if (input.town === undefined) return {};
  if (input.town === null)
    return { town_id: null, town_name: null, latitude: null, longitude: null };
  const town = listingTown(
    input.town,
    input.country ?? (typeof input.town === 'number' ? undefined : await country()),
  );
  return {
    town_id: town.id,
    town_name: town.name,
    latitude: town.latitude,
    longitude: town.longitude,
    country: town.country,
  };
}

/** The columns a valid body writes, or a 400 naming every field that breaks a rule. */
export async function columnsOf(
  db: Db,
  input: GearWrite,
  country: () => Promise<string | undefined>,
) {
  const type = await findGearType(db, input.gear_type);
  if (!type) throw validationError({ gear_type: ['Unknown gear type.'] });
  const { properties, errors } = checkProperties(type.extra_properties, input.properties);
  if (Object.keys(errors).length > 0) throw validationError(errors);
  if (input.catalogue_size) await checkCatalogueSize(db, input.catalogue_size, input.gear_type);
  const { brand, model } = await catalogueNames(db, input);
  const town = await townColumns(db, input, country);
  return {
    name: input.name,
    brand,
    model,
    price: input.price,
    currency: input.currency,
    gear_type_id: input.gear_type,
    properties,
    // Left out means "keep" on an edit: drizzle skips undefined values in an update.
    description: input.description,
    country: input.country,
    status: input.status,
    catalogue_size_id: input.catalogue_size,
    condition: input.condition,
    pickup: input.pickup,
    shipping: input.shipping,
    test_flight: input.test_flight,
    item_id: input.item,
    price_type: input.price_type,
    // Kept only while the listing is sold (migration 0022's trigger clears it otherwise).
    sold_price: input.sold_price,
    ...town,
  };
}
