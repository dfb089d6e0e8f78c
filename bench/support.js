/**
 * Shared pieces of the HTTP benchmarks (bench/read.js, bench/load.js): a fresh MariaDB database,
 * the real server started as its own process (production mode, so the load generator in this
 * process does not share its event loop), the bare baseline server, and seeding through the API.
 */
const { execSync, spawn } = require('node:child_process');
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const mysql = require('mysql2/promise');

const ROOT = path.join(__dirname, '..');
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-12';
const ADMIN = { email: 'admin@bench.local', password: 'bench-admin-password' };
const MYSQL_URL = process.env.BENCH_MYSQL_URL || 'mysql://root@127.0.0.1:3306/meridian_bench_http';

/** A connection to the server of `url` (no database selected) and the database's name. */
async function mysqlServer(url) {
  const u = new URL(url);
  const c = await mysql.createConnection({ host: u.hostname, port: Number(u.port || 3306), user: decodeURIComponent(u.username), password: decodeURIComponent(u.password) });
  return { c, name: u.pathname.slice(1) };
}

async function freshMysql(url = MYSQL_URL) {
  const { c, name } = await mysqlServer(url);
  await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
  await c.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await c.end();
  return url;
}

/** Drops the database of `url` (a bench's million members take gigabytes), unless BENCH_KEEP is set. */
async function dropMysql(url) {
  if (process.env.BENCH_KEEP) return;
  const { c, name } = await mysqlServer(url);
  await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
  await c.end();
}

/** Starts a node process and waits for it to print `ready <port>` (or, for the app, to answer /healthz). */
function startProcess(args, env, readyUrl) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let log = '';
    let done = false;
    const finish = (url) => {
      if (done) return;
      done = true;
      resolve({
        url,
        child,
        log: () => log,
        stop: () =>
          new Promise((r) => {
            if (child.exitCode !== null) return r();
            child.once('exit', () => r());
            child.kill('SIGTERM');
          }),
      });
    };
    const onData = (d) => {
      log += d;
      const m = /ready (\d+)/.exec(log);
      if (m && !readyUrl) finish(`http://127.0.0.1:${m[1]}`);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      if (!done) reject(new Error(`${args.join(' ')} exited (${code}):\n${log}`));
    });
    if (readyUrl) {
      const deadline = Date.now() + 60_000;
      const poll = () =>
        http
          .get(`${readyUrl}/healthz`, (res) => {
            res.resume();
            if (res.statusCode === 200) finish(readyUrl);
            else setTimeout(poll, 200);
          })
          .on('error', () => (Date.now() > deadline ? reject(new Error(`server did not start:\n${log}`)) : setTimeout(poll, 200)));
      poll();
    }
  });
}

async function freePort() {
  const net = require('node:net');
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = srv.address().port;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/**
 * The real server from its TypeScript sources (swc), NODE_ENV=production, on MariaDB.
 * `profileDir` adds `--cpu-prof` (a .cpuprofile written when the server stops); `root`: another
 * checkout's sources (an earlier commit, for an A/B run; its node_modules may be links to these).
 */
async function startMeridian({ databaseUrl = MYSQL_URL, env = {}, profileDir, root = ROOT } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-bench-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const args = [...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), '-r', '@swc-node/register', path.join(root, 'server/src/main.ts')];
  return startProcess(
    args,
    {
      SWC_NODE_PROJECT: path.join(root, 'server/tsconfig.json'),
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      JWT_SECRET,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      MAIL_OUTBOX: path.join(dir, 'outbox'),
      UPLOAD_DIR: path.join(dir, 'uploads'),
      CLIENT_DIST: path.join(dir, 'no-client'),
      PUBLIC_URL: url,
      JOBS_DISABLED: '1',
      ...env,
    },
    url,
  ).then((p) => ({ ...p, outboxDir: path.join(dir, 'outbox') }));
}

/** The read benchmark's baseline (bench/bare-server.js); `profileDir` as for startMeridian. */
function startBare({ databaseUrl = MYSQL_URL, profileDir } = {}) {
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  return startProcess([...profile, path.join(__dirname, 'bare-server.js')], { DATABASE_URL: databaseUrl, JWT_SECRET, PORT: '0' });
}

/** Apollo Server doing what the bare handler does (bench/apollo-server.js): the floor of any answer through Apollo. */
function startApolloFloor({ databaseUrl = MYSQL_URL } = {}) {
  return startProcess([path.join(__dirname, 'apollo-server.js')], { DATABASE_URL: databaseUrl, JWT_SECRET, PORT: '0' });
}

/** The round-robin HTTP proxy (bench/proxy.js) in front of `urls`. */
function startProxy(urls) {
  return startProcess([path.join(__dirname, 'proxy.js'), ...urls], {});
}

// At most one keep-alive connection per simulated member (the load test's 200): when answers slow
// down, requests wait for a connection instead of opening hundreds of new ones.
const agent = new http.Agent({ keepAlive: true, maxSockets: Number(process.env.BENCH_SOCKETS || 200) });

/** One JSON request over a keep-alive agent: resolves { status, body } (body parsed when JSON). */
function request(url, { method = 'GET', token, body, headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      url,
      {
        method,
        agent,
        headers: {
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            /* not JSON */
          }
          resolve({ status: res.statusCode, body: parsed });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Registers `count` members through REST (each sponsored by the first; the first by `firstSponsor`'s code, if given). */
async function registerMembers(url, count, prefix = 'bench', firstSponsor = '') {
  const members = [];
  let sponsor = firstSponsor;
  for (let i = 0; i < count; i++) {
    const email = `${prefix}${i}@bench.local`;
    const r = await request(`${url}/api/v1/auth/register`, {
      method: 'POST',
      body: { fullname: `Bench Member ${i}`, phone: '+15550000000', email, password: 'bench-password', confirmPassword: 'bench-password', referralBy: sponsor },
    });
    if (r.status !== 201) throw new Error(`register ${email}: ${r.status} ${JSON.stringify(r.body)}`);
    if (i === 0 && !firstSponsor) sponsor = r.body.auth.refferal_code;
    members.push({ id: Number(r.body.auth.id), email, token: r.body.token });
  }
  return members;
}

async function adminToken(url) {
  const r = await request(`${url}/api/v1/auth/adminsignin`, { method: 'POST', body: { email: ADMIN.email, password: ADMIN.password } });
  const token = r.body.token;
  if (!token) throw new Error(`admin login: ${r.status} ${JSON.stringify(r.body)}`);
  return token;
}

/**
 * The text of a client operation exactly as the web app sends it: the operation from
 * client/src/**\/*.graphql with the fragments it spreads, and `__typename` in every selection set
 * (Apollo Client adds it).
 */
function clientOperation(name) {
  const { parse, print, visit, Kind } = require('graphql');
  const files = [];
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory()) walk(path.join(d, e.name));
      else if (e.name.endsWith('.graphql')) files.push(path.join(d, e.name));
    }
  };
  walk(path.join(ROOT, 'client/src'));
  const defs = files.flatMap((f) => parse(fs.readFileSync(f, 'utf8')).definitions);
  const op = defs.find((d) => d.kind === Kind.OPERATION_DEFINITION && d.name?.value === name);
  if (!op) throw new Error(`no client operation ${name}`);
  const fragments = new Map(defs.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
  const used = new Set();
  const collect = (node) =>
    visit(node, {
      FragmentSpread(s) {
        if (used.has(s.name.value)) return;
        used.add(s.name.value);
        collect(fragments.get(s.name.value));
      },
    });
  collect(op);
  const doc = { kind: Kind.DOCUMENT, definitions: [op, ...[...used].map((n) => fragments.get(n))] };
  const typename = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };
  const withTypename = visit(doc, {
    SelectionSet(set, _k, parent) {
      if (parent && parent.kind === Kind.OPERATION_DEFINITION) return undefined;
      if (set.selections.some((s) => s.kind === Kind.FIELD && s.name.value === '__typename')) return undefined;
      return { ...set, selections: [...set.selections, typename] };
    },
  });
  return print(withTypename);
}

/** CPU seconds a process has used so far (Linux /proc; 0 elsewhere). */
function cpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks of 1/100 s
  } catch {
    return 0;
  }
}

function mariadbPid() {
  try {
    return Number(execSync('pidof mariadbd mysqld', { encoding: 'utf8' }).trim().split(/\s+/)[0]) || 0;
  } catch {
    return 0;
  }
}

/** `log` prints a line and keeps it; `run(main)` runs the bench and writes the lines to bench/results/<file>. */
function resultsLog(file) {
  const printed = [];
  const log = (line) => {
    console.log(line);
    printed.push(line);
  };
  const run = (main) =>
    main()
      .then(() => {
        fs.mkdirSync(path.join(__dirname, 'results'), { recursive: true });
        fs.writeFileSync(path.join(__dirname, 'results', file), `${new Date().toISOString()}\n${printed.join('\n')}\n`);
      })
      .catch((err) => {
        console.error(err);
        process.exit(1);
      });
  return { log, run };
}

function percentile(sorted, p) {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

module.exports = { cpuSeconds, mariadbPid, ROOT, ADMIN, JWT_SECRET, MYSQL_URL, freshMysql, dropMysql, freePort, startMeridian, startBare, startApolloFloor, startProxy, request, registerMembers, adminToken, clientOperation, percentile, resultsLog };
