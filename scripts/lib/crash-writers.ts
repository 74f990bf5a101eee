// Writers for the crash test and the ledger of what the server acknowledged. A write whose answer
// never came (the server died) has an unknown outcome: it may or may not have committed, so the
// ledger allows both; an acknowledged write must survive the crash.
import { PICTURES_PER_GEAR_MAX } from '../../src/shared/constants.ts';
import { call, gearBody, type Account } from './api-client.ts';

export type GearEntry = {
  owner: number;
  allowedPrices: Set<number>;
  deleted: 'no' | 'yes' | 'maybe';
};
export type PictureEntry = {
  gearId: string;
  link: string;
  thumbnail: string;
  state: 'present' | 'deleted' | 'maybe';
};

export function createLedger() {
  const gears = new Map<string, GearEntry>();
  const pictures = new Map<string, PictureEntry>();
  const acked = { creates: 0, uploads: 0, edits: 0, picture_deletes: 0, gear_deletes: 0 };
  /** Answers that were neither success nor a dead server: each one fails the round. */
  const unexpected: string[] = [];
  return { gears, pictures, acked, unexpected, counts: () => ({ ...acked }) };
}
export type Ledger = ReturnType<typeof createLedger>;

const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)];

/** One writer: sequential writes on its own listings until the server dies or the signal fires. */
export async function runWriter({
  base,
  account,
  index,
  ledger,
  photos,
  signal,
}: {
  base: string;
  account: Account;
  index: number;
  ledger: Ledger;
  photos: Buffer[];
  signal: AbortSignal;
}) {
  const token = account.token;
  const live = () =>
    [...ledger.gears].filter(([, g]) => g.owner === index && g.deleted === 'no').map(([id]) => id);
  const picturesOf = (gearId: string) =>
    [...ledger.pictures].filter(([, p]) => p.gearId === gearId && p.state === 'present');
  while (!signal.aborted) {
    const mine = live();
    const roll = Math.random();
    try {
      if (mine.length === 0 || roll < 0.2) {
        const body = gearBody(index);
        const res = await call(base, '/api/gears/', { method: 'POST', token, body, signal });
        if (res.status !== 201) throw new Error(`create answered ${res.status}`);
        const id = (res.json as { id: string }).id;
        ledger.gears.set(id, { owner: index, allowedPrices: new Set([body.price]), deleted: 'no' });
        ledger.acked.creates++;
      } else if (roll < 0.55) {
        const gearId = pick(mine)!;
        if (picturesOf(gearId).length >= PICTURES_PER_GEAR_MAX) continue;
        const res = await call(base, `/api/gears/${gearId}/pictures/`, {
          method: 'POST',
          token,
          upload: pick(photos)!,
          signal,
        });
        if (res.status !== 201) throw new Error(`upload answered ${res.status}`);
        const p = res.json as { picture_id: string; link: string; thumbnail: string };
        ledger.pictures.set(p.picture_id, {
          gearId,
          link: p.link,
          thumbnail: p.thumbnail,
          state: 'present',
        });
        ledger.acked.uploads++;
      } else if (roll < 0.8) {
        const gearId = pick(mine)!;
        const body = gearBody(index, 100 + Math.floor(Math.random() * 5000));
        const entry = ledger.gears.get(gearId)!;
        entry.allowedPrices.add(body.price);
        const res = await call(base, `/api/gears/${gearId}/`, {
          method: 'PUT',
          token,
          body,
          signal,
        });
        if (res.status !== 200) throw new Error(`edit answered ${res.status}`);
        entry.allowedPrices = new Set([body.price]);
        ledger.acked.edits++;
      } else if (roll < 0.93) {
        const found = pick(mine.flatMap((g) => picturesOf(g)));
        if (!found) continue;
        const [pictureId, picture] = found;
        picture.state = 'maybe';
        const res = await call(base, `/api/gears/${picture.gearId}/pictures/${pictureId}/`, {
          method: 'DELETE',
          token,
          signal,
        });
        if (res.status !== 204) throw new Error(`picture delete answered ${res.status}`);
        picture.state = 'deleted';
        ledger.acked.picture_deletes++;
      } else if (mine.length > 2) {
        const gearId = pick(mine)!;
        const entry = ledger.gears.get(gearId)!;
        entry.deleted = 'maybe';
        for (const [, p] of picturesOf(gearId)) p.state = 'maybe';
        const res = await call(base, `/api/gears/${gearId}/`, { method: 'DELETE', token, signal });
        if (res.status !== 204) throw new Error(`gear delete answered ${res.status}`);
        entry.deleted = 'yes';
        for (const [, p] of ledger.pictures) if (p.gearId === gearId) p.state = 'deleted';
        ledger.acked.gear_deletes++;
      }
    } catch (error) {
      // No answer: the server is down (this round's crash). Anything else is a real failure.
      if (signal.aborted || /fetch failed|aborted|ECONNRESET|socket/i.test(String(error))) return;
      ledger.unexpected.push(`writer ${index}: ${String(error)}`);
    }
  }
}
