// The dashboard's "safety notices on your gear": each notice in force that matches one of the
// user's listings or passport items, how sure the match is, and whether the fix is recorded.
// The fix is recorded here (the passport's record form, which the dashboard page hands in).
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MyNotice } from '#shared/contracts/notice-matches.ts';
import { paths } from '#shared/paths.ts';
import { SEVERITY_TONES } from '#web/components/ui/notice-badge.tsx';
import { localText } from '#web/components/ui/notice-scope.tsx';
import { myNoticesQuery } from './api/queries.ts';

type Props = {
  /** The record form for an unfixed notice on a passport item. */
  renderFix: (entry: MyNotice & { item: string }) => ReactNode;
};

export function MyGearNoticesSection({ renderFix }: Props) {
  const { t } = useTranslation();
  const { data: entries } = useQuery(myNoticesQuery());
  if (!entries?.length) return null;
  return (
    <section
      aria-labelledby="my-notices-heading"
      className="mt-8 rounded-xl border-2 border-amber-300 bg-amber-50 p-4"
    >
      <h2 id="my-notices-heading" className="text-xl font-semibold">
        {t('notices.mine.title')}
      </h2>
      <p className="mt-1 text-stone-800">{t('notices.mine.intro')}</p>
      <ul className="mt-3 flex flex-col gap-3">
        {entries.map((entry) => (
          <li
            key={`${entry.notice.id}-${entry.gear?.id ?? entry.item}`}
            className="flex flex-col gap-2 rounded-lg bg-white p-3 shadow-sm"
          >
            <Entry entry={entry} />
            {!entry.fix &&
              (entry.item ? (
                renderFix({ ...entry, item: entry.item })
              ) : (
                <p className="text-sm text-stone-700">{t('notices.mine.startPassport')}</p>
              ))}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Entry({ entry: { notice, match, gear, fix } }: { entry: MyNotice }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <h3 className="font-semibold">
        {gear ? (
          <Link to={paths.gear(gear.id)} className="text-accent-800 hover:underline">
            {gear.name}
          </Link>
        ) : (
          t('notices.mine.passportItem')
        )}
      </h3>
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${SEVERITY_TONES[notice.severity]}`}
        >
          {t(`notices.severity.${notice.severity}`)}
        </span>
        <Link to={paths.notice(notice.id)} className="font-medium underline">
          {localText(notice.title, i18n.language)}
        </Link>
      </p>
      <p className="text-sm">
        <span className={match === 'affected' ? 'font-semibold text-red-800' : 'text-amber-900'}>
          {match === 'affected' ? t('notices.onGear.affected') : t('notices.onGear.mayBeAffected')}
        </span>{' '}
        <span className={fix ? 'text-emerald-800' : 'text-stone-700'}>
          {fix ? t('notices.mine.fixRecorded') : t('notices.mine.noFix')}
        </span>
      </p>
    </>
  );
}
