// An inbox row as the API shows it (inbox-repository.ts reads the rows): the listing only when
// the viewer may still see it (the visibility policy over the columns the row carries, else
// "removed" under the name it had), the other side, the last visible message and the unread count.
import type { Conversation } from '#shared/contracts/conversations.ts';
import type { PhotoStore } from '#server/media/photo-store.ts';
import type { Viewer } from '#server/policies/viewer.ts';
import { canSeeGear } from '#server/policies/gear-visibility.ts';
import { toMessage } from './repository.ts';

export type InboxRow = Record<string, unknown> & {
  id: string;
  buyer_id: string | null;
  gear_name: string;
  last_message_at: Date | string;
};

const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));

/** One inbox row as the viewer's conversation. */
export function toConversation(r: InboxRow, viewer: Viewer, store: PhotoStore): Conversation {
  const gearSeen =
    r.g_id !== null &&
    canSeeGear(
      {
        owner: r.g_owner as string,
        status: r.g_status as string,
        is_hidden: r.g_hidden as boolean,
        seller_suspended: r.g_seller_suspended as boolean,
        held: r.g_held as boolean,
      },
      viewer,
    );
  const status = !gearSeen ? 'removed' : r.g_reserved_at ? 'reserved' : r.g_status;
  return {
    id: r.id,
    gear: {
      id: gearSeen ? (r.g_id as string) : null,
      name: gearSeen ? (r.g_name as string) : r.gear_name,
      status: status as Conversation['gear']['status'],
      thumbnail: gearSeen && r.thumb_key ? store.url(r.thumb_key as string, 'thumb') : null,
    },
    other_user: r.o_id
      ? {
          id: r.o_id as string,
          first_name: r.o_first_name as string,
          last_name: r.o_last_name as string,
        }
      : null,
    blocked_by_you: r.blocked === true,
    reserved_for_buyer: gearSeen && r.g_reserved_at !== null && r.g_reserved_for === r.buyer_id,
    role: r.buyer_id === viewer.id ? 'buyer' : 'seller',
    last_message: r.m_id
      ? toMessage({
          id: r.m_id as string,
          conversation_id: r.id,
          sender_id: r.m_sender as string | null,
          text: r.m_text as string,
          links_inert: r.m_inert as boolean,
          warning_kinds: (r.m_warning_kinds as string[] | null) ?? [],
          created_at: iso(r.m_created_at)!,
          read_at: iso(r.m_read_at),
        })
      : null,
    unread_count: r.unread as number,
    updated_at: iso(r.last_message_at)!.toISOString(),
  };
}
