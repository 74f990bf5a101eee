// A gear type's form values and the body they send: a property row per extra property, which
// remembers the name it was loaded with (a renamed one goes as `renamed_from`), and the
// resolver that checks the body with the shared contract, so its errors name the body's paths.
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import {
  gearTypeCreateSchema,
  type ExtraPropertyWrite,
  type GearTypeCreate,
  type GearTypeCreateInput,
} from '#shared/contracts/catalogue-writes.ts';
import type { GearType } from '#shared/contracts/gear-types.ts';
import type { GearTypeValues as Values, Row } from './property-row.tsx';

export const toRow = (p: GearType['extra_properties'][number]): Row => ({
  original: p.name,
  name: p.name,
  type: p.type,
  required: p.required,
  options: (p.options ?? []).join(', '),
  unit: p.unit ?? '',
});
export const emptyRow = (): Row => ({
  name: '',
  type: 'text',
  required: false,
  options: '',
  unit: '',
});

function toProperty(row: Row): ExtraPropertyWrite {
  const property: ExtraPropertyWrite = {
    name: row.name.trim(),
    type: row.type,
    required: row.required,
  };
  if (row.type === 'select')
    property.options = row.options
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean);
  if (row.unit.trim()) property.unit = row.unit.trim();
  if (row.original && row.original !== property.name) property.renamed_from = row.original;
  return property;
}

export const toBody = ({ rows, ...values }: Values): GearTypeCreateInput => ({
  ...values,
  extra_properties: rows.map(toProperty),
});
// The contract checks the body the form sends, so its errors name the body's paths.
const bodySchema = z.preprocess((values) => toBody(values as Values), gearTypeCreateSchema);
export const resolver = zodResolver(
  bodySchema as unknown as z.ZodType<GearTypeCreate, Values>,
  undefined,
  {
    raw: true,
  },
) as Resolver<Values>;
