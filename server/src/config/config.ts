import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { z } from 'zod';

/**
 * Configuration from the environment, parsed and validated once at boot.
 * A bad value stops the start with a message naming the variable.
 */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  DATABASE_URL: z
    .string()
    .regex(/^(sqlite:.+|mysql:\/\/.+|mariadb:\/\/.+)$/, 'must be sqlite:<file> or mysql://user:pass@host:port/db')
    .default('sqlite:./data/meridian.db'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.string().email().default('admin@meridian.local'),
  ADMIN_PASSWORD: z.string().min(8).default('admin12345'),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Meridian <no-reply@meridian.local>'),
  MAIL_OUTBOX: z.string().default('./data/outbox'),
  // The mail worker (README "Running on several machines"): outbox poll interval, first retry after a failure.
  MAIL_POLL_MS: z.coerce.number().int().min(10).max(600_000).default(1_000),
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(10).default(30_000),
  UPLOAD_DIR: z.string().default('./data/uploads'),
  // Uploaded files: a folder (UPLOAD_DIR) or an S3-compatible bucket shared by every replica.
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'an S3 bucket name (3-63 lowercase letters, digits, dots, hyphens)').optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['0', '1']).default('0'),
  REDIS_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  CORS_ORIGINS: z.string().optional(),
  // The platform day's time zone (daily run, scheduler, rank services); the `timeZone` setting overrides it when set to another zone.
  TZ_PLATFORM: z
    .string()
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'must be an IANA time zone such as UTC or Asia/Kolkata')
    .default('UTC'),
  CLIENT_DIST: z.string().optional(),
  // Trusted documents (README, API): `enforce` = cookie sessions run only the web app's persisted
  // operations; default `enforce` in production when the manifest exists, else `off`.
  TRUSTED_DOCUMENTS: z.enum(['enforce', 'off']).optional(),
  TRUSTED_DOCUMENTS_MANIFEST: z.string().optional(),
  // The trusted documents compiled at start with graphql-jit (app/compiled-documents.ts); 0: graphql-js only.
  GRAPHQL_JIT: z.enum(['0', '1']).default('1'),
  RATE_LIMIT_DISABLED: z.enum(['0', '1']).default('0'),
  JOBS_DISABLED: z.enum(['0', '1']).optional(),
  // Every Redis key and pub/sub channel starts with `<REDIS_PREFIX>:` (JOBS_QUEUE_PREFIX: its older name).
  REDIS_PREFIX: z.string().regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only').optional(),
  JOBS_QUEUE_PREFIX: z.string().regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only').optional(),
  // Operations (README "Running on several machines").
  ROLE: z.enum(['web', 'worker', 'all']).default('all'),
  MIGRATE_ON_START: z.enum(['0', '1']).optional(),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(20),
  // The daily run's lease: a stalled runner's lease is free after this; it beats every third of it.
  DAILY_RUN_LEASE_MS: z.coerce.number().int().min(1_000).max(600_000).default(30_000),
  DAILY_RUN_CHUNK_SIZE: z.coerce.number().int().min(1).max(1_000_000).optional(),
  MAIL_LIMIT_PER_IP: z.coerce.number().int().min(1).default(20),
  MAIL_LIMIT_GLOBAL: z.coerce.number().int().min(1).default(500),
  MAIL_LIMIT_PER_ADDRESS: z.coerce.number().int().min(1).default(10),
  MAIL_LIMIT_MEMBER: z.coerce.number().int().min(1).default(1000),
  TRUST_PROXY: z
    .string()
    .regex(/^(false|true|\d+|[\w.:/]+(\s*,\s*[\w.:/]+)*)$/, "must be false, true, a hop count or comma-separated addresses/subnets (e.g. 'loopback' or '10.0.0.0/8')")
    .default('false'),
  UPLOAD_QUOTA: z.coerce.number().int().min(1).default(20),
  READ_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  // GraphQL cost budgets per minute (see app/cost-budget.ts for the sizing): members' API tokens and
  // anonymous callers; members' signed-in sessions (the web app); staff sessions and staff tokens.
  GRAPHQL_COST_PER_MINUTE: z.coerce.number().int().min(1).max(10_000_000).default(20_000),
  GRAPHQL_SESSION_COST_PER_MINUTE: z.coerce.number().int().min(1).max(10_000_000).default(60_000),
  GRAPHQL_STAFF_COST_PER_MINUTE: z.coerce.number().int().min(1).max(10_000_000).default(100_000),
  // How long a read may reuse a session's account row (dropped at once when the row changes); 0 = never.
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(10_000),
  MARKET_PROVIDER: z.enum(['offline', 'binance']).default('offline'),
  MARKET_API_URL: z.string().url().optional(),
  // Outbound webhooks (README "Webhooks"): loopback endpoints in development or with this flag (tests, local tools).
  WEBHOOKS_ALLOW_LOOPBACK: z.enum(['0', '1']).default('0'),
  WEBHOOKS_RETRY_BASE_MS: z.coerce.number().int().min(1).default(30_000),
  WEBHOOKS_RETRY_WINDOW_MS: z.coerce.number().int().min(1).default(24 * 3_600_000),
  WEBHOOKS_DISABLE_AFTER_MS: z.coerce.number().int().min(1).default(3 * 86_400_000),
  WEBHOOKS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  WEBHOOKS_POLL_MS: z.coerce.number().int().min(10).default(1_000),
  WEBHOOKS_CONCURRENCY: z.coerce.number().int().min(1).max(500).default(32),
  WEBHOOKS_WORKER: z.enum(['0', '1']).default('1'),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  databaseUrl: string;
  jwtSecret: string;
  adminEmail: string;
  adminPassword: string;
  smtpUrl?: string;
  mailFrom: string;
  mailOutbox: string;
  /** Mail worker: how often the outbox table is polled; the first retry's delay (doubling, at most hourly, for 24 h). */
  mailPollMs: number;
  mailRetryBaseMs: number;
  uploadDir: string;
  /** Where uploads are kept: `local` (uploadDir) or `s3` (the bucket in `s3`). */
  storageDriver: 'local' | 's3';
  s3?: { endpoint?: string; bucket: string; region: string; accessKeyId?: string; secretAccessKey?: string; forcePathStyle: boolean };
  redisUrl?: string;
  publicUrl: string;
  corsOrigins: string[];
  platformTimeZone: string;
  clientDist: string;
  /**
   * Trusted documents: the web app's persisted query manifest (written by the client build; its
   * operations run by hash whenever it exists) and whether cookie sessions are held to it.
   */
  trustedDocuments: { mode: 'enforce' | 'off'; manifest: string };
  /** Trusted documents compiled at start (graphql-jit) and run compiled; false: every operation through graphql-js. */
  graphqlJit: boolean;
  rateLimitDisabled: boolean;
  jobsDisabled: boolean;
  sessionCacheMs: number;
  /** Prefix of every Redis key and channel (tests use their own so parallel suites do not share queues). */
  redisPrefix: string;
  /**
   * What this process does: `web` serves HTTP, GraphQL and WebSockets and runs no background work;
   * `worker` runs the queues' workers (daily run, webhooks, housekeeping) and serves only health
   * checks; `all` does both (the one-command app). `web` and `worker` need REDIS_URL.
   */
  role: 'web' | 'worker' | 'all';
  /**
   * Migrations at start: `always` (MIGRATE_ON_START=1, or SQLite by default), `fresh` (MySQL by
   * default: only into an empty database, so a first `docker compose up` works), `never`
   * (MIGRATE_ON_START=0). Otherwise `npm run migrate` applies them; a process that finds
   * migrations pending refuses to start. Always under a database lock.
   */
  migrateOnStart: 'always' | 'fresh' | 'never';
  /** On SIGTERM: how long in-flight requests may finish before the process closes anyway. */
  shutdownGraceMs: number;
  /** Prometheus metrics at /metrics on this port (not the public one); none when unset. */
  metricsPort?: number;
  /** MySQL connections per process. */
  databasePoolSize: number;
  /**
   * The daily run's lease time to live: the holder beats every third of it, a lease without a beat
   * for this long is free, and the workers' watchdog looks every half of it (so a crashed run is
   * taken over within 1.5 x this).
   */
  dailyRunLeaseMs: number;
  /** Members per chunk of the daily run (default: 10,000 on MySQL, 50,000 on SQLite). */
  dailyRunChunkSize?: number;
  /**
   * Anonymous mail requests (codes, reset links): per client IP per 10 minutes, per recipient address
   * per hour, and for all anonymous requests together per hour. Signed-in members' OTPs draw on their
   * own hourly budget (`mailLimitMember`), which no anonymous request can spend.
   */
  mailLimitPerIp: number;
  mailLimitGlobal: number;
  mailLimitPerAddress: number;
  mailLimitMember: number;
  /** Express `trust proxy`: whose X-Forwarded-For / -Proto to believe (false: nobody's). */
  trustProxy: boolean | number | string;
  /** Deposit proofs one member may upload per rolling 24 hours, used in a deposit or not (then 429). */
  uploadQuota: number;
  /** REST reads (GET /api/v1/*) one session (signed-in account, else client IP) may make per minute; then 429. */
  readLimitPerMinute: number;
  /**
   * GraphQL cost budget per minute, refilled continuously: a member's session (by account), an API
   * token without its own `costBudget` (by token), an anonymous caller (by IP); staff sessions and
   * staff tokens get `staff`. Off with RATE_LIMIT_DISABLED=1.
   */
  graphqlCostPerMinute: { member: number; session: number; staff: number };
  /** Market prices: the offline deterministic feed, or a Binance-compatible ticker at `url`. */
  market: { provider: 'offline' | 'binance'; url?: string };
  /** Outbound webhooks: delivery policy and the SSRF guard's one exception (loopback). */
  webhooks: {
    /** Loopback endpoints (127.0.0.0/8, ::1) allowed: NODE_ENV=development or WEBHOOKS_ALLOW_LOOPBACK=1. */
    allowLoopback: boolean;
    /** First retry after this; doubling per attempt (capped at 6 h) ... */
    retryBaseMs: number;
    /** ... until this long after the first attempt (24 h). */
    retryWindowMs: number;
    /** An endpoint failing without a success for this long is disabled (3 days). */
    disableAfterMs: number;
    /** Whole-request timeout of one attempt. */
    timeoutMs: number;
    /** How often the database outbox is polled (besides the wake-up after each commit). */
    pollMs: number;
    /** Deliveries in flight at once per process. */
    concurrency: number;
    /** 0: this process records events but sends nothing (another process delivers). */
    worker: boolean;
  };
}

export class ConfigError extends Error {}

function dataFolder(databaseUrl: string): string {
  if (databaseUrl.startsWith('sqlite:')) return path.dirname(path.resolve(databaseUrl.slice('sqlite:'.length)));
  return path.resolve('./data');
}

/** In development the JWT secret is generated once and kept in the data folder. */
function developmentSecret(databaseUrl: string): string {
  const folder = dataFolder(databaseUrl);
  const file = path.join(folder, '.jwt-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(folder, { recursive: true });
  const secret = crypto.randomBytes(48).toString('hex');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    throw new ConfigError('Invalid configuration:\n  JWT_SECRET: required in production');
  }
  if (e.MARKET_PROVIDER === 'binance' && !e.MARKET_API_URL) {
    throw new ConfigError('Invalid configuration:\n  MARKET_API_URL: required when MARKET_PROVIDER=binance');
  }
  if (e.ROLE !== 'all' && !e.REDIS_URL) {
    throw new ConfigError(`Invalid configuration:\n  ROLE: ${e.ROLE} needs REDIS_URL (the web and worker roles meet through Redis queues); use ROLE=all without Redis`);
  }
  if (e.STORAGE_DRIVER === 's3' && !e.S3_BUCKET) {
    throw new ConfigError('Invalid configuration:\n  S3_BUCKET: required when STORAGE_DRIVER=s3');
  }
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError('Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither (neither: the AWS SDK finds credentials itself)');
  }
  if (e.NODE_ENV === 'production' && !env.ADMIN_PASSWORD) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_PASSWORD: required in production');
  }
  const clientDist = path.resolve(e.CLIENT_DIST ?? path.join(__dirname, '../../../client/dist'));
  const manifest = path.resolve(e.TRUSTED_DOCUMENTS_MANIFEST ?? path.join(clientDist, 'persisted-query-manifest.json'));
  const trustedMode = e.TRUSTED_DOCUMENTS ?? (e.NODE_ENV === 'production' && fs.existsSync(manifest) ? 'enforce' : 'off');
  if (trustedMode === 'enforce' && !fs.existsSync(manifest)) {
    throw new ConfigError(`Invalid configuration:\n  TRUSTED_DOCUMENTS: enforce needs the web app's manifest, none at ${manifest} (build the web app, or set TRUSTED_DOCUMENTS_MANIFEST)`);
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET ?? developmentSecret(e.DATABASE_URL),
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailOutbox: path.resolve(e.MAIL_OUTBOX),
    mailPollMs: e.MAIL_POLL_MS,
    mailRetryBaseMs: e.MAIL_RETRY_BASE_MS,
    uploadDir: path.resolve(e.UPLOAD_DIR),
    storageDriver: e.STORAGE_DRIVER,
    s3: e.S3_BUCKET
      ? { endpoint: e.S3_ENDPOINT, bucket: e.S3_BUCKET, region: e.S3_REGION, accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY, forcePathStyle: e.S3_FORCE_PATH_STYLE === '1' }
      : undefined,
    redisUrl: e.REDIS_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    corsOrigins: (e.CORS_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    platformTimeZone: e.TZ_PLATFORM,
    clientDist,
    trustedDocuments: { mode: trustedMode, manifest },
    graphqlJit: e.GRAPHQL_JIT === '1',
    rateLimitDisabled: e.RATE_LIMIT_DISABLED === '1',
    // The daily scheduler runs by default, except under tests unless JOBS_DISABLED=0 is explicit.
    jobsDisabled: e.JOBS_DISABLED ? e.JOBS_DISABLED === '1' : e.NODE_ENV === 'test',
    redisPrefix: e.REDIS_PREFIX ?? e.JOBS_QUEUE_PREFIX ?? 'meridian',
    role: e.ROLE,
    migrateOnStart: e.MIGRATE_ON_START === '1' ? 'always' : e.MIGRATE_ON_START === '0' ? 'never' : e.DATABASE_URL.startsWith('sqlite:') ? 'always' : 'fresh',
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    metricsPort: e.METRICS_PORT,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dailyRunLeaseMs: e.DAILY_RUN_LEASE_MS,
    dailyRunChunkSize: e.DAILY_RUN_CHUNK_SIZE,
    mailLimitPerIp: e.MAIL_LIMIT_PER_IP,
    mailLimitGlobal: e.MAIL_LIMIT_GLOBAL,
    mailLimitPerAddress: e.MAIL_LIMIT_PER_ADDRESS,
    mailLimitMember: e.MAIL_LIMIT_MEMBER,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    uploadQuota: e.UPLOAD_QUOTA,
    readLimitPerMinute: e.READ_LIMIT_PER_MINUTE,
    graphqlCostPerMinute: { member: e.GRAPHQL_COST_PER_MINUTE, session: e.GRAPHQL_SESSION_COST_PER_MINUTE, staff: e.GRAPHQL_STAFF_COST_PER_MINUTE },
    sessionCacheMs: e.SESSION_CACHE_MS,
    market: { provider: e.MARKET_PROVIDER, url: e.MARKET_API_URL?.replace(/\/$/, '') },
    webhooks: {
      allowLoopback: e.NODE_ENV === 'development' || e.WEBHOOKS_ALLOW_LOOPBACK === '1',
      retryBaseMs: e.WEBHOOKS_RETRY_BASE_MS,
      retryWindowMs: e.WEBHOOKS_RETRY_WINDOW_MS,
      disableAfterMs: e.WEBHOOKS_DISABLE_AFTER_MS,
      timeoutMs: e.WEBHOOKS_TIMEOUT_MS,
      pollMs: e.WEBHOOKS_POLL_MS,
      concurrency: e.WEBHOOKS_CONCURRENCY,
      worker: e.WEBHOOKS_WORKER === '1',
    },
  };
}
