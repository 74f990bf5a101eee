// The gear form's values: their type, the empty form, and the edit form's prefill from a listing.
// Their schema and error words are in gear-form-schema.ts, the API body in gear-form-body.ts.
import type { Currency, GearCondition, GearStatus, PriceType } from '#shared/constants.ts';
import type { Town } from '#shared/contracts/towns.ts';
import type { Gear } from '#shared/contracts/gears.ts';

export type PropertyInput = string | boolean;

export type GearFormValues = {
  gear_type: string;
  name: string;
  brand: string;
  model: string;
  price: string;
  currency: Currency;
  price_type: PriceType;
  /** The final price, given when marking it sold ('' for none). */
  sold_price: string;
  description: string;
  status: GearStatus;
  properties: Record<string, PropertyInput>;
  /** The catalogue size picked ('' for free text). */
  catalogue_size: string;
  /** '' when the seller does not say. */
  condition: GearCondition | '';
  pickup: boolean;
  shipping: boolean;
  test_flight: boolean;
  /** The town chosen from the gazetteer's suggestions, or null. */
  town: Town | null;
  terms: boolean;
  /** The seller's item (gear passport) the listing offers, '' for none: its records follow. */
  item: string;
};

export const emptyGearForm: GearFormValues = {
  gear_type: '',
  name: '',
  brand: '',
  model: '',
  price: '',
  currency: 'EUR',
  price_type: 'fixed',
  sold_price: '',
  description: '',
  status: 'active',
  properties: {},
  catalogue_size: '',
  condition: '',
  pickup: false,
  shipping: false,
  test_flight: false,
  town: null,
  terms: false,
  item: '',
};

/** Prefills the edit form; the seller already accepted the terms when listing it. */
export function gearToForm(gear: Gear): GearFormValues {
  const properties = Object.fromEntries(
    Object.entries(gear.properties).map(([k, v]) => [k, typeof v === 'boolean' ? v : String(v)]),
  );
  return {
    gear_type: gear.gear_type,
    name: gear.name,
    brand: gear.brand,
    model: gear.model,
    price: String(gear.price),
    currency: gear.currency,
    price_type: gear.price_type,
    sold_price: gear.sold_price == null ? '' : String(gear.sold_price),
    description: gear.description,
    // A reservation is kept by an edit (it is changed from the conversation).
    status: gear.status === 'reserved' ? 'active' : gear.status,
    properties,
    catalogue_size: gear.catalogue_size ?? '',
    condition: gear.condition ?? '',
    pickup: gear.pickup,
    shipping: gear.shipping,
    test_flight: gear.test_flight,
    town: gear.town,
    terms: true,
    item: gear.item ?? '',
  };
}

/** What the form counts as not filled in: nothing, or only spaces. */
export const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
