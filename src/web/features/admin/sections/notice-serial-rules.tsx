// The serial rules of a scope as rows, added and removed: a range (from–to), a prefix, or a
// suffix the serial must not end in ("serials not ending in A"). Any rule matching is enough;
// no rule means every serial.
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/form/button.tsx';
import { Field, inputClass } from '#web/components/ui/form/field.tsx';
import { RULE_TYPES, ruleRow, type RuleRow } from './notice-form-values.ts';

type Props = {
  rows: RuleRow[];
  onChange: (rows: RuleRow[]) => void;
  error: (key: string) => string | undefined;
};

export function SerialRuleRows({ rows, onChange, error }: Props) {
  const { t } = useTranslation();
  // Keyboard users land on what they just made: a new row's first control, or after removing a
  // row the add button (the row and its button are gone).
  const focusNew = useRef<number | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const update = (index: number, patch: Partial<RuleRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-stone-800">
        {t('notices.scope.serials')}
      </legend>
      <p className="mb-2 text-sm text-stone-600">{t('admin.notices.serialsNote')}</p>
      <ol className="flex flex-col gap-3">
        {rows.map((row, index) => {
          const key = `scope.serial_rules.${index}`;
          const n = index + 1;
          return (
            <li key={row.key} className="rounded-lg border border-stone-200 bg-stone-50 p-3">
              <div className="grid items-start gap-3 sm:grid-cols-[12rem_1fr_1fr_auto]">
                <Field label={t('admin.notices.ruleType', { n })}>
                  {(control) => (
                    <select
                      {...control}
                      ref={(select) => {
                        if (select && focusNew.current === row.key) {
                          focusNew.current = null;
                          select.focus();
                        }
                      }}
                      value={row.type}
                      onChange={(event) =>
                        update(index, { type: event.target.value as RuleRow['type'] })
                      }
                      className={inputClass}
                    >
                      {RULE_TYPES.map((type) => (
                        <option key={type} value={type}>
                          {t(`admin.notices.ruleTypes.${type}`)}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                {row.type === 'range' ? (
                  <>
                    <Field label={t('admin.notices.ruleFrom', { n })} error={error(`${key}.from`)}>
                      {(control) => (
                        <input
                          {...control}
                          value={row.from}
                          onChange={(event) => update(index, { from: event.target.value })}
                          className={inputClass}
                        />
                      )}
                    </Field>
                    <Field label={t('admin.notices.ruleTo', { n })} error={error(`${key}.to`)}>
                      {(control) => (
                        <input
                          {...control}
                          value={row.to}
                          onChange={(event) => update(index, { to: event.target.value })}
                          className={inputClass}
                        />
                      )}
                    </Field>
                  </>
                ) : (
                  <Field
                    label={t(`admin.notices.ruleValue.${row.type}`, { n })}
                    error={error(`${key}.${row.type}`)}
                    className="sm:col-span-2"
                  >
                    {(control) => (
                      <input
                        {...control}
                        value={row.value}
                        onChange={(event) => update(index, { value: event.target.value })}
                        className={inputClass}
                      />
                    )}
                  </Field>
                )}
                <Button
                  variant="danger-outline"
                  className="sm:mt-6"
                  aria-label={t('admin.notices.removeRule', { n })}
                  onClick={() => {
                    onChange(rows.filter((_, i) => i !== index));
                    addButton.current?.focus();
                  }}
                >
                  {t('admin.notices.remove')}
                </Button>
              </div>
              {error(key) && <p className="mt-1 text-sm font-medium text-red-700">{error(key)}</p>}
            </li>
          );
        })}
      </ol>
      <Button
        ref={addButton}
        variant="secondary"
        className="mt-3"
        onClick={() => {
          const row = ruleRow();
          focusNew.current = row.key;
          onChange([...rows, row]);
        }}
      >
        {t('admin.notices.addRule')}
      </Button>
      {error('scope.serial_rules') && (
        <p className="mt-1 text-sm font-medium text-red-700">{error('scope.serial_rules')}</p>
      )}
    </fieldset>
  );
}
