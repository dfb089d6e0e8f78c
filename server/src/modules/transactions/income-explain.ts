import type { EntityManager } from 'typeorm';
import type { Database, Engine } from '../../database/data-source';
import { asText } from '../../database/sql';
import { toBigInt } from '../../common/money';
import { decodeLines } from '../../jobs/level-rule';
import { levelRates } from '../../rules/levels';
import { explainDailyRoi, explainLevel, explainRated, Explained, RoiSource, runningOn, UNEXPLAINED } from './ledger-explain';

/** A ledger-table row with what the explainers need to find the records behind it. */
export interface SourcedRow {
  id: number;
  memberId: number;
  kind: string;
  amount: bigint;
  referenceType: string | null;
  referenceId: number | null;
  incomeDay: string | null;
  key: string;
  createdAt: Date;
}

export type RowExplanation = Explained & { pair?: string | null; price?: string | null; salaryId?: number | null; transactionDate?: string | null; notes?: string | null };

/** Where the explainers read: the page's lookups run outside any transaction. */
interface Source {
  q: EntityManager;
  e: Engine;
}

/** Explains the rows of one income kind; `level` is the ledger's level filter (level income only). */
type Explainer = (src: Source, rows: SourcedRow[], level?: number) => Promise<Iterable<[number, RowExplanation]>>;

/**
 * The base and rate of each income line on a page, from the records behind it (a few lookups per
 * page, never per row), one explainer per income kind. The rules that turn those records into a
 * base and a rate are in ledger-explain.ts. Rewards and CTO keep no base: left unexplained.
 */
export async function explainIncomes(db: Database, rows: SourcedRow[], level?: number): Promise<Map<number, RowExplanation>> {
  const out = new Map<number, RowExplanation>();
  const src: Source = { q: db.manager, e: db.engine };
  for (const { takes, explain } of EXPLAINERS) {
    const mine = rows.filter(takes);
    if (mine.length) for (const [id, x] of await explain(src, mine, level)) out.set(id, x);
  }
  return out;
}

const marks = (n: number) => Array(n).fill('?').join(',');
const uniq = <T>(xs: T[]) => [...new Set(xs)];
/** The income day of a line (its posting's, else the day it was written). */
const dayOfRow = (r: SourcedRow) => r.incomeDay ?? r.createdAt.toISOString().slice(0, 10);
/** The ids the rows reference (rows without a reference look nothing up). */
const referencedIds = (rows: SourcedRow[]) => uniq(rows.filter((r) => r.referenceId !== null).map((r) => r.referenceId!));

/** Investments by id, with their plan's sponsor % (direct income and trade ROI name them). */
async function investmentsById(src: Source, ids: number[]) {
  const investments = new Map<number, { amount: bigint; roiRate: bigint; sponsorRate: bigint | null }>();
  if (!ids.length) return investments;
  const found = await src.q.query(
    `SELECT i.id, ${asText(src.e, 'i.amount')} AS amount, ${asText(src.e, 'i.roi_rate')} AS roi_rate, ${asText(src.e, 'p.sponsor_rate')} AS sponsor_rate
     FROM investments i LEFT JOIN plans p ON p.id = i.plan_id WHERE i.id IN (${marks(ids.length)})`,
    ids,
  );
  for (const f of found) investments.set(Number(f.id), { amount: toBigInt(f.amount)!, roiRate: toBigInt(f.roi_rate)!, sponsorRate: toBigInt(f.sponsor_rate) });
  return investments;
}

/** Direct income: the top-up and its plan's sponsor %. */
const explainDirectIncome: Explainer = async (src, rows) => {
  const investments = await investmentsById(src, referencedIds(rows));
  return rows.flatMap((r): Array<[number, RowExplanation]> => {
    const inv = r.referenceId === null ? undefined : investments.get(r.referenceId);
    return inv ? [[r.id, explainRated(r.amount, inv.amount, inv.sponsorRate)]] : [];
  });
};

/** ROI of a trade (posted per investment): the investment and its daily %, and the day's trade pair and price. */
const explainTradeRoi: Explainer = async (src, rows) => {
  const investments = await investmentsById(src, referencedIds(rows));
  const tradesOf = new Map<string, { pair: string; price: string }>();
  const traded = rows.filter((r) => r.referenceId !== null);
  if (traded.length) {
    const members = uniq(traded.map((r) => r.memberId));
    const days = uniq(traded.map(dayOfRow));
    const found = await src.q.query(`SELECT member_id, day, pair, price FROM trades WHERE member_id IN (${marks(members.length)}) AND day IN (${marks(days.length)})`, [...members, ...days]);
    for (const f of found) tradesOf.set(`${Number(f.member_id)}:${f.day}`, { pair: f.pair, price: f.price });
  }
  return rows.map((r): [number, RowExplanation] => {
    const inv = r.referenceId === null ? undefined : investments.get(r.referenceId);
    const trade = tradesOf.get(`${r.memberId}:${dayOfRow(r)}`);
    return [r.id, { ...(inv ? { onAmount: inv.amount, percent: inv.roiRate } : UNEXPLAINED), pair: trade?.pair ?? null, price: trade?.price ?? null }];
  });
};

/** ROI of the daily run (one credit per member and day): the investments that could have been running on the line's day. */
const explainDailyRunRoi: Explainer = async (src, rows) => {
  const members = uniq(rows.map((r) => r.memberId));
  const days = rows.map(dayOfRow).sort();
  const found = await src.q.query(
    `SELECT member_id, ${asText(src.e, 'amount')} AS amount, ${asText(src.e, 'roi_rate')} AS roi_rate, status, start_day, end_day, stopped_day FROM investments
     WHERE member_id IN (${marks(members.length)}) AND start_day <= ? AND end_day > ?`,
    [...members, days[days.length - 1], days[0]],
  );
  const runningOf = new Map<number, Array<RoiSource & { startDay: string; endDay: string }>>();
  for (const f of found) {
    const list = runningOf.get(Number(f.member_id)) ?? [];
    list.push({ amount: toBigInt(f.amount)!, roiRate: toBigInt(f.roi_rate)!, status: f.status, startDay: f.start_day, endDay: f.end_day, stoppedDay: f.stopped_day ?? null });
    runningOf.set(Number(f.member_id), list);
  }
  return rows.map((r): [number, RowExplanation] => [r.id, explainDailyRoi(r.amount, runningOn(runningOf.get(r.memberId) ?? [], dayOfRow(r)))]);
};

/** Leadership income keeps its own base and differential percent. */
const explainLeadership: Explainer = async (src, rows) => {
  const lead = rows.filter((r) => r.referenceId !== null);
  const leadership = new Map<string, Explained>();
  if (lead.length) {
    const leaders = uniq(lead.map((r) => r.memberId));
    const ids = referencedIds(lead);
    const found = await src.q.query(
      `SELECT leader_id, investment_id, ${asText(src.e, 'on_amount')} AS on_amount, ${asText(src.e, 'percent')} AS percent FROM leadership_incomes
       WHERE leader_id IN (${marks(leaders.length)}) AND investment_id IN (${marks(ids.length)})`,
      [...leaders, ...ids],
    );
    for (const f of found) leadership.set(`${Number(f.leader_id)}:${Number(f.investment_id)}`, { onAmount: toBigInt(f.on_amount), percent: toBigInt(f.percent) });
  }
  return rows.flatMap((r): Array<[number, RowExplanation]> => {
    const x = leadership.get(`${r.memberId}:${r.referenceId}`);
    return x ? [[r.id, x]] : [];
  });
};

/** Level income: the day's breakdown (at one level when the ledger is filtered by level). */
const explainLevelIncome: Explainer = async (src, rows, level) => {
  const members = uniq(rows.map((r) => r.memberId));
  const days = uniq(rows.map(dayOfRow));
  const found = await src.q.query(`SELECT member_id, day, detail FROM level_income_breakdown WHERE member_id IN (${marks(members.length)}) AND day IN (${marks(days.length)})`, [...members, ...days]);
  const breakdown = new Map<string, string>();
  for (const f of found) breakdown.set(`${Number(f.member_id)}:${f.day}`, f.detail);
  return rows.flatMap((r): Array<[number, RowExplanation]> => {
    const detail = breakdown.get(`${r.memberId}:${dayOfRow(r)}`);
    return detail === undefined ? [] : [[r.id, explainLevel(decodeLines(detail), level)]];
  });
};

/** Activation level income: the activation price and the activation level table (key `actlevel:<activation>:<level>`). */
const explainActivationLevelIncome: Explainer = async (src, rows) => {
  const ids = referencedIds(rows);
  if (!ids.length) return [];
  const activations = new Map<number, bigint>();
  for (const f of await src.q.query(`SELECT id, ${asText(src.e, 'amount')} AS amount FROM activations WHERE id IN (${marks(ids.length)})`, ids)) activations.set(Number(f.id), toBigInt(f.amount)!);
  const rates = await levelRates(src.q, 'ACTIVATION');
  return rows.flatMap((r): Array<[number, RowExplanation]> => {
    const base = r.referenceId === null ? undefined : activations.get(r.referenceId);
    const at = Number(/^actlevel:\d+:(\d+)$/.exec(r.key)?.[1]);
    return base === undefined ? [] : [[r.id, explainRated(r.amount, base, rates[at - 1] ?? null)]];
  });
};

/** Salary keeps no base: the payment (same natural key as the posting), its entitlement, due day and notes. */
const explainSalary: Explainer = async (src, rows) => {
  const keys = uniq(rows.map((r) => r.key));
  const found = await src.q.query(`SELECT natural_key, notes, transaction_date, entitlement_id FROM salary_payments WHERE natural_key IN (${marks(keys.length)})`, keys);
  const payments = new Map<string, { notes: string; transactionDate: string; entitlementId: number }>();
  for (const f of found) payments.set(f.natural_key, { notes: f.notes, transactionDate: f.transaction_date, entitlementId: Number(f.entitlement_id) });
  return rows.map((r): [number, RowExplanation] => {
    const p = payments.get(r.key);
    return [
      r.id,
      {
        ...UNEXPLAINED,
        salaryId: p?.entitlementId ?? (r.referenceType === 'salary_entitlement' ? r.referenceId : null),
        transactionDate: p?.transactionDate ?? r.incomeDay,
        notes: p?.notes ?? null,
      },
    ];
  });
};

/** Which explainer takes which ledger line. */
const EXPLAINERS: Array<{ takes: (r: SourcedRow) => boolean; explain: Explainer }> = [
  { takes: (r) => r.kind === 'DIRECT_INCOME' && r.referenceType === 'investment', explain: explainDirectIncome },
  { takes: (r) => r.kind === 'ROI' && r.referenceType === 'investment', explain: explainTradeRoi },
  { takes: (r) => r.kind === 'ROI' && r.referenceType !== 'investment', explain: explainDailyRunRoi },
  { takes: (r) => r.kind === 'LEADERSHIP' && r.referenceType === 'investment', explain: explainLeadership },
  { takes: (r) => r.kind === 'LEVEL_INCOME', explain: explainLevelIncome },
  { takes: (r) => r.kind === 'ACTIVATION_LEVEL_INCOME' && r.referenceType === 'activation', explain: explainActivationLevelIncome },
  { takes: (r) => r.kind === 'SALARY', explain: explainSalary },
];
