/**
 * The real server (src/main.ts) as a child process on a test app's database: a replica or a worker
 * as an operator runs it. Its pino lines are parsed and kept; `logged` waits for one.
 */
import net from 'node:net';
import path from 'node:path';
import { spawn, ChildProcess } from 'node:child_process';
import { ADMIN } from './harness';

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  /** The JSON log lines so far (pino). */
  lines: Array<{ level: number; msg: string; [k: string]: unknown }>;
  exited: Promise<number | null>;
  /** Resolves with the first log line matching (rejects when the process exits first or after `ms`). */
  logged(match: RegExp, ms?: number): Promise<ServerProcess['lines'][number]>;
  /** Still running (not exited, not killed). */
  alive(): boolean;
}

/**
 * Starts `src/main.ts` with the test defaults (the harness's JWT secret and admin, folders under
 * `dir`, no scheduler) overridden by `env`; DATABASE_URL is required there.
 */
export async function startServer(dir: string, env: Record<string, string> & { DATABASE_URL: string }): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const child = spawn(process.execPath, ['-r', '@swc-node/register', 'src/main.ts'], {
    cwd: path.join(__dirname, '..'),
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      PORT: String(port),
      JWT_SECRET: 'test-secret-test-secret-test-secret-1234',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      MAIL_OUTBOX: path.join(dir, 'outbox'),
      UPLOAD_DIR: path.join(dir, 'uploads'),
      CLIENT_DIST: path.join(dir, 'no-client'),
      JOBS_DISABLED: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: ServerProcess['lines'] = [];
  const waiters: Array<() => void> = [];
  let buffer = '';
  child.stdout!.on('data', (chunk) => {
    buffer += chunk;
    let i: number;
    while ((i = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, i);
      buffer = buffer.slice(i + 1);
      try {
        lines.push(JSON.parse(line));
      } catch {
        lines.push({ level: 0, msg: line });
      }
      for (const w of waiters.splice(0)) w();
    }
  });
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += d));
  let exitCode: number | null | undefined;
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve((exitCode = code))));
  const logged = (match: RegExp, ms = 60_000) =>
    new Promise<ServerProcess['lines'][number]>((resolve, reject) => {
      const deadline = Date.now() + ms;
      const check = () => {
        const found = lines.find((l) => match.test(l.msg));
        if (found) return resolve(found);
        if (exitCode !== undefined) return reject(new Error(`the server exited (${exitCode}) before logging ${match}: ${stderr}\n${JSON.stringify(lines)}`));
        if (Date.now() > deadline) return reject(new Error(`no log line ${match}: ${JSON.stringify(lines)}`));
        waiters.push(check);
        setTimeout(check, 200);
      };
      check();
    });
  void exited.then(() => waiters.splice(0).forEach((w) => w()));
  const alive = () => child.exitCode === null && child.signalCode === null;
  return { child, port, url: `http://127.0.0.1:${port}`, lines, exited, logged, alive };
}

/** Waits until `check` holds (polling every 100 ms). */
export async function until(check: () => Promise<boolean> | boolean, ms: number, what: string) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** A TCP relay to `host:port` that can be cut (every connection dropped, new ones refused) and restored. */
export async function tcpRelay(host: string, port: number) {
  const sockets = new Set<net.Socket>();
  let open = true;
  const server = net.createServer((client) => {
    if (!open) return client.destroy();
    const upstream = net.connect(port, host);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    cut() {
      open = false;
      for (const s of sockets) s.destroy();
    },
    restore() {
      open = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Prometheus text exposition parsed into `name{labels}` -> value; throws on a line that is not valid. */
export function parsePrometheus(text: string): Map<string, number> {
  const samples = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('# HELP ') || line.startsWith('# TYPE ')) continue;
    const m = line.match(/^([a-zA-Z_:][a-zA-Z0-9_:]*(\{([a-zA-Z_][a-zA-Z0-9_]*="(\\.|[^"\\])*",?)*\})?) (-?[0-9.e+-]+|NaN|\+Inf|-Inf)$/);
    if (!m) throw new Error(`not Prometheus text: ${line}`);
    samples.set(m[1], Number(m[5]));
  }
  return samples;
}
