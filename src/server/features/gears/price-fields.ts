// The price fields of a gear as the API answers them (docs/api.md, "Offers and prices"). The
// database keeps the last drop (migration 0022's trigger); it is shown for PRICE_DROP_SHOWN_DAYS
// and only while the price is still below the one it replaced.
import { PRICE_DROP_SHOWN_DAYS } from '#shared/contracts/prices.ts';
import type { Gear } from '#shared/contracts/gears.ts';

const DAY_MS = 24 * 3600 * 1000;

export const numberOrNull = (value: number | string | null) =>
  value === null ? null : Number(value);

type PriceRow = {
  price: number | string;
  price_type: Gear['price_type'];
  previous_price: number | string | null;
  price_changed_at: Date | null;
};

export function priceFields(
  row: PriceRow,
  now = Date.now(),
): Pick<Gear, 'price_type' | 'previous_price' | 'price_changed_at'> {
  const previous = numberOrNull(row.previous_price);
  const changed = row.price_changed_at;
  const shown =
    previous !== null &&
    changed !== null &&
    previous > Number(row.price) &&
    now - changed.getTime() <= PRICE_DROP_SHOWN_DAYS * DAY_MS;
  return {
    price_type: row.price_type,
    previous_price: shown ? previous : null,
    price_changed_at: shown ? changed.toISOString() : null,
  };
}
