import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Item } from '#shared/contracts/items.ts';
import { Button } from '#web/components/ui/form/button.tsx';
import { formatDate } from '#web/lib/format-dates.ts';
import { useDeleteRecord } from '../api/passport.ts';
import { RecordEntry } from './record-entry.tsx';
import { StatusSummary } from './status-summary.tsx';

// The record form reads its choices from the items contract (zod): loaded when opened, so the
// listing page a visitor reads carries no form schema (scripts/check-bundle.ts).
const RecordForm = lazy(() => import('./record-form.tsx').then((m) => ({ default: m.RecordForm })));

type Props = {
  item: Item;
  /** The user may add records: the owner, or a certifier account. */
  certifier: { id: string; name: string } | null;
};

/** An item's passport: its facts, status and the timeline of records, newest first. */
export function ItemPassport({ item, certifier }: Props) {
  const { t, i18n } = useTranslation();
  const [adding, setAdding] = useState(false);
  const remove = useDeleteRecord(item.id);
  const canAdd = item.is_owner || certifier !== null;
  const serial = item.serial
    ? item.serial
    : item.serial_hint
      ? t('passport.serialEndsIn', { hint: item.serial_hint })
      : t('passport.noSerial');
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
        <dt className="text-stone-600">{t('passport.fields.serial')}</dt>
        <dd className="font-medium">{serial}</dd>
        {item.production_date && (
          <>
            <dt className="text-stone-600">{t('passport.fields.production_date')}</dt>
            <dd>{formatDate(item.production_date, i18n.language)}</dd>
          </>
        )}
        {item.flight_hours !== null && (
          <>
            <dt className="text-stone-600">{t('passport.fields.flight_hours')}</dt>
            <dd>{item.flight_hours}</dd>
          </>
        )}
      </dl>
      <StatusSummary status={item.status} />
      {item.records.length === 0 ? (
        <p className="text-stone-700">{t('passport.status.none')}</p>
      ) : (
        <ol aria-label={t('passport.timeline')} className="ml-2">
          {item.records.map((record) => (
            <RecordEntry
              key={record.id}
              record={record}
              onDelete={() => {
                if (window.confirm(t('passport.record.confirmDelete'))) remove.mutate(record.id);
              }}
            />
          ))}
        </ol>
      )}
      {canAdd &&
        (adding ? (
          <Suspense fallback={null}>
            <RecordForm itemId={item.id} certifier={certifier} onDone={() => setAdding(false)} />
          </Suspense>
        ) : (
          <Button className="no-print self-start" onClick={() => setAdding(true)}>
            {t('passport.addRecord')}
          </Button>
        ))}
    </div>
  );
}
