// One safety notice as people read it: severity, title, who issued it and when, its text, the
// source and the scope. The public notices page and a listing's notices show it alike.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '#web/lib/format-dates.ts';
import type { Notice } from '#shared/contracts/safety-notices.ts';
import { SEVERITY_TONES } from './notice-badge.tsx';
import { localText, NoticeScope } from './notice-scope.tsx';

type Props = {
  notice: Notice;
  /** The heading level the page needs (a list under an h2 gives h3). */
  heading?: 'h1' | 'h2' | 'h3';
  /** The title as a link to the notice's own page. */
  titleLink?: (title: string) => ReactNode;
  showScope?: boolean;
  children?: ReactNode;
};

export function NoticeSummary({
  notice,
  heading: H = 'h3',
  titleLink,
  showScope,
  children,
}: Props) {
  const { t, i18n } = useTranslation();
  const title = localText(notice.title, i18n.language);
  return (
    <div className="flex flex-col gap-2">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${SEVERITY_TONES[notice.severity]}`}
        >
          {t(`notices.severity.${notice.severity}`)}
        </span>
        <span className="text-stone-700">
          {t(`notices.issuer.${notice.issuer}`)} · {formatDate(notice.date, i18n.language)}
        </span>
        {notice.withdrawn_at && (
          <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-800">
            {t('notices.withdrawn')}
          </span>
        )}
      </p>
      <H className={`font-semibold break-words ${H === 'h1' ? 'text-3xl font-bold' : 'text-lg'}`}>
        {titleLink ? titleLink(title) : title}
      </H>
      <p className="whitespace-pre-line text-stone-800">{localText(notice.text, i18n.language)}</p>
      {notice.source_url && (
        <p className="text-sm">
          <a
            href={notice.source_url}
            rel="noopener noreferrer external"
            target="_blank"
            className="font-medium break-all text-accent-800 underline"
          >
            {t('notices.source')}
            <span className="sr-only"> {t('notices.newWindow')}</span>
          </a>
        </p>
      )}
      {showScope && <NoticeScope scope={notice.scope} />}
      {children}
    </div>
  );
}
