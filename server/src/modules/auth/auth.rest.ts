import type { Request } from 'express';
import type { RestRouter } from '../../app/rest';
import { forbidden } from '../../common/errors';
import { body } from '../../app/rest';
import { ADMIN_COOKIE, MEMBER_COOKIE, requireMember, actingMemberId, parseCookies, type Context } from '../../app/context';
import { fromOwnOrigin } from '../../app/origin';
import { clearSessionCookie, setSessionCookie } from '../../common/auth/cookies';
import { positiveId } from '../../common/validate';
import { legacyMember } from '../users/users.legacy';

/**
 * A GET that ends sessions must not be triggerable by another site (an <img> or a link): a sign-out
 * riding on the session cookie needs evidence that it comes from the app's own origin (or one in
 * CORS_ORIGINS). A Bearer token is never sent by the browser on its own, so that sign-out stays open,
 * and so does one without the area's cookie (there is nothing to end).
 */
function refuseCrossSite(req: Request, ctx: Context, cookie: string) {
  if (/^Bearer\s/i.test(req.headers.authorization ?? '')) return;
  if (!parseCookies(req.headers.cookie)[cookie]) return;
  if (!fromOwnOrigin(req.headers, ctx.services.config)) throw forbidden('Cross-site request refused');
}

/** The authenticator code of a sign-in (two-factor on): `totp`, `totpCode` or `otp` of the body. */
function totpCodeOf(b: Record<string, unknown>): unknown {
  return b.totp ?? b.totpCode ?? b.otp;
}

/** /api/v1 auth/*, pass/*, otp/* (REST-CONTRACT §4.1–4.3). */
export function registerAuthRoutes({ route }: RestRouter) {
  route('post', '/auth/register', 'P', async (req, ctx) => {
    const session = await ctx.services.auth.register(body(req), ctx.ip);
    setSessionCookie(ctx.res, MEMBER_COOKIE, session.token);
    return { status: 201, message: 'Registered successfully', body: { token: session.token, auth: await legacyMember(ctx.services, session.user), expireAt: session.expireAt } };
  });

  route('post', '/auth/signin', 'P', async (req, ctx) => {
    const b = body(req);
    const session = await ctx.services.auth.signIn(b.email ?? b.username, b.password, 'user', ctx.ip, totpCodeOf(b));
    setSessionCookie(ctx.res, MEMBER_COOKIE, session.token);
    return { message: 'Login successfully', body: { token: session.token, auth: await legacyMember(ctx.services, session.user), expireAt: session.expireAt } };
  });

  route('post', '/auth/adminsignin', 'P', async (req, ctx) => {
    const b = body(req);
    const session = await ctx.services.auth.signIn(b.email, b.password, 'admin', ctx.ip, totpCodeOf(b));
    setSessionCookie(ctx.res, ADMIN_COOKIE, session.token);
    return { message: 'Login successfully', body: { token: session.token, admin: await legacyMember(ctx.services, session.user), expireAt: session.expireAt } };
  });

  route('get', '/auth/signout', 'P', async (req, ctx) => {
    refuseCrossSite(req, ctx, MEMBER_COOKIE);
    await ctx.services.auth.signOut(ctx.member);
    clearSessionCookie(ctx.res, MEMBER_COOKIE);
    return { message: 'Logout successfully !' };
  });

  route('get', '/auth/signoutadmin', 'P', async (req, ctx) => {
    refuseCrossSite(req, ctx, ADMIN_COOKIE);
    await ctx.services.auth.signOut(ctx.admin);
    clearSessionCookie(ctx.res, ADMIN_COOKIE);
    return { message: 'Logout successfully !' };
  });

  route('post', '/auth/email-verification', 'P', async (req, ctx) => {
    await ctx.services.auth.sendVerificationEmail(body(req).email, ctx.ip);
    return { message: 'Verification email sent!' };
  });

  route('post', '/auth/verify-user', 'P', async (req, ctx) => {
    await ctx.services.auth.requestEmailCode(body(req).email, ctx.ip);
    return { message: 'Verification email sent!' };
  });

  route('post', '/auth/otp-code', 'P', async (req, ctx) => {
    const b = body(req);
    await ctx.services.auth.verifyEmail(b.email, b.otp);
    return { message: 'Email Verified Successfully!' };
  });

  route('post', '/pass/forget', 'P', async (req, ctx) => {
    const b = body(req);
    await ctx.services.auth.requestPasswordReset(b.email, b.role, ctx.ip);
    return { message: 'If an account exists for this email, a reset link has been sent.' };
  });

  route('post', '/pass/reset', 'P', async (req, ctx) => {
    const b = body(req);
    await ctx.services.auth.resetPassword(b.token, b.newPassword ?? b.password, ctx.ip);
    return { message: 'Password change successfuly' };
  });

  route('post', '/auth/report-change', 'P', async (req, ctx) => {
    await ctx.services.auth.reportAccountChange(body(req).token);
    return { message: 'The account is locked and every session has ended. Our support team will contact you.' };
  });

  route('post', '/otp/send', 'M', async (req, ctx) => {
    const b = body(req);
    actingMemberId(ctx, b.userId !== undefined ? positiveId(b.userId, 'userId') : undefined);
    return { message: await ctx.services.auth.sendOtp(requireMember(ctx), b.email, ctx.ip) };
  });

  route('post', '/otp/verify', 'M', async (req, ctx) => {
    const b = body(req);
    actingMemberId(ctx, b.userId !== undefined ? positiveId(b.userId, 'userId') : undefined);
    await ctx.services.auth.verifyOtp(requireMember(ctx), b.otp);
    return { message: 'OTP verified', body: { verified: true } };
  });
}
