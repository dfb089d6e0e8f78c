#!/usr/bin/env node
/**
 * Web app benchmark (`npm run bench:web`, also the last step of `npm run bench`): the production build
 * in client/dist served by the real server (server/dist, as the e2e tests start it), driven by Debian's
 * chromium through playwright-core (never a downloaded browser).
 *
 * 1. Initial JavaScript of the public entry pages (home '/', member login '/user/login', admin login
 *    '/admin/panel/login'): every script the page fetches (entry, module preloads, lazy page chunks)
 *    until the network is idle, each fetched again from the same server with `Accept-Encoding: gzip`,
 *    `br` and `identity` for its gzip, brotli and raw size. Goal: gzip ≤ 150 KB.
 * 2. Member dashboard: a member seeded through the API (register, an admin credit of $250 to the
 *    Active wallet) signs in once through the login page; then 5 times a fresh browser context (empty
 *    HTTP cache, the signed-in cookie and stored session only) opens /user/dashboard, timed from the
 *    navigation's start until it is usable: the four wallet cards show their figures ('$250.00' on
 *    Active) and no loading overlay is on the page. Goal: median ≤ 1,000 ms.
 *
 * Baseline, same run: the client of commit 93c9d98 (before the splitting work), built into a
 * temporary folder and served by a second server; its pages are measured the same way and its
 * dashboard loads alternate with this build's, so the machine's load falls on both. Also printed:
 * all JS in each build (what a page would fetch without code splitting).
 *
 *   npm run build && npm run bench:web      # builds first when client/dist or server/dist is missing
 *   BENCH_WEB_RUNS=9 npm run bench:web      # dashboard loads per build (default 5)
 *   BENCH_WEB_BASELINE=<commit>|none        # another baseline commit, or none (recorded figures)
 *   BENCH_WEB_BASELINE_DIST=/path/to/dist   # a ready baseline build instead
 *   BENCH_WEB_DIST=/path/to/dist            # measure another build than client/dist
 *   BENCH_WEB_STRICT=1                      # exit 1 when a budget is missed
 *   BENCH_WEB_TRACE=1                       # each dashboard load's timeline and its GraphQL operations
 *   BENCH_WEB_CPU=1                         # a CPU profile of the page's main thread per dashboard load
 *
 * Timings depend on the machine's load (the load average is printed with them). Lines also go to
 * bench/results/web.txt.
 */
const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const http = require('node:http');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { chromium } = require('playwright-core');

const ROOT = path.resolve(__dirname, '..');
const DIST = path.resolve(process.env.BENCH_WEB_DIST || path.join(ROOT, 'client/dist'));
const MAIN = path.join(ROOT, 'server/dist/main.js');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_WEB_RUNS || 5);
const STRICT = process.env.BENCH_WEB_STRICT === '1';
const ADMIN = { email: 'admin@bench.local', password: 'bench-admin-password' };

const JS_BUDGET_GZIP = 150 * 1024;
const DASHBOARD_BUDGET_MS = 1000;

/**
 * The build before issue 11's splitting work (commit 93c9d98), measured by this script on this
 * machine; printed when that commit's client is not rebuilt for a same-run baseline.
 */
const BEFORE = {
  commit: '93c9d98',
  pages: {
    '/': { gzip: 283.0 * 1024, br: 245.0 * 1024, raw: 918.8 * 1024, files: 33 },
    '/user/login': { gzip: 281.8 * 1024, br: 244.0 * 1024, raw: 923.4 * 1024, files: 28 },
    '/admin/panel/login': { gzip: 281.1 * 1024, br: 243.3 * 1024, raw: 921.8 * 1024, files: 27 },
  },
};

const PAGES = [
  { path: '/', name: 'home', ready: (page) => page.getByRole('link', { name: 'Register' }).first().waitFor() },
  { path: '/user/login', name: 'member login', ready: (page) => page.getByRole('button', { name: 'Sign In' }).waitFor() },
  { path: '/admin/panel/login', name: 'admin login', ready: (page) => page.getByRole('button', { name: 'Sign In' }).waitFor() },
];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/**
 * The baseline measured in the same run: BENCH_WEB_BASELINE_DIST (a client build), else the client
 * of commit BENCH_WEB_BASELINE (default 93c9d98, the build before the splitting work; 'none' to skip)
 * built now into a temporary folder from git with this checkout's node_modules. If that build
 * fails, the recorded figures above are printed instead.
 */
function baselineDist() {
  if (process.env.BENCH_WEB_BASELINE_DIST) return path.resolve(process.env.BENCH_WEB_BASELINE_DIST);
  const commit = process.env.BENCH_WEB_BASELINE ?? BEFORE.commit;
  if (!commit || commit === 'none') return null;
  try {
    return buildBaseline(commit);
  } catch (err) {
    console.log(`no same-run baseline (${err.message}); printing the recorded figures of ${BEFORE.commit}`);
    return null;
  }
}

/** Temporary folders to remove at the end. */
const scratch = [];

function buildBaseline(commit) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-web-baseline-'));
  scratch.push(dir);
  console.log(`building the client of ${commit} in ${dir} for the baseline`);
  const tar = spawnSync('bash', ['-c', `set -o pipefail; git archive ${JSON.stringify(commit)} client package.json | tar -x -C ${JSON.stringify(dir)}`], { cwd: ROOT, stdio: 'inherit' });
  if (tar.status !== 0) throw new Error(`git archive ${commit} failed`);
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  if (fs.existsSync(path.join(ROOT, 'client/node_modules'))) fs.symlinkSync(path.join(ROOT, 'client/node_modules'), path.join(dir, 'client/node_modules'));
  const build = spawnSync('sh', ['-c', 'npx vite build --logLevel warn && node scripts/precompress.mjs'], { cwd: path.join(dir, 'client'), stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`building ${commit}'s client failed`);
  return path.join(dir, 'client/dist');
}

function ensureBuild() {
  const missing = [MAIN, path.join(DIST, 'index.html')].filter((f) => !fs.existsSync(f));
  if (!missing.length) return;
  if (process.env.BENCH_WEB_DIST) throw new Error(`no build at ${DIST}`);
  console.log(`build missing (${missing.map((f) => path.relative(ROOT, f)).join(', ')}): running npm run build`);
  const r = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('npm run build failed');
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** The built server in production mode on a fresh SQLite database, serving the client build `dist`. */
async function startServer(dist) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-bench-web-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_URL: `sqlite:${path.join(dir, 'bench.db')}`,
      JWT_SECRET: 'bench-web-secret-bench-web-secret-123456',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      MAIL_OUTBOX: path.join(dir, 'outbox'),
      UPLOAD_DIR: path.join(dir, 'uploads'),
      CLIENT_DIST: dist,
      PUBLIC_URL: url,
      RATE_LIMIT_DISABLED: '1',
      JOBS_DISABLED: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
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
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function apiPost(server, route, body, token) {
  const res = await fetch(`${server.url}/api/v1/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `bench-${crypto.randomUUID()}`, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (res.status >= 300) throw new Error(`${route}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

/** Body size of `url` as the server sends it for one Accept-Encoding (node:http: nothing decoded). */
function encodedSize(url, encoding) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
        let bytes = 0;
        res.on('data', (c) => (bytes += c.length));
        res.on('end', () => {
          const got = res.headers['content-encoding'] || 'identity';
          if (res.statusCode !== 200) reject(new Error(`${url}: ${res.statusCode}`));
          else if (got !== encoding) reject(new Error(`${url}: asked for ${encoding}, got ${got}`));
          else resolve(bytes);
        });
      })
      .on('error', reject);
  });
}

/** Sizes of the JS the server would send for each encoding (gzip/br precompressed; small files raw). */
async function sizesOf(urls) {
  const total = { gzip: 0, br: 0, raw: 0 };
  for (const u of urls) {
    const raw = await encodedSize(u, 'identity');
    // Files below the precompression threshold have no .gz/.br copy and go out as they are.
    const gzip = await encodedSize(u, 'gzip').catch(() => raw);
    const br = await encodedSize(u, 'br').catch(() => raw);
    total.raw += raw;
    total.gzip += gzip;
    total.br += br;
  }
  return total;
}

function launch() {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
}

/** Loads `path` in a fresh context and lists the scripts it fetched until the network was idle. */
async function scriptsOf(browser, server, pagePath, ready) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const scripts = new Set();
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (type === 'script' || res.url().endsWith('.js')) scripts.add(res.url());
  });
  await page.goto(`${server.url}${pagePath}`, { waitUntil: 'networkidle' });
  await ready(page);
  await page.waitForLoadState('networkidle');
  await context.close();
  return [...scripts].filter((u) => u.startsWith(server.url));
}

/** All JavaScript in a build (what one page would fetch with no code splitting), same encodings. */
function distTotals(dist) {
  const assets = path.join(dist, 'assets');
  const total = { gzip: 0, br: 0, raw: 0, files: 0 };
  for (const f of fs.readdirSync(assets)) {
    if (!f.endsWith('.js')) continue;
    const file = path.join(assets, f);
    const raw = fs.statSync(file).size;
    total.files++;
    total.raw += raw;
    total.gzip += fs.existsSync(`${file}.gz`) ? fs.statSync(`${file}.gz`).size : raw;
    total.br += fs.existsSync(`${file}.br`) ? fs.statSync(`${file}.br`).size : raw;
  }
  return total;
}

async function seedMember(server) {
  const email = 'dashboard@bench.local';
  const password = 'bench-member-1';
  const member = await apiPost(server, 'auth/register', { fullname: 'Dana Dashboard', phone: '+15550100900', email, password, confirmPassword: password });
  const admin = await apiPost(server, 'auth/adminsignin', ADMIN);
  await apiPost(server, 'withdrawalrequest/debit', { updatedData: { id: member.auth.id, amount: 250, action: 'credit', wallet_type: 'business', reason: 'Web bench' } }, admin.token);
  return { email, password };
}

/** Signs in through the login page; returns the context's storage (session cookie + stored session). */
async function signedInState(browser, server, member) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(30000);
  await page.goto(`${server.url}/user/login`);
  await page.getByLabel(/^Email/).fill(member.email);
  await page.getByLabel(/^Password/).fill(member.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/user/dashboard');
  await page.getByTestId('dashboard-active').filter({ hasText: '$250.00' }).waitFor();
  const state = await context.storageState();
  await context.close();
  return state;
}

/**
 * Records in the page (performance.now(), i.e. ms since the navigation started) the first moment the
 * dashboard is usable: all four wallet figures rendered, Active showing the seeded $250.00, and no
 * loading overlay (session restore, lazy chunk or query) anywhere on the page.
 */
const USABLE_PROBE = `(() => {
  const ids = ['dashboard-active', 'dashboard-income', 'dashboard-roi', 'dashboard-compound'];
  const usable = () =>
    ids.every((id) => { const el = document.querySelector('[data-testid="' + id + '"]'); return el && /\\$\\d/.test(el.textContent); }) &&
    document.querySelector('[data-testid="dashboard-active"]').textContent.includes('$250.00') &&
    !document.querySelector('[data-testid="loading-overlay"]');
  const check = () => {
    if (window.__usableAt === undefined && document.documentElement && usable()) {
      window.__usableAt = performance.now();
      observer.disconnect();
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, characterData: true, attributes: true });
})();`;

async function dashboardRun(browser, server, state) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, storageState: state });
  await context.addInitScript(USABLE_PROBE);
  const page = await context.newPage();
  let jsBytes = 0;
  let requests = 0;
  const graphqlOps = [];
  page.on('request', (req) => {
    requests++;
    if (process.env.BENCH_WEB_TRACE && req.url().endsWith('/graphql')) {
      const op = /"operationName":"(\w+)"/.exec(req.postData() || '');
      graphqlOps.push(op ? op[1] : '?');
    }
  });
  page.on('requestfinished', async (req) => {
    if (req.resourceType() !== 'script') return;
    const sizes = await req.sizes().catch(() => null);
    if (sizes) jsBytes += sizes.responseBodySize;
  });
  const cdp = process.env.BENCH_WEB_CPU ? await context.newCDPSession(page) : null;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  await page.goto(`${server.url}/user/dashboard`);
  await page.waitForFunction(() => window.__usableAt !== undefined, null, { timeout: 30000, polling: 50 });
  const usableAt = await page.evaluate(() => window.__usableAt);
  if (!page.url().endsWith('/user/dashboard')) throw new Error(`left the dashboard: ${page.url()}`);
  const requestsAtUsable = requests;
  if (cdp) {
    const { profile } = await cdp.send('Profiler.stop');
    // Open in Chrome DevTools (Performance), or sum it with bench/profile-summary.js; a build with
    // `vite build --sourcemap` (BENCH_WEB_DIST) maps it to the sources.
    const file = path.join(os.tmpdir(), `meridian-web-${Date.now()}.cpuprofile`);
    fs.writeFileSync(file, JSON.stringify(profile));
    console.log(`  CPU profile: ${file}`);
  }
  if (process.env.BENCH_WEB_TRACE) {
    // Where the time went: navigation milestones and every resource until usable (ms since navigation start).
    const timeline = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0];
      const rows = [`navigation: response end ${nav.responseEnd.toFixed(0)}, DOMContentLoaded ${nav.domContentLoadedEventEnd.toFixed(0)}, load ${nav.loadEventEnd.toFixed(0)}`];
      for (const r of performance.getEntriesByType('resource')) rows.push(`${r.startTime.toFixed(0).padStart(6)} → ${r.responseEnd.toFixed(0).padStart(6)}  ${r.initiatorType.padEnd(6)} ${r.name.replace(/^https?:\/\/[^/]+/, '')}`);
      return rows;
    });
    console.log(`  usable at ${usableAt.toFixed(0)} ms; GraphQL operations in order: ${graphqlOps.join(', ')}\n  ${timeline.join('\n  ')}`);
  }
  await page.waitForLoadState('networkidle');
  await context.close();
  return { ms: usableAt, jsBytes, requests: requestsAtUsable };
}

async function main() {
  ensureBuild();
  const baseline = baselineDist();
  const lines = [];
  const say = (line = '') => {
    lines.push(line);
    console.log(line);
  };
  const subjects = [{ name: 'this build', dist: DIST }];
  if (baseline) subjects.push({ name: `baseline ${process.env.BENCH_WEB_BASELINE_DIST ? baseline : process.env.BENCH_WEB_BASELINE || BEFORE.commit}`, dist: baseline });
  const browser = await launch();
  let failed = false;
  try {
    for (const subject of subjects) subject.server = await startServer(subject.dist);
    say(`Web app, chromium ${browser.version()}, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    for (const subject of subjects) {
      const mine = subject === subjects[0];
      say('');
      say(`${subject.name}: ${path.relative(ROOT, subject.dist) || subject.dist}`);
      say(`Initial JavaScript until network idle (budget ${kb(JS_BUDGET_GZIP)} gzip):`);
      for (const p of PAGES) {
        const urls = await scriptsOf(browser, subject.server, p.path, p.ready);
        const s = await sizesOf(urls);
        const before = mine && !baseline ? BEFORE.pages[p.path] : null;
        const ok = s.gzip <= JS_BUDGET_GZIP;
        if (mine) failed = failed || !ok;
        say(
          `  ${p.name.padEnd(12)} ${p.path.padEnd(18)} ${String(urls.length).padStart(3)} files: gzip ${kb(s.gzip).padStart(9)}, brotli ${kb(s.br).padStart(9)}, raw ${kb(s.raw).padStart(9)}` +
            `  ${ok ? 'within' : 'OVER'} budget` +
            (before?.gzip ? `; recorded before (${BEFORE.commit}): gzip ${kb(before.gzip)}, brotli ${kb(before.br)}, raw ${kb(before.raw)}, ${before.files} files` : ''),
        );
      }
      const all = distTotals(subject.dist);
      say(`  for comparison, all ${all.files} JS files in that build: gzip ${kb(all.gzip)}, brotli ${kb(all.br)}, raw ${kb(all.raw)}`);
    }
    say('');

    for (const subject of subjects) subject.state = await signedInState(browser, subject.server, await seedMember(subject.server));
    // Runs alternate between the builds (and which goes first), so a change in the machine's load
    // falls on both.
    for (const subject of subjects) subject.runs = [];
    for (let i = 0; i < RUNS; i++) {
      const order = i % 2 ? [...subjects].reverse() : subjects;
      for (const subject of order) subject.runs.push(await dashboardRun(browser, subject.server, subject.state));
    }
    say(`Member dashboard, ${RUNS} cold loads each (empty cache, signed in), until usable (wallet figures in, no loading overlay):`);
    for (const subject of subjects) {
      const mine = subject === subjects[0];
      const med = median(subject.runs.map((r) => r.ms));
      const ok = med <= DASHBOARD_BUDGET_MS;
      if (mine) failed = failed || !ok;
      say(
        `  ${subject.name}: ${subject.runs.map((r) => `${r.ms.toFixed(0)}`).join(', ')} ms (${subject.runs[0].requests} requests, ${kb(subject.runs[0].jsBytes)} JS transferred); ` +
          `median ${med.toFixed(0)} ms, budget ${DASHBOARD_BUDGET_MS} ms: ${ok ? 'within' : 'OVER'}`,
      );
    }
    say(`load average after: ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  } finally {
    await browser.close();
    for (const subject of subjects) await subject.server?.stop();
    for (const dir of scratch) fs.rmSync(dir, { recursive: true, force: true });
  }
  fs.mkdirSync(path.join(__dirname, 'results'), { recursive: true });
  fs.writeFileSync(path.join(__dirname, 'results', 'web.txt'), lines.join('\n') + '\n');
  if (failed && STRICT) {
    console.error('web budget missed');
    process.exit(1);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
