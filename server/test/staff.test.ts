/**
 * Staff roles and maker-checker through the real server (issue 17 items 1 and 2; BUSINESS-RULES §9):
 * invitations, role changes and deactivation; manual balance changes, top-up reversals and
 * withdrawals above `approvalThreshold` wait for a *different* staff member holding the permission,
 * post exactly once when approved (even approved 20 times at once) and nothing when rejected or
 * withdrawn by their maker.
 */
import crypto from 'node:crypto';
import { api, credit, newMember, setPayoutAddress, systemBalance, usd, useMoneyApp, wallet } from './money-helpers';
import { inviteStaff } from './staff-helpers';

const c = useMoneyApp();

const ADJUST = `mutation($input: AdjustWalletInput!) { adjustWallet(input: $input) { transactionId amount pendingApproval { id status makerName memberName amount reason kind } } }`;
const APPROVE = 'mutation($id: ID!) { approveRequest(id: $id) { id status checkerName } }';
const REJECT = 'mutation($id: ID!, $reason: String!) { rejectRequest(id: $id, reason: $reason) { id status decisionNote } }';
const WITHDRAW = 'mutation($id: ID!, $reason: String) { withdrawRequest(id: $id, reason: $reason) { id status checkerName decisionNote decidedAt } }';
const PENDING = '{ pendingApprovals { total items { id kind status makerId amount memberName } } }';

const adjust = (token: string, memberId: number, amount: string, action = 'CREDIT') =>
  c.t.gql(ADJUST, { input: { memberId, wallet: 'ACTIVE', action, amount, reason: 'Cash paid at the desk', idempotencyKey: crypto.randomUUID() } }, token);

describe('one staff member holding a money permission (a fresh installation)', () => {
  test('manual changes apply at once and the dashboard says a second person is needed', async () => {
    const m = await newMember(c);
    const res = await adjust(c.admin, m.id, '25');
    expect(res.errors).toBeUndefined();
    expect(res.data.adjustWallet.pendingApproval).toBeNull();
    expect(res.data.adjustWallet.transactionId).toEqual(expect.any(Number));
    expect(await wallet(c.t, m.id, 'ACTIVE')).toBe(usd(25));
    const access = await c.t.gql('{ myStaffAccess { role needsSecondPerson fourEyes } }', {}, c.admin);
    expect(access.data.myStaffAccess).toEqual({ role: 'OWNER', needsSecondPerson: true, fourEyes: false });
  });
});

describe('staff invitations, roles and deactivation', () => {
  test('an invited staff member sets a password once and signs in at the admin sign-in', async () => {
    const s = await inviteStaff(c.t, c.admin, 'SUPPORT', 'Sam Support');
    const again = await c.t.gql('mutation($t: String!) { acceptStaffInvite(token: $t, password: "another-pass-1") { token } }', { t: s.inviteToken });
    expect(again.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const signIn = await c.t.http().post('/api/v1/auth/adminsignin').send({ email: s.email, password: s.password });
    expect(signIn.status).toBe(200);
    const list = await c.t.gql('{ staff { email role state permissions } }', {}, c.admin);
    expect(list.data.staff).toEqual(expect.arrayContaining([expect.objectContaining({ email: s.email, role: 'SUPPORT', state: 'ACTIVE', permissions: ['members:read', 'tickets:reply'] })]));
    // Support reads members but moves no money.
    expect((await c.t.gql('{ members(page: 1, pageSize: 5) { total } }', {}, s.token)).errors).toBeUndefined();
    const m = await newMember(c);
    const refused = await adjust(s.token, m.id, '5');
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(refused.errors?.[0].message).toContain('wallets:adjust');
  });

  test('bad input is refused and changes nothing', async () => {
    const bad = await c.t.gql('mutation { createStaff(input: { email: "not-an-email", fullname: "X Y", role: ANALYST }) { id } }', {}, c.admin);
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const taken = await c.t.gql('mutation($e: String!) { createStaff(input: { email: $e, fullname: "Copy Cat", role: ANALYST }) { id } }', { e: c.root.email }, c.admin);
    expect(taken.errors?.[0].extensions?.code).toBe('ALREADY_EXISTS');
    const wrongToken = await c.t.gql('mutation { acceptStaffInvite(token: "abc", password: "password-123") { token } }');
    expect(wrongToken.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  test('a role change takes effect on the next request; the last owner cannot be demoted', async () => {
    const s = await inviteStaff(c.t, c.admin, 'CONTENT');
    expect((await c.t.gql('{ deposits(page: 1, pageSize: 5) { total } }', {}, s.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const changed = await c.t.gql('mutation($id: ID!) { setStaffRole(id: $id, role: ANALYST) { role permissions } }', { id: String(s.id) }, c.admin);
    expect(changed.data.setStaffRole.role).toBe('ANALYST');
    expect((await c.t.gql('{ deposits(page: 1, pageSize: 5) { total } }', {}, s.token)).errors).toBeUndefined();
    const owner = (await c.t.gql('{ adminMe { id } }', {}, c.admin)).data.adminMe.id;
    const demote = await c.t.gql('mutation($id: ID!) { setStaffRole(id: $id, role: FINANCE) { role } }', { id: String(owner) }, c.admin);
    expect(demote.errors?.[0].extensions?.code).toBe('CONFLICT');
  });

  test('deactivation ends the sessions at once and stops sign-in; an owner cannot deactivate themself', async () => {
    const s = await inviteStaff(c.t, c.admin, 'ANALYST');
    expect((await c.t.gql('{ adminMe { id } }', {}, s.token)).errors).toBeUndefined();
    const off = await c.t.gql('mutation($id: ID!) { deactivateStaff(id: $id) { state } }', { id: String(s.id) }, c.admin);
    expect(off.data.deactivateStaff.state).toBe('DEACTIVATED');
    expect((await c.t.gql('{ adminMe { id } }', {}, s.token)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await c.t.http().post('/api/v1/auth/adminsignin').send({ email: s.email, password: s.password })).status).not.toBe(200);
    const owner = (await c.t.gql('{ adminMe { id } }', {}, c.admin)).data.adminMe.id;
    expect((await c.t.gql('mutation($id: ID!) { deactivateStaff(id: $id) { state } }', { id: String(owner) }, c.admin)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    // Back on: signs in again.
    await c.t.gql('mutation($id: ID!) { reactivateStaff(id: $id) { state } }', { id: String(s.id) }, c.admin);
    expect((await c.t.http().post('/api/v1/auth/adminsignin').send({ email: s.email, password: s.password })).status).toBe(200);
  });

  test("staff acting on a member's records through member routes need the permission", async () => {
    const content = await inviteStaff(c.t, c.admin, 'CONTENT');
    const m = await newMember(c);
    const ticket = await c.t.gql('mutation { createTicket(input: { subject: "Help please", description: "My deposit is late, please check it" }) { id } }', {}, m.token);
    const ticketId = ticket.data?.createTicket?.id;
    if (ticketId) {
      const reply = await api(c.t, 'post', `tickets/${ticketId}/responses`, content.token).send({ message: 'Hello from content' });
      expect(reply.status).toBe(403);
      const support = await inviteStaff(c.t, c.admin, 'SUPPORT');
      const ok = await api(c.t, 'post', `tickets/${ticketId}/responses`, support.token).send({ message: 'Hello from support' });
      expect(ok.status).toBe(201);
    } else {
      throw new Error(JSON.stringify(ticket.errors));
    }
    const reads = await c.t.gql('query($id: Int!) { member(id: $id) { id } }', { id: m.id }, content.token);
    expect(reads.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  test('only the OWNER manages staff', async () => {
    const f = await inviteStaff(c.t, c.admin, 'SUPPORT');
    const res = await c.t.gql('mutation { createStaff(input: { email: "x@example.com", fullname: "X Y", role: OWNER }) { id } }', {}, f.token);
    expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('maker-checker with two people holding the permission', () => {
  let finance: Awaited<ReturnType<typeof inviteStaff>>;
  let member: Awaited<ReturnType<typeof newMember>>;
  let rich: Awaited<ReturnType<typeof newMember>>;

  /** Funds the member's Active wallet (owner makes, finance checks) and buys the plan. */
  async function investPlanWithApproval(m: Awaited<ReturnType<typeof newMember>>, amount: number, plan: string) {
    const req = (await adjust(c.admin, m.id, String(amount))).data.adjustWallet.pendingApproval;
    expect((await c.t.gql(APPROVE, { id: req.id }, finance.token)).errors).toBeUndefined();
    const user = (await c.t.running.services.users.byId(m.id))!;
    const planId = (await c.t.running.services.plans.list()).find((p) => p.name === plan)!.id;
    return c.t.running.services.topups.topUp(user, 'TOPUP', { planId, amount: String(amount) });
  }

  beforeAll(async () => {
    // Money set up while the owner is still the only holder (applies at once).
    member = await newMember(c);
    rich = await newMember(c);
    await credit(c, rich.id, 5000, 'non_working');
    await setPayoutAddress(c, rich);
    finance = await inviteStaff(c.t, c.admin, 'FINANCE', 'Fran Finance');
  });

  test('a cash credit waits; the maker cannot approve it; a different holder approves and it posts once', async () => {
    const before = await wallet(c.t, member.id, 'ACTIVE');
    const made = await adjust(finance.token, member.id, '40.50');
    expect(made.errors).toBeUndefined();
    const req = made.data.adjustWallet.pendingApproval;
    expect(made.data.adjustWallet.transactionId).toBeNull();
    expect(req).toMatchObject({ status: 'PENDING', makerName: expect.stringContaining('Fran Finance'), amount: '40.50', kind: 'wallet.adjust' });
    expect(await wallet(c.t, member.id, 'ACTIVE')).toBe(before);

    const own = await c.t.gql(APPROVE, { id: req.id }, finance.token);
    expect(own.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await wallet(c.t, member.id, 'ACTIVE')).toBe(before);

    const pending = await c.t.gql(PENDING, {}, c.admin);
    expect(pending.data.pendingApprovals.items.map((i: any) => i.id)).toContain(req.id);

    const ok = await c.t.gql(APPROVE, { id: req.id }, c.admin);
    expect(ok.errors).toBeUndefined();
    expect(ok.data.approveRequest.status).toBe('APPROVED');
    expect(await wallet(c.t, member.id, 'ACTIVE')).toBe(before + usd('40.50'));
    const twice = await c.t.gql(APPROVE, { id: req.id }, c.admin);
    expect(twice.errors?.[0].extensions?.code).toBe('ALREADY_PROCESSED');
    expect(await wallet(c.t, member.id, 'ACTIVE')).toBe(before + usd('40.50'));

    // The audit log shows maker, checker and the balance before and after (money in micro-units, as text).
    const ownerId = (await c.t.gql('{ adminMe { id } }', {}, c.admin)).data.adminMe.id;
    const rows: Array<{ action: string; actor_id: number | string; before_state: string | null; after_state: string | null }> = await c.t.db.manager.query(
      'SELECT action, actor_id, before_state, after_state FROM audit_log WHERE target = ? OR (target = ? AND action = ?) ORDER BY id',
      [`approval:${req.id}`, `user:${member.id}`, 'wallet.credit'],
    );
    const audit = rows.map((r) => ({ action: r.action, actor: Number(r.actor_id), before: r.before_state === null ? undefined : JSON.parse(r.before_state), after: r.after_state === null ? undefined : JSON.parse(r.after_state) }));
    const change = { memberId: member.id, wallet: 'ACTIVE', action: 'credit', amount: String(usd('40.50')), reason: 'Cash paid at the desk' };
    expect(audit).toEqual([
      // The maker's request: nothing before it, the pending change after.
      { action: 'approval.request', actor: finance.id, before: null, after: { status: 'pending', ...change } },
      // The checker's posting: the member's Active balance before and after.
      { action: 'wallet.credit', actor: ownerId, before: { ACTIVE: String(before) }, after: { ACTIVE: String(before + usd('40.50')) } },
      { action: 'approval.approve', actor: ownerId, before: { status: 'pending' }, after: { status: 'approved', result: { transactionId: expect.any(Number), ...change } } },
    ]);
  });

  test('20 simultaneous approvals post once', async () => {
    const before = await wallet(c.t, member.id, 'ACTIVE');
    const adjustments0 = await systemBalance(c.t, 'ADJUSTMENTS');
    const req = (await adjust(finance.token, member.id, '7')).data.adjustWallet.pendingApproval;
    const results = await Promise.all(Array.from({ length: 20 }, () => c.t.gql(APPROVE, { id: req.id }, c.admin)));
    expect(results.filter((r) => !r.errors).length).toBe(1);
    expect(results.filter((r) => r.errors).every((r) => r.errors![0].extensions?.code === 'ALREADY_PROCESSED')).toBe(true);
    expect(await wallet(c.t, member.id, 'ACTIVE')).toBe(before + usd(7));
    expect(await systemBalance(c.t, 'ADJUSTMENTS')).toBe(adjustments0 - usd(7));
  });

  test('a rejection posts nothing and needs a reason', async () => {
    const before = await wallet(c.t, member.id, 'ACTIVE');
    const req = (await adjust(c.admin, member.id, '99')).data.adjustWallet.pendingApproval;
    expect((await c.t.gql(REJECT, { id: req.id, reason: '' }, finance.token)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const r = await c.t.gql(REJECT, { id: req.id, reason: 'No cash receipt' }, finance.token);
    expect(r.data.rejectRequest).toMatchObject({ status: 'REJECTED', decisionNote: 'No cash receipt' });
    expect(await wallet(c.t, member.id, 'ACTIVE')).toBe(before);
    expect((await c.t.gql(APPROVE, { id: req.id }, finance.token)).errors?.[0].extensions?.code).toBe('ALREADY_PROCESSED');
  });

  test('the legacy cash-handling routes wait for approval too (202)', async () => {
    const before = await wallet(c.t, member.id, 'ACTIVE');
    const res = await api(c.t, 'post', 'tr/create', finance.token).set('Idempotency-Key', crypto.randomUUID()).send({ user_id: member.id, amount: 12, transaction_type: 'credit', source: 'ACTIVE', reason: 'legacy desk' });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ success: true, approval: { status: 'pending', amount: 12, user_id: member.id } });
    const edit = await api(c.t, 'put', `users/${member.id}`, finance.token).send({ business: '1000.00' });
    expect(edit.status).toBe(403); // FINANCE lacks members:write: the member edit is refused
    expect(await wallet(c.t, member.id, 'ACTIVE')).toBe(before);
  });

  test("the owner's member edit of a wallet waits for finance; an echoed unchanged value changes nothing", async () => {
    const current = await wallet(c.t, member.id, 'ACTIVE');
    const dollars = (Number(current / 10_000n) / 100).toFixed(2);
    const echo = await api(c.t, 'put', `users/${member.id}`, c.admin).send({ fullname: 'Renamed Member', business: dollars });
    expect(echo.status).toBe(200);
    const set = await api(c.t, 'put', `users/${member.id}`, c.admin).send({ business: '1.00' });
    expect(set.status).toBe(202);
    expect(await wallet(c.t, member.id, 'ACTIVE')).toBe(current);
    const ok = await c.t.gql(APPROVE, { id: String(set.body.approval.approval_id) }, finance.token);
    expect(ok.errors).toBeUndefined();
    expect(await wallet(c.t, member.id, 'ACTIVE')).toBe(usd(1));
  });

  test('a withdrawal above the threshold needs a second person; below it applies at once', async () => {
    const small = await api(c.t, 'post', 'withdrawalrequest/add', rich.token).send({ amount: 100, user_id: rich.id, check: true });
    expect(small.status).toBe(201);
    const big = await api(c.t, 'post', 'withdrawalrequest/add', rich.token).send({ amount: 1500, user_id: rich.id, check: true });
    expect(big.status).toBe(201);
    const SET = 'mutation($id: Int!) { setWithdrawalStatus(id: $id, status: COMPLETE) { id status pendingApproval { id status amount } } }';
    const a = await c.t.gql(SET, { id: small.body.withdrawal.id }, finance.token);
    expect(a.data.setWithdrawalStatus).toMatchObject({ status: 'COMPLETE', pendingApproval: null });
    const b = await c.t.gql(SET, { id: big.body.withdrawal.id }, finance.token);
    expect(b.data.setWithdrawalStatus).toMatchObject({ status: 'PENDING', pendingApproval: { status: 'PENDING', amount: '1500.00' } });
    // The queue shows it waiting; asking again is a conflict, not a second request.
    const queue = await c.t.gql('{ withdrawals(status: PENDING, page: 1, pageSize: 50) { items { id pendingApproval { status } } } }', {}, c.admin);
    expect(queue.errors).toBeUndefined();
    expect(queue.data.withdrawals.items.find((w: any) => w.id === big.body.withdrawal.id)?.pendingApproval).toEqual({ status: 'PENDING' });
    // Asking again while it waits is a conflict, not a second request.
    expect((await c.t.gql(SET, { id: big.body.withdrawal.id }, c.admin)).errors?.[0].extensions?.code).toBe('CONFLICT');
    const payouts0 = await systemBalance(c.t, 'PAYOUTS');
    const ok = await c.t.gql(APPROVE, { id: b.data.setWithdrawalStatus.pendingApproval.id }, c.admin);
    expect(ok.errors).toBeUndefined();
    const row = await c.t.running.services.withdrawals.require(big.body.withdrawal.id);
    expect(row.status).toBe('complete');
    expect(await systemBalance(c.t, 'PAYOUTS')).not.toBe(payouts0);
  });

  test('a top-up reversal waits for a second person', async () => {
    const m = await newMember(c);
    const inv = await investPlanWithApproval(m, 1000, 'Silver');
    const REV = 'mutation($id: Int!) { reverseTopUp(id: $id) { id status pendingApproval { id } } }';
    const r = await c.t.gql(REV, { id: inv.id }, finance.token);
    expect(r.data.reverseTopUp.status).toBe('RUNNING');
    expect((await c.t.gql(APPROVE, { id: r.data.reverseTopUp.pendingApproval.id }, finance.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await c.t.gql(APPROVE, { id: r.data.reverseTopUp.pendingApproval.id }, c.admin)).toMatchObject({ data: { approveRequest: { status: 'APPROVED' } } });
    expect((await c.t.running.services.investments.require(inv.id)).status).toBe('REVERSED');
    expect(await wallet(c.t, m.id, 'ACTIVE')).toBe(usd(1000));
  });

  test('deactivating the second holder makes manual changes apply at once again (REST too); reactivated, they wait for a checker again', async () => {
    const ACCESS = '{ myStaffAccess { fourEyes needsSecondPerson } }';
    const STAFF = (op: string) => `mutation($id: ID!) { ${op}(id: $id) { state } }`;
    const m = await newMember(c);
    expect((await c.t.gql(ACCESS, {}, c.admin)).data.myStaffAccess).toEqual({ fourEyes: true, needsSecondPerson: false });
    const waiting = (await adjust(c.admin, m.id, '5')).data.adjustWallet.pendingApproval;
    expect(waiting).toMatchObject({ status: 'PENDING' });

    expect((await c.t.gql(STAFF('deactivateStaff'), { id: String(finance.id) }, c.admin)).data.deactivateStaff.state).toBe('DEACTIVATED');
    expect((await c.t.gql(ACCESS, {}, c.admin)).data.myStaffAccess).toEqual({ fourEyes: false, needsSecondPerson: true });
    const now = await adjust(c.admin, m.id, '6');
    expect(now.errors).toBeUndefined();
    expect(now.data.adjustWallet).toMatchObject({ transactionId: expect.any(Number), pendingApproval: null });
    expect(await wallet(c.t, m.id, 'ACTIVE')).toBe(usd(6));
    const legacy = await api(c.t, 'post', 'tr/create', c.admin).set('Idempotency-Key', crypto.randomUUID()).send({ user_id: m.id, amount: 4, transaction_type: 'credit', source: 'ACTIVE', reason: 'legacy desk' });
    expect(legacy.status).toBe(201);
    expect(await wallet(c.t, m.id, 'ACTIVE')).toBe(usd(10));
    // The owner still cannot check their own earlier request.
    expect((await c.t.gql(APPROVE, { id: waiting.id }, c.admin)).errors?.[0].extensions?.code).toBe('FORBIDDEN');

    // Back on (a new session: deactivation ended the old one): changes wait for a checker again.
    expect((await c.t.gql(STAFF('reactivateStaff'), { id: String(finance.id) }, c.admin)).data.reactivateStaff.state).toBe('ACTIVE');
    const signIn = await c.t.http().post('/api/v1/auth/adminsignin').send({ email: finance.email, password: finance.password });
    expect(signIn.status).toBe(200);
    finance = { ...finance, token: signIn.body.token };
    expect((await c.t.gql(ACCESS, {}, c.admin)).data.myStaffAccess).toEqual({ fourEyes: true, needsSecondPerson: false });
    const again = (await adjust(c.admin, m.id, '7')).data.adjustWallet.pendingApproval;
    expect(again).toMatchObject({ status: 'PENDING' });
    expect(await wallet(c.t, m.id, 'ACTIVE')).toBe(usd(10));
    expect((await c.t.gql(APPROVE, { id: again.id }, finance.token)).data.approveRequest.status).toBe('APPROVED');
    expect((await c.t.gql(APPROVE, { id: waiting.id }, finance.token)).data.approveRequest.status).toBe('APPROVED');
    expect(await wallet(c.t, m.id, 'ACTIVE')).toBe(usd(22));
  });

  test('the maker withdraws their own pending request: nothing is posted, it is audited, and the target is free again', async () => {
    const m = await newMember(c);
    const adjustments0 = await systemBalance(c.t, 'ADJUSTMENTS');
    const req = (await adjust(finance.token, m.id, '30')).data.adjustWallet.pendingApproval;
    expect(req).toMatchObject({ status: 'PENDING' });

    // Nobody but the maker may withdraw it: not the owner, who could approve it.
    const other = await c.t.gql(WITHDRAW, { id: req.id }, c.admin);
    expect(other.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(other.errors?.[0].message).toBe('Only the staff member who made this request can withdraw it');

    // A reason of 1-2 characters, or an id that does not exist, is refused and changes nothing.
    const short = await c.t.gql(WITHDRAW, { id: req.id, reason: 'no' }, finance.token);
    expect(short.errors?.[0]).toMatchObject({ message: 'Give a reason of at least 3 characters, or none', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await c.t.gql(WITHDRAW, { id: '999999' }, finance.token)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await c.t.gql('query($s: ApprovalStatus) { pendingApprovals(status: $s, page: 1, pageSize: 50) { items { id } } }', { s: 'PENDING' }, finance.token)).data.pendingApprovals.items.map((x: { id: string }) => x.id)).toContain(req.id);

    const w = await c.t.gql(WITHDRAW, { id: req.id, reason: 'Typed the wrong amount' }, finance.token);
    expect(w.errors).toBeUndefined();
    expect(w.data.withdrawRequest).toMatchObject({ id: req.id, status: 'WITHDRAWN', checkerName: null, decisionNote: 'Typed the wrong amount', decidedAt: expect.any(String) });
    expect(await wallet(c.t, m.id, 'ACTIVE')).toBe(0n);
    expect(await systemBalance(c.t, 'ADJUSTMENTS')).toBe(adjustments0);
    const postings = await c.t.db.manager.query('SELECT COUNT(*) AS n FROM audit_log WHERE target = ? AND action = ?', [`user:${m.id}`, 'wallet.credit']);
    expect(Number(postings[0].n)).toBe(0);

    const rows: Array<{ action: string; actor_id: number | string; before_state: string | null; after_state: string | null }> = await c.t.db.manager.query(
      'SELECT action, actor_id, before_state, after_state FROM audit_log WHERE target = ? ORDER BY id',
      [`approval:${req.id}`],
    );
    expect(rows.map((r) => ({ action: r.action, actor: Number(r.actor_id), before: r.before_state && JSON.parse(r.before_state), after: r.after_state && JSON.parse(r.after_state) }))).toEqual([
      { action: 'approval.request', actor: finance.id, before: null, after: expect.objectContaining({ status: 'pending' }) },
      { action: 'approval.withdraw', actor: finance.id, before: { status: 'pending' }, after: { status: 'withdrawn' } },
    ]);

    // A checker can no longer approve or reject it; withdrawing twice is refused too.
    expect((await c.t.gql(APPROVE, { id: req.id }, c.admin)).errors?.[0].extensions?.code).toBe('ALREADY_PROCESSED');
    expect((await c.t.gql(REJECT, { id: req.id, reason: 'too late' }, c.admin)).errors?.[0].extensions?.code).toBe('ALREADY_PROCESSED');
    expect((await c.t.gql(WITHDRAW, { id: req.id }, finance.token)).errors?.[0].extensions?.code).toBe('ALREADY_PROCESSED');
    expect(await wallet(c.t, m.id, 'ACTIVE')).toBe(0n);

    // The withdrawn tab lists it; the pending one no longer does.
    const listed = await c.t.gql('{ pendingApprovals(status: WITHDRAWN, page: 1, pageSize: 100) { items { id status } } }', {}, c.admin);
    expect(listed.errors).toBeUndefined();
    expect(listed.data.pendingApprovals.items).toContainEqual({ id: req.id, status: 'WITHDRAWN' });
    expect((await c.t.gql(PENDING, {}, c.admin)).data.pendingApprovals.items.map((i: any) => i.id)).not.toContain(req.id);
  });

  test('a withdrawn request frees its target: a new request for the same withdrawal can be made and approved', async () => {
    const big = await api(c.t, 'post', 'withdrawalrequest/add', rich.token).send({ amount: 1200, user_id: rich.id, check: true });
    expect(big.status).toBe(201);
    const SET = 'mutation($id: Int!) { setWithdrawalStatus(id: $id, status: COMPLETE) { id status pendingApproval { id status } } }';
    const first = (await c.t.gql(SET, { id: big.body.withdrawal.id }, finance.token)).data.setWithdrawalStatus.pendingApproval;
    expect(first).toMatchObject({ status: 'PENDING' });
    expect((await c.t.gql(SET, { id: big.body.withdrawal.id }, finance.token)).errors?.[0].extensions?.code).toBe('CONFLICT');
    const payouts0 = await systemBalance(c.t, 'PAYOUTS');
    expect((await c.t.gql(WITHDRAW, { id: first.id }, finance.token)).data.withdrawRequest.status).toBe('WITHDRAWN');
    expect((await c.t.running.services.withdrawals.require(big.body.withdrawal.id)).status).toBe('pending');
    expect(await systemBalance(c.t, 'PAYOUTS')).toBe(payouts0);

    const second = await c.t.gql(SET, { id: big.body.withdrawal.id }, finance.token);
    expect(second.errors).toBeUndefined();
    expect(second.data.setWithdrawalStatus.pendingApproval).toMatchObject({ status: 'PENDING' });
    expect(second.data.setWithdrawalStatus.pendingApproval.id).not.toBe(first.id);
    expect((await c.t.gql(APPROVE, { id: second.data.setWithdrawalStatus.pendingApproval.id }, c.admin)).data.approveRequest.status).toBe('APPROVED');
    expect((await c.t.running.services.withdrawals.require(big.body.withdrawal.id)).status).toBe('complete');
  });

  test('approved and rejected requests cannot be withdrawn; a withdrawal racing approvals: exactly one goes on', async () => {
    const m = await newMember(c);
    const approved = (await adjust(finance.token, m.id, '2')).data.adjustWallet.pendingApproval;
    expect((await c.t.gql(APPROVE, { id: approved.id }, c.admin)).data.approveRequest.status).toBe('APPROVED');
    expect((await c.t.gql(WITHDRAW, { id: approved.id }, finance.token)).errors?.[0].extensions?.code).toBe('ALREADY_PROCESSED');
    const rejected = (await adjust(finance.token, m.id, '3')).data.adjustWallet.pendingApproval;
    expect((await c.t.gql(REJECT, { id: rejected.id, reason: 'No receipt' }, c.admin)).data.rejectRequest.status).toBe('REJECTED');
    expect((await c.t.gql(WITHDRAW, { id: rejected.id }, finance.token)).errors?.[0].extensions?.code).toBe('ALREADY_PROCESSED');
    expect(await wallet(c.t, m.id, 'ACTIVE')).toBe(usd(2));

    const raced = (await adjust(finance.token, m.id, '4')).data.adjustWallet.pendingApproval;
    const results = await Promise.all([
      ...Array.from({ length: 5 }, () => c.t.gql(APPROVE, { id: raced.id }, c.admin)),
      ...Array.from({ length: 5 }, () => c.t.gql(WITHDRAW, { id: raced.id }, finance.token)),
    ]);
    const ok = results.filter((r) => !r.errors);
    expect(ok.length).toBe(1);
    expect(results.filter((r) => r.errors).every((r) => r.errors![0].extensions?.code === 'ALREADY_PROCESSED')).toBe(true);
    const won = ok[0].data.approveRequest ?? ok[0].data.withdrawRequest;
    expect(await wallet(c.t, m.id, 'ACTIVE')).toBe(won.status === 'APPROVED' ? usd(6) : usd(2));
  });

  test('with the only other holder deactivated, the maker is not stuck: they withdraw their request', async () => {
    const STAFF = (op: string) => `mutation($id: ID!) { ${op}(id: $id) { state } }`;
    const m = await newMember(c);
    const stuck = (await adjust(c.admin, m.id, '8')).data.adjustWallet.pendingApproval;
    expect((await c.t.gql(STAFF('deactivateStaff'), { id: String(finance.id) }, c.admin)).data.deactivateStaff.state).toBe('DEACTIVATED');
    try {
      expect((await c.t.gql(APPROVE, { id: stuck.id }, c.admin)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
      expect((await c.t.gql(WITHDRAW, { id: stuck.id }, c.admin)).data.withdrawRequest.status).toBe('WITHDRAWN');
      expect(await wallet(c.t, m.id, 'ACTIVE')).toBe(0n);
    } finally {
      await c.t.gql(STAFF('reactivateStaff'), { id: String(finance.id) }, c.admin);
      const signIn = await c.t.http().post('/api/v1/auth/adminsignin').send({ email: finance.email, password: finance.password });
      expect(signIn.status).toBe(200);
      finance = { ...finance, token: signIn.body.token };
    }
  });

  test('an analyst cannot withdraw (the operation needs a money permission)', async () => {
    const analyst = await inviteStaff(c.t, c.admin, 'ANALYST', 'Ana Withdraw');
    const req = (await adjust(finance.token, member.id, '1')).data.adjustWallet.pendingApproval;
    expect((await c.t.gql(WITHDRAW, { id: req.id }, analyst.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await c.t.gql(WITHDRAW, { id: req.id }, finance.token)).data.withdrawRequest.status).toBe('WITHDRAWN');
  });

  test('an analyst sees the queue but cannot approve; nobody outside the permission can', async () => {
    const analyst = await inviteStaff(c.t, c.admin, 'ANALYST');
    const req = (await adjust(finance.token, member.id, '3')).data.adjustWallet.pendingApproval;
    expect((await c.t.gql(PENDING, {}, analyst.token)).errors).toBeUndefined();
    expect((await c.t.gql(APPROVE, { id: req.id }, analyst.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const support = await inviteStaff(c.t, c.admin, 'SUPPORT');
    expect((await c.t.gql(APPROVE, { id: req.id }, support.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    await c.t.gql(REJECT, { id: req.id, reason: 'test cleanup' }, c.admin);
  });
});

