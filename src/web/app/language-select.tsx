import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '#shared/constants.ts';
import { switchLanguage } from '#web/lib/route-texts.ts';

export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  return (
    <label className="flex items-center">
      <span className="sr-only">{t('layout.language')}</span>
      <select
        value={i18n.resolvedLanguage}
        onChange={(event) => void switchLanguage(event.target.value)}
        className="rounded-md border border-stone-300 bg-white px-2 py-2 text-sm"
      >
        {LANGUAGES.map((lng) => (
          <option key={lng} value={lng}>
            {t(`languages.${lng}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
