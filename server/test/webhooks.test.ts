/**
 * Outbound webhooks (issue 18 item 5) through the real server and a real local receiver (node:http
 * on 127.0.0.1, allowed by WEBHOOKS_ALLOW_LOOPBACK=1): Standard Webhooks signatures checked with the
 * independent `standardwebhooks` package, delivery after commit only, retries after a 500, manual
 * redelivery, members isolated from each other, staff endpoints for every member, income.daily
 * after the daily run, withdrawal decisions, the SSRF guard in production mode (and its loopback
 * exception, WEBHOOKS_ALLOW_LOOPBACK=1), giving up at the end of the retry window, disabling after a
 * streak of failures, and (with TEST_REDIS_URL) the same through BullMQ. SQLite by default, MariaDB with TEST_DB=mysql.
 */
import crypto from 'node:crypto';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { adminToken, endPlatformDay, registerMember, resetPlatformZone, startLatestDay, startTestApp, TestApp } from './harness';
import { api, clearOtp, credit, deposit, Member, MoneyCtx, newMember, setPayoutAddress, startMoneyApp } from './money-helpers';
import { startReceiver, Receiver, Received } from './webhook-helpers';
import { WebhookEndpoint } from '../src/modules/webhooks/webhook.entities';
import { SecretBox } from '../src/modules/webhooks/signing';
import { loadConfig } from '../src/config/config';

const CREATE = 'mutation($input: CreateWebhookInput!) { createWebhook(input: $input) { secret webhook { id url events platform } } }';
const LIST = 'query($platform: Boolean) { webhooks(platform: $platform) { id url events platform disabledAt } }';
const DELIVERIES =
  'query($id: ID!) { webhookDeliveries(webhookId: $id) { id eventId eventType status attempts statusCode error attemptLog { attempt manual statusCode latencyMs error responseExcerpt } } }';
const REDELIVER = 'mutation($id: ID!) { redeliver(deliveryId: $id) { id status attempts } }';
const DELETE = 'mutation($id: ID!) { deleteWebhook(id: $id) { id } }';

const FAST = { WEBHOOKS_ALLOW_LOOPBACK: '1', WEBHOOKS_RETRY_BASE_MS: '150', WEBHOOKS_POLL_MS: '100' };

async function createWebhook(t: TestApp, token: string, url: string, events: string[], platform?: boolean) {
  const res = await t.gql(CREATE, { input: { url, events, ...(platform === undefined ? {} : { platform }) } }, token);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data.createWebhook as { secret: string; webhook: { id: string; url: string; events: string[]; platform: boolean } };
}

/** Verifies a delivery with the standardwebhooks package (an implementation independent of the server's). */
function verified(secret: string, r: Received) {
  return new StandardWebhook(secret).verify(r.body, { 'webhook-id': r.headers['webhook-id'], 'webhook-timestamp': r.headers['webhook-timestamp'], 'webhook-signature': r.headers['webhook-signature'] }) as any;
}

async function deliveries(t: TestApp, token: string, webhookId: string) {
  const res = await t.gql(DELIVERIES, { id: webhookId }, token);
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  return res.data.webhookDeliveries as Array<{ id: string; eventId: string; eventType: string; status: string; attempts: number; statusCode: number | null; error: string | null; attemptLog: any[] }>;
}

/** The deliveries once `ready` holds (the outcome of an attempt is written just after the receiver answered). */
async function settled(t: TestApp, token: string, webhookId: string, ready: (log: Awaited<ReturnType<typeof deliveries>>) => boolean) {
  let log = await deliveries(t, token, webhookId);
  for (let i = 0; i < 200 && !ready(log); i++) {
    await new Promise((r) => setTimeout(r, 50));
    log = await deliveries(t, token, webhookId);
  }
  return log;
}

async function planId(t: TestApp, name: string): Promise<number> {
  const res = await api(t, 'get', 'plans/list').expect(200);
  return res.body.allplans.find((x: any) => x.name === name).id;
}

async function topUp(c: MoneyCtx, m: Member, amount: number) {
  return api(c.t, 'post', 'topup/add', m.token).set('Idempotency-Key', crypto.randomUUID()).send({ id: await planId(c.t, 'Starter'), userto_id: m.id, amount });
}

/** The outbox suites: one app per describe, the receiver shared. */
function outboxSuite(name: string, env: Record<string, string>) {
  describe(name, () => {
    let c: MoneyCtx;
    let rx: Receiver;
    beforeAll(async () => {
      rx = await startReceiver();
      c = await startMoneyApp({ ...FAST, ...env });
    });
    afterAll(async () => {
      await c?.t.close();
      await rx?.close();
    });
    beforeEach(() => rx.respond(200));

    test('a member registers an endpoint; the secret is shown once, kept encrypted; a deposit decision arrives signed per Standard Webhooks', async () => {
      const m = await newMember(c);
      const created = await createWebhook(c.t, m.token, rx.url('/a'), ['deposit.decided', 'transfer.received']);
      expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{40,}={0,2}$/);
      expect(Buffer.from(created.secret.slice(6), 'base64').length).toBeGreaterThanOrEqual(24);
      expect(created.webhook).toMatchObject({ url: rx.url('/a'), events: ['deposit.decided', 'transfer.received'], platform: false });
      const listed = await c.t.gql(LIST, {}, m.token);
      expect(JSON.stringify(listed.data)).not.toContain('whsec_');
      const row = await c.t.db.manager.findOneByOrFail(WebhookEndpoint, { id: Number(created.webhook.id) });
      expect(row.secretEnc).not.toContain(created.secret.slice(6, 20));
      expect(new SecretBox('test-secret-test-secret-test-secret-1234').open(row.secretEnc)).toBe(created.secret);

      const d = await deposit(c, m, 125.5);
      await rx.waitFor(() => rx.of('deposit.decided', '/a').length === 1);
      const [got] = rx.of('deposit.decided', '/a');
      expect(got.headers['webhook-id']).toMatch(/^msg_/);
      expect(Math.abs(Number(got.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(30);
      expect(got.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
      const body = verified(created.secret, got);
      expect(body).toMatchObject({ type: 'deposit.decided', data: { depositId: d.id, memberId: m.id, status: 'completed', amount: '125.50' } });
      // A forged or altered body does not verify.
      expect(() => verified(created.secret, { ...got, body: got.body.replace('125.50', '999.50') })).toThrow();
      expect(() => verified('whsec_' + crypto.randomBytes(32).toString('base64'), got)).toThrow();

      const log = await settled(c.t, m.token, created.webhook.id, (l) => l[0]?.status === 'delivered');
      expect(log).toHaveLength(1);
      expect(log[0]).toMatchObject({ eventId: got.headers['webhook-id'], eventType: 'deposit.decided', status: 'delivered', attempts: 1, statusCode: 200 });
      expect(log[0].attemptLog[0]).toMatchObject({ attempt: 1, manual: false, statusCode: 200, responseExcerpt: 'ok' });
      expect(log[0].attemptLog[0].latencyMs).toBeGreaterThanOrEqual(0);
      // With Redis the delivery went through the BullMQ queue (queued), else the database outbox.
      const [state] = await c.t.db.manager.query('SELECT queued_at FROM webhook_deliveries WHERE id = ?', [Number(log[0].id)]);
      if (env.REDIS_URL) expect(state.queued_at).not.toBeNull();
      else expect(state.queued_at).toBeNull();
    });

    test('after commit only: a top-up rolled back after its event was written sends nothing; a refused transfer sends nothing', async () => {
      const m = await newMember(c);
      const other = await newMember(c);
      const hook = await createWebhook(c.t, m.token, rx.url('/rollback'), ['topup.created', 'transfer.received']);
      await credit(c, m.id, 500, 'business');
      // A step running after the webhook listener inside the top-up transaction fails once: the
      // transaction (the investment, the ledger posting and the webhook event) is rolled back.
      let failNext = true;
      c.t.running.services.topups.onTopUp(async () => {
        if (failNext) {
          failNext = false;
          throw new Error('simulated failure after the event was written');
        }
      });
      const events = async () => Number((await c.t.db.manager.query("SELECT COUNT(*) AS n FROM webhook_events WHERE type = 'topup.created' AND member_id = ?", [m.id]))[0].n);
      const failed = await topUp(c, m, 100);
      expect(failed.status).toBe(500);
      expect(await events()).toBe(0);
      // Money the member does not have: refused before anything is written.
      await clearOtp(c, other);
      const refused = await api(c.t, 'post', 'transfer/touser', other.token).send({ values: { user_id: other.id, userto_id: m.id, amount: 50 } });
      expect(refused.status).toBe(409);
      expect(await rx.quietFor(800)).toEqual([]);
      expect(await deliveries(c.t, m.token, hook.webhook.id)).toEqual([]);

      // The same top-up once it commits: exactly one event.
      const ok = await topUp(c, m, 100);
      expect(ok.status).toBe(201);
      await rx.waitFor(() => rx.of('topup.created', '/rollback').length === 1);
      expect(verified(hook.secret, rx.of('topup.created', '/rollback')[0]).data).toMatchObject({ memberId: m.id, payerId: m.id, amount: '100.00', kind: 'TOPUP' });
      expect(await events()).toBe(1);
    });

    test('a 500 is retried with back-off until it succeeds, with the same webhook-id; every attempt is logged', async () => {
      const m = await newMember(c);
      const sender = await newMember(c);
      const hook = await createWebhook(c.t, m.token, rx.url('/flaky'), ['transfer.received']);
      let flaky = 0;
      rx.respond((r) => (r.path === '/flaky' && flaky++ < 2 ? 500 : 200));
      await credit(c, sender.id, 100, 'business');
      await clearOtp(c, sender);
      const sent = await api(c.t, 'post', 'transfer/touser', sender.token).send({ values: { user_id: sender.id, userto_id: m.id, amount: 30, desc: 'Dinner' } });
      expect(sent.status).toBe(201);
      await rx.waitFor(() => rx.received.filter((r) => r.path === '/flaky').length === 3, 15_000);
      const calls = rx.received.filter((r) => r.path === '/flaky');
      expect(new Set(calls.map((r) => r.headers['webhook-id'])).size).toBe(1);
      // Back-off: 150 ms, then 300 ms (at least; MariaDB rounds a retry time up to the second).
      expect(calls[1].at - calls[0].at).toBeGreaterThanOrEqual(140);
      expect(calls[2].at - calls[1].at).toBeGreaterThanOrEqual(290);
      for (const r of calls) expect(verified(hook.secret, r).data).toMatchObject({ transferId: sent.body.transfer.id, memberId: m.id, fromMemberId: sender.id, amount: '30.00', description: 'Dinner' });
      const log = await settled(c.t, m.token, hook.webhook.id, (l) => l[0]?.status === 'delivered');
      expect(log[0]).toMatchObject({ status: 'delivered', attempts: 3, statusCode: 200 });
      expect(log[0].attemptLog.map((a) => a.statusCode)).toEqual([200, 500, 500]);
      expect(log[0].attemptLog[2]).toMatchObject({ attempt: 1, error: 'HTTP 500', responseExcerpt: 'receiver says 500' });
    });

    test('redeliver sends the same event again by hand (same webhook-id and body), logged as manual', async () => {
      const m = await newMember(c);
      const hook = await createWebhook(c.t, m.token, rx.url('/replay'), ['deposit.decided']);
      await deposit(c, m, 40);
      await rx.waitFor(() => rx.of('deposit.decided', '/replay').length === 1);
      const [first] = rx.of('deposit.decided', '/replay');
      const [d] = await settled(c.t, m.token, hook.webhook.id, (l) => l[0]?.status === 'delivered');
      const res = await c.t.gql(REDELIVER, { id: d.id }, m.token);
      expect(res.errors).toBeUndefined();
      await rx.waitFor(() => rx.of('deposit.decided', '/replay').length === 2);
      const second = rx.of('deposit.decided', '/replay')[1];
      expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);
      expect(second.body).toBe(first.body);
      expect(verified(hook.secret, second).type).toBe('deposit.decided');
      const log = await settled(c.t, m.token, hook.webhook.id, (l) => l[0]?.attemptLog.length === 2 && l[0].status === 'delivered');
      expect(log[0]).toMatchObject({ status: 'delivered', attempts: 2 });
      expect(log[0].attemptLog[0]).toMatchObject({ attempt: 2, manual: true, statusCode: 200 });
      // Another member can neither see nor replay it.
      const stranger = await newMember(c);
      expect((await c.t.gql(REDELIVER, { id: d.id }, stranger.token)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect((await c.t.gql(DELIVERIES, { id: hook.webhook.id }, stranger.token)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect((await c.t.gql(DELETE, { id: hook.webhook.id }, stranger.token)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    });

    test('withdrawal.decided: paid, declined by staff and cancelled by the owner, each signed with its status and amounts; a request alone sends nothing', async () => {
      const m = await newMember(c);
      const hook = await createWebhook(c.t, m.token, rx.url('/withdrawals'), ['withdrawal.decided']);
      await credit(c, m.id, 300, 'non_working');
      await setPayoutAddress(c, m);
      const request = async (amount: number) => {
        const res = await api(c.t, 'post', 'withdrawalrequest/add', m.token).send({ amount });
        expect(res.status).toBe(201);
        return res.body.withdrawal.id as number;
      };
      const paid = await request(100);
      const declined = await request(60);
      const cancelled = await request(40);
      // Pending requests are no decision.
      expect((await rx.quietFor(400)).filter((r) => r.path === '/withdrawals')).toEqual([]);
      expect((await api(c.t, 'put', `withdrawalrequest/${paid}`, c.admin).send({ status: 'complete' })).status).toBe(200);
      expect((await api(c.t, 'put', `withdrawalrequest/${declined}`, c.admin).send({ status: 'decline' })).status).toBe(200);
      expect((await api(c.t, 'delete', `withdrawalrequest/${cancelled}`, m.token)).status).toBe(200);
      await rx.waitFor(() => rx.of('withdrawal.decided', '/withdrawals').length === 3);
      const bodies = rx.of('withdrawal.decided', '/withdrawals').map((r) => verified(hook.secret, r));
      const byId = new Map(bodies.map((b) => [b.data.withdrawalId, b]));
      expect(byId.get(paid)).toMatchObject({ type: 'withdrawal.decided', data: { withdrawalId: paid, memberId: m.id, kind: 'NORMAL', status: 'completed', gross: '100.00', fee: '10.00', net: '90.00' } });
      expect(byId.get(declined)).toMatchObject({ type: 'withdrawal.decided', data: { withdrawalId: declined, memberId: m.id, kind: 'NORMAL', status: 'declined', gross: '60.00' } });
      expect(byId.get(cancelled)).toMatchObject({ type: 'withdrawal.decided', data: { withdrawalId: cancelled, memberId: m.id, kind: 'NORMAL', status: 'cancelled', gross: '40.00' } });
      for (const b of bodies) expect(Date.parse(b.data.decidedAt)).not.toBeNaN();
      const log = await settled(c.t, m.token, hook.webhook.id, (l) => l.length === 3 && l.every((d) => d.status === 'delivered'));
      expect(log.map((d) => d.eventType)).toEqual(['withdrawal.decided', 'withdrawal.decided', 'withdrawal.decided']);
      // Once each: a decision is not sent again.
      expect((await rx.quietFor(400)).filter((r) => r.path === '/withdrawals')).toEqual([]);
    });

    test("a member's endpoint never gets another member's events; a staff endpoint gets every member's", async () => {
      const a = await newMember(c);
      const b = await newMember(c);
      const hookA = await createWebhook(c.t, a.token, rx.url('/member-a'), ['deposit.decided', 'ticket.replied']);
      await createWebhook(c.t, b.token, rx.url('/member-b'), ['deposit.decided']);
      const staff = await createWebhook(c.t, c.admin, rx.url('/staff'), ['deposit.decided', 'ticket.replied']);
      expect(staff.webhook.platform).toBe(true);
      const da = await deposit(c, a, 10);
      const db = await deposit(c, b, 20);
      const ticket = await api(c.t, 'post', 'tickets', b.token).send({ user_id: b.id, subject: 'Where is my money', description: 'Please check my deposit.', priority: 'high' });
      expect(ticket.status).toBe(201);
      const replied = await api(c.t, 'post', `tickets/${ticket.body.ticket_id}/responses`, c.admin).send({ message: 'Credited now.' });
      expect(replied.status).toBe(201);
      await rx.waitFor(() => rx.of('deposit.decided', '/staff').length === 2 && rx.of('ticket.replied', '/staff').length === 1 && rx.of('deposit.decided', '/member-b').length === 1);
      await rx.quietFor(500);
      expect(rx.received.filter((r) => r.path === '/member-a').map((r) => r.json.data.memberId)).toEqual([a.id]);
      expect(rx.of('deposit.decided', '/member-a')[0].json.data.depositId).toBe(da.id);
      expect(rx.received.filter((r) => r.path === '/member-b').map((r) => r.json.data.depositId)).toEqual([db.id]);
      expect(rx.of('deposit.decided', '/staff').map((r) => r.json.data.memberId).sort()).toEqual([a.id, b.id].sort());
      expect(verified(staff.secret, rx.of('ticket.replied', '/staff')[0]).data).toMatchObject({ memberId: b.id, message: 'Credited now.', subject: 'Where is my money' });
      // Listing: each sees their own endpoints only; staff see the platform's.
      expect((await c.t.gql(LIST, {}, a.token)).data.webhooks.map((w: any) => w.id)).toEqual([hookA.webhook.id]);
      expect((await c.t.gql(LIST, {}, c.admin)).data.webhooks.map((w: any) => w.id)).toContain(staff.webhook.id);
      expect((await c.t.gql(LIST, { platform: true }, a.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await c.t.gql(DELETE, { id: staff.webhook.id }, a.token)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
      // Deleting stops deliveries.
      expect((await c.t.gql(DELETE, { id: staff.webhook.id }, c.admin)).errors).toBeUndefined();
      await deposit(c, a, 15);
      await rx.waitFor(() => rx.of('deposit.decided', '/member-a').length === 2);
      await rx.quietFor(300);
      expect(rx.of('deposit.decided', '/staff')).toHaveLength(2);
    });

    test('income.daily: one event per member and day after the daily run, totals by kind', async () => {
      const sponsor = await newMember(c);
      const m = await registerMember(c.t, { sponsor: sponsor.code });
      const hook = await createWebhook(c.t, sponsor.token, rx.url('/income'), ['income.daily']);
      const staff = await createWebhook(c.t, c.admin, rx.url('/income-staff'), ['income.daily']);
      // The sponsor holds a plan (an earnings cap), so the member's top-up pays them direct income.
      // Bought "today", then that day ends and is run (harness: startLatestDay / endPlatformDay).
      await startLatestDay(c.t);
      await credit(c, sponsor.id, 500, 'business');
      expect((await topUp(c, sponsor, 500)).status).toBe(201);
      await credit(c, m.id, 500, 'business');
      const bought = await topUp(c, m as Member, 500);
      expect([bought.status, bought.body.message]).toEqual([201, 'Top-up successful']);
      const today = await endPlatformDay(c.t);
      const rows: Array<{ member_id: number }> = await c.t.db.manager.query('SELECT DISTINCT member_id FROM income_daily WHERE day = ?', [today]);
      expect(rows.map((r) => Number(r.member_id))).toContain(sponsor.id);
      await c.t.running.services.jobs.runDay(today);
      const withIncome: Array<{ member_id: number }> = await c.t.db.manager.query('SELECT DISTINCT member_id FROM income_daily WHERE day = ?', [today]);
      await rx.waitFor(() => rx.of('income.daily', '/income').length === 1 && rx.of('income.daily', '/income-staff').length === withIncome.length);
      const body = verified(hook.secret, rx.of('income.daily', '/income')[0]);
      expect(body.data).toMatchObject({ memberId: sponsor.id, day: today });
      expect(Object.keys(body.data.totals)).toContain('DIRECT_INCOME');
      const sum = Object.values(body.data.totals as Record<string, string>).reduce((s, v) => s + Math.round(Number(v) * 100), 0);
      expect(Math.round(Number(body.data.total) * 100)).toBe(sum);
      expect(rx.of('income.daily', '/income-staff').map((r) => verified(staff.secret, r).data.memberId).sort()).toEqual(withIncome.map((r) => Number(r.member_id)).sort());
      // Written once per member and day, whatever calls it again.
      expect(await c.t.running.services.webhooks.emitDailyIncome(today)).toBe(withIncome.length);
      await rx.quietFor(500);
      expect(rx.of('income.daily', '/income')).toHaveLength(1);
      await resetPlatformZone(c.t);
    });

    test('API tokens: a member token subscribes only to events of the data its scopes read; staff need webhooks:manage', async () => {
      const m = await newMember(c);
      await clearOtp(c, m);
      const created = await c.t.gql('mutation($i: CreateApiTokenInput!) { createApiToken(input: $i) { token } }', { i: { name: 'income app', scopes: ['read:income'] } }, m.token);
      const token = created.data.createApiToken.token as string;
      const refused = await c.t.gql(CREATE, { input: { url: rx.url('/token'), events: ['deposit.decided'] } }, token);
      expect(refused.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
      expect(refused.errors?.[0].message).toContain('read:wallets');
      const ok = await c.t.gql(CREATE, { input: { url: rx.url('/token'), events: ['income.daily'] } }, token);
      expect(ok.errors).toBeUndefined();
      expect((await c.t.gql(LIST, {}, token)).data.webhooks).toHaveLength(1);
      // A token without any data scope cannot reach webhooks at all.
      await clearOtp(c, m);
      const bare = (await c.t.gql('mutation($i: CreateApiTokenInput!) { createApiToken(input: $i) { token } }', { i: { name: 'profile app', scopes: ['read:profile'] } }, m.token)).data.createApiToken.token;
      expect((await c.t.gql(LIST, {}, bare)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    });

    test('registration refuses bad URLs and events', async () => {
      const m = await newMember(c);
      for (const [url, events] of [
        ['ftp://example.com/hook', ['deposit.decided']],
        ['https://user:pw@example.com/hook', ['deposit.decided']],
        ['https://10.0.0.1/hook', ['deposit.decided']],
        ['https://169.254.169.254/latest/meta-data', ['deposit.decided']],
        ['https://[::ffff:10.0.0.1]/hook', ['deposit.decided']],
        ['https://[fd00::1]/hook', ['deposit.decided']],
        ['https://0.0.0.0/hook', ['deposit.decided']],
        [rx.url('/x'), []],
        [rx.url('/x'), ['deposit.made']],
      ] as Array<[string, string[]]>) {
        const res = await c.t.gql(CREATE, { input: { url, events } }, m.token);
        expect([url, res.errors?.[0].extensions?.code]).toEqual([url, 'BAD_USER_INPUT']);
      }
    });
  });
}

outboxSuite('webhooks through the database outbox', {});

describe('the SSRF guard in production mode (no WEBHOOKS_ALLOW_LOOPBACK)', () => {
  let t: TestApp;
  let rx: Receiver;
  beforeAll(async () => {
    rx = await startReceiver();
    t = await startTestApp({ NODE_ENV: 'production', RATE_LIMIT_DISABLED: '1', WEBHOOKS_POLL_MS: '100', WEBHOOKS_RETRY_BASE_MS: '150' });
  });
  afterAll(async () => {
    await t?.close();
    await rx?.close();
  });

  test('loopback endpoints are refused at registration, and nothing is delivered to 127.0.0.1 even if one is stored', async () => {
    const root = await registerMember(t);
    const m = await registerMember(t, { sponsor: root.code });
    const admin = await adminToken(t);
    for (const url of [rx.url('/prod'), rx.url('/prod').replace('http:', 'https:'), 'https://localhost/hook', 'https://[::1]/hook', 'https://[::ffff:127.0.0.1]/hook', 'https://2130706433/hook', 'https://0x7f.1/hook']) {
      const res = await t.gql(CREATE, { input: { url, events: ['deposit.decided'] } }, m.token);
      expect([url, res.errors?.[0].extensions?.code]).toEqual([url, 'BAD_USER_INPUT']);
    }
    // An endpoint stored while its host resolved to a public address now points at 127.0.0.1:
    // the check at delivery time refuses it, logs the attempt and sends nothing.
    const services = t.running.services;
    const row = await t.db.transaction((em) =>
      em.save(WebhookEndpoint, {
        userId: m.id,
        platform: false,
        url: rx.url('/prod'),
        events: 'deposit.decided',
        secretEnc: new SecretBox('test-secret-test-secret-test-secret-1234').seal('whsec_' + crypto.randomBytes(32).toString('base64')),
        failingSince: null,
        lastSuccessAt: null,
        disabledAt: null,
        disabledReason: null,
        createdAt: new Date(),
        deletedAt: null,
      }),
    );
    (services.webhooks as any).endpointCache = null;
    const created = await api(t, 'post', 'deposite/add', m.token).send({ amount: 10, hash: '0x' + crypto.randomBytes(32).toString('hex') });
    expect((await api(t, 'put', `deposite/${created.body.deposit.id}`, admin).send({ status: 'complete' })).status).toBe(200);
    const log = await settled(t, m.token, String(row.id), (l) => l[0]?.attemptLog.length > 0);
    expect(log[0].attemptLog[0]).toMatchObject({ statusCode: null });
    expect(log[0].attemptLog[0].error).toMatch(/^refused: .*127\.0\.0\.1.*loopback/);
    expect(await rx.quietFor(500)).toEqual([]);
  });
});

describe('an endpoint failing for the whole disable period is disabled and its owner notified', () => {
  let c: MoneyCtx;
  let rx: Receiver;
  beforeAll(async () => {
    rx = await startReceiver();
    c = await startMoneyApp({ ...FAST, WEBHOOKS_DISABLE_AFTER_MS: '1200' });
  });
  afterAll(async () => {
    await c?.t.close();
    await rx?.close();
  });

  test('3 days (here 1.2 s) of failures disable it, cancel what is pending and tell the member in-app and by mail', async () => {
    rx.respond(503);
    const m = await newMember(c);
    const hook = await createWebhook(c.t, m.token, rx.url('/down'), ['deposit.decided']);
    await deposit(c, m, 10);
    let listed: any;
    for (let i = 0; i < 200; i++) {
      listed = (await c.t.gql(LIST, {}, m.token)).data.webhooks[0];
      if (listed.disabledAt) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(listed.disabledAt).toBeTruthy();
    expect(rx.received.length).toBeGreaterThanOrEqual(2);
    const [d] = await settled(c.t, m.token, hook.webhook.id, (l) => l[0]?.status === 'cancelled');
    expect(d.status).toBe('cancelled');
    for (let i = 0; i < 100 && !c.t.outbox(m.email).some((x) => x.subject === 'Webhook endpoint disabled'); i++) await new Promise((r) => setTimeout(r, 50));
    expect(c.t.outbox(m.email).map((x) => x.subject)).toContain('Webhook endpoint disabled');
    const notes = await c.t.gql('{ myNotifications { items { title } } }', {}, m.token);
    expect(JSON.stringify(notes)).toContain('Webhook endpoint disabled');
    // Nothing more goes out; redelivery needs the endpoint enabled first.
    const before = rx.received.length;
    await deposit(c, m, 10);
    expect(await rx.quietFor(600)).toHaveLength(0);
    expect(rx.received.length).toBe(before);
    expect((await c.t.gql(REDELIVER, { id: d.id }, m.token)).errors?.[0].extensions?.code).toBe('CONFLICT');
    rx.respond(200);
    expect((await c.t.gql('mutation($id: ID!) { enableWebhook(id: $id) { disabledAt } }', { id: hook.webhook.id }, m.token)).data.enableWebhook.disabledAt).toBeNull();
    expect((await c.t.gql(REDELIVER, { id: d.id }, m.token)).errors).toBeUndefined();
    await rx.waitFor((all) => all.length > before);
  });
});

describe('retries give up at the end of the retry window', () => {
  let c: MoneyCtx;
  let rx: Receiver;
  beforeAll(async () => {
    rx = await startReceiver();
    // Back-off 150, 300, 600 ms…: a 700 ms window (24 h in production) allows a few attempts.
    c = await startMoneyApp({ ...FAST, WEBHOOKS_RETRY_WINDOW_MS: '700' });
  });
  afterAll(async () => {
    await c?.t.close();
    await rx?.close();
  });

  test('a receiver answering 500 every time: the delivery is failed once the next retry would fall outside the window, and nothing more is sent', async () => {
    rx.respond(500);
    const m = await newMember(c);
    const hook = await createWebhook(c.t, m.token, rx.url('/always-500'), ['deposit.decided']);
    await deposit(c, m, 10);
    const [d] = await settled(c.t, m.token, hook.webhook.id, (l) => l[0]?.status === 'failed');
    expect(d).toMatchObject({ eventType: 'deposit.decided', status: 'failed', statusCode: 500 });
    expect(d.attempts).toBeGreaterThanOrEqual(2);
    expect(d.attemptLog).toHaveLength(d.attempts);
    expect(d.attemptLog.every((a) => a.statusCode === 500 && a.error === 'HTTP 500')).toBe(true);
    const calls = rx.received.filter((r) => r.path === '/always-500');
    expect(calls).toHaveLength(d.attempts);
    expect(new Set(calls.map((r) => r.headers['webhook-id'])).size).toBe(1);
    // Given up: no further attempt (the next back-off would have been at least 600 ms).
    expect(await rx.quietFor(1_500)).toEqual([]);
    expect((await deliveries(c.t, m.token, hook.webhook.id))[0]).toMatchObject({ status: 'failed', attempts: d.attempts });
    // The endpoint itself stays enabled (disabling takes WEBHOOKS_DISABLE_AFTER_MS, 3 days); a later event is sent.
    expect((await c.t.gql(LIST, {}, m.token)).data.webhooks[0].disabledAt).toBeNull();
    rx.respond(200);
    await deposit(c, m, 10);
    await rx.waitFor(() => rx.of('deposit.decided', '/always-500').length === d.attempts + 1);
  });
});

describe('loopback endpoints: development, or WEBHOOKS_ALLOW_LOOPBACK=1 in any mode', () => {
  const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), ADMIN_PASSWORD: 'admin-password-1' };

  test('the configuration: production refuses loopback unless WEBHOOKS_ALLOW_LOOPBACK=1; development allows it', () => {
    expect(loadConfig(production).webhooks.allowLoopback).toBe(false);
    expect(loadConfig({ ...production, WEBHOOKS_ALLOW_LOOPBACK: '0' }).webhooks.allowLoopback).toBe(false);
    expect(loadConfig({ ...production, WEBHOOKS_ALLOW_LOOPBACK: '1' }).webhooks.allowLoopback).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).webhooks.allowLoopback).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).webhooks.allowLoopback).toBe(false);
    expect(() => loadConfig({ ...production, WEBHOOKS_ALLOW_LOOPBACK: 'yes' })).toThrow(/WEBHOOKS_ALLOW_LOOPBACK/);
  });

  describe('a production-mode app with WEBHOOKS_ALLOW_LOOPBACK=1', () => {
    let t: TestApp;
    let rx: Receiver;
    beforeAll(async () => {
      rx = await startReceiver();
      t = await startTestApp({ NODE_ENV: 'production', WEBHOOKS_ALLOW_LOOPBACK: '1', RATE_LIMIT_DISABLED: '1', WEBHOOKS_POLL_MS: '100', WEBHOOKS_RETRY_BASE_MS: '150' });
    });
    afterAll(async () => {
      await t?.close();
      await rx?.close();
    });

    test('registers an http://127.0.0.1 endpoint and delivers to it, signed', async () => {
      expect(t.running.services.config.env).toBe('production');
      rx.respond(200);
      const root = await registerMember(t);
      const m = await registerMember(t, { sponsor: root.code });
      const admin = await adminToken(t);
      const hook = await createWebhook(t, m.token, rx.url('/prod-loopback'), ['deposit.decided']);
      expect(hook.webhook.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/prod-loopback$/);
      const created = await api(t, 'post', 'deposite/add', m.token).send({ amount: 10, hash: '0x' + crypto.randomBytes(32).toString('hex') });
      expect((await api(t, 'put', `deposite/${created.body.deposit.id}`, admin).send({ status: 'complete' })).status).toBe(200);
      await rx.waitFor(() => rx.of('deposit.decided', '/prod-loopback').length === 1);
      expect(verified(hook.secret, rx.of('deposit.decided', '/prod-loopback')[0]).data).toMatchObject({ depositId: created.body.deposit.id, memberId: m.id, status: 'completed' });
      const [d] = await settled(t, m.token, hook.webhook.id, (l) => l[0]?.status === 'delivered');
      expect(d).toMatchObject({ status: 'delivered', attempts: 1, statusCode: 200 });
    });
  });
});

const REDIS = process.env.TEST_REDIS_URL;
(REDIS ? describe : describe.skip)('with Redis (TEST_REDIS_URL)', () => {
  outboxSuite('webhooks through BullMQ', { REDIS_URL: REDIS ?? '', JOBS_QUEUE_PREFIX: `wh-test-${crypto.randomBytes(4).toString('hex')}` });
});
