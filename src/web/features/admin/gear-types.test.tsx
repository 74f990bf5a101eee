import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import type { GearType } from '#shared/contracts/gear-types.ts';
import { mockApi, renderPage } from '#web/test/render.tsx';
import { lena, loggedInWith } from '#web/test/users.ts';
import { AdminPage } from './admin-page.tsx';

const reserve: GearType = {
  id: GEAR_TYPE_IDS.reserve,
  name: 'Reserve',
  slug: 'reserve',
  description: 'Rescue parachutes.',
  extra_properties: [
    { name: 'reserve_type', type: 'select', required: true, options: ['round', 'square'] },
    { name: 'max_load', type: 'number', required: true, unit: 'kg' },
  ],
};

beforeEach(() => loggedInWith());

const openEditor = async () => {
  renderPage(<AdminPage />, { path: '/admin/gear-types', route: '/admin/*' });
  await userEvent.click(await screen.findByRole('button', { name: 'Edit: Reserve' }));
  return screen.getByRole('form', { name: 'Edit Reserve' });
};

describe('Gear types section', () => {
  it('sends a renamed property with renamed_from, so listings keep their values', async () => {
    const calls = mockApi({
      'users/me/': { ...lena, is_staff: true },
      [`gear-types/${reserve.id}/`]: reserve,
      'gear-types/': [reserve],
    });
    const form = await openEditor();
    const names = within(form).getAllByRole('textbox', { name: 'Property name' });
    await userEvent.clear(names[1]!);
    await userEvent.type(names[1]!, 'max_weight');
    expect(
      within(form).getByText('Renamed from max_load: listings keep their values.'),
    ).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Add a property' }));
    const added = within(form).getAllByRole('textbox', { name: 'Property name' })[2]!;
    await userEvent.type(added, 'colour');
    await userEvent.click(within(form).getByRole('button', { name: 'Save gear type' }));
    await waitFor(() => expect(calls.some((c) => c.init?.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.init?.method === 'PUT')!;
    expect(put.url).toBe(`/api/gear-types/${reserve.id}/`);
    expect(JSON.parse(String(put.init?.body)).extra_properties).toEqual([
      { name: 'reserve_type', type: 'select', required: true, options: ['round', 'square'] },
      { name: 'max_weight', type: 'number', required: true, unit: 'kg', renamed_from: 'max_load' },
      { name: 'colour', type: 'text', required: false },
    ]);
    expect(await screen.findByText('Reserve saved.')).toBeInTheDocument();
  });

  it('checks names before sending, and shows the server refusing a type change', async () => {
    const calls = mockApi({
      'users/me/': { ...lena, is_staff: true },
      [`gear-types/${reserve.id}/`]: Response.json(
        {
          code: 'validation_error',
          detail: 'Some fields are not valid.',
          errors: {
            'extra_properties.1.type': [
              '2 listing(s) hold values of "max_load" that are not a date: keep the type, or add a new property.',
            ],
          },
        },
        { status: 400 },
      ),
      'gear-types/': [reserve],
    });
    const form = await openEditor();
    const names = within(form).getAllByRole('textbox', { name: 'Property name' });
    await userEvent.clear(names[0]!);
    await userEvent.type(names[0]!, 'Reserve Type');
    await userEvent.click(within(form).getByRole('button', { name: 'Save gear type' }));
    expect(
      await within(form).findByText('Use lowercase letters, digits and _, starting with a letter.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.init?.method === 'PUT')).toBe(false);

    await userEvent.clear(names[0]!);
    await userEvent.type(names[0]!, 'reserve_type');
    const types = within(form).getAllByRole('combobox', { name: 'Type' });
    await userEvent.selectOptions(types[1]!, 'date');
    await userEvent.click(within(form).getByRole('button', { name: 'Save gear type' }));
    const error = await within(form).findByText(/2 listing\(s\) hold values of "max_load"/);
    expect(types[1]).toHaveAccessibleDescription(error.textContent!);
    expect(within(form).getByRole('alert')).toHaveTextContent('Some fields are not valid.');
  });
});
