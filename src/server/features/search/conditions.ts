// Conditions on a listing that more than one query reads, each defined once: free text, a
// substring pattern, "has a check certificate" and "within a distance". Who sees a listing is not here: that is the
// policy's (policies/gear-visibility.ts).
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { certificates, gears } from '#server/db/schema.ts';

/**
 * Free text: the listing's words (name, brand, model, description) satisfy a to_tsquery('simple')
 * string (textQueryOf() in src/shared/contracts/gear-filters.ts), given or stored.
 */
export const textSearch = (tsquery: string | SQLWrapper): SQL =>
  sql`${gears.search_vector} @@ to_tsquery('simple', ${tsquery})`;

/** A LIKE pattern for "contains": `%` and `_` typed by a person are literal characters. */
export const likePattern = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The listing has at least one check certificate. */
export const gearHasCertificate: SQL = sql`exists (select 1 from ${certificates} where ${certificates.gear_id} = ${gears.id})`;

// Where a listing is, as the filters read it (filters.ts): within a distance of a point. The
// exact distance is the haversine on a sphere of the Earth's mean radius; the list first bounds
// it by the circle's bounding box, which the GiST index on the listing's point answers
// (migration 0027), so only the listings in the box are measured. A box that would cross the
// antimeridian is not split (no paragliding country spans it).
const EARTH_KM = 6371;
const KM_PER_DEGREE = (EARTH_KM * Math.PI) / 180;

type Value = number | SQLWrapper;

/** Great-circle distance in km from the listing to the point. */
export function distanceKm(latitude: Value, longitude: Value): SQL {
  return sql`(2 * ${EARTH_KM} * asin(least(1, sqrt(
    power(sin(radians(${gears.latitude} - ${latitude}) / 2), 2)
    + cos(radians(${latitude})) * cos(radians(${gears.latitude}))
      * power(sin(radians(${gears.longitude} - ${longitude}) / 2), 2)))))`;
}

/** The listing lies within `radiusKm` of the point (null: it names no town). */
export function withinStored(centre: SQLWrapper, radiusKm: SQLWrapper): SQL {
  return sql`${distanceKm(sql`${centre}[1]`, sql`${centre}[2]`)} <= ${radiusKm}`;
}

/** The same for the list: the bounding box first (the index), then the exact distance. */
export function withinRadius(latitude: number, longitude: number, radiusKm: number): SQL {
  // A hair wider than the circle, so rounding never drops a listing the distance keeps.
  const dLat = (radiusKm / KM_PER_DEGREE) * 1.001 + 1e-6;
  const edge = Math.min(89.999, Math.abs(latitude) + dLat);
  const dLon = Math.min(180, dLat / Math.cos((edge * Math.PI) / 180));
  const box = sql`box(point(${longitude - dLon}, ${latitude - dLat}), point(${longitude + dLon}, ${latitude + dLat}))`;
  return sql`(${gears.latitude} is not null
    and point(${gears.longitude}, ${gears.latitude}) <@ ${box}
    and ${distanceKm(latitude, longitude)} <= ${radiusKm})`;
}
