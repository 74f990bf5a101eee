import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import type { CatalogueBrand, CatalogueModel } from '#shared/contracts/catalogue.ts';
import { errorResponse, gearTypesRoute } from '#web/test/fixtures.ts';
import { mockApi, renderPage } from '#web/test/render.tsx';
import { lena, loggedInWith } from '#web/test/users.ts';
import { AdminPage } from './admin-page.tsx';

const ozone: CatalogueBrand = { id: '21111111-1111-4111-8111-111111111111', name: 'Ozone' };
const gin: CatalogueBrand = { id: '22222222-2222-4222-8222-222222222222', name: 'Gin' };
const rush: CatalogueModel = {
  id: '31111111-1111-4111-8111-111111111111',
  brand: ozone.id,
  brand_name: 'Ozone',
  name: 'Rush 6',
  gear_type: GEAR_TYPE_IDS.wing,
  year: 2021,
};
const body = (init?: RequestInit) => JSON.parse(String(init?.body)) as Record<string, unknown>;
const method = (init?: RequestInit) => init?.method ?? 'GET';

/** A catalogue of two brands and one model that answers writes like the server. */
function catalogueApi(extra: Record<string, unknown> = {}) {
  return mockApi({
    'users/me/': { ...lena, is_staff: true },
    ...gearTypesRoute,
    'catalogue/unknown-models/': [],
    ...extra,
    'catalogue/brands/': (url: string, init?: RequestInit) => {
      if (method(init) === 'POST')
        return body(init).name === 'ozone'
          ? errorResponse(400, {
              code: 'validation_error',
              detail: 'Some fields are not valid.',
              errors: { name: ['The catalogue has this brand already.'] },
            })
          : Response.json({ id: '23333333-3333-4333-8333-333333333333', ...body(init) });
      if (method(init) === 'PUT') return { id: ozone.id, ...body(init) };
      if (method(init) === 'DELETE') return new Response(null, { status: 204 });
      return [ozone, gin];
    },
    'catalogue/models/': (_url: string, init?: RequestInit) => {
      if (method(init) === 'POST' || method(init) === 'PUT') return { ...rush, ...body(init) };
      if (method(init) === 'DELETE') return new Response(null, { status: 204 });
      return [rush];
    },
  });
}

const openCatalogue = () =>
  renderPage(<AdminPage />, { path: '/admin/catalogue', route: '/admin/*' });
const writes = (calls: { url: string; init?: RequestInit }[]) =>
  calls
    .filter((c) => method(c.init) !== 'GET')
    .map((c) => [method(c.init), c.url, c.init?.body ? body(c.init) : null]);

beforeEach(() => loggedInWith());

describe('Catalogue brands', () => {
  it('adds a brand, shows the server refusing a name it has, renames and deletes one', async () => {
    const user = userEvent.setup();
    const calls = catalogueApi();
    openCatalogue();
    const brands = await screen.findByRole('list', { name: 'Brands' });
    expect(
      within(brands)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Ozone'), expect.stringContaining('Gin')]);

    const add = screen.getByRole('form', { name: 'Add a brand' });
    await user.click(within(add).getByRole('button', { name: 'Add a brand' }));
    expect(await within(add).findByText('Enter a name.')).toBeInTheDocument();
    const name = within(add).getByRole('textbox', { name: 'Name' });
    await user.type(name, 'ozone');
    await user.click(within(add).getByRole('button', { name: 'Add a brand' }));
    expect(await within(add).findByText('The catalogue has this brand already.')).toBeVisible();
    expect(name).toHaveAccessibleDescription('The catalogue has this brand already.');
    await user.clear(name);
    await user.type(name, '  Advance  ');
    await user.click(within(add).getByRole('button', { name: 'Add a brand' }));
    await waitFor(() => expect(name).toHaveValue(''));

    await user.click(within(brands).getByRole('button', { name: 'Rename brand Ozone' }));
    const rename = within(brands).getByRole('form', { name: 'Rename brand Ozone' });
    const renamed = within(rename).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(renamed).toHaveFocus());
    await user.clear(renamed);
    await user.type(renamed, 'Ozone Gliders');
    await user.click(within(rename).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(brands).queryByRole('form')).toBeNull());
    await waitFor(() =>
      expect(within(brands).getByRole('button', { name: 'Rename brand Ozone' })).toHaveFocus(),
    );

    await user.click(within(brands).getByRole('button', { name: 'Delete brand Gin' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this brand?' });
    expect(dialog).toHaveTextContent('Brand Gin leaves the catalogue with all its models');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(within(brands).getByRole('button', { name: 'Delete brand Gin' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete this brand?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('Brand Gin deleted.')).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      ['POST', '/api/catalogue/brands/', { name: 'ozone' }],
      ['POST', '/api/catalogue/brands/', { name: 'Advance' }],
      ['PUT', `/api/catalogue/brands/${ozone.id}/`, { name: 'Ozone Gliders' }],
      ['DELETE', `/api/catalogue/brands/${gin.id}/`, null],
    ]);
  });

  it('says why a delete was refused', async () => {
    const user = userEvent.setup();
    catalogueApi({
      [`catalogue/brands/${gin.id}/`]: errorResponse(404, {
        code: 'not_found',
        detail: 'No brand with this id.',
      }),
    });
    openCatalogue();
    const brands = await screen.findByRole('list', { name: 'Brands' });
    await user.click(within(brands).getByRole('button', { name: 'Delete brand Gin' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this brand?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No brand with this id.');
  });
});

describe('Catalogue models', () => {
  it("adds, renames and deletes a brand's models of the chosen gear type", async () => {
    const user = userEvent.setup();
    const calls = catalogueApi();
    openCatalogue();
    const editor = await screen.findByRole('region', { name: "Edit a model's sizes" });
    await user.selectOptions(
      await within(editor).findByRole('combobox', { name: 'Gear type' }),
      'Paraglider Wing',
    );
    await waitFor(() =>
      expect(within(editor).getByRole('option', { name: 'Ozone' })).toBeInTheDocument(),
    );
    await user.selectOptions(within(editor).getByRole('combobox', { name: 'Brand' }), 'Ozone');
    const models = await within(editor).findByRole('list', { name: 'Models of Ozone' });
    expect(within(models).getByText('Rush 6')).toBeInTheDocument();

    const add = within(editor).getByRole('form', { name: 'Add a model' });
    await user.type(within(add).getByRole('textbox', { name: 'Name' }), 'Swift 6');
    await user.type(within(add).getByRole('textbox', { name: 'Year' }), '19');
    await user.click(within(add).getByRole('button', { name: 'Add a model' }));
    expect(await within(add).findByText('Enter a year from 1970 to 2100.')).toBeVisible();
    await user.type(within(add).getByRole('textbox', { name: 'Year' }), '99');
    await user.click(within(add).getByRole('button', { name: 'Add a model' }));

    await user.click(within(models).getByRole('button', { name: 'Rename model Rush 6' }));
    const rename = within(models).getByRole('form', { name: 'Rename model Rush 6' });
    expect(within(rename).getByRole('textbox', { name: 'Year' })).toHaveValue('2021');
    await user.clear(within(rename).getByRole('textbox', { name: 'Year' }));
    await user.click(within(rename).getByRole('button', { name: 'Save' }));

    await user.click(within(models).getByRole('button', { name: 'Delete model Rush 6' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this model?' });
    expect(dialog).toHaveTextContent('Model Rush 6 leaves the catalogue with all its sizes.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Model Rush 6 deleted.')).toBeInTheDocument();

    const model = { brand: ozone.id, gear_type: GEAR_TYPE_IDS.wing };
    expect(writes(calls)).toEqual([
      ['POST', '/api/catalogue/models/', { ...model, name: 'Swift 6', year: 1999 }],
      ['PUT', `/api/catalogue/models/${rush.id}/`, { ...model, name: 'Rush 6', year: null }],
      ['DELETE', `/api/catalogue/models/${rush.id}/`, null],
    ]);
  });
});
