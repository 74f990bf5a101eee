/**
 * The look of one card of the account-settings area. min-w-0 and wrap-anywhere: a long e-mail
 * address wraps inside the card instead of widening the grid column past a phone screen.
 */
export const settingsCardClass =
  'flex min-w-0 flex-col gap-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm wrap-anywhere sm:p-6';
export const settingsHeadingClass = 'text-lg font-semibold';
