// The shared contracts' text and date rules (docs/api.md) answer in English, from the server and from
// the forms' own zod checks alike; this puts those messages in the page's language.
import type { TFunction } from 'i18next';
import {
  CONTROL_CHARACTERS_MESSAGE,
  DATE_MAX,
  DATE_MIN,
  DATE_RANGE_MESSAGE,
  MIXED_SCRIPTS_MESSAGE,
} from '#shared/constants.ts';
import { MONEY_AMBIGUOUS_MESSAGE, MONEY_TOO_LARGE_MESSAGE } from '#shared/money.ts';

/** The translated text of a shared rule's message, or undefined when it is not one of them. */
export function ruleMessage(t: TFunction, message: string | undefined): string | undefined {
  if (message === CONTROL_CHARACTERS_MESSAGE) return t('errors.controlChars');
  if (message === MIXED_SCRIPTS_MESSAGE) return t('errors.mixedScripts');
  if (message === DATE_RANGE_MESSAGE)
    return t('errors.dateRange', { min: DATE_MIN, max: DATE_MAX });
  // A price that is not a number keeps each form's own words; these two say more.
  if (message === MONEY_AMBIGUOUS_MESSAGE) return t('money.ambiguous');
  if (message === MONEY_TOO_LARGE_MESSAGE) return t('money.tooLarge');
  return undefined;
}
