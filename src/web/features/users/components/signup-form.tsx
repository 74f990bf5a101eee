// The one form of /signup and /editsignup/{id}. Validation uses the shared
// zod schemas: registerSchema when signing up, profileUpdateSchema when editing, where username,
// e-mail and password are shown but not editable (the API ignores them on PUT).
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { z } from 'zod';
import { profileUpdateSchema, registerSchema, type PrivateUser } from '#shared/contracts/users.ts';
import { buttonClass } from '#web/components/ui/form/button.tsx';
import { CountrySelect } from '#web/components/country-select.tsx';
import { Field, TextField } from '#web/components/ui/form/field.tsx';
import { useFieldErrorText } from '#web/components/ui/form/error-text.ts';
import { EmailCheckDialog } from './email-check-dialog.tsx';
import { SignupAccountFields } from './signup-account-fields.tsx';
import { useSignupSubmit, type SignupValues } from './use-signup-submit.ts';
import { useSignupEcho } from './use-signup-echo.ts';

const signupSchema = registerSchema.safeExtend({ confirm_password: z.string().min(1) });
// The two schemas validate different subsets of the same form values.
const createResolver = zodResolver(signupSchema) as unknown as Resolver<SignupValues>;
const editResolver = zodResolver(profileUpdateSchema) as unknown as Resolver<SignupValues>;

export function SignupForm({ user }: { user: PrivateUser | null }) {
  const { t } = useTranslation();
  const editing = user !== null;
  const { search } = useLocation();
  const echo = useSignupEcho(editing);
  const typed = echo.values;
  const form = useForm<SignupValues>({
    resolver: editing ? editResolver : createResolver,
    defaultValues: {
      username: user?.username ?? typed.username ?? '',
      email: user?.email ?? typed.email ?? '',
      password: '',
      confirm_password: '',
      first_name: user?.first_name ?? typed.first_name ?? '',
      last_name: user?.last_name ?? typed.last_name ?? '',
      country: user?.country ?? typed.country ?? '',
      phone_number: user?.phone_number ?? typed.phone_number ?? '',
    },
  });
  const { submit, isSubmitting, registeredEmail, afterVerified } = useSignupSubmit(
    form,
    user?.id ?? null,
  );
  const errorText = useFieldErrorText();
  const { errors } = form.formState;
  const error = (name: keyof SignupValues) =>
    errorText(name, errors[name] ?? echo.fieldError(name), form.getValues(name));

  return (
    <>
      {echo.alert && (
        <p
          role="alert"
          className="mb-4 rounded-lg border border-red-200 bg-red-50 p-3 text-red-800"
        >
          {echo.alert}
        </p>
      )}
      {/* Without JavaScript the browser posts the sign-up; the server answers as this script does. */}
      <form
        noValidate
        {...(!editing && { method: 'post', action: `/signup${search}` })}
        onSubmit={(event) => {
          echo.clear();
          return submit(event);
        }}
        className="grid gap-4 rounded-xl border border-stone-200 bg-white p-6 shadow-sm sm:grid-cols-2"
      >
        <SignupAccountFields form={form} editing={editing} typed={typed} error={error} />
        <TextField
          label={t('account.firstName')}
          autoComplete="given-name"
          error={error('first_name')}
          defaultValue={typed.first_name}
          {...form.register('first_name')}
        />
        <TextField
          label={t('account.lastName')}
          autoComplete="family-name"
          error={error('last_name')}
          defaultValue={typed.last_name}
          {...form.register('last_name')}
        />
        <Controller
          control={form.control}
          name="country"
          render={({ field }) => (
            <Field label={t('account.country')} error={error('country')}>
              {(control) => (
                <CountrySelect
                  {...control}
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  includeEmpty
                  emptyLabel={t('account.countryNone')}
                />
              )}
            </Field>
          )}
        />
        <TextField
          label={t('account.phone')}
          type="tel"
          autoComplete="tel"
          placeholder={t('account.phonePlaceholder')}
          error={error('phone_number')}
          defaultValue={typed.phone_number}
          {...form.register('phone_number')}
        />
        <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-stone-600">{editing ? '' : t('account.requiredNote')}</p>
          <button type="submit" disabled={isSubmitting} className={buttonClass({ size: 'lg' })}>
            {editing ? t('account.save') : t('account.create')}
          </button>
        </div>
      </form>
      <EmailCheckDialog
        open={registeredEmail !== null}
        email={registeredEmail ?? ''}
        onVerified={afterVerified}
      />
    </>
  );
}
