import { In, type EntityManager } from 'typeorm';
import type { Database } from '../../database/data-source';
import { AppError, badInput, notFound } from '../../common/errors';
import { MICRO, parseMoney } from '../../common/money';
import { changedFields, type AuditService } from '../audit/audit.service';
import { ActivationPlan, LEVEL_TABLES, LevelRate, LevelTable, LEVELS, Plan } from './plan.entity';
import { parseRate } from './rates';
import { DEFAULT_LEVEL_RATES, levelRates } from '../../rules/levels';

/** The default plans of BUSINESS-RULES §3, written on a first start with no plans. */
const DEFAULT_PLANS = [
  { name: 'Starter', price: 100n, min: 100n, max: 999n, roi: 5000n, description: 'Start small: a daily return on amounts from $100 to $999.' },
  { name: 'Silver', price: 1000n, min: 1000n, max: 4999n, roi: 6000n, description: 'A higher daily return for amounts from $1,000 to $4,999.' },
  { name: 'Gold', price: 5000n, min: 5000n, max: 100000n, roi: 7000n, description: 'Our best daily return, for amounts from $5,000 to $100,000.' },
];

/** Plan fields as sent by GraphQL or the legacy REST client (all optional on edit). */
export interface PlanFields {
  name?: unknown;
  description?: unknown;
  price?: unknown;
  minAmount?: unknown;
  maxAmount?: unknown;
  roiDay?: unknown;
  sponsorBonus?: unknown;
  periodMonths?: unknown;
  capMultiplier?: unknown;
  isActive?: unknown;
}

export interface ActivationPlanFields {
  name?: unknown;
  description?: unknown;
  price?: unknown;
  isActive?: unknown;
}

const given = (v: unknown) => v !== undefined && v !== null && v !== '';

function text(value: unknown, field: string, max: number, required: boolean): string | undefined {
  if (!given(value)) {
    if (required) throw badInput(`${field} is required`, { [field]: 'required' });
    return undefined;
  }
  if (typeof value !== 'string' || value.trim().length > max) throw badInput(`Invalid ${field}`, { [field]: `at most ${max} characters` });
  if (required && !value.trim()) throw badInput(`${field} is required`, { [field]: 'required' });
  return value.trim();
}

function wholeNumber(value: unknown, field: string, min: number, max: number): number | undefined {
  if (!given(value)) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) throw badInput(`Invalid ${field}`, { [field]: `a whole number from ${min} to ${max}` });
  return n;
}

function flag(value: unknown, field: string): boolean | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (value === true || value === 1 || value === '1' || value === 'true' || value === 'active') return true;
  if (value === false || value === 0 || value === '0' || value === 'false' || value === 'inactive') return false;
  throw badInput(`Invalid ${field}`, { [field]: 'true or false' });
}

/** Investment plans, activation plans and the two level tables (the admin plan desk). */
export class PlansService {
  constructor(
    private readonly db: Database,
    private readonly audit?: AuditService,
  ) {}

  async list(includeInactive = false): Promise<Plan[]> {
    return this.db.manager.find(Plan, { where: includeInactive ? {} : { isActive: true }, order: { minAmount: 'ASC', id: 'ASC' } });
  }

  async find(id: number): Promise<Plan | null> {
    return this.db.manager.findOne(Plan, { where: { id } });
  }

  /** Plans by id, in one statement (the request's plan loader). */
  async byIds(ids: readonly number[]): Promise<Map<number, Plan>> {
    if (!ids.length) return new Map();
    return new Map((await this.db.manager.find(Plan, { where: { id: In([...ids]) } })).map((p) => [p.id, p]));
  }

  async require(id: number): Promise<Plan> {
    const plan = await this.db.manager.findOne(Plan, { where: { id } });
    if (!plan) throw notFound('Plan not found');
    return plan;
  }

  /** Validated plan values; on create every required field must be present. */
  private planValues(f: PlanFields, creating: boolean): Partial<Plan> {
    const v: Partial<Plan> = {};
    const name = text(f.name, 'name', 100, creating);
    if (name !== undefined) v.name = name;
    const description = text(f.description, 'description', 1000, false);
    if (description !== undefined) v.description = description;
    if (given(f.minAmount) || creating) v.minAmount = parseMoney(f.minAmount, { field: 'min' });
    if (given(f.maxAmount)) v.maxAmount = parseMoney(f.maxAmount, { field: 'max', allowZero: true });
    else if (creating) v.maxAmount = 0n;
    if (given(f.price)) v.price = parseMoney(f.price, { field: 'price' });
    else if (creating) v.price = v.minAmount;
    if (given(f.roiDay) || creating) v.roiRate = parseRate(f.roiDay, 'roiDay');
    if (given(f.sponsorBonus) || creating) v.sponsorRate = parseRate(f.sponsorBonus ?? '0', 'sponsorBonus');
    const months = wholeNumber(f.periodMonths, 'periodMonths', 1, 120);
    if (months !== undefined) v.periodMonths = months;
    else if (creating) throw badInput('periodMonths is required', { periodMonths: 'required' });
    const cap = wholeNumber(f.capMultiplier, 'capMultiplier', 1, 10);
    if (cap !== undefined) v.capMultiplier = cap;
    else if (creating) v.capMultiplier = 2;
    const active = flag(f.isActive, 'isActive');
    if (active !== undefined) v.isActive = active;
    else if (creating) v.isActive = true;
    return v;
  }

  private checkRange(p: { minAmount: bigint; maxAmount: bigint }) {
    if (p.maxAmount > 0n && p.maxAmount < p.minAmount) throw badInput('max must be 0 (open) or at least min', { max: 'at least min' });
  }

  private async checkUniqueName(em: EntityManager, name: string | undefined, exceptId?: number) {
    if (name === undefined) return;
    const same = await em.findOne(Plan, { where: { name } });
    if (same && same.id !== exceptId) throw new AppError('ALREADY_EXISTS', 'A plan with this name already exists');
  }

  async create(adminId: number, f: PlanFields): Promise<Plan> {
    const values = this.planValues(f, true) as Plan;
    this.checkRange(values);
    return this.db.transaction(async (em) => {
      await this.checkUniqueName(em, values.name);
      const plan = em.create(Plan, { ...values, createdAt: new Date(), updatedAt: null });
      await em.insert(Plan, plan);
      await this.audit?.record(adminId, 'plan.create', `plan:${plan.id}`, values, em, { before: null, after: plan });
      return plan;
    });
  }

  /** Edits a plan; running investments keep the terms they copied at purchase. */
  async update(adminId: number, id: number, f: PlanFields): Promise<Plan> {
    const values = this.planValues(f, false);
    return this.db.transaction(async (em) => {
      const before = await em.findOne(Plan, { where: { id } });
      if (!before) throw notFound('Plan not found');
      this.checkRange({ ...before, ...values });
      await this.checkUniqueName(em, values.name, id);
      await em.update(Plan, { id }, { ...values, updatedAt: new Date() });
      await this.audit?.record(adminId, 'plan.update', `plan:${id}`, undefined, em, changedFields(before as unknown as Record<string, unknown>, Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined))));
      return (await em.findOne(Plan, { where: { id } }))!;
    });
  }

  /** Retires a plan (never deleted: investments and history refer to it). */
  async retire(adminId: number, id: number): Promise<Plan> {
    return this.update(adminId, id, { isActive: false });
  }

  async listActivation(includeInactive = false): Promise<ActivationPlan[]> {
    return this.db.manager.find(ActivationPlan, { where: includeInactive ? {} : { isActive: true }, order: { price: 'ASC', id: 'ASC' } });
  }

  async requireActivation(id: number): Promise<ActivationPlan> {
    const plan = await this.db.manager.findOne(ActivationPlan, { where: { id } });
    if (!plan) throw notFound('Activation plan not found');
    return plan;
  }

  private activationValues(f: ActivationPlanFields, creating: boolean): Partial<ActivationPlan> {
    const v: Partial<ActivationPlan> = {};
    const name = text(f.name, 'name', 100, creating);
    if (name !== undefined) v.name = name;
    const description = text(f.description, 'description', 1000, false);
    if (description !== undefined) v.description = description;
    if (given(f.price) || creating) v.price = parseMoney(f.price, { field: 'price' });
    const active = flag(f.isActive, 'isActive');
    if (active !== undefined) v.isActive = active;
    else if (creating) v.isActive = true;
    return v;
  }

  async createActivation(adminId: number, f: ActivationPlanFields): Promise<ActivationPlan> {
    const values = this.activationValues(f, true);
    return this.db.transaction(async (em) => {
      const plan = em.create(ActivationPlan, { description: '', ...values, createdAt: new Date(), updatedAt: null });
      await em.insert(ActivationPlan, plan);
      await this.audit?.record(adminId, 'actplan.create', `actplan:${plan.id}`, values, em, { before: null, after: plan });
      return plan;
    });
  }

  /** Edits an activation plan; past purchases keep the price they paid. */
  async updateActivation(adminId: number, id: number, f: ActivationPlanFields): Promise<ActivationPlan> {
    const values = this.activationValues(f, false);
    return this.db.transaction(async (em) => {
      const before = await em.findOne(ActivationPlan, { where: { id } });
      if (!before) throw notFound('Activation plan not found');
      await em.update(ActivationPlan, { id }, { ...values, updatedAt: new Date() });
      await this.audit?.record(adminId, 'actplan.update', `actplan:${id}`, undefined, em, changedFields(before as unknown as Record<string, unknown>, Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined))));
      return (await em.findOne(ActivationPlan, { where: { id } }))!;
    });
  }

  async retireActivation(adminId: number, id: number): Promise<ActivationPlan> {
    return this.updateActivation(adminId, id, { isActive: false });
  }

  /** The rates of a level table, index 0 = level 1 (20 entries). */
  async levelRates(table: LevelTable, em = this.db.manager): Promise<bigint[]> {
    return levelRates(em, table);
  }

  /**
   * Replaces a level table. `rates[i]` is the percentage of level i + 1; a missing level is 0.
   * The old table goes to the audit log; the daily run and later activations read the new one.
   */
  async setLevelRates(adminId: number, table: LevelTable, input: unknown[]): Promise<bigint[]> {
    if (!LEVEL_TABLES.includes(table)) throw badInput('Unknown level table');
    if (!Array.isArray(input) || input.length === 0 || input.length > LEVELS) throw badInput(`Give 1 to ${LEVELS} levels`, { levels: `1 to ${LEVELS} percentages` });
    const rates = Array.from({ length: LEVELS }, (_x, i) => (given(input[i]) ? parseRate(input[i], `level_${i + 1}`) : 0n));
    const total = rates.reduce((s, r) => s + r, 0n);
    if (total > 100n * 10_000n) throw badInput('The levels add up to more than 100 %', { levels: 'at most 100 % in total' });
    const before = await this.levelRates(table);
    await this.db.transaction(async (em) => {
      await em.delete(LevelRate, { table });
      await em.insert(LevelRate, rates.map((rate, i) => ({ table, level: i + 1, rate, updatedAt: new Date() })));
      await this.audit?.record(adminId, 'levels.update', `levels:${table}`, undefined, em, { before, after: rates });
    });
    return rates;
  }

  async ensureDefaults(): Promise<void> {
    if (!(await this.db.manager.count(LevelRate))) {
      await this.db.transaction(async (em) => {
        for (const [table, rates] of Object.entries(DEFAULT_LEVEL_RATES)) {
          await em.insert(LevelRate, rates.map((rate, i) => ({ table: table as LevelTable, level: i + 1, rate, updatedAt: new Date() })));
        }
      });
    }
    if (await this.db.manager.count(Plan)) return;
    await this.db.transaction(async (em) => {
      for (const p of DEFAULT_PLANS) {
        await em.insert(Plan, {
          name: p.name,
          description: p.description,
          price: p.price * MICRO,
          minAmount: p.min * MICRO,
          maxAmount: p.max * MICRO,
          roiRate: p.roi,
          sponsorRate: 50_000n,
          periodMonths: 24,
          capMultiplier: 2,
          isActive: true,
          createdAt: new Date(),
        });
      }
    });
  }
}
