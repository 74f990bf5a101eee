import { screen, waitFor, within } from '@testing-library/react';
import { PointerEventsCheckLevel, userEvent } from '@testing-library/user-event';
import i18n from 'i18next';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '#web/test/render.tsx';
import { CountrySelect } from './country-select.tsx';

function Harness({
  initial = '',
  includeEmpty = false,
}: {
  initial?: string;
  includeEmpty?: boolean;
}) {
  const [value, setValue] = useState(initial);
  return (
    <form>
      <label htmlFor="country">Country</label>
      <CountrySelect
        id="country"
        name="country"
        value={value}
        onChange={setValue}
        includeEmpty={includeEmpty}
      />
      <output>{`value=${value}`}</output>
    </form>
  );
}

// A plain selector: role queries over 250 options are slow in jsdom.
const optionNames = () =>
  [...screen.getByRole('listbox').querySelectorAll('[role=option]')].map(
    (option) => option.textContent,
  );

afterEach(async () => {
  vi.useRealTimers();
  await i18n.changeLanguage('en');
});

describe('CountrySelect', () => {
  it('lists the 249 countries sorted by their English name, with an empty choice when asked', async () => {
    const user = userEvent.setup();
    renderPage(<Harness includeEmpty />);
    const combo = screen.getByRole('combobox', { name: 'Country' });
    expect(combo).toHaveTextContent('Any country');
    await user.click(combo);
    expect(screen.getByRole('listbox', { name: 'Country' })).toBeInTheDocument();
    const names = optionNames();
    expect(names).toHaveLength(250);
    expect(names.slice(0, 4)).toEqual(['Any country', 'Afghanistan', 'Åland Islands', 'Albania']);
    // Sorted the English way: Germany among the G's, well after South Africa's neighbours in French.
    expect(names.indexOf('Germany')).toBeGreaterThan(names.indexOf('France'));
    expect(names.indexOf('South Africa')).toBeGreaterThan(names.indexOf('Somalia'));
  });

  it('sorts by the French names on a French page', async () => {
    await i18n.changeLanguage('fr');
    const user = userEvent.setup();
    renderPage(<Harness />);
    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    const names = optionNames();
    expect(names.slice(0, 3)).toEqual(['Afghanistan', 'Afrique du Sud', 'Albanie']);
    expect(names.indexOf('Allemagne')).toBeLessThan(names.indexOf('Andorre'));
    // Accented names sort with their base letter: Équateur among the E's, before Érythrée and Espagne.
    expect(names.indexOf('Équateur')).toBeLessThan(names.indexOf('Espagne'));
    expect(names.indexOf('Équateur')).toBeGreaterThan(names.indexOf('Égypte'));
  });

  it('is used with the keyboard: arrows move, Enter picks, Escape closes without picking', async () => {
    const user = userEvent.setup();
    renderPage(<Harness initial="PT" />);
    const combo = screen.getByRole('combobox', { name: 'Country' });
    expect(combo).toHaveTextContent('Portugal');
    // The flag is an SVG image (no emoji font needed), loaded once the select is shown.
    await waitFor(() =>
      expect(combo.querySelector('img')).toHaveAttribute(
        'src',
        expect.stringMatching(/^data:image\/svg\+xml;utf8,%3Csvg/),
      ),
    );
    await user.tab();
    expect(combo).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(combo).toHaveAttribute('aria-expanded', 'true');
    // Opening highlights the current value.
    expect(document.getElementById(combo.getAttribute('aria-activedescendant')!)).toHaveTextContent(
      'Portugal',
    );
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.getElementById(combo.getAttribute('aria-activedescendant')!)).toHaveTextContent(
      'Qatar',
    );
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByText('value=QA')).toBeInTheDocument();
    expect(combo).toHaveFocus();

    await user.keyboard('{End}');
    expect(document.getElementById(combo.getAttribute('aria-activedescendant')!)).toHaveTextContent(
      'Zimbabwe',
    );
    await user.keyboard('{Home}');
    expect(document.getElementById(combo.getAttribute('aria-activedescendant')!)).toHaveTextContent(
      'Afghanistan',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByText('value=QA')).toBeInTheDocument();
    expect(document.querySelector('input[type=hidden][name=country]')).toHaveValue('QA');
  });

  it('jumps to a country by typing its first letters, ignoring accents', async () => {
    // The type-ahead pause is measured with Date.now(): a frozen clock keeps a slow render on a
    // busy machine from ending it between two letters; the test moves the clock on itself.
    vi.useFakeTimers({ toFake: ['Date'] });
    const user = userEvent.setup();
    renderPage(<Harness />);
    const combo = screen.getByRole('combobox', { name: 'Country' });
    combo.focus();
    await user.keyboard('swi');
    expect(combo).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(combo.getAttribute('aria-activedescendant')!)).toHaveTextContent(
      'Switzerland',
    );
    await user.keyboard('{Enter}');
    expect(screen.getByText('value=CH')).toBeInTheDocument();

    // Typing the same letter again cycles through the countries starting with it.
    vi.setSystemTime(Date.now() + 1100);
    await user.keyboard('pp');
    expect(document.getElementById(combo.getAttribute('aria-activedescendant')!)).toHaveTextContent(
      'Palau',
    );
    await user.keyboard('{Escape}');

    await i18n.changeLanguage('fr');
    vi.setSystemTime(Date.now() + 1100);
    await user.keyboard('eq');
    expect(document.getElementById(combo.getAttribute('aria-activedescendant')!)).toHaveTextContent(
      'Équateur',
    );
  });

  it('picks with the pointer and closes when clicking outside', async () => {
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderPage(<Harness />);
    const combo = screen.getByRole('combobox', { name: 'Country' });
    expect(combo).toHaveTextContent('Choose a country');
    await user.click(combo);
    // (Text queries: computing accessible names of 249 options is slow in jsdom.)
    await user.click(within(screen.getByRole('listbox')).getByText('Spain'));
    expect(screen.getByText('value=ES')).toBeInTheDocument();
    expect(combo).toHaveTextContent('Spain');
    await user.click(combo);
    expect(
      within(screen.getByRole('listbox')).getByText('Spain').closest('[role=option]'),
    ).toHaveAttribute('aria-selected', 'true');
    await user.click(document.body);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
