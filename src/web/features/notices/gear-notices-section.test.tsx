import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GearNotice } from '#shared/contracts/notice-matches.ts';
import type { Notice } from '#shared/contracts/safety-notices.ts';
import type { ItemRecord } from '#shared/contracts/item-records.ts';
import { GEAR_ID } from '#web/test/fixtures.ts';
import { mockApi, renderPage } from '#web/test/render.tsx';
import { noticeKeys } from './api/queries.ts';
import { GearNoticesSection } from './gear-notices-section.tsx';

const notice = (id: string, overrides: Partial<Notice> = {}): Notice => ({
  id,
  title: { en: 'Forza brake lines', fr: 'Suspentes de frein de la Forza' },
  text: { en: 'Replace the brake lines.' },
  issuer: 'manufacturer',
  source_url: 'https://ozone.example/notice',
  date: '2026-11-01',
  severity: 'grounding',
  scope: {
    brand: { id: '55555555-5555-4555-8555-555555555551', name: 'Ozone' },
    models: [],
    sizes: [],
    serial_rules: [],
    produced_from: null,
    produced_to: null,
    hours_over: null,
  },
  withdrawn_at: null,
  matched: { listings: 1, items: 1 },
  fixed: { listings: 0, items: 0 },
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  ...overrides,
});
const fix = {
  id: '88888888-8888-4888-8888-888888888888',
  date: '2026-11-10',
  text: 'New brake lines fitted by the workshop.',
  pictures: [{ id: 'p1', image: '/media/fix.webp', thumbnail: '/media/fix-t.webp' }],
} as unknown as ItemRecord;

const show = (entries: GearNotice[], renderFix?: (entry: GearNotice) => React.ReactNode) => {
  mockApi({ [`gears/${GEAR_ID}/notices/`]: entries });
  return renderPage(<GearNoticesSection gearId={GEAR_ID} renderFix={renderFix} />);
};

describe("a listing's safety notices", () => {
  it('tells an affected listing from one that may be, and shows what the seller did', async () => {
    show([
      { notice: notice('a'), match: 'affected', fix: null },
      {
        notice: notice('b', { severity: 'action', title: { en: 'Riser check' } }),
        match: 'may_be_affected',
        fix,
      },
    ]);
    const region = await screen.findByRole('region', { name: 'Safety notices' });
    const [first, second] = within(region).getAllByRole('listitem');
    expect(first).toHaveTextContent('Grounding: do not fly until fixed');
    expect(first).toHaveTextContent('This gear is affected.');
    expect(first).toHaveTextContent('The seller has not recorded a fix.');
    expect(within(first!).getByRole('link', { name: /Read the source/ })).toHaveAttribute(
      'href',
      'https://ozone.example/notice',
    );
    expect(second).toHaveTextContent('May be affected — check the serial.');
    expect(second).toHaveTextContent('The seller recorded the fix on Nov 10, 2026.');
    expect(second).toHaveTextContent('New brake lines fitted by the workshop.');
    expect(within(second!).getByRole('img', { name: 'Proof of the fix, photo 1' })).toBeVisible();
  });

  it('offers the seller the fix only for a notice without one', async () => {
    show(
      [
        { notice: notice('a'), match: 'affected', fix: null },
        { notice: notice('b'), match: 'affected', fix },
      ],
      (entry) => <button type="button">Fix {entry.notice.id}</button>,
    );
    expect(await screen.findByRole('button', { name: 'Fix a' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Fix b' })).not.toBeInTheDocument();
  });

  it('shows nothing when no notice applies', async () => {
    const { queryClient } = show([]);
    // Once the answer is in, the page has rendered with it.
    await waitFor(() =>
      expect(queryClient.getQueryState(noticeKeys.ofGear(GEAR_ID))?.status).toBe('success'),
    );
    expect(screen.queryByRole('region', { name: 'Safety notices' })).not.toBeInTheDocument();
  });
});
