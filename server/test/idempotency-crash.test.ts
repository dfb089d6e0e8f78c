/**
 * Client idempotency keys (issue 6, item 6): the key row, the business effect and the saved answer
 * are one transaction. Proven by killing a real server process (SIGKILL) in the middle of a burst
 * of keyed transfers and retrying every key on a restarted server; plus stuck and expired keys.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import net from 'node:net';
import { ChildProcess, spawn } from 'node:child_process';
import { LessThan } from 'typeorm';
import { IdempotencyRecord } from '../src/modules/ledger/ledger.entities';
import { Transfer } from '../src/modules/transfers/transfer.entity';
import { api, credit, expectError, newMember, stepUp, useMoneyApp, usd, wallet } from './money-helpers';
import { expectReconciled } from './harness';

jest.setTimeout(120_000);

const c = useMoneyApp();

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });
}

/** The real server as a child process on the test app's database (like a second replica). */
async function startChild(): Promise<{ proc: ChildProcess; url: string }> {
  const port = await freePort();
  const proc = spawn(process.execPath, ['-r', '@swc-node/register', 'src/main.ts'], {
    cwd: path.join(__dirname, '..'),
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      DATABASE_URL: c.t.databaseUrl,
      JWT_SECRET: 'test-secret-test-secret-test-secret-1234',
      ADMIN_EMAIL: 'admin@test.local',
      ADMIN_PASSWORD: 'admin-password-1',
      MAIL_OUTBOX: path.join(c.t.dir, 'outbox'),
      UPLOAD_DIR: path.join(c.t.dir, 'uploads'),
      CLIENT_DIST: path.join(c.t.dir, 'no-client'),
      RATE_LIMIT_DISABLED: '1',
      JOBS_DISABLED: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { proc, url };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

async function transfer(url: string, token: string, to: number, key: string) {
  const res = await fetch(`${url}/api/v1/transfer/touser`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': key },
    body: JSON.stringify({ userto_id: to, amount: 10 }),
  });
  return { status: res.status, body: (await res.json()) as any };
}

test('kill -9 in the middle of a burst of keyed transfers: every retry gets the first answer or runs once, and the books reconcile', async () => {
  const sender = await newMember(c);
  const recipient = await newMember(c);
  await credit(c, sender.id, 5000, 'business');
  await stepUp(c, sender);
  const keys = Array.from({ length: 60 }, (_, i) => `crash-${i}-${crypto.randomBytes(4).toString('hex')}`);

  const first = await startChild();
  const answers = new Map<string, number>();
  let killed = false;
  const burst = keys.map((key) =>
    transfer(first.url, sender.token, recipient.id, key).then(
      (r) => {
        if (r.status === 201) answers.set(key, r.body.transfer.id);
        // The first answers are in: kill the server while the rest are queued or mid-flight.
        if (answers.size >= 5 && !killed) {
          killed = true;
          first.proc.kill('SIGKILL');
        }
      },
      () => undefined, // the connection died with the server
    ),
  );
  await Promise.all(burst);
  if (!killed) first.proc.kill('SIGKILL');
  await new Promise((r) => (first.proc.exitCode !== null || first.proc.signalCode ? r(null) : first.proc.once('exit', r)));
  expect(answers.size).toBeGreaterThanOrEqual(5);
  expect(answers.size).toBeLessThan(keys.length); // the kill really interrupted the burst

  const second = await startChild();
  try {
    for (const key of keys) {
      const r = await transfer(second.url, sender.token, recipient.id, key);
      expect({ key, status: r.status }).toEqual({ key, status: 201 }); // never 409 'still in progress'
      if (answers.has(key)) expect(r.body.transfer.id).toBe(answers.get(key));
      answers.set(key, r.body.transfer.id);
      // A second retry is a replay of the same answer.
      expect((await transfer(second.url, sender.token, recipient.id, key)).body.transfer.id).toBe(r.body.transfer.id);
    }
  } finally {
    second.proc.kill('SIGKILL');
  }
  // Each key moved money exactly once.
  expect(new Set(answers.values()).size).toBe(keys.length);
  expect(await c.t.db.manager.count(Transfer, { where: { fromUserId: sender.id } })).toBe(keys.length);
  expect(await wallet(c.t, recipient.id, 'ACTIVE')).toBe(usd(10) * BigInt(keys.length));
  const fee = usd(5000) - (await wallet(c.t, sender.id, 'ACTIVE')) - usd(10) * BigInt(keys.length);
  expect(fee).toBeGreaterThanOrEqual(0n);
  expect(await c.t.db.manager.count(IdempotencyRecord, { where: { statusCode: 0 } })).toBe(0);
  await expectReconciled(c.t);
});

describe('keys outside a burst', () => {
  const send = (token: string, to: number, key: string, amount = 10) =>
    api(c.t, 'post', 'transfer/touser', token).set('Idempotency-Key', key).send({ userto_id: to, amount });

  test('a key left without an answer (a crash of the former two-step protocol) runs cleanly instead of 409 forever', async () => {
    const a = await newMember(c);
    const b = await newMember(c);
    await credit(c, a.id, 100, 'business');
    await stepUp(c, a);
    const key = `stuck-${crypto.randomUUID()}`;
    await c.t.db.transaction((em) => em.insert(IdempotencyRecord, { scopeKey: `${a.id}:${key}`, requestHash: 'x'.repeat(64), statusCode: 0, response: null, createdAt: new Date() }));
    const res = await send(a.token, b.id, key);
    expect(res.status).toBe(201);
    expect((await send(a.token, b.id, key)).body.transfer.id).toBe(res.body.transfer.id);
    expect(await wallet(c.t, b.id, 'ACTIVE')).toBe(usd(10));
  });

  test('a failed request is not remembered: the same key may be retried after fixing it', async () => {
    const a = await newMember(c);
    const b = await newMember(c);
    const key = `fail-${crypto.randomUUID()}`;
    await stepUp(c, a);
    expectError(await send(a.token, b.id, key), 409, /Insufficient balance/);
    expect(await c.t.db.manager.count(IdempotencyRecord, { where: { scopeKey: `${a.id}:${key}` } })).toBe(0);
    await credit(c, a.id, 50, 'business');
    expect((await send(a.token, b.id, key)).status).toBe(201);
    expectError(await send(a.token, b.id, key, 11), 409, /different parameters/, 'IDEMPOTENCY_MISMATCH');
  });

  test('concurrent requests with one key post once and all answer the same transfer', async () => {
    const a = await newMember(c);
    const b = await newMember(c);
    await credit(c, a.id, 100, 'business');
    await stepUp(c, a);
    const key = `same-${crypto.randomUUID()}`;
    const results = await Promise.all(Array.from({ length: 10 }, () => send(a.token, b.id, key)));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(201));
    expect(new Set(results.map((r) => r.body.transfer.id)).size).toBe(1);
    expect(await wallet(c.t, b.id, 'ACTIVE')).toBe(usd(10));
  });

  test('concurrent requests with one key that spends the whole balance: the others replay, none is refused for the spent balance', async () => {
    const a = await newMember(c);
    const b = await newMember(c);
    await credit(c, a.id, 10, 'business');
    await stepUp(c, a);
    const key = `all-${crypto.randomUUID()}`;
    const results = await Promise.all(Array.from({ length: 8 }, () => send(a.token, b.id, key)));
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(201));
    expect(new Set(results.map((r) => r.body.transfer.id)).size).toBe(1);
    expect(await wallet(c.t, a.id, 'ACTIVE')).toBe(0n);
    expect(await wallet(c.t, b.id, 'ACTIVE')).toBe(usd(10));
  });

  test('keys are forgotten after 24 hours: the maintenance prune removes them and the key runs anew', async () => {
    const a = await newMember(c);
    const b = await newMember(c);
    await credit(c, a.id, 100, 'business');
    await stepUp(c, a);
    const key = `old-${crypto.randomUUID()}`;
    const firstId = (await send(a.token, b.id, key)).body.transfer.id;
    const scopeKey = `${a.id}:${key}`;
    // An expired key is not replayed even before the prune ran.
    await c.t.db.transaction((em) => em.update(IdempotencyRecord, { scopeKey }, { createdAt: new Date(Date.now() - 25 * 3600_000) }));
    const again = await send(a.token, b.id, key, 12);
    expect(again.status).toBe(201);
    expect(again.body.transfer.id).not.toBe(firstId);
    await c.t.db.transaction((em) => em.update(IdempotencyRecord, { scopeKey }, { createdAt: new Date(Date.now() - 25 * 3600_000) }));
    const done = await c.t.running.services.maintenance.run();
    expect(done['idempotency-keys']).toBeGreaterThanOrEqual(1);
    expect(await c.t.db.manager.count(IdempotencyRecord, { where: { createdAt: LessThan(new Date(Date.now() - 24 * 3600_000)) } })).toBe(0);
  });
});
