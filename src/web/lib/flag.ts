/** A country's flag as the emoji of its two regional-indicator letters ("PT" → 🇵🇹); '' if none. */
export function countryFlag(code: string): string {
  if (!/^[A-Z]{2}$/.test(code)) return '';
  return String.fromCodePoint(...[...code].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}
