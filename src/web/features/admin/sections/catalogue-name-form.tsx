// Add or rename a catalogue brand or model: its name, and a model's year. The server checks the
// rest (a name the catalogue has already, an unknown brand) and its messages land by their fields.
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/form/button.tsx';
import { FieldError, TextField } from '#web/components/ui/form/field.tsx';
import { useServerErrors } from '#web/components/ui/form/server-errors.ts';

export type NameValues = { name: string; year: number | null };
type Values = { name: string; year: string };

type Props = {
  /** The form's accessible name ("Add a brand", "Rename Ozone"). */
  label: string;
  submitLabel: string;
  initial?: NameValues;
  withYear?: boolean;
  /** Resolves when saved; throws the server's error otherwise. */
  onSave: (values: NameValues) => Promise<unknown>;
  onCancel?: () => void;
};

export function CatalogueNameForm({
  label,
  submitLabel,
  initial,
  withYear,
  onSave,
  onCancel,
}: Props) {
  const { t } = useTranslation();
  const place = useServerErrors();
  const form = useForm<Values>({
    defaultValues: { name: initial?.name ?? '', year: initial?.year ? String(initial.year) : '' },
  });
  const { errors, isSubmitting } = form.formState;
  // Renaming starts in the name field (the Rename button that opened the form is gone).
  const renaming = initial !== undefined;
  useEffect(() => {
    if (renaming) form.setFocus('name');
  }, [renaming, form]);

  const submit = form.handleSubmit(async (values) => {
    const name = values.name.trim().replace(/\s+/g, ' ');
    if (!name) {
      form.setError('name', { message: t('admin.catalogue.nameRequired') }, { shouldFocus: true });
      return;
    }
    const typed = values.year.trim();
    const year = typed === '' ? null : Number(typed);
    if (year !== null && !(Number.isInteger(year) && year >= 1970 && year <= 2100)) {
      form.setError('year', { message: t('admin.catalogue.yearRange') }, { shouldFocus: true });
      return;
    }
    try {
      await onSave({ name, year });
      if (!initial) form.reset();
    } catch (error) {
      const { rest } = place(error, form.setError, withYear ? ['name', 'year'] : ['name']);
      if (rest) form.setError('root', { message: rest });
    }
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={label}
      className="flex flex-wrap items-end gap-3 rounded-xl border border-stone-200 bg-stone-50 p-3"
    >
      <TextField
        label={t('admin.catalogue.name')}
        required
        autoComplete="off"
        className="min-w-0 flex-1 basis-48"
        error={errors.name?.message}
        {...form.register('name')}
      />
      {withYear && (
        <TextField
          label={t('admin.catalogue.year')}
          inputMode="numeric"
          autoComplete="off"
          className="w-28"
          error={errors.year?.message}
          {...form.register('year')}
        />
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('admin.cancel')}
          </Button>
        )}
      </div>
      {errors.root?.message && (
        <div role="alert" className="basis-full">
          <FieldError message={errors.root.message} />
        </div>
      )}
    </form>
  );
}
