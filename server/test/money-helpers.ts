/**
 * Shared helpers for the money integration suites (money-*.test.ts). Everything that moves money
 * goes through the real HTTP server; the database is only read (balances, row counts) or, for the
 * OTP clock, nudged back in time.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { IsNull, Not } from 'typeorm';
import { adminToken, expectReconciled, registerMember, startTestApp, TestApp } from './harness';
import { OtpCode } from '../src/modules/auth/auth.entities';
import type { WalletType } from '../src/modules/ledger/ledger.entities';
import { asText } from '../src/database/sql';

export const API = '/api/v1';
export const M = 1_000_000n; // micro-units per dollar

export type Member = Awaited<ReturnType<typeof registerMember>>;

export interface MoneyCtx {
  t: TestApp;
  admin: string;
  /** The first member: the sponsor of every other member (a sponsor is required). */
  root: Member;
}

/** Starts the app for one suite. Sign-in/register throttles are off: they are the auth suites' subject. */
export async function startMoneyApp(env: Record<string, string> = {}): Promise<MoneyCtx> {
  const t = await startTestApp({ RATE_LIMIT_DISABLED: '1', ...env });
  const admin = await adminToken(t);
  const root = await registerMember(t);
  return { t, admin, root };
}

/**
 * One test app per file: started before the file's tests, closed after them, and the ledger
 * reconciled after every test.
 */
export function useMoneyApp(env: Record<string, string> = {}): MoneyCtx {
  const c = {} as MoneyCtx;
  beforeAll(async () => {
    Object.assign(c, await startMoneyApp(env));
  });
  afterAll(async () => c.t?.close());
  afterEach(async () => {
    await expectReconciled(c.t);
  });
  return c;
}

export async function newMember(c: MoneyCtx): Promise<Member> {
  return registerMember(c.t, { sponsor: c.root.code });
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Supertest request with a Bearer token. */
export function api(t: TestApp, method: 'get' | 'post' | 'put' | 'patch' | 'delete', url: string, token?: string) {
  const req = t.http()[method](url.startsWith('/') ? url : `${API}/${url}`);
  if (token) req.set('Authorization', `Bearer ${token}`);
  return req;
}

/** Dollars (number or decimal string) to micro-units. */
export function usd(v: number | string): bigint {
  const [w, f = ''] = String(v).split('.');
  return BigInt(w) * M + BigInt((f + '000000').slice(0, 6));
}

export async function wallets(t: TestApp, memberId: number) {
  return t.running.services.ledgerReads.wallets(memberId);
}

export async function wallet(t: TestApp, memberId: number, w: WalletType): Promise<bigint> {
  return (await wallets(t, memberId))[w];
}

/** Balance of a system account read straight from the `accounts` table: the sum of its rows (e.g. 'FEES' -> sys:FEES, sys:FEES:1, ...). */
export async function systemBalance(t: TestApp, name: string): Promise<bigint> {
  const cast = asText(t.engine, 'COALESCE(SUM(balance), 0)');
  const [row] = await t.db.manager.query(`SELECT ${cast} AS balance, COUNT(*) AS n FROM accounts WHERE type = ? AND owner_id IS NULL`, [name]);
  if (!Number(row.n)) throw new Error(`No system account ${name}`);
  return BigInt(row.balance);
}

const COUNTED = ['deposits', 'withdrawals', 'transfers', 'ledger_transactions', 'ledger_entries', 'uploads', 'idempotency_keys', 'deposit_addresses'] as const;
export type Counts = Record<(typeof COUNTED)[number], number>;

export async function rowCounts(t: TestApp): Promise<Counts> {
  const out = {} as Counts;
  for (const table of COUNTED) {
    const [row] = await t.db.manager.query(`SELECT COUNT(*) AS n FROM ${table}`);
    out[table] = Number(row.n);
  }
  return out;
}

/** Balances of the given members plus the row counts: compare before/after a refused request. */
export async function snapshot(t: TestApp, memberIds: number[]) {
  const w: Record<number, Record<string, string>> = {};
  for (const id of memberIds) {
    const x = await wallets(t, id);
    w[id] = Object.fromEntries(Object.entries(x).map(([k, v]) => [k, v.toString()]));
  }
  const sys: Record<string, string> = {};
  for (const s of ['FEES', 'WITHDRAWALS_PAYABLE', 'DEPOSITS_CLEARING', 'ADJUSTMENTS', 'PAYOUTS']) sys[s] = (await systemBalance(t, s)).toString();
  return { wallets: w, system: sys, counts: await rowCounts(t) };
}

/** Files under UPLOAD_DIR/<area> (none when the folder does not exist). */
export function uploadFiles(t: TestApp, area = 'deposits'): string[] {
  const dir = path.join(t.running.services.config.uploadDir, area);
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}

export const txHash = () => '0x' + crypto.randomBytes(32).toString('hex');
export const bep20Address = () => '0x' + crypto.randomBytes(20).toString('hex');
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
export const trc20Address = () => 'T' + Array.from(crypto.randomBytes(33), (b) => BASE58[b % 58]).join('');

/** Minimal files recognised by their first bytes. */
export const files = {
  png: () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), crypto.randomBytes(64)]),
  jpeg: () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), crypto.randomBytes(64)]),
  webp: () => Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 '), crypto.randomBytes(64)]),
  pdf: () => Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1'),
  text: () => Buffer.from('this is plainly not an image, whatever its name says\n'.repeat(4)),
  /** 6 MB that starts like a PNG, so only the size can refuse it. */
  big: () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(6 * 1024 * 1024 - 8, 7)]),
};

// ------------------------------------------------------------------ money in

/** Admin cash handling (POST withdrawalrequest/debit, action credit). */
export async function credit(c: MoneyCtx, memberId: number, amount: number | string, walletType: 'business' | 'non_working' | 'working' | 'compound') {
  const res = await api(c.t, 'post', 'withdrawalrequest/debit', c.admin).set('Idempotency-Key', `credit-${crypto.randomUUID()}`).send({
    updatedData: { id: memberId, amount, action: 'credit', wallet_type: walletType, reason: 'Test funding' },
  });
  if (res.status !== 201) throw new Error(`credit failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Funds a member's Active wallet by an admin credit, then buys the named plan for them (their own top-up). */
export async function investPlan(c: MoneyCtx, m: Member, amount: number, plan: string) {
  const fund = await api(c.t, 'post', 'tr/create', c.admin).set('Idempotency-Key', crypto.randomUUID()).send({ user_id: m.id, amount, transaction_type: 'credit', source: 'ACTIVE', reason: 'test funding' });
  expect(fund.status).toBe(201);
  const user = (await c.t.running.services.users.byId(m.id))!;
  const planId = (await c.t.running.services.plans.list()).find((p) => p.name === plan)!.id;
  return c.t.running.services.topups.topUp(user, 'TOPUP', { planId, amount: String(amount) });
}

/** A member deposit by hash, completed by the admin: credits Active. Returns the deposit row. */
export async function deposit(c: MoneyCtx, m: Member, amount: number | string) {
  const created = await api(c.t, 'post', 'deposite/add', m.token).send({ amount, hash: txHash() });
  if (created.status !== 201) throw new Error(`deposit failed: ${created.status} ${JSON.stringify(created.body)}`);
  const done = await api(c.t, 'put', `deposite/${created.body.deposit.id}`, c.admin).send({ status: 'complete' });
  if (done.status !== 200) throw new Error(`deposit completion failed: ${done.status} ${JSON.stringify(done.body)}`);
  return done.body.deposit;
}

// ------------------------------------------------------------------ OTP and payout address

/** Lets a new OTP be sent at once (the server allows one per minute): ages the member's earlier codes. */
export async function ageOtpCodes(t: TestApp, email: string, seconds = 120) {
  const codes = await t.db.manager.find(OtpCode, { where: { email, purpose: 'withdrawal' } });
  await t.db.transaction(async (em) => {
    for (const code of codes) await em.update(OtpCode, { id: code.id }, { createdAt: new Date(code.createdAt.getTime() - seconds * 1000) });
  });
}

/** Mails an OTP (POST otp/send) and returns the code from the outbox. */
export async function sendOtp(c: Pick<MoneyCtx, 't'>, m: Member): Promise<string> {
  await ageOtpCodes(c.t, m.email);
  const before = c.t.outbox(m.email).length;
  const res = await api(c.t, 'post', 'otp/send', m.token).send({ userId: m.id, email: m.email });
  if (res.status !== 200) throw new Error(`otp/send failed: ${res.status} ${JSON.stringify(res.body)}`);
  const mails = c.t.outbox(m.email);
  if (mails.length !== before + 1) throw new Error('no OTP mail');
  return c.t.lastCode(m.email);
}

/** A fresh OTP clearance (valid 5 minutes). */
export async function clearOtp(c: Pick<MoneyCtx, 't'>, m: Member) {
  const code = await sendOtp(c, m);
  const res = await api(c.t, 'post', 'otp/verify', m.token).send({ userId: m.id, otp: code });
  if (res.status !== 200 || res.body.verified !== true) throw new Error(`otp/verify failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/**
 * The step-up that money leaving a member's control needs (withdrawals, transfers to another member,
 * top-ups paid for someone else, payout-address changes): the mailed OTP verified, valid 5 minutes.
 * Suites whose subject is not the step-up call this once per member before such requests.
 */
export async function stepUp(c: Pick<MoneyCtx, 't'>, m: Member) {
  await clearOtp(c, m);
}

/** Sets a BEP20 payout address (OTP clearance first); the clearance stays valid for the withdrawal. */
export async function setPayoutAddress(c: MoneyCtx, m: Member, address = bep20Address()) {
  await clearOtp(c, m);
  const res = await api(c.t, 'put', `users/${m.id}`, m.token).send({ bep20: address });
  if (res.status !== 200) throw new Error(`payout address failed: ${res.status} ${JSON.stringify(res.body)}`);
  return address;
}

/** Moves the member's verified OTP clearances `minutes` into the past. */
export async function ageClearance(t: TestApp, email: string, minutes: number) {
  const rows = await t.db.manager.find(OtpCode, { where: { email, purpose: 'withdrawal', verifiedAt: Not(IsNull()) } });
  await t.db.transaction(async (em) => {
    for (const r of rows) await em.update(OtpCode, { id: r.id }, { verifiedAt: new Date(Date.now() - minutes * 60_000) });
  });
  return rows.length;
}

// ------------------------------------------------------------------ settings

export async function setSetting(c: MoneyCtx, values: Record<string, unknown>) {
  const res = await api(c.t, 'put', 'settings', c.admin).send(values);
  if (res.status !== 200) throw new Error(`settings failed: ${res.status} ${JSON.stringify(res.body)}`);
}

/** Error envelope of REST-CONTRACT §1.4. */
export function expectError(res: { status: number; body: any }, status: number, message?: string | RegExp, code?: string) {
  const shown = `${res.status} ${JSON.stringify(res.body)}`;
  if (res.status !== status) throw new Error(`expected ${status}, got ${shown}`);
  if (res.body.success !== false) throw new Error(`expected success:false, got ${shown}`);
  if (res.body.message !== res.body.error) throw new Error(`message and error differ: ${shown}`);
  if (typeof res.body.code !== 'string') throw new Error(`no code: ${shown}`);
  if (message !== undefined) {
    const ok = typeof message === 'string' ? res.body.message === message : message.test(res.body.message);
    if (!ok) throw new Error(`expected message ${message}, got ${shown}`);
  }
  if (code !== undefined && res.body.code !== code) throw new Error(`expected code ${code}, got ${shown}`);
}
