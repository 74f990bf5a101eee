import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { PublicProfile } from '#shared/contracts/users.ts';
import { buttonClass } from '#web/components/ui/form/button.tsx';
import { countryName } from '#web/lib/country-names.ts';
import { loginPath } from '#web/lib/safe-path.ts';

/** Contact details reach logged-in users only. */
export function PersonalDetails({ profile }: { profile: PublicProfile }) {
  const { t, i18n } = useTranslation();
  const orNone = (value: string | undefined) => value || t('account.notAvailable');
  // The owner's choice and the viewer's verified e-mail decide (docs/api.md, contact_visibility).
  const hidden = profile.contact_locked
    ? t('messages.verifyToSee')
    : profile.contact_visibility === 'messages'
      ? t('messages.onlyMessages')
      : undefined;
  const contact = (value: string | undefined) =>
    value === undefined && hidden ? hidden : orNone(value);
  const rows: [string, string][] = [
    [t('account.username'), orNone(profile.username)],
    [t('account.email'), contact(profile.email)],
    [
      t('account.country'),
      profile.country
        ? countryName(profile.country, i18n.resolvedLanguage ?? 'en')
        : t('account.notAvailable'),
    ],
    [t('account.phone'), contact(profile.phone_number)],
  ];
  return (
    <section
      aria-labelledby="personal-details"
      className="rounded-xl border border-stone-200 bg-white p-5"
    >
      <h2 id="personal-details" className="mb-3 text-lg font-semibold">
        {t('account.personalDetails')}
      </h2>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-stone-600">{label}</dt>
            <dd className="mb-2 font-medium break-words sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function ContactLoginPrompt() {
  const { t } = useTranslation();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (
    <section className="rounded-xl border border-stone-200 bg-white p-5 text-stone-700">
      <p>{t('account.contactLogin')}</p>
      <Link
        to={loginPath(here)}
        state={{ from: here }}
        className={buttonClass({ className: 'mt-3 inline-block' })}
      >
        {t('account.loginNow')}
      </Link>
    </section>
  );
}
