// The add/edit gear form's markup: its state and submit live in use-gear-form.ts, and groups of
// fields (what the gear is, its price, its status when editing) in their own files beside it.
import { useTranslation } from 'react-i18next';
import { DESCRIPTION_MAX } from '#shared/constants.ts';
import type { Gear } from '#shared/contracts/gears.ts';
import { ErrorMessage } from '#web/components/ui/error-message.tsx';
import { Button } from '#web/components/ui/form/button.tsx';
import { Field, inputClass } from '#web/components/ui/form/field.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import type { GearFormValues } from '#web/features/gears/gear-form-values.ts';
import {
  CataloguePicker,
  sizeProperties,
} from '#web/features/gears/catalogue/catalogue-picker.tsx';
import { ExtraFields } from './extra-fields.tsx';
import { GearIdentityFields } from './gear-identity-fields.tsx';
import { HandoverFields } from './handover-fields.tsx';
import { ListingStatusFields } from './listing-status-fields.tsx';
import { LoginNotice } from '#web/components/login-notice.tsx';
import { PriceFields, PriceTypeField } from './price-fields.tsx';
import { TermsCheckbox } from './terms-checkbox.tsx';
import { TownPicker } from '#web/components/town-picker.tsx';
import { useGearForm } from './use-gear-form.ts';

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
  const gearForm = useGearForm({ initial, gearId, keepDraft, onSaved });
  const { form, types, save, chosenTypeId, chosenType, catalogue, loggedOut, onSubmit } = gearForm;
  const { needLogin, setNeedLogin, formError, watched } = gearForm;
  const { register, handleSubmit, setValue, formState } = form;
  const errors = formState.errors;
  const { brand, model, sizeId, status, town } = watched;

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
      <GearIdentityFields types={types.data} register={register} errors={errors} />
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
      <PriceFields register={register} errors={errors} />
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
      <PriceTypeField register={register} errors={errors} />
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
        <ListingStatusFields register={register} errors={errors} sold={status === 'sold'} />
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
