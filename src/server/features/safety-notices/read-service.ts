// The notices of a listing (its detail page) and of a seller's own gear (the dashboard): the
// notices, how each matched, and the passport record that fixed it (read through the passport,
// so a record shows as it does there: photos, who signed).
import type { ItemRecord } from '#shared/contracts/item-records.ts';
import type { GearNotice, MyNotice } from '#shared/contracts/notice-matches.ts';
import type { Db } from '#server/db/client.ts';
import type { PhotoStore } from '#server/media/photo-store.ts';
import { canSeeGear } from '#server/policies/gear-visibility.ts';
import type { Viewer } from '#server/policies/viewer.ts';
import { itemsByIds } from '#server/features/items/repository.ts';
import { itemViews } from '#server/features/items/service.ts';
import { noticesOfGear, noticesOfOwner, type SubjectNoticeRow } from './gear-notices-repository.ts';
import { noticeRowsByIds } from './repository.ts';
import { noticeViews } from './views.ts';

type Deps = { db: Db; photos: PhotoStore };

async function withNotices(deps: Deps, rows: SubjectNoticeRow[], viewer: Viewer | null) {
  const notices = new Map(
    (
      await noticeViews(
        deps.db,
        await noticeRowsByIds(deps.db, [...new Set(rows.map((r) => r.notice_id))]),
      )
    ).map((n) => [n.id, n]),
  );
  const itemIds = [...new Set(rows.flatMap((r) => (r.fix_id && r.item_id ? [r.item_id] : [])))];
  const items = itemIds.length
    ? await itemViews(deps, { rows: await itemsByIds(deps.db, itemIds), viewer })
    : [];
  const records = new Map<string, ItemRecord>(
    items.flatMap((i) => i.records.map((r) => [r.id, r] as const)),
  );
  return rows.map((r) => ({
    row: r,
    notice: notices.get(r.notice_id)!,
    fix: r.fix_id ? (records.get(r.fix_id) ?? null) : null,
  }));
}

/** The listing's notices, or null when the viewer may not see the listing (its 404). */
export async function gearNotices(
  deps: Deps,
  gearId: string,
  viewer: Viewer | null,
): Promise<GearNotice[] | null> {
  const { gear, rows } = await noticesOfGear(deps.db, gearId);
  if (!gear || !canSeeGear(gear, viewer)) return null;
  const shown = await withNotices(deps, rows, viewer);
  return shown.map(({ row, notice, fix }) => ({ notice, match: row.match, fix }));
}

export async function myNotices(deps: Deps, viewer: Viewer): Promise<MyNotice[]> {
  const shown = await withNotices(deps, await noticesOfOwner(deps.db, viewer.id), viewer);
  return shown.map(({ row, notice, fix }) => ({
    notice,
    match: row.match,
    gear: row.gear_id ? { id: row.gear_id, name: row.gear_name ?? '' } : null,
    item: row.item_id,
    fix,
  }));
}
