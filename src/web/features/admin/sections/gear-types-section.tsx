import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GearType } from '#shared/contracts/gear-types.ts';
import { ListState } from '#web/components/ui/list-state.tsx';
import { useGearTypeLabels, useGearTypes } from '#web/lib/gear-types.ts';
import { buttonClass } from '#web/components/ui/form/button.tsx';

import { GearTypeForm } from './gear-type-form.tsx';

/** Gear types and their extra properties: add one, or edit one in place. */
export function GearTypesSection() {
  const { t } = useTranslation();
  const { typeName } = useGearTypeLabels();
  const { data, isPending, error, refetch } = useGearTypes();
  // null: no form; 'new': the create form; an id: that type's edit form.
  const [open, setOpen] = useState<string | null>(null);
  const close = () => setOpen(null);

  const row = (type: GearType) =>
    open === type.id ? (
      <li key={type.id} className="p-4">
        <GearTypeForm type={type} onDone={close} />
      </li>
    ) : (
      <li key={type.id} className="flex flex-wrap items-center justify-between gap-2 p-4">
        <div className="min-w-0">
          <p className="font-medium break-words">{typeName(type)}</p>
          <p className="text-sm text-stone-600">
            {`/${type.slug} · ${t('admin.gearTypes.propertyCount', { count: type.extra_properties.length })}`}
          </p>
        </div>
        <button
          type="button"
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
          onClick={() => setOpen(type.id)}
        >
          {t('admin.gearTypes.edit')}
          <span className="sr-only">{`: ${typeName(type)}`}</span>
        </button>
      </li>
    );

  return (
    <section aria-labelledby="admin-gear-types">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-gear-types" className="text-xl font-semibold">
          {t('admin.gearTypes.title')}
        </h2>
        {open !== 'new' && (
          <button type="button" className={buttonClass()} onClick={() => setOpen('new')}>
            {t('admin.gearTypes.add')}
          </button>
        )}
      </div>
      <p className="mb-4 max-w-3xl text-sm text-stone-600">{t('admin.gearTypes.rule')}</p>
      {open === 'new' && (
        <div className="mb-4 rounded-xl border border-stone-200 bg-white p-4">
          <GearTypeForm onDone={close} />
        </div>
      )}
      <ListState
        isPending={isPending}
        error={error}
        items={data}
        emptyTitle={t('admin.gearTypes.empty')}
        onRetry={() => void refetch()}
      >
        {(items) => (
          <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
            {items.map(row)}
          </ul>
        )}
      </ListState>
    </section>
  );
}
