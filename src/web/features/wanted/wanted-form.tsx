import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CURRENCIES } from '#shared/constants.ts';
import {
  wantedFormSchema,
  wantedFormToBody,
  type WantedFormInput,
  type WantedFormValues,
} from '#shared/contracts/wanted.ts';
import { CountrySelect } from '#web/components/country-select.tsx';
import { Button } from '#web/components/ui/form/button.tsx';
import { Field, inputClass, type ControlProps } from '#web/components/ui/form/field.tsx';
import { ruleMessage } from '#web/lib/rule-messages.ts';
import { useServerErrors } from '#web/components/ui/form/server-errors.ts';
import { useGearTypeLabels, useGearTypes } from '#web/lib/gear-types.ts';
import { useCreateWanted } from './api/wanted.ts';

type Name = keyof WantedFormInput;
type Status = 'idle' | 'saved' | 'failed';

export function WantedForm({ country }: { country: string }) {
  const { t } = useTranslation();
  const { data: types = [] } = useGearTypes();
  const { typeName } = useGearTypeLabels();
  const [status, setStatus] = useState<Status>('idle');
  const empty: WantedFormInput = {
    gear_type: '',
    description: '',
    brand: '',
    model: '',
    max_price: '',
    currency: 'EUR',
    country,
  };
  const { register, control, handleSubmit, reset, setError, formState } = useForm<
    WantedFormInput,
    unknown,
    WantedFormValues
  >({
    resolver: zodResolver(wantedFormSchema),
    defaultValues: empty,
  });
  const save = useCreateWanted();
  const serverErrors = useServerErrors();

  const submit = handleSubmit(async (values) => {
    setStatus('idle');
    try {
      await save.mutateAsync(wantedFormToBody(values));
      reset(empty);
      setStatus('saved');
    } catch (error) {
      serverErrors(error, setError, Object.keys(empty));
      setStatus('failed');
    }
  });

  const message = (name: Name, error: FieldError | undefined) => {
    if (!error) return undefined;
    const rule = ruleMessage(t, error.message);
    if (rule) return rule;
    if (error.type === 'server' && error.message) return error.message;
    if (error.type === 'too_big') return t('wanted.errors.tooLong');
    if (error.type === 'custom') return t('wanted.errors.priceInvalid');
    return t(`wanted.errors.${name}`, { defaultValue: t('wanted.errors.required') });
  };
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
