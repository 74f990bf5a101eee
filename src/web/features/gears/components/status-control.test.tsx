import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GEAR_TYPE_IDS } from '#shared/constants.ts';
import type { GearType } from '#shared/contracts/gear-types.ts';
import { sampleGear } from '#web/test/fixtures.ts';
import { mockApi, renderPage } from '#web/test/render.tsx';
import { StatusControl } from './status-control.tsx';

const wing: GearType = {
  id: GEAR_TYPE_IDS.wing,
  name: 'Paraglider Wing',
  slug: 'wing',
  description: '',
  extra_properties: [
    { name: 'size', type: 'select', required: true, options: ['S', 'M'] },
    { name: 'year', type: 'number', required: false },
  ],
};
const gear = sampleGear({
  description: 'Two seasons old',
  properties: { size: 'M', year: 2022 },
});
const puts = (calls: { url: string; init?: RequestInit }[]) =>
  calls.filter((c) => c.init?.method === 'PUT');

describe('StatusControl', () => {
  it('offers the two other statuses, named after the gear in a list', async () => {
    mockApi({ 'gear-types/': [wing] });
    renderPage(<StatusControl gear={gear} named />);
    const sold = await screen.findByRole('button', { name: 'Mark Lovely Rush as sold' });
    // Enabled once the gear type is known (the body needs its properties).
    await waitFor(() => expect(sold).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Archive Lovely Rush' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reactivate/ })).not.toBeInTheDocument();
  });

  it('marks the gear sold with a PUT of its own fields and the new status', async () => {
    const calls = mockApi({
      'gear-types/': [wing],
      [`gears/${gear.id}/`]: { ...gear, status: 'sold' },
    });
    renderPage(<StatusControl gear={gear} />);
    const button = await screen.findByRole('button', { name: 'Mark as sold' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Mark Lovely Rush as sold?' });
    expect(puts(calls)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as sold' }));
    expect(await screen.findByText('"Lovely Rush" is marked as sold.')).toBeInTheDocument();
    const [put] = puts(calls);
    expect(put!.url).toBe(`/api/gears/${gear.id}/`);
    expect(JSON.parse(String(put!.init!.body))).toEqual({
      name: 'Lovely Rush',
      brand: 'Ozone',
      model: 'Rush 6',
      price: 1850.5,
      currency: 'EUR',
      gear_type: GEAR_TYPE_IDS.wing,
      properties: { size: 'M', year: 2022 },
      description: 'Two seasons old',
      status: 'sold',
    });
  });

  it('asks before archiving, and a cancel changes nothing and gives focus back', async () => {
    const calls = mockApi({ 'gear-types/': [wing] });
    renderPage(<StatusControl gear={gear} />);
    const button = await screen.findByRole('button', { name: 'Archive' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Archive Lovely Rush?' });
    expect(dialog).toHaveTextContent('Only you will see it.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(button).toHaveFocus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(puts(calls)).toHaveLength(0);
  });

  it('reactivates a sold gear and reports a refusal', async () => {
    const sold = { ...gear, status: 'sold' as const };
    mockApi({
      'gear-types/': [wing],
      [`gears/${gear.id}/`]: Response.json(
        { detail: 'Some fields are not valid.', code: 'validation_error' },
        { status: 400 },
      ),
    });
    renderPage(<StatusControl gear={sold} />);
    expect(screen.queryByRole('button', { name: 'Mark as sold' })).not.toBeInTheDocument();
    const button = await screen.findByRole('button', { name: 'Reactivate' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The status could not be changed: Some fields are not valid.',
    );
  });
});
