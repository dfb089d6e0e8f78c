import { Scope } from '../../common/auth/scopes';
import { Arg, Authorized, Ctx, Field, FieldResolver, InputType, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { EnumValue, graphqlEnum } from '../../common/graphql-enum';
import { Context, requireAdmin } from '../../app/context';
import { MoneyScalar } from '../../common/scalars';
import { positiveId } from '../../common/validate';
import type { ActivationPlan, Plan } from './plan.entity';
import { formatRate } from './rates';

@ObjectType({ description: 'An investment (membership) plan.' })
export class PlanRecord {
  @Field(() => Int) id: number;
  @Field() name: string;
  @Field() description: string;
  @Field(() => MoneyScalar, { description: 'Suggested amount' }) price: bigint;
  @Field(() => MoneyScalar) minAmount: bigint;
  @Field(() => MoneyScalar, { description: '0 = no upper limit' }) maxAmount: bigint;
  @Field({ description: 'Daily ROI in percent, e.g. "0.5"' }) roiDay: string;
  @Field({ description: 'Sponsor (direct) bonus in percent' }) sponsorBonus: string;
  @Field(() => Int) periodMonths: number;
  @Field(() => Int) capMultiplier: number;
  @Field() isActive: boolean;
}

export function toPlanRecord(p: Plan): PlanRecord {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    price: p.price,
    minAmount: p.minAmount,
    maxAmount: p.maxAmount,
    roiDay: formatRate(p.roiRate),
    sponsorBonus: formatRate(p.sponsorRate),
    periodMonths: p.periodMonths,
    capMultiplier: p.capMultiplier,
    isActive: p.isActive,
  };
}

@ObjectType({ description: 'An activation plan: buying one activates the account.' })
export class ActivationPlanRecord {
  @Field(() => Int) id: number;
  @Field() name: string;
  @Field() description: string;
  @Field(() => MoneyScalar) price: bigint;
  @Field() isActive: boolean;
  @Field() createdAt: Date;
}

export function toActivationPlanRecord(p: ActivationPlan): ActivationPlanRecord {
  return { id: p.id, name: p.name, description: p.description, price: p.price, isActive: p.isActive, createdAt: p.createdAt };
}

@InputType({ description: 'Plan fields; on edit only the given ones change.' })
export class PlanInput {
  @Field({ nullable: true }) name?: string;
  @Field({ nullable: true }) description?: string;
  @Field(() => MoneyScalar, { nullable: true }) price?: string;
  @Field(() => MoneyScalar, { nullable: true }) minAmount?: string;
  @Field(() => MoneyScalar, { nullable: true, description: '0 = no upper limit' }) maxAmount?: string;
  @Field({ nullable: true, description: 'Daily ROI %, at most 4 decimals' }) roiDay?: string;
  @Field({ nullable: true, description: 'Sponsor bonus %' }) sponsorBonus?: string;
  @Field(() => Int, { nullable: true }) periodMonths?: number;
  @Field(() => Int, { nullable: true }) capMultiplier?: number;
  @Field({ nullable: true }) isActive?: boolean;
}

@InputType()
export class ActivationPlanInput {
  @Field({ nullable: true }) name?: string;
  @Field({ nullable: true }) description?: string;
  @Field(() => MoneyScalar, { nullable: true }) price?: string;
  @Field({ nullable: true }) isActive?: boolean;
}

export const LevelTableEnum = graphqlEnum(
  'LevelTable',
  {
    INVESTMENT: 'INVESTMENT',
    ACTIVATION: 'ACTIVATION',
  },
  'INVESTMENT: ROI-share level income; ACTIVATION: activation level income',
);
export type LevelTableEnum = EnumValue<typeof LevelTableEnum>;

@ObjectType({ description: 'The two level tables: percent for levels 1..20.' })
export class LevelTables {
  @Field(() => [String]) investment: string[];
  @Field(() => [String]) activation: string[];
}

@Resolver()
export class PlansResolver {
  @Query(() => [PlanRecord], { description: 'Active plans (admins: all).' })
  async plans(@Ctx() ctx: Context): Promise<PlanRecord[]> {
    return (await ctx.services.plans.list(!!ctx.admin)).map(toPlanRecord);
  }

  @Authorized()
  @Scope('read:profile')
  @Query(() => PlanRecord)
  async plan(@Arg('id', () => Int) id: number, @Ctx() ctx: Context): Promise<PlanRecord> {
    return toPlanRecord(await ctx.services.plans.require(positiveId(id)));
  }

  @Authorized('plans:write')
  @Mutation(() => PlanRecord)
  async createPlan(@Arg('input') input: PlanInput, @Ctx() ctx: Context): Promise<PlanRecord> {
    return toPlanRecord(await ctx.services.plans.create(requireAdmin(ctx).id, input));
  }

  @Authorized('plans:write')
  @Mutation(() => PlanRecord, { description: 'Edits a plan; running investments keep the terms they bought.' })
  async updatePlan(@Arg('id', () => Int) id: number, @Arg('input') input: PlanInput, @Ctx() ctx: Context): Promise<PlanRecord> {
    return toPlanRecord(await ctx.services.plans.update(requireAdmin(ctx).id, positiveId(id), input));
  }

  @Authorized('plans:write')
  @Mutation(() => PlanRecord, { description: 'Retires a plan (no new purchases; history kept).' })
  async retirePlan(@Arg('id', () => Int) id: number, @Ctx() ctx: Context): Promise<PlanRecord> {
    return toPlanRecord(await ctx.services.plans.retire(requireAdmin(ctx).id, positiveId(id)));
  }

  @Authorized()
  @Scope('read:profile')
  @Query(() => [ActivationPlanRecord], { description: 'Active activation plans (admins: all).' })
  async activationPlans(@Ctx() ctx: Context): Promise<ActivationPlanRecord[]> {
    return (await ctx.services.plans.listActivation(!!ctx.admin)).map(toActivationPlanRecord);
  }

  @Authorized()
  @Scope('read:profile')
  @Query(() => ActivationPlanRecord)
  async activationPlan(@Arg('id', () => Int) id: number, @Ctx() ctx: Context): Promise<ActivationPlanRecord> {
    return toActivationPlanRecord(await ctx.services.plans.requireActivation(positiveId(id)));
  }

  @Authorized('plans:write')
  @Mutation(() => ActivationPlanRecord)
  async createActivationPlan(@Arg('input') input: ActivationPlanInput, @Ctx() ctx: Context): Promise<ActivationPlanRecord> {
    return toActivationPlanRecord(await ctx.services.plans.createActivation(requireAdmin(ctx).id, input));
  }

  @Authorized('plans:write')
  @Mutation(() => ActivationPlanRecord)
  async updateActivationPlan(@Arg('id', () => Int) id: number, @Arg('input') input: ActivationPlanInput, @Ctx() ctx: Context): Promise<ActivationPlanRecord> {
    return toActivationPlanRecord(await ctx.services.plans.updateActivation(requireAdmin(ctx).id, positiveId(id), input));
  }

  @Authorized('plans:write')
  @Mutation(() => ActivationPlanRecord)
  async retireActivationPlan(@Arg('id', () => Int) id: number, @Ctx() ctx: Context): Promise<ActivationPlanRecord> {
    return toActivationPlanRecord(await ctx.services.plans.retireActivation(requireAdmin(ctx).id, positiveId(id)));
  }

  @Authorized()
  @Scope('read:profile')
  @Query(() => LevelTables)
  async levelTables(@Ctx() ctx: Context): Promise<LevelTables> {
    const [investment, activation] = await Promise.all([ctx.services.plans.levelRates('INVESTMENT'), ctx.services.plans.levelRates('ACTIVATION')]);
    return { investment: investment.map(formatRate), activation: activation.map(formatRate) };
  }

  @Authorized('plans:write')
  @Mutation(() => [String], { description: 'Replaces a level table (percent per level, 1..20; missing levels are 0).' })
  async setLevelRates(@Arg('table', () => LevelTableEnum) table: LevelTableEnum, @Arg('rates', () => [String]) rates: string[], @Ctx() ctx: Context): Promise<string[]> {
    return (await ctx.services.plans.setLevelRates(requireAdmin(ctx).id, table, rates)).map(formatRate);
  }
}

/** What the signed-in member may do with a plan. */
@Resolver(() => PlanRecord)
export class PlanFieldsResolver {
  @FieldResolver(() => String, {
    nullable: true,
    description: 'Why the signed-in member cannot buy this plan for herself now (top-ups off, account blocked, plan retired, its maximum below her running plan); null when she can, and for visitors and staff.',
  })
  async buyBlockedReason(@Root() plan: PlanRecord, @Ctx() ctx: Context): Promise<string | null> {
    if (!ctx.member) return null;
    const running = await ctx.loaders.largestRunning(ctx.member.id);
    return ctx.services.topups.buyBlockedReason(ctx.member.user, plan, running);
  }
}
