// The server's messages as locale keys (`serverErrors.*`): the exact ones in
// server-message-keys.ts, and here those with a limit, a count or a name in them, matched by a
// pattern that hands the value to the translation. Loaded on first use (failure-text.ts).
import type { TFunction } from 'i18next';
import { ApiError } from '#web/lib/api-client.ts';
import { contractMessage } from './contract-messages.ts';
import { setMessageTables, translateMessage } from './error-text.ts';

export { translateMessage };
import { SERVER_MESSAGE_KEYS } from './server-message-keys.ts';

type Translation = { key: string; values: Record<string, string | number> };

// Each pattern follows the server's template (the file is named); its groups are the values.
const PATTERNS: [RegExp, string, string[]][] = [
  // accounts/contact-views.ts, conversations/service.ts
  [
    /^You can see the contact details of at most (\d+) profiles a day\. Send a message instead, or try again tomorrow\.$/,
    'contactViews',
    ['limit'],
  ],
  [
    /^You can start at most (\d+) conversations a day\. Please try again tomorrow\.$/,
    'conversationsPerDay',
    ['limit'],
  ],
  // deal-safety/rating-rules.ts, stolen-pictures-repository.ts
  [
    /^You can rate once both of you have written at least (\d+) messages\.$/,
    'rateMinMessages',
    ['count'],
  ],
  [/^You can rate (\d+) hours after the first message\.$/, 'rateMinAge', ['hours']],
  [/^Ratings are possible up to (\d+) days after the last message\.$/, 'rateWindow', ['days']],
  [/^A report can have at most (\d+) photos\.$/, 'stolenPhotosMax', ['max']],
  // items/record-pictures-repository.ts, certifiers/write-routes.ts
  [/^A certificate can have at most (\d+) photos\.$/, 'certificatePhotosMax', ['max']],
  [
    /^This certifier is named on (\d+) certificates? and cannot be deleted\.$/,
    'certifierInUse',
    ['count'],
  ],
  // pictures/service.ts, gears/properties-validation.ts, search/saved-search-write-repository.ts
  [/^A listing can have at most (\d+) pictures\.$/, 'picturesMax', ['max']],
  [/^Choose one of: (.*)\.$/, 'chooseOneOf', ['values']],
  [/^Use at most (\d+) characters\.$/, 'textMax', ['max']],
  [/^You can save at most (\d+) searches\.$/, 'savedSearchesMax', ['max']],
  // catalogue/csv-rows.ts, catalogue and safety-notices import-routes.ts
  [/^One of (.+), or empty\.$/, 'csvEnClass', ['values']],
  [/^Missing columns: (.+)\.$/, 'csvMissingColumns', ['columns']],
  [/^Unknown gear type "(.+)"\.$/, 'csvUnknownGearType', ['name']],
  [/^The same size as row (\d+)\.$/, 'csvSameSize', ['row']],
  [/^The file has (\d+) problems; nothing was imported\.$/, 'importProblems', ['count']],
  // media/process-image.ts
  [/^The photo has more than ([\d.]+) megapixels\.$/, 'photoMegapixels', ['max']],
  [/^A side of the photo is longer than (\d+) pixels\.$/, 'photoSide', ['max']],
  [/^The photo is more than ([\d.]+) times as long as it is wide\.$/, 'photoAspect', ['max']],
];

/** The locale key (and its values) of a server's message, or undefined when it is not one. */
export function serverMessage(message: string): Translation | undefined {
  const exact = SERVER_MESSAGE_KEYS[message];
  if (exact) return { key: `serverErrors.${exact}`, values: {} };
  for (const [pattern, key, names] of PATTERNS) {
    const match = pattern.exec(message);
    if (!match) continue;
    // A count is a number, so that i18next picks its plural form.
    const value = (text: string) => (/^\d+$/.test(text) ? Number(text) : text);
    const values = Object.fromEntries(names.map((name, i) => [name, value(match[i + 1]!)]));
    return { key: `serverErrors.${key}`, values };
  }
  return undefined;
}

// Loaded, the table is what the forms' translateMessage asks as well.
setMessageTables({ server: serverMessage, contract: contractMessage });

/**
 * Any failure as the user reads it: a request that never reached the server in the page's
 * language, an ApiError's detail and its field messages translated when a table knows them, and
 * anything else as it came. It loads with the table (failure-text.ts).
 */
export function errorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.status === 0) return t('serverErrors.network');
  if (!(error instanceof Error)) return String(error);
  const fields = error instanceof ApiError ? Object.values(error.fieldErrors).flat() : [];
  // A validation error's detail only says that some field is wrong; its fields say which way.
  const texts = fields.length ? fields : [error.message];
  return [...new Set(texts.map((text) => translateMessage(text, t)))].join(' ');
}
