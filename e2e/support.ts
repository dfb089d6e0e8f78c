import { ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Browser, BrowserContext, chromium, Locator, Page } from 'playwright-core';

export const ADMIN = { email: 'admin@e2e.local', password: 'e2e-admin-password' };
const ROOT = path.resolve(__dirname, '..');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface E2EServer {
  url: string;
  dir: string;
  outbox(): Array<{ to: string; subject: string; text: string }>;
  /** The newest 6-digit code or reset link mailed to `to`, waiting for it to arrive. */
  waitForMail(to: string, pattern: RegExp, after?: number): Promise<string>;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Starts the built server (server/dist, client/dist) on a fresh SQLite database. */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<E2EServer> {
  const main = path.join(ROOT, 'server/dist/main.js');
  if (!fs.existsSync(main) || !fs.existsSync(path.join(ROOT, 'client/dist/index.html'))) {
    throw new Error('Build first: npm run build');
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [main], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      // Trusted documents as in production: the web app's cookie sessions run only the build's
      // persisted operations (client/dist/persisted-query-manifest.json), so every journey proves it.
      TRUSTED_DOCUMENTS: 'enforce',
      // The journeys sweep every page of one account within seconds, faster than a person: budgets
      // are the subject of server/test/api-budgets.test.ts, not of these journeys.
      GRAPHQL_COST_PER_MINUTE: '1000000',
      GRAPHQL_STAFF_COST_PER_MINUTE: '1000000',
      PORT: String(port),
      DATABASE_URL: `sqlite:${path.join(dir, 'e2e.db')}`,
      JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-1234',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      MAIL_OUTBOX: path.join(dir, 'outbox'),
      UPLOAD_DIR: path.join(dir, 'uploads'),
      PUBLIC_URL: url,
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const deadline = Date.now() + 30000;
  for (;;) {
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`server did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const outboxDir = path.join(dir, 'outbox');
  const outbox = () =>
    fs.existsSync(outboxDir)
      ? fs
          .readdirSync(outboxDir)
          .filter((f) => f.endsWith('.json'))
          .sort()
          .map((f) => ({ ...JSON.parse(fs.readFileSync(path.join(outboxDir, f), 'utf8')), file: f }))
      : [];
  return {
    url,
    dir,
    outbox,
    async waitForMail(to, pattern, after = 0) {
      const until = Date.now() + 15000;
      for (;;) {
        const mails = outbox().filter((m) => m.to === to && Date.parse(m.created_at) >= after);
        const m = mails.length ? mails[mails.length - 1].text.match(pattern) : null;
        if (m) return m[1] ?? m[0];
        if (Date.now() > until) throw new Error(`no mail to ${to} matching ${pattern}`);
        await new Promise((r) => setTimeout(r, 200));
      }
    },
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 300));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** POST JSON to the REST API (test set-up); throws on a non-2xx answer. */
export async function apiPost(server: E2EServer, path: string, body: unknown, token?: string) {
  const res = await fetch(`${server.url}/api/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `e2e-${crypto.randomUUID()}`, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (res.status >= 300) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** Signs in through a login page and waits for the landing page. */
export async function signIn(page: Page, server: E2EServer, path: string, email: string, password: string, landing: string) {
  await page.goto(`${server.url}${path}`);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`**${landing}`);
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
}

/**
 * One server and one browser per spec file: started before its tests, stopped after them.
 * The returned object is filled in beforeAll, so read its fields inside tests.
 */
export function useE2E(env: Record<string, string> = {}): { server: E2EServer; browser: Browser } {
  const e2e = {} as { server: E2EServer; browser: Browser };
  beforeAll(async () => {
    e2e.server = await startServer(env);
    e2e.browser = await launchBrowser();
  });
  afterAll(async () => {
    await e2e.browser?.close();
    await e2e.server?.stop();
  });
  return e2e;
}

/** A fresh browser context (its own cookies and localStorage) and page. */
export async function newPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15000);
  return { context, page };
}

/** Saves a screenshot under e2e/artifacts when a step fails (for CI logs). */
export async function snap(page: Page, name: string) {
  const dir = path.join(__dirname, 'artifacts');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true }).catch(() => undefined);
}

/** Waits until an input shows `expected` (fails with the last value seen). */
export async function waitForValue(locator: Locator, expected: string, timeoutMs = 10000) {
  const deadline = Date.now() + timeoutMs;
  let value = '';
  while (Date.now() < deadline) {
    value = await locator.inputValue();
    if (value === expected) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`expected the input to show "${expected}", it shows "${value}"`);
}
