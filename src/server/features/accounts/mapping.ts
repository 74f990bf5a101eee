// Rows to API shapes. Only the listed fields ever leave: password hashes, suspension and
// language stay in the database whatever the row holds.
import type { PrivateUser, PublicProfile } from '#shared/contracts/users.ts';
import type { users } from '#server/db/schema.ts';

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
  date_joined: u.date_joined.toISOString(),
});

/** What anyone sees of a user; the contact fields only when the caller is logged in (docs/api.md privacy). */
export function toPublicProfile(u: UserRow, loggedIn: boolean): PublicProfile {
  const profile: PublicProfile = {
    id: u.id,
    first_name: u.first_name,
    last_name: u.last_name,
    is_certified_seller: u.is_certified_seller,
    date_joined: u.date_joined.toISOString(),
  };
  if (!loggedIn) return profile;
  return {
    ...profile,
    username: u.username,
    email: u.email,
    country: u.country,
    phone_number: u.phone_number,
  };
}
