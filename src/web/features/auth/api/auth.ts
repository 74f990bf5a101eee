// The account-security calls that arrive by a mailed link (docs/api-beyond.md): the e-mail
// verification and the two steps of the password reset.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  PasswordResetConfirmInput,
  PasswordResetRequestInput,
  VerifyEmailInput,
} from '#shared/contracts/account-security.ts';
import { api } from '#web/lib/api-client.ts';
import { ME_QUERY_KEY } from '#web/lib/session-provider.tsx';

const post = <T>(path: string, body?: T) => api<unknown>(path, { method: 'POST', body });

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VerifyEmailInput) => post('verify-email/', input),
    // A logged-in user's profile now says "verified". A first load of the profile may still be
    // under way from before the confirmation: cancel it, or the refetch would join it.
    onSuccess: async () => {
      await queryClient.cancelQueries({ queryKey: ME_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
  });
}

export const useRequestPasswordReset = () =>
  useMutation({
    mutationFn: (input: PasswordResetRequestInput) => post('password-reset/', input),
  });

export const useConfirmPasswordReset = () =>
  useMutation({
    mutationFn: (input: PasswordResetConfirmInput) => post('password-reset/confirm/', input),
  });
