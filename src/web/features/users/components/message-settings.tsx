// The profile's messaging settings: who sees my contact details, and mails about new messages.
// A small component of its own (other settings sit next to it on the profile page).
import { useTranslation } from 'react-i18next';
import type { ContactVisibility, PrivateUser } from '#shared/contracts/users.ts';
import { useUpdateProfile } from '../api/users.ts';

const CHOICES: [ContactVisibility, string][] = [
  ['messages', 'messages.contactMessages'],
  ['email', 'messages.contactEmail'],
  ['email_phone', 'messages.contactEmailPhone'],
];

export function MessageSettings({ user }: { user: PrivateUser }) {
  const { t } = useTranslation();
  const update = useUpdateProfile(user.id);
  // PUT users/{id}/ takes the whole editable profile: the other fields are sent as they are.
  const save = (change: { contact_visibility?: ContactVisibility; message_mails?: boolean }) =>
    update.mutate({
      first_name: user.first_name,
      last_name: user.last_name,
      country: user.country,
      phone_number: user.phone_number,
      contact_visibility: user.contact_visibility,
      message_mails: user.message_mails,
      ...change,
    });
  return (
    <section
      aria-labelledby="message-settings"
      className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-5"
    >
      <h2 id="message-settings" className="text-lg font-semibold">
        {t('messages.inbox')}
      </h2>
      <fieldset disabled={update.isPending}>
        <legend className="font-medium">{t('messages.contactVisibility')}</legend>
        {CHOICES.map(([value, label]) => (
          <label key={value} className="flex items-center gap-2">
            <input
              type="radio"
              name="contact_visibility"
              checked={user.contact_visibility === value}
              onChange={() => save({ contact_visibility: value })}
            />
            {t(label)}
          </label>
        ))}
      </fieldset>
      <label className="flex min-h-11 items-center gap-2">
        <input
          type="checkbox"
          className="size-5 shrink-0"
          checked={user.message_mails}
          disabled={update.isPending}
          onChange={(e) => save({ message_mails: e.target.checked })}
        />
        {t('messages.mails')}
      </label>
    </section>
  );
}
