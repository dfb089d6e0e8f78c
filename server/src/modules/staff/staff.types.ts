import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { EnumValue, graphqlEnum } from '../../common/graphql-enum';
import { ROLE_PERMISSIONS } from '../../common/auth/permissions';
import { MoneyScalar } from '../../common/scalars';
import { toLegacyNumber } from '../../common/money';
import { CursorPaginated } from '../../common/pagination';
import type { User } from '../users/user.entity';
import type { ApprovalRequest } from './staff.entities';
import type { StaffMember } from './staff.service';
import type { Context } from '../../app/context';

export const StaffRoleEnum = graphqlEnum(
  'StaffRole',
  {
    OWNER: 'OWNER',
    FINANCE: 'FINANCE',
    SUPPORT: 'SUPPORT',
    CONTENT: 'CONTENT',
    ANALYST: 'ANALYST',
  },
  'A bundle of staff permissions (see `staffRoles`).',
);
export type StaffRoleEnum = EnumValue<typeof StaffRoleEnum>;

export const StaffStateEnum = graphqlEnum(
  'StaffState',
  {
    ACTIVE: 'active',
    INVITED: 'invited',
    DEACTIVATED: 'deactivated',
  },
  'invited: has not set a password yet; deactivated: cannot sign in',
);
export type StaffStateEnum = EnumValue<typeof StaffStateEnum>;

export const ApprovalStatusEnum = graphqlEnum('ApprovalStatus', { PENDING: 'pending', APPLYING: 'applying', APPROVED: 'approved', REJECTED: 'rejected', WITHDRAWN: 'withdrawn', ALL: 'all' });
export type ApprovalStatusEnum = EnumValue<typeof ApprovalStatusEnum>;

@ObjectType({ description: 'A staff account.' })
export class StaffRecord {
  @Field(() => ID) id: number;
  @Field() email: string;
  @Field() fullname: string;
  @Field(() => StaffRoleEnum) role: StaffRoleEnum;
  @Field(() => StaffStateEnum) state: StaffStateEnum;
  @Field(() => [String]) permissions: string[];
  @Field(() => Date, { nullable: true }) lastLogin: Date | null;
  @Field() createdAt: Date;
}

@ObjectType({ description: 'A role and the permissions it holds.' })
export class StaffRoleInfo {
  @Field(() => StaffRoleEnum) role: StaffRoleEnum;
  @Field(() => [String]) permissions: string[];
}

@ObjectType({ description: 'A named permission and what it allows.' })
export class PermissionInfo {
  @Field() name: string;
  @Field() description: string;
}

@ObjectType({ description: "The signed-in staff member's role and permissions (the admin sidebar shows only what they allow)." })
export class StaffAccess {
  @Field(() => StaffRoleEnum) role: StaffRoleEnum;
  @Field(() => [String]) permissions: string[];
  @Field({ description: 'Money moves need a second person (two or more staff hold the money permissions)' }) fourEyes: boolean;
  @Field({ description: 'Only one active staff member holds the money permissions: a second person is needed for maker-checker' }) needsSecondPerson: boolean;
}

@InputType()
export class CreateStaffInput {
  @Field() email: string;
  @Field() fullname: string;
  @Field(() => StaffRoleEnum) role: StaffRoleEnum;
}

@ObjectType({ description: 'A money action waiting for (or decided by) a second staff member.' })
export class ApprovalRequestRecord {
  @Field(() => ID) id: number;
  @Field() kind: string;
  @Field() permission: string;
  @Field(() => ApprovalStatusEnum) status: string;
  @Field(() => Int) makerId: number;
  @Field() makerName: string;
  @Field(() => Int, { nullable: true }) checkerId: number | null;
  @Field(() => String, { nullable: true }) checkerName: string | null;
  @Field(() => Int, { nullable: true }) memberId: number | null;
  @Field(() => String, { nullable: true, description: 'Name and code of the member concerned' }) memberName: string | null;
  @Field(() => MoneyScalar, { nullable: true }) amount: bigint | null;
  @Field() reason: string;
  @Field({ description: 'What the approval will do, as JSON (money as decimal micro-unit strings)' }) payload: string;
  @Field(() => String, { nullable: true }) target: string | null;
  @Field(() => String, { nullable: true }) decisionNote: string | null;
  @Field() createdAt: Date;
  @Field(() => Date, { nullable: true }) decidedAt: Date | null;
}

@ObjectType()
export class ApprovalRequestPage extends CursorPaginated(ApprovalRequestRecord) {}

export function toStaffRecord(s: StaffMember): StaffRecord {
  return {
    id: s.user.id,
    email: s.user.email,
    fullname: s.user.fullname,
    role: s.role as StaffRoleEnum,
    state: s.state as StaffStateEnum,
    permissions: [...ROLE_PERMISSIONS[s.role]],
    lastLogin: s.user.lastLogin,
    createdAt: s.user.createdAt,
  };
}

export function toApprovalRecord(r: ApprovalRequest, people: Map<number, User> = new Map()): ApprovalRequestRecord {
  const name = (id: number | null) => (id === null ? null : people.get(id) ? `${people.get(id)!.fullname} (${people.get(id)!.username})` : `#${id}`);
  return {
    id: r.id,
    kind: r.kind,
    permission: r.permission,
    status: r.status,
    makerId: r.makerId,
    makerName: name(r.makerId)!,
    checkerId: r.checkerId,
    checkerName: name(r.checkerId),
    memberId: r.memberId,
    memberName: name(r.memberId),
    amount: r.amount === null ? null : BigInt(r.amount),
    reason: r.reason,
    payload: r.payload,
    target: r.target,
    decisionNote: r.decisionNote,
    createdAt: r.createdAt,
    decidedAt: r.decidedAt,
  };
}


/** The legacy REST shape of a pending request (snake_case, money as a number of dollars). */
export function legacyApproval(r: ApprovalRequest) {
  return {
    approval_id: r.id,
    kind: r.kind,
    status: r.status,
    maker_id: r.makerId,
    user_id: r.memberId,
    amount: r.amount === null ? null : toLegacyNumber(BigInt(r.amount)),
    reason: r.reason,
    created_at: r.createdAt,
  };
}

/** A request with the names of its maker, checker and member. */
export async function approvalRecord(ctx: Context, r: ApprovalRequest): Promise<ApprovalRequestRecord> {
  return toApprovalRecord(r, await ctx.services.approvals.staffNames([r]));
}
