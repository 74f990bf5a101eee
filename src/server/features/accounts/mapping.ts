// Rows to API shapes. Only the listed fields ever leave: password hashes, suspension and
// language stay in the database whatever the row holds.
import type { PrivateUser, PublicProfile } from '#shared/contracts/users.ts';
import type { users } from '#server/db/schema.ts';
import type { ContactDecision } from '#server/policies/user-access.ts';

type UserRow = typeof users.$inferSelect;

export const toPrivateUser = (u: UserRow): PrivateUser => ({
  id: u.id,
  username: u.username,
  email: u.email,
  first_name: u.first_name,
  last_name: u.last_name,
  country: u.country,
  phone_number: u.phone_number,
  is_certified_seller: u.is_certified_seller,
  is_staff: u.is_staff,
  email_verified: u.email_verified,
  contact_visibility: u.contact_visibility,
  message_mails: u.message_mails,
  takeoff_weight: u.takeoff_weight,
  date_joined: u.date_joined.toISOString(),
});

/**
 * What anyone sees of a user; logged-in callers also get the login name and country, and the
 * e-mail and phone as far as policies/user-access.ts decided (docs/api.md privacy).
 */
export function toPublicProfile(u: UserRow, decision: ContactDecision): PublicProfile {
  const profile: PublicProfile = {
    id: u.id,
    first_name: u.first_name,
    last_name: u.last_name,
    is_certified_seller: u.is_certified_seller,
    date_joined: u.date_joined.toISOString(),
  };
  if (decision.show === 'none') return profile;
  const known = {
    ...profile,
    username: u.username,
    country: u.country,
    contact_visibility: u.contact_visibility,
  };
  if (decision.show === 'public')
    return decision.locked ? { ...known, contact_locked: decision.locked } : known;
  return {
    ...known,
    ...(decision.email && { email: u.email }),
    ...(decision.phone && { phone_number: u.phone_number }),
  };
}
