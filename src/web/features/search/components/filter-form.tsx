// The search page's filter form: name, category, fit, where, model, brand, price and safety,
// with the buttons that search and clear.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '#web/components/ui/form/button.tsx';
import { inputClass } from '#web/components/ui/form/field.tsx';
import { GearTypeOptions } from '#web/components/gear-type-options.tsx';
import type { Filters } from '../search-query.ts';
import { FitFilters } from './fit-filters.tsx';
import { PriceFilters } from './price-filters.tsx';
import { SafetyFilters } from './safety-filters.tsx';
import { useFilterDraft } from './use-filter-draft.ts';
import { WhereFilters } from './where-filters.tsx';

type Props = { initial: Filters; onSearch: (filters: Filters) => void };

const labelClass = 'mb-1 block text-sm font-medium text-stone-700';

/** The left filter form. It edits a draft; the URL (and so the results) change on submit only. */
export function FilterForm({ initial, onSearch }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const { values, set, submit, clear, weight, price } = useFilterDraft(initial, onSearch);

  const text = (key: 'name' | 'model' | 'brand', label: string) => (
    <div>
      <label htmlFor={`${id}-${key}`} className={labelClass}>
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        name={key}
        type="text"
        value={values[key]}
        onChange={(event) => set(key)(event.target.value)}
        className={inputClass}
      />
    </div>
  );

  return (
    // A GET form with the URL's own names: without JavaScript it loads /search?… the same.
    <form
      method="get"
      action="/search"
      onSubmit={submit}
      noValidate
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1"
    >
      {text('name', t('searchPage.name'))}
      <div>
        <label htmlFor={`${id}-type`} className={labelClass}>
          {t('searchPage.category')}
        </label>
        <select
          id={`${id}-type`}
          name="gear_type"
          value={values.gear_type}
          onChange={(event) => set('gear_type')(event.target.value)}
          className={inputClass}
        >
          <GearTypeOptions />
        </select>
      </div>
      <FitFilters
        weight={weight.text}
        enClass={values.en_class}
        weightInvalid={weight.invalid}
        weightRef={weight.ref}
        onWeight={weight.onWeight}
        onClass={set('en_class')}
      />
      <WhereFilters
        country={values.country}
        near={values.near}
        radius={values.radius_km}
        onCountry={set('country')}
        onNear={set('near')}
        onRadius={set('radius_km')}
      />
      {text('model', t('searchPage.model'))}
      {text('brand', t('searchPage.brand'))}
      <PriceFilters
        values={values}
        set={set}
        maxRef={price.maxRef}
        minRef={price.minRef}
        problems={price.problems}
      />
      <SafetyFilters
        notice={values.notice}
        airworthy={values.airworthy}
        onNotice={set('notice')}
        onAirworthy={set('airworthy')}
      />
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-1 lg:flex-col">
        <button type="submit" className={buttonClass({ className: 'flex-1' })}>
          {t('searchPage.submit')}
        </button>
        <button
          type="button"
          onClick={clear}
          className="rounded-lg border border-stone-300 bg-white px-4 py-2 font-medium hover:bg-stone-100"
        >
          {t('searchPage.clear')}
        </button>
      </div>
    </form>
  );
}
