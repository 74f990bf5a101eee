// Who sees a user and whether an account may act: the one home of what suspension means. A
// suspended account has no public profile (only itself and staff see it, and it cannot sign in
// to look), is left out of the users list, cannot sign in nor keep a session, gets no mail
// (password reset, wanted-item matches), and its open wanted items are not shown to others.
// Its listings follow policies/gear-visibility.ts.
import { eq, type SQL } from 'drizzle-orm';
import { users } from '#server/db/schema.ts';
import type { Viewer } from '#server/plugins/auth.ts';

/** Accounts in good standing: they may sign in, be listed and be mailed. */
export const activeAccount = (): SQL => eq(users.is_suspended, false);

export const isActiveAccount = (user: { is_suspended: boolean }) => !user.is_suspended;

/** A profile by its link: an active account, or one's own, or any for staff. */
export function canSeeUser(user: { id: string; is_suspended: boolean }, viewer: Viewer | null) {
  if (viewer !== null && (viewer.id === user.id || viewer.is_staff)) return true;
  return isActiveAccount(user);
}
