/**
 * Members and the admin's member desk through the real HTTP server (REST-CONTRACT §4.22, §1.3,
 * §1.10; GraphQL me, updateProfile, findMember, members, member, updateMember, setMemberStatus,
 * deleteMember, defaulters). Throttles are off here (auth.test.ts covers them); the OTP resend
 * pause is not a throttle and still applies.
 */
import crypto from 'node:crypto';
import request from 'supertest';
import { IsNull, Not } from 'typeorm';
import { ADMIN, adminToken, expectReconciled, registerMember, startTestApp, TestApp, uniqueEmail } from './harness';
import { User } from '../src/modules/users/user.entity';
import { AuditLog } from '../src/modules/audit/audit.entity';
import { LedgerEntry } from '../src/modules/ledger/ledger.entities';
import { OtpCode } from '../src/modules/auth/auth.entities';

let t: TestApp;
let admin: string;
let adminId: number;
type M = Awaited<ReturnType<typeof registerMember>>;
let root: M;

const BEP20 = '0x' + 'ab12'.repeat(10);
const BEP20_B = '0x' + 'cd34'.repeat(10);
const TRC20 = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

const api = {
  get: (path: string, token?: string) => {
    const req = t.http().get(`/api/v1/${path}`);
    return token ? req.set('Authorization', `Bearer ${token}`) : req;
  },
  put: (path: string, body: object, token?: string) => {
    const req = t.http().put(`/api/v1/${path}`);
    if (token) req.set('Authorization', `Bearer ${token}`);
    return req.send(body);
  },
  post: (path: string, body: object, token?: string) => {
    const req = t.http().post(`/api/v1/${path}`);
    if (token) req.set('Authorization', `Bearer ${token}`);
    return req.send(body);
  },
  delete: (path: string, token?: string) => {
    const req = t.http().delete(`/api/v1/${path}`);
    return token ? req.set('Authorization', `Bearer ${token}`) : req;
  },
};

function expectError(res: request.Response, status: number, message: string, code?: string) {
  expect({ status: res.status, message: res.body.message }).toEqual({ status, message });
  expect(res.body).toMatchObject({ success: false, error: message });
  if (code) expect(res.body.code).toBe(code);
}

function gqlError(res: { errors?: Array<{ message: string; extensions?: { code?: string } }> }) {
  expect(res.errors).toBeDefined();
  return { message: res.errors![0].message, code: res.errors![0].extensions?.code };
}

const row = (id: number) => t.db.manager.findOneByOrFail(User, { id });
const signIn = (m: { email: string; password: string }) => api.post('auth/signin', { email: m.email, password: m.password });

/** Sends and verifies a withdrawal OTP for the member: 5 minutes of clearance. */
async function otpClearance(m: M) {
  const sent = await api.post('otp/send', { userId: m.id, email: m.email }, m.token);
  expect(sent.status).toBe(200);
  const mails = t.outbox(m.email).filter((x) => x.subject === 'Your Meridian OTP');
  const code = mails[mails.length - 1].text.match(/\b(\d{6})\b/)![1];
  const ok = await api.post('otp/verify', { userId: m.id, otp: code }, m.token);
  expect(ok.body.verified).toBe(true);
}

async function credit(memberId: number, wallet: string, amount: string) {
  const res = await t.gql(
    'mutation($i: AdjustWalletInput!) { adjustWallet(input: $i) { amount } }',
    { i: { memberId, wallet, action: 'CREDIT', amount, reason: 'test credit', idempotencyKey: crypto.randomUUID() } },
    admin,
  );
  expect(res.errors).toBeUndefined();
}

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_DISABLED: '1' });
  root = await registerMember(t);
  admin = await adminToken(t);
  adminId = (await t.gql('{ adminMe { id } }', {}, admin)).data.adminMe.id;
});
afterAll(async () => t?.close());

describe('GraphQL me', () => {
  test('the member with sponsor, wallets, totals and team', async () => {
    const a = await registerMember(t, { sponsor: root.code });
    const b = await registerMember(t, { sponsor: a.code });
    await registerMember(t, { sponsor: b.code });
    await credit(a.id, 'ACTIVE', '12.5');
    const q = `{ me { id username referralCode email role status isActive emailVerified sponsorId
      sponsor { id username referralCode fullname isActive status }
      wallets { active income roi compound }
      totals { directIncome levelIncome roiIncome totalEarning totalDeposit totalWithdrawal }
      team { directs activeDirects team } } }`;
    const res = await t.gql(q, {}, a.token);
    expect(res.errors).toBeUndefined();
    const me = res.data.me;
    expect(me).toMatchObject({ id: a.id, username: a.code, referralCode: a.code, email: a.email, role: 'user', status: 'unblock', isActive: false, emailVerified: false, sponsorId: root.id });
    expect(me.sponsor).toEqual({ id: root.id, username: root.code, referralCode: root.code, fullname: 'Test Member', isActive: false, status: 'unblock' });
    expect(me.wallets).toEqual({ active: '12.50', income: '0.00', roi: '0.00', compound: '0.00' });
    expect(me.totals).toEqual({ directIncome: '0.00', levelIncome: '0.00', roiIncome: '0.00', totalEarning: '0.00', totalDeposit: '0.00', totalWithdrawal: '0.00' });
    expect(me.team).toEqual({ directs: 1, activeDirects: 0, team: 2 });
    const top = await t.gql('{ me { sponsor { id } team { directs team } } }', {}, root.token);
    expect(top.data.me.sponsor).toBeNull();
    expect(top.data.me.team.team).toBeGreaterThanOrEqual(3);
  });

  test('secrets are not part of the schema; no session is UNAUTHENTICATED; an admin is FORBIDDEN', async () => {
    const secret = await t.gql('{ me { passwordHash } }', {}, root.token);
    expect(secret.errors?.[0].message).toMatch(/Cannot query field "passwordHash"/);
    expect(gqlError(await t.gql('{ me { id } }'))).toEqual({ message: 'Please sign in', code: 'UNAUTHENTICATED' });
    expect(gqlError(await t.gql('{ me { id } }', {}, admin))).toEqual({ message: 'Not allowed', code: 'FORBIDDEN' });
    expect((await t.gql('{ adminMe { email role } }', {}, admin)).data.adminMe).toEqual({ email: ADMIN.email, role: 'admin' });
  });
});

describe('profile', () => {
  let m: M;
  beforeAll(async () => {
    m = await registerMember(t, { sponsor: root.code });
  });

  const UPDATE = 'mutation($i: ProfileInput!) { updateProfile(input: $i) { id fullname phone email bep20 trc20 emailVerified } }';

  test('updateProfile saves fullname and phone', async () => {
    const res = await t.gql(UPDATE, { i: { fullname: '  Grace   Hopper ', phone: '+44 7700-900123' } }, m.token);
    expect(res.errors).toBeUndefined();
    expect(res.data.updateProfile).toMatchObject({ id: m.id, fullname: 'Grace Hopper', phone: '+447700900123' });
    expect(await row(m.id)).toMatchObject({ fullname: 'Grace Hopper', phone: '+447700900123' });
    expect(gqlError(await t.gql(UPDATE, { i: { phone: 'call me' } }, m.token))).toEqual({ message: 'Phone must be 7 to 15 digits', code: 'BAD_USER_INPUT' });
    expect(gqlError(await t.gql(UPDATE, { i: { fullname: 'X' } }, m.token)).code).toBe('BAD_USER_INPUT');
    expect((await row(m.id)).fullname).toBe('Grace Hopper');
  });

  test('the first payout address needs no OTP; a change without OTP is OTP_REQUIRED (REST 403) and nothing is saved', async () => {
    const first = await t.gql(UPDATE, { i: { bep20: BEP20_B } }, m.token);
    expect(first.errors).toBeUndefined();
    expect(gqlError(await t.gql(UPDATE, { i: { bep20: BEP20 } }, m.token))).toEqual({ message: 'OTP verification required', code: 'OTP_REQUIRED' });
    expect(gqlError(await t.gql(UPDATE, { i: { trc20: TRC20, fullname: 'Changed Too' } }, m.token)).code).toBe('OTP_REQUIRED');
    expectError(await api.put(`users/${m.id}`, { bep20: BEP20 }, m.token), 403, 'OTP verification required', 'OTP_REQUIRED');
    const r = await row(m.id);
    expect(r.bep20).toBe(BEP20_B);
    expect(r.trc20).toBeNull();
    expect(r.fullname).toBe('Grace Hopper');
  });

  test('an invalid BEP20 or TRC20 address is 400', async () => {
    expect(gqlError(await t.gql(UPDATE, { i: { bep20: '0x123' } }, m.token))).toEqual({ message: 'Invalid BEP20 address', code: 'BAD_USER_INPUT' });
    expectError(await api.put(`users/${m.id}`, { bep20: 'not-an-address' }, m.token), 400, 'Invalid BEP20 address', 'BAD_USER_INPUT');
    expectError(await api.put(`users/${m.id}`, { trc20: 'T0000' }, m.token), 400, 'Invalid TRC20 address', 'BAD_USER_INPUT');
  });

  test('with a verified OTP the addresses are saved; an unchanged address needs no OTP', async () => {
    await otpClearance(m);
    const res = await t.gql(UPDATE, { i: { bep20: BEP20, trc20: TRC20 } }, m.token);
    expect(res.errors).toBeUndefined();
    expect(res.data.updateProfile).toMatchObject({ bep20: BEP20, trc20: TRC20 });
    expect(await row(m.id)).toMatchObject({ bep20: BEP20, trc20: TRC20 });
    const rest = await api.put(`users/${m.id}`, { bep20: BEP20_B }, m.token);
    expect(rest.status).toBe(200);
    expect(rest.body.singleuser.bep20).toBe(BEP20_B);

    // Once the clearance is gone (older than 5 minutes), a change needs a new OTP; an echo does not.
    await t.db.transaction((em) => em.update(OtpCode, { email: m.email, purpose: 'withdrawal', verifiedAt: Not(IsNull()) }, { verifiedAt: new Date(Date.now() - 6 * 60_000) }));
    expect(gqlError(await t.gql(UPDATE, { i: { bep20: BEP20 } }, m.token)).code).toBe('OTP_REQUIRED');
    const echo = await t.gql(UPDATE, { i: { bep20: BEP20_B, trc20: TRC20, fullname: 'Echo Ok' } }, m.token);
    expect(echo.errors).toBeUndefined();
    expect(await row(m.id)).toMatchObject({ bep20: BEP20_B, fullname: 'Echo Ok' });
  });

  test('a new email needs a verified code for that address; a taken email is 409', async () => {
    const fresh = uniqueEmail('newmail');
    expect(gqlError(await t.gql(UPDATE, { i: { email: fresh } }, m.token))).toEqual({ message: 'Enter your current password to change the email', code: 'BAD_USER_INPUT' });
    expect(gqlError(await t.gql(UPDATE, { i: { email: fresh, currentPassword: m.password } }, m.token))).toEqual({ message: 'Verify the new email address with its code first', code: 'OTP_REQUIRED' });
    expect(gqlError(await t.gql(UPDATE, { i: { email: root.email, currentPassword: m.password } }, m.token))).toEqual({ message: 'User with this email already exists.', code: 'ALREADY_EXISTS' });
    expect((await api.post('auth/verify-user', { email: fresh })).status).toBe(200);
    expect((await api.post('auth/otp-code', { email: fresh, otp: t.lastCode(fresh) })).status).toBe(200);
    const res = await t.gql(UPDATE, { i: { email: fresh, currentPassword: m.password } }, m.token);
    expect(res.errors).toBeUndefined();
    expect(res.data.updateProfile).toMatchObject({ email: fresh, emailVerified: true });
    expect((await signIn({ email: fresh, password: m.password })).status).toBe(200);
    expect((await signIn({ email: m.email, password: m.password })).status).toBe(401);
    m.email = fresh;
  });

  test('PUT users/{id} as a member: status or wallet changes are 403; unchanged echoes are ignored', async () => {
    const before = await row(m.id);
    expectError(await api.put(`users/${m.id}`, { fullname: 'Sneaky Name', status: 'block' }, m.token), 403, 'Not allowed', 'FORBIDDEN');
    expectError(await api.put(`users/${m.id}`, { fullname: 'Sneaky Name', business: 1000 }, m.token), 403, 'Not allowed', 'FORBIDDEN');
    expectError(await api.put(`users/${m.id}`, { non_working: '5' }, m.token), 403, 'Not allowed');
    expect(await row(m.id)).toMatchObject({ fullname: before.fullname, status: 'unblock' });
    expect((await t.running.services.ledgerReads.wallets(m.id)).ACTIVE).toBe(0n);

    // The legacy client echoes the whole record back.
    const current = (await api.get(`users/${m.id}`, m.token)).body.singleuser;
    const res = await api.put(`users/${m.id}`, { values: { ...current, fullname: 'Echoed Record' } }, m.token);
    expect(res.status).toBe(200);
    expect(res.body.singleuser).toMatchObject({ fullname: 'Echoed Record', status: 'unblock', business: 0 });
    expect((await row(m.id)).fullname).toBe('Echoed Record');
    // Another member's record is not theirs.
    expectError(await api.put(`users/${root.id}`, { fullname: 'Hijack' }, m.token), 403, 'Not allowed');
    expect((await row(root.id)).fullname).toBe('Test Member');
  });
});

describe('findMember / GET users?email=', () => {
  let m: M;
  let other: M;
  beforeAll(async () => {
    m = await registerMember(t, { sponsor: root.code });
    other = await registerMember(t, { sponsor: root.code });
  });

  test('by email and by referral code members get the summary only', async () => {
    const Q = '{ findMember(query: $q) { id username fullname referralCode isActive status } }'.replace('{ findMember', 'query($q: String!) { findMember');
    const byEmail = await t.gql(Q, { q: other.email.toUpperCase() }, m.token);
    expect(byEmail.data.findMember).toEqual({ id: other.id, username: other.code, fullname: 'Test Member', referralCode: other.code, isActive: false, status: 'unblock' });
    const byCode = await t.gql(Q, { q: other.code.toLowerCase() }, m.token);
    expect(byCode.data.findMember.id).toBe(other.id);
    expect(gqlError(await t.gql(Q, { q: 'nobody@example.com' }, m.token))).toEqual({ message: 'User not found', code: 'NOT_FOUND' });
    expect(gqlError(await t.gql(Q, { q: ADMIN.email }, m.token)).code).toBe('NOT_FOUND');
    expect(gqlError(await t.gql(Q, { q: other.email })).code).toBe('UNAUTHENTICATED');
    const email = await t.gql('query($q: String!) { findMember(query: $q) { email } }', { q: other.email }, m.token);
    expect(email.errors?.[0].message).toMatch(/Cannot query field "email"/);
  });

  test('REST: members see id, username, fullname, email, refferal_code, is_active, status; admins the record', async () => {
    const res = await api.get(`users?email=${encodeURIComponent(other.email)}`, m.token);
    expect(res.status).toBe(200);
    expect(res.body.emailuser).toEqual({ id: other.id, username: other.code, fullname: 'Test Member', email: other.email, refferal_code: other.code, is_active: 'inactive', status: 'unblock' });
    const byCode = await api.get(`users?email=${other.code}`, m.token);
    expect(byCode.body.emailuser.id).toBe(other.id);
    const asAdmin = await api.get(`users?email=${encodeURIComponent(other.email)}`, admin);
    expect(asAdmin.body.emailuser).toMatchObject({ id: other.id, business: 0, reffer_by: root.code, reffer_by_id: root.id, phone: '+15550001111' });
    expectError(await api.get('users?email=nobody%40example.com', m.token), 404, 'User not found', 'NOT_FOUND');
    expectError(await api.get('users?email=', m.token), 400, 'Enter an email or referral code', 'BAD_USER_INPUT');
    expectError(await api.get(`users?email=${other.code}`), 401, 'Please sign in');
  });
});

describe('admin member desk', () => {
  const MEMBERS = `query($page: Int!, $pageSize: Int!, $status: MemberStatusFilter!, $search: String) {
    members(page: $page, pageSize: $pageSize, status: $status, search: $search) { total page pageSize items { id email status isActive } } }`;
  let pool: M[];
  let underscore: M;

  beforeAll(async () => {
    pool = [];
    for (let i = 0; i < 3; i++) pool.push(await registerMember(t, { sponsor: root.code }));
    underscore = await registerMember(t, { sponsor: root.code, email: 'first_last.desk@example.com' });
    await registerMember(t, { sponsor: root.code, email: 'firstxlast.desk@example.com' });
  });

  const memberCount = () => t.db.manager.createQueryBuilder(User, 'u').where("u.role = 'user' AND u.deleted_at IS NULL").getCount();

  test('members: paging, newest first, totals', async () => {
    const total = await memberCount();
    const p1 = await t.gql(MEMBERS, { page: 1, pageSize: 2, status: 'ALL' }, admin);
    expect(p1.errors).toBeUndefined();
    expect(p1.data.members).toMatchObject({ total, page: 1, pageSize: 2 });
    expect(p1.data.members.items).toHaveLength(2);
    const ids = p1.data.members.items.map((x: { id: number }) => x.id);
    expect(ids[0]).toBeGreaterThan(ids[1]);
    const p2 = await t.gql(MEMBERS, { page: 2, pageSize: 2, status: 'ALL' }, admin);
    expect(p2.data.members.items[0].id).toBeLessThan(ids[1]);
    const beyond = await t.gql(MEMBERS, { page: 999, pageSize: 2, status: 'ALL' }, admin);
    expect(beyond.data.members).toMatchObject({ total, items: [] });
    expect(gqlError(await t.gql(MEMBERS, { page: 1, pageSize: 101, status: 'ALL' }, admin))).toEqual({ message: 'pageSize must be between 1 and 100', code: 'BAD_USER_INPUT' });
    expect(gqlError(await t.gql(MEMBERS, { page: 0, pageSize: 10, status: 'ALL' }, admin)).code).toBe('BAD_USER_INPUT');
  });

  test('members: search by email, username, name; LIKE wildcards are literal', async () => {
    const byEmail = await t.gql(MEMBERS, { page: 1, pageSize: 10, status: 'ALL', search: pool[1].email.toUpperCase() }, admin);
    expect(byEmail.data.members.items.map((x: { id: number }) => x.id)).toEqual([pool[1].id]);
    const byUsername = await t.gql(MEMBERS, { page: 1, pageSize: 10, status: 'ALL', search: pool[2].code.toLowerCase() }, admin);
    expect(byUsername.data.members.items.map((x: { id: number }) => x.id)).toEqual([pool[2].id]);
    const us = await t.gql(MEMBERS, { page: 1, pageSize: 10, status: 'ALL', search: 'first_last' }, admin);
    expect(us.data.members.items.map((x: { id: number }) => x.id)).toEqual([underscore.id]);
    const pct = await t.gql(MEMBERS, { page: 1, pageSize: 10, status: 'ALL', search: '%' }, admin);
    expect(pct.data.members.total).toBe(0);
    const none = await t.gql(MEMBERS, { page: 1, pageSize: 10, status: 'ALL', search: 'zz-no-such-member' }, admin);
    expect(none.data.members).toMatchObject({ total: 0, items: [] });
  });

  test('members: status filters', async () => {
    await t.db.transaction((em) => em.update(User, { id: pool[0].id }, { isActive: true }));
    const active = await t.gql(MEMBERS, { page: 1, pageSize: 100, status: 'ACTIVE' }, admin);
    expect(active.data.members.items.map((x: { id: number }) => x.id)).toEqual([pool[0].id]);
    const inactive = await t.gql(MEMBERS, { page: 1, pageSize: 100, status: 'INACTIVE' }, admin);
    expect(inactive.data.members.total).toBe((await memberCount()) - 1);
    expect(inactive.data.members.items.some((x: { id: number }) => x.id === pool[0].id)).toBe(false);
    const blocked = await t.gql(MEMBERS, { page: 1, pageSize: 100, status: 'BLOCKED' }, admin);
    expect(blocked.data.members).toMatchObject({ total: 0, items: [] });
  });

  test('REST users/list: allusers, totalPages, page, total; paging, search, status; members 403', async () => {
    const total = await memberCount();
    const res = await api.get('users/list?page=2&limit=2', admin);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, page: 2, total, totalPages: Math.ceil(total / 2) });
    expect(res.body.allusers).toHaveLength(2);
    expect(res.body.allusers[0]).toHaveProperty('business', 0);
    expect(res.body.allusers[0]).not.toHaveProperty('passwordHash');
    const all = await api.get('users/list', admin);
    expect(all.body.allusers).toHaveLength(Math.min(total, 20));
    expect(all.body.page).toBe(1);
    const search = await api.get(`users/list?search=${encodeURIComponent(pool[1].email)}`, admin);
    expect(search.body.allusers.map((u: { id: number }) => u.id)).toEqual([pool[1].id]);
    expect(search.body).toMatchObject({ total: 1, totalPages: 1 });
    const active = await api.get('users/list?status=active', admin);
    expect(active.body.allusers.map((u: { id: number }) => u.id)).toEqual([pool[0].id]);
    expect((await api.get('users/list?status=blocked', admin)).body.total).toBe(0);
    expectError(await api.get('users/list?limit=500', admin), 400, 'limit must be between 1 and 100');
    expectError(await api.get('users/list', pool[0].token), 403, 'Not allowed', 'FORBIDDEN');
    expectError(await api.get('users/list'), 401, 'Please sign in');
    const g = await t.gql(MEMBERS, { page: 1, pageSize: 10, status: 'ALL' }, pool[0].token);
    expect(gqlError(g).code).toBe('FORBIDDEN');
  });

  test('member(id): admins any, members only themselves', async () => {
    const Q = 'query($id: Int!) { member(id: $id) { id email } }';
    expect((await t.gql(Q, { id: pool[1].id }, admin)).data.member).toEqual({ id: pool[1].id, email: pool[1].email });
    expect((await t.gql(Q, { id: pool[1].id }, pool[1].token)).data.member.id).toBe(pool[1].id);
    const other = await t.gql(Q, { id: pool[2].id }, pool[1].token);
    expect(gqlError(other)).toEqual({ message: 'Not allowed', code: 'FORBIDDEN' });
    expect(other.data ?? null).toBeNull();
    expect(gqlError(await t.gql(Q, { id: 999999 }, admin))).toEqual({ message: 'User not found', code: 'NOT_FOUND' });
    expect(gqlError(await t.gql(Q, { id: 0 }, admin))).toEqual({ message: 'Invalid id', code: 'BAD_USER_INPUT' });
  });

  test('updateMember edits whitelisted fields (no OTP for admins) and is audited', async () => {
    const target = pool[2];
    const U = 'mutation($id: Int!, $i: AdminMemberInput!) { updateMember(id: $id, input: $i) { id fullname phone bep20 status } }';
    const res = await t.gql(U, { id: target.id, i: { fullname: 'Admin Edited', phone: '+15559998888', bep20: BEP20 } }, admin);
    expect(res.errors).toBeUndefined();
    expect(res.data.updateMember).toEqual({ id: target.id, fullname: 'Admin Edited', phone: '+15559998888', bep20: BEP20, status: 'unblock' });
    expect(await row(target.id)).toMatchObject({ fullname: 'Admin Edited', bep20: BEP20 });
    const audit = await t.db.manager.find(AuditLog, { where: { action: 'member.update', target: `user:${target.id}` } });
    expect(audit).toHaveLength(1);
    expect(audit[0].actorId).toBe(adminId);
    // Anything outside the whitelist is not part of the input type.
    const role = await t.gql(U, { id: target.id, i: { role: 'admin' } }, admin);
    expect(role.errors?.[0].message).toMatch(/"role" is not defined/);
    expect((await row(target.id)).role).toBe('user');
    expect(gqlError(await t.gql(U, { id: target.id, i: { email: root.email } }, admin)).code).toBe('ALREADY_EXISTS');
    expect(gqlError(await t.gql(U, { id: target.id, i: { fullname: 'Nope' } }, target.token)).code).toBe('FORBIDDEN');
    expect(gqlError(await t.gql(U, { id: 999999, i: { fullname: 'Nobody' } }, admin)).code).toBe('NOT_FOUND');
  });

  test('setMemberStatus BLOCK ends sessions at once and refuses sign-in; UNBLOCK restores sign-in', async () => {
    const m = await registerMember(t, { sponsor: root.code });
    const S = 'mutation($id: Int!, $s: AccountStatus!) { setMemberStatus(id: $id, status: $s) { id status } }';
    expect((await api.get(`users/${m.id}`, m.token)).status).toBe(200);
    const blocked = await t.gql(S, { id: m.id, s: 'BLOCK' }, admin);
    expect(blocked.data.setMemberStatus).toEqual({ id: m.id, status: 'block' });
    expect((await row(m.id)).status).toBe('block');
    expectError(await api.get(`users/${m.id}`, m.token), 401, 'Please sign in');
    expect(gqlError(await t.gql('{ me { id } }', {}, m.token)).code).toBe('UNAUTHENTICATED');
    expectError(await signIn(m), 403, 'Your account is blocked', 'FORBIDDEN');
    expectError(await signIn({ ...m, password: 'wrong-password' }), 401, 'Invalid email or password');
    const list = await t.gql(MEMBERS, { page: 1, pageSize: 100, status: 'BLOCKED' }, admin);
    expect(list.data.members.items.map((x: { id: number }) => x.id)).toEqual([m.id]);
    expect((await api.get('users/list?status=blocked', admin)).body.allusers.map((u: { id: number }) => u.id)).toEqual([m.id]);

    const unblocked = await t.gql(S, { id: m.id, s: 'UNBLOCK' }, admin);
    expect(unblocked.data.setMemberStatus.status).toBe('unblock');
    const again = await signIn(m);
    expect(again.status).toBe(200);
    expect((await api.get(`users/${m.id}`, again.body.token)).status).toBe(200);
    // The token issued before the block stays revoked.
    expect((await api.get(`users/${m.id}`, m.token)).status).toBe(401);
    expect(gqlError(await t.gql(S, { id: m.id, s: 'BLOCK' }, again.body.token)).code).toBe('FORBIDDEN');
    expect(await t.db.manager.count(AuditLog, { where: { action: 'member.block', target: `user:${m.id}` } })).toBe(1);
    expect(await t.db.manager.count(AuditLog, { where: { action: 'member.unblock', target: `user:${m.id}` } })).toBe(1);
  });

  test("REST PUT users/{id} {status:'block'} as admin blocks too; a bad status is 400", async () => {
    const m = await registerMember(t, { sponsor: root.code });
    const res = await api.put(`users/${m.id}`, { status: 'block' }, admin);
    expect(res.status).toBe(200);
    expect(res.body.singleuser.status).toBe('block');
    expectError(await signIn(m), 403, 'Your account is blocked');
    expectError(await api.put(`users/${m.id}`, { status: 'frozen' }, admin), 400, "Status must be 'block' or 'unblock'");
    expect((await api.put(`users/${m.id}`, { status: 'UNBLOCK' }, admin)).body.singleuser.status).toBe('unblock');
    expect((await signIn(m)).status).toBe(200);
  });

  test('deleteMember is a soft delete: row kept with deleted_at, no sign-in, history kept', async () => {
    const m = await registerMember(t, { sponsor: root.code });
    await credit(m.id, 'ACTIVE', '7');
    const entries = await t.db.manager.count(LedgerEntry, { where: { memberId: m.id } });
    expect(entries).toBe(1);
    const D = 'mutation($id: Int!) { deleteMember(id: $id) { success message } }';
    expect(gqlError(await t.gql(D, { id: m.id }, m.token)).code).toBe('FORBIDDEN');
    const res = await t.gql(D, { id: m.id }, admin);
    expect(res.data.deleteMember).toEqual({ success: true, message: 'Member deleted' });

    const kept = await row(m.id);
    expect(kept.deletedAt).toBeInstanceOf(Date);
    expect(kept.email).toBe(m.email);
    expect(await t.db.manager.count(LedgerEntry, { where: { memberId: m.id } })).toBe(entries);
    expectError(await signIn(m), 401, 'Invalid email or password');
    expectError(await api.get(`users/${m.id}`, m.token), 401, 'Please sign in');
    expectError(await api.get(`users/${m.id}`, admin), 404, 'User not found');
    expect((await api.get(`users/list?search=${encodeURIComponent(m.email)}`, admin)).body.total).toBe(0);
    expectError(await api.get(`users?email=${encodeURIComponent(m.email)}`, admin), 404, 'User not found');
    expect(gqlError(await t.gql(D, { id: m.id }, admin)).code).toBe('NOT_FOUND');
    await expectReconciled(t);
  });

  test('REST DELETE users/{id}: admin only', async () => {
    const m = await registerMember(t, { sponsor: root.code });
    expectError(await api.delete(`users/${m.id}`, m.token), 403, 'Not allowed');
    expect((await row(m.id)).deletedAt).toBeNull();
    const res = await api.delete(`users/${m.id}`, admin);
    expect(res.status).toBe(200);
    expect((await row(m.id)).deletedAt).not.toBeNull();
    expectError(await api.delete(`users/${m.id}`, admin), 404, 'User not found');
  });

  test('defaulters: joined more than 10 days ago with no direct referral', async () => {
    const old = await registerMember(t, { sponsor: root.code });
    const oldWithDirect = await registerMember(t, { sponsor: root.code });
    await registerMember(t, { sponsor: oldWithDirect.code });
    const fresh = await registerMember(t, { sponsor: root.code });
    const eleven = new Date(Date.now() - 11 * 24 * 60 * 60 * 1000);
    const nine = new Date(Date.now() - 9 * 24 * 60 * 60 * 1000);
    await t.db.transaction(async (em) => {
      await em.update(User, { id: old.id }, { createdAt: eleven });
      await em.update(User, { id: oldWithDirect.id }, { createdAt: eleven });
      await em.update(User, { id: fresh.id }, { createdAt: nine });
    });
    const res = await t.gql('{ defaulters { id } }', {}, admin);
    expect(res.errors).toBeUndefined();
    expect(res.data.defaulters.map((x: { id: number }) => x.id)).toEqual([old.id]);
    const rest = await api.get('users/non/users', admin);
    expect(rest.status).toBe(200);
    expect(rest.body.allnonusers).toHaveLength(1);
    expect(rest.body.allnonusers[0]).toMatchObject({ id: old.id, username: old.code, email: old.email });
    expect(new Date(rest.body.allnonusers[0].created_at).getTime()).toBeCloseTo(eleven.getTime(), -4);
    expect(gqlError(await t.gql('{ defaulters { id } }', {}, old.token)).code).toBe('FORBIDDEN');
    expectError(await api.get('users/non/users', old.token), 403, 'Not allowed');
  });

  test('admin PUT users/{id} {business: 50} credits the Active wallet through the ledger', async () => {
    const m = await registerMember(t, { sponsor: root.code });
    const res = await api.put(`users/${m.id}`, { business: 50 }, admin);
    expect(res.status).toBe(200);
    expect(res.body.singleuser).toMatchObject({ id: m.id, business: 50, wallet: 50 });
    const me = await t.gql('{ me { wallets { active income roi compound } } }', {}, m.token);
    expect(me.data.me.wallets).toEqual({ active: '50.00', income: '0.00', roi: '0.00', compound: '0.00' });
    const entries = await t.db.manager.find(LedgerEntry, { where: { memberId: m.id } });
    expect(entries.map((e) => [e.kind, e.amount])).toEqual([['ADMIN_CREDIT', 50_000_000n]]);
    await expectReconciled(t);

    // Lower: a debit of the difference; the same value again posts nothing.
    const lower = await api.put(`users/${m.id}`, { business: '20.25', non_working: 3 }, admin);
    expect(lower.body.singleuser).toMatchObject({ business: 20.25, non_working: 3, wallet: 23.25 });
    expect(await t.db.manager.count(LedgerEntry, { where: { memberId: m.id } })).toBe(3);
    expect((await api.put(`users/${m.id}`, { business: 20.25 }, admin)).status).toBe(200);
    expect(await t.db.manager.count(LedgerEntry, { where: { memberId: m.id } })).toBe(3);
    expect((await t.running.services.ledgerReads.wallets(m.id)).ACTIVE).toBe(20_250_000n);
    expectError(await api.put(`users/${m.id}`, { business: 'abc' }, admin), 400, 'Invalid active');
    expectError(await api.put(`users/${m.id}`, { business: -5 }, admin), 400, 'Invalid active');
    expect((await t.running.services.ledgerReads.wallets(m.id)).ACTIVE).toBe(20_250_000n);
    await expectReconciled(t);
  });
});
