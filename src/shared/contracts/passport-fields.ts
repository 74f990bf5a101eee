// The gear passport's field rules (docs/api-beyond.md, "Gear passport"), shared by items, their
// records and the serial checks elsewhere: serials are compared normalised; dates are checked
// against today so no check lies ahead; hours and porosity have their bounds.
import { z } from 'zod';
import { emptyToUndefined, isoDate, plainText } from './common.ts';

/** Upper case, spaces, dashes and dots removed: "ab-12 3.4" and "AB1234" are one serial. */
export const normaliseSerial = (serial: string) => serial.toUpperCase().replace(/[\s.-]+/g, '');

/** What others see of a serial: its last 3 characters. */
export const serialHint = (serial: string | null) => (serial ? serial.slice(-3) : null);

/** The latest day that is "today" somewhere on Earth (UTC+14): later is the future everywhere. */
export const latestToday = (now = Date.now()) =>
  new Date(now + 14 * 3_600_000).toISOString().slice(0, 10);
/** An ISO date no later than today anywhere, else `message`. */
export const notFutureDate = (message: string) =>
  isoDate().refine((d) => d <= latestToday(), { message, abort: true });

export const FLIGHT_HOURS_MAX = 10_000;
export const POROSITY_MAX_SECONDS = 10_000;
export const flightHoursSchema = z
  .number()
  .min(0, 'Hours cannot be negative.')
  .max(FLIGHT_HOURS_MAX, `At most ${FLIGHT_HOURS_MAX} hours.`);
export const porositySecondsSchema = z
  .number()
  .min(0, 'Porosity cannot be negative.')
  .max(POROSITY_MAX_SECONDS, `At most ${POROSITY_MAX_SECONDS} seconds.`);
/** A form's empty value is left out; null clears the field. */
export const optionalField = <T extends z.ZodType>(schema: T) =>
  z.preprocess(emptyToUndefined, schema.nullable().optional());

/** What a normalised serial is made of: letters of any script, digits and / _ + #. */
export const SERIAL_CHARACTERS = /^[\p{L}\p{N}/_+#]+$/u;
/** A passport item's serial, kept normalised. */
export const itemSerialSchema = plainText()
  .max(60)
  .transform(normaliseSerial)
  .pipe(
    z
      .string()
      .min(1, 'Enter the serial number.')
      .regex(SERIAL_CHARACTERS, 'Use letters, digits and / _ + # only.'),
  );
