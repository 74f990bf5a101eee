// The search's safety filters (docs/api.md "Safety notices"): listings with or without an open
// safety notice, and airworthy only (the passport says so and no grounding notice is open).
// Plain names and values, so the GET form works without JavaScript too.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '#web/components/ui/form/field.tsx';

type Props = {
  notice: string;
  airworthy: string;
  onNotice: (value: string) => void;
  onAirworthy: (value: string) => void;
};

export function SafetyFilters({ notice, airworthy, onNotice, onAirworthy }: Props) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      <div>
        <label htmlFor={`${id}-notice`} className="mb-1 block text-sm font-medium text-stone-700">
          {t('notices.filter.label')}
        </label>
        <select
          id={`${id}-notice`}
          name="notice"
          value={notice}
          onChange={(event) => onNotice(event.target.value)}
          className={inputClass}
        >
          <option value="">{t('notices.filter.any')}</option>
          <option value="none">{t('notices.filter.none')}</option>
          <option value="open">{t('notices.filter.open')}</option>
        </select>
      </div>
      <div>
        <label className="flex min-h-11 items-start gap-2 text-sm font-medium text-stone-700">
          <input
            type="checkbox"
            name="airworthy"
            value="true"
            checked={airworthy === 'true'}
            onChange={(event) => onAirworthy(event.target.checked ? 'true' : '')}
            aria-describedby={`${id}-airworthy-note`}
            className="mt-0.5 size-5 shrink-0"
          />
          {t('notices.filter.airworthy')}
        </label>
        <p id={`${id}-airworthy-note`} className="text-xs text-stone-600">
          {t('notices.filter.airworthyNote')}
        </p>
      </div>
    </>
  );
}
