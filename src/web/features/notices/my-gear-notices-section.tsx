// The dashboard's "safety notices on your gear": each of the seller's listings that a notice in
// force matches, with the notice, how sure the match is, and whether the fix is recorded; the
// fix itself is recorded on the listing's page, where its passport is.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#shared/paths.ts';
import {
  SEVERITY_TONES,
  worstSeverity,
  type NoticeCounts,
} from '#web/components/ui/notice-badge.tsx';
import { localText } from '#web/components/ui/notice-scope.tsx';
import { buttonClass } from '#web/components/ui/form/button.tsx';
import { gearNoticesQuery } from './api/queries.ts';

type OwnGear = { id: string; name: string; notices?: NoticeCounts | null | undefined };

export function MyGearNoticesSection({ gears }: { gears: OwnGear[] }) {
  const { t } = useTranslation();
  const affected = gears.filter((gear) => worstSeverity(gear.notices) !== null);
  if (!affected.length) return null;
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
        {affected.map((gear) => (
          <GearRow key={gear.id} gear={gear} />
        ))}
      </ul>
    </section>
  );
}

function GearRow({ gear }: { gear: OwnGear }) {
  const { t, i18n } = useTranslation();
  const { data: entries = [] } = useQuery(gearNoticesQuery(gear.id));
  const unfixed = entries.some((entry) => !entry.fix);
  return (
    <li className="rounded-lg bg-white p-3 shadow-sm">
      <h3 className="font-semibold">
        <Link to={paths.gear(gear.id)} className="text-accent-800 hover:underline">
          {gear.name}
        </Link>
      </h3>
      <ul className="mt-2 flex flex-col gap-2">
        {entries.map(({ notice, match, fix }) => (
          <li key={notice.id} className="flex flex-wrap items-center gap-2 text-sm">
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ${SEVERITY_TONES[notice.severity]}`}
            >
              {t(`notices.severity.${notice.severity}`)}
            </span>
            <span className="font-medium">{localText(notice.title, i18n.language)}</span>
            <span className="text-stone-700">
              {match === 'affected'
                ? t('notices.onGear.affected')
                : t('notices.onGear.mayBeAffected')}
            </span>
            <span className={fix ? 'text-emerald-800' : 'text-red-800'}>
              {fix ? t('notices.mine.fixRecorded') : t('notices.onGear.noFix')}
            </span>
          </li>
        ))}
      </ul>
      {unfixed && (
        <Link
          to={`${paths.gear(gear.id)}#notices`}
          className={buttonClass({ size: 'sm', className: 'mt-3 inline-block' })}
        >
          {t('notices.fix.record')}
          <span className="sr-only">: {gear.name}</span>
        </Link>
      )}
    </li>
  );
}
