// The pilot's all-up take-off weight, remembered in the browser so every search offers it again.
import { TAKEOFF_WEIGHT_MAX } from '#shared/contracts/catalogue.ts';

const KEY = 'airgear.takeoffWeight';

/** A weight as typed ("88", "88,5"), or null when it is not a number above 0 and ≤ 400 kg. */
export function parseWeight(text: string): number | null {
  const compact = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(compact)) return null;
  const weight = Number(compact);
  return weight > 0 && weight <= TAKEOFF_WEIGHT_MAX ? weight : null;
}

export function rememberedWeight(): string {
  try {
    return localStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

export function rememberWeight(weight: string) {
  try {
    if (weight) localStorage.setItem(KEY, weight);
  } catch {
    // Private mode without storage: the weight is simply not remembered.
  }
}
