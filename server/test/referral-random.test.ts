/**
 * Randomized checks of the team aggregates (fast-check). (1) Random trees of a few hundred members built
 * through ReferralService.attach (in each member's creating transaction), random principal changes
 * through onPrincipalChange and random first activations through onActivated, interleaved; then
 * every member's team size, direct counts, own and team business and level 1-20 figures are compared
 * with a recount from the sponsor links. (2) Random real top-ups (self and friend, through
 * TopupsService.topUp) on random trees: team business against a recount of the running investments.
 */
import fc from 'fast-check';
import crypto from 'node:crypto';
import { startTestApp, TestApp } from './harness';
import { User } from '../src/modules/users/user.entity';
import { TREE_LEVELS } from '../src/modules/referral/referral.service';
import { Plan } from '../src/modules/plans/plan.entity';
import { expectReconciled } from './harness';
import { asText } from '../src/database/sql';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Op = { kind: 'join'; pick: number; recent: boolean } | { kind: 'change'; pick: number; dollars: number; withdraw: boolean } | { kind: 'activate'; pick: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('join' as const), pick: fc.nat(), recent: fc.boolean() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('change' as const), pick: fc.nat(), dollars: fc.integer({ min: 1, max: 5000 }), withdraw: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('activate' as const), pick: fc.nat() }) },
);

async function addMember(sponsorId: number | null): Promise<number> {
  const tag = crypto.randomBytes(5).toString('hex').toUpperCase();
  return t.db.transaction(async (em) => {
    const user = em.create(User, {
      username: `R${tag}`,
      referralCode: `R${tag}`,
      fullname: 'Random Member',
      email: `r${tag.toLowerCase()}@example.com`,
      phone: '',
      passwordHash: '-',
      role: 'user',
      status: 'unblock',
      isActive: false,
      emailVerified: false,
      sponsorId,
      tokenVersion: 0,
      createdAt: new Date(),
    });
    await em.insert(User, user);
    await t.running.services.referral.attach(em, user.id, sponsorId);
    await t.running.services.ledger.openMemberAccounts(em, user.id);
    return user.id;
  });
}

/** Expected aggregates recounted from the sponsor links as stored, and the principal applied. */
async function recount(ids: number[], own: Map<number, bigint>) {
  const rows: Array<{ id: number; sponsor_id: number | null; is_active: number }> = await t.db.manager.query(
    `SELECT id, sponsor_id, is_active FROM users WHERE id IN (${ids.map(() => '?').join(',')})`,
    ids,
  );
  const sponsor = new Map(rows.map((r) => [Number(r.id), r.sponsor_id === null ? null : Number(r.sponsor_id)]));
  const active = new Map(rows.map((r) => [Number(r.id), Number(r.is_active) === 1]));
  const team = new Map(ids.map((id) => [id, { directCount: 0, activeDirects: 0, teamSize: 0, ownBusiness: own.get(id) ?? 0n, teamBusiness: 0n }]));
  const levels = new Map<string, { members: number; active: number; business: bigint }>();
  for (const id of ids) {
    const s = sponsor.get(id);
    if (s != null && team.has(s)) {
      team.get(s)!.directCount += 1;
      if (active.get(id)) team.get(s)!.activeDirects += 1;
    }
    for (let a = s, depth = 1; a != null && team.has(a); a = sponsor.get(a), depth++) {
      team.get(a)!.teamSize += 1;
      team.get(a)!.teamBusiness += own.get(id) ?? 0n;
      if (depth <= TREE_LEVELS) {
        const key = `${a}:${depth}`;
        const l = levels.get(key) ?? { members: 0, active: 0, business: 0n };
        l.members += 1;
        l.active += active.get(id) ? 1 : 0;
        l.business += own.get(id) ?? 0n;
        levels.set(key, l);
      }
    }
  }
  return { team, levels };
}

async function stored(ids: number[]) {
  const team = await t.running.services.referral.teamFigures(ids);
  const rows: Array<{ member_id: number; depth: number; members: number; active: number; business: string }> = await t.db.manager.query(
    `SELECT member_id, depth, members, active, ${asText(t.engine, 'business')} AS business FROM member_level_count WHERE member_id IN (${ids.map(() => '?').join(',')})`,
    ids,
  );
  const levels = new Map(rows.map((r) => [`${r.member_id}:${r.depth}`, { members: Number(r.members), active: Number(r.active), business: BigInt(r.business) }]));
  return { team: new Map([...team].map(([id, f]) => [id, { directCount: f.directCount, activeDirects: f.activeDirects, teamSize: f.teamSize, ownBusiness: f.ownBusiness, teamBusiness: f.teamBusiness }])), levels };
}

test('aggregates equal a recount from the sponsor links after random joins, principal changes and activations', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(op, { minLength: 150, maxLength: 400 }), async (ops) => {
      const referral = t.running.services.referral;
      const ids = [await addMember(null)];
      const own = new Map<number, bigint>();
      const activated = new Set<number>();
      for (const o of ops) {
        if (o.kind === 'join') {
          // Half the joins go under one of the last few members, so some legs run deep.
          const pool = o.recent ? ids.slice(-5) : ids;
          ids.push(await addMember(pool[o.pick % pool.length]));
        } else if (o.kind === 'change') {
          const id = ids[o.pick % ids.length];
          const current = own.get(id) ?? 0n;
          const amount = BigInt(o.dollars) * 1_000_000n;
          const delta = o.withdraw ? -(amount < current ? amount : current) : amount;
          await t.db.transaction((em) => referral.onPrincipalChange(em, id, delta));
          own.set(id, current + delta);
        } else {
          const id = ids[o.pick % ids.length];
          if (activated.has(id)) continue;
          await t.db.transaction(async (em) => {
            await em.update(User, { id }, { isActive: true });
            await referral.onActivated(em, id);
          });
          activated.add(id);
        }
      }
      const expected = await recount(ids, own);
      const actual = await stored(ids);
      expect(actual.team).toEqual(expected.team);
      expect(actual.levels).toEqual(expected.levels);
    }),
    { numRuns: 5 },
  );
}, 300000);

test('team business equals a recount of running investments after random real top-ups (self and friend)', async () => {
  const services = t.running.services;
  const admin = await t.db.manager.findOneByOrFail(User, { role: 'admin' });
  const plan = await t.db.transaction(async (em) => {
    const p = em.create(Plan, {
      name: 'Random Plan',
      description: '',
      price: 100_000_000n,
      minAmount: 10_000_000n,
      maxAmount: 0n,
      roiRate: 5000n,
      sponsorRate: 50000n,
      periodMonths: 12,
      capMultiplier: 2,
      isActive: true,
      createdAt: new Date(),
      updatedAt: null,
    });
    await em.insert(Plan, p);
    return p;
  });
  const topUp = fc.record({ payer: fc.nat(), receiver: fc.nat(), friend: fc.boolean(), dollars: fc.integer({ min: 10, max: 3000 }) });
  await fc.assert(
    fc.asyncProperty(fc.array(fc.nat(), { minLength: 40, maxLength: 120 }), fc.array(topUp, { minLength: 20, maxLength: 60 }), async (sponsors, buys) => {
      const ids = [await addMember(null)];
      for (const pick of sponsors) ids.push(await addMember(ids[pick % ids.length]));
      for (const id of ids) await services.withdrawals.adjustWallet(admin.id, id, 'ACTIVE', 'credit', 1_000_000_000_000n, 'random top-ups', crypto.randomUUID());
      for (const b of buys) {
        const payer = await t.db.manager.findOneByOrFail(User, { id: ids[b.payer % ids.length] });
        const receiverId = ids[b.receiver % ids.length];
        const friend = b.friend && receiverId !== payer.id;
        // A top-up must not be below the holder's running plan (the receiver's, for a friend): buy at least that much.
        const holder = friend ? receiverId : payer.id;
        const [{ top }] = await t.db.manager.query("SELECT COALESCE(MAX(amount), 0) AS top FROM investments WHERE member_id = ? AND status = 'RUNNING'", [holder]);
        const amount = BigInt(b.dollars) * 1_000_000n + BigInt(top); // whole dollars
        // A top-up paid for another member needs the payer's step-up (two-factor.test.ts covers it).
        if (friend) await services.otp.grantClearance('withdrawal', payer.email, payer.id);
        await services.topups.topUp(payer, friend ? 'FRIEND' : 'TOPUP', { planId: plan.id, receiver: friend ? receiverId : undefined, amount: String(amount / 1_000_000n) }, crypto.randomUUID());
      }
      const held: Array<{ member_id: number; amount: string }> = await t.db.manager.query(
        `SELECT member_id, ${asText(t.engine, 'SUM(amount)')} AS amount FROM investments
         WHERE status IN ('RUNNING', 'PAUSED') AND member_id IN (${ids.map(() => '?').join(',')}) GROUP BY member_id`,
        ids,
      );
      const own = new Map(held.map((h) => [Number(h.member_id), BigInt(h.amount)]));
      expect(own.size).toBeGreaterThan(0);
      const expected = await recount(ids, own);
      const actual = await stored(ids);
      expect(actual.team).toEqual(expected.team);
      expect(actual.levels).toEqual(expected.levels);
    }),
    { numRuns: 3 },
  );
  await expectReconciled(t);
}, 300000);
