// Only when editing: the listing's status, and once it is sold, the price it went for (optional,
// private, and counted anonymously in the price guide).
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GEAR_STATUSES } from '#shared/constants.ts';
import { Field, inputClass } from '#web/components/ui/form/field.tsx';
import type { GearFormValues } from '#web/features/gears/gear-form-values.ts';

type Props = {
  register: UseFormRegister<GearFormValues>;
  errors: FieldErrors<GearFormValues>;
  /** The chosen status is `sold`: ask for the sold price. */
  sold: boolean;
};

export function ListingStatusFields({ register, errors, sold }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <Field
        label={t('listing.fields.status')}
        error={errors.status?.message}
        note={t('listing.statusHint')}
      >
        {(props) => (
          <select {...props} {...register('status')} className={inputClass}>
            {GEAR_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`listing.status.${status}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {sold && (
        <Field
          label={`${t('listing.fields.sold_price')} (${t('listing.optional')})`}
          error={errors.sold_price?.message}
          note={t('prices.soldPriceHint')}
        >
          {(props) => (
            <input
              {...props}
              {...register('sold_price')}
              type="number"
              inputMode="decimal"
              min="0"
              step="0.01"
              className={inputClass}
            />
          )}
        </Field>
      )}
    </>
  );
}
