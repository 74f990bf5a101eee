// The whole data model (Drizzle pg-core). Column names are the API's snake_case names.
// Migrations in ./migrations are generated from this file by `npm run db:generate`.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  real,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ExtraConfigColumn } from 'drizzle-orm/pg-core/columns/common';

/** An index column in the order of `ORDER BY column DESC` (PostgreSQL's DESC is NULLS FIRST). */
const newest = (column: ExtraConfigColumn) => column.desc().nullsFirst();
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** A multirange of serial keys (migration 0028's `serial_range` type, compared byte by byte). */
const serialMultirange = customType<{ data: string }>({ dataType: () => 'serial_multirange' });
const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: id(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    password_hash: text('password_hash').notNull(),
    first_name: text('first_name').notNull().default(''),
    last_name: text('last_name').notNull().default(''),
    country: text('country').notNull().default(''),
    phone_number: text('phone_number').notNull().default(''),
    is_certified_seller: boolean('is_certified_seller').notNull().default(false),
    is_staff: boolean('is_staff').notNull().default(false),
    is_suspended: boolean('is_suspended').notNull().default(false),
    email_verified: boolean('email_verified').notNull().default(false),
    /** When the address was first proven (verify link or password reset): logged-out contact
     * messages from it count as the user's only from then on (GDPR export). */
    email_verified_at: timestamp('email_verified_at', { withTimezone: true }),
    language: text('language').notNull().default('en'),
    /** What logged-in users see of the contact fields (conversations: messages only by default). */
    contact_visibility: text('contact_visibility', { enum: ['messages', 'email', 'email_phone'] })
      .notNull()
      .default('messages'),
    /** A mail for each new message (at most one per conversation per 15 min while unread). */
    message_mails: boolean('message_mails').notNull().default(true),
    /** The pilot's all-up take-off weight in kg, offered again on every search (null: not given). */
    takeoff_weight: real('takeoff_weight'),
    date_joined: timestamp('date_joined', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_uq').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    // Public lists leave out suspended sellers' listings: an anti-join with this (tiny) index.
    index('users_suspended_idx')
      .on(t.id)
      .where(sql`${t.is_suspended}`),
  ],
);

/** Login sessions: only the SHA-256 of the opaque token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull(),
    created_at: createdAt(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_uq').on(t.token_hash),
    index('sessions_user_idx').on(t.user_id),
  ],
);

/** One-use tokens for e-mail verification and password reset (hashed like sessions). */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password'] }).notNull(),
    token_hash: text('token_hash').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('one_time_tokens_hash_uq').on(t.token_hash),
    index('one_time_tokens_user_idx').on(t.user_id),
  ],
);

export const gearTypes = pgTable('gear_types', {
  id: id(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  description: text('description').notNull().default(''),
  extra_properties: jsonb('extra_properties')
    .notNull()
    .default(sql`'[]'::jsonb`),
  position: integer('position').notNull().default(0),
  created_at: createdAt(),
});

// The model catalogue (issue 15): brands → models (per gear type) → sizes with their certified
// facts. `name_key` is the name without case, accents or extra spaces: "OZONE", "ozone " → Ozone.
export const catalogueBrands = pgTable(
  'catalogue_brands',
  {
    id: id(),
    name: text('name').notNull(),
    name_key: text('name_key').notNull(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('catalogue_brands_key_uq').on(t.name_key)],
);

export const catalogueModels = pgTable(
  'catalogue_models',
  {
    id: id(),
    brand_id: uuid('brand_id')
      .notNull()
      .references(() => catalogueBrands.id, { onDelete: 'cascade' }),
    gear_type_id: uuid('gear_type_id')
      .notNull()
      .references(() => gearTypes.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    name_key: text('name_key').notNull(),
    year: integer('year'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('catalogue_models_key_uq').on(t.brand_id, t.gear_type_id, t.name_key),
    index('catalogue_models_type_idx').on(t.gear_type_id, t.name_key),
  ],
);

export const catalogueSizes = pgTable(
  'catalogue_sizes',
  {
    id: id(),
    model_id: uuid('model_id')
      .notNull()
      .references(() => catalogueModels.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    en_class: text('en_class'),
    weight_min: real('weight_min'),
    weight_max: real('weight_max'),
    flat_area: real('flat_area'),
    glider_weight: real('glider_weight'),
    max_load: real('max_load'),
    pilot_height_min: real('pilot_height_min'),
    pilot_height_max: real('pilot_height_max'),
    source: text('source').notNull(),
    position: integer('position').notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('catalogue_sizes_model_name_uq').on(t.model_id, t.name)],
);

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

export const certifiers = pgTable('certifiers', {
  id: id(),
  name: text('name').notNull(),
  website: text('website').notNull().default(''),
  phone_number: text('phone_number').notNull().default(''),
  contact_email: text('contact_email').notNull().default(''),
  address: text('address').notNull().default(''),
  created_at: createdAt(),
});

/**
 * A piece of gear (the passport's subject): brand + model + serial, owned by one user, so two
 * listings of the same wing over the years share one history. `serial` is stored normalised
 * (upper case, no spaces, dashes or dots); a listing's certificates need an item even when no
 * serial was given, so it may be null (such an item is the listing's alone).
 */
export const items = pgTable(
  'items',
  {
    id: id(),
    owner_id: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gear_type_id: uuid('gear_type_id')
      .notNull()
      .references(() => gearTypes.id, { onDelete: 'restrict' }),
    brand: text('brand').notNull(),
    model: text('model').notNull(),
    catalogue_size_id: uuid('catalogue_size_id').references(() => catalogueSizes.id, {
      onDelete: 'set null',
    }),
    serial: text('serial'),
    production_date: date('production_date'),
    flight_hours: real('flight_hours'),
    /**
     * The last day the passport's rule (src/shared/passport/status.ts, isAirworthy) holds the
     * item airworthy, kept by the items feature on every write that changes it; null: not
     * airworthy. The airworthy=true filter reads it (migration 0028).
     */
    airworthy_until: date('airworthy_until'),
    /**
     * The status's basis (src/shared/passport/status-basis.ts), kept with `airworthy_until`, so
     * a list reads it with its rows; `status_check` null: not computed (triggers clear it when
     * a record, the item's facts or its model's rule change; migration 0032).
     */
    status_check: text('status_check', { enum: ['none', 'unfit', 'dated'] }),
    status_check_until: date('status_check_until'),
    status_check_hours: text('status_check_hours', { enum: ['due', 'overdue'] }),
    status_repack: text('status_repack', { enum: ['none', 'dated'] }),
    status_repack_until: date('status_repack_until'),
    status_lifespan_end: date('status_lifespan_end'),
    status_rule_source: text('status_rule_source'),
    created_at: createdAt(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('items_serial_uq')
      .on(sql`lower(${t.brand})`, sql`lower(${t.model})`, t.serial)
      .where(sql`${t.serial} is not null`),
    index('items_owner_idx').on(t.owner_id, t.created_at),
    index('items_name_key_idx').on(
      sql`catalogue_name_key(${t.brand})`,
      sql`catalogue_name_key(${t.model})`,
    ),
    // Publishing a stolen report finds the items of its serial (migration 0025).
    index('items_serial_idx')
      .on(t.serial)
      .where(sql`${t.serial} is not null`),
    index('items_status_stale_idx')
      .on(t.id)
      .where(sql`${t.status_check} is null`),
  ],
);

/**
 * The passport's records (checks, repacks, repairs, notes). Certificates are the check
 * records made through a listing (`gear_id`), read through the certificate fields (migration
 * 0019 turned the certificates table into this one). `user_id` wrote it; `signed_by` signed it.
 */
export const itemRecords = pgTable(
  'item_records',
  {
    id: id(),
    item_id: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    gear_id: uuid('gear_id').references(() => gears.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['check', 'repack', 'repair', 'note'] })
      .notNull()
      .default('check'),
    date: date('date').notNull(),
    valid_until: date('valid_until'),
    flight_hours: real('flight_hours'),
    certifier_id: uuid('certifier_id').references(() => certifiers.id, { onDelete: 'restrict' }),
    shop_name: text('shop_name'),
    signed_by: uuid('signed_by').references(() => users.id, { onDelete: 'set null' }),
    signed_at: timestamp('signed_at', { withTimezone: true }),
    /** [{point, value, limit}] in seconds; a certificate's single figure is one unnamed point. */
    porosity: jsonb('porosity')
      .notNull()
      .default(sql`'[]'::jsonb`),
    line_strength_ok: boolean('line_strength_ok'),
    /** [{line, measured_mm, nominal_mm}] */
    trim: jsonb('trim')
      .notNull()
      .default(sql`'[]'::jsonb`),
    lines_need_trim: boolean('lines_need_trim'),
    canopy_ok: boolean('canopy_ok'),
    risers_ok: boolean('risers_ok'),
    verdict: text('verdict', { enum: ['airworthy', 'not_airworthy', 'repair_needed'] }),
    text: text('text').notNull().default(''),
    /** The safety notice this record proves fixed (migration 0028). */
    notice_id: uuid('notice_id').references((): AnyPgColumn => safetyNotices.id, {
      onDelete: 'set null',
    }),
    created_at: createdAt(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('item_records_item_idx').on(t.item_id, t.kind, t.date),
    index('item_records_notice_idx')
      .on(t.notice_id, t.item_id)
      .where(sql`${t.notice_id} is not null`),
    index('item_records_gear_idx').on(t.gear_id),
    index('item_records_certifier_idx').on(t.certifier_id),
  ],
);

export const recordPictures = pgTable(
  'record_pictures',
  {
    id: id(),
    record_id: uuid('record_id')
      .notNull()
      .references(() => itemRecords.id, { onDelete: 'cascade' }),
    storage_key: text('storage_key').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    index('record_pictures_record_idx').on(t.record_id),
    index('record_pictures_key_idx').on(t.storage_key),
  ],
);

// The certificates and their photos as before, over the records: views of migration 0019
// (written through by a trigger), declared as tables so old queries read and write them.
// The app itself uses itemRecords and recordPictures.
export const certificates = pgTable('certificates', {
  id: id(),
  gear_id: uuid('gear_id').notNull(),
  user_id: uuid('user_id').notNull(),
  certifier_id: uuid('certifier_id').notNull(),
  issue_date: date('issue_date').notNull(),
  expiration_date: date('expiration_date').notNull(),
  porosity: numeric('porosity', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  lines_need_trim: boolean('lines_need_trim').notNull(),
  fabric_condition: boolean('fabric_condition').notNull(),
  created_at: createdAt(),
});

export const certificatePictures = pgTable('certificate_pictures', {
  id: id(),
  certificate_id: uuid('certificate_id').notNull(),
  storage_key: text('storage_key').notNull(),
  created_at: createdAt(),
});

/** An item offered to a buyer; the item changes owner when they accept. */
export const itemTransfers = pgTable(
  'item_transfers',
  {
    id: id(),
    item_id: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    from_user_id: uuid('from_user_id').references(() => users.id, { onDelete: 'set null' }),
    to_user_id: uuid('to_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gear_id: uuid('gear_id').references(() => gears.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['offered', 'accepted', 'declined', 'cancelled'] })
      .notNull()
      .default('offered'),
    created_at: createdAt(),
    decided_at: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('item_transfers_open_uq')
      .on(t.item_id)
      .where(sql`${t.status} = 'offered'`),
    index('item_transfers_to_idx').on(t.to_user_id, t.status),
  ],
);

/** A user account that speaks for a certifier (linked by staff): it may sign its records. */
export const certifierAccounts = pgTable('certifier_accounts', {
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  certifier_id: uuid('certifier_id')
    .notNull()
    .references(() => certifiers.id, { onDelete: 'cascade' }),
  created_at: createdAt(),
});

/** The manufacturer's check rule of a catalogue model (months and/or hours, whichever first). */
export const catalogueCheckRules = pgTable('catalogue_check_rules', {
  model_id: uuid('model_id')
    .primaryKey()
    .references(() => catalogueModels.id, { onDelete: 'cascade' }),
  check_months: integer('check_months'),
  check_hours: integer('check_hours'),
  repack_months: integer('repack_months'),
  lifespan_years: integer('lifespan_years'),
  source: text('source').notNull(),
  created_at: createdAt(),
});

/** Owners who switched passport reminder mails off (on by default). */
export const passportReminderOptOuts = pgTable('passport_reminder_opt_outs', {
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  created_at: createdAt(),
});

/** Which due date of an item was already reminded, so the daily sweep mails it once. */
export const passportReminders = pgTable(
  'passport_reminders',
  {
    item_id: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['check', 'repack'] }).notNull(),
    due_on: date('due_on').notNull(),
    sent_at: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.item_id, t.kind, t.due_on] })],
);

export const contactMessages = pgTable('contact_messages', {
  id: id(),
  full_name: text('full_name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  is_read: boolean('is_read').notNull().default(false),
  mailed_at: timestamp('mailed_at', { withTimezone: true }),
  created_at: createdAt(),
});

export const wantedItems = pgTable(
  'wanted_items',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gear_type_id: uuid('gear_type_id')
      .notNull()
      .references(() => gearTypes.id, { onDelete: 'restrict' }),
    description: text('description').notNull().default(''),
    brand: text('brand').notNull().default(''),
    model: text('model').notNull().default(''),
    max_price: numeric('max_price', { precision: 15, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    country: text('country').notNull().default(''),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    created_at: createdAt(),
  },
  (t) => [
    index('wanted_items_type_idx').on(t.gear_type_id, t.status),
    index('wanted_items_user_idx').on(t.user_id),
  ],
);

/** A wanted item's owner is mailed once per matching gear: this table remembers who was told. */
export const wantedMatches = pgTable(
  'wanted_matches',
  {
    wanted_item_id: uuid('wanted_item_id')
      .notNull()
      .references(() => wantedItems.id, { onDelete: 'cascade' }),
    gear_id: uuid('gear_id')
      .notNull()
      .references(() => gears.id, { onDelete: 'cascade' }),
    notified_at: createdAt(),
    // When the owner's gathered mail named it (null: waiting for the owner's next mail).
    mailed_at: timestamp('mailed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.wanted_item_id, t.gear_id] }),
    index('wanted_matches_waiting_idx')
      .on(t.wanted_item_id)
      .where(sql`mailed_at is null`),
  ],
);

export const favourites = pgTable(
  'favourites',
  {
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gear_id: uuid('gear_id')
      .notNull()
      .references(() => gears.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.gear_id] }),
    index('favourites_gear_idx').on(t.gear_id),
  ],
);

export const reports = pgTable(
  'reports',
  {
    id: id(),
    gear_id: uuid('gear_id')
      .notNull()
      .references(() => gears.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    text: text('text').notNull().default(''),
    status: text('status', { enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    staff_note: text('staff_note').notNull().default(''),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('reports_gear_user_uq').on(t.gear_id, t.user_id),
    index('reports_status_idx').on(t.status),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actor_id: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    target_type: text('target_type').notNull(),
    target_id: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    created_at: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.created_at.desc())],
);

/** Secrets the app makes for itself once (the key that signs unsubscribe links). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  created_at: createdAt(),
});

/**
 * A saved search (features/saved-searches): `query` as the user saved it, and its filters again
 * as columns, so a new listing is matched against every search in one indexed query. A null
 * filter column means "any".
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: text('query').notNull(),
    frequency: text('frequency', { enum: ['instant', 'daily', 'weekly', 'off'] })
      .notNull()
      .default('instant'),
    gear_type_id: uuid('gear_type_id'),
    country: text('country').array(),
    seller_id: uuid('seller_id'),
    min_price: numeric('min_price', { precision: 15, scale: 2, mode: 'number' }),
    max_price: numeric('max_price', { precision: 15, scale: 2, mode: 'number' }),
    currency: text('currency'),
    status: text('status'),
    has_certificate: boolean('has_certificate'),
    certified_seller: boolean('certified_seller'),
    name_text: text('name_text'),
    brand_text: text('brand_text'),
    model_text: text('model_text'),
    /** The catalogue model filter (migration 0031): listings of any of its sizes. */
    catalogue_model_id: uuid('catalogue_model_id'),
    /** The free-text filter `q` as a to_tsquery('simple', …) string. */
    text_query: text('text_query'),
    // The fit filters (features/search/filters.ts): a search without them leaves them null.
    takeoff_weight: real('takeoff_weight'),
    en_classes: text('en_classes').array(),
    sizes: text('sizes').array(),
    /** Price types (offers and prices, migration 0019). */
    price_types: text('price_types').array(),
    year_min: integer('year_min'),
    year_max: integer('year_max'),
    reserved: boolean('reserved'),
    /** Safety notices (migration 0028): 'none' | 'open'; and the airworthy filter. */
    notice: text('notice'),
    airworthy: boolean('airworthy'),
    // Where and how (migration 0027): the centre [latitude, longitude] and radius of a radius
    // search, conditions, and the currency its prices are in.
    near: doublePrecision('near').array(),
    radius_km: real('radius_km'),
    conditions: text('conditions').array(),
    price_currency: text('price_currency'),
    /** Also mail when a listing the search matches gets cheaper (migration 0026). */
    price_drops: boolean('price_drops').notNull().default(false),
    last_visited_at: timestamp('last_visited_at', { withTimezone: true }).notNull().defaultNow(),
    last_sent_at: timestamp('last_sent_at', { withTimezone: true }),
    created_at: createdAt(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_searches_user_idx').on(t.user_id, t.created_at),
    // Matching a listing: the searches of its gear type and those of any type, alerting ones.
    index('saved_searches_match_idx')
      .on(t.gear_type_id, t.currency, t.max_price)
      .where(sql`${t.frequency} <> 'off'`),
  ],
);

/**
 * Which listings matched a saved search, and when each was mailed: never twice (primary key).
 * No foreign keys: their check per claimed row was half the cost of matching a listing; triggers
 * of migration 0010 delete the matches of a deleted search or listing instead.
 */
export const savedSearchMatches = pgTable(
  'saved_search_matches',
  {
    saved_search_id: uuid('saved_search_id').notNull(),
    gear_id: uuid('gear_id').notNull(),
    matched_at: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.saved_search_id, t.gear_id] }),
    index('saved_search_matches_unsent_idx')
      .on(t.saved_search_id)
      .where(sql`${t.sent_at} is null`),
  ],
);

/**
 * A price drop of a listing a saved search (with `price_drops`) matches, to mail once: the drop
 * is the listing's `price_changed_at` (features/search/price-drops-repository.ts).
 */
export const savedSearchPriceDrops = pgTable(
  'saved_search_price_drops',
  {
    saved_search_id: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    gear_id: uuid('gear_id')
      .notNull()
      .references(() => gears.id, { onDelete: 'cascade' }),
    dropped_at: timestamp('dropped_at', { withTimezone: true }).notNull(),
    price: numeric('price', { precision: 15, scale: 2, mode: 'number' }).notNull(),
    previous_price: numeric('previous_price', {
      precision: 15,
      scale: 2,
      mode: 'number',
    }).notNull(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({
      name: 'saved_search_price_drops_pk',
      columns: [t.saved_search_id, t.gear_id, t.dropped_at],
    }),
    index('saved_search_price_drops_unsent_idx')
      .on(t.saved_search_id)
      .where(sql`${t.sent_at} is null`),
    index('saved_search_price_drops_gear_idx').on(t.gear_id),
  ],
);

/** What happened to favourited listings, waiting for the user's daily watchlist mail. */
export const watchlistEvents = pgTable(
  'watchlist_events',
  {
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gear_id: uuid('gear_id')
      .notNull()
      .references(() => gears.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['price_drop', 'sold', 'back_on_sale'] }).notNull(),
    created_at: createdAt(),
    sent_at: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('watchlist_events_unsent_idx')
      .on(t.user_id)
      .where(sql`${t.sent_at} is null`),
  ],
);

/** Users who switched watchlist mails off in their profile (on by default). */
export const watchlistMailOptOuts = pgTable('watchlist_mail_opt_outs', {
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  created_at: createdAt(),
});
/** One per (listing, buyer) with its seller. A deleted account leaves the other side's copy. */
export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    gear_id: uuid('gear_id').references(() => gears.id, { onDelete: 'set null' }),
    buyer_id: uuid('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    seller_id: uuid('seller_id').references(() => users.id, { onDelete: 'set null' }),
    /** The listing's name when opened, for the inbox once the listing is gone. */
    gear_name: text('gear_name').notNull().default(''),
    last_message_at: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    /** When each side was last mailed about it (one mail per 15 min while unread). */
    buyer_mailed_at: timestamp('buyer_mailed_at', { withTimezone: true }),
    seller_mailed_at: timestamp('seller_mailed_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('conversations_gear_buyer_uq').on(t.gear_id, t.buyer_id),
    index('conversations_buyer_idx').on(t.buyer_id, newest(t.last_message_at)),
    index('conversations_seller_idx').on(t.seller_id, newest(t.last_message_at)),
    index('conversations_buyer_created_idx').on(t.buyer_id, t.created_at),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: id(),
    conversation_id: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** Null once the sender's account is deleted (the message stays, anonymous). */
    sender_id: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    /** A new account's first message: its links are shown as plain text. */
    links_inert: boolean('links_inert').notNull().default(false),
    /** What takes the deal off the site, found when written (deal-safety/message-warnings.ts). */
    warning_kinds: text('warning_kinds')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    read_at: timestamp('read_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversation_id, t.created_at, t.id),
    index('messages_sender_created_idx').on(t.sender_id, t.created_at),
    index('messages_unread_idx')
      .on(t.conversation_id, t.sender_id)
      .where(sql`${t.read_at} is null`),
  ],
);

/** A user who blocked another: the blocked one can no longer message them (and is not told). */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blocker_id: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blocked_id: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.blocker_id, t.blocked_id] })],
);

export const conversationReports = pgTable(
  'conversation_reports',
  {
    id: id(),
    conversation_id: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    text: text('text').notNull().default(''),
    status: text('status', { enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('conversation_reports_uq').on(t.conversation_id, t.user_id),
    index('conversation_reports_status_idx').on(t.status, t.created_at),
  ],
);

/** Whose contact details a user saw, per day: at most 30 profiles a day (harvesting). */
export const contactViews = pgTable(
  'contact_views',
  {
    viewer_id: uuid('viewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.viewer_id, t.day, t.user_id] })],
);

/** Job workers alive: each writes its id every few seconds (jobs/heartbeats.ts, migration 0012). */
export const jobWorkerHeartbeats = pgTable('job_worker_heartbeats', {
  worker_id: text('worker_id').primaryKey(),
  beat_at: timestamp('beat_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A rating after a real exchange (deal-safety/ratings): one per rater and conversation;
 * `as_described` from the buyer only. The rated user may answer once.
 */
export const ratings = pgTable(
  'ratings',
  {
    id: id(),
    conversation_id: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    rater_id: uuid('rater_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rated_id: uuid('rated_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    friendly: boolean('friendly').notNull(),
    reliable: boolean('reliable').notNull(),
    as_described: boolean('as_described'),
    text: text('text').notNull().default(''),
    reply: text('reply'),
    replied_at: timestamp('replied_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('ratings_conversation_rater_uq').on(t.conversation_id, t.rater_id),
    index('ratings_rated_idx').on(t.rated_id, newest(t.created_at)),
  ],
);

/** A rating reported to staff, once per reporter. */
export const ratingReports = pgTable(
  'rating_reports',
  {
    id: id(),
    rating_id: uuid('rating_id')
      .notNull()
      .references(() => ratings.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull().default(''),
    status: text('status', { enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('rating_reports_uq').on(t.rating_id, t.user_id),
    index('rating_reports_status_idx').on(t.status, t.created_at),
  ],
);

/**
 * The stolen-gear register: public once staff publish it. `serial_norm` is the serial as the
 * passport normalises it (upper case; spaces, dashes, dots removed), the btree the check reads.
 */
export const stolenReports = pgTable(
  'stolen_reports',
  {
    id: id(),
    reporter_id: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    gear_type_id: uuid('gear_type_id')
      .notNull()
      .references(() => gearTypes.id, { onDelete: 'restrict' }),
    brand: text('brand').notNull(),
    model: text('model').notNull(),
    serial: text('serial').notNull(),
    serial_norm: text('serial_norm').notNull(),
    stolen_on: date('stolen_on').notNull(),
    place: text('place').notNull(),
    police_ref: text('police_ref').notNull().default(''),
    text: text('text').notNull().default(''),
    status: text('status', { enum: ['pending', 'published', 'recovered', 'rejected'] })
      .notNull()
      .default('pending'),
    published_at: timestamp('published_at', { withTimezone: true }),
    created_at: createdAt(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stolen_reports_serial_idx').on(t.serial_norm),
    // One open report per serial: a second one for the same wing is a duplicate (409).
    uniqueIndex('stolen_reports_open_serial_uq')
      .on(t.serial_norm)
      .where(sql`${t.status} in ('pending', 'published')`),
    index('stolen_reports_status_idx').on(t.status, newest(t.published_at)),
  ],
);

/**
 * A passport item held by a published stolen report naming its serial (migration 0025): its
 * listings leave the public until staff release it; a released hold is kept so the same report
 * does not hold the item again.
 */
export const stolenHolds = pgTable(
  'stolen_holds',
  {
    id: id(),
    report_id: uuid('report_id')
      .notNull()
      .references(() => stolenReports.id, { onDelete: 'cascade' }),
    item_id: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    released_at: timestamp('released_at', { withTimezone: true }),
    released_by: uuid('released_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('stolen_holds_report_item_uq').on(t.report_id, t.item_id),
    index('stolen_holds_open_item_idx')
      .on(t.item_id)
      .where(sql`${t.released_at} is null`),
    index('stolen_holds_created_idx').on(t.created_at),
  ],
);

/** The photos of a stolen report (checked by content and stored like listing photos). */
export const stolenReportPictures = pgTable(
  'stolen_report_pictures',
  {
    id: id(),
    report_id: uuid('report_id')
      .notNull()
      .references(() => stolenReports.id, { onDelete: 'cascade' }),
    storage_key: text('storage_key').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    index('stolen_report_pictures_report_idx').on(t.report_id),
    index('stolen_report_pictures_key_idx').on(t.storage_key),
  ],
);

/** Every price a listing had, its first included (written by a trigger, migration 0022). */
export const gearPriceHistory = pgTable(
  'gear_price_history',
  {
    id: id(),
    gear_id: uuid('gear_id')
      .notNull()
      .references(() => gears.id, { onDelete: 'cascade' }),
    price: numeric('price', { precision: 15, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    changed_at: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gear_price_history_gear_idx').on(t.gear_id, t.changed_at)],
);

/** Offers in a conversation: the buyer offers, the seller counters; one open offer per side. */
export const offers = pgTable(
  'offers',
  {
    id: id(),
    conversation_id: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    sender_id: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    from_side: text('from_side', { enum: ['buyer', 'seller'] }).notNull(),
    amount: numeric('amount', { precision: 15, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    note: text('note').notNull().default(''),
    status: text('status', { enum: ['open', 'accepted', 'declined', 'countered', 'expired'] })
      .notNull()
      .default('open'),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    decided_at: timestamp('decided_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    index('offers_conversation_idx').on(t.conversation_id, t.created_at),
    uniqueIndex('offers_open_side_uq')
      .on(t.conversation_id, t.from_side)
      .where(sql`${t.status} = 'open'`),
    index('offers_sender_created_idx').on(t.sender_id, t.created_at),
  ],
);

/**
 * A listed gear's price guide: the median and count of the asking prices of the other listed
 * gears of its catalogue model, same currency, year ±1. Rows only with ≥ 5 of them; rewritten
 * per model by the refresh_price_guide job, so a list page reads 24 rows by key.
 */
export const gearPriceGuides = pgTable('gear_price_guides', {
  gear_id: uuid('gear_id')
    .primaryKey()
    .references(() => gears.id, { onDelete: 'cascade' }),
  model_id: uuid('model_id')
    .notNull()
    .references(() => catalogueModels.id, { onDelete: 'cascade' }),
  median: numeric('median', { precision: 15, scale: 2, mode: 'number' }).notNull(),
  count: integer('count').notNull(),
  refreshed_at: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A catalogue model's price guide groups (asking/sold quartiles and counts per currency, all
 * years and per year), for the whole model (scope '') and per size (scope: the size's id);
 * rewritten by the refresh_price_guide job so GET catalogue/models/{id}/prices/ reads one row.
 */
export const modelPriceAggregates = pgTable(
  'model_price_aggregates',
  {
    model_id: uuid('model_id')
      .notNull()
      .references(() => catalogueModels.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    groups: jsonb('groups').notNull(),
    refreshed_at: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'model_price_aggregates_pk', columns: [t.model_id, t.scope] })],
);

/**
 * Refreshes of a model's prices asked for (`requested`, one more in each write of one of its
 * listings) and the count the last refresh started from (`refreshed`): a refresh that finds
 * `requested` moved while it ran runs again (migration 0030: a queued job can be lost).
 */
export const modelPriceRefreshes = pgTable('model_price_refreshes', {
  model_id: uuid('model_id')
    .primaryKey()
    .references(() => catalogueModels.id, { onDelete: 'cascade' }),
  requested: bigint('requested', { mode: 'number' }).notNull().default(0),
  refreshed: bigint('refreshed', { mode: 'number' }).notNull().default(0),
});

/**
 * Safety notices (migration 0028): a scope over the catalogue (ids) kept beside the name keys
 * listings and items are compared by (they carry brand and model as text). `size_names` are the
 * sizes' names in lower case, for listings that named a size without the catalogue's.
 */
export const safetyNotices = pgTable(
  'safety_notices',
  {
    id: id(),
    title: jsonb('title').notNull(),
    text: jsonb('text').notNull(),
    issuer: text('issuer', { enum: ['manufacturer', 'dhv', 'other'] }).notNull(),
    source_url: text('source_url').notNull(),
    date: date('date').notNull(),
    severity: text('severity', { enum: ['grounding', 'action', 'info'] }).notNull(),
    brand_id: uuid('brand_id')
      .notNull()
      .references(() => catalogueBrands.id, { onDelete: 'restrict' }),
    model_ids: uuid('model_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    size_ids: uuid('size_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    brand_key: text('brand_key').notNull(),
    model_keys: text('model_keys')
      .array()
      .notNull()
      .default(sql`'{}'`),
    size_names: text('size_names')
      .array()
      .notNull()
      .default(sql`'{}'`),
    serial_rules: jsonb('serial_rules')
      .notNull()
      .default(sql`'[]'::jsonb`),
    // The rules as notice_match() reads them (migration 0028): plain operators per row.
    serial_ranges: serialMultirange('serial_ranges').generatedAlwaysAs(
      sql`notice_serial_ranges(serial_rules)`,
    ),
    serial_prefixes: text('serial_prefixes')
      .array()
      .generatedAlwaysAs(sql`notice_rule_values(serial_rules, 'prefix')`),
    serial_suffixes_rev: text('serial_suffixes_rev')
      .array()
      .generatedAlwaysAs(sql`notice_rule_values(serial_rules, 'suffix_not')`),
    produced_from: date('produced_from'),
    produced_to: date('produced_to'),
    hours_over: real('hours_over'),
    withdrawn_at: timestamp('withdrawn_at', { withTimezone: true }),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('safety_notices_brand_idx').on(t.brand_key),
    index('safety_notices_date_idx').on(newest(t.date), newest(t.created_at)),
  ],
);

/** What a notice matched: one row per listing or item (exactly one of the two is set). */
export const noticeMatches = pgTable(
  'notice_matches',
  {
    // No foreign keys (their checks per row were the cost of matching): triggers of migration
    // 0028 delete the matches of a deleted listing, item or notice.
    notice_id: uuid('notice_id').notNull(),
    gear_id: uuid('gear_id'),
    item_id: uuid('item_id'),
    match: text('match', { enum: ['affected', 'may_be_affected'] }).notNull(),
    matched_at: timestamp('matched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notice_matches_gear_uq')
      .on(t.gear_id, t.notice_id)
      .where(sql`${t.gear_id} is not null`),
    uniqueIndex('notice_matches_item_uq')
      .on(t.item_id, t.notice_id)
      .where(sql`${t.item_id} is not null`),
    index('notice_matches_notice_idx').on(t.notice_id),
  ],
);

/** Who was mailed about a notice: once per person and notice, whatever the reasons. */
export const noticeMails = pgTable(
  'notice_mails',
  {
    notice_id: uuid('notice_id')
      .notNull()
      .references(() => safetyNotices.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sent_at: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.notice_id, t.user_id] })],
);

/**
 * The reference rates staff keep (GET/PUT rates/): one unit of the currency in euros. Price
 * filters and the price order compare listings through them (gears.price_eur, migration 0027).
 */
export const currencyRates = pgTable('currency_rates', {
  currency: text('currency').primaryKey(),
  to_eur: numeric('to_eur', { mode: 'number' }).notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
