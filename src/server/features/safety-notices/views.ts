// Notices as the API answers them: the stored row with its scope's catalogue names and its match
// and fix counts, read for a whole page at once (three queries, whatever its length).
import type { SerialRule } from '#shared/contracts/notice-scope.ts';
import type { Notice } from '#shared/contracts/safety-notices.ts';
import type { Db } from '#server/db/client.ts';
import { catalogueNamesOf } from './catalogue-repository.ts';
import { matchCountsOf, type NoticeRow } from './repository.ts';

const NONE = { listings: 0, items: 0 };

export async function noticeViews(db: Db, rows: NoticeRow[]): Promise<Notice[]> {
  const [names, counts] = await Promise.all([
    catalogueNamesOf(db, {
      brands: [...new Set(rows.map((r) => r.brand_id))],
      models: [...new Set(rows.flatMap((r) => r.model_ids))],
      sizes: [...new Set(rows.flatMap((r) => r.size_ids))],
    }),
    matchCountsOf(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((r) => ({
    id: r.id,
    title: r.title as Notice['title'],
    text: r.text as Notice['text'],
    issuer: r.issuer,
    source_url: r.source_url,
    date: r.date,
    severity: r.severity,
    scope: {
      brand: { id: r.brand_id, name: names.brands.get(r.brand_id) ?? '' },
      // A model or size deleted from the catalogue since is left out of what is shown.
      models: r.model_ids.flatMap((id) => {
        const name = names.models.get(id);
        return name === undefined ? [] : [{ id, name }];
      }),
      sizes: r.size_ids.flatMap((id) => {
        const size = names.sizes.get(id);
        return size ? [size] : [];
      }),
      serial_rules: r.serial_rules as SerialRule[],
      produced_from: r.produced_from,
      produced_to: r.produced_to,
      hours_over: r.hours_over,
    },
    withdrawn_at: r.withdrawn_at?.toISOString() ?? null,
    matched: counts.get(r.id)?.matched ?? NONE,
    fixed: counts.get(r.id)?.fixed ?? NONE,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  }));
}

export async function noticeView(db: Db, row: NoticeRow): Promise<Notice> {
  return (await noticeViews(db, [row]))[0]!;
}
