// Sample API answers for component tests, so each test states only what it is about (the users
// and the session are in users.ts).
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import type { GearType } from '#shared/contracts/gear-types.ts';
import type { Gear, Picture } from '#shared/contracts/gears.ts';

// The seller is lena of users.ts.
const SELLER_ID = '22222222-2222-4222-8222-222222222222';
export const GEAR_ID = '11111111-1111-4111-8111-111111111111';

/** A stored photo of 1600×1200 (its thumbnail 480×360); `n` makes its id and URLs its own. */
export function samplePicture(n = 1, overrides: Partial<Picture> = {}): Picture {
  return {
    picture_id: `5555555${n}-5555-4555-8555-555555555555`,
    link: `/media/${n}-large.webp`,
    thumbnail: `/media/${n}-thumb.webp`,
    width: 1600,
    height: 1200,
    thumbnail_width: 480,
    thumbnail_height: 360,
    ...overrides,
  };
}

export function sampleGear(overrides: Partial<Gear> = {}): Gear {
  return {
    id: GEAR_ID,
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
    condition: null,
    pickup: false,
    shipping: false,
    test_flight: false,
    town: null,
    published_at: '2026-11-01T10:00:00.000Z',
    price_type: 'fixed',
    previous_price: null,
    price_changed_at: null,
    ...overrides,
  };
}

/** The wing and harness types, each with extra properties of every kind. */
export const gearTypes: GearType[] = [
  {
    id: GEAR_TYPE_IDS.wing,
    name: 'Paraglider Wing',
    slug: 'wing',
    description: '',
    extra_properties: [
      { name: 'size', type: 'select', required: true, options: ['S', 'M', 'L'] },
      { name: 'weight_min', type: 'number', required: true, unit: 'kg' },
      { name: 'flight_hours', type: 'number', required: false, unit: 'h' },
    ],
  },
  {
    id: GEAR_TYPE_IDS.harness,
    name: 'Harness',
    slug: 'harness',
    description: '',
    extra_properties: [
      { name: 'harness_type', type: 'select', required: true, options: ['open', 'pod'] },
      { name: 'last_repack', type: 'date', required: false },
      { name: 'has_protector', type: 'boolean', required: false },
    ],
  },
];

/** The mockApi() route for GET gear-types/. */
export const gearTypesRoute = { 'gear-types/': gearTypes };

/** An error answer in the one error body. */
export const errorResponse = (status: number, body: object) => Response.json(body, { status });
