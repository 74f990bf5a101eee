// When a notice applies within its models: a production date range and an hours threshold,
// each optional.
import { useTranslation } from 'react-i18next';
import { Field, inputClass } from '#web/components/ui/form/field.tsx';
import type { ScopeValues } from './notice-form-values.ts';

type Props = {
  value: ScopeValues;
  set: (patch: Partial<ScopeValues>) => void;
  error: (key: string) => string | undefined;
};

export function NoticeScopeLimits({ value, set, error }: Props) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <Field label={t('admin.notices.producedFrom')} error={error('scope.produced_from')}>
        {(control) => (
          <input
            {...control}
            type="date"
            value={value.produced_from}
            onChange={(event) => set({ produced_from: event.target.value })}
            className={inputClass}
          />
        )}
      </Field>
      <Field label={t('admin.notices.producedTo')} error={error('scope.produced_to')}>
        {(control) => (
          <input
            {...control}
            type="date"
            value={value.produced_to}
            onChange={(event) => set({ produced_to: event.target.value })}
            className={inputClass}
          />
        )}
      </Field>
      <Field label={t('admin.notices.hoursOver')} error={error('scope.hours_over')}>
        {(control) => (
          <input
            {...control}
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            value={value.hours_over}
            onChange={(event) => set({ hours_over: event.target.value })}
            className={inputClass}
          />
        )}
      </Field>
    </div>
  );
}
