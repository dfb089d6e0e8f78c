/**
 * The admin member edit (issue 21 item 2): one service call, one transaction, REST PUT users/:id
 * and its GraphQL twin editMember. A part that is refused leaves the whole edit unsaved.
 */
import { api, newMember, usd, useMoneyApp, wallet } from './money-helpers';
import { inviteStaff } from './staff-helpers';

const c = useMoneyApp();

const EDIT = `mutation($id: Int!, $input: MemberEditInput!) {
  editMember(id: $id, input: $input) { member { id fullname phone } changedWallets pendingApproval { id status kind memberName reason } }
}`;
const APPROVE = 'mutation($id: ID!) { approveRequest(id: $id) { id status } }';

const fullname = async (id: number) => (await c.t.running.services.users.byId(id))!.fullname;

describe('with the owner as the only holder of wallets:adjust', () => {
  test('GraphQL editMember saves the profile and sets the wallets together; an echoed value changes nothing', async () => {
    const m = await newMember(c);
    // An income of 12.345678 (shown as 12.35): the engine pays micro-units; the desk takes cents.
    const adminId = (await c.t.db.manager.query("SELECT id FROM users WHERE role = 'admin' ORDER BY id LIMIT 1"))[0].id;
    await c.t.running.services.withdrawals.adjustWallet(Number(adminId), m.id, 'INCOME', 'credit', usd('12.345678'), 'Seed income', 'seed-income-1');
    const r = await c.t.gql(
      EDIT,
      {
        id: m.id,
        input: {
          fullname: 'Edited Together',
          phone: '+441234567890',
          reason: 'Cash received at the desk',
          wallets: [
            { wallet: 'ACTIVE', value: '25.50' },
            { wallet: 'INCOME', value: '12.35' }, // the balance shown at cents: unchanged
          ],
        },
      },
      c.admin,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.editMember).toMatchObject({ member: { fullname: 'Edited Together', phone: '+441234567890' }, changedWallets: ['ACTIVE'], pendingApproval: null });
    expect(await wallet(c.t, m.id, 'ACTIVE')).toBe(usd('25.50'));
    expect(await wallet(c.t, m.id, 'INCOME')).toBe(usd('12.345678'));
    const [audit] = await c.t.db.manager.query("SELECT action FROM audit_log WHERE action = 'wallet.credit' AND target = ? ORDER BY id DESC LIMIT 1", [`user:${m.id}`]);
    expect(audit?.action).toBe('wallet.credit');
  });

  test('a refused wallet value saves nothing of the profile (REST and GraphQL)', async () => {
    const m = await newMember(c);
    const name = await fullname(m.id);
    const rest = await api(c.t, 'put', `users/${m.id}`, c.admin).send({ fullname: 'Never Saved', business: 'ten' });
    expect(rest.status).toBe(400);
    expect(rest.body).toMatchObject({ success: false });
    const gql = await c.t.gql(EDIT, { id: m.id, input: { fullname: 'Never Saved', wallets: [{ wallet: 'ROI', value: '-5' }] } }, c.admin);
    expect(gql.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await fullname(m.id)).toBe(name);
    expect(await wallet(c.t, m.id, 'ROI')).toBe(0n);
  });

  test('a taken email refuses the wallet change with it', async () => {
    const m = await newMember(c);
    const other = await newMember(c);
    const r = await c.t.gql(EDIT, { id: m.id, input: { email: other.email, wallets: [{ wallet: 'ACTIVE', value: '50' }] } }, c.admin);
    expect(r.errors?.[0].extensions?.code).toBe('ALREADY_EXISTS');
    expect(await wallet(c.t, m.id, 'ACTIVE')).toBe(0n);
  });

  test('a member cannot call editMember, not even on herself', async () => {
    const m = await newMember(c);
    const r = await c.t.gql(EDIT, { id: m.id, input: { wallets: [{ wallet: 'ACTIVE', value: '1000' }] } }, m.token);
    expect(r.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect(await wallet(c.t, m.id, 'ACTIVE')).toBe(0n);
  });
});

describe('with a second holder of wallets:adjust (maker-checker)', () => {
  let finance: Awaited<ReturnType<typeof inviteStaff>>;
  beforeAll(async () => {
    finance = await inviteStaff(c.t, c.admin, 'FINANCE', 'Fiona Finance');
  });

  test('the wallet change waits as one request written with the profile; finance approves it', async () => {
    const m = await newMember(c);
    const r = await c.t.gql(EDIT, { id: m.id, input: { fullname: 'Waiting Member', reason: 'Bank transfer 4411', wallets: [{ wallet: 'ACTIVE', value: '30' }, { wallet: 'ROI', value: '4.20' }] } }, c.admin);
    expect(r.errors).toBeUndefined();
    const pending = r.data.editMember.pendingApproval;
    expect(r.data.editMember).toMatchObject({ member: { fullname: 'Waiting Member' }, changedWallets: [] });
    expect(pending).toMatchObject({ status: 'PENDING', kind: 'member.wallets', reason: 'Bank transfer 4411' });
    expect(await wallet(c.t, m.id, 'ACTIVE')).toBe(0n);
    expect((await c.t.gql(APPROVE, { id: pending.id }, c.admin)).errors?.[0].extensions?.code).toBe('FORBIDDEN'); // the maker
    expect((await c.t.gql(APPROVE, { id: pending.id }, finance.token)).errors).toBeUndefined();
    expect(await wallet(c.t, m.id, 'ACTIVE')).toBe(usd(30));
    expect(await wallet(c.t, m.id, 'ROI')).toBe(usd('4.20'));
  });

  test('a second edit while one waits is refused whole: its profile change is rolled back with it', async () => {
    const m = await newMember(c);
    const first = await api(c.t, 'put', `users/${m.id}`, c.admin).send({ fullname: 'First Edit', business: '10.00' });
    expect(first.status).toBe(202);
    const second = await api(c.t, 'put', `users/${m.id}`, c.admin).send({ fullname: 'Second Edit', business: '20.00' });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ success: false });
    expect(await fullname(m.id)).toBe('First Edit');
    const again = await c.t.gql(EDIT, { id: m.id, input: { fullname: 'Third Edit', wallets: [{ wallet: 'ACTIVE', value: '20' }] } }, c.admin);
    expect(again.errors?.[0].extensions?.code).toBe('CONFLICT');
    expect(await fullname(m.id)).toBe('First Edit');
    expect(await wallet(c.t, m.id, 'ACTIVE')).toBe(0n);
  });

  test('FINANCE holds wallets:adjust but not members:write: the member edit is refused on both adapters', async () => {
    const m = await newMember(c);
    expect((await c.t.gql(EDIT, { id: m.id, input: { wallets: [{ wallet: 'ACTIVE', value: '5' }] } }, finance.token)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await api(c.t, 'put', `users/${m.id}`, finance.token).send({ business: '5' })).status).toBe(403);
  });
});
