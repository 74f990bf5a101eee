// Conversations over the API. An open conversation fetches its messages again when its live
// stream says they changed, and polls them while it cannot (docs/decisions/012-live-messages.md),
// always with the ETag of the last answer: a 304 keeps what we have.
import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  Conversation,
  ConversationReport,
  ConversationReportWrite,
  Message,
} from '#shared/contracts/conversations.ts';
import { api } from '#web/lib/api-client.ts';
import { useLiveConversation } from './live.ts';
import { LIVE_POLL_MS, POLL_MS } from './poll.ts';
import { conversationQuery, inboxQuery, messageKeys, messagesQuery } from './queries.ts';

export { conversationQuery, inboxQuery, messageKeys, messagesQuery };

export function useInbox() {
  return useQuery({ ...inboxQuery(), refetchInterval: 15_000 });
}

export function useUnreadCount(enabled: boolean) {
  return useQuery({
    queryKey: messageKeys.unread,
    queryFn: ({ signal }) => api<{ count: number }>('conversations/unread/', { signal }),
    enabled,
    refetchInterval: 30_000,
  });
}

export const useConversation = (id: string) => useQuery(conversationQuery(id));

export function useMessages(id: string) {
  const queryClient = useQueryClient();
  const live = useLiveConversation(id, () => {
    void queryClient.invalidateQueries({ queryKey: messageKeys.messages(id) });
  });
  return useQuery({ ...messagesQuery(id), refetchInterval: live ? LIVE_POLL_MS : POLL_MS });
}

export function useSendMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      api<Message>(`conversations/${id}/messages/`, { method: 'POST', body: { text } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}

/** Marks the other side's messages read, here and in the cached messages (`reader`: the viewer). */
export function useMarkRead(id: string, reader: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(`conversations/${id}/read/`, { method: 'POST' }),
    onSuccess: () => {
      // The page reads `read_at` from its cached messages: left stale, it would ask again.
      const now = new Date().toISOString();
      queryClient.setQueryData<Message[]>(messageKeys.messages(id), (list) =>
        list?.map((m) => (m.read_at === null && m.sender !== reader ? { ...m, read_at: now } : m)),
      );
      void queryClient.invalidateQueries({ queryKey: messageKeys.unread });
      void queryClient.invalidateQueries({ queryKey: messageKeys.inbox });
    },
  });
}

// The newest incoming message each conversation was marked read up to, per query client (one
// per page load, one per test): it outlives the page, so leaving a conversation and opening it
// again, or an answer that does not show the mark yet, sends no second mark for it.
const markedUpTo = new WeakMap<QueryClient, Map<string, string>>();

/** Marks the conversation read once per new incoming message seen (`reader`: the viewer). */
export function useMarkSeen(
  id: string,
  messages: Message[] | undefined,
  reader: string | undefined,
) {
  const queryClient = useQueryClient();
  const { mutate: markRead } = useMarkRead(id, reader);
  const unseen = reader
    ? messages?.findLast((m) => m.sender !== reader && m.read_at === null)?.created_at
    : undefined;
  useEffect(() => {
    if (!unseen) return;
    const marks = markedUpTo.get(queryClient) ?? new Map<string, string>();
    markedUpTo.set(queryClient, marks);
    const upTo = marks.get(id);
    if (upTo && Date.parse(upTo) >= Date.parse(unseen)) return;
    marks.set(id, unseen);
    markRead();
  }, [queryClient, id, unseen, markRead]);
}

export function useOpenConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { gear: string; text: string }) =>
      api<Conversation>('conversations/', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}

export function useReserve(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reserve: boolean) =>
      api<Conversation>(`conversations/${id}/reserve/`, { method: reserve ? 'POST' : 'DELETE' }),
    onSuccess: (conversation) => {
      queryClient.setQueryData(messageKeys.one(id), conversation);
      void queryClient.invalidateQueries({ queryKey: ['gears'] });
    },
  });
}

/** Blocks (true) or unblocks (false) a user; conversations then say so in `blocked_by_you`. */
export function useBlockUser(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blocked: boolean) =>
      api<undefined>(`users/${userId}/block/`, { method: blocked ? 'POST' : 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}

export function useReportConversation(id: string) {
  return useMutation({
    mutationFn: (body: ConversationReportWrite) =>
      api<ConversationReport>(`conversations/${id}/reports/`, { method: 'POST', body }),
  });
}
