import { Arg, Authorized, Ctx, Field, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../../app/context';
import { positiveId } from '../../common/validate';
import { MessageResult } from '../users/users.types';

@ObjectType({ description: 'A set of deposit addresses.' })
export class DepositAddresses {
  @Field(() => Int) id: number;
  @Field(() => String, { nullable: true }) bep20: string | null;
  @Field(() => String, { nullable: true }) trc20: string | null;
  @Field() active: boolean;
  @Field() createdAt: Date;
}

@InputType()
export class DepositAddressesInput {
  @Field(() => String, { nullable: true }) bep20?: string | null;
  @Field(() => String, { nullable: true }) trc20?: string | null;
}

@Resolver()
export class QrResolver {
  @Query(() => DepositAddresses, { nullable: true, description: 'The current deposit addresses.' })
  async depositAddresses(@Ctx() ctx: Context): Promise<DepositAddresses | null> {
    return ctx.services.qr.current();
  }

  @Authorized('qr:write')
  @Query(() => [DepositAddresses], { description: 'Current and earlier address sets.' })
  async depositAddressHistory(@Ctx() ctx: Context): Promise<DepositAddresses[]> {
    return ctx.services.qr.history();
  }

  @Authorized('qr:write')
  @Mutation(() => DepositAddresses)
  async addDepositAddresses(@Arg('input') input: DepositAddressesInput, @Ctx() ctx: Context): Promise<DepositAddresses> {
    return ctx.services.qr.add(ctx.admin!.id, input);
  }

  @Authorized('qr:write')
  @Mutation(() => MessageResult)
  async deleteDepositAddresses(@Arg('id', () => Int) id: number, @Ctx() ctx: Context): Promise<MessageResult> {
    await ctx.services.qr.retire(ctx.admin!.id, positiveId(id));
    return { success: true, message: 'Addresses retired' };
  }
}
