/**
 * Team aggregates (CONTRACTS §2): rows written at registration in the same transaction, ancestors'
 * team size and per-level counts, principal changes and first activations, on the real server.
 */
import { registerMember, startTestApp, TestApp } from './harness';
import { teamBackfill } from '../src/database/migrations/1795405075924-team-aggregates';

let t: TestApp;
type M = Awaited<ReturnType<typeof registerMember>>;
let root: M, a: M, b: M, c: M, d: M;

const team = (id: number) => t.running.services.referral.team(id);
const levels = async (id: number) =>
  (await t.db.manager.query('SELECT depth, members, active, CAST(business AS CHAR) AS business FROM member_level_count WHERE member_id = ? ORDER BY depth', [id])).map(
    (r: any) => [Number(r.depth), Number(r.members), Number(r.active), String(r.business)],
  );

beforeAll(async () => {
  t = await startTestApp({ RATE_LIMIT_DISABLED: '1' });
  root = await registerMember(t);
  a = await registerMember(t, { sponsor: root.code });
  b = await registerMember(t, { sponsor: a.code });
  c = await registerMember(t, { sponsor: b.code });
  d = await registerMember(t, { sponsor: a.code });
}, 60000);
afterAll(() => t.close());

test('registration writes the member row and counts the new member for every ancestor', async () => {
  expect(await team(root.id)).toMatchObject({ directCount: 1, teamSize: 4, activeDirects: 0, ownBusiness: 0n, teamBusiness: 0n });
  expect(await team(a.id)).toMatchObject({ directCount: 2, teamSize: 3 });
  expect(await team(b.id)).toMatchObject({ directCount: 1, teamSize: 1 });
  expect(await team(c.id)).toMatchObject({ directCount: 0, teamSize: 0 });
  expect(await levels(root.id)).toEqual([[1, 1, 0, '0'], [2, 2, 0, '0'], [3, 1, 0, '0']]);
  expect(await levels(a.id)).toEqual([[1, 2, 0, '0'], [2, 1, 0, '0']]);
  expect(await levels(c.id)).toEqual([]);
});

test('a principal change moves own business and every ancestor team business, not the others', async () => {
  const referral = t.running.services.referral;
  await t.db.transaction((em) => referral.onPrincipalChange(em, c.id, 250_000_000n));
  await t.db.transaction((em) => referral.onPrincipalChange(em, d.id, 9_007_199_254_740_993n)); // beyond 2^53: stays exact
  await t.db.transaction((em) => referral.onPrincipalChange(em, c.id, -50_000_000n));
  expect(await team(c.id)).toMatchObject({ ownBusiness: 200_000_000n, teamBusiness: 0n });
  expect(await team(b.id)).toMatchObject({ ownBusiness: 0n, teamBusiness: 200_000_000n });
  expect(await team(a.id)).toMatchObject({ ownBusiness: 0n, teamBusiness: 9_007_199_454_740_993n });
  expect(await team(root.id)).toMatchObject({ ownBusiness: 0n, teamBusiness: 9_007_199_454_740_993n });
  expect(await team(d.id)).toMatchObject({ ownBusiness: 9_007_199_254_740_993n, teamBusiness: 0n });
  await t.db.transaction((em) => referral.onPrincipalChange(em, d.id, -9_007_199_254_740_993n));
  expect((await team(root.id)).teamBusiness).toBe(200_000_000n);
  expect(await levels(root.id)).toEqual([[1, 1, 0, '0'], [2, 2, 0, '0'], [3, 1, 0, '200000000']]);
  expect(await levels(a.id)).toEqual([[1, 2, 0, '0'], [2, 1, 0, '200000000']]);
});

test('a change rolled back with its transaction leaves no trace', async () => {
  const referral = t.running.services.referral;
  await expect(
    t.db.transaction(async (em) => {
      await referral.onPrincipalChange(em, c.id, 1_000_000n);
      await referral.onActivated(em, c.id);
      throw new Error('rollback');
    }),
  ).rejects.toThrow('rollback');
  expect(await team(b.id)).toMatchObject({ teamBusiness: 200_000_000n, activeDirects: 0 });
});

test('a first activation counts as an active direct of the sponsor only', async () => {
  await t.db.transaction((em) => t.running.services.referral.onActivated(em, d.id));
  expect(await team(a.id)).toMatchObject({ activeDirects: 1, directCount: 2 });
  expect(await team(root.id)).toMatchObject({ activeDirects: 0 });
  expect(await team(d.id)).toMatchObject({ activeDirects: 0 });
  expect(await levels(root.id)).toEqual([[1, 1, 0, '0'], [2, 2, 1, '0'], [3, 1, 0, '200000000']]);
});

test('the migration backfill rebuilds the same rows for existing members', async () => {
  const snapshot = async () => ({
    team: await t.db.manager.query('SELECT member_id, direct_count, active_directs, team_size FROM member_team ORDER BY member_id'),
    levels: await t.db.manager.query('SELECT member_id, depth, members, active FROM member_level_count ORDER BY member_id, depth'),
  });
  await t.db.transaction(async (em) => {
    await em.query('UPDATE users SET is_active = 1 WHERE id = ?', [d.id]); // d was activated above
  });
  const before = await snapshot();
  await t.db.transaction(async (em) => {
    await em.query('DELETE FROM member_team');
    await em.query('DELETE FROM member_level_count');
    for (const sql of teamBackfill) await em.query(sql);
  });
  expect(await snapshot()).toEqual(before);
  expect(before.team.length).toBe(5);
});

test('parallel registrations under one sponsor all count (no lost update on the shared ancestors)', async () => {
  const before = { root: await team(root.id), a: await team(a.id) };
  await Promise.all(Array.from({ length: 8 }, () => registerMember(t, { sponsor: a.code })));
  expect(await team(a.id)).toMatchObject({ directCount: before.a.directCount + 8, teamSize: before.a.teamSize + 8 });
  expect(await team(root.id)).toMatchObject({ teamSize: before.root.teamSize + 8 });
  expect((await levels(root.id))[1][1]).toBe(2 + 8);
});
