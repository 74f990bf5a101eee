import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type ReactNode } from 'react';
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
import { CountrySelect } from '../../components/country-select.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { ruleMessage } from '../../lib/rule-messages.ts';
import { useGearTypeLabels, useGearTypes } from '../gears/api/gear-types.ts';
import { useCreateWanted } from './api.ts';

type Name = keyof WantedFormInput;
type Status = 'idle' | 'saved' | 'failed';
const inputClass =
  'w-full rounded-lg border border-stone-300 bg-white px-3 py-2 aria-[invalid=true]:border-red-600';

export function WantedForm({ country }: { country: string }) {
  const { t } = useTranslation();
  const id = useId();
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

  const submit = handleSubmit(async (values) => {
    setStatus('idle');
    try {
      await save.mutateAsync(wantedFormToBody(values));
      reset(empty);
      setStatus('saved');
    } catch (error) {
      for (const [field, messages] of Object.entries(
        error instanceof ApiError ? error.fieldErrors : {},
      )) {
        if (field in empty) setError(field as Name, { type: 'server', message: messages[0] });
      }
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
    name: Name,
    label: string,
    render: (props: object) => ReactNode,
    className = '',
  ) => {
    const error = message(name, formState.errors[name]);
    const props = {
      id: `${id}-${name}`,
      'aria-invalid': Boolean(error),
      'aria-describedby': error ? `${id}-${name}-error` : undefined,
    };
    return (
      <div className={className}>
        <label htmlFor={props.id} className="mb-1 block text-sm font-medium text-stone-800">
          {label}
        </label>
        {render(props)}
        {error && (
          <p id={`${id}-${name}-error`} className="mt-1 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4 rounded-xl border border-stone-200 bg-white p-5 sm:grid-cols-2 sm:p-6"
    >
      {field(
        'gear_type',
        t('wanted.gearType'),
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
        'sm:col-span-2',
      )}
      {field(
        'description',
        t('wanted.description'),
        (props) => (
          <textarea
            rows={4}
            {...props}
            {...register('description')}
            placeholder={t('wanted.descriptionHint')}
            className={inputClass}
          />
        ),
        'sm:col-span-2',
      )}
      {field('brand', t('wanted.brand'), (props) => (
        <input type="text" {...props} {...register('brand')} className={inputClass} />
      ))}
      {field('model', t('wanted.model'), (props) => (
        <input type="text" {...props} {...register('model')} className={inputClass} />
      ))}
      {field('max_price', t('wanted.maxPrice'), (props) => (
        <input
          type="text"
          inputMode="decimal"
          autoComplete="off"
          {...props}
          {...register('max_price')}
          className={inputClass}
        />
      ))}
      {field('currency', t('wanted.currency'), (props) => (
        <select {...props} {...register('currency')} className={inputClass}>
          {CURRENCIES.map((currency) => (
            <option key={currency} value={currency}>
              {currency}
            </option>
          ))}
        </select>
      ))}
      {field(
        'country',
        t('wanted.country'),
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
        'sm:col-span-2',
      )}
      <button
        type="submit"
        disabled={formState.isSubmitting}
        className="rounded-lg bg-accent-700 px-6 py-2 font-medium text-white hover:bg-accent-800 disabled:opacity-60 sm:col-span-2 sm:justify-self-start"
      >
        {t('wanted.submit')}
      </button>
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
