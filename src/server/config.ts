// The typed environment, read and validated once at start.
import { resolve } from 'node:path';
import { z } from 'zod';
import type { Config } from './app-deps.ts';
import { parseTrustProxy } from './lib/trust-proxy.ts';

const flag = (fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((v) =>
      v === undefined || v === ''
        ? fallback
        : !['0', 'false', 'off', 'no'].includes(v.toLowerCase()),
    );

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  SEED_DEMO: flag(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SITE_URL: z.string().default('http://localhost:3000'),
  MEDIA_BASE_URL: z.string().default(''),
  // Photos in an S3-compatible bucket instead of DATA_DIR/media (credentials: AWS_* variables).
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().optional(),
  S3_REGION: z.string().optional(),
  SMTP_URL: z.string().optional(),
  // Where .eml files go without SMTP_URL (default DATA_DIR/outbox). The journeys set it so the
  // browser tests can read links out of mail while the server's data folder stays private.
  OUTBOX_DIR: z.string().optional(),
  MAIL_FROM: z.string().default('Air Gear <no-reply@airgear.example>'),
  CONTACT_EMAIL: z.string().default('hello@airgear.example'),
  RATE_LIMITS: flag(true),
  // Where the limits count: memory (one process) or postgres (shared by every instance).
  RATE_LIMIT_STORE: z.enum(['memory', 'postgres']).optional(),
  TRUST_PROXY: z.string().optional(),
  WEB_DIST: z.string().default('./dist/web'),
  // off: this server only queues jobs, a separate `npm run worker` runs them.
  WORKER: flag(true),
  // Tell other instances on the database about writes (LISTEN/NOTIFY): default on in production.
  CACHE_BUS: z.string().optional(),
  // How long an anonymous list or detail answer is kept (production); 0: not kept at all.
  RESPONSE_CACHE_MS: z.coerce.number().int().min(0).default(10_000),
  // How long SIGTERM waits for the requests in flight before cutting them off.
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  // How long an instant saved-search alert gathers new matches before its mail goes (the
  // journeys shorten it); a search still gets at most one mail per 5 minutes.
  ALERT_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).default(300),
  // Live message streams this instance holds open at most (each a socket and a descriptor).
  LIVE_STREAMS_MAX: z.coerce.number().int().min(0).default(1000),
  // Prometheus metrics on their own listener (lib/metrics-server.ts): off unless a port is given.
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
});

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = envSchema.parse(env);
  const dataDir = resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL || undefined,
    dataDir,
    mediaDir: resolve(dataDir, 'media'),
    outboxDir: e.OUTBOX_DIR ? resolve(e.OUTBOX_DIR) : resolve(dataDir, 'outbox'),
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    siteUrl: e.SITE_URL.replace(/\/$/, ''),
    mediaBaseUrl: e.MEDIA_BASE_URL.replace(/\/$/, ''),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT || undefined,
          region: e.S3_REGION || undefined,
        }
      : undefined,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    contactEmail: e.CONTACT_EMAIL,
    rateLimits: e.RATE_LIMITS,
    // An external database usually means several instances: they must count together.
    rateLimitStore: e.RATE_LIMIT_STORE ?? (e.DATABASE_URL ? 'postgres' : 'memory'),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    webDist: resolve(e.WEB_DIST),
    worker: e.WORKER,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    alertDelaySeconds: e.ALERT_DELAY_SECONDS,
    cacheBus: flag(e.NODE_ENV === 'production').parse(e.CACHE_BUS),
    responseCacheMs: e.RESPONSE_CACHE_MS,
    liveStreamsMax: e.LIVE_STREAMS_MAX,
    metrics:
      e.METRICS_PORT === undefined ? undefined : { port: e.METRICS_PORT, host: e.METRICS_HOST },
  };
}
