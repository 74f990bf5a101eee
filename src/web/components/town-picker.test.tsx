import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Town } from '#shared/contracts/towns.ts';
import { mockApi, renderPage } from '#web/test/render.tsx';
import { TownPicker } from './town-picker.tsx';

const INNSBRUCK = {
  id: 2775220,
  name: 'Innsbruck',
  country: 'AT',
  latitude: 47.26,
  longitude: 11.39,
  population: 132493,
};
const INNING = {
  id: 2905000,
  name: 'Inning am Ammersee',
  country: 'DE',
  latitude: 48.07,
  longitude: 11.15,
  population: 4000,
};

function Harness() {
  const [town, setTown] = useState<Town | null>(null);
  const [text, setText] = useState('');
  return (
    <form>
      <label htmlFor="town">Town</label>
      <TownPicker
        id="town"
        name="near"
        value={town}
        onChange={(chosen, typed) => {
          setTown(chosen);
          setText(typed);
        }}
      />
      <output>{`town=${town ? `${town.id}:${town.name}:${town.country}` : 'none'} text=${text}`}</output>
    </form>
  );
}

describe('TownPicker', () => {
  it('suggests towns as a name is typed; arrows and Enter choose one, announced', async () => {
    const calls = mockApi({ 'towns/': [INNSBRUCK, INNING] });
    const user = userEvent.setup();
    renderPage(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Town' });
    await user.type(box, 'inn');
    expect(await screen.findByRole('option', { name: 'Innsbruck, Austria' })).toBeInTheDocument();
    expect(calls.at(-1)?.url).toBe('/api/towns/?q=inn');
    // Before a choice the text box itself is sent (so a form posted without JavaScript has it).
    expect(new FormData(box.closest('form')!).getAll('near')).toEqual(['inn']);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByText('2 towns found')).toBeInTheDocument());

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: 'Inning am Ammersee, Germany' });
    expect(box).toHaveAttribute('aria-activedescendant', second.id);
    expect(second).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(
      screen.getByText('town=2905000:Inning am Ammersee:DE text=Inning am Ammersee'),
    ).toBeInTheDocument();
    expect(box).toHaveValue('Inning am Ammersee');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Inning am Ammersee, Germany chosen')).toBeInTheDocument();
    // Without JavaScript's choice the form would send the text; with it, the town's id.
    const sent = () => new FormData(box.closest('form')!).getAll('near');
    expect(sent()).toEqual(['2905000']);
  });

  it('forgets the chosen town when the text changes, and Escape closes then clears', async () => {
    mockApi({ 'towns/': [INNSBRUCK] });
    const user = userEvent.setup();
    renderPage(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Town' });
    await user.type(box, 'innsb');
    await user.click(await screen.findByRole('option', { name: 'Innsbruck, Austria' }));
    expect(screen.getByText('town=2775220:Innsbruck:AT text=Innsbruck')).toBeInTheDocument();
    await user.type(box, 'x');
    expect(screen.getByText('town=none text=Innsbruckx')).toBeInTheDocument();
    expect(document.querySelector<HTMLInputElement>('input[name=near]')?.value).toBe('Innsbruckx');
    await user.keyboard('{Escape}');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
    expect(screen.getByText('town=none text=')).toBeInTheDocument();
  });
});
