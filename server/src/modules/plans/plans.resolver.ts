import { Arg, Authorized, Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../../app/context';
import { MoneyScalar } from '../../common/scalars';
import { positiveId } from '../../common/validate';
import type { Plan } from './plan.entity';

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
    roiDay: p.roiDay,
    sponsorBonus: p.sponsorBonus,
    periodMonths: p.periodMonths,
    capMultiplier: p.capMultiplier,
    isActive: p.isActive,
  };
}

@Resolver()
export class PlansResolver {
  @Query(() => [PlanRecord], { description: 'Active plans (admins: all).' })
  async plans(@Ctx() ctx: Context): Promise<PlanRecord[]> {
    return (await ctx.services.plans.list(!!ctx.admin)).map(toPlanRecord);
  }

  @Authorized()
  @Query(() => PlanRecord)
  async plan(@Arg('id', () => Int) id: number, @Ctx() ctx: Context): Promise<PlanRecord> {
    return toPlanRecord(await ctx.services.plans.require(positiveId(id)));
  }
}
