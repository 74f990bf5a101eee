import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ErrorMessage } from '#web/components/ui/error-message.tsx';
import { NotFound } from '#web/components/not-found.tsx';
import { useGearTypeLabels, useGearTypes } from '#web/lib/gear-types.ts';
import { categoryOf } from '#web/features/search/gear-list-query.ts';
import { GearListPage } from './gear-list-page.tsx';

/** /wing, /harness, /instrument, … : the list of one gear type, found by its slug. */
export function CategoryPage() {
  const { category = '' } = useParams();
  const { t } = useTranslation();
  const { data: types, isPending, error } = useGearTypes();
  const { typeName } = useGearTypeLabels();
  if (isPending) return <Spinner />;
  if (error) return <ErrorMessage error={error} />;
  const found = categoryOf(types, category);
  if (!found) return <NotFound />;
  const { type, fit } = found;
  const name = typeName(type);
  return (
    <GearListPage
      key={type.id}
      gearTypeId={type.id}
      title={name}
      description={t('seo.categoryDescription', { type: name })}
      fit={fit}
    />
  );
}
