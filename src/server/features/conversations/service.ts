// Opening a conversation and sending a message: the rules of policies/conversation-access.ts
// and the abuse limits (docs/api-beyond.md), in one transaction per write with the writer's
// lock held, so the counts a limit reads cannot be raced past. The recipient's mail is queued
// in the same transaction (notify.ts), and so is the NOTIFY that wakes the open pages
// (live-hub.ts).
import type { ConversationOpen } from '#shared/contracts/conversations.ts';
import type { AppDeps } from '#server/app-deps.ts';
import type { Tx } from '#server/db/client.ts';
import { HttpError, notFound, permissionDenied, validationError } from '#server/lib/http-error.ts';
import type { Viewer } from '#server/policies/viewer.ts';
import {
  canSend,
  isNewAccount,
  messageLimits,
  openRefusal,
  otherParty,
  type Role,
} from '#server/policies/conversation-access.ts';
import { findGearState } from '#server/features/gears/write-repository.ts';
import {
  conversationsOpenedSince,
  isBlocked,
  lockWriter,
  messagesSentSince,
} from './abuse-repository.ts';
import { announceMessage } from './live-hub.ts';
import { notifyRecipient } from './notify.ts';
import {
  findGearName,
  findSenderAge,
  insertMessage,
  openConversationRow,
  toMessage,
  type ConversationRow,
} from './repository.ts';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const tooMany = (detail: string, retryAfterSeconds: number) =>
  new HttpError('rate_limited', detail, {
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });
const blocked = () => permissionDenied('You cannot send messages in this conversation.');

async function sender(tx: Tx, viewer: Viewer) {
  const row = await findSenderAge(tx, viewer.id);
  return { isNew: row ? isNewAccount(row, new Date()) : true };
}

/**
 * Adds the message after the hourly limit. Links are inert in every message of a new account
 * (policies/conversation-access.ts): inert in the first only, a fresh account's second message
 * carried the spam link (outside review, third round, finding 5).
 */
async function write(
  tx: Tx,
  deps: AppDeps,
  args: { conversation: ConversationRow; role: Role; viewer: Viewer; text: string; isNew: boolean },
) {
  if ((await messagesSentSince(tx, args.viewer.id, HOUR)) >= messageLimits.messagesPerHour)
    throw tooMany('You have sent too many messages in the last hour. Please wait a little.', 600);
  const row = await insertMessage(tx, {
    conversationId: args.conversation.id,
    senderId: args.viewer.id,
    text: args.text,
    linksInert: args.isNew,
  });
  await notifyRecipient(tx, deps, {
    conversation: args.conversation,
    role: args.role,
    message: row,
  });
  await announceMessage(tx, args.conversation.id);
  return toMessage(row);
}

export async function openConversation(deps: AppDeps, viewer: Viewer, input: ConversationOpen) {
  const gear = await findGearState(deps.db, input.gear);
  const refusal = openRefusal(gear, viewer);
  if (refusal === 'not_found') throw notFound('No gear with this id.');
  if (refusal === 'own')
    throw validationError({ gear: ['You cannot message yourself about your own listing.'] });
  const named = await findGearName(deps.db, input.gear);
  return deps.db.transaction(async (tx) => {
    await lockWriter(tx, viewer.id);
    if (await isBlocked(tx, gear!.owner, viewer.id)) throw blocked();
    const { isNew } = await sender(tx, viewer);
    const limit = isNew
      ? messageLimits.newAccountConversationsPerDay
      : messageLimits.conversationsPerDay;
    const opened = await conversationsOpenedSince(tx, viewer.id, DAY);
    const { row, created } = await openConversationRow(tx, {
      gearId: input.gear,
      gearName: named?.name ?? '',
      buyerId: viewer.id,
      sellerId: gear!.owner,
    });
    if (created && opened >= limit)
      throw tooMany(
        `You can start at most ${limit} conversations a day. Please try again tomorrow.`,
        3600,
      );
    await write(tx, deps, { conversation: row, role: 'buyer', viewer, text: input.text, isNew });
    return { conversation: row, created };
  });
}

export async function sendMessage(
  deps: AppDeps,
  viewer: Viewer,
  { conversation, role, text }: { conversation: ConversationRow; role: Role; text: string },
) {
  return deps.db.transaction(async (tx) => {
    await lockWriter(tx, viewer.id);
    const other = otherParty(conversation, role);
    if (!canSend(other, other !== null && (await isBlocked(tx, other, viewer.id)))) throw blocked();
    const { isNew } = await sender(tx, viewer);
    return write(tx, deps, { conversation, role, viewer, text, isNew });
  });
}
