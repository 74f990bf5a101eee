// The listing's asking price: the amount with its currency, and what kind of price it is (fixed,
// negotiable, offers welcome), which the form shows further down, after the handover and the town.
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, PRICE_TYPES } from '#shared/constants.ts';
import { Field, inputClass } from '#web/components/ui/form/field.tsx';
import type { GearFormValues } from '#web/features/gears/gear-form-values.ts';

type Props = {
  register: UseFormRegister<GearFormValues>;
  errors: FieldErrors<GearFormValues>;
};

export function PriceFields({ register, errors }: Props) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-[1fr_8rem] gap-3">
      <Field label={t('listing.fields.price')} error={errors.price?.message}>
        {(props) => (
          <input
            {...props}
            {...register('price')}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            required
            className={inputClass}
          />
        )}
      </Field>
      <Field label={t('listing.fields.currency')} error={errors.currency?.message}>
        {(props) => (
          <select {...props} {...register('currency')} required className={inputClass}>
            {CURRENCIES.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}

export function PriceTypeField({ register, errors }: Props) {
  const { t } = useTranslation();
  return (
    <Field label={t('listing.fields.price_type')} error={errors.price_type?.message}>
      {(props) => (
        <select {...props} {...register('price_type')} className={inputClass}>
          {PRICE_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`prices.type.${type}`)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
