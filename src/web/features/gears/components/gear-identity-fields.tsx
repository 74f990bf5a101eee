// What the gear is: its type (which decides the extra properties) and the name, brand and model
// typed in, the last two with the catalogue's brands and models as suggestions.
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TEXT_FIELD_MAX } from '#shared/constants.ts';
import type { GearType } from '#shared/contracts/gear-types.ts';
import { Field, inputClass } from '#web/components/ui/form/field.tsx';
import { useGearTypeLabels } from '#web/lib/gear-types.ts';
import type { GearFormValues } from '#web/features/gears/gear-form-values.ts';
import { BRAND_LIST_ID, MODEL_LIST_ID } from '#web/features/gears/catalogue/catalogue-picker.tsx';

type Props = {
  types: GearType[];
  register: UseFormRegister<GearFormValues>;
  errors: FieldErrors<GearFormValues>;
};

export function GearIdentityFields({ types, register, errors }: Props) {
  const { t } = useTranslation();
  const { typeName } = useGearTypeLabels();
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
  return (
    <>
      <Field label={t('listing.fields.gear_type')} error={errors.gear_type?.message}>
        {(props) => (
          <select {...props} {...register('gear_type')} required className={inputClass}>
            <option value="">{t('listing.chooseCategory')}</option>
            {types.map((type) => (
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
    </>
  );
}
