import { Arg, Args, Authorized, Ctx, ID, Info, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLResolveInfo } from 'graphql';
import { CursorArgs, pageWindow } from '../../common/pagination';
import { ADMIN_COOKIE, Context, requireAdmin } from '../../app/context';
import { setSessionCookie } from '../../common/auth/cookies';
import { staffRoleOf } from '../../common/auth/auth-checker';
import { PERMISSIONS, ROLE_PERMISSIONS, STAFF_ROLES } from '../../common/auth/permissions';
import { positiveId } from '../../common/validate';
import { Session } from '../users/users.types';
import { toMember } from '../users/users.mappers';
import type { ApprovalRequest } from './staff.entities';
import {
  ApprovalRequestPage,
  ApprovalRequestRecord,
  ApprovalStatusEnum,
  CreateStaffInput,
  PermissionInfo,
  StaffAccess,
  StaffRecord,
  StaffRoleEnum,
  StaffRoleInfo,
  approvalRecord,
  toApprovalRecord,
  toStaffRecord,
} from './staff.types';

@Resolver()
export class StaffResolver {
  @Authorized('STAFF')
  @Query(() => StaffAccess, { description: "The signed-in staff member's role and permissions." })
  async myStaffAccess(@Ctx() ctx: Context): Promise<StaffAccess> {
    const role = staffRoleOf(requireAdmin(ctx))!;
    const holders = await ctx.services.staff.activeHolders('wallets:adjust');
    return { role: role as StaffRoleEnum, permissions: [...ROLE_PERMISSIONS[role]], fourEyes: holders >= 2, needsSecondPerson: holders < 2 };
  }

  @Authorized('STAFF')
  @Query(() => [StaffRoleInfo], { description: 'Every staff role and its permissions.' })
  staffRoles(): StaffRoleInfo[] {
    return STAFF_ROLES.map((role) => ({ role: role as StaffRoleEnum, permissions: [...ROLE_PERMISSIONS[role]] }));
  }

  @Authorized('STAFF')
  @Query(() => [PermissionInfo], { description: 'Every named permission.' })
  permissions(): PermissionInfo[] {
    return Object.entries(PERMISSIONS).map(([name, description]) => ({ name, description }));
  }

  @Authorized('staff:manage')
  @Query(() => [StaffRecord], { description: 'The staff team, oldest first.' })
  async staff(@Ctx() ctx: Context): Promise<StaffRecord[]> {
    return (await ctx.services.staff.list()).map(toStaffRecord);
  }

  @Authorized('staff:manage')
  @Mutation(() => StaffRecord, { description: 'Creates a staff account and mails an invitation link (/admin/invite/{token}) to set a password.' })
  async createStaff(@Arg('input') input: CreateStaffInput, @Ctx() ctx: Context): Promise<StaffRecord> {
    return toStaffRecord(await ctx.services.staff.create(requireAdmin(ctx).id, input));
  }

  @Mutation(() => Session, { description: "Sets the invited staff member's password from the invitation link and signs them in." })
  async acceptStaffInvite(@Arg('token') token: string, @Arg('password') password: string, @Ctx() ctx: Context): Promise<Session> {
    const user = await ctx.services.staff.acceptInvite(token, password);
    const { token: session, expireAt } = await ctx.services.tokens.sign({ sub: user.id, role: user.role, ver: user.tokenVersion });
    setSessionCookie(ctx.res, ADMIN_COOKIE, session);
    return { token: session, expireAt, account: toMember(user) };
  }

  @Authorized('staff:manage')
  @Mutation(() => StaffRecord, { description: "Changes a staff member's role (the platform keeps at least one active owner)." })
  async setStaffRole(@Arg('id', () => ID) id: string, @Arg('role', () => StaffRoleEnum) role: StaffRoleEnum, @Ctx() ctx: Context): Promise<StaffRecord> {
    return toStaffRecord(await ctx.services.staff.setRole(requireAdmin(ctx).id, positiveId(id), role));
  }

  @Authorized('staff:manage')
  @Mutation(() => StaffRecord, { description: 'Ends every session of a staff member and stops their sign-in.' })
  async deactivateStaff(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<StaffRecord> {
    return toStaffRecord(await ctx.services.staff.deactivate(requireAdmin(ctx).id, positiveId(id)));
  }

  @Authorized('staff:manage')
  @Mutation(() => StaffRecord, { description: 'Lets a deactivated staff member sign in again.' })
  async reactivateStaff(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<StaffRecord> {
    return toStaffRecord(await ctx.services.staff.reactivate(requireAdmin(ctx).id, positiveId(id)));
  }

  @Authorized('wallets:adjust', 'withdrawals:decide', 'topups:reverse', 'reports:read')
  @Query(() => ApprovalRequestPage, { description: 'Money actions waiting for a second staff member (or decided), newest first: `page`/`pageSize`, or cursor paging with `first`/`after`.' })
  async pendingApprovals(
    @Ctx() ctx: Context,
    @Arg('status', () => ApprovalStatusEnum, { defaultValue: ApprovalStatusEnum.PENDING }) status: ApprovalStatusEnum,
    @Arg('page', () => Int, { nullable: true }) page?: number,
    @Arg('pageSize', () => Int, { nullable: true }) pageSize?: number,
    @Args() { first, after }: CursorArgs = {},
    @Info() info?: GraphQLResolveInfo,
  ): Promise<ApprovalRequestPage> {
    const window = pageWindow({ page, pageSize, first, after }, info ?? null, { defaultSize: 20 });
    const r = await ctx.services.approvals.list({ status: status as any, window });
    const people = await ctx.services.approvals.staffNames(r.items);
    return { ...r, items: r.items.map((x) => toApprovalRecord(x, people)) };
  }

  @Authorized('wallets:adjust', 'withdrawals:decide', 'topups:reverse')
  @Mutation(() => ApprovalRequestRecord, { description: "Approves another staff member's request: the action is applied once. The maker cannot approve their own (FORBIDDEN)." })
  async approveRequest(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<ApprovalRequestRecord> {
    const admin = requireAdmin(ctx);
    return approvalRecord(ctx, await ctx.services.approvals.approve({ id: admin.id, role: staffRoleOf(admin) }, positiveId(id)));
  }

  @Authorized('wallets:adjust', 'withdrawals:decide', 'topups:reverse')
  @Mutation(() => ApprovalRequestRecord, { description: "Rejects another staff member's request with a reason: nothing is posted." })
  async rejectRequest(@Arg('id', () => ID) id: string, @Arg('reason') reason: string, @Ctx() ctx: Context): Promise<ApprovalRequestRecord> {
    const admin = requireAdmin(ctx);
    return approvalRecord(ctx, await ctx.services.approvals.reject({ id: admin.id, role: staffRoleOf(admin) }, positiveId(id), reason));
  }

  @Authorized('wallets:adjust', 'withdrawals:decide', 'topups:reverse')
  @Mutation(() => ApprovalRequestRecord, {
    description: "Withdraws the signed-in staff member's own pending request (an optional reason): nothing is posted and a new request for the same target can be made. Anyone else gets FORBIDDEN; a decided request ALREADY_PROCESSED.",
  })
  async withdrawRequest(@Arg('id', () => ID) id: string, @Ctx() ctx: Context, @Arg('reason', () => String, { nullable: true }) reason?: string | null): Promise<ApprovalRequestRecord> {
    const admin = requireAdmin(ctx);
    return approvalRecord(ctx, await ctx.services.approvals.withdraw({ id: admin.id }, positiveId(id), reason ?? undefined));
  }
}
