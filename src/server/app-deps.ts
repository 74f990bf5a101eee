// What the application runs on, handed to buildApp() and from it to every plugin and feature.
// It has its own module so features depend on this shape, not on app.ts, which imports them, nor
// on config.ts, which reads it from the environment at start (above everything but main.ts).
import type { Db } from './db/client.ts';
import type { Mailer } from './mail/mailer.ts';
import type { PhotoStore } from './media/photo-store.ts';
import type { TrustProxy } from './lib/trust-proxy.ts';

/** The typed environment (config.ts reads it once, at start). */
export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  mediaDir: string;
  outboxDir: string;
  seedDemo: boolean;
  logLevel: string;
  siteUrl: string;
  mediaBaseUrl: string;
  s3: { bucket: string; endpoint?: string; region?: string } | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  contactEmail: string;
  rateLimits: boolean;
  rateLimitStore: 'memory' | 'postgres';
  trustProxy: TrustProxy;
  webDist: string;
  worker: boolean;
  shutdownGraceMs: number;
  alertDelaySeconds: number;
  cacheBus: boolean;
  responseCacheMs: number;
  liveStreamsMax: number;
  /** Where GET /metrics listens; undefined: no metrics listener and no request metrics. */
  metrics: { port: number; host: string } | undefined;
};

export type AppDeps = {
  config: Config;
  db: Db;
  photos: PhotoStore;
  mailer: Mailer;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write: (line: string) => void };
};
