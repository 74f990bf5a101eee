// Who reads and writes a conversation: the one home of the rule (docs/security.md has the
// matrix). Only its two participants read it; staff never do through the conversation routes,
// only through a report of it (admin, audited). A participant may write unless the other side
// blocked them (they are not told why) or left (account deleted). A suspended user's messages
// are hidden from everyone but staff reading a report; a suspended user cannot sign in at all
// (policies/user-access.ts). Opening one needs a listing the caller may see that is for sale.
import { eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { conversations, messages, users } from '#server/db/schema.ts';
import type { Viewer } from '#server/policies/viewer.ts';
import { canSeeGear, isForSale, type GearState } from './gear-visibility.ts';

export type ConversationParties = { buyer_id: string | null; seller_id: string | null };
export type Role = 'buyer' | 'seller';

/** The caller's side of the conversation, or null when they are not part of it (staff too). */
export function participantRole(conversation: ConversationParties, viewer: Viewer | null) {
  if (viewer === null) return null;
  if (conversation.buyer_id === viewer.id) return 'buyer' as const;
  if (conversation.seller_id === viewer.id) return 'seller' as const;
  return null;
}

/** The other participant's id (null once their account is gone). */
export const otherParty = (conversation: ConversationParties, role: Role) =>
  role === 'buyer' ? conversation.seller_id : conversation.buyer_id;

/** The conversations of this user, as a SQL condition (the inbox and the unread count). */
export const conversationsOf = (userId: string): SQL =>
  or(eq(conversations.buyer_id, userId), eq(conversations.seller_id, userId))!;

/** Messages shown to participants: not those of a suspended sender. */
export const visibleMessage = (): SQL =>
  or(
    isNull(messages.sender_id),
    sql`not exists (select 1 from ${users} as su where su.id = ${messages.sender_id} and su.is_suspended)`,
  )!;

/**
 * Why a user may not open a conversation about this listing: 'not_found' for one they cannot
 * see (or that is not for sale: sold, archived), 'own' for their own listing, null when they may.
 */
export function openRefusal(gear: GearState | null, viewer: Viewer): 'not_found' | 'own' | null {
  if (!gear || !canSeeGear(gear, viewer)) return 'not_found';
  if (gear.owner === viewer.id) return 'own';
  if (!isForSale(gear.status) || gear.is_hidden || gear.seller_suspended || gear.held)
    return 'not_found';
  return null;
}

/** May this participant send now? Not when the other side is gone or blocked them. */
export const canSend = (otherId: string | null, blockedByOther: boolean) =>
  otherId !== null && !blockedByOther;

/** A new account (e-mail unverified or under 24 h old) has the lower conversation limit. */
export const isNewAccount = (user: { email_verified: boolean; date_joined: Date }, now: Date) =>
  !user.email_verified || now.getTime() - user.date_joined.getTime() < 24 * 3600 * 1000;

export const messageLimits = {
  newAccountConversationsPerDay: 5,
  conversationsPerDay: 30,
  messagesPerHour: 60,
};
