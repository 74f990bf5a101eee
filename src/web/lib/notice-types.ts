// PROVISIONAL: the notice shapes of docs/api.md until the shared contract lands.
import type { ItemRecord } from '#shared/contracts/items.ts';
import type { Severity } from '#web/components/ui/notice-badge.tsx';

export const ISSUERS = ['manufacturer', 'dhv', 'other'] as const;
export type Texts = { en: string; pt?: string; es?: string; fr?: string };
export type SerialRule = { from: string; to: string } | { prefix: string } | { suffix_not: string };
export type NoticeScope = {
  brand: string;
  models: string[];
  sizes: string[];
  serial_rules: SerialRule[];
  produced_from: string | null;
  produced_to: string | null;
  hours_over: number | null;
};
export type NoticeWrite = {
  title: Texts;
  text: Texts;
  issuer: (typeof ISSUERS)[number];
  source_url: string;
  date: string;
  severity: Severity;
  scope: NoticeScope;
};
export type Notice = NoticeWrite & {
  id: string;
  withdrawn_at: string | null;
  matched?: { listings: number; items: number; fixed?: number };
};
export type GearNotice = {
  notice: Notice;
  match: 'affected' | 'may_be_affected';
  fix: ItemRecord | null;
};
