// Where the gear is, in the search form: countries (several at once: DE, AT and CH), and a town
// with a distance around it. The town is sent as its gazetteer id once chosen (the URL keeps it;
// the box shows its name again on load), or as the name typed, which the server resolves.
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Town, TownSuggestion } from '#shared/contracts/towns.ts';
import { CountrySelect } from '#web/components/country-select.tsx';
import { inputClass } from '#web/components/ui/form/field.tsx';
import { TownPicker } from '#web/components/town-picker.tsx';
import { api } from '#web/lib/api-client.ts';
import { countryName } from '#web/lib/country-names.ts';

const RADII = ['10', '25', '50', '100', '200', '500'];
const labelClass = 'mb-1 block text-sm font-medium text-stone-700';

type Props = {
  country: string;
  near: string;
  radius: string;
  onCountry: (value: string) => void;
  onNear: (value: string) => void;
  onRadius: (value: string) => void;
};

export function WhereFilters({ country, near, radius, onCountry, onNear, onRadius }: Props) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const codes = country ? country.split(',').filter(Boolean) : [];
  const [town, setTown] = useState<Town | null>(null);

  // A town kept by its id in the URL: its name for the box.
  useEffect(() => {
    if (!/^\d+$/.test(near) || town?.id === Number(near)) return;
    let live = true;
    api<TownSuggestion[]>(`towns/?q=${near}`).then(
      ([found]) => live && found && setTown(found),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [near, town]);

  return (
    <>
      <fieldset className="min-w-0">
        <legend className={labelClass}>{t('searchPage.country')}</legend>
        {codes.length > 0 && (
          <ul className="mb-2 flex flex-wrap gap-1">
            {codes.map((code) => (
              <li key={code}>
                <button
                  type="button"
                  onClick={() => onCountry(codes.filter((c) => c !== code).join(','))}
                  aria-label={t('searchPage.removeCountry', {
                    country: countryName(code, i18n.language),
                  })}
                  className="rounded-full border border-stone-300 bg-stone-50 px-2 py-0.5 text-sm hover:bg-stone-100"
                >
                  {countryName(code, i18n.language)} <span aria-hidden>×</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <input type="hidden" name="country" value={country} />
        <CountrySelect
          id={`${id}-country`}
          aria-label={codes.length ? t('searchPage.addCountry') : t('searchPage.country')}
          value=""
          onChange={(code) =>
            code && !codes.includes(code) && onCountry([...codes, code].join(','))
          }
          includeEmpty
          emptyLabel={codes.length ? t('searchPage.addCountry') : undefined}
        />
      </fieldset>
      <div>
        <label htmlFor={`${id}-near`} className={labelClass}>
          {t('searchPage.near')}
        </label>
        <TownPicker
          id={`${id}-near`}
          name="near"
          value={town && String(town.id) === near ? town : null}
          initialText={/^\d+$/.test(near) ? '' : near}
          countries={codes.length ? codes : undefined}
          onChange={(chosen, text) => {
            setTown(chosen);
            onNear(chosen ? String(chosen.id) : text);
          }}
        />
      </div>
      <div>
        <label htmlFor={`${id}-radius`} className={labelClass}>
          {t('searchPage.radius')}
        </label>
        <select
          id={`${id}-radius`}
          name="radius_km"
          value={radius || '50'}
          onChange={(event) => onRadius(event.target.value)}
          className={inputClass}
        >
          {RADII.map((km) => (
            <option key={km} value={km}>
              {t('searchPage.radiusKm', { km })}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
