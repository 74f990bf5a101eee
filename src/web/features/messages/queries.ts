// The conversation queries, apart from the hooks, the live stream and the writes: the route
// loaders' bundle takes only these.
import { queryOptions } from '@tanstack/react-query';
import type { Conversation, Message } from '#shared/contracts/conversations.ts';
import { api, ApiError, apiPage, apiRequest } from '#web/lib/api-client.ts';

export const messageKeys = {
  all: ['conversations'] as const,
  inbox: ['conversations', 'inbox'] as const,
  unread: ['conversations', 'unread'] as const,
  one: (id: string) => ['conversations', id] as const,
  messages: (id: string) => ['conversations', id, 'messages'] as const,
};

export const inboxQuery = () =>
  queryOptions({
    queryKey: messageKeys.inbox,
    queryFn: ({ signal }) => apiPage<Conversation>('conversations/?page_size=100', { signal }),
  });

export const conversationQuery = (id: string) =>
  queryOptions({
    queryKey: messageKeys.one(id),
    queryFn: ({ signal }) => api<Conversation>(`conversations/${id}/`, { signal }),
  });

// The ETag of each conversation's last answer: asked with it, an unchanged list is a body-less 304
// and the cached messages stay (the page polls them, docs/decisions/012-live-messages.md).
const etags = new Map<string, string>();

/** A conversation's messages: read by its route's loader, then kept fresh by the page. */
export const messagesQuery = (id: string) =>
  queryOptions({
    queryKey: messageKeys.messages(id),
    queryFn: async ({ signal, client, queryKey }) => {
      const last = client.getQueryData<Message[]>(queryKey);
      const etag = last && etags.get(id);
      try {
        const headers: Record<string, string> = etag ? { 'If-None-Match': etag } : {};
        const response = await apiRequest(`conversations/${id}/messages/`, { signal, headers });
        const tag = response.headers.get('ETag');
        if (tag) etags.set(id, tag);
        else etags.delete(id);
        return (await response.json()) as Message[];
      } catch (error) {
        if (last && error instanceof ApiError && error.status === 304) return last;
        throw error;
      }
    },
  });
