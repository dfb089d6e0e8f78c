/**
 * Mail as a job (issue 19 item 4): a mail is written to the outbox table in the transaction that
 * decides it and sent by a mail worker (here the file outbox): decided once and sent once even with
 * two processes polling one database, retried after a failed attempt, never lost when the process
 * that decided it (or the worker sending it) dies, and nothing for a rolled-back transaction.
 * SQLite by default, MariaDB with TEST_DB=mysql (also two processes); the web/worker split with TEST_REDIS_URL.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { MailOutboxRow } from '../src/common/mail-outbox.entity';
import { log } from '../src/common/logger';
import { Notification } from '../src/modules/notifications/notification.entities';
import { User } from '../src/modules/users/user.entity';
import { ADMIN, registerMember, startTestApp, TestApp } from './harness';

const FAST = { MAIL_POLL_MS: '50', MAIL_RETRY_BASE_MS: '200' };

async function waitFor<T>(check: () => Promise<T | false> | T | false, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== false) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const rows = (t: TestApp) => t.db.manager.find(MailOutboxRow, { order: { id: 'ASC' } });
const resetRequest = (t: TestApp, email: string) => t.http().post('/api/v1/pass/forget').send({ email });

describe('mail outbox: one process', () => {
  let t: TestApp;
  let root: Awaited<ReturnType<typeof registerMember>>;
  beforeAll(async () => {
    t = await startTestApp(FAST);
    root = await registerMember(t);
  });
  afterAll(() => t.close());

  test('a decided mail is written once and sent once: one file, the row sent after one attempt, its body not kept', async () => {
    const before = t.outbox(root.email).length;
    const res = await resetRequest(t, root.email);
    expect(res.status).toBe(200);
    // Sent by the time the request answers (this process sends mail), and once.
    const mails = t.outbox(root.email);
    expect(mails.length).toBe(before + 1);
    expect(mails[mails.length - 1].text).toMatch(/reset-password\/[0-9a-f]{64}/);
    await new Promise((resolve) => setTimeout(resolve, 300)); // several polls later: still once
    expect(t.outbox(root.email).length).toBe(before + 1);
    const row = (await rows(t)).filter((r) => r.to === root.email).pop()!;
    expect(row).toMatchObject({ attempts: 1, text: '', html: null, lockToken: null, lastError: null });
    expect(row.sentAt).not.toBeNull();
  });

  test('a rolled-back transaction mails nothing', async () => {
    const { mailer } = t.running.services;
    const count = (await rows(t)).length;
    await expect(
      t.db.transaction(async (em) => {
        await mailer.add(em, { to: 'rolled-back@example.com', subject: 'never', text: 'never' });
        throw new Error('the decision fails');
      }),
    ).rejects.toThrow('the decision fails');
    await mailer.flush();
    expect((await rows(t)).length).toBe(count);
    expect(t.outbox('rolled-back@example.com')).toEqual([]);
  });

  test('never lost: a mail committed by a process that died before sending, and one whose worker died mid-send, are sent once by the worker', async () => {
    const { mailer } = t.running.services;
    // Committed, never settled (the deciding process died right after its commit).
    await t.db.transaction((em) => mailer.add(em, { to: 'orphan@example.com', subject: 'Orphan', text: 'sent by the worker' }));
    // Claimed by a worker that died: its claim expired a second ago. The claim is written in the
    // mail's own transaction: written after it, a live worker woken by the commit could claim and
    // send the mail first, and the test's claim would then take it from under that worker.
    await t.db.transaction(async (em) => {
      const claimed = await mailer.add(em, { to: 'claimed@example.com', subject: 'Claimed', text: 'taken over' });
      await em.update(MailOutboxRow, { id: claimed }, { lockToken: 'dead-worker', lockedUntil: new Date(Date.now() - 1000) });
    });
    await waitFor(() => t.outbox('orphan@example.com').length === 1 && t.outbox('claimed@example.com').length === 1);
    // The file is written before the row is marked sent: wait for both rows.
    const sent = await waitFor(async () => {
      const both = (await rows(t)).filter((r) => ['orphan@example.com', 'claimed@example.com'].includes(r.to));
      return both.every((r) => r.sentAt) ? both : false;
    });
    expect(sent.map((r) => [r.to, r.attempts, !!r.sentAt])).toEqual([
      ['orphan@example.com', 1, true],
      ['claimed@example.com', 1, true],
    ]);
  });

  test('a claim still held by a live worker is left alone', async () => {
    const { mailer } = t.running.services;
    const held = await t.db.transaction((em) => mailer.add(em, { to: 'held@example.com', subject: 'Held', text: 'not yet' }));
    await t.db.manager.update(MailOutboxRow, { id: held }, { lockToken: 'live-worker', lockedUntil: new Date(Date.now() + 60_000) });
    await mailer.flush();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(t.outbox('held@example.com')).toEqual([]);
  });
});

describe('mail outbox: written in the deciding transaction', () => {
  let t: TestApp;
  let root: Awaited<ReturnType<typeof registerMember>>;
  beforeAll(async () => {
    t = await startTestApp(FAST);
    root = await registerMember(t);
  });
  afterAll(() => t.close());

  test("a member's notice and its mail roll back with the transaction, and commit with it: one notice, one outbox row, published only after the commit", async () => {
    const { notifications } = t.running.services;
    const m = await registerMember(t, { sponsor: root.code });
    const published: number[][] = [];
    notifications.onAdded((e) => published.push(e.userIds));
    const notice = (title: string) => ({ title, message: 'decided in the caller’s transaction', email: true });
    const mine = async (title: string) => ({
      notices: await t.db.manager.count(Notification, { where: { title } }),
      mails: (await rows(t)).filter((r) => r.to === m.email && r.subject === title).length,
    });

    await expect(
      t.db.transaction(async (em) => {
        await notifications.notifyMember(m.id, notice('Rolled back'), em);
        throw new Error('the decision fails');
      }),
    ).rejects.toThrow('the decision fails');
    await t.running.services.mailer.flush();
    expect(await mine('Rolled back')).toEqual({ notices: 0, mails: 0 });
    expect(t.outbox(m.email).filter((f) => f.subject === 'Rolled back')).toEqual([]);
    expect(published.filter((ids) => ids.includes(m.id))).toEqual([]);

    let publishedInside = -1;
    const first = await t.db.transaction(async (em) => {
      const after = await notifications.notifyMember(m.id, notice('Committed'), em);
      // Inside the transaction: the outbox row is there (in `em`), nothing is published yet.
      expect((await em.find(MailOutboxRow, { where: { to: m.email, subject: 'Committed' } })).length).toBe(1);
      publishedInside = published.filter((ids) => ids.includes(m.id)).length;
      return after;
    });
    expect(publishedInside).toBe(0);
    expect(published.filter((ids) => ids.includes(m.id))).toEqual([[m.id]]);
    await first();
    expect(await mine('Committed')).toEqual({ notices: 1, mails: 1 });
    expect(t.outbox(m.email).filter((f) => f.subject === 'Committed').length).toBe(1);
  });

  test('a deposit decision whose process fails right after its commit still has its notice and mail, sent once by the worker', async () => {
    const { deposits, audit } = t.running.services;
    const m = await registerMember(t, { sponsor: root.code });
    const admin = (await t.db.manager.findOne(User, { where: { email: ADMIN.email } }))!;
    const deposit = await deposits.create(m.id, { amount: '50', hash: '0x' + crypto.randomBytes(32).toString('hex') });
    const title = `Deposit #${deposit.id} completed`;

    // From the moment the decision is recorded, every transaction this process starts fails (its
    // database connection is gone, the replica is dying): the decision's own transaction commits.
    let dying = false;
    const record = audit.record.bind(audit);
    const auditSpy = jest.spyOn(audit, 'record').mockImplementation(async (...args: Parameters<typeof audit.record>) => {
      await record(...args);
      if (args[1] === 'deposit.complete') dying = true;
    });
    const transaction = t.db.transaction.bind(t.db);
    const txSpy = jest.spyOn(t.db, 'transaction').mockImplementation(((work: any) => (dying ? Promise.reject(new Error('the replica is dying')) : transaction(work))) as typeof t.db.transaction);
    const errors = jest.spyOn(log, 'error').mockImplementation((() => undefined) as never);
    try {
      const decided = await deposits.decide(admin.id, deposit.id, 'complete');
      expect(decided.status).toBe('complete');
      expect(dying).toBe(true);
      // Written with the decision: the notice and one unsent outbox row.
      expect(await t.db.manager.count(Notification, { where: { title } })).toBe(1);
      const waiting = (await rows(t)).filter((r) => r.to === m.email && r.subject === title);
      expect(waiting.map((r) => r.sentAt)).toEqual([null]);
    } finally {
      txSpy.mockRestore();
      auditSpy.mockRestore();
      errors.mockRestore();
    }
    // The worker (here this process's poller, now healthy) sends it, once.
    const sent = await waitFor(async () => (await rows(t)).find((r) => r.to === m.email && r.subject === title && r.sentAt) ?? false);
    expect(sent.attempts).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(t.outbox(m.email).filter((f) => f.subject === title).length).toBe(1);
  });
});

describe('mail outbox: a failed attempt is retried', () => {
  let t: TestApp;
  let blocked: string;
  beforeAll(async () => {
    // The outbox folder's path is taken by a file: writing a mail fails until it is removed.
    blocked = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-mail-')), 'outbox');
    fs.writeFileSync(blocked, 'not a folder');
    t = await startTestApp({ ...FAST, MAIL_OUTBOX: blocked });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(path.dirname(blocked), { recursive: true, force: true });
  });

  test('the request still succeeds (no 500), the mail waits with its error, and is sent once the transport works', async () => {
    const warn = jest.spyOn(log, 'warn').mockImplementation((() => undefined) as never);
    try {
      const m = await registerMember(t);
      expect((await resetRequest(t, m.email)).status).toBe(200);
      const failed = await waitFor(async () => (await rows(t)).find((r) => r.to === m.email && /password/i.test(r.subject) && r.attempts >= 1) ?? false);
      expect(failed.sentAt).toBeNull();
      expect(failed.lastError).toMatch(/EEXIST|ENOTDIR|not a directory|file already exists/i);
      expect(warn.mock.calls.some((c) => (c as unknown[]).some((x) => typeof x === 'string' && /attempt 1 failed/.test(x)))).toBe(true);

      fs.rmSync(blocked);
      const sent = await waitFor(async () => (await rows(t)).find((r) => r.to === m.email && /password/i.test(r.subject) && r.sentAt) ?? false);
      expect(sent.attempts).toBeGreaterThanOrEqual(2);
      expect(sent.lastError).toBeNull();
      expect(t.outbox(m.email).filter((f) => /password/i.test(f.subject)).length).toBe(1);
    } finally {
      warn.mockRestore();
    }
  });
});

// Two processes on one SQLite file lock each other out (SQLite is the one-process setup): MariaDB only.
(process.env.TEST_DB === 'mysql' ? describe : describe.skip)('mail outbox: two processes on one database', () => {
  let a: TestApp;
  let b: TestApp;
  let root: Awaited<ReturnType<typeof registerMember>>;
  beforeAll(async () => {
    a = await startTestApp(FAST);
    b = await startTestApp({ ...FAST, DATABASE_URL: a.databaseUrl, MAIL_OUTBOX: path.join(a.dir, 'outbox') });
    root = await registerMember(a);
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  test('mails decided on either process and mails left to the pollers are each sent exactly once', async () => {
    const members = [];
    for (let i = 0; i < 6; i++) members.push(await registerMember(i % 2 ? b : a, { sponsor: root.code }));
    await Promise.all(members.map((m, i) => resetRequest(i % 2 ? a : b, m.email).expect(200)));
    // Twenty more written without a first attempt: both processes' workers compete for them.
    const to = Array.from({ length: 20 }, (_, i) => `polled-${i}.${crypto.randomBytes(3).toString('hex')}@example.com`);
    await Promise.all(to.map((address, i) => (i % 2 ? b : a).db.transaction((em) => (i % 2 ? b : a).running.services.mailer.add(em, { to: address, subject: 'Polled', text: `mail ${i}` }))));
    await waitFor(async () => (await rows(a)).every((r) => r.sentAt !== null));
    const all = await rows(a);
    for (const address of [...members.map((m) => m.email), ...to]) {
      const mine = all.filter((r) => r.to === address && (r.subject === 'Polled' || /password/i.test(r.subject)));
      expect({ address, rows: mine.length, attempts: mine.map((r) => r.attempts) }).toEqual({ address, rows: 1, attempts: [1] });
      expect({ address, files: a.outbox(address).filter((f) => f.subject === mine[0].subject).length }).toEqual({ address, files: 1 });
    }
  }, 60_000);
});

const REDIS = process.env.TEST_REDIS_URL;
(REDIS ? describe : describe.skip)('mail outbox: ROLE=web writes, the worker sends (TEST_REDIS_URL)', () => {
  let web: TestApp;
  let worker: TestApp;
  beforeAll(async () => {
    const env = { ...FAST, REDIS_URL: REDIS!, REDIS_PREFIX: `mail-${crypto.randomBytes(4).toString('hex')}` };
    worker = await startTestApp(env);
    // Each with its own outbox folder: a mail the web replica sent itself would land in its own.
    web = await startTestApp({ ...env, ROLE: 'web', DATABASE_URL: worker.databaseUrl });
  }, 60_000);
  afterAll(async () => {
    await web?.close();
    await worker?.close();
  });

  test('a mail decided on the web replica is not sent there, and is sent once by the worker', async () => {
    const m = await registerMember(web);
    const res = await resetRequest(web, m.email);
    expect(res.status).toBe(200);
    const row = await waitFor(async () => (await rows(web)).find((r) => r.to === m.email && /password/i.test(r.subject) && r.sentAt) ?? false);
    expect(row.attempts).toBe(1);
    expect(worker.outbox(m.email).filter((f) => /password/i.test(f.subject)).length).toBe(1);
    expect(web.outbox()).toEqual([]);
  }, 30_000);
});

/** A minimal SMTP server: accepts every mail, except that the next `failures` messages are refused with 451 at the end of DATA. */
async function smtpServer() {
  const messages: string[] = [];
  let failures = 0;
  const server = net.createServer((socket) => {
    socket.write('220 test ESMTP\r\n');
    let buffer = '';
    let body: string[] | null = null;
    socket.on('error', () => undefined);
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (body) {
          if (line !== '.') {
            body.push(line);
            continue;
          }
          if (failures > 0) {
            failures -= 1;
            socket.write('451 4.3.0 try again later\r\n');
          } else {
            messages.push(body.join('\n'));
            socket.write('250 2.0.0 queued\r\n');
          }
          body = null;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 test\r\n');
        else if (verb === 'DATA') {
          body = [];
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') {
          socket.write('221 bye\r\n');
          socket.end();
        } else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    messages,
    refuseNext(n: number) {
      failures = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('mail outbox over SMTP', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof smtpServer>>;
  beforeAll(async () => {
    smtp = await smtpServer();
    t = await startTestApp({ ...FAST, SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  test('a mail the SMTP server refuses (451) is retried and delivered once, with a Message-ID of its outbox row', async () => {
    const warn = jest.spyOn(log, 'warn').mockImplementation((() => undefined) as never);
    try {
      const m = await registerMember(t);
      smtp.refuseNext(1);
      const before = smtp.messages.length;
      expect((await resetRequest(t, m.email)).status).toBe(200);
      const row = await waitFor(async () => (await rows(t)).find((r) => r.to === m.email && /password/i.test(r.subject) && r.sentAt) ?? false);
      expect(row.attempts).toBe(2);
      const delivered = smtp.messages.slice(before).filter((msg) => msg.includes('reset-password/'));
      expect(delivered.length).toBe(1);
      expect(delivered[0]).toMatch(new RegExp(`Message-ID: <outbox-${row.id}-\\d+@meridian>`, 'i'));
      // Nothing written to the folder in SMTP mode.
      expect(t.outbox()).toEqual([]);
    } finally {
      warn.mockRestore();
    }
  });
});
