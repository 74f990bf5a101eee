import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import { mockApi, renderPage } from '#web/test/render.tsx';
import { AddGearPage } from './add-gear-page.tsx';
import { errorResponse, GEAR_ID, gearTypes, sampleGear } from '#web/test/fixtures.ts';
import { lena, loggedInWith, loggedOut } from '#web/test/users.ts';

afterEach(() => {
  loggedOut();
  localStorage.clear();
});

async function renderLoggedIn(routes: Record<string, unknown> = {}) {
  loggedInWith();
  const calls = mockApi({ 'users/me/': lena, 'gear-types/': gearTypes, ...routes });
  const view = renderPage(<AddGearPage />, { path: '/addgear', route: '/addgear' });
  await screen.findByLabelText('Category');
  return { calls, ...view };
}

async function fillCore(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Title'), 'My first wing');
  await user.type(screen.getByLabelText('Brand'), 'Ozone');
  await user.type(screen.getByLabelText('Model'), 'Rush 6');
  await user.type(screen.getByLabelText('Price'), '1850.5');
}

describe('AddGearPage form', () => {
  it('asks for the category and names each other empty field by its label', async () => {
    const user = userEvent.setup();
    const { calls } = await renderLoggedIn();
    await user.type(screen.getByLabelText('Title'), 'Wing');
    await user.click(screen.getByRole('button', { name: 'Save and add photos' }));
    expect(await screen.findByText('Please choose category!')).toBeInTheDocument();
    expect(screen.getByText('The field "Brand" is empty!')).toBeInTheDocument();
    expect(screen.getByText('The field "Model" is empty!')).toBeInTheDocument();
    expect(screen.getByText('The field "Price" is empty!')).toBeInTheDocument();
    expect(screen.queryByText('The field "Title" is empty!')).not.toBeInTheDocument();
    expect(screen.getByText('Please accept the terms and conditions.')).toBeInTheDocument();
    // The error is tied to its input for screen readers.
    expect(screen.getByLabelText('Brand')).toHaveAccessibleDescription(
      'The field "Brand" is empty!',
    );
    expect(screen.getByLabelText('Brand')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.init?.method === 'POST')).toBe(false);
  });

  it('shows the login message when the form changes while logged out, with a link that remembers /addgear', async () => {
    const user = userEvent.setup();
    mockApi({ 'gear-types/': gearTypes });
    renderPage(<AddGearPage />, { path: '/addgear', route: '/addgear' });
    await user.type(await screen.findByLabelText('Title'), 'W');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('In order to place an add please login');
    expect(within(alert).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/auth?next=%2Faddgear',
    );
    // What was typed stays.
    expect(screen.getByLabelText('Title')).toHaveValue('W');
  });

  it('generates the chosen type’s extra fields: Paraglider Wing has a required Size select', async () => {
    const user = userEvent.setup();
    await renderLoggedIn();
    expect(screen.queryByLabelText('Size')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Category'), 'Paraglider Wing');
    const size = await screen.findByRole('combobox', { name: 'Size' });
    expect(size).toBeRequired();
    expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose…', 'S', 'M', 'L']);
    expect(screen.getByRole('spinbutton', { name: 'Minimum weight' })).toHaveAccessibleDescription(
      'kg',
    );
    expect(screen.getByRole('spinbutton', { name: 'Flight hours (optional)' })).not.toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Save and add photos' }));
    expect(await screen.findByText('The field "Size" is empty!')).toBeInTheDocument();
    expect(screen.getByText('The field "Minimum weight" is empty!')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Category'), 'Harness');
    expect(screen.queryByLabelText('Size')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Harness type' })).toBeInTheDocument();
    expect(screen.getByLabelText('Last repack (optional)')).toHaveAttribute('type', 'date');
    expect(screen.getByRole('checkbox', { name: 'has protector' })).toBeInTheDocument();
  });

  it('posts the payload, then opens the photo modal; Skip goes to the detail page', async () => {
    const user = userEvent.setup();
    const { calls, router } = await renderLoggedIn({
      [`gears/${GEAR_ID}/publish/`]: sampleGear(),
      'gears/': sampleGear({ status: 'draft' }),
    });
    await user.selectOptions(screen.getByLabelText('Category'), 'Paraglider Wing');
    await fillCore(user);
    await user.selectOptions(screen.getByLabelText('Currency'), 'GBP');
    await user.selectOptions(screen.getByLabelText('Price type'), 'Offers welcome');
    await user.selectOptions(screen.getByLabelText('Size'), 'M');
    await user.type(screen.getByLabelText('Minimum weight'), '75');
    await user.click(screen.getByRole('checkbox', { name: /I accept the terms and conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Save and add photos' }));

    const dialog = await screen.findByRole('dialog', { name: 'Add photos' });
    const post = calls.find((c) => c.init?.method === 'POST')!;
    expect(post.url).toBe('/api/gears/');
    expect(JSON.parse(String(post.init?.body))).toEqual({
      name: 'My first wing',
      brand: 'Ozone',
      model: 'Rush 6',
      price: 1850.5,
      currency: 'GBP',
      price_type: 'offers',
      gear_type: GEAR_TYPE_IDS.wing,
      properties: { size: 'M', weight_min: 75 },
      description: '',
      catalogue_size: null,
      condition: null,
      pickup: false,
      shipping: false,
      test_flight: false,
      town: null,
      // A draft until the photo step is done: no alert goes out for a listing without photos.
      status: 'draft',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/itemdetails/${GEAR_ID}`));
    expect(calls.some((c) => c.url.endsWith('/publish/') && c.init?.method === 'POST')).toBe(true);
  });

  it('shows the server’s field errors under the right inputs and keeps what was typed', async () => {
    const user = userEvent.setup();
    const body = {
      detail: 'Some fields are not valid.',
      code: 'validation_error',
      errors: { 'properties.size': ['Use one of: S, M, L.'], name: ['Too long.'] },
    };
    await renderLoggedIn({ 'gears/': errorResponse(400, body) });
    await user.selectOptions(screen.getByLabelText('Category'), 'Paraglider Wing');
    await fillCore(user);
    await user.selectOptions(screen.getByLabelText('Size'), 'L');
    await user.type(screen.getByLabelText('Minimum weight'), '75');
    await user.click(screen.getByRole('checkbox', { name: /I accept/ }));
    await user.click(screen.getByRole('button', { name: 'Save and add photos' }));

    expect(await screen.findByText('Use one of: S, M, L.')).toBeInTheDocument();
    expect(screen.getByLabelText('Size')).toHaveAccessibleDescription('Use one of: S, M, L.');
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Too long.');
    expect(screen.getByLabelText('Title')).toHaveValue('My first wing');
    expect(screen.getByLabelText('Price')).toHaveValue('1850.5');
    expect(screen.getByLabelText('Size')).toHaveValue('L');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('AddGearPage size suggestions', () => {
  it("suggests the chosen catalogue model's sizes first in the free-text size field", async () => {
    const user = userEvent.setup();
    const MODEL = '99999999-9999-4999-8999-999999999999';
    const size = (id: string, name: string) => ({
      id,
      model: MODEL,
      name,
      en_class: 'B' as const,
      weight_min: 65,
      weight_max: 85,
      flat_area: null,
      glider_weight: null,
      max_load: null,
      pilot_height_min: null,
      pilot_height_max: null,
      source: 'maker',
    });
    // The seeded wing's size: free text suggesting XXS–XXL.
    const types = gearTypes.map((type) =>
      type.id === GEAR_TYPE_IDS.wing
        ? {
            ...type,
            extra_properties: type.extra_properties.map((p) =>
              p.name === 'size' ? { ...p, type: 'text' as const, options: ['S', 'M', 'L'] } : p,
            ),
          }
        : type,
    );
    const model = {
      id: MODEL,
      brand: 'b0000000-0000-4000-8000-000000000000',
      brand_name: 'Ozone',
      name: 'Rush 6',
      gear_type: GEAR_TYPE_IDS.wing,
      year: 2024,
    };
    await renderLoggedIn({
      'gear-types/': types,
      'catalogue/brands/': [{ id: model.brand, name: 'Ozone' }],
      [`catalogue/models/${MODEL}/`]: { ...model, sizes: [size('s1', '22'), size('s2', 'M')] },
      'catalogue/models/': [model],
    });
    await user.selectOptions(screen.getByLabelText('Category'), GEAR_TYPE_IDS.wing);
    const input = await screen.findByLabelText('Size');
    const suggested = () =>
      [...document.querySelectorAll(`#${CSS.escape(input.getAttribute('list')!)} option`)].map(
        (o) => o.getAttribute('value'),
      );
    expect(suggested()).toEqual(['S', 'M', 'L']);
    await user.type(screen.getByLabelText('Brand'), 'Ozone');
    await user.type(screen.getByLabelText('Model'), 'Rush 6');
    await waitFor(() => expect(suggested()).toEqual(['22', 'M', 'S', 'L']));
    // Any size still goes.
    await user.type(input, '23');
    expect(input).toHaveValue('23');
  });
});
