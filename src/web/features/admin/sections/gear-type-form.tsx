// Create or edit a gear type. Each property row remembers the name it was loaded with, so a
// renamed property is sent with `renamed_from` and the listings keep their values under the new
// name. The shared schema checks the form; the server's errors land beside their fields.
import { useId, useState } from 'react';
import { useFieldArray, useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { GearType } from '#shared/contracts/gear-types.ts';
import { Button } from '#web/components/ui/form/button.tsx';
import { FieldError as ErrorLine, TextField } from '#web/components/ui/form/field.tsx';
import { translateMessage, useMessageText } from '#web/components/ui/form/error-text.ts';
import { useServerErrors } from '#web/components/ui/form/server-errors.ts';
import { useToast } from '#web/components/ui/toast.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useSaveGearType } from '#web/features/admin/api/admin.ts';
import { emptyRow, resolver, toBody, toRow } from './gear-type-form-values.ts';
import {
  PropertyRow,
  type GearTypeValues as Values,
  type PropertyErrors,
} from './property-row.tsx';

export function GearTypeForm({ type, onDone }: { type?: GearType; onDone: () => void }) {
  const { t } = useTranslation();
  // The contract's checks answer in English (client and server alike).
  const text = useMessageText();
  const id = useId();
  const toast = useToast();
  const save = useSaveGearType(type?.id);
  const serverErrors = useServerErrors();
  const [failure, setFailure] = useState('');
  const { register, control, handleSubmit, setError, formState } = useForm<Values>({
    resolver,
    defaultValues: {
      name: type?.name ?? '',
      slug: type?.slug ?? '',
      description: type?.description ?? '',
      rows: type?.extra_properties.map(toRow) ?? [],
    },
  });
  const rows = useFieldArray({ control, name: 'rows' });
  const errors = formState.errors as typeof formState.errors & {
    extra_properties?: FieldError & PropertyErrors[];
  };

  const submit = handleSubmit(async (values) => {
    setFailure('');
    try {
      const saved = await save.mutateAsync(toBody(values));
      toast.success(t('admin.gearTypes.saved', { name: saved.name }));
      onDone();
    } catch (error) {
      serverErrors(error, setError, () => true);
      setFailure(
        error instanceof ApiError ? translateMessage(error.message, t) : t('admin.actionFailed'),
      );
    }
  });

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
          error={text(errors.name?.message)}
          {...register('name')}
        />
        <TextField
          label={t('admin.gearTypes.slug')}
          required
          note={t(type ? 'admin.gearTypes.slugFixed' : 'admin.gearTypes.slugNote')}
          error={text(errors.slug?.message)}
          {...register('slug')}
          disabled={Boolean(type)}
        />
      </div>
      <TextField
        label={t('admin.gearTypes.description')}
        error={text(errors.description?.message)}
        {...register('description')}
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-medium">{t('admin.gearTypes.properties')}</legend>
        <ErrorLine message={text(errors.extra_properties?.message)} />
        {rows.fields.map((row, index) => (
          <PropertyRow
            key={row.id}
            index={index}
            original={row.original}
            control={control}
            register={register}
            errors={errors.extra_properties?.[index]}
            onRemove={() => rows.remove(index)}
          />
        ))}
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          onClick={() => rows.append(emptyRow())}
        >
          {t('admin.gearTypes.addProperty')}
        </Button>
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          {t('admin.gearTypes.save')}
        </Button>
        <Button variant="secondary" size="sm" onClick={onDone}>
          {t('admin.cancel')}
        </Button>
      </div>
      <div role="alert">
        {failure && <p className="rounded-lg bg-red-50 p-3 font-medium text-red-800">{failure}</p>}
      </div>
    </form>
  );
}
