// Ratings over the API (docs/api.md "Deal safely"): rate a conversation, a profile's ratings,
// the rated user's answer.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Rating, RatingWrite } from '#shared/contracts/ratings.ts';
import { api, apiPage, apiRequest } from '#web/lib/api-client.ts';

export const ratingKeys = {
  all: ['ratings'] as const,
  of: (userId: string) => ['ratings', userId] as const,
};

/** Fetched only when the profile says there are ratings to show. */
export function useUserRatings(userId: string, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: ratingKeys.of(userId),
    queryFn: ({ signal }) => apiPage<Rating>(`users/${userId}/ratings/?page_size=20`, { signal }),
  });
}

export function useRate(conversationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<RatingWrite>) =>
      api<Rating>(`conversations/${conversationId}/ratings/`, { method: 'POST', body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ratingKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['users'] });
    },
  });
}

export function useReply(ratingId: string, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      api<Rating>(`ratings/${ratingId}/reply/`, { method: 'POST', body: { text } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ratingKeys.of(userId) }),
  });
}

/** Report a rating to staff (once per user: a 409 means it was reported before). */
export function useReportRating(ratingId: string) {
  return useMutation({
    // The answer has no body to read: only its status matters.
    mutationFn: (text: string) =>
      apiRequest(`ratings/${ratingId}/report/`, { method: 'POST', body: { text } }),
  });
}
