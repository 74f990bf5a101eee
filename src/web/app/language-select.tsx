import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '#shared/constants.ts';
import { DisclosureMenu, menuItemClass } from '#web/components/ui/disclosure-menu.tsx';
import { switchLanguage } from '#web/lib/route-texts.ts';

/**
 * The language dropdown: a menu of the four languages, switched only when one is chosen. Each
 * entry is a link to `?lng=` (the first source i18n.ts reads the language from), so it works without JavaScript.
 */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? 'en';
  return (
    <DisclosureMenu
      label={<span lang={current}>{current.toUpperCase()}</span>}
      name={`${t('layout.language')}: ${t(`languages.${current}`)}`}
    >
      {LANGUAGES.map((lng) => (
        <li key={lng}>
          <a
            href={`?lng=${lng}`}
            lang={lng}
            hrefLang={lng}
            aria-current={lng === current ? 'true' : undefined}
            onClick={(event) => {
              event.preventDefault();
              void switchLanguage(lng);
            }}
            className={`${menuItemClass} ${lng === current ? 'font-semibold' : ''}`}
          >
            {t(`languages.${lng}`)}
          </a>
        </li>
      ))}
    </DisclosureMenu>
  );
}
