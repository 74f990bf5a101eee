import { useTranslation } from 'react-i18next';
import { paths } from '#shared/paths.ts';
import { DisclosureMenu, menuItemClass } from '#web/components/ui/disclosure-menu.tsx';
import { AppLink } from '#web/lib/follow-link.tsx';
import { useGearTypeLabels, useGearTypes } from '#web/lib/gear-types.ts';

/** The category dropdown: a menu of links, each opening /{category}. */
export function CategoryMenu() {
  const { t } = useTranslation();
  const { data: types = [] } = useGearTypes();
  const { typeName } = useGearTypeLabels();
  return (
    <DisclosureMenu label={t('layout.categories')} className="px-3 py-1 lg:py-0">
      {types.map((type) => (
        <li key={type.id}>
          <AppLink to={paths.category(type.slug)} className={menuItemClass}>
            {typeName(type)}
          </AppLink>
        </li>
      ))}
    </DisclosureMenu>
  );
}
