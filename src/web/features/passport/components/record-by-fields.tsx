// Who made the record, asked of a user who does not speak for a certifier: the owner, a shop
// (named), or a certifier chosen from the list.
import { useTranslation } from 'react-i18next';
import type { Certifier } from '#shared/contracts/certificates.ts';
import { Field, inputClass } from '#web/components/ui/form/field.tsx';
import { recordControls, type RecordFormKit } from './record-form-kit.tsx';

type Props = { kit: RecordFormKit; certifiers: Certifier[] };

export function RecordByFields({ kit, certifiers }: Props) {
  const { t } = useTranslation();
  const { v, set, error, label } = kit;
  const { input } = recordControls(kit, t);
  return (
    <>
      <Field label={label('by')} error={error('by', 'by.type')}>
        {(control) => (
          <select {...control} className={inputClass} value={v.by} onChange={set('by')}>
            <option value="owner">{t('passport.record.byOwner')}</option>
            <option value="shop">{t('passport.form.byShop')}</option>
            <option value="certifier">{t('passport.form.byCertifier')}</option>
          </select>
        )}
      </Field>
      {v.by === 'shop' && input('shop_name', { type: 'text', maxLength: 120 })}
      {v.by === 'certifier' && (
        <Field label={label('certifier')} error={error('by.certifier')}>
          {(control) => (
            <select
              {...control}
              className={inputClass}
              value={v.certifier ?? ''}
              onChange={set('certifier')}
            >
              <option value="">{t('passport.form.choose')}</option>
              {certifiers.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
    </>
  );
}
