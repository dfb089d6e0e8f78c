/**
 * Referral tree reads through the real server: GraphQL (teamSummary, directMembers, downlineLevel,
 * referralTree, searchTeam, treeMember) and REST (referral/list, referral/full, REST-CONTRACT §4.13),
 * with the access rules: a member reads only their own downline, an admin reads anyone.
 */
import { adminToken, expectReconciled, registerMember, startTestApp, TestApp } from './harness';
import { Plan } from '../src/modules/plans/plan.entity';
import { User } from '../src/modules/users/user.entity';

let t: TestApp;
let admin: string;
type M = Awaited<ReturnType<typeof registerMember>>;
let root: M, a: M, b: M, a1: M, a2: M, a11: M, b1: M;

const NODE = 'id username fullname email referralCode isActive status sponsorId joinedAt planName ownBusiness teamBusiness teamSize directCount activeDirects';

const api = (path: string, token?: string) => {
  const req = t.http().get(`/api/v1/${path}`);
  return token ? req.set('Authorization', `Bearer ${token}`) : req;
};
const code = (res: { errors?: Array<{ extensions?: { code?: string } }> }) => res.errors?.[0]?.extensions?.code;

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_DISABLED: '1' });
  admin = await adminToken(t);
  root = await registerMember(t);
  a = await registerMember(t, { sponsor: root.code });
  b = await registerMember(t, { sponsor: root.code });
  a1 = await registerMember(t, { sponsor: a.code });
  a2 = await registerMember(t, { sponsor: a.code });
  a11 = await registerMember(t, { sponsor: a1.code });
  b1 = await registerMember(t, { sponsor: b.code });
  await t.db.transaction((em) => t.running.services.referral.onPrincipalChange(em, a11.id, 150_000_000n));
}, 60000);
afterAll(() => t.close());

describe('GraphQL', () => {
  test('teamSummary answers from the aggregates, with levels 1-20 zero-filled', async () => {
    const res = await t.gql(`{ teamSummary { memberId directCount activeDirects teamSize ownBusiness teamBusiness levels { level members active business } } }`, {}, root.token);
    expect(res.errors).toBeUndefined();
    const s = res.data.teamSummary;
    expect(s).toMatchObject({ memberId: root.id, directCount: 2, activeDirects: 0, teamSize: 6, ownBusiness: '0.00', teamBusiness: '150.00' });
    expect(s.levels).toHaveLength(20);
    expect(s.levels.slice(0, 4)).toEqual([
      { level: 1, members: 2, active: 0, business: '0.00' },
      { level: 2, members: 3, active: 0, business: '0.00' },
      { level: 3, members: 1, active: 0, business: '150.00' },
      { level: 4, members: 0, active: 0, business: '0.00' },
    ]);
  });

  test('directMembers pages by key', async () => {
    const q = `query($after: Int) { directMembers(take: 1, after: $after) { total nextAfter items { ${NODE} } } }`;
    const first = await t.gql(q, {}, root.token);
    expect(first.data.directMembers).toMatchObject({ total: 2, nextAfter: a.id, items: [{ id: a.id, username: a.code, directCount: 2, teamSize: 3, teamBusiness: '150.00', isActive: false }] });
    const second = await t.gql(q, { after: first.data.directMembers.nextAfter }, root.token);
    expect(second.data.directMembers).toMatchObject({ total: 2, nextAfter: null, items: [{ id: b.id, teamSize: 1 }] });
  });

  test('downlineLevel lists one level of the downline, and rejects levels outside 1-20', async () => {
    const res = await t.gql(`{ downlineLevel(level: 2) { total nextAfter items { id } } }`, {}, root.token);
    expect(res.data.downlineLevel).toEqual({ total: 3, nextAfter: null, items: [{ id: a1.id }, { id: a2.id }, { id: b1.id }] });
    const bad = await t.gql(`{ downlineLevel(level: 21) { total } }`, {}, root.token);
    expect(code(bad)).toBe('BAD_USER_INPUT');
    const tooMany = await t.gql(`{ directMembers(take: 101) { total } }`, {}, root.token);
    expect(code(tooMany)).toBe('BAD_USER_INPUT');
  });

  test('referralTree loads two levels per call', async () => {
    const res = await t.gql(`{ referralTree { total nextAfter items { id directCount children { id directCount children { id } } } } }`, {}, root.token);
    expect(res.errors).toBeUndefined();
    expect(res.data.referralTree).toEqual({
      total: 2,
      nextAfter: null,
      items: [
        { id: a.id, directCount: 2, children: [{ id: a1.id, directCount: 1, children: null }, { id: a2.id, directCount: 0, children: null }] },
        { id: b.id, directCount: 1, children: [{ id: b1.id, directCount: 0, children: null }] },
      ],
    });
    const deeper = await t.gql(`query($m: Int) { referralTree(memberId: $m, childTake: 1) { items { id children { id } } } }`, { m: a.id }, a.token);
    expect(deeper.data.referralTree.items).toEqual([
      { id: a1.id, children: [{ id: a11.id }] },
      { id: a2.id, children: [] },
    ]);
  });

  test('searchTeam finds by username, referral code or email inside the downline and returns the path', async () => {
    const q = `query($q: String!, $m: Int) { searchTeam(query: $q, memberId: $m) { level node { id } path { id } } }`;
    const byName = await t.gql(q, { q: a11.code.toLowerCase() }, root.token);
    expect(byName.data.searchTeam).toEqual({ level: 3, node: { id: a11.id }, path: [{ id: root.id }, { id: a.id }, { id: a1.id }, { id: a11.id }] });
    const byEmail = await t.gql(q, { q: a11.email.toUpperCase() }, a.token);
    expect(byEmail.data.searchTeam).toMatchObject({ level: 2, path: [{ id: a.id }, { id: a1.id }, { id: a11.id }] });
    expect(code(await t.gql(q, { q: b1.code }, a.token))).toBe('FORBIDDEN'); // outside a's downline
    expect(code(await t.gql(q, { q: root.code }, a.token))).toBe('FORBIDDEN'); // the upline too
    expect(code(await t.gql(q, { q: 'NOSUCH999' }, a.token))).toBe('NOT_FOUND');
    expect(code(await t.gql(q, { q: '  ' }, a.token))).toBe('BAD_USER_INPUT');
    // An admin searches any member's team; outside that team is simply not found.
    expect((await t.gql(q, { q: b1.code, m: b.id }, admin)).data.searchTeam.path).toEqual([{ id: b.id }, { id: b1.id }]);
    expect(code(await t.gql(q, { q: a11.code, m: b.id }, admin))).toBe('NOT_FOUND');
  });

  test("a member reading another member's tree is refused; the own downline is allowed", async () => {
    const queries = [
      `query($m: Int) { teamSummary(memberId: $m) { teamSize } }`,
      `query($m: Int) { directMembers(memberId: $m) { total } }`,
      `query($m: Int) { downlineLevel(memberId: $m, level: 1) { total } }`,
      `query($m: Int) { referralTree(memberId: $m) { total } }`,
    ];
    for (const q of queries) {
      expect(code(await t.gql(q, { m: b.id }, a.token))).toBe('FORBIDDEN'); // a sibling
      expect(code(await t.gql(q, { m: root.id }, a.token))).toBe('FORBIDDEN'); // the sponsor
      expect((await t.gql(q, { m: a1.id }, a.token)).errors).toBeUndefined(); // own downline
      expect((await t.gql(q, { m: b.id }, admin)).errors).toBeUndefined(); // admins see anyone
      expect(code(await t.gql(q, { m: b.id }))).toBe('UNAUTHENTICATED');
    }
    expect(code(await t.gql(`{ teamSummary { teamSize } }`, {}, admin))).toBe('FORBIDDEN'); // an admin names the member
    expect(code(await t.gql(`query($c: String) { treeMember(code: $c) { id } }`, { c: b.code }, a.token))).toBe('FORBIDDEN');
    const card = await t.gql(`query($c: String) { treeMember(code: $c) { id teamSize teamBusiness } }`, { c: a.code }, admin);
    expect(card.data.treeMember).toEqual({ id: a.id, teamSize: 3, teamBusiness: '150.00' });
    expect((await t.gql(`{ treeMember { id } }`, {}, a.token)).data.treeMember).toEqual({ id: a.id });
    expect(code(await t.gql(`query($c: String) { treeMember(code: $c) { id } }`, { c: 'NOSUCH999' }, admin))).toBe('NOT_FOUND');
  });
});

test('a node shows the plan and principal of its running investment after a real top-up', async () => {
  const services = t.running.services;
  const adminUser = await t.db.manager.findOneByOrFail(User, { role: 'admin' });
  const plan = await t.db.transaction(async (em) => {
    const p = em.create(Plan, { name: 'Tree Silver', description: '', price: 100_000_000n, minAmount: 10_000_000n, maxAmount: 0n, roiRate: 5000n, sponsorRate: 50000n, periodMonths: 12, capMultiplier: 2, isActive: true, createdAt: new Date(), updatedAt: null });
    await em.insert(Plan, p);
    return p;
  });
  await services.withdrawals.adjustWallet(adminUser.id, a2.id, 'ACTIVE', 'credit', 500_000_000n, 'tree test', 'tree-test-credit');
  const payer = await t.db.manager.findOneByOrFail(User, { id: a2.id });
  await services.topups.topUp(payer, 'TOPUP', { planId: plan.id, amount: '250' }, 'tree-test-topup');
  const res = await t.gql(`query($m: Int) { directMembers(memberId: $m) { items { id planName ownBusiness isActive } } }`, { m: a.id }, a.token);
  expect(res.data.directMembers.items).toEqual([
    { id: a1.id, planName: null, ownBusiness: '0.00', isActive: false },
    { id: a2.id, planName: 'Tree Silver', ownBusiness: '250.00', isActive: true },
  ]);
  const summary = await t.gql(`{ teamSummary { activeDirects teamBusiness levels { level members active business } } }`, {}, a.token);
  expect(summary.data.teamSummary).toMatchObject({ activeDirects: 1, teamBusiness: '400.00' });
  expect(summary.data.teamSummary.levels[0]).toEqual({ level: 1, members: 2, active: 1, business: '250.00' });
  const rest = await api(`referral/list/${a.code}`, a.token);
  expect(rest.body.referralTree[1]).toMatchObject({ id: a2.id, active_plan: 250, plan_name: 'Tree Silver', is_active: 'active' });
  await expectReconciled(t);
});

describe('REST', () => {
  test('referral/list/{code or id} lists direct referrals with the legacy keys', async () => {
    const res = await api(`referral/list/${a.code}`, a.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, truncated: false });
    expect(res.body.referralTree.map((n: any) => n.id)).toEqual([a1.id, a2.id]);
    const node = res.body.referralTree[0];
    expect(node).toMatchObject({ id: a1.id, username: a1.code, email: a1.email, refferal_code: a1.code, is_active: 'inactive', active_plan: 0, status: 'unblock', team_size: 1, team_business: 150 });
    const stored = await t.db.manager.findOneByOrFail(User, { id: a1.id });
    expect(node.created_at).toBe(stored.createdAt.toISOString());
    const byId = await api(`referral/list/${a1.id}`, a.token);
    expect(byId.body.referralTree.map((n: any) => n.id)).toEqual([a11.id]);
    expect((await api(`referral/list/${a.code.toLowerCase()}`, admin)).body.referralTree).toHaveLength(2);
  });

  test('referral/list refuses another member, answers 404 for an unknown code and 401 without a session', async () => {
    const other = await api(`referral/list/${b.code}`, a.token);
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({ success: false, message: 'Not allowed', code: 'FORBIDDEN' });
    expect((await api(`referral/list/${root.id}`, a.token)).status).toBe(403);
    expect((await api('referral/list/NOSUCH999', a.token)).status).toBe(404);
    expect((await api(`referral/list/${a.code}`)).status).toBe(401);
  });

  test('referral/full nests the downline under referrals, to the asked depth', async () => {
    const res = await api(`referral/full/${root.code}?depth=2`, root.token);
    expect(res.status).toBe(200);
    const shape = (n: any): any => ({ id: n.id, referrals: n.referrals.map(shape) });
    expect(res.body.truncated).toBe(false);
    expect(res.body.treeData.map(shape)).toEqual([
      { id: a.id, referrals: [{ id: a1.id, referrals: [] }, { id: a2.id, referrals: [] }] },
      { id: b.id, referrals: [{ id: b1.id, referrals: [] }] },
    ]);
    const full = await api(`referral/full/${root.code}`, root.token);
    expect(full.body.treeData[0].referrals[0].referrals.map((n: any) => n.id)).toEqual([a11.id]);
    expect((await api(`referral/full/${root.code}?depth=abc`, root.token)).status).toBe(400);
    expect((await api(`referral/full/${b.code}`, a.token)).status).toBe(403);
    expect((await api(`referral/full/${b.code}`, admin)).body.treeData.map((n: any) => n.id)).toEqual([b1.id]);
  });
});
