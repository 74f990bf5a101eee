// Who sees a user and whether an account may act: the one home of what suspension means. A
// suspended account has no public profile (only itself and staff see it, and it cannot sign in
// to look), is left out of the users list, cannot sign in nor keep a session, gets no mail
// (password reset, wanted-item matches), and its open wanted items are not shown to others.
// Its listings follow policies/gear-visibility.ts.
import { eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { users } from '#server/db/schema.ts';
import type { Viewer } from '#server/policies/viewer.ts';

/** Accounts in good standing: they may sign in, be listed and be mailed. */
export const activeAccount = (): SQL => eq(users.is_suspended, false);

/**
 * The account of `userId` (a column or a value) is not suspended: an anti-join with the few
 * suspended accounts, for a query that has no reason to join the account's row (a listing's
 * seller, a saved search's owner). A lookup per row cost as much as a scan of the rows.
 */
export const accountActive = (userId: SQLWrapper | string): SQL =>
  sql`not exists (select 1 from ${users} as suspended where suspended.id = ${userId} and suspended.is_suspended)`;

export const isActiveAccount = (user: { is_suspended: boolean }) => !user.is_suspended;

/** A profile by its link: an active account, or one's own, or any for staff. */
export function canSeeUser(user: { id: string; is_suspended: boolean }, viewer: Viewer | null) {
  if (viewer !== null && (viewer.id === user.id || viewer.is_staff)) return true;
  return isActiveAccount(user);
}

// ---- contact details (issue 16) ----
// Logged-in users see a profile's login name and country; its e-mail and phone only as far as
// its owner chose (`contact_visibility`: messages only by default), only once their own e-mail
// is verified, and for at most CONTACT_PROFILES_PER_DAY profiles a day (features/accounts/
// contact-views.ts counts them). The user themself and staff always see everything.

export const CONTACT_PROFILES_PER_DAY = 30;

export type ContactDecision =
  | { show: 'none' }
  | { show: 'public'; locked?: 'verify_email' }
  | { show: 'contact'; email: boolean; phone: boolean; counted: boolean };

export function contactDecision(
  user: { id: string; contact_visibility: string },
  viewer: (Viewer & { email_verified: boolean }) | null,
): ContactDecision {
  if (viewer === null) return { show: 'none' };
  if (viewer.id === user.id || viewer.is_staff)
    return { show: 'contact', email: true, phone: true, counted: false };
  if (user.contact_visibility === 'messages') return { show: 'public' };
  if (!viewer.email_verified) return { show: 'public', locked: 'verify_email' };
  return {
    show: 'contact',
    email: true,
    phone: user.contact_visibility === 'email_phone',
    counted: true,
  };
}
