import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '#web/components/ui/form/button.tsx';
import { inputClass } from '#web/components/ui/form/field.tsx';
import { GearTypeOptions } from '#web/components/gear-type-options.tsx';
import { parseMoney, type MoneyParse } from '#shared/money.ts';
import { EMPTY_FILTERS, type FilterKey, type Filters } from '../search-query.ts';
import { FitFilters } from './fit-filters.tsx';
import { PriceFilters } from './price-filters.tsx';
import { SafetyFilters } from './safety-filters.tsx';
import { WhereFilters } from './where-filters.tsx';
import { parseWeight } from '#web/lib/takeoff-weight.ts';
import { useRememberWeight, useTakeoffWeight } from '#web/lib/use-takeoff-weight.ts';

type Props = { initial: Filters; onSearch: (filters: Filters) => void };

const labelClass = 'mb-1 block text-sm font-medium text-stone-700';

/** The left filter form. It edits a draft; the URL (and so the results) change on submit only. */
export function FilterForm({ initial, onSearch }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState(initial);
  // The remembered weight is offered (filled in) until the pilot types one; it applies only
  // when they search.
  const offered = useTakeoffWeight();
  const remember = useRememberWeight();
  const [weightEdited, setWeightEdited] = useState(initial.takeoff_weight !== '');
  const weightText = weightEdited ? values.takeoff_weight : offered;
  const [weightInvalid, setWeightInvalid] = useState(false);
  const weightRef = useRef<HTMLInputElement>(null);
  const problemOf = (text: string) => {
    const parsed: MoneyParse | null = text ? parseMoney(text) : null;
    return parsed && !parsed.ok ? parsed.reason : null;
  };
  const [priceProblem, setPriceProblem] = useState(problemOf(initial.max_price.trim()));
  const priceRef = useRef<HTMLInputElement>(null);
  const [minProblem, setMinProblem] = useState(problemOf(initial.min_price.trim()));
  const minRef = useRef<HTMLInputElement>(null);
  const set = (key: FilterKey) => (value: string) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const price = values.max_price.trim();
    const parsed = price ? parseMoney(price) : null;
    if (parsed && !parsed.ok) {
      setPriceProblem(parsed.reason);
      priceRef.current?.focus();
      return;
    }
    setPriceProblem(null);
    const min = values.min_price.trim();
    const parsedMin = min ? parseMoney(min) : null;
    if (parsedMin && !parsedMin.ok) {
      setMinProblem(parsedMin.reason);
      minRef.current?.focus();
      return;
    }
    setMinProblem(null);
    const weight = weightText.trim();
    const parsedWeight = weight ? parseWeight(weight) : null;
    if (weight && parsedWeight === null) {
      setWeightInvalid(true);
      weightRef.current?.focus();
      return;
    }
    setWeightInvalid(false);
    if (parsedWeight !== null) remember(parsedWeight);
    const trimmed = Object.fromEntries(
      Object.entries(values).map(([key, value]) => [key, value.trim()]),
    ) as Filters;
    onSearch({
      ...trimmed,
      max_price: parsed?.ok ? String(parsed.value) : '',
      min_price: parsedMin?.ok ? String(parsedMin.value) : '',
      takeoff_weight: parsedWeight === null ? '' : String(parsedWeight),
    });
  };

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
        weight={weightText}
        enClass={values.en_class}
        weightInvalid={weightInvalid}
        weightRef={weightRef}
        onWeight={(value) => {
          setWeightEdited(true);
          set('takeoff_weight')(value);
        }}
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
        maxRef={priceRef}
        minRef={minRef}
        problems={{ max_price: priceProblem, min_price: minProblem }}
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
          onClick={() => {
            setValues(EMPTY_FILTERS);
            setWeightEdited(true);
            setPriceProblem(null);
            setMinProblem(null);
            setWeightInvalid(false);
            onSearch(EMPTY_FILTERS);
          }}
          className="rounded-lg border border-stone-300 bg-white px-4 py-2 font-medium hover:bg-stone-100"
        >
          {t('searchPage.clear')}
        </button>
      </div>
    </form>
  );
}
