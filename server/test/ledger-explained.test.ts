/**
 * Income ledger rows explained (PAGES /user/transaction/{table_name}: On Amount, Percent) and the
 * trade ROI sub-type (/user/transaction/roi_transaction/invest: Pair, Price), through GraphQL and
 * the legacy `tr/tr` loader.
 *
 * Hand-computed (Silver: 0.6 % a day, sponsor 5 %; Starter 0.5 %; level 1: 10 %):
 *   S < root invests 1,000 -> S's daily ROI 6.00 on 1,000 at 0.6 % (root holds no plan: cap 0, no direct income)
 *   M < S    invests 2,000 -> S's direct income 100.00 on 2,000 at 5 %;  M's daily ROI 12.00 on 2,000 at 0.6 %
 *   S level 1 (M active): 10 % of 12.00 = 1.20 on 12.00
 *   T < S    invests 100 (Starter), trades BTC/USDT with manualTrade on -> ROI 0.50 on 100 at 0.5 %
 */
import { endPlatformDay, registerMember, resetPlatformZone, startLatestDay } from './harness';
import { api, investPlan, Member, useMoneyApp } from './money-helpers';

const c = useMoneyApp();

const invest = (m: Member, amount: number, plan: string) => investPlan(c, m, amount, plan);

const LEDGER = `query($t: String!, $fit: String) { ledgerRows(tableName: $t, fit: $fit) { total totalAmount items { kind amount onAmount percent pair price } } }`;

describe('income rows explained', () => {
  let S: Member;
  let M: Member;
  let T: Member;
  let today: string;
  beforeAll(async () => {
    S = await registerMember(c.t, { sponsor: c.root.code });
    M = await registerMember(c.t, { sponsor: S.code });
    T = await registerMember(c.t, { sponsor: S.code });
    // Bought "today", then that day ends and is run (harness: startLatestDay / endPlatformDay).
    await startLatestDay(c.t);
    await invest(S, 1000, 'Silver');
    await invest(M, 2000, 'Silver');
    today = await endPlatformDay(c.t);
    const run = await c.t.gql('mutation($d: String!) { runDay(date: $d) { status } }', { d: today }, c.admin);
    await resetPlatformZone(c.t);
    expect(run.errors).toBeUndefined();
    expect(run.data.runDay.status).toBe('DONE');
  });

  it('direct income: the top-up and the plan sponsor %; daily ROI: the principal and the daily %; level: the base and the level %', async () => {
    const direct = await api(c.t, 'post', `tr/tr/${S.id}`, S.token).send({ table_name: 'direct_transaction' });
    expect(direct.status).toBe(200);
    expect(direct.body.transaction.map((r: any) => [r.amount, r.onamount, r.percent, r.email])).toEqual([[100, 2000, 5, M.email]]);
    const roi = await api(c.t, 'post', `tr/tr/${S.id}`, S.token).send({ table_name: 'roi_transaction' });
    expect(roi.body.transaction.map((r: any) => [r.amount, r.onamount, r.percent])).toEqual([[6, 1000, 0.6]]);
    const level = await api(c.t, 'post', `tr/tr/${S.id}`, S.token).send({ table_name: 'invest_level_transaction' });
    expect(level.body.transaction.map((r: any) => [r.amount, r.onamount, r.percent])).toEqual([[1.2, 12, 10]]);

    // GraphQL: the same figures, money as Money text and the percent as decimal text.
    const g = await c.t.gql(LEDGER, { t: 'roi_transaction' }, M.token);
    expect(g.errors).toBeUndefined();
    expect(g.data.ledgerRows.items).toEqual([{ kind: 'ROI', amount: '12.00', onAmount: '2000.00', percent: '0.6', pair: null, price: null }]);
    const lv = await c.t.gql(LEDGER, { t: 'invest_level_transaction', fit: '1' }, S.token);
    expect(lv.data.ledgerRows.items).toEqual([{ kind: 'LEVEL_INCOME', amount: '1.20', onAmount: '12.00', percent: '10', pair: null, price: null }]);
    // A level's view shows that level's shares: no sum of the day's credits for it.
    expect(lv.data.ledgerRows.totalAmount).toBeNull();
    expect(g.data.ledgerRows.totalAmount).toBe('12.00');
    // The person behind a line by name and code, not a bare id (issue 20 item 7).
    const from = await c.t.gql(`{ ledgerRows(tableName: "direct_transaction") { items { counterpartyId counterpartyName counterpartyCode } } }`, {}, S.token);
    expect(from.data.ledgerRows.items).toEqual([{ counterpartyId: M.id, counterpartyName: 'Test Member', counterpartyCode: expect.stringMatching(/\S/) }]);
    // The admin's view of everyone's direct income carries them too (root, holding no plan, earns none: cap 0).
    const all = await api(c.t, 'post', 'tr/list', c.admin).send({ table_name: 'direct_transaction' });
    expect(all.body.alltransaction.map((r: any) => [r.user_id, r.amount, r.onamount, r.percent])).toEqual([[S.id, 100, 2000, 5]]);
  });

  it("fit 'invest': the ROI of the member's trades, with the pair, price, principal and daily %", async () => {
    expect((await api(c.t, 'put', 'settings', c.admin).send({ manualTrade: 1 })).status).toBe(200);
    await invest(T, 100, 'Starter');
    const trade = await api(c.t, 'put', `referral/self-trade/${T.id}?pair=BTC/USDT`, T.token);
    expect(trade.status).toBe(200);
    const price = trade.body.trade.price;

    const g = await c.t.gql(LEDGER, { t: 'roi_transaction', fit: 'invest' }, T.token);
    expect(g.errors).toBeUndefined();
    expect(g.data.ledgerRows).toEqual({ total: 1, totalAmount: '0.50', items: [{ kind: 'ROI', amount: '0.50', onAmount: '100.00', percent: '0.5', pair: 'BTC/USDT', price }] });
    // The daily run's ROI is not a trade.
    expect((await c.t.gql(LEDGER, { t: 'roi_transaction', fit: 'invest' }, M.token)).data.ledgerRows).toEqual({ total: 0, totalAmount: '0.00', items: [] });
    const legacy = await api(c.t, 'post', `tr/tr/${T.id}`, T.token).send({ table_name: 'roi_transaction', fit: 'invest' });
    expect(legacy.status).toBe(200);
    expect(legacy.body.transaction.map((r: any) => [r.amount, r.onamount, r.percent, r.pair, r.price])).toEqual([[0.5, 100, 0.5, 'BTC/USDT', price]]);
    // Only roi_transaction has it.
    const bad = await c.t.gql(LEDGER, { t: 'direct_transaction', fit: 'invest' }, T.token);
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const other = await api(c.t, 'post', `tr/tr/${T.id}`, S.token).send({ table_name: 'roi_transaction', fit: 'invest' });
    expect(other.status).toBe(403);
  });
});
