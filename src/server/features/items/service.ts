// The passport as the API answers it: items with their status (records + check rule, computed by
// the shared status function) and records with their proof photos, cut to what the viewer may see.
import type { ItemRecord } from '#shared/contracts/item-records.ts';
import type { Item } from '#shared/contracts/items.ts';
import type { CheckRule } from '#shared/passport/check-rule.ts';
import { serialHint } from '#shared/contracts/passport-fields.ts';
import { itemStatus, type ItemStatus } from '#shared/passport/status.ts';
import type { Db } from '#server/db/client.ts';
import type { PhotoStore } from '#server/media/photo-store.ts';
import type { Viewer } from '#server/policies/viewer.ts';
import { canChangeRecord, isItemOwner, seesItemPrivates } from '#server/policies/item-access.ts';
import { checkRulesOfItems } from './check-rule-repository.ts';
import { recordsOfItems, statusRecordsOfItems, type RecordRow } from './records-repository.ts';
import { statusRecordsOf } from './status-records.ts';
import { heldItemIds, type ItemRow } from './repository.ts';

/** Today in UTC, the day every status is computed for. */
export const utcToday = () => new Date().toISOString().slice(0, 10);

const byOf = (r: RecordRow): ItemRecord['by'] =>
  r.certifier_id
    ? { type: 'certifier', certifier: r.certifier_id, name: r.certifier_name }
    : r.shop_name
      ? { type: 'shop', certifier: null, name: r.shop_name }
      : { type: 'owner', certifier: null, name: null };

function recordView(
  r: RecordRow,
  {
    viewer,
    item,
    pictures,
  }: { viewer: Viewer | null; item: ItemRow; pictures: ItemRecord['pictures'] },
): ItemRecord {
  return {
    id: r.id,
    item: r.item_id,
    kind: r.kind,
    date: r.date,
    valid_until: r.valid_until,
    flight_hours: r.flight_hours,
    by: byOf(r),
    signed: r.signed_by !== null,
    signed_at: r.signed_at?.toISOString() ?? null,
    declared_by_owner: r.signed_by === null && !r.by_certifier_account,
    can_edit: canChangeRecord(r, viewer, { item, authorIsCertifier: r.by_certifier_account }),
    porosity: r.porosity as ItemRecord['porosity'],
    line_strength_ok: r.line_strength_ok,
    trim: r.trim as ItemRecord['trim'],
    canopy_ok: r.canopy_ok,
    risers_ok: r.risers_ok,
    verdict: r.verdict,
    text: r.text,
    notice: r.notice_id,
    pictures,
    created_at: r.created_at.toISOString(),
  };
}

/**
 * The status of each item (for cards and lists: no records or photos read, unless given; the
 * rules read unless each row has its own, as findItemWithHold reads it).
 */
export async function statusesOf(
  db: Db,
  rows: (Pick<ItemRow, 'id' | 'gear_type_id' | 'production_date' | 'flight_hours'> & {
    rule?: CheckRule;
  })[],
  known?: RecordRow[],
): Promise<Map<string, ItemStatus>> {
  const ids = rows.map((r) => r.id);
  const [rules, records] = await Promise.all([
    rows.every((r) => r.rule)
      ? new Map(rows.map((r) => [r.id, r.rule!]))
      : checkRulesOfItems(db, ids),
    known ? statusRecordsOf(known) : statusRecordsOfItems(db, ids),
  ]);
  const today = utcToday();
  return new Map(
    rows.map((row) => [
      row.id,
      itemStatus(
        {
          gear_type: row.gear_type_id,
          production_date: row.production_date,
          flight_hours: row.flight_hours,
        },
        { records: records.get(row.id) ?? [], rule: rules.get(row.id)!, today },
      ),
    ]),
  );
}

/**
 * Whole passports: each item with its status, records and their photos (one statement for the
 * records with their photos, one for the check rules). Rows read with their hold (`held`, as
 * findItemWithHold reads them) are not asked about it again.
 */
export async function itemViews(
  { db, photos }: { db: Db; photos: PhotoStore },
  {
    rows,
    viewer,
    records: known,
  }: {
    rows: (ItemRow & { held?: boolean; rule?: CheckRule })[];
    viewer: Viewer | null;
    /** The rows' records when already read (items/passport-repository.ts). */
    records?: RecordRow[];
  },
): Promise<Item[]> {
  const ids = rows.map((r) => r.id);
  const records = known ?? (await recordsOfItems(db, ids));
  const [statuses, held] = await Promise.all([
    statusesOf(db, rows, records),
    rows.every((r) => r.held !== undefined)
      ? new Set(ids.filter((_, i) => rows[i]!.held))
      : heldItemIds(db, ids),
  ]);
  const picturesOf = (r: RecordRow) =>
    r.pictures.map((p) => ({
      id: p.id,
      image: photos.url(p.key, 'large'),
      thumbnail: photos.url(p.key, 'thumb'),
    }));
  return rows.map((row) => {
    const privates = seesItemPrivates(row, viewer);
    return {
      id: row.id,
      gear_type: row.gear_type_id,
      brand: row.brand,
      model: row.model,
      catalogue_size: row.catalogue_size_id,
      ...(privates ? { serial: row.serial, owner: row.owner_id } : {}),
      serial_hint: serialHint(row.serial),
      production_date: row.production_date,
      flight_hours: row.flight_hours,
      is_owner: isItemOwner(row, viewer),
      status: statuses.get(row.id)!,
      records: records
        .filter((r) => r.item_id === row.id)
        .map((r) => recordView(r, { viewer, item: row, pictures: picturesOf(r) })),
      ...(privates && held.has(row.id) ? { held: 'stolen_report' as const } : {}),
      created_at: row.created_at.toISOString(),
    };
  });
}
