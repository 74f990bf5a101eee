// The add/edit gear form's state and submit, apart from its markup: the resolver that checks the
// chosen type's properties, the watched values the fields depend on, the draft kept in the
// browser, and what a failed save shows (the login notice, or server errors on their fields).
import { useEffect, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Gear } from '#shared/contracts/gears.ts';
import { useServerErrors } from '#web/components/ui/form/server-errors.ts';
import { zodResolverWith } from '#web/components/ui/form/zod-resolver.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { useSession } from '#web/lib/session-provider.tsx';
import { useGearTypeLabels, useGearTypes } from '#web/lib/gear-types.ts';
import { useSaveGear } from '#web/features/gears/api/gear-writes.ts';
import type { GearFormValues } from '#web/features/gears/gear-form-values.ts';
import { gearFormErrorText, gearFormSchema } from '#web/features/gears/gear-form-schema.ts';
import { formToBody } from '#web/features/gears/gear-form-body.ts';
import { useCatalogueChoice } from '#web/features/gears/catalogue/catalogue-picker.tsx';
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

type Options = {
  initial: GearFormValues;
  gearId?: string;
  keepDraft: boolean;
  onSaved: (gear: Gear) => void;
};

export function useGearForm({ initial, gearId, keepDraft, onSaved }: Options) {
  const { t } = useTranslation();
  const session = useSession();
  const types = useGearTypes();
  const { propertyName } = useGearTypeLabels();
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
  const form = useForm<GearFormValues>({
    defaultValues: initial,
    resolver,
  });
  const { control, setError, subscribe } = form;
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

  const watched = { brand, model, sizeId, status, town };
  return {
    form,
    types,
    save,
    chosenTypeId,
    chosenType,
    watched,
    catalogue,
    loggedOut,
    onSubmit,
    needLogin,
    setNeedLogin,
    formError,
  };
}
