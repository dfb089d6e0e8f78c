import { Field, Int, ObjectType } from 'type-graphql';
import { MoneyScalar } from '../../common/scalars';

@ObjectType({ description: "A member in a referral tree, with the member's team aggregates." })
export class TreeNode {
  @Field(() => Int) id: number;
  @Field() username: string;
  @Field() fullname: string;
  @Field() email: string;
  @Field() referralCode: string;
  @Field() isActive: boolean;
  @Field({ description: "'block' or 'unblock'" }) status: string;
  @Field(() => Int, { nullable: true }) sponsorId: number | null;
  @Field() joinedAt: Date;
  @Field(() => String, { nullable: true, description: "Plan of the member's latest running investment" }) planName: string | null;
  @Field(() => MoneyScalar, { description: "Active plan: the member's own running principal" }) ownBusiness: bigint;
  @Field(() => MoneyScalar, { description: 'Running principal of the downline' }) teamBusiness: bigint;
  @Field(() => Int, { description: 'Downline size' }) teamSize: number;
  @Field(() => Int) directCount: number;
  @Field(() => Int) activeDirects: number;
  @Field(() => [TreeNode], { nullable: true, description: 'First direct members, when the call loads two levels' }) children?: TreeNode[];
}

@ObjectType({ description: 'A page of tree nodes in id order; pass nextAfter as `after` for the next page.' })
export class TreeNodePage {
  @Field(() => [TreeNode]) items: TreeNode[];
  @Field(() => Int) total: number;
  @Field(() => Int, { nullable: true, description: 'Null on the last page' }) nextAfter: number | null;
}

@ObjectType()
export class LevelFigures {
  @Field(() => Int) level: number;
  @Field(() => Int) members: number;
  @Field(() => Int) active: number;
  @Field(() => MoneyScalar, { description: 'Running principal of the members at this level' }) business: bigint;
}

@ObjectType({ description: "A member's team aggregates." })
export class TeamSummary {
  @Field(() => Int) memberId: number;
  @Field(() => Int) directCount: number;
  @Field(() => Int) activeDirects: number;
  @Field(() => Int, { description: 'Downline size, excluding the member' }) teamSize: number;
  @Field(() => MoneyScalar, { description: "The member's own running principal" }) ownBusiness: bigint;
  @Field(() => MoneyScalar, { description: 'Running principal of the downline' }) teamBusiness: bigint;
}

@ObjectType()
export class TeamSearchResult {
  @Field(() => TreeNode) node: TreeNode;
  @Field(() => Int, { description: 'Levels below the searched root' }) level: number;
  @Field(() => [TreeNode], { description: 'From the searched root down to the member' }) path: TreeNode[];
}
