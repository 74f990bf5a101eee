// Listings (gear for sale) and their photos.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, newest, tsvector } from './columns.ts';
import { users } from './accounts.ts';
import { catalogueSizes, gearTypes } from './catalogue.ts';
import { items } from './items.ts';

export const gears = pgTable(
  'gears',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gear_type_id: uuid('gear_type_id')
      .notNull()
      .references(() => gearTypes.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    model: text('model').notNull(),
    description: text('description').notNull().default(''),
    price: numeric('price', { precision: 15, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    properties: jsonb('properties')
      .notNull()
      .default(sql`'{}'::jsonb`),
    country: text('country').notNull().default(''),
    status: text('status', { enum: ['active', 'sold', 'archived', 'draft'] })
      .notNull()
      .default('active'),
    // Where, how and when (docs/api.md, beyond): set by the seller, null / false when not said.
    condition: text('condition', { enum: ['new', 'like_new', 'used', 'needs_repair'] }),
    pickup: boolean('pickup').notNull().default(false),
    shipping: boolean('shipping').notNull().default(false),
    test_flight: boolean('test_flight').notNull().default(false),
    // When it was first listed (a draft has none until published): the "posted" date.
    published_at: timestamp('published_at', { withTimezone: true }),
    // Reads of its page by others (the seller's dashboard shows them).
    views: integer('views').notNull().default(0),
    // Staff moderation: a hidden listing leaves every public list (admin issue).
    is_hidden: boolean('is_hidden').notNull().default(false),
    // Reserved by its seller (the API's status `reserved`): it stays an active, listed row, so
    // the public lists and their partial indexes are unchanged; `reserved_for` is the buyer.
    reserved_at: timestamp('reserved_at', { withTimezone: true }),
    reserved_for: uuid('reserved_for').references(() => users.id, { onDelete: 'set null' }),
    /** The catalogue size the seller picked (docs/api-beyond.md, model catalogue). */
    catalogue_size_id: uuid('catalogue_size_id').references(() => catalogueSizes.id, {
      onDelete: 'set null',
    }),
    /** The piece of gear this listing offers (its passport), or null. */
    item_id: uuid('item_id').references((): AnyPgColumn => items.id, { onDelete: 'set null' }),
    /** Offers and prices (docs/api.md): how the seller takes offers, the last price drop. */
    price_type: text('price_type', { enum: ['fixed', 'negotiable', 'offers'] })
      .notNull()
      .default('fixed'),
    // Kept by the trigger of migration 0022 on every price write, whatever writes it.
    previous_price: numeric('previous_price', { precision: 15, scale: 2, mode: 'number' }),
    price_changed_at: timestamp('price_changed_at', { withTimezone: true }),
    /** What it sold for, when the seller says: private to them and staff, used in aggregates. */
    sold_price: numeric('sold_price', { precision: 15, scale: 2, mode: 'number' }),
    sold_at: timestamp('sold_at', { withTimezone: true }),
    // The fit facts read off the listing's own properties, so the take-off weight, class, size
    // and year filters are plain indexed columns (decision 011). A reserve's range is 0–max load.
    fit_min: real('fit_min').generatedAlwaysAs(
      sql`case when jsonb_typeof(properties->'weight_min') = 'number' then (properties->>'weight_min')::real when jsonb_typeof(properties->'max_load') = 'number' then 0 end`,
    ),
    fit_max: real('fit_max').generatedAlwaysAs(
      sql`case when jsonb_typeof(properties->'weight_max') = 'number' then (properties->>'weight_max')::real when jsonb_typeof(properties->'max_load') = 'number' then (properties->>'max_load')::real end`,
    ),
    en_class: text('en_class').generatedAlwaysAs(
      sql`case properties->>'certification' when 'EN-A' then 'A' when 'EN-B' then 'B' when 'EN-C' then 'C' when 'EN-D' then 'D' when 'CCC' then 'CCC' end`,
    ),
    size: text('size').generatedAlwaysAs(
      sql`case when jsonb_typeof(properties->'size') = 'string' then properties->>'size' end`,
    ),
    year: integer('year').generatedAlwaysAs(
      sql`case when jsonb_typeof(properties->'year') = 'number' then round((properties->>'year')::numeric)::integer end`,
    ),
    search_vector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('simple', coalesce(name, '') || ' ' || coalesce(brand, '') || ' ' || coalesce(model, '') || ' ' || coalesce(description, ''))`,
    ),
    // Where the gear is (migration 0027): a town of the gazetteer (features/towns), its name and
    // coordinates copied here so a radius search reads this row alone.
    town_id: integer('town_id'),
    town_name: text('town_name'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    // The price in euros through the reference rates (currency_rates), exact; kept by the
    // trigger of migration 0027 and by PUT rates/. What price filters and the price order read.
    price_eur: numeric('price_eur', { mode: 'number' }),
    created_at: createdAt(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // `desc().nullsFirst()` is what ORDER BY … DESC means: an index DESC NULLS LAST (drizzle's
    // plain desc()) cannot give that order, and PostgreSQL sorted every matching row instead.
    // id breaks ties of created_at, as the lists do.
    index('gears_status_created_idx').on(t.status, newest(t.created_at), newest(t.id)),
    index('gears_type_created_idx').on(t.gear_type_id, newest(t.created_at), newest(t.id)),
    index('gears_price_eur_idx').on(t.price_eur),
    index('gears_country_idx').on(t.country),
    index('gears_user_idx').on(t.user_id, newest(t.created_at), newest(t.id)),
    index('gears_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
    index('gears_brand_trgm').using('gin', sql`${t.brand} gin_trgm_ops`),
    index('gears_model_trgm').using('gin', sql`${t.model} gin_trgm_ops`),
    index('gears_search_idx').using('gin', t.search_vector),
    // Public lists, newest first (the default order, id breaking ties): a page is the first
    // entries of this index, and a total is counted from it alone (user_id rides along for the
    // suspended-seller check). Without it every page sorted all visible listings (bench/README.md).
    // The filters on plain columns ride along too: a text search checks them here, and reads
    // the rows of only the listings that pass (features/search/page-repository.ts).
    index('gears_public_newest_idx')
      .on(
        newest(t.created_at),
        newest(t.id),
        t.user_id,
        t.gear_type_id,
        t.country,
        t.price_eur,
        t.currency,
      )
      .where(sql`${t.status} = 'active' and not ${t.is_hidden}`),
    // The same for public lists by price: a text search by price checks the plain filters here.
    // By price descending the ties (newest first) are sorted, a few listings at a time.
    index('gears_public_price_idx')
      .on(
        t.price_eur,
        newest(t.created_at),
        newest(t.id),
        t.user_id,
        t.gear_type_id,
        t.country,
        t.currency,
      )
      .where(sql`${t.status} = 'active' and not ${t.is_hidden}`),
    // The currency filter's rare values (IRR) otherwise scan the table to count a few rows.
    index('gears_currency_created_idx').on(t.currency, newest(t.created_at), newest(t.id)),
    // Radius searches: the listing's point in a GiST index (core PostgreSQL, no extension),
    // with INCLUDE (latitude, longitude, created_at, id, user_id, country, price_eur) so a
    // search's total and page read the index alone (migration 0027; drizzle cannot say INCLUDE).
    index('gears_public_place_idx')
      .using('gist', sql`point(${t.longitude}, ${t.latitude})`)
      .where(sql`${t.status} = 'active' and not ${t.is_hidden} and ${t.latitude} is not null`),
    // Listings with a weight range (wings, reserves), newest first, with the fit filters and the
    // plain ones riding along: a take-off weight search walks this index alone (decision 011).
    index('gears_public_fit_idx')
      .on(
        newest(t.created_at),
        newest(t.id),
        t.fit_min,
        t.fit_max,
        t.en_class,
        t.year,
        t.gear_type_id,
        t.country,
        t.price_eur,
        t.currency,
        t.user_id,
      )
      .where(sql`${t.status} = 'active' and not ${t.is_hidden} and ${t.fit_max} is not null`),
    // The same listings by type, class and country, then range: a weight search naming those
    // counts and finds a rare match without walking every listing with a range (migration 0014).
    index('gears_public_fit_filters_idx')
      .on(
        t.gear_type_id,
        t.en_class,
        t.country,
        t.fit_max,
        t.fit_min,
        t.price_eur,
        t.currency,
        t.year,
        t.user_id,
        newest(t.created_at),
        newest(t.id),
      )
      .where(sql`${t.status} = 'active' and not ${t.is_hidden} and ${t.fit_max} is not null`),
    // The same listings by type and range, newest first in each (migration 0013): best fit reads
    // the few distinct ranges, then each range's newest listings, instead of sorting all matches.
    index('gears_public_fit_range_idx')
      .on(
        t.gear_type_id,
        t.fit_min,
        t.fit_max,
        newest(t.created_at),
        newest(t.id),
        t.en_class,
        t.country,
        t.price_eur,
        t.currency,
        t.year,
        t.user_id,
      )
      .where(sql`${t.status} = 'active' and not ${t.is_hidden} and ${t.fit_max} is not null`),
    // Listed gear of one type, brand and model (case ignored), newest first: similar gear
    // (features/catalogue/similar-repository.ts) reads six and stops (migration 0015).
    index('gears_public_model_idx')
      .on(
        t.gear_type_id,
        sql`lower(${t.brand})`,
        sql`lower(${t.model})`,
        newest(t.created_at),
        newest(t.id),
      )
      .where(sql`${t.status} = 'active' and not ${t.is_hidden}`),
    index('gears_item_idx')
      .on(t.item_id)
      .where(sql`${t.item_id} is not null`),
    // Public listings of one catalogue size, newest first: a model's page lists and counts its
    // listings here (filter catalogue_model). The migration (0031) adds INCLUDE (user_id) for the
    // suspended-seller check, so the total reads the index alone; drizzle cannot say INCLUDE.
    index('gears_public_size_idx')
      .on(t.catalogue_size_id, newest(t.created_at), newest(t.id))
      .where(sql`${t.status} = 'active' and not ${t.is_hidden}`),
    index('gears_catalogue_size_idx')
      .on(t.catalogue_size_id)
      .where(sql`${t.catalogue_size_id} is not null`),
    // A new safety notice reads the listings of its brand and model here (migration 0028).
    index('gears_name_key_idx').on(
      sql`catalogue_name_key(${t.brand})`,
      sql`catalogue_name_key(${t.model})`,
    ),
  ],
);

export const gearPictures = pgTable(
  'gear_pictures',
  {
    id: id(),
    gear_id: uuid('gear_id')
      .notNull()
      .references(() => gears.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    // Content-hashed base name of the stored variants (see src/server/media).
    storage_key: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    // Whether the middle variant was stored (photos from before it have none).
    has_medium: boolean('has_medium').notNull().default(false),
    created_at: createdAt(),
  },
  (t) => [
    index('gear_pictures_gear_idx').on(t.gear_id, t.position),
    // Files are shared by content hash: deleting one asks whether any other row still uses the key.
    index('gear_pictures_key_idx').on(t.storage_key),
  ],
);
