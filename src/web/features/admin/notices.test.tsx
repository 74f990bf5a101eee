import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorResponse, gearTypesRoute } from '#web/test/fixtures.ts';
import { mockApi, renderPage } from '#web/test/render.tsx';
import { lena, loggedInWith } from '#web/test/users.ts';
import type { Notice } from '#shared/contracts/safety-notices.ts';
import { AdminPage } from './admin-page.tsx';

const BRAND = '55555555-5555-4555-8555-555555555551';
const MODEL = '44444444-4444-4444-8444-444444444444';
const SIZE = '33333333-3333-4333-8333-333333333333';
const notice: Notice = {
  id: '77777777-7777-4777-8777-777777777777',
  title: { en: 'Forza brake lines' },
  text: { en: 'Replace the brake lines before the next flight.' },
  issuer: 'manufacturer',
  source_url: 'https://ozone.example/notice',
  date: '2026-11-01',
  severity: 'grounding',
  scope: {
    brand: { id: BRAND, name: 'Ozone' },
    models: [],
    sizes: [],
    serial_rules: [{ from: 'Q-31A', to: 'Q-49E' }],
    produced_from: null,
    produced_to: null,
    hours_over: null,
  },
  withdrawn_at: null,
  matched: { listings: 3, items: 2 },
  fixed: { listings: 1, items: 0 },
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
};

const catalogue = {
  'catalogue/brands/': [{ id: BRAND, name: 'Ozone' }],
  'catalogue/models/': (url: string) =>
    url.includes('?')
      ? [
          {
            id: MODEL,
            brand: BRAND,
            brand_name: 'Ozone',
            name: 'Forza',
            gear_type: 'x',
            year: 2024,
          },
        ]
      : { id: MODEL, name: 'Forza', sizes: [{ id: SIZE, model: MODEL, name: 'ML' }] },
};
type Call = { url: string; init?: RequestInit };
const writes = (calls: Call[]) => calls.filter((c) => c.init?.method && c.init.method !== 'GET');
const openNotices = () => renderPage(<AdminPage />, { path: '/admin/notices', route: '/admin/*' });

beforeEach(() => loggedInWith());

describe('the back office notices', () => {
  it('lists each notice with what it matched and how many recorded the fix', async () => {
    mockApi({ 'users/me/': { ...lena, is_staff: true }, ...gearTypesRoute, 'notices/': [notice] });
    openNotices();
    expect(await screen.findByRole('heading', { name: 'Forza brake lines' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Matched: 3 listings, 2 passport items · Fix recorded: 1 listings, 0 passport items',
      ),
    ).toBeVisible();
    expect(screen.getByText('from Q-31A to Q-49E')).toBeVisible();
  });

  it('asks for the English title and text before sending anything', async () => {
    const user = userEvent.setup();
    const calls = mockApi({
      'users/me/': { ...lena, is_staff: true },
      ...gearTypesRoute,
      ...catalogue,
      'notices/': [],
    });
    openNotices();
    await user.click(await screen.findByRole('button', { name: 'New safety notice' }));
    await user.click(screen.getByRole('button', { name: 'Publish the notice' }));
    const english = screen.getByRole('group', { name: 'English (required)' });
    expect(within(english).getByLabelText(/Title/)).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(within(english).getByLabelText(/Title/)).toHaveFocus();
    expect(writes(calls)).toEqual([]);
  });

  it('builds the scope from the catalogue and serial rows, and sends it', async () => {
    const user = userEvent.setup();
    const calls = mockApi({
      'users/me/': { ...lena, is_staff: true },
      ...gearTypesRoute,
      ...catalogue,
      'notices/': (_url: string, init?: RequestInit) =>
        init?.method === 'POST' ? { ...notice, id: 'new' } : [],
    });
    openNotices();
    await user.click(await screen.findByRole('button', { name: 'New safety notice' }));
    const english = screen.getByRole('group', { name: 'English (required)' });
    await user.type(within(english).getByLabelText(/Title/), 'Forza brake lines');
    await user.type(within(english).getByLabelText(/Text/), 'Replace them.');
    await user.type(screen.getByLabelText('Source address (URL)'), 'https://ozone.example/n');
    await user.click(screen.getByLabelText('Action required'));
    await user.selectOptions(
      await screen.findByLabelText(/^Brand/),
      await screen.findByRole('option', { name: 'Ozone' }),
    );
    await user.click(await screen.findByRole('checkbox', { name: 'Forza (2024)' }));
    await user.click(await screen.findByRole('checkbox', { name: 'ML' }));
    await user.click(screen.getByRole('button', { name: 'Add a serial rule' }));
    await user.type(screen.getByLabelText('Rule 1: from'), 'Q-31A');
    await user.type(screen.getByLabelText('Rule 1: to'), 'Q-49E');
    await user.click(screen.getByRole('button', { name: 'Add a serial rule' }));
    await user.selectOptions(screen.getByLabelText('Rule 2'), 'suffix_not');
    await user.type(screen.getByLabelText('Rule 2: ending to exclude'), 'A');
    await user.click(screen.getByRole('button', { name: 'Add a serial rule' }));
    expect(screen.getByLabelText('Rule 3')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove rule 3' }));
    expect(screen.getByRole('button', { name: 'Add a serial rule' })).toHaveFocus();
    await user.type(screen.getByLabelText('More than … flight hours'), '300');
    await user.click(screen.getByRole('button', { name: 'Publish the notice' }));
    await screen.findByRole('button', { name: 'New safety notice' });
    const [post] = writes(calls);
    expect(post!.url).toBe('/api/notices/');
    expect(JSON.parse(String(post!.init?.body))).toMatchObject({
      title: { en: 'Forza brake lines' },
      text: { en: 'Replace them.' },
      source_url: 'https://ozone.example/n',
      severity: 'action',
      scope: {
        brand: BRAND,
        models: [MODEL],
        sizes: [SIZE],
        serial_rules: [{ from: 'Q-31A', to: 'Q-49E' }, { suffix_not: 'A' }],
        hours_over: 300,
      },
    });
  });

  it("keeps every value of a refused save and shows the server's message by its field", async () => {
    const user = userEvent.setup();
    mockApi({
      'users/me/': { ...lena, is_staff: true },
      ...gearTypesRoute,
      ...catalogue,
      'notices/': (_url: string, init?: RequestInit) =>
        init?.method === 'PUT'
          ? errorResponse(400, {
              code: 'validation_error',
              detail: 'Invalid input.',
              errors: { 'scope.serial_rules.0.to': ['The range ends before it starts.'] },
            })
          : [notice],
    });
    openNotices();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const to = screen.getByLabelText('Rule 1: to');
    await user.clear(to);
    await user.type(to, 'Q-59E');
    await user.click(screen.getByRole('button', { name: 'Save the notice' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Rule 1: to')).toHaveAccessibleDescription(
        'The range ends before it starts.',
      ),
    );
    expect(screen.getByLabelText('Rule 1: to')).toHaveValue('Q-59E');
    expect(screen.getByLabelText('Rule 1: to')).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('The notice was not saved');
  });

  it("checks the contract's serial rules before sending: a range that ends before it starts", async () => {
    const user = userEvent.setup();
    const calls = mockApi({
      'users/me/': { ...lena, is_staff: true },
      ...gearTypesRoute,
      ...catalogue,
      'notices/': [notice],
    });
    openNotices();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText('Rule 1: to'));
    await user.type(screen.getByLabelText('Rule 1: to'), 'Q-01A');
    await user.click(screen.getByRole('button', { name: 'Save the notice' }));
    const row = screen.getByLabelText('Rule 1: to').closest('li')!;
    expect(await within(row).findByText('A serial range starts before it ends.')).toBeVisible();
    expect(writes(calls)).toEqual([]);
  });

  it('withdraws a notice only once confirmed', async () => {
    const user = userEvent.setup();
    const calls = mockApi({
      'users/me/': { ...lena, is_staff: true },
      ...gearTypesRoute,
      [`notices/${notice.id}/`]: null,
      'notices/': [notice],
    });
    openNotices();
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw this notice?' });
    expect(dialog).toHaveTextContent('“Forza brake lines” will no longer show');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(writes(calls)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Withdraw this notice?' })).getByRole('button', {
        name: 'Withdraw',
      }),
    );
    await waitFor(() => expect(writes(calls).map((c) => c.init?.method)).toEqual(['DELETE']));
    expect(writes(calls)[0]!.url).toBe(`/api/notices/${notice.id}/`);
  });

  it('lists the refused rows of a CSV import', async () => {
    const user = userEvent.setup();
    mockApi({
      'users/me/': { ...lena, is_staff: true },
      ...gearTypesRoute,
      'notices/import/': errorResponse(400, {
        code: 'validation_error',
        detail: 'Nothing was imported.',
        errors: { csv: ['Row 2, serial_rules: "Q-9" is not a serial rule.'] },
      }),
      'notices/': [],
    });
    openNotices();
    const form = await screen.findByRole('form', { name: 'Import notices (CSV)' });
    await user.upload(
      within(form).getByLabelText('CSV file'),
      new File(['title_en\nx\n'], 'notices.csv', { type: 'text/csv' }),
    );
    await user.click(within(form).getByRole('button', { name: 'Import' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was imported: fix these rows');
    expect(within(alert).getByRole('listitem')).toHaveTextContent(
      'Row 2, serial_rules: "Q-9" is not a serial rule.',
    );
  });
});
