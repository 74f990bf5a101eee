import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ExtraProperty, GearType } from '#shared/contracts/gear-types.ts';
import { useGearTypeLabels } from '#web/lib/gear-types.ts';
import type { GearFormValues } from '#web/features/gears/gear-form-values.ts';
import {
  Field,
  FieldError,
  inputClass,
  type ControlProps,
} from '#web/components/ui/form/field.tsx';

type Props = {
  type: GearType;
  register: UseFormRegister<GearFormValues>;
  errors: FieldErrors<GearFormValues>;
  /** Values to suggest first for a free-text property: the catalogue model's sizes for `size`. */
  suggestions?: Record<string, string[]>;
};

/** The chosen gear type's extra properties, each with the input its declared type calls for. */
export function ExtraFields({ type, register, errors, suggestions = {} }: Props) {
  const { t } = useTranslation();
  const { typeName } = useGearTypeLabels();
  if (!type.extra_properties.length) return null;
  return (
    <fieldset className="grid gap-4 rounded-xl border border-stone-200 bg-stone-50 p-4 sm:grid-cols-2">
      <legend className="px-1 font-semibold text-stone-800">
        {t('listing.detailsOf', { type: typeName(type) })}
      </legend>
      {type.extra_properties.map((property) => (
        <ExtraField
          key={`${type.id}-${property.name}`}
          property={property}
          register={register}
          error={errors.properties?.[property.name]?.message}
          suggested={suggestions[property.name]}
        />
      ))}
    </fieldset>
  );
}

type FieldProps = {
  property: ExtraProperty;
  register: UseFormRegister<GearFormValues>;
  error?: string;
  suggested?: string[] | undefined;
};

function ExtraField({ property, register, error, suggested = [] }: FieldProps) {
  const { t } = useTranslation();
  const { propertyName, optionLabel } = useGearTypeLabels();
  const unitId = useId();
  const listId = useId();
  const label = propertyName(property.name);
  const field = register(`properties.${property.name}`);
  if (property.type === 'boolean')
    return <BooleanField label={label} error={error} field={field} />;
  const optional = property.required ? '' : ` (${t('listing.optional')})`;
  const render = (control: ControlProps) => {
    const common = { ...control, ...field, required: property.required, className: inputClass };
    if (property.type === 'select') {
      return (
        <select {...common}>
          <option value="">{t('listing.choose')}</option>
          {(property.options ?? []).map((option) => (
            <option key={option} value={option}>
              {optionLabel(option)}
            </option>
          ))}
        </select>
      );
    }
    if (property.type === 'number') {
      const describedBy =
        [control['aria-describedby'], property.unit ? unitId : undefined]
          .filter(Boolean)
          .join(' ') || undefined;
      return (
        <div className="flex items-center gap-2">
          <input
            {...common}
            type="number"
            inputMode="decimal"
            step="any"
            min="0"
            aria-describedby={describedBy}
          />
          {property.unit && (
            <span id={unitId} className="shrink-0 text-stone-600">
              {property.unit}
            </span>
          )}
        </div>
      );
    }
    if (property.type === 'date') return <input {...common} type="date" />;
    // Free text with suggestions (the chosen model's sizes, then XS–XXL, 22, 24…): any value goes.
    const options = [...new Set([...suggested, ...(property.options ?? [])])];
    return (
      <>
        <input {...common} type="text" list={options.length ? listId : undefined} />
        {options.length > 0 && (
          <datalist id={listId}>
            {options.map((option) => (
              <option key={option} value={option} />
            ))}
          </datalist>
        )}
      </>
    );
  };
  return (
    <Field label={`${label}${optional}`} error={error}>
      {render}
    </Field>
  );
}

function BooleanField({
  label,
  error,
  field,
}: {
  label: string;
  error?: string;
  field: ReturnType<UseFormRegister<GearFormValues>>;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1 self-end">
      <label htmlFor={id} className="flex min-h-11 items-center gap-2 font-medium text-stone-800">
        <input
          id={id}
          type="checkbox"
          className="size-5 shrink-0 accent-accent-700"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          {...field}
        />
        {label}
      </label>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
