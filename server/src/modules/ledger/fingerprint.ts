/**
 * Checksums of account balances by bucket, for the day's reconciliation (`LedgerReconciliation.recent`).
 *
 * Accounts are grouped in buckets of 4,096 consecutive ids. For a bucket the checkpoint keeps three
 * numbers over its accounts' checked balances: the exact sum, and two weighted sums modulo two primes
 * below 2^31, each account weighted by a quadratic function of its id. A day's check then compares,
 * per bucket, what the accounts hold now against the checkpoint plus the day's entries, reading the
 * entries once and the accounts by id range, with no per-account grouping or lookups.
 *
 * What it finds for sure: any wrong balance on one account (the exact sum), and any wrong pair whose
 * errors cancel in the sum (weights differ between accounts, and an error would have to be a multiple
 * of both primes, over $4.6 trillion). Three or more wrong accounts whose errors cancel in all three
 * sums at once are missed only by a coincidence of about 1 in 2^62 (or a pattern that also cancels
 * the weights' first and second moments). The full reconciliation, `run()`, stays exact.
 *
 * Changing the weights or the bucket size makes the stored checkpoints meaningless: a migration must
 * then reset the checkpoint (as migration 1795826353422-reconciliation-buckets did), so the next check reads
 * the whole ledger once.
 *
 * `fingerprintSql` (the SQL) and `fingerprintTerm` (bigint) compute the same thing, row by row; a
 * test compares them on both engines.
 */

import type { Engine } from '../../database/data-source';
import { asText } from '../../database/sql';
import { toBigInt } from '../../common/money';

/** Accounts per bucket: 2^12. */
export const BUCKET_BITS = 12;

/** The two moduli (primes below 2^31, so every product of two residues fits a signed 64-bit integer). */
export const MODULI = [2147483647n, 2147483629n] as const;

/** Weight coefficients per modulus: w(id) = ((a·id + b) mod p · id + c) mod p. */
const WEIGHTS = [
  { a: 1103515245n, b: 12345n, c: 265443576n },
  { a: 1664525n, b: 1013904223n, c: 40503n },
] as const;

/** The bucket of an account id, in SQL. */
export function bucketSql(idExpr: string): string {
  return `(${idExpr} >> ${BUCKET_BITS})`;
}

export function bucketOf(accountId: number): number {
  return accountId >> BUCKET_BITS;
}

/** First account id of a bucket. */
export function bucketStart(bucket: number): number {
  return bucket * 2 ** BUCKET_BITS;
}

/**
 * The two weighted terms of an amount on an account, in SQL (integers in (-p, p), signed remainders as
 * both engines compute them). Sum them and take `% p` (a sum of 2^32 terms still fits 64 bits).
 */
export function fingerprintSql(idExpr: string, amountExpr: string): [string, string] {
  return MODULI.map((p, i) => {
    const { a, b, c } = WEIGHTS[i];
    const weight = `(((${a} * ${idExpr} + ${b}) % ${p}) * ${idExpr} + ${c}) % ${p}`;
    return `((${amountExpr} % ${p}) * (${weight}) % ${p})`;
  }) as [string, string];
}

/** The same terms in bigint (JS `%` keeps the dividend's sign, as SQL's does). */
export function fingerprintTerm(accountId: number, amount: bigint): [bigint, bigint] {
  const id = BigInt(accountId);
  return MODULI.map((p, i) => {
    const { a, b, c } = WEIGHTS[i];
    const weight = (((a * id + b) % p) * id + c) % p;
    return ((amount % p) * weight) % p;
  }) as [bigint, bigint];
}

/** A bucket's (or a range's) three numbers. */
export interface BucketSums {
  balance: bigint;
  f1: bigint;
  f2: bigint;
}

export const ZERO_SUMS: BucketSums = { balance: 0n, f1: 0n, f2: 0n };

export function addSums(x: BucketSums, y: BucketSums): BucketSums {
  return { balance: x.balance + y.balance, f1: x.f1 + y.f1, f2: x.f2 + y.f2 };
}

/**
 * The select list of the three sums over rows of (`idExpr`, `amountExpr`), as text columns `balance`,
 * `f1` and `f2` (read back with `readSums`): the same for entries (account_id, amount) and for
 * accounts (id, balance).
 */
export function sumsSelect(engine: Engine, idExpr: string, amountExpr: string): string {
  const [f1, f2] = fingerprintSql(idExpr, amountExpr);
  return `${asText(engine, `SUM(${amountExpr})`)} AS balance, ${asText(engine, `SUM(${f1}) % ${MODULI[0]}`)} AS f1, ${asText(engine, `SUM(${f2}) % ${MODULI[1]}`)} AS f2`;
}

/** The sums of a row of `sumsSelect` (or of the checkpoint table); none (no rows summed) is zero. */
export function readSums(row: { balance: unknown; f1: unknown; f2: unknown }): BucketSums {
  return { balance: toBigInt(row.balance) ?? 0n, f1: toBigInt(row.f1) ?? 0n, f2: toBigInt(row.f2) ?? 0n };
}

/** Whether two sets of sums agree: the balances exactly, the weighted sums modulo their prime. */
export function sameSums(x: BucketSums, y: BucketSums): boolean {
  const [p1, p2] = MODULI;
  return x.balance === y.balance && (x.f1 - y.f1) % p1 === 0n && (x.f2 - y.f2) % p2 === 0n;
}
