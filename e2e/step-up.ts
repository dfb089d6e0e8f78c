/**
 * The step-up a member's money exits need (transfers to another member, top-ups paid for someone
 * else, withdrawals, payout-address changes), done through the legacy REST API for test set-up:
 * `otp/send`, the code from the outbox, `otp/verify`. It covers the next 5 minutes.
 */
import { apiPost, type E2EServer } from './support';

export async function apiStepUp(server: E2EServer, member: { token: string; auth: { id: number; email: string } }) {
  const sent = Date.now() - 1000;
  await apiPost(server, 'otp/send', { userId: member.auth.id, email: member.auth.email }, member.token);
  const otp = await server.waitForMail(member.auth.email, /\b(\d{6})\b/, sent);
  await apiPost(server, 'otp/verify', { userId: member.auth.id, otp }, member.token);
}
