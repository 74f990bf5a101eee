import { useTranslation } from 'react-i18next';
import { PROPERTY_TYPES, type ExtraProperty } from '#shared/contracts/gear-types.ts';
import { Field, inputClass, TextField } from '../../auth/components/field.tsx';
import { dangerClass } from '../components.tsx';

export type Row = {
  key: string;
  /** The name the property had when the form opened (absent for new rows). */
  original?: string;
  name: string;
  type: ExtraProperty['type'];
  required: boolean;
  options: string;
  unit: string;
};

type Props = {
  row: Row;
  index: number;
  errors: Record<string, string>;
  onChange: (change: Partial<Row>) => void;
  onRemove: () => void;
};

/** One extra property: name, type, required, options (choice lists) and unit. */
export function PropertyRow({ row, index, errors, onChange, onRemove }: Props) {
  const { t } = useTranslation();
  const error = (field: string) => errors[`extra_properties.${index}.${field}`];
  const label = row.name || t('admin.gearTypes.newProperty');
  return (
    <div className="grid gap-3 rounded-lg border border-stone-200 p-3 sm:grid-cols-2 lg:grid-cols-[1fr_10rem_1fr_8rem_auto]">
      <TextField
        label={t('admin.gearTypes.propertyName')}
        value={row.name}
        onChange={(e) => onChange({ name: e.target.value })}
        note={
          row.original && row.original !== row.name
            ? t('admin.gearTypes.renameNote', { name: row.original })
            : undefined
        }
        error={error('name') ?? error('renamed_from')}
      />
      <Field label={t('admin.gearTypes.propertyType')} error={error('type')}>
        {(control) => (
          <select
            {...control}
            value={row.type}
            onChange={(e) => onChange({ type: e.target.value as Row['type'] })}
            className={inputClass}
          >
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
          value={row.options}
          onChange={(e) => onChange({ options: e.target.value })}
          error={error('options')}
        />
      ) : (
        <div aria-hidden className="hidden lg:block" />
      )}
      <TextField
        label={t('admin.gearTypes.unit')}
        value={row.unit}
        onChange={(e) => onChange({ unit: e.target.value })}
        error={error('unit')}
      />
      <div className="flex flex-wrap items-end gap-3 sm:col-span-2 lg:col-span-1">
        <label className="flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            checked={row.required}
            onChange={(e) => onChange({ required: e.target.checked })}
            className="size-5"
          />
          {t('admin.gearTypes.required')}
        </label>
        <button type="button" className={dangerClass} onClick={onRemove}>
          {t('admin.gearTypes.removeProperty')}
          <span className="sr-only">{`: ${label}`}</span>
        </button>
      </div>
    </div>
  );
}
