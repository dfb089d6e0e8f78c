import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import request from 'supertest';
import mysql from 'mysql2/promise';
import { loadConfig } from '../src/config/config';
import { openDatabase, Database } from '../src/database/data-source';
import { RunningApp, startApp } from '../src/app/app';

/**
 * Starts the real server (HTTP + GraphQL + WebSocket) on a fresh database for one test file:
 * SQLite in a temp folder by default, a freshly created MySQL/MariaDB database when TEST_DB=mysql.
 */
export interface TestApp {
  running: RunningApp;
  db: Database;
  url: string;
  dir: string;
  engine: 'sqlite' | 'mysql';
  databaseUrl: string;
  http: () => ReturnType<typeof request>;
  gql<T = any>(query: string, variables?: Record<string, unknown>, token?: string): Promise<{ data?: T; errors?: Array<{ message: string; extensions?: { code?: string } }>; status: number }>;
  outbox(to?: string): Array<{ to: string; subject: string; text: string; created_at: string }>;
  lastCode(to: string): string;
  close(): Promise<void>;
}

export const ADMIN = { email: 'admin@test.local', password: 'admin-password-1' };

export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-test-'));
  const engine = process.env.TEST_DB === 'mysql' ? 'mysql' : 'sqlite';
  let databaseUrl = env.DATABASE_URL ?? `sqlite:${path.join(dir, 'test.db')}`;
  let dropDatabase: (() => Promise<void>) | null = null;
  // A DATABASE_URL in `env` shares another test app's database (a second replica).
  if (engine === 'mysql' && !env.DATABASE_URL) {
    const base = new URL(process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/meridian_ci');
    const name = `${base.pathname.replace(/^\//, '') || 'meridian_ci'}_${crypto.randomBytes(4).toString('hex')}`;
    const conn = await mysql.createConnection({ host: base.hostname, port: Number(base.port || 3306), user: decodeURIComponent(base.username), password: decodeURIComponent(base.password) });
    await conn.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await conn.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await conn.end();
    base.pathname = `/${name}`;
    databaseUrl = base.toString();
    dropDatabase = async () => {
      const c = await mysql.createConnection({ host: base.hostname, port: Number(base.port || 3306), user: decodeURIComponent(base.username), password: decodeURIComponent(base.password) });
      await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await c.end();
    };
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    JWT_SECRET: 'test-secret-test-secret-test-secret-1234',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    MAIL_OUTBOX: path.join(dir, 'outbox'),
    UPLOAD_DIR: path.join(dir, 'uploads'),
    CLIENT_DIST: path.join(dir, 'no-client'),
    ...env,
  });
  const db = await openDatabase(config.databaseUrl);
  const running = await startApp(config, db, 0);
  const url = running.url;
  const outbox = (to?: string) => {
    const folder = config.mailOutbox;
    if (!fs.existsSync(folder)) return [];
    return fs
      .readdirSync(folder)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => JSON.parse(fs.readFileSync(path.join(folder, f), 'utf8')))
      .filter((m) => !to || m.to === to);
  };
  return {
    running,
    db,
    url,
    dir,
    engine,
    databaseUrl,
    http: () => request(url),
    async gql(query, variables = {}, token) {
      const req = request(url).post('/graphql').set('Content-Type', 'application/json');
      if (token) req.set('Authorization', `Bearer ${token}`);
      const res = await req.send({ query, variables });
      return { ...res.body, status: res.status };
    },
    outbox,
    lastCode(to: string) {
      const mails = outbox(to);
      const m = mails[mails.length - 1]?.text.match(/\b(\d{6})\b/);
      if (!m) throw new Error(`No code mailed to ${to}`);
      return m[1];
    },
    async close() {
      await running.close();
      await db.close();
      if (dropDatabase) await dropDatabase();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

let seq = 0;
/** A unique email per call. */
export function uniqueEmail(prefix = 'member') {
  seq += 1;
  return `${prefix}${seq}.${crypto.randomBytes(3).toString('hex')}@example.com`;
}

/** Registers a member through REST and returns its token, id and referral code. */
export async function registerMember(t: TestApp, opts: { sponsor?: string; email?: string; password?: string } = {}) {
  const email = opts.email ?? uniqueEmail();
  const password = opts.password ?? 'password123';
  const res = await t.http().post('/api/v1/auth/register').send({
    fullname: 'Test Member',
    phone: '+15550001111',
    email,
    password,
    confirmPassword: password,
    referralBy: opts.sponsor ?? '',
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { token: res.body.token as string, id: res.body.auth.id as number, code: res.body.auth.refferal_code as string, email, password };
}

export async function adminToken(t: TestApp): Promise<string> {
  const res = await t.http().post('/api/v1/auth/adminsignin').send(ADMIN);
  if (res.status !== 200) throw new Error(`admin sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token;
}

/** Asserts the ledger's invariants. */
export async function expectReconciled(t: TestApp) {
  const report = await t.running.services.reconciliation.run();
  if (!report.ok) throw new Error(`Ledger does not reconcile:\n${report.problems.join('\n')}`);
  return report;
}

/**
 * A daily run needs its day to have ended in the platform time zone. A test that acts "today" and
 * then runs that day calls `startLatestDay` first (the platform zone becomes UTC-12, the last zone
 * to end a day), acts, then `endPlatformDay`: the zone becomes UTC+14, where that day has ended
 * (26 hours ahead). Returns the day to run. The `timeZone` setting goes back to its default later
 * by `resetPlatformZone`.
 */
export async function startLatestDay(t: TestApp): Promise<string> {
  await t.running.services.settings.update({ timeZone: 'Etc/GMT+12' });
  return t.running.services.settings.platformDay();
}

export async function endPlatformDay(t: TestApp): Promise<string> {
  const day = await t.running.services.settings.platformDay();
  await t.running.services.settings.update({ timeZone: 'Etc/GMT-14' });
  if ((await t.running.services.settings.platformDay()) <= day) throw new Error(`${day} has not ended in UTC+14`);
  return day;
}

export async function resetPlatformZone(t: TestApp): Promise<void> {
  await t.running.services.settings.update({ timeZone: 'UTC' });
}
