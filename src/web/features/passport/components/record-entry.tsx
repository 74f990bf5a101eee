import { useTranslation } from 'react-i18next';
import type { ItemRecord } from '#shared/contracts/item-records.ts';
import { Button } from '#web/components/ui/form/button.tsx';
import { formatDate } from '#web/lib/format-dates.ts';

const yesNo = (value: boolean | null) =>
  value === null ? null : value ? 'passport.record.ok' : 'passport.record.notOk';

/** One record of the timeline, with its proof photos; a delete for those who may change it. */
export function RecordEntry({ record, onDelete }: { record: ItemRecord; onDelete?: () => void }) {
  const { t, i18n } = useTranslation();
  const by = record.by.type === 'owner' ? t('passport.record.byOwner') : (record.by.name ?? '');
  const facts: [string, string][] = [];
  if (record.flight_hours !== null)
    facts.push([t('passport.fields.flight_hours'), String(record.flight_hours)]);
  if (record.valid_until)
    facts.push([t('passport.fields.valid_until'), formatDate(record.valid_until, i18n.language)]);
  for (const p of record.porosity)
    facts.push([
      `${t('passport.fields.porosity')}${p.point ? ` (${p.point})` : ''}`,
      p.limit === null ? `${p.value} s` : `${p.value} s / ${p.limit} s`,
    ]);
  for (const [field, value] of [
    ['line_strength_ok', record.line_strength_ok],
    ['canopy_ok', record.canopy_ok],
    ['risers_ok', record.risers_ok],
  ] as const) {
    const key = yesNo(value);
    if (key) facts.push([t(`passport.fields.${field}`), t(key)]);
  }
  for (const l of record.trim)
    facts.push([`${t('passport.fields.trim')} ${l.line}`, `${l.measured_mm} / ${l.nominal_mm} mm`]);
  if (record.verdict)
    facts.push([t('passport.fields.verdict'), t(`passport.verdict.${record.verdict}`)]);
  return (
    <li className="relative border-l-2 border-stone-300 pb-5 pl-5 break-inside-avoid">
      <span
        aria-hidden
        className="absolute top-1.5 -left-[7px] size-3 rounded-full bg-accent-700"
      />
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{formatDate(record.date, i18n.language)}</span>
        {/* One run of text: on a phone the workshop's name wraps as words do, not as a line
            of its own that starts with the dot. */}
        <span>
          {t(`passport.kind.${record.kind}`)}
          {by && <span className="text-stone-700">{` · ${by}`}</span>}
        </span>
        {record.signed ? (
          <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
            <span aria-hidden>{'✓ '}</span>
            {t('passport.record.signed')}
          </span>
        ) : (
          record.declared_by_owner && (
            <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-700">
              {t('passport.record.declared')}
            </span>
          )
        )}
      </p>
      {facts.length > 0 && (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {facts.map(([label, value], i) => (
            <div key={i} className="contents">
              <dt className="text-stone-600">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {record.text && <p className="mt-2 text-sm whitespace-pre-line">{record.text}</p>}
      {record.pictures.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={t('passport.record.proof')}>
          {record.pictures.map((p) => (
            <li key={p.id}>
              <a href={p.image} target="_blank" rel="noreferrer">
                <img
                  src={p.thumbnail}
                  alt={t('passport.record.proofOf', {
                    date: formatDate(record.date, i18n.language),
                  })}
                  className="h-20 w-28 rounded border border-stone-200 object-cover"
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {record.can_edit && onDelete && (
        <Button variant="danger-outline" size="sm" className="no-print mt-2" onClick={onDelete}>
          {t('passport.record.delete')}
        </Button>
      )}
    </li>
  );
}
