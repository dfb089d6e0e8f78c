import { toBigInt, toLegacyNumber } from '../../common/money';
import { asText } from '../../database/sql';
import type { Services } from '../../app/services';
import type { User } from './user.entity';
import { memberTotals } from './member-figures';
import { marks, readFigures, type FigureQuery } from '../../common/figures';
import type { CapView } from '../income/cap.service';
import type { Wallets } from '../ledger/ledger.service';
import type { TotalKind } from '../ledger/member-totals';
import { legacyEntryFees } from '../investments/entry-fees';

/** The legacy member object (REST-CONTRACT §1.10); money fields are derived from the ledger. */
export async function legacyMembers(services: Services, users: User[]): Promise<Record<string, unknown>[]> {
  const ids = users.map((u) => u.id);
  const sponsorIds = [...new Set(users.map((u) => u.sponsorId).filter((id): id is number => id !== null))];
  // Every money and team figure of every member in one statement (common/figures.ts); sponsors from
  // the session cache (the same rows members' sessions use, dropped at every committed change).
  const figures = [
    services.ledgerReads.walletFigure,
    services.incomeReport.totalsFigure,
    services.referral.directsFigure,
    services.investments.heldPrincipalFigure,
    services.caps.capFigure,
    services.investments.currentPlanFigure,
    services.investments.activationPaidFigure,
    services.rewards.rankFigure,
    latestDayIncomeFigure(services),
  ] as const;
  const [read, holds, sponsorRows, entryFee] = await Promise.all([
    readFigures(
      services.db.manager,
      figures.map((query) => ({ query: query as FigureQuery<unknown>, ids })),
    ),
    Promise.all(users.map((u) => services.auth.withdrawalHoldUntil(u))),
    services.sessionCache.loadMany(sponsorIds, (missing) => services.users.byIds(missing)),
    services.settings.money('entryFee'),
  ]);
  const [wallets, totals, directs, principals, caps, plans, activations, ranks, latestDay] = read as [
    Map<number, Wallets>,
    Map<number, Record<TotalKind, bigint>>,
    Map<number, { total: number; active: number }>,
    Map<number, bigint>,
    Map<number, CapView>,
    Map<number, number | null>,
    Map<number, bigint | null>,
    Map<number, number>,
    Map<number, DayIncome>,
  ];
  const sponsors = [...sponsorRows.values()];
  const sponsorCode = new Map(sponsors.map((s) => [s.id, s.referralCode]));
  return users.map((u, i) => {
    const w = wallets.get(u.id)!;
    const t = memberTotals(totals.get(u.id)!);
    const n = toLegacyNumber;
    const cap = caps.get(u.id)!;
    return {
      id: u.id,
      username: u.username,
      fullname: u.fullname,
      email: u.email,
      phone: u.phone,
      role: u.role,
      status: u.status,
      is_active: u.isActive ? 'active' : 'inactive',
      email_verified: u.emailVerified,
      // The sponsor's referral code (shown as "Referred By"); the sponsor's id under reffer_by_id.
      reffer_by: u.sponsorId !== null ? (sponsorCode.get(u.sponsorId) ?? null) : null,
      reffer_by_id: u.sponsorId,
      refferal_code: u.referralCode,
      plan_id: plans.get(u.id) ?? null,
      activation_date: u.activationDate?.toISOString() ?? null,
      last_login: u.lastLogin?.toISOString() ?? null,
      created_at: u.createdAt.toISOString(),
      updated_at: updatedAt(u).toISOString(),
      bep20: u.bep20,
      trc20: u.trc20,
      withdrawal_hold_until: holds[i]?.toISOString() ?? null,
      business: n(w.ACTIVE),
      non_working: n(w.INCOME),
      working: n(w.ROI),
      compound: n(w.COMPOUND),
      wallet: n(w.ACTIVE + w.INCOME + w.ROI),
      active_plan: n(principals.get(u.id) ?? 0n),
      direct_income: n(t.directIncome),
      level_month: n(t.levelIncome),
      roi_income: n(t.roiIncome),
      reward: n(t.rewardIncome),
      salary: n(t.salaryIncome),
      total_salary: n(t.salaryIncome),
      cto_income: n(t.ctoIncome),
      leadership_income: n(t.leadershipIncome),
      total_earning: n(t.totalEarning),
      total_deposit: n(t.totalDeposit),
      total_withdrawal: n(t.totalWithdrawal),
      roi_day: n(latestDay.get(u.id)!.roi),
      level_day: n(latestDay.get(u.id)!.level),
      max_amount: n(cap.earned),
      max: cap.ctoQualified ? 3 : 2,
      reward_level: ranks.get(u.id) ?? 0,
      total_team: directs.get(u.id)?.total ?? 0,
      // What the activation paid, the entry fee when activated otherwise, 0 before (the legacy client then offers `entry`).
      entry_fees: n(legacyEntryFees(activations.get(u.id) ?? null, u.isActive, entryFee)),
      cto: cap.ctoQualified ? 'true' : 'false',
      roi_status: 'true',
      level_status: cap.open ? 'open' : 'close',
    };
  });
}

interface DayIncome {
  roi: bigint;
  level: bigint;
}

/**
 * `roi_day` and `level_day`: each member's ROI and level income of the latest day any was credited
 * (the latest daily run, or a trade since), from the per-day income summary.
 */
function latestDayIncomeFigure(services: Services): FigureQuery<DayIncome> {
  const e = services.db.engine;
  return {
    select: (ids, q) => ({
      sql: `SELECT ${q} AS q, member_id AS m, kind AS k, ${asText(e, 'amount')} AS v FROM income_daily
            WHERE kind IN ('ROI', 'LEVEL_INCOME') AND member_id IN (${marks(ids)})
              AND day = (SELECT MAX(day) FROM income_daily WHERE kind IN ('ROI', 'LEVEL_INCOME'))`,
      params: ids,
    }),
    empty: () => ({ roi: 0n, level: 0n }),
    fold: (d, r) => (r.k === 'ROI' ? { ...d, roi: toBigInt(r.v)! } : { ...d, level: toBigInt(r.v)! }),
  };
}

/**
 * The last recorded change of the account: joining, activation, or the last change of email,
 * password or payout address (no separate column records edits of name or phone).
 */
function updatedAt(u: User): Date {
  return [u.createdAt, u.activationDate, u.securityChangedAt].reduce<Date>((a, d) => (d && d > a ? d : a), u.createdAt);
}

export async function legacyMember(services: Services, user: User) {
  return (await legacyMembers(services, [user]))[0];
}

/** What members may see of another member. */
export function legacyPublicMember(u: User) {
  return { id: u.id, username: u.username, fullname: u.fullname, email: u.email, refferal_code: u.referralCode, is_active: u.isActive ? 'active' : 'inactive', status: u.status };
}
