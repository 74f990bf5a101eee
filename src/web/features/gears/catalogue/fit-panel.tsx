// The detail page's fit: the certified range with the pilot's remembered weight marked, and the
// catalogue's facts beside the seller's, with a warning where they differ.
import { useTranslation } from 'react-i18next';
import type { Gear } from '#shared/contracts/gears.ts';
import { useCatalogueSize } from './api.ts';
import { parseWeight } from '#web/lib/takeoff-weight.ts';
import { useTakeoffWeight } from '#web/lib/use-takeoff-weight.ts';

const num = (v: unknown) => (typeof v === 'number' ? v : null);

/** The listing's range: a wing's certified take-off weights, a reserve's 0–max load. */
function rangeOf(gear: Gear): [number, number] | null {
  const p = gear.properties;
  const min = num(p.weight_min) ?? (num(p.max_load) !== null ? 0 : null);
  const max = num(p.weight_max) ?? num(p.max_load);
  return min !== null && max !== null && max > min ? [min, max] : null;
}

export function FitPanel({ gear }: { gear: Gear }) {
  const { t } = useTranslation();
  const size = useCatalogueSize(gear.catalogue_size);
  const range = rangeOf(gear);
  const weight = parseWeight(useTakeoffWeight());
  if (!range && !size.data) return null;
  const facts = size.data
    ? (
        [
          ['weight_min', size.data.weight_min],
          ['weight_max', size.data.weight_max],
          ['max_load', size.data.max_load],
        ] as const
      ).filter(([name, v]) => v !== null && name in gear.properties)
    : [];
  const differs = facts.some(([name, v]) => num(gear.properties[name]) !== v);
  const share = range && weight !== null ? (weight - range[0]) / (range[1] - range[0]) : null;
  const inside = share !== null && share >= 0 && share <= 1;
  const third = share === null ? null : share < 1 / 3 ? 'low' : share <= 2 / 3 ? 'mid' : 'high';
  return (
    <section
      className="rounded-xl border border-stone-200 bg-white p-4"
      aria-labelledby="fit-title"
    >
      <h2 id="fit-title" className="text-sm font-semibold tracking-wide text-stone-500 uppercase">
        {t('fit.rangeTitle')}
      </h2>
      {range && (
        <>
          <p className="mt-1 font-medium">{`${range[0]}–${range[1]} kg`}</p>
          <div className="relative mt-2 h-3 rounded-full bg-gradient-to-r from-sky-200 via-emerald-200 to-amber-200">
            {share !== null && (
              <span
                aria-hidden
                className="absolute -top-1 h-5 w-1 rounded bg-stone-900"
                style={{ left: `${Math.min(100, Math.max(0, share * 100))}%` }}
              />
            )}
          </div>
          <p className="mt-2 text-sm" data-testid="fit-position">
            {weight === null
              ? t('fit.noWeight')
              : inside
                ? t('fit.position', { weight, place: t(`fit.${third}`) })
                : t('fit.outside', { weight })}
          </p>
        </>
      )}
      {size.data && (
        <p className="mt-2 text-sm text-stone-700">
          {t('fit.catalogueFacts')}:{' '}
          {facts.map(([name, v]) => `${t(`fit.fact.${name}`)} ${v} kg`).join(', ')}
          {size.data.source === 'demo' && ` (${t('catalogue.demoValues')})`}
        </p>
      )}
      {differs && (
        <p role="note" className="mt-2 rounded-lg bg-amber-50 p-2 text-sm text-amber-900">
          {t('fit.differs')}
        </p>
      )}
    </section>
  );
}
