// The listed brand/model pairs the catalogue does not know, most listed first: what staff add
// next. "Add" creates the model (and the brand when the catalogue lacks it); its sizes follow in
// the editor above.
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/form/button.tsx';
import { ListState } from '#web/components/ui/list-state.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { useAddUnknown } from '#web/features/admin/api/catalogue-names.ts';
import { api, ApiError } from '#web/lib/api-client.ts';
import { useGearTypeLabels, useGearTypes } from '#web/lib/gear-types.ts';
import { failureText } from '#web/components/ui/failure-text.ts';

type Unknown = { gear_type: string; brand: string; model: string; listings: number };
const names = (u: Unknown) => ({ brand: u.brand.trim(), model: u.model.trim() });

export function CatalogueUnknown() {
  const { t } = useTranslation();
  const id = useId();
  const toast = useToast();
  const { data: types = [] } = useGearTypes();
  const { typeName } = useGearTypeLabels();
  const add = useAddUnknown();
  const unknown = useQuery({
    queryKey: ['catalogue', 'unknown'],
    queryFn: ({ signal }) => api<Unknown[]>('catalogue/unknown-models/', { signal }),
  });
  const typeOf = (gearType: string) => {
    const type = types.find((candidate) => candidate.id === gearType);
    return type ? typeName(type) : '';
  };
  const addPair = (pair: Unknown) =>
    add.mutate(pair, {
      onSuccess: () => toast.success(t('admin.catalogue.unknownAdded', names(pair))),
      onError: (error) =>
        error instanceof ApiError && error.body?.detail
          ? void failureText(error, t).then((text) =>
              toast.error(`${t('admin.actionFailed')} ${text}`),
            )
          : toast.error(t('admin.actionFailed')),
    });

  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {t('admin.catalogue.unknown')}
      </h3>
      <p className="mb-2 text-sm text-stone-600">{t('admin.catalogue.unknownHint')}</p>
      <ListState
        isPending={unknown.isPending}
        error={unknown.error}
        items={unknown.data}
        emptyTitle={t('admin.catalogue.noUnknown')}
        onRetry={() => void unknown.refetch()}
      >
        {(items) => (
          <ul
            aria-labelledby={`${id}-title`}
            className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white"
          >
            {items.map((u) => (
              <li
                key={`${u.gear_type}${u.brand}${u.model}`}
                className="flex flex-wrap items-center gap-2 p-3"
              >
                <span className="min-w-0 flex-1 break-words">
                  <span className="font-medium">
                    {u.brand} {u.model}
                  </span>{' '}
                  <span className="text-sm text-stone-600">
                    {[typeOf(u.gear_type), t('admin.catalogue.listings', { count: u.listings })]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </span>
                <Button
                  size="sm"
                  variant="outline"
                  disabled={add.isPending}
                  aria-label={t('admin.catalogue.unknownAdd', names(u))}
                  onClick={() => addPair(u)}
                >
                  {t('admin.catalogue.add')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </section>
  );
}
