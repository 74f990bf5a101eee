// "List it again" (issue 35): the listing form filled from an item of "my gear" (its type,
// brand, model, catalogue size with that size's properties, production year and flight hours)
// and linked to the item, so the passport's records follow the new listing. "My gear" (the
// passport feature) links here with `/addgear?item=<id>`.
import type { CatalogueSize } from '#shared/contracts/catalogue.ts';
import type { GearType } from '#shared/contracts/gear-types.ts';
import type { Item } from '#shared/contracts/items.ts';
import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { useGearTypes } from '#web/lib/gear-types.ts';
import { useCatalogueSize } from './catalogue/api.ts';
import { sizeProperties } from './catalogue/catalogue-picker.tsx';
import { emptyGearForm, type GearFormValues } from './gear-form-values.ts';

/** The add form's values for listing this item again. */
export function itemToForm(
  item: Item,
  type: GearType | undefined,
  size: CatalogueSize | null,
): GearFormValues {
  const names = type?.extra_properties.map((p) => p.name) ?? [];
  const properties: Record<string, string> = size ? sizeProperties(size, null, names) : {};
  // The item's own facts win over the catalogue's (the model year is not this wing's year).
  const year = item.production_date?.slice(0, 4);
  if (year && names.includes('year')) properties.year = year;
  if (item.flight_hours !== null && names.includes('flight_hours'))
    properties.flight_hours = String(item.flight_hours);
  return {
    ...emptyGearForm,
    gear_type: item.gear_type,
    name: [item.brand, item.model, size?.name].filter(Boolean).join(' '),
    brand: item.brand,
    model: item.model,
    catalogue_size: item.catalogue_size ?? '',
    properties,
    item: item.id,
  };
}

/** The item and the form's values once its type (and catalogue size, when it has one) are read. */
export function useListAgain(itemId: string | null) {
  // The passport feature's key for an item (features/passport/api), so both share one read.
  const item = useQuery({
    queryKey: ['passport', 'item', itemId ?? ''],
    queryFn: ({ signal }) => api<Item>(`items/${itemId}/`, { signal }),
    enabled: Boolean(itemId),
  });
  const types = useGearTypes();
  const sizeId = item.data?.catalogue_size ?? null;
  const size = useCatalogueSize(sizeId);
  const error = item.error ?? types.error ?? (sizeId ? size.error : null);
  const ready = item.data && types.data && (!sizeId || size.data || size.error);
  const values = ready
    ? itemToForm(
        item.data!,
        types.data!.find((t) => t.id === item.data!.gear_type),
        size.data ?? null,
      )
    : null;
  return { item: item.data, values, error, retry: () => void item.refetch() };
}
