// A model's price guide as a chart drawn in SVG (rendered on the server with the page, no chart
// library): per year of manufacture, the middle half of the prices as a box and the median as a
// line, asking prices and sold prices side by side. Only the groups the API sends (5 prices or
// more) are drawn; the caption says how many prices and since when, and a table repeats the
// numbers for screen readers and keyboard users.
import { useTranslation } from 'react-i18next';
import type { ModelPrices, PriceStats } from '#shared/contracts/prices.ts';
import { formatPrice } from '#web/lib/format.ts';
import { formatDate } from '#web/lib/format-dates.ts';
import { PriceTable, type Row } from './price-table.tsx';

const W = 640;
const H = 240;
const PAD = { left: 72, right: 12, top: 12, bottom: 28 };
const KINDS = [
  { kind: 'asking', fill: '#99f6e4', stroke: '#0f766e' },
  { kind: 'sold', fill: '#fde68a', stroke: '#b45309' },
] as const;

export function PriceChart({ prices }: { prices: ModelPrices }) {
  const { t, i18n } = useTranslation();
  const lng = i18n.language;
  const currency = prices.currency;
  const rows: Row[] = prices.by_year.map((y) => ({ label: String(y.year), ...y }));
  if (prices.asking || prices.sold)
    rows.push({ label: t('prices.chart.allYears'), asking: prices.asking, sold: prices.sold });
  if (!currency || rows.length === 0 || !prices.since)
    return <p className="text-stone-700">{t('prices.chart.notEnough')}</p>;
  const money = (n: number) => formatPrice(Math.round(n), currency, lng);
  const stats = rows.flatMap((r) => [r.asking, r.sold]).filter((s): s is PriceStats => !!s);
  const low = Math.min(...stats.map((s) => s.q1));
  const high = Math.max(...stats.map((s) => s.q3));
  const span = high - low || high || 1;
  const y = (v: number) => PAD.top + (1 - (v - low) / span) * (H - PAD.top - PAD.bottom);
  const slot = (W - PAD.left - PAD.right) / rows.length;
  const asking = prices.asking?.count ?? 0;
  const sold = prices.sold?.count ?? 0;
  const caption = t('prices.chart.caption', {
    asking,
    sold,
    since: formatDate(prices.since, lng),
    currency,
  });
  return (
    <figure className="flex flex-col gap-2">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={caption}
        className="h-auto w-full max-w-2xl"
      >
        {[low, (low + high) / 2, high].map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} stroke="#e7e5e4" />
            <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end" fontSize="11" fill="#57534e">
              {money(v)}
            </text>
          </g>
        ))}
        {rows.map((row, i) => (
          <g key={row.label}>
            {KINDS.map(({ kind, fill, stroke }, k) => {
              const s = row[kind];
              if (!s) return null;
              const x = PAD.left + i * slot + slot * (0.15 + k * 0.37);
              const w = slot * 0.3;
              return (
                <g key={kind}>
                  <rect
                    x={x}
                    y={y(s.q3)}
                    width={w}
                    height={Math.max(2, y(s.q1) - y(s.q3))}
                    fill={fill}
                    stroke={stroke}
                  />
                  <line
                    x1={x}
                    x2={x + w}
                    y1={y(s.median)}
                    y2={y(s.median)}
                    stroke={stroke}
                    strokeWidth="3"
                  />
                </g>
              );
            })}
            <text
              x={PAD.left + (i + 0.5) * slot}
              y={H - 8}
              textAnchor="middle"
              fontSize="12"
              fill="#44403c"
            >
              {row.label}
            </text>
          </g>
        ))}
      </svg>
      <figcaption className="text-sm text-stone-700">
        <span className="mr-3 inline-flex items-center gap-1">
          <span aria-hidden className="inline-block size-3 border border-teal-700 bg-teal-200" />
          {t('prices.chart.asking')}
        </span>
        <span className="mr-3 inline-flex items-center gap-1">
          <span aria-hidden className="inline-block size-3 border border-amber-700 bg-amber-200" />
          {t('prices.chart.sold')}
        </span>
        <span className="block">{caption}</span>
      </figcaption>
      <PriceTable rows={rows} money={money} />
    </figure>
  );
}
