import { useEffect, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CURRENCIES,
  DESCRIPTION_MAX,
  GEAR_STATUSES,
  PRICE_TYPES,
  TEXT_FIELD_MAX,
} from '#shared/constants.ts';
import type { Gear } from '#shared/contracts/gears.ts';
import { ErrorMessage } from '#web/components/ui/error-message.tsx';
import { Button } from '#web/components/ui/form/button.tsx';
import { Field, inputClass } from '#web/components/ui/form/field.tsx';
import { useServerErrors } from '#web/components/ui/form/server-errors.ts';
import { zodResolverWith } from '#web/components/ui/form/zod-resolver.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useSession } from '#web/lib/session-provider.tsx';
import { useGearTypeLabels, useGearTypes } from '#web/lib/gear-types.ts';
import { useSaveGear } from '#web/features/gears/api/gear-writes.ts';
import {
  formToBody,
  gearFormErrorText,
  gearFormSchema,
  type GearFormValues,
} from '#web/features/gears/gear-form-values.ts';
import {
  BRAND_LIST_ID,
  CataloguePicker,
  useCatalogueChoice,
  MODEL_LIST_ID,
  sizeProperties,
} from '#web/features/gears/catalogue/catalogue-picker.tsx';
import { ExtraFields } from './extra-fields.tsx';
import { HandoverFields } from './handover-fields.tsx';
import { LoginNotice } from '#web/components/login-notice.tsx';
import { TermsCheckbox } from './terms-checkbox.tsx';
import { TownPicker } from '#web/components/town-picker.tsx';
import { saveListingDraft } from '#web/features/gears/gear-draft-storage.ts';

const SHOWN_FIELDS = [
  'gear_type',
  'name',
  'brand',
  'model',
  'price',
  'currency',
  'price_type',
  'sold_price',
  'description',
  'status',
  'town',
];

type Props = {
  initial: GearFormValues;
  gearId?: string;
  from: string;
  /** Keep the values in the browser as they change (the add form: see gear-draft-storage.ts). */
  keepDraft?: boolean;
  onSaved: (gear: Gear) => void;
};

/** Add/edit gear form; with `gearId` it edits and offers the status. */
export function GearForm({ initial, gearId, from, keepDraft = false, onSaved }: Props) {
  const { t } = useTranslation();
  const session = useSession();
  const types = useGearTypes();
  const { typeName, propertyName } = useGearTypeLabels();
  const save = useSaveGear(gearId);
  // What asked for a login: a change shows the login notice atop the form, a submit beside its button.
  const [needLogin, setNeedLogin] = useState<'change' | 'submit' | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const serverErrors = useServerErrors();
  // The chosen type decides which properties the schema checks.
  const resolver: Resolver<GearFormValues> = (values, context, options) => {
    const type = types.data?.find((x) => x.id === values.gear_type);
    const labels = { field: (name: string) => t(`listing.fields.${name}`), property: propertyName };
    const text = gearFormErrorText(t, labels);
    return zodResolverWith(gearFormSchema(type), text)(values, context, options);
  };
  const { register, handleSubmit, control, setError, setValue, formState, subscribe } =
    useForm<GearFormValues>({
      defaultValues: initial,
      resolver,
    });
  const errors = formState.errors;
  const chosenTypeId = useWatch({ control, name: 'gear_type' });
  const chosenType = types.data?.find((x) => x.id === chosenTypeId);
  const [brand, model, sizeId, status, town] = useWatch({
    control,
    name: ['brand', 'model', 'catalogue_size', 'status', 'town'],
  });
  const catalogue = useCatalogueChoice(chosenTypeId, brand, model);
  const loggedOut = !session.isLoggedIn && !session.isLoading;
  useEffect(() => {
    if (!keepDraft) return;
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => saveListingDraft(values),
    });
  }, [keepDraft, subscribe]);

  const onSubmit = async (values: GearFormValues) => {
    setFormError(null);
    if (loggedOut) return setNeedLogin('submit');
    if (!chosenType) return;
    try {
      onSaved(await save.mutateAsync(formToBody(values, chosenType, gearId ? true : 'draft')));
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return setNeedLogin('submit');
      const shown = new Set(SHOWN_FIELDS);
      for (const property of chosenType.extra_properties) shown.add(`properties.${property.name}`);
      setFormError(serverErrors(error, setError, (key) => shown.has(key)).rest);
    }
  };

  const lists = { brand: BRAND_LIST_ID, model: MODEL_LIST_ID, name: undefined };
  const textField = (name: 'name' | 'brand' | 'model') => (
    <Field label={t(`listing.fields.${name}`)} error={errors[name]?.message}>
      {(props) => (
        <input
          {...props}
          {...register(name)}
          required
          maxLength={TEXT_FIELD_MAX}
          list={lists[name]}
          autoComplete="off"
          className={inputClass}
        />
      )}
    </Field>
  );

  if (types.isPending) return <Spinner />;
  if (types.error) return <ErrorMessage error={types.error} onRetry={() => void types.refetch()} />;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        // Said before the checks, which a visitor's first try rarely passes.
        if (loggedOut) setNeedLogin('submit');
        return handleSubmit(onSubmit)(event);
      }}
      onChange={() => loggedOut && setNeedLogin((was) => was ?? 'change')}
      className="flex flex-col gap-5"
    >
      {needLogin === 'change' && loggedOut && <LoginNotice from={from} />}
      <Field label={t('listing.fields.gear_type')} error={errors.gear_type?.message}>
        {(props) => (
          <select {...props} {...register('gear_type')} required className={inputClass}>
            <option value="">{t('listing.chooseCategory')}</option>
            {types.data.map((type) => (
              <option key={type.id} value={type.id}>
                {typeName(type)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {textField('name')}
      <div className="grid gap-5 sm:grid-cols-2">
        {textField('brand')}
        {textField('model')}
      </div>
      <CataloguePicker
        gearType={chosenTypeId}
        brand={brand}
        model={model}
        sizeId={sizeId}
        onPick={(size, catalogueModel) => {
          setValue('catalogue_size', size?.id ?? '');
          if (!size || !chosenType) return;
          const names = chosenType.extra_properties.map((p) => p.name);
          for (const [name, value] of Object.entries(sizeProperties(size, catalogueModel, names)))
            setValue(`properties.${name}`, value, { shouldDirty: true });
        }}
      />
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
      <HandoverFields register={register} />
      <Field
        label={`${t('listing.fields.town')} (${t('listing.optional')})`}
        note={t('listing.townNote')}
        error={errors.town?.message}
      >
        {(props) => (
          <TownPicker
            {...props}
            value={town}
            onChange={(chosen) => setValue('town', chosen, { shouldDirty: true })}
          />
        )}
      </Field>
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
      {chosenType && (
        <ExtraFields
          type={chosenType}
          register={register}
          errors={errors}
          suggestions={{ size: catalogue.sizes.map((s) => s.name) }}
        />
      )}
      <Field
        label={`${t('listing.fields.description')} (${t('listing.optional')})`}
        error={errors.description?.message}
      >
        {(props) => (
          <textarea
            {...props}
            {...register('description')}
            rows={5}
            maxLength={DESCRIPTION_MAX}
            className={inputClass}
          />
        )}
      </Field>
      {gearId && (
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
      )}
      {gearId && status === 'sold' && (
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
      <TermsCheckbox field={register('terms')} error={errors.terms?.message} />
      {formError && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">
          {formError}
        </p>
      )}
      {needLogin === 'submit' && loggedOut && <LoginNotice from={from} />}
      <Button type="submit" size="lg" disabled={save.isPending} className="self-start">
        {save.isPending ? t('listing.saving') : t(gearId ? 'listing.saveEdit' : 'listing.saveAdd')}
      </Button>
    </form>
  );
}
