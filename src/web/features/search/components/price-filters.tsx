// Prices and condition in the search form. The bounds are in the currency chosen beside them,
// which their labels name: listings in other currencies are compared through the reference
// rates (docs/api.md), and the list shows their price converted (≈).
import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, GEAR_CONDITIONS } from '#shared/constants.ts';
import type { MoneyParse } from '#shared/money.ts';
import { inputClass } from '#web/components/ui/form/field.tsx';
import type { FilterKey, Filters } from '../search-query.ts';

type Problem = Extract<MoneyParse, { ok: false }>['reason'] | null;
type Props = {
  values: Filters;
  set: (key: FilterKey) => (value: string) => void;
  maxRef: Ref<HTMLInputElement>;
  minRef: Ref<HTMLInputElement>;
  problems: { max_price: Problem; min_price: Problem };
};

const labelClass = 'mb-1 block text-sm font-medium text-stone-700';

export function PriceFilters({ values, set, maxRef, minRef, problems }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const currency = values.price_currency || 'EUR';
  const conditions = values.condition ? values.condition.split(',') : [];

  const price = (key: 'min_price' | 'max_price', label: string, ref: Ref<HTMLInputElement>) => {
    const problem = problems[key];
    return (
      <div>
        <label htmlFor={`${id}-${key}`} className={labelClass}>
          {t(label, { currency })}
        </label>
        <input
          ref={ref}
          id={`${id}-${key}`}
          name={key}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={values[key]}
          onChange={(event) => set(key)(event.target.value)}
          aria-invalid={problem !== null}
          aria-describedby={problem !== null ? `${id}-${key}-error` : undefined}
          className={inputClass}
        />
        {problem !== null && (
          <p id={`${id}-${key}-error`} className="mt-1 text-sm text-red-700">
            {problem === 'ambiguous'
              ? t('money.ambiguous')
              : problem === 'too_large'
                ? t('money.tooLarge')
                : t('searchPage.priceInvalid')}
          </p>
        )}
      </div>
    );
  };

  return (
    <>
      <div>
        <label htmlFor={`${id}-currency`} className={labelClass}>
          {t('searchPage.priceCurrency')}
        </label>
        <select
          id={`${id}-currency`}
          name="price_currency"
          value={currency}
          onChange={(event) => set('price_currency')(event.target.value)}
          className={inputClass}
        >
          {CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </select>
      </div>
      {price('min_price', 'searchPage.minPriceIn', minRef)}
      {price('max_price', 'searchPage.maxPriceIn', maxRef)}
      <fieldset className="min-w-0">
        <legend className={labelClass}>{t('listing.fields.condition')}</legend>
        <input type="hidden" name="condition" value={values.condition} />
        {GEAR_CONDITIONS.map((condition) => (
          // Rows a finger can hit on a phone (44 px), as the safety filter's checkbox.
          <label key={condition} className="flex min-h-11 items-center gap-2 text-sm sm:min-h-8">
            <input
              type="checkbox"
              checked={conditions.includes(condition)}
              onChange={(event) =>
                set('condition')(
                  (event.target.checked
                    ? [...conditions, condition]
                    : conditions.filter((c) => c !== condition)
                  ).join(','),
                )
              }
              className="size-5 shrink-0"
            />
            {t(`listing.conditions.${condition}`)}
          </label>
        ))}
      </fieldset>
    </>
  );
}
