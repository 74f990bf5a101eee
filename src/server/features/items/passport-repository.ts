// SQL of one passport as its page reads it (GET items/{id}/): the item with its stolen hold and
// its check rule, and its records with their certifier, their author's certifier account and
// their photos, in one statement built once (db/prepared.ts): the item left joined to its
// records, one row per record (one row with no record). It was two statements (the item, its
// records), and seven before session 18 (bench/README.md).
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { CheckRule } from '#shared/passport/check-rule.ts';
import type { Db } from '#server/db/client.ts';
import { preparedOn } from '#server/db/prepared.ts';
import {
  catalogueCheckRules,
  certifierAccounts,
  certifiers,
  itemRecords,
  items,
} from '#server/db/schema.ts';
import { itemHeld } from '#server/policies/gear-visibility.ts';
import { ruleColumns, ruleOf, ruleOfItem } from './check-rule-repository.ts';
import { recordSelection, toRecordRow, type RecordRow } from './records-repository.ts';
import type { ItemRow } from './repository.ts';

const passportOf = preparedOn((db) =>
  db
    .select({
      item: items,
      held: sql<boolean>`${itemHeld(items.id)}`,
      rule: ruleColumns,
      ...recordSelection,
    })
    .from(items)
    .leftJoin(catalogueCheckRules, ruleOfItem(db))
    .leftJoin(itemRecords, eq(itemRecords.item_id, items.id))
    .leftJoin(certifiers, eq(certifiers.id, itemRecords.certifier_id))
    .leftJoin(certifierAccounts, eq(certifierAccounts.user_id, itemRecords.user_id))
    .where(eq(items.id, sql.placeholder('id')))
    // recordsOfItems' order: the newest first.
    .orderBy(desc(itemRecords.date), desc(itemRecords.created_at), asc(itemRecords.id))
    .prepare('passport_of_item'),
);

export type Passport = {
  item: ItemRow & { held: boolean; rule: CheckRule };
  records: RecordRow[];
};

/** The item (with its hold and rule) and its records, or null when there is no such item. */
export async function findPassport(db: Db, id: string): Promise<Passport | null> {
  const rows = await passportOf(db).execute({ id });
  const first = rows[0];
  if (!first) return null;
  const rule = ruleOf({ gear_type: first.item.gear_type_id, rule: first.rule });
  return {
    item: { ...first.item, held: first.held, rule },
    records: rows.flatMap(({ record, ...r }) =>
      record?.id ? [toRecordRow({ ...r, record })] : [],
    ),
  };
}
