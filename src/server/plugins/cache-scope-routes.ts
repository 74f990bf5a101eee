// Which kept answers each API write may change (cache-scope.ts). A write route not named here
// clears everything: adding a route can make the caches clear more than needed, never less.
// 'none' is only for writes whose tables no visitor's answer reads: sessions and passwords,
// e-mail proofs, favourites, conversations and blocks, saved searches, reports (only staff act
// on them, through routes not named here), contact mail. Listings (their rows, photos, new
// certificates) name the listing in the path. Profiles stay 'all': a name is shown on the
// seller's listings, and the profile form always sends it.
import type { FastifyRequest } from 'fastify';
import type { CacheScope } from './cache-scope.ts';

const NONE = new Set([
  'POST /api/token/',
  'DELETE /api/token/',
  'POST /api/register/',
  'POST /api/password-reset/',
  'POST /api/password-reset/confirm/',
  'POST /api/password/change/',
  'POST /api/verify-email/',
  'POST /api/verify-email/resend/',
  'POST /api/favourites/',
  'DELETE /api/favourites/:gear_id/',
  'PUT /api/favourites/mails/',
  'POST /api/conversations/',
  'POST /api/conversations/:id/messages/',
  'POST /api/conversations/:id/read/',
  'POST /api/conversations/:id/reports/',
  // An offer, or declining one, changes no listing (accepting one reserves it: all).
  'POST /api/conversations/:id/offers/',
  'POST /api/offers/:id/decline/',
  'POST /api/users/:id/block/',
  'DELETE /api/users/:id/block/',
  'POST /api/saved-searches/',
  'PATCH /api/saved-searches/:id/',
  'DELETE /api/saved-searches/:id/',
  'POST /api/saved-searches/:id/seen/',
  'POST /api/saved-searches/unsubscribe/',
  'POST /api/gears/:id/reports/',
  'POST /api/contact/',
  'PATCH /api/admin/messages/:id/',
]);

// `:id` is the listing.
const LISTING = new Set([
  'PUT /api/gears/:id/',
  'DELETE /api/gears/:id/',
  'POST /api/gears/:id/pictures/',
  'DELETE /api/gears/:id/pictures/:picture_id/',
  'PUT /api/gears/:id/pictures/order/',
  'POST /api/gears/:id/certificates/',
]);

/** Every write route this table names, for the test that they all exist. */
export const NAMED_WRITES = [...NONE, ...LISTING, 'POST /api/gears/'];

export function writeScopeOf(request: FastifyRequest): CacheScope {
  const route = `${request.method} ${request.routeOptions.url ?? ''}`;
  if (NONE.has(route)) return 'none';
  if (route === 'POST /api/gears/') return { listing: null };
  const id = (request.params as { id?: unknown } | undefined)?.id;
  if (LISTING.has(route) && typeof id === 'string') return { listing: id };
  return 'all';
}
