// "My gear" on the dashboard: the user's items with their passports (add records, print from the
// listing), and the items offered to them by a seller, to accept with their history or decline.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Item } from '#shared/contracts/items.ts';
import { Button } from '#web/components/ui/form/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ErrorMessage } from '#web/components/ui/error-message.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { AirworthinessBadge } from '#web/components/ui/airworthiness-badge.tsx';
import {
  useCertifierAccount,
  useDecideTransfer,
  useMyItems,
  useReminders,
  useSetReminders,
  useTransfers,
} from './api/passport.ts';
import { ItemPassport } from './components/item-passport.tsx';

function Offers() {
  const { t } = useTranslation();
  const { data = [] } = useTransfers();
  const decide = useDecideTransfer();
  if (data.length === 0) return null;
  return (
    <ul className="mb-4 flex flex-col gap-2" aria-label={t('passport.offers')}>
      {data.map((offer) => (
        <li
          key={offer.id}
          className="flex flex-wrap items-center gap-3 rounded-xl border border-accent-200 bg-accent-50 p-3"
        >
          <span className="flex-1">
            {t('passport.offered', { title: `${offer.brand} ${offer.model}` })}
          </span>
          <Button
            size="sm"
            disabled={decide.isPending}
            onClick={() => decide.mutate({ id: offer.id, accept: true })}
          >
            {t('passport.accept')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={decide.isPending}
            onClick={() => decide.mutate({ id: offer.id, accept: false })}
          >
            {t('passport.decline')}
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** The stolen-gear report form, filled with the item's type, brand, model and serial. */
const reportStolenHref = (item: Item) =>
  `/stolen-gear?${new URLSearchParams({
    gear_type: item.gear_type,
    brand: item.brand,
    model: item.model,
    serial: item.serial ?? '',
  }).toString()}#report-stolen`;

/** The reminder mail switch (on by default). */
function ReminderSwitch() {
  const { t } = useTranslation();
  const { data } = useReminders();
  const set = useSetReminders();
  if (!data) return null;
  return (
    <label className="mb-4 flex min-h-11 items-center gap-2 text-sm">
      <input
        type="checkbox"
        className="size-5 shrink-0"
        checked={data.enabled}
        disabled={set.isPending}
        onChange={(e) => set.mutate(e.target.checked)}
      />
      {t('passport.reminders')}
    </label>
  );
}

export function MyGearSection() {
  const { t } = useTranslation();
  const { data, isPending, error, refetch } = useMyItems();
  const account = useCertifierAccount(true);
  let content;
  if (isPending) content = <Spinner />;
  else if (error) content = <ErrorMessage error={error} onRetry={() => void refetch()} />;
  else if (data.length === 0)
    content = <EmptyState title={t('passport.myGearEmpty')}>{t('passport.myGearHint')}</EmptyState>;
  else
    content = (
      <ul className="flex flex-col gap-3">
        {data.map((item) => (
          <li key={item.id} className="rounded-xl border border-stone-200 bg-white">
            <details>
              <summary className="flex cursor-pointer flex-wrap items-center gap-3 p-4">
                <span className="font-semibold">{`${item.brand} ${item.model}`}</span>
                <AirworthinessBadge status={item.status} />
                <span className="text-sm text-stone-600">
                  {t('passport.recordCount', { count: item.records.length })}
                </span>
              </summary>
              <div className="border-t border-stone-200 p-4">
                {item.held && (
                  <p role="status" className="mb-3 font-semibold text-red-800">
                    {t('stolen.heldItem')}
                  </p>
                )}
                <Link
                  to={`/addgear?item=${encodeURIComponent(item.id)}`}
                  className="mb-4 inline-block font-medium text-accent-800 underline"
                >
                  {t('passport.listAgain', { title: `${item.brand} ${item.model}` })}
                </Link>
                <ItemPassport item={item} certifier={account.data?.certifier ?? null} />
                {item.serial && (
                  <Link
                    to={reportStolenHref(item)}
                    className="mt-3 inline-block font-medium text-red-800 underline"
                  >
                    {t('stolen.reportThis', { title: `${item.brand} ${item.model}` })}
                  </Link>
                )}
              </div>
            </details>
          </li>
        ))}
      </ul>
    );
  return (
    <section aria-labelledby="my-gear-heading" className="mt-10">
      <h2 id="my-gear-heading" className="mb-3 text-xl font-semibold">
        {t('passport.myGear')}
      </h2>
      <Offers />
      <ReminderSwitch />
      {content}
    </section>
  );
}
