import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import { errorResponse, gearTypesRoute } from '#web/test/fixtures.ts';
import { inLanguage } from '#web/test/language.ts';
import { mockApi, renderPage } from '#web/test/render.tsx';
import { lena, loggedInWith } from '#web/test/users.ts';
import { AdminPage } from './admin-page.tsx';

const staffRoutes = { 'users/me/': { ...lena, is_staff: true }, ...gearTypesRoute };
const openCatalogue = () =>
  renderPage(<AdminPage />, { path: '/admin/catalogue', route: '/admin/*' });
const csvFile = (text: string) => new File([text], 'catalogue.csv', { type: 'text/csv' });

// The server's answer to a file with two bad rows.
const refusedImport = () => ({
  ...staffRoutes,
  'catalogue/unknown-models/': [],
  'catalogue/brands/': [],
  'catalogue/import/': errorResponse(400, {
    code: 'validation_error',
    detail: 'The file has 2 problems; nothing was imported.',
    errors: {
      csv: [
        'Row 2, weight_min: Enter a number.',
        'Row 3, source: Say where the numbers come from.',
      ],
    },
  }),
});

beforeEach(() => loggedInWith());

describe('Catalogue CSV import', () => {
  it('sends the file and shows the counts', async () => {
    const user = userEvent.setup();
    const calls = mockApi({
      ...staffRoutes,
      'catalogue/unknown-models/': [],
      'catalogue/brands/': [],
      'catalogue/import/': { sizes: 7, models: 2, brands: 1 },
    });
    openCatalogue();
    const form = await screen.findByRole('form', { name: 'Import a catalogue CSV' });
    await user.upload(within(form).getByLabelText('Catalogue CSV file'), csvFile('a,b\n1,2\n'));
    await user.click(within(form).getByRole('button', { name: 'Import' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Imported: sizes 7, models 2, brands 1.',
    );
    const post = calls.find((c) => c.init?.method === 'POST')!;
    expect(post.url).toBe('/api/catalogue/import/');
    expect(JSON.parse(String(post.init?.body))).toEqual({ csv: 'a,b\n1,2\n' });
  });

  it("lists the server's row errors and says nothing was imported", async () => {
    const user = userEvent.setup();
    mockApi(refusedImport());
    openCatalogue();
    const form = await screen.findByRole('form', { name: 'Import a catalogue CSV' });
    await user.upload(within(form).getByLabelText('Catalogue CSV file'), csvFile('x\n'));
    await user.click(within(form).getByRole('button', { name: 'Import' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was imported. Fix these rows');
    expect(alert).toHaveTextContent('The file has 2 problems');
    const problems = within(alert).getByRole('list', { name: 'Problems in the file' });
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Row 2, weight_min: Enter a number.',
      'Row 3, source: Say where the numbers come from.',
    ]);
  });

  it('says what was wrong in the page’s language', async () => {
    const user = userEvent.setup();
    mockApi(refusedImport());
    await inLanguage('pt', async () => {
      openCatalogue();
      const form = await screen.findByRole('form', { name: 'Importar um CSV do catálogo' });
      await user.upload(within(form).getByLabelText('Ficheiro CSV do catálogo'), csvFile('x\n'));
      await user.click(within(form).getByRole('button', { name: 'Importar' }));
      const alert = await within(form).findByRole('alert');
      await waitFor(() =>
        expect(alert).toHaveTextContent('O ficheiro tem 2 problemas; nada foi importado.'),
      );
      expect(
        within(alert)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([
        'Linha 2, weight_min: Indique um número.',
        'Linha 3, source: Diga de onde vêm os números.',
      ]);
    });
  });

  it('refuses a file over 1 MB without sending it', async () => {
    const user = userEvent.setup();
    const calls = mockApi({
      ...staffRoutes,
      'catalogue/unknown-models/': [],
      'catalogue/brands/': [],
    });
    openCatalogue();
    const form = await screen.findByRole('form', { name: 'Import a catalogue CSV' });
    await user.upload(
      within(form).getByLabelText('Catalogue CSV file'),
      csvFile('x'.repeat(1_000_001)),
    );
    await user.click(within(form).getByRole('button', { name: 'Import' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('larger than 1 MB');
    expect(calls.some((c) => c.init?.method === 'POST')).toBe(false);
  });
});

describe('Listed models the catalogue lacks', () => {
  it('adds a pair: the brand the catalogue has under the same key, then the model', async () => {
    const user = userEvent.setup();
    const ozone = { id: '21111111-1111-4111-8111-111111111111', name: 'Ozone' };
    let added = false;
    const calls = mockApi({
      ...staffRoutes,
      'catalogue/unknown-models/': () =>
        added
          ? []
          : [{ gear_type: GEAR_TYPE_IDS.wing, brand: 'OZONE ', model: 'Zeno 2', listings: 3 }],
      'catalogue/brands/': [ozone],
      'catalogue/models/': (_url: string, init?: RequestInit) => {
        if (init?.method === 'POST') added = true;
        return { id: '31111111-1111-4111-8111-111111111111', brand_name: 'Ozone', year: null };
      },
    });
    openCatalogue();
    const list = await screen.findByRole('list', {
      name: 'Listed models the catalogue does not know',
    });
    expect(within(list).getByRole('listitem')).toHaveTextContent('Paraglider Wing · 3 listings');
    await user.click(
      within(list).getByRole('button', { name: 'Add OZONE Zeno 2 to the catalogue' }),
    );
    expect(await screen.findByText('OZONE Zeno 2 added to the catalogue.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByText('Every listed model is in the catalogue.')).toBeInTheDocument(),
    );
    const post = calls.find((c) => c.init?.method === 'POST')!;
    expect(post.url).toBe('/api/catalogue/models/');
    expect(JSON.parse(String(post.init?.body))).toEqual({
      brand: ozone.id,
      gear_type: GEAR_TYPE_IDS.wing,
      name: 'Zeno 2',
      year: null,
    });
  });
});
