// The shared contracts' own messages (src/shared/contracts), which the server answers with and the
// forms' zod checks give, as locale keys: a form shows them in the page's language. A message with
// a number in it is matched as the contract writes it and translated with that number.
// contract-messages.test.ts fails on a message of the contracts that this table does not know.
import {
  EN_CLASSES,
  GEAR_CONDITIONS,
  PRICE_TYPES,
  RADIUS_KM_MAX,
  RADIUS_KM_MIN,
  TAKEOFF_WEIGHT_MAX,
} from '#shared/constants.ts';
// From the module without zod: these tables load with the forms' first render.
import {
  FLIGHT_HOURS_MAX,
  noticeMessageKey,
  POROSITY_MAX_SECONDS,
  STOLEN_SERIAL_MESSAGE,
} from '#shared/contracts/message-values.ts';
import { MONEY_INVALID_MESSAGE } from '#shared/money.ts';

type Translation = { key: string; values: Record<string, string | number> };
const key = (k: string, values: Translation['values'] = {}): Translation => ({ key: k, values });

const CONTRACT_MESSAGES: Record<string, Translation> = {
  // The server's detail of every validation error (src/server/lib/http-error.ts).
  'Some fields are not valid.': key('fieldErrors.someInvalid'),
  'This field may not be blank.': key('fieldErrors.blank'),
  'Enter a valid e-mail address.': key('account.errors.email'),
  'Leave this field empty.': key('fieldErrors.leaveEmpty'),
  'Please say what is wrong.': key('fieldErrors.sayWhatIsWrong'),
  'Type the start of a town’s name.': key('fieldErrors.townQuery'),
  [MONEY_INVALID_MESSAGE]: key('fieldErrors.price'),
  'At most 2 decimals.': key('fieldErrors.twoDecimals'),
  'Enter an amount above 0.': key('fieldErrors.amountAboveZero'),
  // The passport, its records and the stolen-gear register.
  'Enter the serial number.': key('fieldErrors.serialNeeded'),
  'Use letters, digits and / _ + # only.': key('fieldErrors.serialChars'),
  [STOLEN_SERIAL_MESSAGE]: key('stolen.badSerial'),
  'The date cannot be in the future.': key('fieldErrors.dateFuture'),
  'The production date cannot be in the future.': key('fieldErrors.productionFuture'),
  'The expiry date cannot be before the date of the record.': key('fieldErrors.expiryBeforeRecord'),
  'The expiry date cannot be before the issue date.': key('fieldErrors.expiryBeforeIssue'),
  'Hours cannot be negative.': key('fieldErrors.hoursNegative'),
  [`At most ${FLIGHT_HOURS_MAX} hours.`]: key('fieldErrors.hoursMax', { max: FLIGHT_HOURS_MAX }),
  'Porosity cannot be negative.': key('fieldErrors.porosityNegative'),
  [`At most ${POROSITY_MAX_SECONDS} seconds.`]: key('fieldErrors.secondsMax', {
    max: POROSITY_MAX_SECONDS,
  }),
  // Search filters (a hand-written address reaches these; the filter form sends valid values).
  [`Enter your take-off weight in kg, above 0 and at most ${TAKEOFF_WEIGHT_MAX}.`]: key(
    'fieldErrors.takeoffWeight',
    { max: TAKEOFF_WEIGHT_MAX },
  ),
  'Enter a year.': key('fieldErrors.year'),
  [`Enter a distance in km from ${RADIUS_KM_MIN} to ${RADIUS_KM_MAX}.`]: key('fieldErrors.radius', {
    min: RADIUS_KM_MIN,
    max: RADIUS_KM_MAX,
  }),
  [`Use ${EN_CLASSES.join(', ')}, separated by commas.`]: key('fieldErrors.someOf', {
    values: EN_CLASSES.join(', '),
  }),
  [`Use ${PRICE_TYPES.join(', ')}.`]: key('fieldErrors.oneOf', { values: PRICE_TYPES.join(', ') }),
  [`Use ${GEAR_CONDITIONS.join(', ')}.`]: key('fieldErrors.oneOf', {
    values: GEAR_CONDITIONS.join(', '),
  }),
  // Staff's forms: the catalogue, gear types, rates and flags.
  'Say where the numbers come from.': key('fieldErrors.sourceNeeded'),
  'Use a http(s) URL, "manufacturer", "seller" or "demo".': key('fieldErrors.source'),
  'The maximum weight may not be below the minimum.': key('fieldErrors.weightRange'),
  'Use lowercase letters, digits and single hyphens.': key('fieldErrors.slugChars'),
  'This address is used by another page.': key('fieldErrors.slugReserved'),
  'Use lowercase letters, digits and _, starting with a letter.': key('fieldErrors.propertyName'),
  'A choice list needs at least one option.': key('fieldErrors.optionsNeeded'),
  'Each option may appear only once.': key('fieldErrors.optionTwice'),
  'Each property name may appear only once.': key('fieldErrors.propertyTwice'),
  'A rate is above 0.': key('fieldErrors.rateAboveZero'),
  'EUR is the reference: its rate is 1.': key('fieldErrors.eurRate'),
  'Send at least one of the flags.': key('fieldErrors.flagsNeeded'),
};

/** The locale key (and its values) of a contract's message, or undefined when it is not one. */
export function contractMessage(message: string): Translation | undefined {
  const notice = noticeMessageKey(message);
  return notice ? key(notice) : CONTRACT_MESSAGES[message];
}

/** The messages this table knows, as the contracts write them (for its test). */
export const CONTRACT_MESSAGE_TEXTS = Object.keys(CONTRACT_MESSAGES);
