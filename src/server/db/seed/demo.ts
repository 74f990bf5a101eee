import type { Db } from '../client.ts';
import type { PhotoStore } from '../../media/photo-store.ts';

// Placeholder until the demo data generator lands.
export async function seedDemo(_db: Db, _photos: PhotoStore): Promise<number> {
  return 0;
}
