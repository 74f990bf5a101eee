// Sample API answers for component tests, so each test states only what it is about.
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import type { GearType } from '#shared/contracts/gear-types.ts';
import type { Gear } from '#shared/contracts/gears.ts';

const SELLER_ID = '22222222-2222-4222-8222-222222222222';

export function sampleGear(overrides: Partial<Gear> = {}): Gear {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Lovely Rush',
    brand: 'Ozone',
    model: 'Rush 6',
    description: '',
    price: 1850.5,
    currency: 'EUR',
    gear_type: GEAR_TYPE_IDS.wing,
    properties: {},
    country: 'PT',
    status: 'active',
    user: SELLER_ID,
    seller: { id: SELLER_ID, first_name: 'Ana', last_name: 'S', is_certified_seller: true },
    pictures: [],
    has_certificate: true,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    catalogue_size: null,
    ...overrides,
  };
}

const type = (id: string, name: string, slug: string): GearType => ({
  id,
  name,
  slug,
  description: '',
  extra_properties: [],
});

/** The mockApi() route for GET gear-types/ with the wing and harness types. */
export const gearTypesRoute = {
  'gear-types/': [
    type(GEAR_TYPE_IDS.wing, 'Paraglider Wing', 'wing'),
    type(GEAR_TYPE_IDS.harness, 'Harness', 'harness'),
  ],
};
