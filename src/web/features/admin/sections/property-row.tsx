import type { Control, FieldError, UseFormRegister } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PROPERTY_TYPES, type ExtraProperty } from '#shared/contracts/gear-types.ts';
import { Button } from '#web/components/ui/form/button.tsx';
import { Field, inputClass, TextField } from '#web/components/ui/form/field.tsx';
import { useMessageText } from '#web/components/ui/form/error-text.ts';

export type Row = {
  /** The name the property had when the form opened (absent for new rows). */
  original?: string;
  name: string;
  type: ExtraProperty['type'];
  required: boolean;
  options: string;
  unit: string;
};

/** The contract's errors of one property, under the body's field names. */
export type PropertyErrors = Partial<Record<keyof ExtraProperty | 'renamed_from', FieldError>>;

export type GearTypeValues = { name: string; slug: string; description: string; rows: Row[] };
type Props = {
  index: number;
  original?: string;
  control: Control<GearTypeValues>;
  register: UseFormRegister<GearTypeValues>;
  errors?: PropertyErrors;
  onRemove: () => void;
};

/** One extra property: name, type, required, options (choice lists) and unit. */
export function PropertyRow({ index, original, control, register, errors, onRemove }: Props) {
  const { t } = useTranslation();
  // The contract's checks answer in English (client and server alike).
  const text = useMessageText();
  const row = useWatch({ control, name: `rows.${index}` as const }) as Row;
  const label = row.name || t('admin.gearTypes.newProperty');
  const field = (name: keyof Row) => register(`rows.${index}.${name}`);
  return (
    <div className="grid gap-3 rounded-lg border border-stone-200 p-3 sm:grid-cols-2 lg:grid-cols-[1fr_10rem_1fr_8rem_auto]">
      <TextField
        label={t('admin.gearTypes.propertyName')}
        note={
          original && original !== row.name
            ? t('admin.gearTypes.renameNote', { name: original })
            : undefined
        }
        error={text((errors?.name ?? errors?.renamed_from)?.message)}
        {...field('name')}
      />
      <Field label={t('admin.gearTypes.propertyType')} error={text(errors?.type?.message)}>
        {(ids) => (
          <select {...ids} {...field('type')} className={inputClass}>
            {PROPERTY_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`admin.gearTypes.types.${type}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {row.type === 'select' ? (
        <TextField
          label={t('admin.gearTypes.options')}
          note={t('admin.gearTypes.optionsNote')}
          error={text(errors?.options?.message)}
          {...field('options')}
        />
      ) : (
        <div aria-hidden className="hidden lg:block" />
      )}
      <TextField
        label={t('admin.gearTypes.unit')}
        error={text(errors?.unit?.message)}
        {...field('unit')}
      />
      <div className="flex flex-wrap items-end gap-3 sm:col-span-2 lg:col-span-1">
        <label className="flex min-h-11 items-center gap-2">
          <input type="checkbox" {...field('required')} className="size-5" />
          {t('admin.gearTypes.required')}
        </label>
        <Button variant="danger-outline" size="sm" onClick={onRemove}>
          {t('admin.gearTypes.removeProperty')}
          <span className="sr-only">{`: ${label}`}</span>
        </Button>
      </div>
    </div>
  );
}
