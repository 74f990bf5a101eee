// The participant check every /api/conversations/{id}/… route runs before reading its body:
// 401 without a login, 404 for a conversation the caller is not part of (staff included: they
// read one only through a report, features/admin). What it found is kept for the handler.
import type { FastifyRequest } from 'fastify';
import { idSchema } from '#shared/contracts/common.ts';
import type { Db } from '#server/db/client.ts';
import { notFound } from '#server/lib/http-error.ts';
import { requireUser } from '#server/plugins/auth.ts';
import { participantRole, type Role } from '#server/policies/conversation-access.ts';
import { findConversation, type ConversationRow } from './repository.ts';

export type Participation = { conversation: ConversationRow; role: Role };
const found = new WeakMap<FastifyRequest, Participation>();

export const noConversation = () => notFound('No conversation with this id.');

export function participantOnly(db: Db) {
  return async (request: FastifyRequest) => {
    const viewer = requireUser(request);
    const id = idSchema.safeParse((request.params as { id?: unknown }).id);
    if (!id.success) throw noConversation();
    const conversation = await findConversation(db, id.data);
    const role = conversation && participantRole(conversation, viewer);
    if (!conversation || !role) throw noConversation();
    found.set(request, { conversation, role });
  };
}

export function participation(request: FastifyRequest): Participation {
  const p = found.get(request);
  if (!p) throw noConversation();
  return p;
}
