/**
 * Client mirrors of the plan rules (PAGES §4; the server is the authority): the admin plan and
 * activation plan forms, level % panels, top-up amounts, e-pin codes.
 */
import { decimalRangeError, moneyAmountError } from '../admin/validation';
import { compareMoney, isPositive, validateAmount } from '../money/amount';
import { formatMoney } from '../../lib/money';

export interface PlanFormValues {
  name: string;
  description: string;
  price: string;
  minAmount: string;
  maxAmount: string;
  roiDay: string;
  sponsorBonus: string;
  periodMonths: string;
  capMultiplier: string;
  isActive: boolean;
}

export type PlanFormErrors = Partial<Record<keyof PlanFormValues, string>>;

export const EMPTY_PLAN: PlanFormValues = {
  name: '',
  description: '',
  price: '',
  minAmount: '',
  maxAmount: '0',
  roiDay: '',
  sponsorBonus: '5',
  periodMonths: '24',
  capMultiplier: '2',
  isActive: true,
};

function wholeInRange(raw: string, label: string, min: number, max: number): string | null {
  const n = Number(raw.trim());
  if (!raw.trim()) return `${label} is required`;
  if (!/^\d+$/.test(raw.trim()) || n < min || n > max) return `${label} must be a whole number from ${min} to ${max}`;
  return null;
}

/** Name required and unique; Price > 0; Min > 0; Max 0 (open) or ≥ Min; ROI and bonus 0–100; Period 1–120; Cap 1–10. */
export function validatePlanForm(v: PlanFormValues, otherNames: string[] = []): PlanFormErrors {
  const e: PlanFormErrors = {};
  const name = v.name.trim();
  if (!name) e.name = 'Name is required';
  else if (name.length > 100) e.name = 'Name must be at most 100 characters';
  else if (otherNames.some((n) => n.trim().toLowerCase() === name.toLowerCase())) e.name = 'A plan with this name already exists';
  if (v.description.length > 1000) e.description = 'Description must be at most 1000 characters';
  const price = moneyAmountError(v.price);
  if (price) e.price = price;
  const min = moneyAmountError(v.minAmount);
  if (min) e.minAmount = min;
  const max = moneyAmountError(v.maxAmount, { allowZero: true });
  if (max) e.maxAmount = max;
  else if (!min && isPositive(v.maxAmount) && compareMoney(v.maxAmount, v.minAmount) < 0) e.maxAmount = 'Max must be 0 (no limit) or at least Min';
  const roi = decimalRangeError(v.roiDay, { label: 'Daily ROI %', min: '0', max: '100', places: 4 });
  if (roi) e.roiDay = roi;
  const bonus = decimalRangeError(v.sponsorBonus, { label: 'Sponsor Bonus %', min: '0', max: '100', places: 4 });
  if (bonus) e.sponsorBonus = bonus;
  const period = wholeInRange(v.periodMonths, 'Period', 1, 120);
  if (period) e.periodMonths = period;
  const cap = wholeInRange(v.capMultiplier, 'Cap', 1, 10);
  if (cap) e.capMultiplier = cap;
  return e;
}

export interface ActivationPlanFormValues {
  name: string;
  description: string;
  price: string;
  isActive: boolean;
}

export const EMPTY_ACTIVATION_PLAN: ActivationPlanFormValues = { name: '', description: '', price: '', isActive: true };

/** Name required; Price > 0; Description ≤ 1000. */
export function validateActivationPlanForm(v: ActivationPlanFormValues): Partial<Record<keyof ActivationPlanFormValues, string>> {
  const e: Partial<Record<keyof ActivationPlanFormValues, string>> = {};
  if (!v.name.trim()) e.name = 'Name is required';
  else if (v.name.trim().length > 100) e.name = 'Name must be at most 100 characters';
  const price = moneyAmountError(v.price);
  if (price) e.price = price;
  if (v.description.length > 1000) e.description = 'Description must be at most 1000 characters';
  return e;
}

export const LEVELS = 20;

/** Level % panels: levels 1–20, each 0–100 with at most 3 decimals; returns one message per level (or null). */
export function validateLevels(levels: string[]): Array<string | null> {
  return levels.map((raw, i) => (raw.trim() === '' ? null : decimalRangeError(raw, { label: `Level ${i + 1}`, min: '0', max: '100', places: 3 })));
}

export interface PlanRange {
  name: string;
  minAmount: string;
  maxAmount: string;
}

/** A top-up amount: within the plan's min–max, ≤ Active and (self top-up) not below the running plan. */
export function validateTopUpAmount(input: string, plan: PlanRange | null, active: string | null | undefined, runningPlan?: string | null): string | null {
  if (!plan) return 'Choose a plan';
  const open = !isPositive(plan.maxAmount);
  const range = open ? `at least ${formatMoney(plan.minAmount)}` : `between ${formatMoney(plan.minAmount)} and ${formatMoney(plan.maxAmount)}`;
  const basic = validateAmount(input, { min: plan.minAmount, minMessage: `Amount must be ${range} for ${plan.name}` });
  if (basic) return basic;
  if (!open && compareMoney(input.trim(), plan.maxAmount) > 0) return `Amount must be ${range} for ${plan.name}`;
  if (runningPlan && compareMoney(input.trim(), runningPlan) < 0) return 'Buy a bigger plan than the active one';
  if (compareMoney(input.trim(), active ?? '0') > 0) return `Amount exceeds your Active Wallet balance (${formatMoney(active)})`;
  return null;
}

/** Redeem Code: 6–32 letters or digits. */
export function validateCode(raw: string): string | null {
  const code = raw.trim();
  if (!code) return 'Enter your code';
  if (!/^[A-Za-z0-9]{6,32}$/.test(code)) return 'A code is 6 to 32 letters or digits';
  return null;
}

/** The largest running principal (a self top-up may not be smaller). */
export function largestRunning(investments: Array<{ amount: string; status: string; memberId: number }>, memberId: number | undefined): string | null {
  let best: string | null = null;
  for (const i of investments) {
    if (i.status !== 'RUNNING' || i.memberId !== memberId) continue;
    if (best === null || compareMoney(i.amount, best) > 0) best = i.amount;
  }
  return best;
}
