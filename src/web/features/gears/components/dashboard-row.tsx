import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Gear } from '#shared/contracts/gears.ts';
import { formatPrice } from '#web/lib/format.ts';
import { useGearTypeLabels, useGearTypes } from '#web/lib/gear-types.ts';
import { GearPlaceholder } from './gear-placeholder.tsx';
import { StatusControl } from './status-control.tsx';
import { paths } from '#shared/paths.ts';

/** One own listing: thumbnail, name, type, price, its views and saves, edit and delete. */
export function DashboardRow({ gear, onDelete }: { gear: Gear; onDelete: (gear: Gear) => void }) {
  const { t, i18n } = useTranslation();
  const { data: types = [] } = useGearTypes();
  const { typeName } = useGearTypeLabels();
  const type = types.find((x) => x.id === gear.gear_type);
  const cover = gear.pictures[0];
  return (
    <li className="flex flex-wrap items-center gap-4 rounded-xl border border-stone-200 bg-white p-3 sm:flex-nowrap">
      <div className="aspect-[4/3] w-24 shrink-0 overflow-hidden rounded-lg bg-stone-100 sm:w-32">
        {cover ? (
          <img
            src={cover.thumbnail}
            alt=""
            width="128"
            height="96"
            loading="lazy"
            className="size-full object-cover"
          />
        ) : (
          <GearPlaceholder label={t('gears.noPhoto')} />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <h2 className="text-lg font-semibold break-words">
          <Link to={paths.gear(gear.id)} className="hover:underline">
            {gear.name}
          </Link>
        </h2>
        <p className="text-sm text-stone-600">
          {type ? typeName(type) : ''}
          {gear.status !== 'active' && (
            <span className="ml-2 rounded bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-800 uppercase">
              {t(`dashboard.status.${gear.status}`)}
            </span>
          )}
        </p>
        {gear.held && (
          <p className="text-sm font-semibold text-red-800">{t('stolen.heldListing')}</p>
        )}
        <p className="mt-1 text-lg font-bold text-accent-800">
          {formatPrice(gear.price, gear.currency, i18n.language)}
        </p>
        {gear.views !== undefined && (
          <p className="text-sm text-stone-600">
            {t('dashboard.views', { count: gear.views })} ·{' '}
            {t('dashboard.saves', { count: gear.saves ?? 0 })}
          </p>
        )}
        <div className="mt-2">
          <StatusControl gear={gear} named />
        </div>
      </div>
      <div className="flex w-full gap-2 sm:w-auto">
        <Link
          to={paths.editGear(gear.id)}
          aria-label={t('dashboard.editOf', { name: gear.name })}
          className="flex-1 rounded-lg border border-stone-300 px-4 py-2 text-center font-medium hover:bg-stone-100 sm:flex-none"
        >
          {t('dashboard.edit')}
        </Link>
        <button
          type="button"
          onClick={() => onDelete(gear)}
          aria-label={t('dashboard.deleteOf', { name: gear.name })}
          className="flex-1 rounded-lg border border-red-300 px-4 py-2 font-medium text-red-800 hover:bg-red-50 sm:flex-none"
        >
          {t('dashboard.delete')}
        </button>
      </div>
    </li>
  );
}
