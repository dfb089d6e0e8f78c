/**
 * The platform around the modules, through the real HTTP server: health, routing and path
 * normalisation (REST-CONTRACT §1.1), body limits and the error envelope (§1.4), GraphQL guards
 * (depth, roles), no leaked stack traces; and exact money: large balances on both engines
 * (ARCHITECTURE §9) and the money helpers (§1.6).
 */
import crypto from 'node:crypto';
import request from 'supertest';
import { adminToken, expectReconciled, registerMember, startTestApp, TestApp } from './harness';
import { AppError } from '../src/common/errors';
import { formatMoney, MONEY_MAX, moneyColumn, parseMoney, toBigInt, toLegacyNumber } from '../src/common/money';
import { sendError } from '../src/app/rest';
import { asText, readsBigintsExactly } from '../src/database/sql';

let t: TestApp;
let admin: string;
let adminId: number;
let member: Awaited<ReturnType<typeof registerMember>>;

/** Every error body seen in this file, checked for leaked internals at the end. */
const errorBodies: unknown[] = [];
function seen<T extends { body: unknown; status: number }>(res: T): T {
  if (res.status >= 400) errorBodies.push(res.body);
  return res;
}

function expectEnvelope(res: request.Response, status: number, message: string, code: string) {
  seen(res);
  expect(res.status).toBe(status);
  const { fields: _fields, ...envelope } = res.body;
  expect(envelope).toEqual({ success: false, message, error: message, code });
}

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_DISABLED: '1' });
  admin = await adminToken(t);
  adminId = (await t.gql('{ adminMe { id } }', {}, admin)).data.adminMe.id;
  member = await registerMember(t);
});
afterAll(async () => t?.close());

describe('HTTP platform', () => {
  test('/healthz answers 200 with the engine', async () => {
    const res = await t.http().get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: t.engine });
  });

  test("unknown REST routes are 404 {success:false, message:'Not found'}", async () => {
    expectEnvelope(await t.http().get('/api/v1/nope'), 404, 'Not found', 'NOT_FOUND');
    expectEnvelope(await t.http().post('/api/v1/nope').send({ a: 1 }), 404, 'Not found', 'NOT_FOUND');
    expectEnvelope(await t.http().delete('/api/v1/settings').set('Authorization', `Bearer ${admin}`), 404, 'Not found', 'NOT_FOUND');
    expectEnvelope(await t.http().get('/api/v1/auth/signin/extra/segments'), 404, 'Not found', 'NOT_FOUND');
  });

  test('repeated slashes and one trailing slash are normalised in place (POST body and query kept)', async () => {
    const res = await t.http().post('/api/v1//auth//signin/').send({ email: member.email, password: member.password });
    expect(res.status).toBe(200);
    expect(res.body.auth.id).toBe(member.id);
    expect(typeof res.body.token).toBe('string');
    const wrong = seen(await t.http().post('/api/v1//auth//signin/').send({ email: member.email, password: 'wrong-password' }));
    expect(wrong.status).toBe(401);
    const list = await t.http().get('/api/v1//users//list/?page=2&limit=1').set('Authorization', `Bearer ${admin}`);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ page: 2, total: 1 });
    expect(list.body.allusers).toEqual([]);
    expect((await t.http().get('/api/v1//settings/')).status).toBe(200);
  });

  test('a JSON body above 100 KB is 413 with the error envelope, never 500', async () => {
    const big = { email: member.email, password: member.password, padding: 'x'.repeat(110 * 1024) };
    expectEnvelope(await t.http().post('/api/v1/auth/signin').send(big), 413, 'Request body too large', 'PAYLOAD_TOO_LARGE');
    const justBelow = { email: member.email, password: member.password, padding: 'x'.repeat(90 * 1024) };
    expect((await t.http().post('/api/v1/auth/signin').send(justBelow)).status).toBe(200);
    const gql = await t.http().post('/graphql').set('Content-Type', 'application/json').send(JSON.stringify({ query: '{ settings { level } }', padding: 'x'.repeat(1100 * 1024) }));
    // GraphQL answers in its own error shape (issue 17, item 6f).
    expect({ status: gql.status, body: gql.body }).toEqual({ status: 413, body: { errors: [{ message: 'Request body too large', extensions: { code: 'PAYLOAD_TOO_LARGE' } }] } });
  });

  test('invalid JSON is 400; a bare JSON string is read as an empty body', async () => {
    const bad = await t.http().post('/api/v1/auth/signin').set('Content-Type', 'application/json').send('{"email": "a@b.co", "password": ');
    expectEnvelope(bad, 400, 'Invalid JSON body', 'BAD_USER_INPUT');
    const gql = await t.http().post('/graphql').set('Content-Type', 'application/json').send('{ not json');
    expect({ status: gql.status, body: gql.body }).toEqual({ status: 400, body: { errors: [{ message: 'Invalid JSON body', extensions: { code: 'BAD_REQUEST' } }] } });
    const bare = await t.http().post('/api/v1/auth/signin').set('Content-Type', 'application/json').send('"just a string"');
    expectEnvelope(bare, 400, 'Email or username is required', 'BAD_USER_INPUT');
    const form = await t.http().post('/api/v1/auth/signin').type('form').send({ email: member.email, password: member.password });
    expect(form.status).toBe(200);
  });

  test('odd query and body shapes are 400, not 500', async () => {
    // A repeated parameter or an object/array where a value belongs is refused, never coerced.
    expectEnvelope(await t.http().get('/api/v1/users/list?search=a&search=b').set('Authorization', `Bearer ${admin}`), 400, 'search must be a single value', 'BAD_USER_INPUT');
    expectEnvelope(await t.http().get('/api/v1/users/list?page=-2').set('Authorization', `Bearer ${admin}`), 400, 'page must be a whole number from 1 to 1000000', 'BAD_USER_INPUT');
    expectEnvelope(await t.http().post('/api/v1/auth/signin').send({ email: { $gt: '' }, password: 'x' }), 400, 'email must be a single value', 'BAD_USER_INPUT');
    expectEnvelope(await t.http().post('/api/v1/auth/signin').send({ email: member.email, password: ['a'] }), 400, 'password must be a single value', 'BAD_USER_INPUT');
    expectEnvelope(await t.http().get('/api/v1/users/0').set('Authorization', `Bearer ${admin}`), 400, 'Invalid id', 'BAD_USER_INPUT');
    expectEnvelope(await t.http().get('/api/v1/users/1.5').set('Authorization', `Bearer ${admin}`), 400, 'Invalid id', 'BAD_USER_INPUT');
  });

  test('an unexpected fault is a 500 envelope with a request id and nothing internal', () => {
    const res: any = { headers: {} as Record<string, string>, statusCode: 0, payload: undefined };
    res.setHeader = (k: string, v: string) => (res.headers[k] = v);
    res.status = (s: number) => ((res.statusCode = s), res);
    res.json = (b: unknown) => ((res.payload = b), res);
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      sendError(res, new Error('SELECT secret FROM users failed at /srv/app.js:1:1'), 'req-1');
    } finally {
      spy.mockRestore();
    }
    expect(res.statusCode).toBe(500);
    expect(res.payload).toEqual({ success: false, message: 'Something went wrong', error: 'Something went wrong', code: 'INTERNAL_SERVER_ERROR', requestId: 'req-1' });
    sendError(res, new AppError('CONFLICT', 'Already there'));
    expect(res.statusCode).toBe(409);
    expect(res.payload).toEqual({ success: false, message: 'Already there', error: 'Already there', code: 'CONFLICT' });
  });
});

describe('GraphQL guards', () => {
  test('a query nested deeper than the limit is refused (data: 10 levels, introspection: 15)', async () => {
    let nested = '{ id }';
    for (let i = 0; i < 11; i++) nested = `{ sponsor ${nested} }`;
    const data = await t.gql(`{ me ${nested} }`, {}, member.token);
    errorBodies.push(data);
    expect(data.errors?.[0]).toMatchObject({ message: 'Query is nested deeper than 10 levels', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
    expect(data.status).toBe(400);
    const inner = 'ofType { '.repeat(12) + 'name' + ' }'.repeat(12);
    const deep = await t.gql(`{ __schema { types { fields { type { ${inner} } } } } }`, {}, admin);
    errorBodies.push(deep);
    expect(deep.data ?? null).toBeNull();
    expect(deep.errors?.[0]).toMatchObject({ message: 'Query is nested deeper than 15 levels', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
    expect(deep.status).toBe(400);
    const fifteen = 'ofType { '.repeat(11) + 'name' + ' }'.repeat(11);
    const ok = await t.gql(`{ __schema { types { fields { type { ${fifteen} } } } } }`, {}, admin);
    expect(ok.errors).toBeUndefined();
  });

  test('fragments do not get around the depth limit', async () => {
    const q = `
      query { __schema { types { ...F1 } } }
      fragment F1 on __Type { fields { type { ...F2 } } }
      fragment F2 on __Type { ofType { ofType { ofType { ...F3 } } } }
      fragment F3 on __Type { ofType { ofType { ofType { ofType { ofType { ... on __Type { ofType { ofType { ofType { ofType { name } } } } } } } } } } }`;
    const res = await t.gql(q, {}, admin);
    errorBodies.push(res);
    expect(res.data ?? null).toBeNull();
    expect(res.errors?.[0]).toMatchObject({ message: 'Query is nested deeper than 15 levels', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
  });

  test('unauthenticated me is UNAUTHENTICATED; a member asking for members is FORBIDDEN', async () => {
    const me = await t.gql('{ me { id } }');
    errorBodies.push(me);
    expect(me.status).toBe(200);
    expect(me.errors?.[0]).toMatchObject({ message: 'Please sign in', extensions: { code: 'UNAUTHENTICATED' } });
    const members = await t.gql('{ members { total } }', {}, member.token);
    errorBodies.push(members);
    expect(members.errors?.[0]).toMatchObject({ message: 'Not allowed', extensions: { code: 'FORBIDDEN' } });
    expect(members.data ?? null).toBeNull();
    const adj = await t.gql('mutation { adjustWallet(input: { memberId: 1, wallet: ACTIVE, action: CREDIT, amount: "5", idempotencyKey: "k1" }) { amount } }', {}, member.token);
    errorBodies.push(adj);
    expect(adj.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const invalid = await t.gql('{ nope }');
    errorBodies.push(invalid);
    expect(invalid.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});

describe('exact money', () => {
  const ADJUST = 'mutation($i: AdjustWalletInput!) { adjustWallet(input: $i) { amount wallet action } }';
  const activeText = async (memberId: number) => {
    const cast = asText(t.engine, 'balance');
    const [row] = await t.db.manager.query(`SELECT ${cast} AS b FROM accounts WHERE code = ?`, [`u:${memberId}:ACTIVE`]);
    return String(row.b);
  };
  const adjustmentsText = async () => {
    // Every row of the system account (SYSTEM_SHARDS), summed in SQL: exact as stored.
    const cast = asText(t.engine, 'SUM(balance)');
    const [row] = await t.db.manager.query(`SELECT ${cast} AS b FROM accounts WHERE type = 'ADJUSTMENTS' AND owner_id IS NULL`);
    return String(row.b);
  };

  test('a large balance (3 × 9,000,000 USD) is stored and read back exactly', async () => {
    const rich = await registerMember(t, { sponsor: member.code });
    for (let i = 0; i < 3; i++) {
      const res = await t.gql(ADJUST, { i: { memberId: rich.id, wallet: 'ACTIVE', action: 'CREDIT', amount: '9000000', reason: 'large credit', idempotencyKey: crypto.randomUUID() } }, admin);
      expect(res.errors).toBeUndefined();
      expect(res.data.adjustWallet).toEqual({ amount: '9000000.00', wallet: 'ACTIVE', action: 'CREDIT' });
    }
    const cents = await t.gql(ADJUST, { i: { memberId: rich.id, wallet: 'ACTIVE', action: 'CREDIT', amount: '0.07', reason: 'cents', idempotencyKey: crypto.randomUUID() } }, admin);
    expect(cents.errors).toBeUndefined();
    expect(await activeText(rich.id)).toBe('27000000070000');
    expect(await adjustmentsText()).toBe('-27000000070000');
    expect((await t.running.services.ledgerReads.wallets(rich.id)).ACTIVE).toBe(27_000_000_070_000n);

    const me = await t.gql('{ me { wallets { active } } }', {}, rich.token);
    expect(me.data.me.wallets.active).toBe('27000000.07');
    const legacy = await t.http().get(`/api/v1/users/${rich.id}`).set('Authorization', `Bearer ${rich.token}`);
    expect(legacy.body.singleuser).toMatchObject({ business: 27000000.07, wallet: 27000000.07 });
    await expectReconciled(t);

    // Above MONEY_MAX, or with more than two decimals, an entered amount is refused.
    for (const amount of ['10000000.01', '1.234', '0']) {
      const res = await t.gql(ADJUST, { i: { memberId: rich.id, wallet: 'ACTIVE', action: 'CREDIT', amount, reason: 'refused', idempotencyKey: crypto.randomUUID() } }, admin);
      errorBodies.push(res);
      expect({ amount, code: res.errors?.[0].extensions?.code }).toEqual({ amount, code: 'BAD_USER_INPUT' });
    }
    const debit = await t.gql(ADJUST, { i: { memberId: rich.id, wallet: 'ACTIVE', action: 'DEBIT', amount: '10000000', reason: 'too much', idempotencyKey: crypto.randomUUID() } }, admin);
    expect(debit.errors).toBeUndefined();
    expect(await activeText(rich.id)).toBe('17000000070000');
    await expectReconciled(t);
  });

  test('a balance beyond 2^53 micro-units is exact on MySQL and refused (never rounded) on SQLite', async () => {
    const whale = await registerMember(t, { sponsor: member.code });
    const target = 9_007_199_254_740_993n; // 2^53 + 1 micro-units
    const adjust = () => t.running.services.withdrawals.adjustWallet(adminId, whale.id, 'ACTIVE', 'credit', target, 'beyond 2^53', crypto.randomUUID());
    const adjustmentsBefore = await adjustmentsText();
    if (readsBigintsExactly(t.engine)) {
      await adjust();
      expect(await activeText(whale.id)).toBe('9007199254740993');
      expect((await t.running.services.ledgerReads.wallets(whale.id)).ACTIVE).toBe(target);
      const me = await t.gql('{ me { wallets { active } } }', {}, whale.token);
      expect(me.data.me.wallets.active).toBe('9007199254.740993');
      expect(BigInt(await adjustmentsText())).toBe(BigInt(adjustmentsBefore) - target);
    } else {
      // better-sqlite3 would hand such a value to JS as a rounded number: the ledger refuses the
      // posting before writing it, and nothing is left behind.
      await expect(adjust()).rejects.toThrow(/Unsafe integer for SQLite/);
      expect(await activeText(whale.id)).toBe('0');
      expect(await adjustmentsText()).toBe(adjustmentsBefore);
    }
    await expectReconciled(t);
  });

  test('the money column transformer refuses unsafe JS numbers and reads digit strings exactly', () => {
    expect(() => toBigInt(2 ** 53)).toThrow(/Unsafe integer/);
    expect(() => toBigInt(-(2 ** 53))).toThrow(/Unsafe integer/);
    expect(() => toBigInt(1.5)).toThrow(/Unsafe integer/);
    expect(() => toBigInt(NaN)).toThrow();
    expect(() => toBigInt('12.5')).toThrow(/Invalid integer/);
    expect(() => toBigInt('abc')).toThrow(/Invalid integer/);
    expect(toBigInt(Number.MAX_SAFE_INTEGER)).toBe(9_007_199_254_740_991n);
    expect(toBigInt('9007199254740993')).toBe(9_007_199_254_740_993n);
    expect(toBigInt('-9007199254740993')).toBe(-9_007_199_254_740_993n);
    expect(toBigInt('12.000')).toBe(12n);
    expect(toBigInt(7n)).toBe(7n);
    expect(toBigInt(null)).toBeNull();
    expect(moneyColumn.from('9007199254740993')).toBe(9_007_199_254_740_993n);
    expect(moneyColumn.to(9_007_199_254_740_993n)).toBe('9007199254740993');
  });

  describe('parseMoney', () => {
    test.each([
      ['12.5', 12_500_000n],
      [12.5, 12_500_000n],
      ['12.50', 12_500_000n],
      [100, 100_000_000n],
      ['0.01', 10_000n],
      ['10000000', MONEY_MAX],
    ])('%p -> %p', (input, expected) => {
      expect(parseMoney(input)).toBe(expected);
    });

    test.each([
      ['0.001', 'Invalid amount: at most 2 decimals'],
      [0.001, 'Invalid amount: at most 2 decimals'],
      [0.1 + 0.2, 'Invalid amount: at most 2 decimals'],
      ['1e3', 'Invalid amount'],
      [1e21, 'Invalid amount'],
      ['-5', 'Invalid amount'],
      [-5, 'Invalid amount'],
      ['+5', 'Invalid amount'],
      ['abc', 'Invalid amount'],
      ['', 'Invalid amount'],
      ['.5', 'Invalid amount'],
      ['5.', 'Invalid amount'],
      ['0x10', 'Invalid amount'],
      ['1,000', 'Invalid amount'],
      // Surrounding spaces are malformed, not trimmed (issue 17, item 6d).
      [' 7 ', 'Invalid amount'],
      ['7 ', 'Invalid amount'],
      [NaN, 'Invalid amount'],
      [Infinity, 'Invalid amount'],
      [-Infinity, 'Invalid amount'],
      ['0', 'Amount must be greater than zero'],
      [0, 'Amount must be greater than zero'],
      ['0.00', 'Amount must be greater than zero'],
      ['10000000.01', 'Amount exceeds the maximum of 10000000.00'],
      [10_000_001, 'Amount exceeds the maximum of 10000000.00'],
      ['99999999999999999999', 'Invalid amount: too large'],
      [null, 'Amount is required'],
      [undefined, 'Amount is required'],
      [{ amount: 5 }, 'Invalid amount'],
      [true, 'Invalid amount'],
    ])('%p is 400 (%s)', (input, message) => {
      let err: unknown;
      try {
        parseMoney(input);
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(AppError);
      expect({ status: (err as AppError).status, code: (err as AppError).code, message: (err as AppError).message }).toEqual({ status: 400, code: 'BAD_USER_INPUT', message });
    });

    test('options: allowZero, maxDecimals, max, field name', () => {
      expect(parseMoney('0', { allowZero: true })).toBe(0n);
      expect(parseMoney('0.000001', { maxDecimals: 6 })).toBe(1n);
      expect(() => parseMoney('5', { max: 4_000_000n })).toThrow('Amount exceeds the maximum of 4.00');
      expect(() => parseMoney('x', { field: 'fee' })).toThrow('Invalid fee');
      expect(() => parseMoney(undefined, { field: 'fee' })).toThrow('Fee is required');
    });
  });

  test('formatMoney is exact; toLegacyNumber rounds half-up to cents', () => {
    expect(formatMoney(12_500_000n)).toBe('12.50');
    expect(formatMoney(0n)).toBe('0.00');
    expect(formatMoney(1n)).toBe('0.000001');
    expect(formatMoney(12_345_000n)).toBe('12.345');
    expect(formatMoney(-5_000_000n)).toBe('-5.00');
    expect(formatMoney(9_007_199_254_740_993n)).toBe('9007199254.740993');
    expect(formatMoney(100_000_000n, 0)).toBe('100');

    expect(toLegacyNumber(12_345_000n)).toBe(12.35);
    expect(toLegacyNumber(12_344_999n)).toBe(12.34);
    expect(toLegacyNumber(12_500_000n)).toBe(12.5);
    expect(toLegacyNumber(100_000_000n)).toBe(100);
    expect(toLegacyNumber(4_999n)).toBe(0);
    expect(toLegacyNumber(5_000n)).toBe(0.01);
    expect(toLegacyNumber(-12_345_000n)).toBe(-12.35);
    expect(toLegacyNumber(1_005_000n)).toBe(1.01);
    expect(toLegacyNumber(27_000_000_070_000n)).toBe(27000000.07);
  });
});

test('no error body seen in this file carries a stack trace or internal detail', () => {
  expect(errorBodies.length).toBeGreaterThan(15);
  for (const body of errorBodies) {
    const text = JSON.stringify(body);
    expect(text).not.toMatch(/stacktrace|"stack"|\bat [^ ]+ \(|node_modules|\.ts:\d+|\.js:\d+/i);
  }
});
