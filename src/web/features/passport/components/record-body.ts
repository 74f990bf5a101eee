// The record form's text values turned into the API's record body: empty fields become null,
// the measurements are sent only for a check, and the signer and the fixed notice are added.
import type { RecordWrite } from '#shared/contracts/item-records.ts';

export const today = () => new Date().toISOString().slice(0, 10);
const number = (v: string) => (v.trim() === '' ? null : Number(v));
const bool = (v: string) => (v === '' ? null : v === 'yes');

type Options = {
  /** The record is signed: the user speaks for a certifier and left "sign" ticked. */
  sign: boolean;
  /** The safety notice this record fixes. */
  notice?: { id: string } | undefined;
};

export function recordBody(v: Record<string, string>, { sign, notice }: Options): RecordWrite {
  const isCheck = v.kind === 'check';
  const by: RecordWrite['by'] =
    v.by === 'certifier'
      ? { type: 'certifier', certifier: v.certifier ?? '' }
      : v.by === 'shop'
        ? { type: 'shop', shop_name: v.shop_name ?? '' }
        : { type: 'owner' };
  return {
    kind: v.kind as RecordWrite['kind'],
    date: v.date ?? '',
    valid_until: v.valid_until || null,
    flight_hours: number(v.flight_hours ?? ''),
    by,
    porosity:
      isCheck && v.porosity
        ? [{ point: v.point ?? '', value: Number(v.porosity), limit: number(v.limit ?? '') }]
        : [],
    trim: [],
    line_strength_ok: isCheck ? bool(v.line_strength_ok ?? '') : null,
    canopy_ok: isCheck ? bool(v.canopy_ok ?? '') : null,
    risers_ok: isCheck ? bool(v.risers_ok ?? '') : null,
    verdict: isCheck && v.verdict ? (v.verdict as RecordWrite['verdict']) : null,
    text: v.text ?? '',
    sign,
    ...(notice && { notice: notice.id }),
  } satisfies RecordWrite;
}
