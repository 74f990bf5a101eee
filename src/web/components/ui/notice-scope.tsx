// What a safety notice covers, in words: brand, models, sizes, serial rules, production dates and
// hours. Shared by the public notices page, a listing's notices and the back office.
import { useTranslation } from 'react-i18next';
import { formatDate } from '#web/lib/format-dates.ts';
import type { NoticeScope as Scope, SerialRule } from '#shared/contracts/notice-scope.ts';

/** A notice's text in the page's language, English when it has none in that language. */
export const localText = (texts: Partial<Record<string, string>>, language: string) =>
  texts[language.slice(0, 2)]?.trim() || texts.en || '';

export function useSerialRuleText() {
  const { t } = useTranslation();
  return (rule: SerialRule) =>
    'from' in rule
      ? t('notices.scope.range', { from: rule.from, to: rule.to })
      : 'prefix' in rule
        ? t('notices.scope.prefix', { prefix: rule.prefix })
        : t('notices.scope.suffixNot', { suffix: rule.suffix_not });
}

export function NoticeScope({ scope }: { scope: Scope }) {
  const { t, i18n } = useTranslation();
  const ruleText = useSerialRuleText();
  const names = (list: { name: string }[]) => list.map((entry) => entry.name).join(', ');
  const date = (iso: string) => formatDate(iso, i18n.language);
  const rows: [string, string][] = [[t('notices.scope.brand'), scope.brand.name]];
  rows.push([
    t('notices.scope.models'),
    scope.models.length ? names(scope.models) : t('notices.scope.allModels'),
  ]);
  if (scope.sizes.length) rows.push([t('notices.scope.sizes'), names(scope.sizes)]);
  if (scope.serial_rules.length)
    rows.push([t('notices.scope.serials'), scope.serial_rules.map(ruleText).join('; ')]);
  if (scope.produced_from || scope.produced_to)
    rows.push([
      t('notices.scope.produced'),
      scope.produced_from && scope.produced_to
        ? t('notices.scope.between', {
            from: date(scope.produced_from),
            to: date(scope.produced_to),
          })
        : scope.produced_from
          ? t('notices.scope.after', { date: date(scope.produced_from) })
          : t('notices.scope.before', { date: date(scope.produced_to!) }),
    ]);
  if (scope.hours_over !== null)
    rows.push([
      t('notices.scope.hours'),
      t('notices.scope.hoursOver', { hours: scope.hours_over }),
    ]);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-stone-600">{label}</dt>
          <dd className="font-medium break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
