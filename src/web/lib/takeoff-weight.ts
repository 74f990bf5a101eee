// The pilot's all-up take-off weight, remembered so every search offers it again: in the browser
// here (localStorage), in the profile when logged in (use-takeoff-weight.ts).
import { TAKEOFF_WEIGHT_MAX } from '#shared/constants.ts';

const KEY = 'airgear.takeoffWeight';
const listeners = new Set<() => void>();

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
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: this tab's changes, and other tabs' through the storage event. */
export function subscribeWeight(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}
