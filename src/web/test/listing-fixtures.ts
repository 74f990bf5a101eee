// Shared data for the listing and certificate component tests.
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import type { GearType } from '#shared/contracts/gear-types.ts';
import type { Gear } from '#shared/contracts/gears.ts';
import type { PrivateUser } from '#shared/contracts/users.ts';

export const OWNER_ID = '22222222-2222-4222-8222-222222222222';
export const OTHER_ID = '33333333-3333-4333-8333-333333333333';
export const GEAR_ID = '11111111-1111-4111-8111-111111111111';

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

export function makeUser(id = OWNER_ID): PrivateUser {
  return {
    id,
    username: 'ana',
    email: 'ana@example.com',
    first_name: 'Ana',
    last_name: 'Silva',
    country: 'PT',
    phone_number: '',
    is_certified_seller: false,
    is_staff: false,
    email_verified: true,
    contact_visibility: 'email_phone',
    message_mails: true,
    date_joined: '2026-01-01T00:00:00.000Z',
  };
}

export function makeGear(overrides: Partial<Gear> = {}): Gear {
  return {
    id: GEAR_ID,
    name: 'Lovely Rush',
    brand: 'Ozone',
    model: 'Rush 6',
    description: '',
    price: 1850.5,
    currency: 'EUR',
    gear_type: GEAR_TYPE_IDS.wing,
    properties: { size: 'M', weight_min: 80 },
    country: 'PT',
    status: 'active',
    user: OWNER_ID,
    seller: { id: OWNER_ID, first_name: 'Ana', last_name: 'Silva', is_certified_seller: false },
    pictures: [],
    has_certificate: false,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    catalogue_size: null,
    ...overrides,
  };
}

export function logIn() {
  document.cookie = 'airToken=test-token; path=/';
}

export function logOut() {
  document.cookie = 'airToken=; Max-Age=0; path=/';
}

export const errorResponse = (status: number, body: object) => Response.json(body, { status });
