// The price guide's numbers as a table (under a "show the numbers" disclosure): what the chart
// draws, for screen readers and keyboard users: per year, the median and middle half of the
// asking and sold prices with how many there were.
import { useTranslation } from 'react-i18next';
import type { PriceStats } from '#shared/contracts/prices.ts';

export type Row = { label: string; asking: PriceStats | null; sold: PriceStats | null };

export function PriceTable({ rows, money }: { rows: Row[]; money: (n: number) => string }) {
  const { t } = useTranslation();
  const cell = (s: PriceStats | null) =>
    s
      ? t('prices.chart.cell', {
          median: money(s.median),
          q1: money(s.q1),
          q3: money(s.q3),
          count: s.count,
        })
      : '—';
  return (
    <details className="text-sm">
      <summary className="cursor-pointer underline">{t('prices.chart.table')}</summary>
      <table className="mt-2 w-full text-left">
        <thead>
          <tr>
            <th scope="col">{t('prices.chart.year')}</th>
            <th scope="col">{t('prices.chart.asking')}</th>
            <th scope="col">{t('prices.chart.sold')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{cell(row.asking)}</td>
              <td>{cell(row.sold)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
