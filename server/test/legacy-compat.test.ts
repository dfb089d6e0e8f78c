/**
 * Legacy-client compatibility of the /api/v1 adapter (REST-CONTRACT §1.1, §1.4, §1.10, §1.12, §4.8):
 * lenient `page`, literal paths beating parameter paths, the legacy row fields the old screens read,
 * and the per-session read budget that stops a looping tab from loading the server.
 */
import { adminToken, registerMember, startTestApp, TestApp } from './harness';
import { api, files, txHash } from './money-helpers';
import { createRestRouter, RouteRegistration } from '../src/app/rest';
import { registerRoutes } from '../src/app/routes';
import { MemberRank } from '../src/modules/ranks/ranks.entities';

type Method = 'get' | 'post' | 'put' | 'delete';

/**
 * Every literal (parameter-free) path of REST-CONTRACT §4, by method. Kept here so the test runs on
 * a fresh clone without the design folder; the router's own registrations are walked as well.
 */
const CONTRACT_LITERALS: Array<[Method, string]> = [
  ...(
    [
      'auth/signout', 'auth/signoutadmin', 'achivers/list', 'actplan/list', 'cto/list', 'cto', 'deposite/list', 'leadership/list',
      'notifications', 'notifications/home', 'notifications/banner', 'plans/list', 'qr', 'rewards/', 'salary/user-salaries',
      'salary/transactions', 'salary/today-stats', 'salary/tier-stats', 'salary/admin-dashboard', 'settings', 'support/list', 'tickets',
      'topup/list', 'tr/matrix', 'tr/all', 'transfer/list', 'users/list', 'users/non/users', 'users/rewards', 'users?email=x',
      'withdrawalrequest/list', 'news/list', 'codes', 'offers',
    ] as const
  ).map((p) => ['get', p] as [Method, string]),
  ...(
    [
      'auth/signin', 'auth/adminsignin', 'auth/register', 'auth/email-verification', 'auth/verify-user', 'auth/otp-code', 'pass/forget',
      'pass/reset', 'otp/send', 'otp/verify', 'achivers/add', 'actplan/add', 'bookings', 'cto/pay', 'deposite/add', 'notifications',
      'notifications/banner', 'plans/add', 'plans/addactivelevel', 'plans/addinvestlevel', 'qr/add', 'rewards/initialize', 'rewards/',
      'support/add', 'tickets', 'topup/add', 'topup/entry', 'topup/addretopup', 'tr/list', 'tr/create', 'transfer/touser',
      'transfer/to-active', 'transfer/friend', 'users/send/reward', 'withdrawalrequest/add', 'withdrawalrequest/add/roiwithdrawal',
      'withdrawalrequest/add/principle', 'withdrawalrequest/addcompoundwithdrawal', 'withdrawalrequest/debit', 'news/add', 'codes',
      'offers/create',
    ] as const
  ).map((p) => ['post', p] as [Method, string]),
  ['put', 'settings'],
  ['put', 'withdrawalrequest/compound/amount'],
];

const segments = (p: string) => p.split('?')[0].split('/').filter(Boolean);
/** Whether parameter route `pattern` would match the literal path `literal`. */
const captures = (pattern: string, literal: string) => {
  const a = segments(pattern);
  const b = segments(literal);
  return a.length === b.length && a.some((s) => s.startsWith(':')) && a.every((s, i) => s.startsWith(':') || s === b[i]);
};

describe('legacy client compatibility', () => {
  let t: TestApp;
  let admin: string;
  let sponsor: Awaited<ReturnType<typeof registerMember>>;
  let member: Awaited<ReturnType<typeof registerMember>>;

  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_DISABLED: '1' });
    admin = await adminToken(t);
    sponsor = await registerMember(t);
    member = await registerMember(t, { sponsor: sponsor.code });
  });
  afterAll(async () => t?.close());

  describe('page (§1.12, issue 10): missing, empty or non-numeric (`undefined`) mean page 1; malformed numbers stay 400', () => {
    test('admin member list with ?page=undefined (the legacy admin pages)', async () => {
      for (const q of ['?page=undefined', '?page=', '', '?page=undefined&limit=5', '?page=%20']) {
        const res = await api(t, 'get', `users/list${q}`, admin);
        expect(res.status).toBe(200);
        expect(res.body.page).toBe(1);
        expect(Number.isInteger(res.body.totalPages) && res.body.totalPages >= 1).toBe(true);
        expect(res.body.allusers.map((u: any) => u.email)).toEqual(expect.arrayContaining([member.email, sponsor.email]));
      }
      expect((await api(t, 'get', 'users/list?page=2&limit=1', admin)).body.page).toBe(2);
    });

    test('every paged legacy list reads page the same way', async () => {
      const lists: Array<[string, string]> = [
        [`deposite/by/${member.id}`, member.token],
        [`withdrawalrequest/by/${member.id}`, member.token],
        [`transfer/byid/${member.id}`, member.token],
        [`topup/by/${member.id}`, member.token],
        ['tr/all', admin],
        [`tr/user/${member.id}`, member.token],
        ['leadership/list', admin],
        [`leadership/by/${member.id}`, member.token],
        ['salary/transactions', admin],
        ['salary/user-salaries', member.token],
      ];
      for (const [path, token] of lists) {
        for (const q of ['page=undefined', 'page=', 'page=abc', 'page=NaN']) {
          const res = await api(t, 'get', `${path}?${q}`, token);
          expect([path, q, res.status, res.body.message]).toEqual([path, q, 200, expect.anything()]);
        }
        for (const q of ['page=0', 'page=-1', 'page=1.5', 'page=1e3', 'page=undefined&limit=abc', 'limit=undefined', 'limit=0', 'limit=101']) {
          const res = await api(t, 'get', `${path}?${q}`, token);
          expect([path, q, res.status, res.body.code]).toEqual([path, q, 400, 'BAD_USER_INPUT']);
        }
      }
      const all = await api(t, 'get', 'tr/all?page=undefined', admin);
      expect(all.body.currentPage).toBe(1);
    });

    test('tr/list: page `undefined` is no paging (the unpaged legacy list), not a 10-row page', async () => {
      for (let i = 0; i < 12; i++) {
        const d = await api(t, 'post', 'deposite/add', member.token).send({ amount: 10 + i, hash: txHash() });
        expectStatus(await api(t, 'put', `deposite/${d.body.deposit.id}`, admin).send({ status: 'complete' }), 200);
      }
      const unpaged = await api(t, 'post', 'tr/list', admin).send({ table_name: 'deposit' });
      expect(unpaged.status).toBe(200);
      expect(unpaged.body.alltransaction.length).toBeGreaterThanOrEqual(12);
      const lenient = await api(t, 'post', 'tr/list', admin).send({ table_name: 'deposit', page: 'undefined' });
      expect(lenient.status).toBe(200);
      expect(lenient.body.alltransaction.length).toBe(unpaged.body.alltransaction.length);
      expectStatus(await api(t, 'post', 'tr/list', admin).send({ table_name: 'deposit', page: 0 }), 400);
    });
  });

  describe('literal paths win over parameter paths (§1.1)', () => {
    test('GET users/rewards answers the ranked members, not users/{id}', async () => {
      expect((await api(t, 'get', 'users/rewards', admin)).body).toMatchObject({ success: true, allrewards: [] });
      // Fixture: the sponsor reached and was paid rank 1 (the rank engine is the ranks suites' subject).
      const plan = (await t.running.services.rewards.plans(true))[0];
      await t.db.manager.insert(MemberRank, {
        memberId: sponsor.id, rank: 1, rewardPlanId: plan.id, status: 'PAID', threshold: 1_000_000_000n, rewardAmount: 50_000_000n,
        businessAtReach: 1_000_000_000n, rewardPaid: 50_000_000n, carriedForward: 0n, startDay: '2026-01-01', reachedDay: '2026-01-02', paidAt: new Date(), createdAt: new Date(),
      });
      const res = await api(t, 'get', 'users/rewards', admin);
      expect(res.status).toBe(200);
      expect(res.body.allrewards).toEqual([{ id: sponsor.id, username: sponsor.code, email: sponsor.email, reward: 50, reward_level: 1 }]);
      expectStatus(await api(t, 'get', 'users/rewards', member.token), 403);
    });

    test('the registered routes put every literal path before any parameter path that would capture it', () => {
      const rest = createRestRouter(t.running.services);
      registerRoutes(rest);
      const table: RouteRegistration[] = rest.registrations();
      expect(table.length).toBeGreaterThan(100);
      for (const [i, r] of table.entries()) {
        if (r.path.includes(':')) continue;
        const earlier = table.slice(0, i).filter((p) => p.method === r.method && captures(p.path, r.path));
        expect([r.method, r.path, earlier.map((p) => p.path)]).toEqual([r.method, r.path, []]);
      }
      // The contract's literal paths are all registered.
      const registered = new Set(table.map((r) => `${r.method} ${segments(r.path).join('/')}`));
      for (const [method, path] of CONTRACT_LITERALS) expect(registered.has(`${method} ${segments(path).join('/')}`) ? path : `missing ${method} ${path}`).toBe(path);
    });

    test('over HTTP, no literal path of the contract or the router is answered by a parameter route', async () => {
      const rest = createRestRouter(t.running.services);
      registerRoutes(rest);
      const params = rest.registrations().filter((r) => r.path.includes(':'));
      const derived = rest
        .registrations()
        .filter((r) => !r.path.includes(':'))
        .map((r) => [r.method, r.path.replace(/^\//, '')] as [Method, string]);
      const walk = [...CONTRACT_LITERALS, ...derived];
      expect(walk.length).toBeGreaterThan(CONTRACT_LITERALS.length);
      for (const [method, path] of walk) {
        // Sign-outs revoke the session they carry: walk them without one (they are public).
        const token = path.startsWith('auth/') ? undefined : admin;
        const res = await api(t, method as any, path, token).send({});
        const capturing = params.filter((p) => p.method === method && captures(p.path, path));
        const answer = { method, path, status: res.status, message: res.body?.message, fields: Object.keys(res.body?.fields ?? {}) };
        // Routed: a 404 here may only name a missing record, never the unknown-route 'Not found'
        // (except `offers/mine`, registered to answer exactly that: not in our design, §4.26).
        if (path !== 'offers/mine') expect({ ...answer, unrouted: answer.status === 404 && answer.message === 'Not found' }).toEqual({ ...answer, unrouted: false });
        if (capturing.length) {
          // A parameter route would refuse the literal segment as its id: never that answer.
          const paramNames = capturing.flatMap((p) => segments(p.path).filter((s) => s.startsWith(':')).map((s) => s.slice(1)));
          const byParam = answer.message === 'Invalid id' && answer.fields.some((f) => paramNames.includes(f));
          expect({ ...answer, byParam }).toEqual({ ...answer, byParam: false });
        }
      }
    });
  });

  describe('legacy fields (§1.10, §4.8)', () => {
    test('deposit rows carry image_name, the stored proof name the receipt column builds its URL from', async () => {
      const created = await api(t, 'post', 'deposite/add', member.token).field('amount', '25').field('user_id', String(member.id)).attach('image', files.png(), 'proof.png');
      expect(created.status).toBe(201);
      const d = created.body.deposit;
      expect(d.image).toMatch(/^deposits\/[0-9a-f]{32}\.png$/);
      expect(d.image_name).toBe(d.image);
      expect(d.imageUrl).toBe(`/uploads/${d.image_name}`);
      const file = await t.http().get(`/uploads/${d.image_name}`).set('Authorization', `Bearer ${member.token}`);
      expect(file.status).toBe(200);
      const mine = await api(t, 'get', `deposite/by/${member.id}`, member.token);
      expect(mine.body.singleDeposite.find((r: any) => r.id === d.id)).toMatchObject({ image: d.image, image_name: d.image });
      const all = await api(t, 'get', 'deposite/list', admin);
      expect(all.body.alldeposite.find((r: any) => r.id === d.id)).toMatchObject({ image_name: d.image, email: member.email });
      // A hash deposit has no proof: image_name is null like image.
      const byHash = await api(t, 'post', 'deposite/add', member.token).send({ amount: 30, hash: txHash() });
      expect(byHash.body.deposit).toMatchObject({ image: null, image_name: null });
    });

    test('singleuser: reffer_by is the sponsor referral code, reffer_by_id its id, and updated_at is present', async () => {
      const res = await api(t, 'get', `users/${member.id}`, member.token);
      expect(res.status).toBe(200);
      const u = res.body.singleuser;
      expect(u.reffer_by).toBe(sponsor.code);
      expect(u.reffer_by_id).toBe(sponsor.id);
      expect(typeof u.updated_at).toBe('string');
      expect(new Date(u.updated_at).toISOString()).toBe(u.updated_at);
      expect(Date.parse(u.updated_at)).toBeGreaterThanOrEqual(Date.parse(u.created_at));
      // The same object in the admin list and on sign-in.
      const list = await api(t, 'get', `users/list?search=${encodeURIComponent(member.email)}`, admin);
      expect(list.body.allusers[0]).toMatchObject({ id: member.id, reffer_by: sponsor.code, reffer_by_id: sponsor.id });
      const signIn = await api(t, 'post', 'auth/signin').send({ email: member.email, password: member.password });
      expect(signIn.body.auth).toMatchObject({ reffer_by: sponsor.code, reffer_by_id: sponsor.id, updated_at: expect.any(String) });
    });
  });
});

describe('per-session read budget (READ_LIMIT_PER_MINUTE)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ READ_LIMIT_PER_MINUTE: '5' });
  });
  afterAll(async () => t?.close());

  test('a looping tab gets 429 with Retry-After and the error envelope on its route group; the session\'s other lists, other sessions and writes are unaffected', async () => {
    const a = await registerMember(t);
    const b = await registerMember(t, { sponsor: a.code });
    for (let i = 0; i < 5; i++) expectStatus(await api(t, 'get', `deposite/by/${a.id}?page=${i + 1}`, a.token), 200);
    const refused = await api(t, 'get', `deposite/by/${a.id}?page=undefined`, a.token);
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(Number.isInteger(wait) && wait >= 1 && wait <= 60).toBe(true);
    expect(refused.body).toEqual({ success: false, message: 'Too many requests, try again later', error: 'Too many requests, try again later', code: 'RATE_LIMITED' });
    // The budget belongs to the account, not the token or transport: the cookie session shares it.
    expectStatus(await t.http().get(`/api/v1/deposite/by/${a.id}`).set('Cookie', `token=${a.token}`), 429);
    // Per route group (issue 20 item 16): the same session still reads its withdrawals and profile.
    expectStatus(await api(t, 'get', `withdrawalrequest/by/${a.id}`, a.token), 200);
    expectStatus(await api(t, 'get', `users/${a.id}`, a.token), 200);
    // Unknown paths count too, in one group of their own (a loop on a 404 is bounded as well).
    for (let i = 0; i < 5; i++) expectStatus(await api(t, 'get', `no/such/path/${i}`, a.token), 404);
    expectStatus(await api(t, 'get', 'another/unknown', a.token), 429);
    // Writes are not reads.
    expectStatus(await api(t, 'post', `tr/tr/${a.id}`, a.token).send({ table_name: 'deposit' }), 200);
    // Another member has a budget of their own.
    expectStatus(await api(t, 'get', `users/${b.id}`, b.token), 200);
  });

  test('anonymous reads are counted per client IP', async () => {
    let last = 0;
    for (let i = 0; i < 6; i++) last = (await api(t, 'get', 'plans/list')).status;
    expect(last).toBe(429);
    // A signed-in session from the same IP keeps its own budget.
    const admin = await adminToken(t);
    expectStatus(await api(t, 'get', 'users/list?page=undefined', admin), 200);
  });

  test('RATE_LIMIT_DISABLED=1 turns the read budget off (as the other throttles)', async () => {
    const off = await startTestApp({ READ_LIMIT_PER_MINUTE: '2', RATE_LIMIT_DISABLED: '1' });
    try {
      for (let i = 0; i < 8; i++) expectStatus(await api(off, 'get', 'plans/list'), 200);
    } finally {
      await off.close();
    }
  });
});

function expectStatus(res: { status: number; body: any }, status: number) {
  expect({ status: res.status, message: res.body?.message }).toEqual({ status, message: expect.anything() });
}
