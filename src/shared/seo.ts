// Text rules shared by the server's page heads and the client's title hook, so the first load
// and a client-side navigation describe a page the same way.

/** ~155 characters cut at a word, whitespace folded: what search results show of a page. */
export function summary(text: string, max = 155): string {
  // No-break spaces stay: a price keeps its `1450 €` together, as everywhere else.
  const flat = text.replace(/[^\S\u00a0\u202f]+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

export const fullTitle = (title: string) => `${title} · Air Gear`;
