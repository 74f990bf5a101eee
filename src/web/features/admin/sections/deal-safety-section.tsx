// /admin/deal-safety: the counts of warned messages per kind, and the stolen-gear reports to
// review: publishing one makes it public and its serial a match for the check; the items and
// listings it holds (released when the match is wrong).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WARNING_KINDS } from '#shared/contracts/deal-safety.ts';
import { paths } from '#shared/paths.ts';
import { ActionFailed, HoldRelease, StolenReview } from './stolen-review.tsx';
import {
  usePendingStolen,
  useRatingReports,
  useReleaseHold,
  useReviewStolen,
  useStolenHolds,
  useWarningCounts,
} from '#web/features/admin/api/deal-safety.ts';

export function DealSafetySection() {
  const { t } = useTranslation();
  const counts = useWarningCounts().data;
  const pending = usePendingStolen().data?.items;
  const review = useReviewStolen();
  const ratingReports = useRatingReports().data;
  const holds = useStolenHolds().data;
  const release = useReleaseHold();
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="warning-counts">
        <h2 id="warning-counts" className="text-xl font-semibold">
          {t('admin.dealSafety.warnings')}
        </h2>
        {counts && (
          <dl className="mt-2 grid grid-cols-[auto_auto] justify-start gap-x-6 gap-y-1">
            <dt>{t('admin.dealSafety.total')}</dt>
            <dd>{counts.total}</dd>
            <dt>{t('admin.dealSafety.last30')}</dt>
            <dd>{counts.last_30_days}</dd>
            {WARNING_KINDS.map((kind) => (
              <div key={kind} className="contents">
                <dt>{t(`admin.dealSafety.kinds.${kind}`)}</dt>
                <dd>{counts.by_kind[kind]}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      <section aria-labelledby="stolen-pending">
        <h2 id="stolen-pending" className="text-xl font-semibold">
          {t('admin.dealSafety.pending')}
        </h2>
        {pending?.length === 0 && <p className="text-stone-600">{t('admin.dealSafety.none')}</p>}
        {review.error && <ActionFailed error={review.error} />}
        <ul className="mt-2 flex flex-col gap-3">
          {pending?.map((r) => (
            <li key={r.id} className="rounded-xl border border-stone-200 bg-white p-3">
              <p className="font-semibold">
                {r.brand} {r.model} · {r.serial}
              </p>
              <p className="text-sm text-stone-700">
                {r.place}, {r.stolen_on} {r.police_ref && `· ${r.police_ref}`}
              </p>
              <StolenReview report={r} review={review} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="stolen-holds">
        <h2 id="stolen-holds" className="text-xl font-semibold">
          {t('admin.dealSafety.holds')}
        </h2>
        {holds?.length === 0 && <p className="text-stone-600">{t('admin.dealSafety.noHolds')}</p>}
        {release.error && <ActionFailed error={release.error} />}
        <ul className="mt-2 flex flex-col gap-3">
          {holds?.map((hold) => (
            <li key={hold.id} className="rounded-xl border border-stone-200 bg-white p-3">
              <p className="font-semibold">
                {hold.item.brand} {hold.item.model} · {hold.item.serial}
              </p>
              <p className="text-sm text-stone-700">
                <Link to={`/stolen-gear/${hold.report.id}`} className="underline">
                  {t('admin.dealSafety.holdReport', {
                    title: `${hold.report.brand} ${hold.report.model}`,
                    serial: hold.report.serial,
                  })}
                </Link>
              </p>
              {hold.gears.length > 0 && (
                <ul className="text-sm">
                  {hold.gears.map((gear) => (
                    <li key={gear.id}>
                      <Link to={paths.gear(gear.id)} className="underline">
                        {gear.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
              <HoldRelease
                holdId={hold.id}
                title={`${hold.item.brand} ${hold.item.model}`}
                release={release}
              />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="rating-reports">
        <h2 id="rating-reports" className="text-xl font-semibold">
          {t('admin.dealSafety.ratingReports')}
        </h2>
        {ratingReports?.length === 0 && (
          <p className="text-stone-600">{t('admin.dealSafety.noRatingReports')}</p>
        )}
        <ul className="mt-2 flex flex-col gap-3">
          {ratingReports?.map(({ id, text, rating }) => (
            <li key={id} className="rounded-xl border border-stone-200 bg-white p-3">
              <p className="font-semibold">
                {rating.rater.first_name} {rating.rater.last_name} → {rating.text || '—'}
              </p>
              {text && <p className="text-sm text-stone-700">{text}</p>}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
