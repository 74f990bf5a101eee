// The form that asks for a piece of gear: its type and words, brand and model, the most the
// visitor would pay, and where. Saved, it says so with a link to the dashboard; refused, it
// shows why under the fields.
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CURRENCIES } from '#shared/constants.ts';
import { CountrySelect } from '#web/components/country-select.tsx';
import { Button } from '#web/components/ui/form/button.tsx';
import { Field, inputClass, type ControlProps } from '#web/components/ui/form/field.tsx';
import { useGearTypeLabels, useGearTypes } from '#web/lib/gear-types.ts';
import { useWantedForm, type WantedFieldName as Name } from './use-wanted-form.ts';

export function WantedForm({ country }: { country: string }) {
  const { t } = useTranslation();
  const { data: types = [] } = useGearTypes();
  const { typeName } = useGearTypeLabels();
  const { register, control, formState, submit, status, message } = useWantedForm(country);
  const field = (
    { name, label, className = '' }: { name: Name; label: string; className?: string },
    render: (props: ControlProps) => ReactNode,
  ) => (
    <Field label={label} error={message(name, formState.errors[name])} className={className}>
      {render}
    </Field>
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4 rounded-xl border border-stone-200 bg-white p-5 sm:grid-cols-2 sm:p-6"
    >
      {field(
        { name: 'gear_type', label: t('wanted.gearType'), className: 'sm:col-span-2' },
        (props) => (
          <select {...props} {...register('gear_type')} className={inputClass}>
            <option value="">{t('wanted.chooseType')}</option>
            {types.map((type) => (
              <option key={type.id} value={type.id}>
                {typeName(type)}
              </option>
            ))}
          </select>
        ),
      )}
      {field(
        { name: 'description', label: t('wanted.description'), className: 'sm:col-span-2' },
        (props) => (
          <textarea
            rows={4}
            {...props}
            {...register('description')}
            placeholder={t('wanted.descriptionHint')}
            className={inputClass}
          />
        ),
      )}
      {field({ name: 'brand', label: t('wanted.brand') }, (props) => (
        <input type="text" {...props} {...register('brand')} className={inputClass} />
      ))}
      {field({ name: 'model', label: t('wanted.model') }, (props) => (
        <input type="text" {...props} {...register('model')} className={inputClass} />
      ))}
      {field({ name: 'max_price', label: t('wanted.maxPrice') }, (props) => (
        <input
          type="text"
          inputMode="decimal"
          autoComplete="off"
          {...props}
          {...register('max_price')}
          className={inputClass}
        />
      ))}
      {field({ name: 'currency', label: t('wanted.currency') }, (props) => (
        <select {...props} {...register('currency')} className={inputClass}>
          {CURRENCIES.map((currency) => (
            <option key={currency} value={currency}>
              {currency}
            </option>
          ))}
        </select>
      ))}
      {field(
        { name: 'country', label: t('wanted.country'), className: 'sm:col-span-2' },
        (props) => (
          <Controller
            control={control}
            name="country"
            render={({ field: { value, onChange, onBlur, ref } }) => (
              <CountrySelect
                {...props}
                ref={ref}
                value={value ?? ''}
                onChange={onChange}
                onBlur={onBlur}
                includeEmpty
                emptyLabel={t('wanted.anyCountry')}
              />
            )}
          />
        ),
      )}
      <Button
        type="submit"
        size="lg"
        disabled={formState.isSubmitting}
        className="sm:col-span-2 sm:justify-self-start"
      >
        {t('wanted.submit')}
      </Button>
      <div className="flex flex-col gap-2 sm:col-span-2">
        <div role="status">
          {status === 'saved' && (
            <p className="rounded-lg bg-green-50 p-3 font-medium text-green-800">
              {t('wanted.saved')}{' '}
              <Link to="/dashboard" className="underline">
                {t('wanted.toDashboard')}
              </Link>
            </p>
          )}
        </div>
        <div role="alert">
          {status === 'failed' && (
            <p className="rounded-lg bg-red-50 p-3 font-medium text-red-800">
              {t('wanted.failed')}
            </p>
          )}
        </div>
      </div>
    </form>
  );
}
