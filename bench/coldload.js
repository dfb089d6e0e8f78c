#!/usr/bin/env node
/**
 * Cold load of the member dashboard (issue 22 item 3): the production build in this working tree
 * (server/dist serving client/dist, as the e2e tests start it) on a fresh SQLite database, driven by
 * Debian's chromium through playwright-core (never a downloaded browser).
 *
 * One member is registered and credited $250 on the Active wallet through the API. Then, RUNS times
 * (default 5): a fresh browser context (empty HTTP cache, no storage), the member signed in through
 * the REST API inside that context (the session cookie lands in its cookie jar) and the stored
 * session the web app keeps in localStorage ('meridian:root', as the sign-in form writes it) put in
 * place before the page's scripts run; then /user/dashboard is opened and timed from the
 * navigation's start until it is usable: the four wallet cards show their figures ('$250.00' on
 * Active) and no loading overlay is on the page. Goal: median ≤ 1,000 ms.
 *
 * JavaScript of that first member page: every script the browser fetched until the dashboard was
 * usable (entry, module preloads, lazy chunks), with the bytes the browser actually transferred
 * (the server sends the precompressed brotli or gzip copy) and, separately, the gzip size of the same
 * files in client/dist (their .gz sibling; files below the precompression threshold are gzipped
 * here at level 9). Scripts fetched after that until the network is idle are listed apart. Goal:
 * gzip ≤ 150 KB. Each chunk is listed with its sizes.
 *
 * The machine's state: `--previous <git-rev>` builds that revision (server and client) in a temporary
 * git worktree with this checkout's node_modules linked in, starts it beside this build, and
 * alternates the runs between the two, so a busy machine shows on both. The load average is printed
 * before and after.
 *
 *   npm run build && node bench/coldload.js
 *   node bench/coldload.js --previous HEAD~5           # same-run comparison with an earlier build
 *   node bench/coldload.js --previous-dir /tmp/x       # an already built checkout (server/dist, client/dist)
 *   node bench/coldload.js --runs 9                    # or BENCH_COLDLOAD_RUNS=9
 *   BENCH_COLDLOAD_STRICT=1                            # exit 1 when a budget is missed
 *   BENCH_COLDLOAD_TRACE=1                             # each load's resource timeline and GraphQL operations
 *
 * Lines also go to bench/results/coldload.txt.
 */
const { spawn, spawnSync, execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');
const { chromium } = require('playwright-core');
const { ROOT, ADMIN, JWT_SECRET, freePort, registerMembers, request, adminToken, resultsLog } = require('./support');

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const JS_BUDGET_GZIP = 150 * 1024;
const USABLE_BUDGET_MS = 1000;
const PASSWORD = 'bench-password'; // registerMembers' password
const CREDIT = 250;

function option(name) {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
}
const RUNS = Number(option('--runs') || process.env.BENCH_COLDLOAD_RUNS || 5);
const PREVIOUS = option('--previous');
const PREVIOUS_DIR = option('--previous-dir');
const STRICT = process.env.BENCH_COLDLOAD_STRICT === '1';
const TRACE = process.env.BENCH_COLDLOAD_TRACE === '1';

const { log, run } = resultsLog('coldload.txt');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const loadavg = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** The build of a checkout: its server/dist entry and client/dist, or why it is missing. */
function buildOf(root) {
  const main = path.join(root, 'server/dist/main.js');
  const dist = path.join(root, 'client/dist');
  const missing = [main, path.join(dist, 'index.html')].filter((f) => !fs.existsSync(f));
  return { root, main, dist, missing };
}

/** Warns when the build in this checkout is older than the last commit to the client or server sources. */
function staleness(build) {
  try {
    const committed = Number(execFileSync('git', ['log', '-1', '--format=%ct', '--', 'client/src', 'server/src'], { cwd: ROOT, encoding: 'utf8' }).trim()) * 1000;
    const built = Math.min(fs.statSync(build.main).mtimeMs, fs.statSync(path.join(build.dist, 'index.html')).mtimeMs);
    const dirty = execFileSync('git', ['status', '--porcelain', '--', 'client/src', 'server/src'], { cwd: ROOT, encoding: 'utf8' }).trim();
    const notes = [];
    if (built < committed) notes.push(`built ${new Date(built).toISOString()}, before the last commit to client/src or server/src (${new Date(committed).toISOString()})`);
    if (dirty) notes.push('uncommitted changes in client/src or server/src');
    return notes.length ? `note: ${notes.join('; ')}: run npm run build to measure HEAD` : '';
  } catch {
    return '';
  }
}

/** Builds `rev` (server with tsc, client with vite + precompress) in a temporary git worktree. */
function buildPrevious(rev) {
  const sha = execFileSync('git', ['rev-parse', '--short', `${rev}^{commit}`], { cwd: ROOT, encoding: 'utf8' }).trim();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `meridian-coldload-${sha}-`));
  fs.rmdirSync(dir); // git worktree add wants to create it
  const started = Date.now();
  console.log(`building ${rev} (${sha}) in a git worktree at ${dir}`);
  const add = spawnSync('git', ['worktree', 'add', '--detach', dir, sha], { cwd: ROOT, stdio: 'inherit' });
  if (add.status !== 0) throw new Error(`git worktree add ${sha} failed`);
  const cleanup = () => spawnSync('git', ['worktree', 'remove', '--force', dir], { cwd: ROOT, stdio: 'inherit' });
  try {
    // npm ci would take minutes: this checkout's installed packages, linked in.
    for (const nm of ['node_modules', 'server/node_modules', 'client/node_modules']) {
      if (fs.existsSync(path.join(ROOT, nm)) && !fs.existsSync(path.join(dir, nm))) fs.symlinkSync(path.join(ROOT, nm), path.join(dir, nm));
    }
    const steps = [
      ['server', 'npx tsc -p tsconfig.build.json'],
      ['client', `npx vite build --logLevel warn${fs.existsSync(path.join(dir, 'client/scripts/precompress.mjs')) ? ' && node scripts/precompress.mjs' : ''}`],
    ];
    for (const [cwd, cmd] of steps) {
      const r = spawnSync('sh', ['-c', cmd], { cwd: path.join(dir, cwd), stdio: 'inherit' });
      if (r.status !== 0) throw new Error(`${cwd}: ${cmd} failed in ${sha}`);
    }
  } catch (err) {
    cleanup();
    throw err;
  }
  console.log(`built ${sha} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return { ...buildOf(dir), label: `previous build, ${rev.startsWith(sha) ? sha : `${rev} (${sha})`}`, cleanup };
}

/** The built server of a checkout in production mode on a fresh SQLite database, serving its client build. */
async function startBuilt(build) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-coldload-db-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [build.main], {
    cwd: build.root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_URL: `sqlite:${path.join(dir, 'bench.db')}`,
      JWT_SECRET,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      MAIL_OUTBOX: path.join(dir, 'outbox'),
      UPLOAD_DIR: path.join(dir, 'uploads'),
      CLIENT_DIST: build.dist,
      PUBLIC_URL: url,
      RATE_LIMIT_DISABLED: '1',
      JOBS_DISABLED: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const deadline = Date.now() + 60000;
  for (;;) {
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`${build.root}: server did not start:\n${out}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** One member, $250 credited to the Active wallet by the admin. */
async function seedMember(url) {
  const [member] = await registerMembers(url, 1, 'coldload');
  const admin = await adminToken(url);
  const r = await request(`${url}/api/v1/withdrawalrequest/debit`, {
    method: 'POST',
    token: admin,
    headers: { 'idempotency-key': `coldload-${crypto.randomUUID()}` },
    body: { updatedData: { id: member.id, amount: CREDIT, action: 'credit', wallet_type: 'business', reason: 'Cold load bench' } },
  });
  if (r.status >= 300) throw new Error(`credit: ${r.status} ${JSON.stringify(r.body)}`);
  return { email: member.email, password: PASSWORD };
}

function launch() {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
}

/**
 * Records in the page (performance.now(), ms since the navigation started) the first moment the
 * dashboard is usable: the four wallet cards show an amount, Active the credited $250.00, and no
 * loading overlay (session restore, lazy chunk or query) is on the page.
 */
const USABLE_PROBE = `(() => {
  const ids = ['dashboard-active', 'dashboard-income', 'dashboard-roi', 'dashboard-compound'];
  const usable = () =>
    ids.every((id) => { const el = document.querySelector('[data-testid="' + id + '"]'); return el && /\\$\\d/.test(el.textContent); }) &&
    document.querySelector('[data-testid="dashboard-active"]').textContent.includes('$${CREDIT}.00') &&
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

/** The stored session as the sign-in form leaves it (client/src/app/session.tsx), from the REST sign-in's answer. */
function storedSession(body) {
  const a = body.auth || {};
  const expireAt = typeof body.expireAt === 'number' ? body.expireAt : /^\d+$/.test(String(body.expireAt)) ? Number(body.expireAt) : Date.parse(body.expireAt);
  const user = { id: a.id, username: String(a.username ?? ''), fullname: String(a.fullname ?? ''), email: String(a.email ?? ''), role: String(a.role || 'user') };
  return { auth: { user, admin: null, expireAt, adminExpireAt: null } };
}

/** One cold load: fresh context, API sign-in, /user/dashboard timed until usable. */
async function coldLoad(browser, server, member) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const res = await context.request.post(`${server.url}/api/v1/auth/signin`, {
      data: { email: member.email, password: member.password },
      headers: { 'idempotency-key': `coldload-${crypto.randomUUID()}` },
    });
    if (!res.ok()) throw new Error(`sign-in: ${res.status()} ${await res.text()}`);
    const root = storedSession(await res.json());
    await context.addInitScript(
      ([origin, value]) => {
        if (location.origin === origin) window.localStorage.setItem('meridian:root', value);
      },
      [server.url, JSON.stringify(root)],
    );
    await context.addInitScript(USABLE_PROBE);
    const page = await context.newPage();
    let usable = false;
    let requests = 0;
    const scripts = []; // { url, transferred, encoding, afterUsable }
    const pending = [];
    const operations = [];
    page.on('request', (req) => {
      if (!usable) requests++;
      if (TRACE && req.url().endsWith('/graphql')) {
        const op = /"operationName":"(\w+)"/.exec(req.postData() || '');
        operations.push(op ? op[1] : req.method());
      }
    });
    page.on('requestfinished', (req) => {
      if (req.resourceType() !== 'script' && !/\.m?js(\?|$)/.test(req.url())) return;
      const afterUsable = usable;
      pending.push(
        (async () => {
          const sizes = await req.sizes().catch(() => null);
          const response = await req.response().catch(() => null);
          const encoding = (response && (await response.headerValue('content-encoding').catch(() => null))) || 'identity';
          scripts.push({ url: req.url(), transferred: sizes ? sizes.responseBodySize : 0, encoding, afterUsable });
        })(),
      );
    });
    await page.goto(`${server.url}/user/dashboard`);
    await page.waitForFunction(() => window.__usableAt !== undefined, null, { timeout: 30000, polling: 20 });
    usable = true;
    const usableAt = await page.evaluate(() => window.__usableAt);
    if (!page.url().endsWith('/user/dashboard')) throw new Error(`left the dashboard: ${page.url()}`);
    const nav = await page.evaluate(() => {
      const n = performance.getEntriesByType('navigation')[0];
      return { responseEnd: n.responseEnd, domContentLoaded: n.domContentLoadedEventEnd, load: n.loadEventEnd };
    });
    if (TRACE) {
      // Where the time went: every resource until usable (ms since navigation start), GraphQL operations named.
      const rows = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((r) => `${r.startTime.toFixed(0).padStart(6)} → ${r.responseEnd.toFixed(0).padStart(6)}  ${r.initiatorType.padEnd(6)} ${r.name.replace(/^https?:\/\/[^/]+/, '')}`),
      );
      console.log(`  usable at ${usableAt.toFixed(0)} ms; GraphQL operations in order: ${operations.join(', ')}\n  ${rows.join('\n  ')}`);
    }
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    // Scripts whose request finished after the probe fired but that were asked for before it count
    // with the page: the probe only fires once the code that renders the cards has run.
    const entries = await page.evaluate(() => performance.getEntriesByType('resource').map((r) => ({ url: r.name, start: r.startTime })));
    const startOf = new Map(entries.map((e) => [e.url, e.start]));
    for (const s of scripts) s.afterUsable = (startOf.get(s.url) ?? 0) > usableAt;
    return { ms: usableAt, nav, requests, scripts };
  } finally {
    await context.close();
  }
}

/** Gzip size of a built file: its .gz sibling, else gzipped here at level 9 (the server sends such small files raw). */
function distSizes(dist, url) {
  const file = path.join(dist, decodeURIComponent(new URL(url).pathname));
  if (!fs.existsSync(file)) return null;
  const raw = fs.statSync(file).size;
  const gz = fs.existsSync(`${file}.gz`) ? fs.statSync(`${file}.gz`).size : zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
  const br = fs.existsSync(`${file}.br`) ? fs.statSync(`${file}.br`).size : null;
  return { raw, gz, br, precompressed: fs.existsSync(`${file}.gz`) };
}

function reportScripts(subject) {
  const first = subject.runs[0];
  const rows = first.scripts.map((s) => ({ ...s, name: new URL(s.url).pathname, dist: distSizes(subject.build.dist, s.url) }));
  const page = rows.filter((r) => !r.afterUsable).sort((a, b) => (b.dist?.gz ?? 0) - (a.dist?.gz ?? 0));
  const later = rows.filter((r) => r.afterUsable);
  const sum = (rs, f) => rs.reduce((t, r) => t + f(r), 0);
  const gz = sum(page, (r) => r.dist?.gz ?? 0);
  const ok = gz <= JS_BUDGET_GZIP;
  const encodings = [...new Set(page.map((r) => r.encoding))].join('/');
  log(
    `  JS of the first member page (run 1, until usable): ${page.length} files, gzip ${kb(gz)} (budget ${kb(JS_BUDGET_GZIP)}: ${ok ? 'within' : 'OVER'}), ` +
      `transferred ${kb(sum(page, (r) => r.transferred))} (${encodings}), raw ${kb(sum(page, (r) => r.dist?.raw ?? 0))}`,
  );
  for (const r of page) {
    log(
      `    ${r.name.padEnd(48)} gzip ${kb(r.dist?.gz ?? 0).padStart(9)}${r.dist && !r.dist.precompressed ? '*' : ' '}  sent ${kb(r.transferred).padStart(9)} ${r.encoding.padEnd(8)} raw ${kb(r.dist?.raw ?? 0).padStart(9)}`,
    );
  }
  if (page.some((r) => r.dist && !r.dist.precompressed)) log('    * below the precompression threshold: sent raw, gzip size computed here');
  if (later.length) log(`  fetched after usable, until network idle: ${later.length} files, gzip ${kb(sum(later, (r) => r.dist?.gz ?? 0))}: ${later.map((r) => r.name).join(', ')}`);
  const other = subject.runs.slice(1).map((r) => r.scripts.filter((s) => !s.afterUsable).length);
  if (other.some((n) => n !== page.length)) log(`  note: later runs fetched ${other.join(', ')} scripts before usable`);
  return ok;
}

async function main() {
  const current = { ...buildOf(ROOT), label: 'this build (working tree)' };
  if (current.missing.length) {
    console.error(`no production build: ${current.missing.map((f) => path.relative(ROOT, f)).join(', ')} missing. Run npm run build first.`);
    process.exit(1);
  }
  const subjects = [{ build: current }];
  let previous = null;
  if (PREVIOUS_DIR) {
    previous = { ...buildOf(path.resolve(PREVIOUS_DIR)), label: `previous ${PREVIOUS_DIR}` };
    if (previous.missing.length) throw new Error(`--previous-dir: missing ${previous.missing.join(', ')}`);
  } else if (PREVIOUS) {
    previous = buildPrevious(PREVIOUS);
  }
  if (previous) subjects.push({ build: previous });

  const browser = await launch();
  let failed = false;
  try {
    for (const s of subjects) {
      s.server = await startBuilt(s.build);
      s.member = await seedMember(s.server.url);
      s.runs = [];
    }
    log(`Member dashboard, cold load of the production build: chromium ${browser.version()}, ${os.cpus().length} CPUs, load average ${loadavg()}`);
    const stale = staleness(current);
    if (stale) log(stale);
    // Alternating (and which build goes first), so a change in the machine's load falls on both.
    for (let i = 0; i < RUNS; i++) {
      const order = i % 2 ? [...subjects].reverse() : subjects;
      for (const s of order) s.runs.push(await coldLoad(browser, s.server, s.member));
    }
    log(`${RUNS} cold loads each (fresh context, empty cache, signed in through the API), navigation start until usable (wallet figures in, no loading overlay):`);
    for (const s of subjects) {
      const mine = s === subjects[0];
      const med = median(s.runs.map((r) => r.ms));
      const ok = med <= USABLE_BUDGET_MS;
      log('');
      log(`${s.build.label}: ${s.build.dist.startsWith(ROOT) ? path.relative(ROOT, s.build.dist) : s.build.dist}`);
      log(`  usable: ${s.runs.map((r) => r.ms.toFixed(0)).join(', ')} ms; median ${med.toFixed(0)} ms (budget ${USABLE_BUDGET_MS} ms: ${ok ? 'within' : 'OVER'})`);
      log(
        `  median navigation milestones: HTML ${median(s.runs.map((r) => r.nav.responseEnd)).toFixed(0)} ms, DOMContentLoaded ${median(s.runs.map((r) => r.nav.domContentLoaded)).toFixed(0)} ms, ` +
          `load ${median(s.runs.map((r) => r.nav.load)).toFixed(0)} ms; ${s.runs[0].requests} requests before usable`,
      );
      const jsOk = reportScripts(s);
      if (mine) failed = !ok || !jsOk;
    }
    log('');
    log(`load average after: ${loadavg()}`);
  } finally {
    await browser.close();
    for (const s of subjects) await s.server?.stop();
    previous?.cleanup?.();
  }
  if (failed && STRICT) throw new Error('cold load budget missed');
}

run(main);
