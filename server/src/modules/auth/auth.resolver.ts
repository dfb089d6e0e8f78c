import { Scope } from '../../common/auth/scopes';
import { Arg, Authorized, Ctx, Mutation, ObjectType, Field, Resolver } from 'type-graphql';
import { ADMIN_COOKIE, Context, MEMBER_COOKIE, requireMember, requireAdmin } from '../../app/context';
import { clearSessionCookie, setSessionCookie } from '../../common/auth/cookies';
import { MessageResult, RegisterInput, Session, SignInInput } from '../users/users.types';
import { toMember } from '../users/users.mappers';
import type { SessionResult } from './auth.service';

@ObjectType()
export class OtpVerification {
  @Field() verified: boolean;
  @Field() message: string;
}

const ok = (message: string): MessageResult => ({ success: true, message });

function session(ctx: Context, cookie: string, result: SessionResult): Session {
  setSessionCookie(ctx.res, cookie, result.token);
  return { token: result.token, expireAt: result.expireAt, account: toMember(result.user) };
}

@Resolver()
export class AuthResolver {
  @Mutation(() => Session, { description: 'Creates a member (optionally under a sponsor) and signs them in.' })
  async register(@Arg('input') input: RegisterInput, @Ctx() ctx: Context): Promise<Session> {
    return session(ctx, MEMBER_COOKIE, await ctx.services.auth.register(input, ctx.ip));
  }

  @Mutation(() => Session, { description: 'Member sign-in by email or username; with TOTP on, also totpCode (else TOTP_REQUIRED).' })
  async signIn(@Arg('input') input: SignInInput, @Ctx() ctx: Context): Promise<Session> {
    return session(ctx, MEMBER_COOKIE, await ctx.services.auth.signIn(input.email, input.password, 'user', ctx.ip, input.totpCode));
  }

  @Mutation(() => Session, { description: 'Administrator sign-in; with TOTP on, also totpCode (else TOTP_REQUIRED); TOTP_ENROLMENT_REQUIRED when staff must enrol first.' })
  async signInAdmin(@Arg('input') input: SignInInput, @Ctx() ctx: Context): Promise<Session> {
    return session(ctx, ADMIN_COOKIE, await ctx.services.auth.signIn(input.email, input.password, 'admin', ctx.ip, input.totpCode));
  }

  @Mutation(() => MessageResult, { description: 'Ends every session of the signed-in member.' })
  async signOut(@Ctx() ctx: Context): Promise<MessageResult> {
    await ctx.services.auth.signOut(ctx.member);
    clearSessionCookie(ctx.res, MEMBER_COOKIE);
    return ok('Logout successfully !');
  }

  @Mutation(() => MessageResult, { description: 'Ends every session of the signed-in admin.' })
  async signOutAdmin(@Ctx() ctx: Context): Promise<MessageResult> {
    await ctx.services.auth.signOut(ctx.admin);
    clearSessionCookie(ctx.res, ADMIN_COOKIE);
    return ok('Logout successfully !');
  }

  @Mutation(() => MessageResult, { description: 'Mails a 6-digit code, unless a verified member owns the address.' })
  async sendVerificationEmail(@Arg('email') email: string, @Ctx() ctx: Context): Promise<MessageResult> {
    await ctx.services.auth.sendVerificationEmail(email, ctx.ip);
    return ok('Verification email sent!');
  }

  @Mutation(() => MessageResult, { description: 'Sends or resends an email code.' })
  async requestOtpCode(@Arg('email') email: string, @Ctx() ctx: Context): Promise<MessageResult> {
    await ctx.services.auth.requestEmailCode(email, ctx.ip);
    return ok('Verification email sent!');
  }

  @Mutation(() => MessageResult, { description: 'Checks an email code and marks the address verified.' })
  async verifyUser(@Arg('email') email: string, @Arg('otp') otp: string, @Ctx() ctx: Context): Promise<MessageResult> {
    await ctx.services.auth.verifyEmail(email, otp);
    return ok('Email Verified Successfully!');
  }

  @Mutation(() => MessageResult, { description: 'Mails a reset link if the account exists; the answer is the same either way.' })
  async requestPasswordReset(
    @Arg('email') email: string,
    @Arg('role', () => String, { defaultValue: 'user' }) role: string,
    @Ctx() ctx: Context,
  ): Promise<MessageResult> {
    await ctx.services.auth.requestPasswordReset(email, role, ctx.ip);
    return ok('If an account exists for this email, a reset link has been sent.');
  }

  @Mutation(() => MessageResult)
  async resetPassword(@Arg('token') token: string, @Arg('newPassword') newPassword: string, @Ctx() ctx: Context): Promise<MessageResult> {
    await ctx.services.auth.resetPassword(token, newPassword, ctx.ip);
    return ok('Password change successfuly');
  }

  @Authorized('MEMBER')
  @Scope('none')
  @Mutation(() => MessageResult, { description: 'From the link mailed to the old address after an email change: locks the account and ends every session.' })
  async reportAccountChange(@Arg('token') token: string, @Ctx() ctx: Context): Promise<MessageResult> {
    await ctx.services.auth.reportAccountChange(token);
    return { success: true, message: 'The account is locked and every session has ended. Our support team will contact you.' };
  }

  @Mutation(() => MessageResult, { description: "Mails a step-up OTP to the member's address (once a minute); with TOTP on, mails nothing and says to use the app." })
  async sendOtp(
    @Ctx() ctx: Context,
    @Arg('staff', () => Boolean, { nullable: true, description: "Mail the staff member's step-up code (the admin session), e.g. before creating an API token" }) staff?: boolean | null,
  ): Promise<MessageResult> {
    return ok(await ctx.services.auth.sendOtp(staff ? requireAdmin(ctx) : requireMember(ctx), undefined, ctx.ip));
  }

  @Authorized('MEMBER')
  @Scope('write:withdrawals', 'write:transfers', 'write:topups')
  @Mutation(() => OtpVerification, {
    description: 'Verifies the step-up code (the mailed OTP; with TOTP on, the authenticator code): 5 minutes of clearance for money leaving the account.',
  })
  async verifyOtp(@Arg('otp') otp: string, @Ctx() ctx: Context): Promise<OtpVerification> {
    await ctx.services.auth.verifyOtp(requireMember(ctx), otp);
    return { verified: true, message: 'OTP verified' };
  }

  @Authorized('MEMBER')
  @Scope('none')
  @Mutation(() => Session, { description: "Changes the member's password; other sessions end." })
  async changePassword(@Arg('currentPassword') current: string, @Arg('newPassword') next: string, @Ctx() ctx: Context): Promise<Session> {
    return session(ctx, MEMBER_COOKIE, await ctx.services.auth.changePassword(requireMember(ctx), current, next));
  }

  @Authorized('STAFF')
  @Mutation(() => Session, { description: "Changes the admin's password; other sessions end." })
  async changeAdminPassword(@Arg('currentPassword') current: string, @Arg('newPassword') next: string, @Ctx() ctx: Context): Promise<Session> {
    return session(ctx, ADMIN_COOKIE, await ctx.services.auth.changePassword(ctx.admin!, current, next));
  }
}
