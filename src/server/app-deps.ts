// What the application runs on, handed to buildApp() and from it to every plugin and feature.
// It has its own module so features depend on this shape, not on app.ts, which imports them.
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { Mailer } from './mail/mailer.ts';
import type { PhotoStore } from './media/photo-store.ts';

export type AppDeps = {
  config: Config;
  db: Db;
  photos: PhotoStore;
  mailer: Mailer;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write: (line: string) => void };
};
