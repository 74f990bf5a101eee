// Wanted-item tests: a valid write body (rows come from factories.ts, mails from mail.ts).
import { GEAR_TYPE_IDS } from '#shared/constants.ts';

export const wantedBody = (overrides: Record<string, unknown> = {}) => ({
  gear_type: GEAR_TYPE_IDS.instrument,
  description: 'A vario with GPS, working battery',
  brand: 'Flytec',
  max_price: 500,
  currency: 'EUR',
  ...overrides,
});
