import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { contactMessageSchema } from '#shared/contracts/contact.ts';
import { Button } from '#web/components/ui/form/button.tsx';
import { lazyResolver } from '#web/components/ui/form/lazy-resolver.ts';
import { Field, inputClass } from '#web/components/ui/form/field.tsx';
import { ruleMessage } from '#web/lib/rule-messages.ts';
import { useServerErrors } from '#web/components/ui/form/server-errors.ts';
import { api } from '#web/lib/api-client.ts';

type Input = z.input<typeof contactMessageSchema>;
type Output = z.output<typeof contactMessageSchema>;
type Field = 'fullName' | 'email' | 'message';

// The About page is server-rendered for every visitor; its schema loads once someone uses the form.
const resolver = lazyResolver<Input, unknown, Output>(() =>
  import('./contact-resolver.ts').then((m) => m.contactResolver),
);

/** fullName, email, message all required and a valid e-mail, with the fixed messages of the contract. */
export function ContactForm() {
  const { t } = useTranslation();
  const id = useId();
  const [status, setStatus] = useState<'idle' | 'sent' | 'failed'>('idle');
  const { register, handleSubmit, reset, setError, getValues, formState } = useForm<
    Input,
    unknown,
    Output
  >({
    resolver,
    defaultValues: { fullName: '', email: '', message: '', website: '' },
  });
  const send = useMutation({
    mutationFn: (body: Output) => api('contact/', { method: 'POST', body }),
  });
  const serverErrors = useServerErrors();

  const submit = handleSubmit(async (values) => {
    setStatus('idle');
    try {
      await send.mutateAsync(values);
      reset();
      setStatus('sent');
    } catch (error) {
      // What was typed stays, so the visitor can try again.
      serverErrors(error, setError, ['fullName', 'email', 'message']);
      setStatus('failed');
    }
  });

  const errorText = (field: Field, error: FieldError) => {
    const rule = ruleMessage(t, error.message);
    if (rule) return rule;
    if (error.type === 'server' && error.message) return error.message;
    if (error.type === 'too_big') return t('contact.errors.tooLong');
    if (field === 'email' && getValues('email').trim()) return t('contact.errors.emailInvalid');
    return t(`contact.errors.${field}Required`);
  };

  const field = (name: Field, label: string, control: 'input' | 'email' | 'textarea') => {
    const error = formState.errors[name];
    return (
      <Field label={label} error={error && errorText(name, error)}>
        {(ids) => {
          const props = { ...ids, 'aria-required': true, className: inputClass, ...register(name) };
          return control === 'textarea' ? (
            <textarea rows={6} {...props} />
          ) : (
            <input
              type={control === 'email' ? 'email' : 'text'}
              autoComplete={control === 'email' ? 'email' : 'name'}
              {...props}
            />
          );
        }}
      </Field>
    );
  };

  return (
    <form onSubmit={submit} onFocus={resolver.preload} noValidate className="flex flex-col gap-4">
      {field('fullName', t('contact.fullName'), 'input')}
      {field('email', t('contact.email'), 'email')}
      {field('message', t('contact.message'), 'textarea')}
      {/* Honeypot: people never see or reach it; bots that fill every field give themselves away. */}
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
        <label htmlFor={`${id}-website`}>{t('contact.honeypot')}</label>
        <input
          id={`${id}-website`}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...register('website')}
        />
      </div>
      <Button type="submit" size="lg" disabled={formState.isSubmitting} className="self-start">
        {formState.isSubmitting ? t('contact.sending') : t('contact.send')}
      </Button>
      {/* Both live regions stay in the page, so their messages are announced when they appear. */}
      <div className="flex flex-col gap-2">
        <div role="status">
          {status === 'sent' && (
            <p className="rounded-lg bg-green-50 p-3 font-medium text-green-800">
              {t('contact.sent')}
            </p>
          )}
        </div>
        <div role="alert">
          {(status === 'failed' || formState.errors.root) && (
            <p className="rounded-lg bg-red-50 p-3 font-medium text-red-800">
              {t('contact.failed')}
            </p>
          )}
        </div>
      </div>
    </form>
  );
}
