// Add or edit one catalogue size. The numbers are typed as text and sent as numbers (empty: does
// not apply); the server checks the rest (ranges, source) and its messages land by their fields.
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EN_CLASSES, type CatalogueSize, type SizeWrite } from '#shared/contracts/catalogue.ts';
import { Button } from '#web/components/ui/form/button.tsx';
import { Field, FieldError, inputClass, TextField } from '#web/components/ui/form/field.tsx';
import { useServerErrors } from '#web/components/ui/form/server-errors.ts';
import { useSaveSize } from '#web/features/admin/api/catalogue.ts';

const NUMBERS = ['weight_min', 'weight_max', 'flat_area', 'glider_weight', 'max_load'] as const;
type NumberField = (typeof NUMBERS)[number];
type Values = { name: string; en_class: string; source: string } & Record<NumberField, string>;

const text = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v));
const toValues = (size?: CatalogueSize): Values => ({
  name: size?.name ?? '',
  en_class: size?.en_class ?? '',
  source: size?.source ?? 'manufacturer',
  ...(Object.fromEntries(NUMBERS.map((n) => [n, text(size?.[n])])) as Record<NumberField, string>),
});

type Props = { modelId: string; size?: CatalogueSize; onDone: () => void };

export function CatalogueSizeForm({ modelId, size, onDone }: Props) {
  const { t } = useTranslation();
  const save = useSaveSize(size?.id);
  const place = useServerErrors();
  const form = useForm<Values>({ defaultValues: toValues(size) });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const numbers: Partial<Record<NumberField, number | null>> = {};
    for (const n of NUMBERS) {
      const typed = values[n].trim().replace(',', '.');
      const value = typed === '' ? null : Number(typed);
      if (value !== null && !Number.isFinite(value)) {
        form.setError(n, { message: t('admin.catalogue.number') }, { shouldFocus: true });
        return;
      }
      numbers[n] = value;
    }
    const body = {
      model: modelId,
      name: values.name.trim(),
      en_class: (values.en_class || null) as SizeWrite['en_class'],
      source: values.source.trim(),
      ...numbers,
    } as SizeWrite;
    try {
      await save.mutateAsync(body);
      onDone();
    } catch (error) {
      const { rest } = place(error, form.setError, ['name', 'en_class', 'source', ...NUMBERS]);
      if (rest) form.setError('root', { message: rest });
    }
  });

  const number = (name: NumberField, label: string) => (
    <TextField
      label={label}
      inputMode="decimal"
      autoComplete="off"
      error={errors[name]?.message}
      {...form.register(name)}
    />
  );

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={
        size ? t('admin.catalogue.editSize', { name: size.name }) : t('admin.catalogue.addSize')
      }
      className="grid gap-3 rounded-xl border border-stone-200 bg-stone-50 p-4 sm:grid-cols-2"
    >
      <TextField
        label={t('admin.catalogue.sizeName')}
        required
        error={errors.name?.message}
        {...form.register('name')}
      />
      <Field label={t('fit.classLabel')} error={errors.en_class?.message}>
        {(control) => (
          <select {...control} {...form.register('en_class')} className={inputClass}>
            <option value="">{t('admin.catalogue.noClass')}</option>
            {EN_CLASSES.map((c) => (
              <option key={c} value={c}>
                {c === 'CCC' ? c : `EN ${c}`}
              </option>
            ))}
          </select>
        )}
      </Field>
      {number('weight_min', t('admin.catalogue.weightMin'))}
      {number('weight_max', t('admin.catalogue.weightMax'))}
      {number('flat_area', t('admin.catalogue.flatArea'))}
      {number('glider_weight', t('admin.catalogue.gliderWeight'))}
      {number('max_load', t('admin.catalogue.maxLoad'))}
      <TextField
        label={t('admin.catalogue.source')}
        note={t('admin.catalogue.sourceHint')}
        required
        error={errors.source?.message}
        {...form.register('source')}
      />
      <FieldError message={errors.root?.message} />
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" disabled={save.isPending}>
          {t('admin.catalogue.saveSize')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('admin.cancel')}
        </Button>
      </div>
    </form>
  );
}
