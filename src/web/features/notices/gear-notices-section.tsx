// A listing's safety notices on its page: each notice's text and source, whether the listing is
// affected or may be (the data could not decide: "check the serial"), and what the seller did
// about it (the fix they recorded in the gear's passport). Nothing shows when none applies.
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '#shared/paths.ts';
import { Link } from 'react-router';
import { NoticeSummary } from '#web/components/ui/notice-summary.tsx';
import { formatDate } from '#web/lib/format-dates.ts';
import type { GearNotice } from '#shared/contracts/notice-matches.ts';
import { gearNoticesQuery } from './api/queries.ts';

type Props = {
  gearId: string;
  /** The seller's way to record the fix (the passport's record form), for an unfixed notice. */
  renderFix?: ((entry: GearNotice) => ReactNode) | undefined;
};

export function GearNoticesSection({ gearId, renderFix }: Props) {
  const { t } = useTranslation();
  const { data: entries } = useQuery(gearNoticesQuery(gearId));
  if (!entries?.length) return null;
  return (
    <section
      id="notices"
      aria-labelledby="notices-heading"
      className="flex min-w-0 scroll-mt-4 flex-col gap-3 rounded-xl border-2 border-amber-300 bg-amber-50 p-3 sm:p-4"
    >
      <h2 id="notices-heading" className="text-xl font-semibold">
        {t('notices.onGear.title')}
      </h2>
      <ul className="flex flex-col gap-4">
        {entries.map((entry) => (
          <li key={entry.notice.id} className="min-w-0 rounded-lg bg-white p-3 shadow-sm">
            <NoticeSummary
              notice={entry.notice}
              titleLink={(title) => (
                <Link to={paths.notice(entry.notice.id)} className="hover:underline">
                  {title}
                </Link>
              )}
            >
              <MatchLine entry={entry} />
              <FixLine entry={entry} />
              {!entry.fix && renderFix?.(entry)}
            </NoticeSummary>
          </li>
        ))}
      </ul>
    </section>
  );
}

function MatchLine({ entry }: { entry: GearNotice }) {
  const { t } = useTranslation();
  return entry.match === 'affected' ? (
    <p className="font-semibold text-red-800">{t('notices.onGear.affected')}</p>
  ) : (
    <p className="font-semibold text-amber-900">{t('notices.onGear.mayBeAffected')}</p>
  );
}

function FixLine({ entry }: { entry: GearNotice }) {
  const { t, i18n } = useTranslation();
  const { fix } = entry;
  if (!fix) return <p className="text-stone-700">{t('notices.onGear.noFix')}</p>;
  return (
    <div className="rounded-lg bg-emerald-50 p-3 text-emerald-950">
      <p className="font-semibold">
        {t('notices.onGear.fixed', { date: formatDate(fix.date, i18n.language) })}
      </p>
      {fix.text && <p className="whitespace-pre-line">{fix.text}</p>}
      {fix.pictures.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2">
          {fix.pictures.map((picture, index) => (
            <li key={picture.id}>
              <a href={picture.image} target="_blank" rel="noopener noreferrer">
                <img
                  src={picture.thumbnail}
                  alt={t('notices.onGear.proof', { n: index + 1 })}
                  loading="lazy"
                  className="size-20 rounded object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
