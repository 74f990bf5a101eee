/** The look of one card of the account-settings area. */
export const settingsCardClass =
  'flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6';
export const settingsHeadingClass = 'text-lg font-semibold';
