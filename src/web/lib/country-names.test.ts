import { afterEach, describe, expect, it, vi } from 'vitest';
import { countryName, installCountryNames, onCountryName } from './country-names.ts';

afterEach(() => {
  vi.restoreAllMocks();
  onCountryName(() => undefined);
});

describe('country names', () => {
  it('takes the names a rendered page came with, building no Intl.DisplayNames', () => {
    const built = vi.spyOn(Intl, 'DisplayNames');
    installCountryNames('pt', { CH: 'Suíça', PT: 'Portugal' });
    expect(countryName('CH', 'pt')).toBe('Suíça');
    expect(countryName('PT', 'pt')).toBe('Portugal');
    expect(built).not.toHaveBeenCalled();
  });

  it('looks up the others once per language, and tells the server renderer each name shown', () => {
    const heard: string[] = [];
    onCountryName((language, code, name) => heard.push(`${language} ${code} ${name}`));
    expect(countryName('DE', 'fr')).toBe('Allemagne');
    expect(countryName('AT', 'fr')).toBe('Autriche');
    expect(countryName('DE', 'fr')).toBe('Allemagne');
    expect(heard).toEqual(['fr DE Allemagne', 'fr AT Autriche', 'fr DE Allemagne']);
  });
});
