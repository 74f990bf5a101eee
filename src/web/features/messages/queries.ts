// The conversation queries, apart from the hooks, the live stream and the writes: the route
// loaders' bundle takes only these.
import { queryOptions } from '@tanstack/react-query';
import type { Conversation } from '#shared/contracts/conversations.ts';
import { api, apiPage } from '#web/lib/api-client.ts';

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
