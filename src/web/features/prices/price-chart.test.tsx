import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ModelPrices } from '#shared/contracts/prices.ts';
import { renderPage } from '#web/test/render.tsx';
import { PriceChart } from './price-chart.tsx';

const stats = (median: number, count: number) => ({
  median,
  q1: median - 100,
  q3: median + 100,
  count,
});
const prices = (over: Partial<ModelPrices> = {}): ModelPrices => ({
  model: '11111111-1111-4111-8111-111111111111',
  size: null,
  currency: 'EUR',
  asking: stats(1500, 14),
  sold: stats(1300, 6),
  by_year: [{ year: 2021, asking: stats(1400, 8), sold: null }],
  since: '2025-03-04T10:00:00.000Z',
  ...over,
});

describe('PriceChart', () => {
  it('draws the groups and says how many prices back it and since when', () => {
    const { container } = renderPage(<PriceChart prices={prices()} />);
    const caption =
      'Middle half of the prices (box) and median (line), from 14 asking prices and 6 sold prices in EUR since Mar 4, 2025. Groups of fewer than 5 prices are left out.';
    expect(screen.getByRole('img', { name: caption })).toBeInTheDocument();
    // 2021 asking; all years asking and sold: three boxes.
    expect(container.querySelectorAll('svg rect')).toHaveLength(3);
    expect(screen.getByRole('rowheader', { name: '2021' })).toBeInTheDocument();
    expect(screen.getByText('median €1,400 (€1,300–€1,500), 8 prices')).toBeInTheDocument();
  });

  it('shows no number without enough prices', () => {
    const { container } = renderPage(
      <PriceChart prices={prices({ asking: null, sold: null, by_year: [], since: null })} />,
    );
    expect(screen.getByText(/Not enough prices yet/)).toBeInTheDocument();
    expect(container.querySelector('svg')).toBeNull();
  });
});
