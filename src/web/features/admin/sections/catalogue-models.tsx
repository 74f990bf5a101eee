// One brand's models of one gear type in the back office: add, rename (name and year), delete
// (its sizes go with it; listings keep their text). Each write is audited.
import { useTranslation } from 'react-i18next';
import { ListState } from '#web/components/ui/list-state.tsx';
import { useAdminModels } from '#web/features/admin/api/catalogue.ts';
import { useDeleteModel, useSaveModel } from '#web/features/admin/api/catalogue-names.ts';
import { CatalogueNameForm } from './catalogue-name-form.tsx';
import { CatalogueNameList } from './catalogue-name-list.tsx';

type Props = { gearType: string; brand: string; brandName: string };

export function CatalogueModels({ gearType, brand, brandName }: Props) {
  const { t } = useTranslation();
  const models = useAdminModels(gearType, brand);
  const save = useSaveModel();
  const remove = useDeleteModel();
  const body = (values: { name: string; year: number | null }) => ({
    ...values,
    brand,
    gear_type: gearType,
  });

  return (
    <div className="flex flex-col gap-3">
      <ListState
        isPending={models.isPending}
        error={models.error}
        items={models.data}
        emptyTitle={t('admin.catalogue.noModels')}
        onRetry={() => void models.refetch()}
      >
        {(items) => (
          <CatalogueNameList
            kind="model"
            label={t('admin.catalogue.modelsOf', { brand: brandName })}
            items={items}
            rename={(model, values) => save.mutateAsync({ id: model.id, body: body(values) })}
            remove={(model) => remove.mutateAsync(model.id)}
          />
        )}
      </ListState>
      <CatalogueNameForm
        label={t('admin.catalogue.addModel')}
        submitLabel={t('admin.catalogue.addModel')}
        withYear
        onSave={(values) => save.mutateAsync({ body: body(values) })}
      />
    </div>
  );
}
