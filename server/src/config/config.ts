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
  UPLOAD_DIR: z.string().default('./data/uploads'),
  REDIS_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  CORS_ORIGINS: z.string().optional(),
  TZ_PLATFORM: z.string().default('UTC'),
  CLIENT_DIST: z.string().optional(),
  RATE_LIMIT_DISABLED: z.enum(['0', '1']).default('0'),
  JOBS_DISABLED: z.enum(['0', '1']).default('0'),
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
  uploadDir: string;
  redisUrl?: string;
  publicUrl: string;
  corsOrigins: string[];
  platformTimeZone: string;
  clientDist: string;
  rateLimitDisabled: boolean;
  jobsDisabled: boolean;
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
  if (e.NODE_ENV === 'production' && !env.ADMIN_PASSWORD) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_PASSWORD: required in production');
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
    uploadDir: path.resolve(e.UPLOAD_DIR),
    redisUrl: e.REDIS_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    corsOrigins: (e.CORS_ORIGINS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    platformTimeZone: e.TZ_PLATFORM,
    clientDist: path.resolve(e.CLIENT_DIST ?? path.join(__dirname, '../../../client/dist')),
    rateLimitDisabled: e.RATE_LIMIT_DISABLED === '1',
    jobsDisabled: e.JOBS_DISABLED === '1',
  };
}
