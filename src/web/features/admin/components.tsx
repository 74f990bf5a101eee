// Small building blocks the admin sections share.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '#web/lib/api-client.ts';
import { useTranslateMessage } from '#web/components/ui/use-translate-message.ts';

export function Badge({
  tone,
  children,
}: {
  tone: 'amber' | 'accent' | 'red' | 'stone';
  children: ReactNode;
}) {
  const tones = {
    amber: 'bg-amber-100 text-amber-900',
    accent: 'bg-accent-100 text-accent-800',
    red: 'bg-red-100 text-red-800',
    stone: 'bg-stone-100 text-stone-700',
  };
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[tone]}`}
    >
      {children}
    </span>
  );
}

/** The message of a failed staff action: the server's own words (a 409 says why), translated. */
export function useActionError() {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  return (error: unknown) =>
    error instanceof ApiError && error.body?.detail
      ? translate(error.body.detail)
      : t('admin.actionFailed');
}

export function formatDateTime(iso: string, language: string) {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}
