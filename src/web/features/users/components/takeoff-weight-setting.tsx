// The profile's take-off weight: what every search offers in "my take-off weight". Empty forgets
// it; anything but a weight above 0 and at most 400 kg is refused here and by the server.
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { profileWeightSchema } from '#shared/contracts/user-fields.ts';
import type { PrivateUser } from '#shared/contracts/users.ts';
import { Button } from '#web/components/ui/form/button.tsx';
import { TextField } from '#web/components/ui/form/field.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useUpdateProfile } from '../api/users.ts';

/** The typed weight ("88", "88,5") as kg, null for empty, undefined when it is no valid weight. */
function readWeight(text: string): number | null | undefined {
  const compact = text.trim().replace(',', '.');
  if (compact === '') return null;
  if (!/^-?\d+(\.\d+)?$/.test(compact)) return undefined;
  const parsed = profileWeightSchema.safeParse(Number(compact));
  return parsed.success ? parsed.data : undefined;
}

export function TakeoffWeightSetting({ user }: { user: PrivateUser }) {
  const { t } = useTranslation();
  const update = useUpdateProfile(user.id);
  const [text, setText] = useState(user.takeoff_weight === null ? '' : String(user.takeoff_weight));
  const [invalid, setInvalid] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const weight = readWeight(text);
    if (weight === undefined) {
      setInvalid(true);
      inputRef.current?.focus();
      return;
    }
    setInvalid(false);
    // PUT users/{id}/ takes the whole editable profile: the other fields are sent as they are.
    update.mutate({
      first_name: user.first_name,
      last_name: user.last_name,
      country: user.country,
      phone_number: user.phone_number,
      contact_visibility: user.contact_visibility,
      message_mails: user.message_mails,
      takeoff_weight: weight,
    });
  };
  const refused = update.error instanceof ApiError && update.error.status === 400;

  return (
    <section
      aria-labelledby="takeoff-weight-setting"
      className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-5"
    >
      <h2 id="takeoff-weight-setting" className="text-lg font-semibold">
        {t('fit.profileTitle')}
      </h2>
      <form onSubmit={submit} noValidate className="flex flex-wrap items-start gap-3">
        <TextField
          ref={inputRef}
          label={t('fit.weightLabel')}
          note={t('fit.profileHint')}
          error={invalid || refused ? t('fit.weightInvalid') : undefined}
          inputMode="decimal"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="min-w-0 flex-1 basis-56"
        />
        <Button type="submit" disabled={update.isPending} className="sm:mt-6">
          {t('fit.profileSave')}
        </Button>
      </form>
      <p role="status" className="text-sm text-emerald-800">
        {update.isSuccess && !update.isPending ? t('fit.profileSaved') : ''}
      </p>
      {update.isError && !refused && (
        <p role="alert" className="text-sm text-red-700">
          {t('fit.saveFailed')}
        </p>
      )}
    </section>
  );
}
