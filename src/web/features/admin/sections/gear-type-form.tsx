// Create or edit a gear type. Each property row remembers the name it was loaded with, so a
// renamed property is sent with `renamed_from` and the listings keep their values under the new
// name. The shared schema checks the form; the server's errors land beside their fields.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  gearTypeCreateSchema,
  type ExtraPropertyWrite,
} from '#shared/contracts/catalogue-writes.ts';
import type { GearType } from '#shared/contracts/gear-types.ts';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { TextField } from '../../auth/components/field.tsx';
import { useSaveGearType } from '../api.ts';
import { buttonClass, primaryClass } from '../components.tsx';
import { PropertyRow, type Row } from './property-row.tsx';

const toRow = (p: GearType['extra_properties'][number]): Row => ({
  key: crypto.randomUUID(),
  original: p.name,
  name: p.name,
  type: p.type,
  required: p.required,
  options: (p.options ?? []).join(', '),
  unit: p.unit ?? '',
});
const emptyRow = (): Row => ({
  key: crypto.randomUUID(),
  name: '',
  type: 'text',
  required: false,
  options: '',
  unit: '',
});

function toProperty(row: Row): ExtraPropertyWrite {
  const property: ExtraPropertyWrite = {
    name: row.name.trim(),
    type: row.type,
    required: row.required,
  };
  if (row.type === 'select')
    property.options = row.options
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean);
  if (row.unit.trim()) property.unit = row.unit.trim();
  if (row.original && row.original !== property.name) property.renamed_from = row.original;
  return property;
}

export function GearTypeForm({ type, onDone }: { type?: GearType; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const toast = useToast();
  const save = useSaveGearType(type?.id);
  const [name, setName] = useState(type?.name ?? '');
  const [slug, setSlug] = useState(type?.slug ?? '');
  const [description, setDescription] = useState(type?.description ?? '');
  const [rows, setRows] = useState<Row[]>(() => type?.extra_properties.map(toRow) ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure('');
    const body = { name, slug, description, extra_properties: rows.map(toProperty) };
    const parsed = gearTypeCreateSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message])));
      return;
    }
    setErrors({});
    try {
      const saved = await save.mutateAsync(body);
      toast.success(t('admin.gearTypes.saved', { name: saved.name }));
      onDone();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fieldErrors : {};
      setErrors(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v[0] ?? ''])));
      setFailure(error instanceof ApiError ? error.message : t('admin.actionFailed'));
    }
  };
  const update = (key: string, change: Partial<Row>) =>
    setRows((all) => all.map((r) => (r.key === key ? { ...r, ...change } : r)));

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4"
    >
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {type ? t('admin.gearTypes.editTitle', { name: type.name }) : t('admin.gearTypes.add')}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('admin.gearTypes.name')}
          required
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={errors.name}
        />
        <TextField
          label={t('admin.gearTypes.slug')}
          required
          value={slug}
          disabled={Boolean(type)}
          note={t(type ? 'admin.gearTypes.slugFixed' : 'admin.gearTypes.slugNote')}
          onChange={(e) => setSlug(e.target.value)}
          error={errors.slug}
        />
      </div>
      <TextField
        label={t('admin.gearTypes.description')}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        error={errors.description}
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-medium">{t('admin.gearTypes.properties')}</legend>
        {errors.extra_properties && (
          <p className="text-sm font-medium text-red-700">{errors.extra_properties}</p>
        )}
        {rows.map((row, index) => (
          <PropertyRow
            key={row.key}
            row={row}
            index={index}
            errors={errors}
            onChange={(change) => update(row.key, change)}
            onRemove={() => setRows((all) => all.filter((r) => r.key !== row.key))}
          />
        ))}
        <button
          type="button"
          className={`${buttonClass} self-start`}
          onClick={() => setRows((all) => [...all, emptyRow()])}
        >
          {t('admin.gearTypes.addProperty')}
        </button>
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={primaryClass} disabled={save.isPending}>
          {t('admin.gearTypes.save')}
        </button>
        <button type="button" className={buttonClass} onClick={onDone}>
          {t('admin.cancel')}
        </button>
      </div>
      <div role="alert">
        {failure && <p className="rounded-lg bg-red-50 p-3 font-medium text-red-800">{failure}</p>}
      </div>
    </form>
  );
}
