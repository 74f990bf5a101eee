// The whole data model (Drizzle pg-core), one file per part of the product in ./schema/;
// everything imports the tables from here. Column names are the API's snake_case names.
// Migrations (./migrations) are hand-written SQL since 0009 and must agree with these tables.
export * from './schema/accounts.ts';
export * from './schema/operations.ts';
export * from './schema/catalogue.ts';
export * from './schema/items.ts';
export * from './schema/gears.ts';
export * from './schema/certifiers.ts';
export * from './schema/records.ts';
export * from './schema/listing-activity.ts';
export * from './schema/searches.ts';
export * from './schema/conversations.ts';
export * from './schema/ratings.ts';
export * from './schema/deal-safety.ts';
export * from './schema/prices.ts';
export * from './schema/notices.ts';
