import { Scope } from '../../common/auth/scopes';
import { Arg, Authorized, Ctx, Field, FieldResolver, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { ADMIN_COOKIE, MEMBER_COOKIE, type Context } from '../../app/context';
import { setSessionCookie } from '../../common/auth/cookies';
import { forbidden, unauthenticated } from '../../common/errors';
import { positiveId } from '../../common/validate';
import { Member, Session } from '../users/users.types';
import { toMember } from '../users/users.mappers';
import { STEP_UP_MINUTES, type Identity } from './auth.service';

@ObjectType({ description: 'A new authenticator: shown once, at enrolment only.' })
export class TotpEnrolment {
  @Field({ description: 'The base32 secret, for typing into the app by hand' }) secret: string;
  @Field({ description: 'otpauth:// URI, for the QR code' }) otpauthUri: string;
}

@ObjectType()
export class TotpConfirmation {
  @Field(() => [String], { description: 'The 10 single-use recovery codes: shown this once, stored hashed' }) recoveryCodes: string[];
  @Field(() => Session, { nullable: true, description: 'The session a sign-in held back until the enrolment (staff who must use TOTP); null otherwise' })
  session: Session | null;
}

@ObjectType()
export class TwoFactorStatus {
  @Field() enabled: boolean;
  @Field(() => Date, { nullable: true }) enabledAt: Date | null;
  @Field(() => Int) recoveryCodesLeft: number;
}

@ObjectType()
export class StepUpResult {
  @Field() verified: boolean;
  @Field({ description: "'totp', 'recovery' or 'email': what the code was" }) method: string;
  @Field() message: string;
  @Field(() => Int, { description: 'Seconds the step-up covers money leaving the account' }) validForSeconds: number;
}

/** The member session, or the admin session when `staff` is true (or when it is the only one). */
function account(ctx: Context, staff?: boolean | null): Identity {
  if (staff) {
    if (ctx.admin) return ctx.admin;
    throw ctx.member ? forbidden() : unauthenticated();
  }
  const who = ctx.member ?? ctx.admin;
  if (!who) throw unauthenticated();
  return who;
}

const STAFF_ARG = { nullable: true, description: "Act on the admin session (a browser may hold both a member's and an admin's)" };

@Resolver(() => Member)
export class TotpMemberFieldsResolver {
  @FieldResolver(() => Boolean, { description: 'An authenticator app (TOTP) is on: sign-in and step-ups ask for its code.' })
  async totpEnabled(@Root() m: Member, @Ctx() ctx: Context): Promise<boolean> {
    return ctx.services.totp.isEnabled(m.id);
  }
}

@Resolver()
export class TwoFactorResolver {
  @Authorized()
  @Scope('read:profile')
  @Query(() => TwoFactorStatus, { description: 'Two-factor authentication of the signed-in member (or admin with staff: true).' })
  async twoFactorStatus(@Ctx() ctx: Context, @Arg('staff', () => Boolean, STAFF_ARG) staff?: boolean | null): Promise<TwoFactorStatus> {
    return ctx.services.auth.totpStatus(account(ctx, staff).id);
  }

  @Mutation(() => TotpEnrolment, {
    description:
      'Starts enrolling an authenticator: a new secret and its otpauth URI (shown once; confirm with a code). Signed in, or with the enrolmentToken of a TOTP_ENROLMENT_REQUIRED sign-in.',
  })
  async beginTotpEnrolment(
    @Ctx() ctx: Context,
    @Arg('staff', () => Boolean, STAFF_ARG) staff?: boolean | null,
    @Arg('enrolmentToken', () => String, { nullable: true }) enrolmentToken?: string | null,
  ): Promise<TotpEnrolment> {
    const user = await ctx.services.auth.enrolmentAccount(enrolmentToken ? null : account(ctx, staff), enrolmentToken);
    const { secret, uri } = await ctx.services.auth.beginTotpEnrolment(user);
    return { secret, otpauthUri: uri };
  }

  @Mutation(() => TotpConfirmation, {
    description: 'Confirms the enrolment with a code of the app: TOTP is on; returns the 10 recovery codes once (and, with an enrolmentToken, opens the session).',
  })
  async confirmTotpEnrolment(
    @Arg('code') code: string,
    @Ctx() ctx: Context,
    @Arg('staff', () => Boolean, STAFF_ARG) staff?: boolean | null,
    @Arg('enrolmentToken', () => String, { nullable: true }) enrolmentToken?: string | null,
  ): Promise<TotpConfirmation> {
    const user = await ctx.services.auth.enrolmentAccount(enrolmentToken ? null : account(ctx, staff), enrolmentToken);
    const recoveryCodes = await ctx.services.auth.confirmTotpEnrolment(user, code);
    if (!enrolmentToken) return { recoveryCodes, session: null };
    const s = await ctx.services.auth.sessionAfterEnrolment(user);
    setSessionCookie(ctx.res, s.user.role === 'admin' ? ADMIN_COOKIE : MEMBER_COOKIE, s.token);
    return { recoveryCodes, session: { token: s.token, expireAt: s.expireAt, account: toMember(s.user) } };
  }

  @Authorized()
  @Scope('none')
  @Mutation(() => TwoFactorStatus, {
    description: 'Turns TOTP off: current password (limited like sign-in) and an app or recovery code. A security change: money leaving the account waits out the hold.',
  })
  async disableTotp(
    @Arg('currentPassword') currentPassword: string,
    @Arg('code') code: string,
    @Ctx() ctx: Context,
    @Arg('staff', () => Boolean, STAFF_ARG) staff?: boolean | null,
  ): Promise<TwoFactorStatus> {
    const who = account(ctx, staff);
    await ctx.services.auth.disableTotp(who, currentPassword, code);
    return ctx.services.auth.totpStatus(who.id);
  }

  @Authorized('members:write')
  @Mutation(() => Member, {
    description:
      "Staff reset of a member's authenticator (lost with the recovery codes): TOTP off, sign-in asks for no code, the member is mailed; a security change, so money leaving the account waits out the hold. CONFLICT when it is not on.",
  })
  async resetMemberTotp(@Arg('memberId', () => Int) memberId: number, @Ctx() ctx: Context): Promise<Member> {
    const id = positiveId(memberId, 'memberId');
    await ctx.services.auth.resetMemberTotp(ctx.admin!.id, id);
    return toMember(await ctx.services.users.requireMember(id));
  }

  @Authorized()
  @Scope('write:withdrawals', 'write:transfers', 'write:topups')
  @Mutation(() => StepUpResult, {
    description:
      'Step-up for money leaving the account (withdrawals, transfers to members, top-ups for others, payout-address changes): an authenticator code (or a recovery code) when TOTP is on, else the mailed OTP (sendOtp). Covers the next 5 minutes.',
  })
  async stepUp(@Arg('code') code: string, @Ctx() ctx: Context, @Arg('staff', () => Boolean, STAFF_ARG) staff?: boolean | null): Promise<StepUpResult> {
    const method = await ctx.services.auth.stepUp(account(ctx, staff), code);
    return { verified: true, method, message: method === 'recovery' ? 'Recovery code accepted (it cannot be used again)' : 'Verified', validForSeconds: STEP_UP_MINUTES * 60 };
  }
}
