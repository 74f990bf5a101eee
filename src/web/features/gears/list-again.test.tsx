// "List it again": /addgear?item=<id> starts the listing form from an item of "my gear" (type,
// brand, model, catalogue size and its properties, year, hours, the serial shown) and the
// listing it saves names the item, so the passport's records follow it.
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import type { CatalogueSize } from '#shared/contracts/catalogue.ts';
import type { Item } from '#shared/contracts/items.ts';
import { mockApi, renderPage } from '#web/test/render.tsx';
import { errorResponse, gearTypes, sampleGear } from '#web/test/fixtures.ts';
import { lena, loggedInWith, loggedOut } from '#web/test/users.ts';
import { AddGearPage } from './add-gear-page.tsx';

afterEach(() => {
  loggedOut();
  localStorage.clear();
});

const ITEM = '99999999-9999-4999-8999-999999999999';
const SIZE = '77777777-7777-4777-8777-777777777777';
// The fixture's wing type with a year, as the real one has.
const types = [
  {
    ...gearTypes[0]!,
    extra_properties: [
      ...gearTypes[0]!.extra_properties,
      { name: 'year', type: 'number' as const, required: true },
    ],
  },
  gearTypes[1]!,
];
const item: Item = {
  id: ITEM,
  gear_type: GEAR_TYPE_IDS.wing,
  brand: 'Ozone',
  model: 'Rush 6',
  catalogue_size: SIZE,
  serial: 'OZR6M4X9',
  serial_hint: '4X9',
  production_date: '2021-04-01',
  flight_hours: 120,
  is_owner: true,
  status: {
    check: 'none',
    valid_until: null,
    repack: null,
    repack_until: null,
    lifespan_exceeded: false,
    rule_source: 'general',
    rule_is_general: true,
  },
  records: [],
  created_at: '2025-01-01T10:00:00.000Z',
};
const size: CatalogueSize = {
  id: SIZE,
  model: '66666666-6666-4666-8666-666666666666',
  name: 'M',
  en_class: 'B',
  weight_min: 85,
  weight_max: 105,
  flat_area: null,
  glider_weight: null,
  max_load: null,
  pilot_height_min: null,
  pilot_height_max: null,
  source: 'manufacturer',
};

function renderListAgain(routes: Record<string, unknown> = {}) {
  loggedInWith();
  const calls = mockApi({
    'users/me/': lena,
    'gear-types/': types,
    [`items/${ITEM}/`]: item,
    [`catalogue/sizes/${SIZE}/`]: size,
    ...routes,
  });
  renderPage(<AddGearPage />, { path: `/addgear?item=${ITEM}`, route: '/addgear' });
  return calls;
}

describe('List it again (/addgear?item=)', () => {
  it('starts from the item and saves a listing linked to it', async () => {
    const user = userEvent.setup();
    const calls = renderListAgain({ 'gears/': sampleGear({ status: 'draft' }) });
    expect(await screen.findByLabelText('Title')).toHaveValue('Ozone Rush 6 M');
    expect(screen.getByText(/passport of Ozone Rush 6 \(serial OZR6M4X9\)/)).toBeInTheDocument();
    expect(screen.getByLabelText('Category')).toHaveValue(GEAR_TYPE_IDS.wing);
    expect(screen.getByLabelText('Brand')).toHaveValue('Ozone');
    expect(screen.getByLabelText('Model')).toHaveValue('Rush 6');
    expect(screen.getByRole('combobox', { name: 'Size' })).toHaveValue('M');
    expect(screen.getByRole('spinbutton', { name: 'Minimum weight' })).toHaveValue(85);
    expect(screen.getByRole('spinbutton', { name: 'Flight hours (optional)' })).toHaveValue(120);
    expect(screen.getByRole('spinbutton', { name: 'Year' })).toHaveValue(2021);

    await user.type(screen.getByLabelText('Price'), '1500');
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms and conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Save and add photos' }));
    await screen.findByRole('dialog', { name: 'Add photos' });
    const post = calls.find((c) => c.init?.method === 'POST')!;
    expect(post.url).toBe('/api/gears/');
    expect(JSON.parse(String(post.init?.body))).toMatchObject({
      name: 'Ozone Rush 6 M',
      gear_type: GEAR_TYPE_IDS.wing,
      catalogue_size: SIZE,
      properties: { size: 'M', weight_min: 85, flight_hours: 120, year: 2021 },
      item: ITEM,
      status: 'draft',
    });
  });

  it('says why when the item cannot be read, and shows no form', async () => {
    renderListAgain({
      [`items/${ITEM}/`]: errorResponse(404, {
        detail: 'No item with this id.',
        code: 'not_found',
      }),
    });
    expect(await screen.findByText(/No item with this id/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Title')).not.toBeInTheDocument();
  });
});
