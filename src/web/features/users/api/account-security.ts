// Calls of the account-security API (docs/api-beyond.md) a logged-in user makes: a new
// verification mail, password change, data export and account deletion.
import { useMutation } from '@tanstack/react-query';
import type {
  AccountDeleteInput,
  PasswordChangeInput,
} from '#shared/contracts/account-security.ts';
import { api, apiRequest } from '#web/lib/api-client.ts';

const post = <T>(path: string, body?: T) => api<unknown>(path, { method: 'POST', body });

export const useResendVerification = () =>
  useMutation({ mutationFn: () => post('verify-email/resend/') });

export const useChangePassword = () =>
  useMutation({ mutationFn: (input: PasswordChangeInput) => post('password/change/', input) });

export const useDeleteAccount = (id: string) =>
  useMutation({
    mutationFn: (input: AccountDeleteInput) =>
      api<undefined>(`users/${id}/`, { method: 'DELETE', body: input }),
  });

/** GET users/me/export/ saved as the file the server names (an attachment). */
export async function downloadAccountData(): Promise<string> {
  const response = await apiRequest('users/me/export/');
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'airgear-data.json';
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click the browser holds its own reference to the file.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
  return name;
}
