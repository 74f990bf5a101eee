// The wanted form's state: its empty values (the visitor's country preselected), the save that
// empties the form again or puts the server's messages under their fields, and the words of
// each field's error.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  wantedFormSchema,
  wantedFormToBody,
  type WantedFormInput,
  type WantedFormValues,
} from '#shared/contracts/wanted.ts';
import { ruleMessage } from '#web/lib/rule-messages.ts';
import { useServerErrors } from '#web/components/ui/form/server-errors.ts';
import { useCreateWanted } from './api/wanted.ts';

export type WantedFieldName = keyof WantedFormInput;
type Status = 'idle' | 'saved' | 'failed';

export function useWantedForm(country: string) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>('idle');
  const empty: WantedFormInput = {
    gear_type: '',
    description: '',
    brand: '',
    model: '',
    max_price: '',
    currency: 'EUR',
    country,
  };
  const { register, control, handleSubmit, reset, setError, formState } = useForm<
    WantedFormInput,
    unknown,
    WantedFormValues
  >({
    resolver: zodResolver(wantedFormSchema),
    defaultValues: empty,
  });
  const save = useCreateWanted();
  const serverErrors = useServerErrors();

  const submit = handleSubmit(async (values) => {
    setStatus('idle');
    try {
      await save.mutateAsync(wantedFormToBody(values));
      reset(empty);
      setStatus('saved');
    } catch (error) {
      serverErrors(error, setError, Object.keys(empty));
      setStatus('failed');
    }
  });

  const message = (name: WantedFieldName, error: FieldError | undefined) => {
    if (!error) return undefined;
    const rule = ruleMessage(t, error.message);
    if (rule) return rule;
    if (error.type === 'server' && error.message) return error.message;
    if (error.type === 'too_big') return t('wanted.errors.tooLong');
    if (error.type === 'custom') return t('wanted.errors.priceInvalid');
    return t(`wanted.errors.${name}`, { defaultValue: t('wanted.errors.required') });
  };
  return { register, control, formState, submit, status, message };
}
