// The notice form's values (all text, as inputs hold them) and the API body they make. Field
// names follow the API's keys (`title.en`, `scope.serial_rules.0.from`), so a message the server
// sends for a key lands under the field of that key.
import { LANGUAGES, type Language } from '#shared/constants.ts';
import type { SerialRule } from '#shared/contracts/notice-scope.ts';
import {
  noticeWriteSchema,
  type Notice,
  type NoticeSeverity,
  type NoticeWrite,
} from '#shared/contracts/safety-notices.ts';

export const RULE_TYPES = ['range', 'prefix', 'suffix_not'] as const;
export type RuleType = (typeof RULE_TYPES)[number];
export type RuleRow = { key: number; type: RuleType; from: string; to: string; value: string };

export type ScopeValues = {
  brand: string;
  /** The brand's name, for the lists that show it (the select holds its id). */
  brand_name: string;
  models: string[];
  sizes: string[];
  serial_rules: RuleRow[];
  produced_from: string;
  produced_to: string;
  hours_over: string;
};

export type NoticeFormValues = {
  title: Record<Language, string>;
  text: Record<Language, string>;
  issuer: NoticeWrite['issuer'];
  source_url: string;
  date: string;
  severity: NoticeSeverity;
  scope: ScopeValues;
};

let nextKey = 0;
/** A new serial rule row; `key` keeps React's rows apart when one is removed. */
export const ruleRow = (
  type: RuleType = 'range',
  given: Partial<Pick<RuleRow, 'from' | 'to' | 'value'>> = {},
): RuleRow => ({ key: nextKey++, type, from: '', to: '', value: '', ...given });

const rowOf = (rule: SerialRule): RuleRow =>
  'from' in rule
    ? ruleRow('range', { from: rule.from, to: rule.to })
    : 'prefix' in rule
      ? ruleRow('prefix', { value: rule.prefix })
      : ruleRow('suffix_not', { value: rule.suffix_not });

const texts = (given: Partial<Record<Language, string>> = {}) =>
  Object.fromEntries(LANGUAGES.map((lng) => [lng, given[lng] ?? ''])) as Record<Language, string>;

export function toFormValues(notice?: Notice, today = new Date()): NoticeFormValues {
  const scope = notice?.scope;
  return {
    title: texts(notice?.title),
    text: texts(notice?.text),
    issuer: notice?.issuer ?? 'manufacturer',
    source_url: notice?.source_url ?? '',
    date: notice?.date ?? today.toISOString().slice(0, 10),
    severity: notice?.severity ?? 'grounding',
    scope: {
      brand: scope?.brand.id ?? '',
      brand_name: scope?.brand.name ?? '',
      models: (scope?.models ?? []).map((model) => model.id),
      sizes: (scope?.sizes ?? []).map((size) => size.id),
      serial_rules: (scope?.serial_rules ?? []).map(rowOf),
      produced_from: scope?.produced_from ?? '',
      produced_to: scope?.produced_to ?? '',
      hours_over: scope?.hours_over === null || !scope ? '' : String(scope.hours_over),
    },
  };
}

const ruleOf = (row: RuleRow): SerialRule =>
  row.type === 'range'
    ? { from: row.from.trim(), to: row.to.trim() }
    : row.type === 'prefix'
      ? { prefix: row.value.trim() }
      : { suffix_not: row.value.trim() };

/** Languages left empty are left out: the notice shows English there. */
const filled = (given: Record<Language, string>) =>
  Object.fromEntries(
    Object.entries(given).filter(([, text]) => text.trim() !== ''),
  ) as NoticeWrite['title'];

export function toBody(values: NoticeFormValues): NoticeWrite {
  const { scope } = values;
  const hours = scope.hours_over.trim();
  return {
    title: filled(values.title),
    text: filled(values.text),
    issuer: values.issuer,
    source_url: values.source_url.trim(),
    date: values.date,
    severity: values.severity,
    scope: {
      brand: scope.brand,
      models: scope.models,
      sizes: scope.sizes,
      serial_rules: scope.serial_rules.map(ruleOf),
      produced_from: scope.produced_from || null,
      produced_to: scope.produced_to || null,
      hours_over: hours === '' ? null : Number(hours),
    },
  };
}

/**
 * The form's own checks before sending (the server checks it all again): what must be filled in,
 * then the shared contract's rules (serial characters, range order and overlap, dates). Answers
 * messages by API key, as the server does.
 */
export function checkValues(values: NoticeFormValues): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const need = (key: string, value: string) => {
    if (value.trim() === '') errors[key] = ['This field is required.'];
  };
  need('title.en', values.title.en);
  need('text.en', values.text.en);
  need('source_url', values.source_url);
  need('date', values.date);
  need('scope.brand', values.scope.brand);
  values.scope.serial_rules.forEach((row, i) => {
    if (row.type === 'range') {
      need(`scope.serial_rules.${i}.from`, row.from);
      need(`scope.serial_rules.${i}.to`, row.to);
    } else need(`scope.serial_rules.${i}.${row.type}`, row.value);
  });
  const parsed = noticeWriteSchema.safeParse(toBody(values));
  for (const issue of parsed.error?.issues ?? []) {
    const key = issue.path.join('.');
    // An empty field says "required" alone; the contract's other words would repeat it.
    if (Object.keys(errors).some((known) => known === key || known.startsWith(`${key}.`))) continue;
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}
