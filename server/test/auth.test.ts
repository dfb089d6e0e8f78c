/**
 * Auth through the real HTTP server: register, email codes, sign-in, sign-out, cross-site
 * protection, password reset and withdrawal OTPs (REST-CONTRACT §1.2–1.4, §1.11, §4.1–4.3), REST
 * and GraphQL. Rate limits stay on: each group of calls gets its own client address
 * (X-Forwarded-For from loopback is trusted: TRUST_PROXY=loopback), so a throttle is only hit where a test means to.
 */
import request from 'supertest';
import { IsNull, Not } from 'typeorm';
import { ADMIN, startTestApp, TestApp, uniqueEmail } from './harness';
import { User } from '../src/modules/users/user.entity';
import { OtpCode, PasswordReset } from '../src/modules/auth/auth.entities';

const PUBLIC_URL = 'https://meridian.test';
let t: TestApp;
let adminTok: string;

let ipSeq = 0;
/** A fresh client address, so the per-address throttles start from zero. */
const nextIp = () => {
  ipSeq += 1;
  return `10.20.${Math.floor(ipSeq / 250)}.${(ipSeq % 250) + 1}`;
};

function post(path: string, body: unknown, opts: { token?: string; ip?: string; cookie?: string; origin?: string } = {}) {
  const req = t.http().post(`/api/v1/${path}`).set('X-Forwarded-For', opts.ip ?? nextIp());
  if (opts.token) req.set('Authorization', `Bearer ${opts.token}`);
  if (opts.cookie) req.set('Cookie', opts.cookie);
  if (opts.origin) req.set('Origin', opts.origin);
  return req.send(body as object);
}

function get(path: string, opts: { token?: string; cookie?: string; ip?: string } = {}) {
  const req = t.http().get(`/api/v1/${path}`).set('X-Forwarded-For', opts.ip ?? nextIp());
  if (opts.token) req.set('Authorization', `Bearer ${opts.token}`);
  if (opts.cookie) req.set('Cookie', opts.cookie);
  return req;
}

function regBody(over: Record<string, unknown> = {}) {
  return { fullname: 'Ada Lovelace', phone: '+15550001111', email: uniqueEmail('auth'), password: 'password123', confirmPassword: 'password123', referralBy: '', ...over };
}

const register = (body: Record<string, unknown>, ip?: string) => post('auth/register', body, { ip });
const userCount = () => t.db.manager.count(User);
const setCookies = (res: request.Response): string[] => (res.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
const cookieNamed = (res: request.Response, name: string) => setCookies(res).find((c) => c.startsWith(`${name}=`));

async function setSettings(values: Record<string, unknown>) {
  const res = await t.http().put('/api/v1/settings').set('Authorization', `Bearer ${adminTok}`).send(values);
  expect(res.status).toBe(200);
}

interface TestMember {
  id: number;
  token: string;
  code: string;
  email: string;
  password: string;
}

let root: TestMember;

async function newMember(sponsor?: string): Promise<TestMember> {
  const body = regBody({ referralBy: sponsor ?? root.code });
  const res = await register(body);
  expect(res.status).toBe(201);
  return { id: res.body.auth.id, token: res.body.token, code: res.body.auth.refferal_code, email: body.email as string, password: 'password123' };
}

/** Asserts the §1.4 error envelope. */
function expectError(res: request.Response, status: number, message: string, code?: string) {
  expect({ status: res.status, message: res.body.message }).toEqual({ status, message });
  expect(res.body.success).toBe(false);
  expect(res.body.error).toBe(message);
  if (code) expect(res.body.code).toBe(code);
  expect(JSON.stringify(res.body)).not.toMatch(/\bat .*\.(ts|js):\d+/);
}

function jwtPayload(token: string) {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}

function otherCode(code: string) {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL, TRUST_PROXY: 'loopback' });
  const res = await post('auth/adminsignin', ADMIN);
  expect(res.status).toBe(200);
  adminTok = res.body.token;
});
afterAll(async () => t?.close());

describe('register (REST)', () => {
  test('the first member needs no sponsor: 201, session, cookie, username = referral code', async () => {
    const body = regBody({ email: 'First.Member@Example.com' });
    const before = Date.now();
    const res = await register(body);
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    expect(typeof res.body.token).toBe('string');
    expect(typeof res.body.expireAt).toBe('number');
    expect(res.body.expireAt).toBeGreaterThanOrEqual(before + 86_400_000 - 2_000);
    expect(res.body.expireAt).toBeLessThanOrEqual(Date.now() + 86_400_000 + 1_000);
    const auth = res.body.auth;
    expect(auth.username).toMatch(/^MRD\d{6}$/);
    expect(auth.refferal_code).toBe(auth.username);
    expect(auth.reffer_by).toBeNull();
    expect(auth.email).toBe('first.member@example.com');
    expect(auth.role).toBe('user');
    expect(auth.status).toBe('unblock');
    expect(auth.is_active).toBe('inactive');
    expect(auth.email_verified).toBe(false);
    expect(auth.business).toBe(0);
    for (const secret of ['password', 'passwordHash', 'password_hash', 'tokenVersion', 'token_version']) expect(auth).not.toHaveProperty(secret);

    const cookie = cookieNamed(res, 'token');
    expect(cookie).toBeDefined();
    expect(cookie).toContain(`token=${res.body.token};`);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/Max-Age=86400/);

    const claims = jwtPayload(res.body.token);
    expect(claims).toMatchObject({ sub: String(auth.id), role: 'user', ver: 0 });

    const row = await t.db.manager.findOneByOrFail(User, { id: auth.id });
    expect(row.sponsorId).toBeNull();
    expect(row.username).toBe(auth.username);
    expect(row.referralCode).toBe(auth.username);
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    root = { id: auth.id, token: res.body.token, code: auth.refferal_code, email: 'first.member@example.com', password: 'password123' };
  });

  test('afterwards a sponsor is required (400) and nothing is created', async () => {
    const before = await userCount();
    const res = await register(regBody());
    expectError(res, 400, 'A sponsor referral code is required', 'BAD_USER_INPUT');
    expect(res.body.fields).toEqual({ referralBy: 'required' });
    expect(await userCount()).toBe(before);
  });

  test('a sponsor code links the sponsor (case-insensitive)', async () => {
    const res = await register(regBody({ referralBy: root.code.toLowerCase() }));
    expect(res.status).toBe(201);
    expect(res.body.auth).toMatchObject({ reffer_by: root.code, reffer_by_id: root.id });
    expect(res.body.auth.username).toMatch(/^MRD\d{6}$/);
    expect(res.body.auth.username).not.toBe(root.code);
    const row = await t.db.manager.findOneByOrFail(User, { id: res.body.auth.id });
    expect(row.sponsorId).toBe(root.id);
  });

  test('with requireSponsor off, a member without sponsor hangs under the root member', async () => {
    await setSettings({ requireSponsor: 0 });
    try {
      const res = await register(regBody());
      expect(res.status).toBe(201);
      expect(res.body.auth).toMatchObject({ reffer_by: root.code, reffer_by_id: root.id });
    } finally {
      await setSettings({ requireSponsor: 1 });
    }
    expectError(await register(regBody()), 400, 'A sponsor referral code is required');
  });

  test("an unknown referral code is 400 'Invalid referral code.' and creates nobody", async () => {
    const before = await userCount();
    const body = regBody({ referralBy: 'MRD000000' });
    const res = await register(body);
    expectError(res, 400, 'Invalid referral code.', 'BAD_USER_INPUT');
    expect(await userCount()).toBe(before);
    expect(await t.db.manager.count(User, { where: { email: body.email as string } })).toBe(0);
    // An admin's referral code is not a sponsor either.
    const admin = await t.db.manager.findOneByOrFail(User, { role: 'admin' });
    expectError(await register(regBody({ referralBy: admin.referralCode })), 400, 'Invalid referral code.');
    expect(await userCount()).toBe(before);
  });

  test('a duplicate email is 409 with `error` (any letter case)', async () => {
    const before = await userCount();
    const res = await register(regBody({ email: root.email, referralBy: root.code }));
    expectError(res, 409, 'User with this email already exists.', 'ALREADY_EXISTS');
    const upper = await register(regBody({ email: root.email.toUpperCase(), referralBy: root.code }));
    expectError(upper, 409, 'User with this email already exists.');
    expect(await userCount()).toBe(before);
  });

  test.each([
    ['missing fullname', { fullname: undefined }, 'Full name is required', 'fullname'],
    ['missing email', { email: undefined }, 'Email is required', 'email'],
    ['malformed email', { email: 'not-an-email' }, 'Invalid email address', 'email'],
    ['email without domain', { email: 'someone@localhost' }, 'Invalid email address', 'email'],
    ['missing phone', { phone: '' }, 'Phone is required', 'phone'],
    ['phone with letters', { phone: '+1555CALLME' }, 'Phone must be 7 to 15 digits', 'phone'],
    ['missing password', { password: undefined, confirmPassword: undefined }, 'Password must be at least 8 characters', 'password'],
    ['short password', { password: 'short7!', confirmPassword: 'short7!' }, 'Password must be at least 8 characters', 'password'],
    ['password mismatch', { confirmPassword: 'password124' }, 'Passwords do not match', 'confirmPassword'],
  ])('%s is 400 BAD_USER_INPUT and creates nobody', async (_name, over, message, field) => {
    const before = await userCount();
    const body = regBody({ referralBy: root.code, ...over });
    const res = await register(body);
    expectError(res, 400, message, 'BAD_USER_INPUT');
    expect(res.body.fields).toHaveProperty(field);
    expect(await userCount()).toBe(before);
  });

  test('registration switched off is 403 (REST and GraphQL); on again it works', async () => {
    await setSettings({ register: 0 });
    const before = await userCount();
    try {
      expectError(await register(regBody({ referralBy: root.code })), 403, 'Registration is currently closed', 'FEATURE_DISABLED');
      const g = await t.gql('mutation($i: RegisterInput!) { register(input: $i) { token } }', { i: regBody({ referralBy: root.code }) });
      expect(g.errors?.[0]).toMatchObject({ message: 'Registration is currently closed', extensions: { code: 'FEATURE_DISABLED' } });
      expect(await userCount()).toBe(before);
    } finally {
      await setSettings({ register: 1 });
    }
    expect((await register(regBody({ referralBy: root.code }))).status).toBe(201);
  });

  test('register is throttled per client address: the 21st attempt in 10 minutes is 429 with Retry-After', async () => {
    const ip = nextIp();
    for (let i = 0; i < 20; i++) expect((await register(regBody({ email: 'bad' }), ip)).status).toBe(400);
    const res = await register(regBody({ referralBy: root.code }), ip);
    expectError(res, 429, 'Too many attempts, try again later', 'RATE_LIMITED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await register(regBody({ referralBy: root.code }))).status).toBe(201);
  });
});

describe('register (GraphQL)', () => {
  const REGISTER = 'mutation($i: RegisterInput!) { register(input: $i) { token expireAt account { id username referralCode sponsorId email emailVerified } } }';

  test('creates the member under the sponsor and sets the session cookie', async () => {
    const input = regBody({ referralBy: root.code });
    const res = await t.http().post('/graphql').set('X-Forwarded-For', nextIp()).send({ query: REGISTER, variables: { i: input } });
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    const s = res.body.data.register;
    expect(s.account.username).toMatch(/^MRD\d{6}$/);
    expect(s.account.referralCode).toBe(s.account.username);
    expect(s.account.sponsorId).toBe(root.id);
    expect(s.account.email).toBe(input.email);
    expect(typeof s.expireAt).toBe('number');
    expect(cookieNamed(res, 'token')).toContain(`token=${s.token};`);
    const me = await t.gql('{ me { id } }', {}, s.token);
    expect(me.data.me.id).toBe(s.account.id);
  });

  test('same rules: unknown code, missing sponsor, duplicate email, short password, mismatch', async () => {
    const before = await userCount();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ referralBy: 'MRD000000' }, 'Invalid referral code.', 'BAD_USER_INPUT'],
      [{ referralBy: '' }, 'A sponsor referral code is required', 'BAD_USER_INPUT'],
      [{ referralBy: root.code, email: root.email }, 'User with this email already exists.', 'ALREADY_EXISTS'],
      [{ referralBy: root.code, password: 'short', confirmPassword: 'short' }, 'Password must be at least 8 characters', 'BAD_USER_INPUT'],
      [{ referralBy: root.code, confirmPassword: 'different1' }, 'Passwords do not match', 'BAD_USER_INPUT'],
      [{ referralBy: root.code, email: 'nope' }, 'Invalid email address', 'BAD_USER_INPUT'],
    ];
    for (const [over, message, code] of cases) {
      const g = await t.gql(REGISTER, { i: regBody(over) });
      expect(g.data ?? null).toBeNull();
      expect(g.errors?.[0]).toMatchObject({ message, extensions: { code } });
    }
    expect(await userCount()).toBe(before);
  });
});

describe('email verification', () => {
  let m: TestMember;

  test('register mails a 6-digit code', async () => {
    m = await newMember();
    const mails = t.outbox(m.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Your Meridian verification code');
    expect(t.lastCode(m.email)).toMatch(/^\d{6}$/);
    const row = await t.db.manager.findOneByOrFail(OtpCode, { email: m.email, purpose: 'email' });
    expect(row.codeHash).not.toContain(t.lastCode(m.email)); // hashed at rest
  });

  test('a wrong code is 400 and the address stays unverified', async () => {
    const res = await post('auth/otp-code', { email: m.email, otp: otherCode(t.lastCode(m.email)) });
    expectError(res, 400, 'Invalid or expired code', 'BAD_USER_INPUT');
    expect((await t.db.manager.findOneByOrFail(User, { id: m.id })).emailVerified).toBe(false);
    expectError(await post('auth/otp-code', { email: m.email, otp: '12ab56' }), 400, 'The code must be 6 digits');
  });

  test("the mailed code verifies: 'Email Verified Successfully!' and email_verified true", async () => {
    const res = await post('auth/otp-code', { email: m.email.toUpperCase(), otp: t.lastCode(m.email) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Email Verified Successfully!' });
    expect((await t.db.manager.findOneByOrFail(User, { id: m.id })).emailVerified).toBe(true);
    const me = await get(`users/${m.id}`, { token: m.token });
    expect(me.body.singleuser.email_verified).toBe(true);
    // The code is spent.
    expectError(await post('auth/otp-code', { email: m.email, otp: t.lastCode(m.email) }), 400, 'Invalid or expired code');
  });

  test('auth/email-verification: 409 for a verified address, a new mail otherwise', async () => {
    expectError(await post('auth/email-verification', { email: m.email }), 409, 'This email is already verified', 'ALREADY_EXISTS');
    const other = await newMember();
    const before = t.outbox(other.email).length;
    const res = await post('auth/email-verification', { email: other.email });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Verification email sent!');
    expect(t.outbox(other.email)).toHaveLength(before + 1);
    expectError(await post('auth/email-verification', { email: 'bad-address' }), 400, 'Invalid email address');
  });

  test('5 wrong codes void the code: then even the right code fails; a resent code works', async () => {
    const v = await newMember();
    const code = t.lastCode(v.email);
    for (let i = 0; i < 5; i++) expectError(await post('auth/otp-code', { email: v.email, otp: otherCode(code) }), 400, 'Invalid or expired code');
    expectError(await post('auth/otp-code', { email: v.email, otp: code }), 400, 'Invalid or expired code');
    expect((await t.db.manager.findOneByOrFail(User, { id: v.id })).emailVerified).toBe(false);

    const resend = await post('auth/verify-user', { email: v.email });
    expect(resend.status).toBe(200);
    expect(resend.body.message).toBe('Verification email sent!');
    const fresh = t.lastCode(v.email);
    const ok = await post('auth/otp-code', { email: v.email, otp: fresh });
    expect(ok.status).toBe(200);
    expect((await t.db.manager.findOneByOrFail(User, { id: v.id })).emailVerified).toBe(true);
  });

  test('a new code voids the previous one', async () => {
    const v = await newMember();
    const first = t.lastCode(v.email);
    expect((await post('auth/verify-user', { email: v.email })).status).toBe(200);
    const second = t.lastCode(v.email);
    if (first !== second) expectError(await post('auth/otp-code', { email: v.email, otp: first }), 400, 'Invalid or expired code');
    expect((await post('auth/otp-code', { email: v.email, otp: second })).status).toBe(200);
  });

  test('GraphQL sendVerificationEmail / verifyUser', async () => {
    const v = await newMember();
    const sent = await t.gql('mutation($e: String!) { sendVerificationEmail(email: $e) { success message } }', { e: v.email });
    expect(sent.data.sendVerificationEmail).toEqual({ success: true, message: 'Verification email sent!' });
    const wrong = await t.gql('mutation($e: String!, $o: String!) { verifyUser(email: $e, otp: $o) { message } }', { e: v.email, o: otherCode(t.lastCode(v.email)) });
    expect(wrong.errors?.[0]).toMatchObject({ message: 'Invalid or expired code', extensions: { code: 'BAD_USER_INPUT' } });
    const ok = await t.gql('mutation($e: String!, $o: String!) { verifyUser(email: $e, otp: $o) { message } }', { e: v.email, o: t.lastCode(v.email) });
    expect(ok.data.verifyUser.message).toBe('Email Verified Successfully!');
    const again = await t.gql('mutation($e: String!) { sendVerificationEmail(email: $e) { message } }', { e: v.email });
    expect(again.errors?.[0].extensions?.code).toBe('ALREADY_EXISTS');
  });

  test('with verifyEmail on, an unverified member cannot sign in (403); a verified one can', async () => {
    const unverified = await newMember();
    await setSettings({ verifyEmail: 1 });
    try {
      expectError(await post('auth/signin', { email: unverified.email, password: unverified.password }), 403, 'Please verify your email first', 'FORBIDDEN');
      const ok = await post('auth/signin', { email: m.email, password: m.password });
      expect(ok.status).toBe(200);
      // Verifying lifts the block.
      expect((await post('auth/otp-code', { email: unverified.email, otp: t.lastCode(unverified.email) })).status).toBe(200);
      expect((await post('auth/signin', { email: unverified.email, password: unverified.password })).status).toBe(200);
    } finally {
      await setSettings({ verifyEmail: 0 });
    }
  });
});

describe('sign-in', () => {
  let m: TestMember;
  let username: string;

  beforeAll(async () => {
    m = await newMember();
    username = (await t.db.manager.findOneByOrFail(User, { id: m.id })).username;
  });

  test('by email: token, auth, expireAt and the session cookie', async () => {
    const res = await post('auth/signin', { email: m.email, password: m.password });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.auth.id).toBe(m.id);
    expect(typeof res.body.expireAt).toBe('number');
    expect(res.body.expireAt).toBeGreaterThan(Date.now() + 86_000_000);
    const cookie = cookieNamed(res, 'token');
    expect(cookie).toContain(`token=${res.body.token};`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(res.body.auth.last_login).not.toBeNull();
    expect((await get(`users/${m.id}`, { token: res.body.token })).status).toBe(200);
  });

  test('by username (in the email field, any case) and by email in another case', async () => {
    for (const id of [username, username.toLowerCase(), m.email.toUpperCase()]) {
      const res = await post('auth/signin', { email: id, password: m.password });
      expect({ id, status: res.status }).toEqual({ id, status: 200 });
      expect(res.body.auth.id).toBe(m.id);
    }
  });

  test('wrong password and unknown account are the same 401', async () => {
    expectError(await post('auth/signin', { email: m.email, password: 'wrong-password' }), 401, 'Invalid email or password', 'UNAUTHENTICATED');
    expectError(await post('auth/signin', { email: 'nobody@example.com', password: 'password123' }), 401, 'Invalid email or password', 'UNAUTHENTICATED');
    expectError(await post('auth/signin', { email: m.email }), 400, 'Password is required', 'BAD_USER_INPUT');
  });

  test("roles don't cross: admin credentials on auth/signin and a member's on auth/adminsignin are 401", async () => {
    expectError(await post('auth/signin', ADMIN), 401, 'Invalid email or password');
    expectError(await post('auth/adminsignin', { email: m.email, password: m.password }), 401, 'Invalid email or password');
    const admin = await post('auth/adminsignin', ADMIN);
    expect(admin.status).toBe(200);
    expect(admin.body.admin.role).toBe('admin');
    expect(admin.body).not.toHaveProperty('auth');
    expect(typeof admin.body.expireAt).toBe('number');
    const cookie = setCookies(admin).find((c) => c.includes(`=${admin.body.token};`));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(jwtPayload(admin.body.token).role).toBe('admin');
    // A member token is not an admin session and vice versa.
    expectError(await get('users/list', { token: m.token }), 403, 'Not allowed', 'FORBIDDEN');
    const gq = await t.gql('{ me { id } }', {}, admin.body.token);
    expect(gq.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  test('login switched off: members get 403, admins still sign in', async () => {
    await setSettings({ login: 0 });
    try {
      expectError(await post('auth/signin', { email: m.email, password: m.password }), 403, 'Login is currently disabled', 'FEATURE_DISABLED');
      expect((await post('auth/adminsignin', ADMIN)).status).toBe(200);
    } finally {
      await setSettings({ login: 1 });
    }
    expect((await post('auth/signin', { email: m.email, password: m.password })).status).toBe(200);
  });

  test('GraphQL signIn / signInAdmin', async () => {
    const SIGN_IN = 'mutation($i: SignInInput!) { signIn(input: $i) { token expireAt account { id role } } }';
    const ok = await t.gql(SIGN_IN, { i: { email: username, password: m.password } });
    expect(ok.data.signIn.account).toEqual({ id: m.id, role: 'user' });
    expect((await t.gql('{ me { id } }', {}, ok.data.signIn.token)).data.me.id).toBe(m.id);
    const bad = await t.gql(SIGN_IN, { i: { email: m.email, password: 'nope-nope' } });
    expect(bad.errors?.[0]).toMatchObject({ message: 'Invalid email or password', extensions: { code: 'UNAUTHENTICATED' } });
    const adminAsMember = await t.gql(SIGN_IN, { i: ADMIN });
    expect(adminAsMember.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const admin = await t.gql('mutation($i: SignInInput!) { signInAdmin(input: $i) { account { role } } }', { i: ADMIN });
    expect(admin.data.signInAdmin.account.role).toBe('admin');
    const memberAsAdmin = await t.gql('mutation($i: SignInInput!) { signInAdmin(input: $i) { token } }', { i: { email: m.email, password: m.password } });
    expect(memberAsAdmin.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  test('after 10 failed attempts for one identifier the next is 429 with Retry-After', async () => {
    const ip = nextIp();
    for (let i = 0; i < 10; i++) {
      const res = await post('auth/signin', { email: m.email, password: `wrong-${i}-password` }, { ip });
      expect({ attempt: i + 1, status: res.status }).toEqual({ attempt: i + 1, status: 401 });
    }
    const blocked = await post('auth/signin', { email: m.email, password: m.password }, { ip });
    expectError(blocked, 429, 'Too many attempts, try again later', 'RATE_LIMITED');
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(300);
    // The same identifier in another letter case is the same identifier.
    expect((await post('auth/signin', { email: m.email.toUpperCase(), password: m.password }, { ip })).status).toBe(429);
    // Another identifier from the same address is not throttled.
    const other = await newMember();
    expect((await post('auth/signin', { email: other.email, password: other.password }, { ip })).status).toBe(200);
  });

  test('a successful sign-in resets the failure count', async () => {
    const ip = nextIp();
    for (let i = 0; i < 9; i++) expect((await post('auth/signin', { email: m.email, password: 'wrong-password' }, { ip })).status).toBe(401);
    expect((await post('auth/signin', { email: m.email, password: m.password }, { ip })).status).toBe(200);
    for (let i = 0; i < 9; i++) expect((await post('auth/signin', { email: m.email, password: 'wrong-password' }, { ip })).status).toBe(401);
    expect((await post('auth/signin', { email: m.email, password: m.password }, { ip })).status).toBe(200);
  });
});

describe('sessions: cookie, Bearer, identity', () => {
  let a: TestMember;
  let b: TestMember;

  beforeAll(async () => {
    a = await newMember();
    b = await newMember(a.code);
  });

  test('GET users/{own id} works with the session cookie (agent) and with Bearer', async () => {
    const agent = request.agent(t.url);
    const signin = await agent.post('/api/v1/auth/signin').set('X-Forwarded-For', nextIp()).send({ email: a.email, password: a.password });
    expect(signin.status).toBe(200);
    const viaCookie = await agent.get(`/api/v1/users/${a.id}`);
    expect(viaCookie.status).toBe(200);
    expect(viaCookie.body.singleuser).toMatchObject({ id: a.id, email: a.email, reffer_by: root.code, reffer_by_id: root.id });
    expect(viaCookie.body.singleuser.total_team).toBe(1);
    const viaBearer = await get(`users/${a.id}`, { token: a.token });
    expect(viaBearer.status).toBe(200);
    expect(viaBearer.body.singleuser.id).toBe(a.id);
    // A plain Cookie header is the same thing.
    expect((await get(`users/${a.id}`, { cookie: `token=${signin.body.token}` })).status).toBe(200);
  });

  test("another member's id is 403 'Not allowed'; no session is 401 'Please sign in'", async () => {
    const res = await get(`users/${b.id}`, { token: a.token });
    expectError(res, 403, 'Not allowed', 'FORBIDDEN');
    expect(res.body).not.toHaveProperty('singleuser');
    expectError(await get(`users/${a.id}`), 401, 'Please sign in', 'UNAUTHENTICATED');
    expectError(await get(`users/${a.id}`, { token: 'not.a.jwt' }), 401, 'Please sign in');
    expectError(await get(`users/${a.id}`, { cookie: 'token=garbage' }), 401, 'Please sign in');
    expectError(await get('users/abc', { token: a.token }), 400, 'Invalid id', 'BAD_USER_INPUT');
    // An admin reads anyone; a missing member is 404.
    expect((await get(`users/${b.id}`, { token: adminTok })).body.singleuser.id).toBe(b.id);
    expectError(await get('users/999999', { token: adminTok }), 404, 'User not found', 'NOT_FOUND');
  });

  test('Bearer wins over the cookie', async () => {
    const res = await get(`users/${b.id}`, { token: b.token, cookie: `token=${a.token}` });
    expect(res.status).toBe(200);
    expect(res.body.singleuser.id).toBe(b.id);
  });

  test('a token signed with another secret or a forged role is refused', async () => {
    const [h, , s] = a.token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...jwtPayload(a.token), role: 'admin' })).toString('base64url');
    expectError(await get('users/list', { token: `${h}.${forged}.${s}` }), 401, 'Please sign in');
  });
});

describe('sign-out', () => {
  test('GET auth/signout revokes the token (every session of the member) and clears the cookie', async () => {
    const m = await newMember();
    const second = await post('auth/signin', { email: m.email, password: m.password });
    expect(second.status).toBe(200);
    expect((await get(`users/${m.id}`, { token: m.token })).status).toBe(200);

    const out = await get('auth/signout', { token: m.token });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true, message: 'Logout successfully !' });
    expect(cookieNamed(out, 'token')).toMatch(/^token=;.*Expires=Thu, 01 Jan 1970/);

    expectError(await get(`users/${m.id}`, { token: m.token }), 401, 'Please sign in');
    expectError(await get(`users/${m.id}`, { token: second.body.token }), 401, 'Please sign in');
    expect((await t.gql('{ me { id } }', {}, m.token)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    // Signing in again opens a new, working session.
    const again = await post('auth/signin', { email: m.email, password: m.password });
    expect((await get(`users/${m.id}`, { token: again.body.token })).status).toBe(200);
  });

  test('sign-out through the cookie (agent)', async () => {
    const m = await newMember();
    const agent = request.agent(t.url);
    const signin = await agent.post('/api/v1/auth/signin').set('X-Forwarded-For', nextIp()).send({ email: m.email, password: m.password });
    expect((await agent.get(`/api/v1/users/${m.id}`)).status).toBe(200);
    // A browser marks the app's own call (http-hardening.test.ts: a cookie sign-out needs this evidence).
    expect((await agent.get('/api/v1/auth/signout').set('Sec-Fetch-Site', 'same-origin')).status).toBe(200);
    expect((await agent.get(`/api/v1/users/${m.id}`)).status).toBe(401);
    expect((await get(`users/${m.id}`, { token: signin.body.token })).status).toBe(401);
  });

  test('signoutadmin revokes the admin session; a member token there changes nothing', async () => {
    const admin = await post('auth/adminsignin', ADMIN);
    const tok = admin.body.token;
    expect((await get('users/list', { token: tok })).status).toBe(200);
    const m = await newMember();
    expect((await get('auth/signoutadmin', { token: m.token })).status).toBe(200);
    expect((await get(`users/${m.id}`, { token: m.token })).status).toBe(200);

    const out = await get('auth/signoutadmin', { token: tok });
    expect(out.status).toBe(200);
    expect(out.body.message).toBe('Logout successfully !');
    expectError(await get('users/list', { token: tok }), 401, 'Please sign in');
    expectError(await get('users/list', { token: adminTok }), 401, 'Please sign in');
    adminTok = (await post('auth/adminsignin', ADMIN)).body.token;
    expect((await get('users/list', { token: adminTok })).status).toBe(200);
  });

  test('both answer 200 without a session', async () => {
    for (const path of ['auth/signout', 'auth/signoutadmin']) {
      const res = await get(path);
      expect({ path, status: res.status, message: res.body.message }).toEqual({ path, status: 200, message: 'Logout successfully !' });
    }
    expect((await get('auth/signout', { token: 'garbage' })).status).toBe(200);
  });

  test('GraphQL signOut revokes the token', async () => {
    const m = await newMember();
    const out = await t.gql('mutation { signOut { success message } }', {}, m.token);
    expect(out.data.signOut).toEqual({ success: true, message: 'Logout successfully !' });
    expect((await t.gql('{ me { id } }', {}, m.token)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('cross-site protection (§1.11)', () => {
  let m: TestMember;
  let cookie: string;

  beforeAll(async () => {
    m = await newMember();
    cookie = `token=${m.token}`;
  });

  const put = (body: object, headers: Record<string, string>) => {
    const req = t.http().put(`/api/v1/users/${m.id}`).set('X-Forwarded-For', nextIp());
    for (const [k, v] of Object.entries(headers)) req.set(k, v);
    return req.send(body);
  };
  const fullname = async () => (await t.db.manager.findOneByOrFail(User, { id: m.id })).fullname;

  test('a cookie-authenticated PUT with a foreign Origin (or none) is 403 and changes nothing', async () => {
    expectError(await put({ fullname: 'Evil Name' }, { Cookie: cookie, Origin: 'https://evil.example' }), 403, 'Cross-site request refused', 'FORBIDDEN');
    expectError(await put({ fullname: 'Evil Name' }, { Cookie: cookie }), 403, 'Cross-site request refused');
    expectError(await put({ fullname: 'Evil Name' }, { Cookie: cookie, 'Sec-Fetch-Site': 'cross-site' }), 403, 'Cross-site request refused');
    expect(await fullname()).toBe('Ada Lovelace');
  });

  test('the same request from the app origin, or Sec-Fetch-Site same-origin, is allowed', async () => {
    const res = await put({ fullname: 'Same Origin' }, { Cookie: cookie, Origin: t.url });
    expect(res.status).toBe(200);
    expect(res.body.singleuser.fullname).toBe('Same Origin');
    expect((await put({ fullname: 'Fetch Metadata' }, { Cookie: cookie, 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200);
    expect(await fullname()).toBe('Fetch Metadata');
  });

  test('with Bearer a foreign Origin is allowed', async () => {
    const res = await put({ fullname: 'Bearer Call' }, { Authorization: `Bearer ${m.token}`, Origin: 'https://evil.example' });
    expect(res.status).toBe(200);
    expect(await fullname()).toBe('Bearer Call');
  });
});

describe('password reset', () => {
  const NEUTRAL = 'If an account exists for this email, a reset link has been sent.';
  const LINK = /https:\/\/meridian\.test\/reset-password\/([0-9a-f]{64})/;
  let m: TestMember;

  beforeAll(async () => {
    m = await newMember();
  });

  const resetMails = (email: string) => t.outbox(email).filter((x) => x.subject === 'Reset your Meridian password');
  const lastToken = (email: string) => {
    const mails = resetMails(email);
    const match = mails[mails.length - 1]?.text.match(LINK);
    if (!match) throw new Error(`no reset link mailed to ${email}`);
    return match[1];
  };
  const signIn = (password: string) => post('auth/signin', { email: m.email, password });

  test('pass/forget answers the same 200 for a known and an unknown email; only the known one gets a link', async () => {
    const unknown = 'nobody-here@example.com';
    const a = await post('pass/forget', { email: m.email });
    const b = await post('pass/forget', { email: unknown });
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body).toEqual(b.body);
    expect(a.body).toEqual({ success: true, message: NEUTRAL });
    expect(resetMails(m.email)).toHaveLength(1);
    expect(t.outbox(unknown)).toHaveLength(0);
    expect(resetMails(m.email)[0].text).toMatch(LINK);
    // A member address with role admin is not an admin account: no mail.
    expect((await post('pass/forget', { email: m.email, role: 'admin' })).body.message).toBe(NEUTRAL);
    expect(resetMails(m.email)).toHaveLength(1);
    // The token is stored hashed.
    const row = await t.db.manager.findOneByOrFail(PasswordReset, { userId: m.id });
    expect(row.tokenHash).not.toBe(lastToken(m.email));
  });

  test('pass/reset sets the password, revokes sessions; the token cannot be reused', async () => {
    const token = lastToken(m.email);
    const session = await signIn(m.password);
    expect(session.status).toBe(200);

    const res = await post('pass/reset', { token, newPassword: 'new-password-1' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Password change successfuly' });

    expectError(await signIn(m.password), 401, 'Invalid email or password');
    expect((await signIn('new-password-1')).status).toBe(200);
    expectError(await get(`users/${m.id}`, { token: session.body.token }), 401, 'Please sign in');
    expectError(await get(`users/${m.id}`, { token: m.token }), 401, 'Please sign in');

    expectError(await post('pass/reset', { token, newPassword: 'another-password' }), 400, 'Reset link is invalid or has expired', 'BAD_USER_INPUT');
    expect((await signIn('new-password-1')).status).toBe(200);
    m.password = 'new-password-1';
  });

  test('an expired token is 400 and changes nothing', async () => {
    expect((await post('pass/forget', { email: m.email })).status).toBe(200);
    const token = lastToken(m.email);
    const open = await t.db.manager.find(PasswordReset, { where: { userId: m.id, usedAt: IsNull() } });
    expect(open).toHaveLength(1);
    await t.db.transaction((em) => em.update(PasswordReset, { id: open[0].id }, { expiresAt: new Date(Date.now() - 60_000) }));
    expectError(await post('pass/reset', { token, newPassword: 'expired-password' }), 400, 'Reset link is invalid or has expired');
    expect((await signIn(m.password)).status).toBe(200);
    expectError(await signIn('expired-password'), 401, 'Invalid email or password');
  });

  test('a short new password is 400 and leaves the token usable', async () => {
    expect((await post('pass/forget', { email: m.email })).status).toBe(200);
    const token = lastToken(m.email);
    expectError(await post('pass/reset', { token, newPassword: 'short' }), 400, 'Password must be at least 8 characters', 'BAD_USER_INPUT');
    expectError(await post('pass/reset', { token: 'deadbeef', newPassword: 'long-enough-1' }), 400, 'Reset link is invalid or has expired');
    expectError(await post('pass/reset', { token: 'f'.repeat(64), newPassword: 'long-enough-1' }), 400, 'Reset link is invalid or has expired');
    expectError(await post('pass/reset', { newPassword: 'long-enough-1' }), 400, 'Reset link is invalid or has expired');
    expect((await signIn(m.password)).status).toBe(200);
    expect((await post('pass/reset', { token, newPassword: 'third-password' })).status).toBe(200);
    expect((await signIn('third-password')).status).toBe(200);
    m.password = 'third-password';
  });

  test('admins reset with role admin; GraphQL requestPasswordReset / resetPassword', async () => {
    const sent = await t.gql('mutation($e: String!) { requestPasswordReset(email: $e, role: "admin") { success message } }', { e: ADMIN.email });
    expect(sent.data.requestPasswordReset).toEqual({ success: true, message: NEUTRAL });
    const token = lastToken(ADMIN.email);
    const bad = await t.gql('mutation($t: String!) { resetPassword(token: $t, newPassword: "short") { message } }', { t: token });
    expect(bad.errors?.[0]).toMatchObject({ message: 'Password must be at least 8 characters', extensions: { code: 'BAD_USER_INPUT' } });
    const ok = await t.gql('mutation($t: String!, $p: String!) { resetPassword(token: $t, newPassword: $p) { message } }', { t: token, p: ADMIN.password });
    expect(ok.data.resetPassword.message).toBe('Password change successfuly');
    const reuse = await t.gql('mutation($t: String!, $p: String!) { resetPassword(token: $t, newPassword: $p) { message } }', { t: token, p: ADMIN.password });
    expect(reuse.errors?.[0]).toMatchObject({ message: 'Reset link is invalid or has expired', extensions: { code: 'BAD_USER_INPUT' } });
    // The reset revoked the admin's sessions; the (unchanged) password still signs in.
    expect((await get('users/list', { token: adminTok })).status).toBe(401);
    adminTok = (await post('auth/adminsignin', ADMIN)).body.token;
    expect((await get('users/list', { token: adminTok })).status).toBe(200);
  });

  test('pass/forget is throttled per address (429 with Retry-After)', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) expect((await post('pass/forget', { email: 'nobody-here@example.com' }, { ip })).status).toBe(200);
    const res = await post('pass/forget', { email: m.email }, { ip });
    expectError(res, 429, 'Too many attempts, try again later', 'RATE_LIMITED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('withdrawal OTP', () => {
  const otpMails = (email: string) => t.outbox(email).filter((x) => x.subject === 'Your Meridian OTP');
  const lastOtp = (email: string) => {
    const mails = otpMails(email);
    const match = mails[mails.length - 1]?.text.match(/\b(\d{6})\b/);
    if (!match) throw new Error(`no OTP mailed to ${email}`);
    return match[1];
  };

  test("otp/send mails an OTP; a second within 60 s is 429; wrong email 400; another member's id 403", async () => {
    const m = await newMember();
    const other = await newMember();
    expectError(await post('otp/send', { userId: m.id, email: other.email }, { token: m.token }), 400, 'Email does not match your account', 'BAD_USER_INPUT');
    expectError(await post('otp/send', { userId: other.id, email: other.email }, { token: m.token }), 403, 'Not allowed', 'FORBIDDEN');
    expect(otpMails(m.email)).toHaveLength(0);
    expect(otpMails(other.email)).toHaveLength(0);

    const res = await post('otp/send', { userId: m.id, email: m.email }, { token: m.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'OTP sent successfully.' });
    expect(otpMails(m.email)).toHaveLength(1);
    expect(lastOtp(m.email)).toMatch(/^\d{6}$/);

    const again = await post('otp/send', { userId: m.id, email: m.email }, { token: m.token });
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(again.body.error).toBe(again.body.message);
    const retryAfter = Number(again.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(61); // MySQL may round created_at up to the next second
    expect(otpMails(m.email)).toHaveLength(1);

    expectError(await post('otp/send', { userId: m.id, email: m.email }), 401, 'Please sign in');
  });

  test('otp/verify with the mailed code: verified true, once', async () => {
    const m = await newMember();
    expect((await post('otp/send', { email: m.email }, { token: m.token })).status).toBe(200);
    const code = lastOtp(m.email);
    expectError(await post('otp/verify', { userId: m.id, otp: code }, { token: (await newMember()).token }), 403, 'Not allowed');
    const res = await post('otp/verify', { userId: m.id, otp: code }, { token: m.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, verified: true });
    expectError(await post('otp/verify', { userId: m.id, otp: code }, { token: m.token }), 400, 'Invalid or expired OTP', 'BAD_USER_INPUT');
  });

  test('5 wrong codes void the OTP', async () => {
    const m = await newMember();
    expect((await post('otp/send', { userId: m.id, email: m.email }, { token: m.token })).status).toBe(200);
    const code = lastOtp(m.email);
    for (let i = 0; i < 5; i++) expectError(await post('otp/verify', { userId: m.id, otp: otherCode(code) }, { token: m.token }), 400, 'Invalid or expired OTP');
    expectError(await post('otp/verify', { userId: m.id, otp: code }, { token: m.token }), 400, 'Invalid or expired OTP');
    const rows = await t.db.manager.find(OtpCode, { where: { email: m.email, purpose: 'withdrawal' } });
    expect(rows).toHaveLength(1);
    expect(rows[0].attempts).toBe(5);
    expect(rows[0].consumedAt).not.toBeNull();
    expect(rows[0].verifiedAt).toBeNull();
    expect(await t.db.manager.count(OtpCode, { where: { email: m.email, purpose: 'withdrawal', verifiedAt: Not(IsNull()) } })).toBe(0);
  });

  test('an expired OTP is refused', async () => {
    const m = await newMember();
    expect((await post('otp/send', { userId: m.id, email: m.email }, { token: m.token })).status).toBe(200);
    await t.db.transaction((em) => em.update(OtpCode, { email: m.email, purpose: 'withdrawal' }, { expiresAt: new Date(Date.now() - 1_000) }));
    expectError(await post('otp/verify', { userId: m.id, otp: lastOtp(m.email) }, { token: m.token }), 400, 'Invalid or expired OTP');
  });

  test('GraphQL sendOtp / verifyOtp', async () => {
    const m = await newMember();
    const sent = await t.gql('mutation { sendOtp { success message } }', {}, m.token);
    expect(sent.data.sendOtp).toEqual({ success: true, message: 'OTP sent successfully.' });
    const again = await t.gql('mutation { sendOtp { success } }', {}, m.token);
    expect(again.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
    const code = lastOtp(m.email);
    const wrong = await t.gql('mutation($o: String!) { verifyOtp(otp: $o) { verified } }', { o: otherCode(code) }, m.token);
    expect(wrong.errors?.[0]).toMatchObject({ message: 'Invalid or expired OTP', extensions: { code: 'BAD_USER_INPUT' } });
    const ok = await t.gql('mutation($o: String!) { verifyOtp(otp: $o) { verified message } }', { o: code }, m.token);
    expect(ok.data.verifyOtp.verified).toBe(true);
    expect((await t.gql('mutation { sendOtp { success } }', {}, adminTok)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql('mutation { sendOtp { success } }')).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
