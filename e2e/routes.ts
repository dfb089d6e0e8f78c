import { ADMIN, apiPost, type E2EServer } from './support';
import { apiStepUp } from './step-up';

/**
 * Every routed page of the spec (PAGES.md) with its title, for a visitor, a member and an admin,
 * on data made through the API (a member with a deposit, a transfer and a top-up; an activation
 * plan). pages.e2e.ts renders each; a11y-routes.e2e.ts runs axe on each.
 */
export interface SpecRoutes {
  member: { email: string; password: string };
  visitor: Array<[path: string, title: string]>;
  user: Array<[path: string, title: string]>;
  admin: Array<[path: string, title: string]>;
}

export async function seedSpecRoutes(server: E2EServer, tag: string): Promise<SpecRoutes> {
  const adminAuth = await apiPost(server, 'auth/adminsignin', ADMIN);
  await apiPost(server, 'qr/add', { values: { BEB20: '0x' + 'a1'.repeat(20), TRC20: 'T' + '1'.repeat(33) } }, adminAuth.token);
  const root = await apiPost(server, 'auth/register', { fullname: 'Pia Pages', phone: '+15550100400', email: `pia-${tag}@e2e.local`, password: 'pia-pass-1', confirmPassword: 'pia-pass-1' });
  const email = `max-${tag}@e2e.local`;
  const password = 'max-pass-1';
  const member = await apiPost(server, 'auth/register', { fullname: 'Max Member', phone: '+15550100500', email, password, confirmPassword: password, referralBy: root.auth.refferal_code });
  await apiPost(server, 'withdrawalrequest/debit', { updatedData: { id: member.auth.id, amount: 250, action: 'credit', wallet_type: 'business', reason: 'Pages sweep' } }, adminAuth.token);
  await apiPost(server, 'deposite/add', { amount: 120, hash: '0x' + 'd4'.repeat(32) }, member.token);
  await apiStepUp(server, member);
  await apiPost(server, 'transfer/touser', { values: { userto_id: root.auth.id, amount: 20 } }, member.token);
  const starter = (await (await fetch(`${server.url}/api/v1/plans/list`)).json()).allplans.find((p: { name: string }) => p.name === 'Starter');
  const topup = await apiPost(server, 'topup/add', { id: starter.id, amount: 100 }, member.token);
  const actplan = await apiPost(server, 'actplan/add', { name: 'Basic activation', price: 25, description: 'Activates an account' }, adminAuth.token);
  const code = member.auth.refferal_code;

  return {
    member: { email, password },
    visitor: [
      ['/', 'Home'],
      ['/about-us', 'About us'],
      ['/services', 'Services'],
      ['/Ourteam', 'Our team'],
      ['/contact-us', 'Contact us'],
      ['/terms-conditions', 'Terms & conditions'],
      ['/terms', 'Terms'],
      ['/privacy', 'Privacy policy'],
      ['/developers', 'Developers'],
      ['/register', 'Register'],
      ['/user/login', 'Member login'],
      ['/admin/panel/login', 'Admin login'],
      ['/reset-password/abc', 'Reset password'],
      ['/report-account-change/abc', 'Report an account change'],
      ['/admin/invite/abc', 'Join the staff'],
    ],
    user: [
      ['/user/dashboard', 'Dashboard'],
      [`/user/profile/${member.auth.id}`, 'My profile'],
      ['/user/manual-deposit', 'Manual deposit'],
      ['/user/scanner', 'Pay with scanner'],
      ['/user/wallet-pay', 'Wallet pay'],
      ['/user/withdrawal', 'Withdrawal'],
      ['/user/transfer', 'Transfer'],
      ['/user/dep', 'Wallet transactions'],
      ['/user/statement', 'Statement'],
      ['/user/transaction/direct_transaction', 'Direct income transactions'],
      ['/user/income', 'Income'],
      ['/transactions/transfer_out', 'Transfer Out transactions'],
      ['/agreement-terms-condition', 'Agreement & terms'],
      ['/user/direct-members', 'Direct members'],
      ['/user/refferral-tree', 'Referral tree'],
      ['/user/plan', 'Plans'],
      ['/user/retopup', 'Re-top-up'],
      ['/user/re-topup', 'Re-top-up'],
      ['/user/top', 'Top up a friend'],
      ['/user/topup', 'Top-up'],
      ['/user/offers', 'Offers'],
      ['/user/bookings', 'Consultations'],
      ['/user/queries', 'My tickets'],
      ['/user/query/create', 'Create ticket'],
      ['/user/support', 'Support'],
      ['/user/notification', 'Notifications'],
      ['/user/salary-transactions', 'Salary Transactions'],
      ['/user/transaction/reward-transaction', 'Reward transactions'],
      ['/user/rewards', 'Rewards'],
      ['/user/reward/detail', 'Reward detail'],
      ['/user/leadership', 'Leadership income'],
      ['/user/market', 'Market'],
      ['/user/trade', 'Trade'],
      ['/user/transaction/roi_transaction/invest', 'Trade transactions'],
      ['/user/tokens', 'Apps and tokens'],
    ],
    admin: [
      ['/admin/dashboard', 'Dashboard'],
      ['/admin/user/all', 'Users — All'],
      ['/admin/user/blocked', 'Users — Blocked'],
      [`/admin/check/profile/${member.auth.id}`, 'Member profile'],
      ['/admin/defaulter', 'Defaulter users'],
      ['/admin/profile', 'Admin profile'],
      ['/admin/settings', 'Settings'],
      ['/admin/deposite', 'Deposits'],
      ['/admin/pending-withdrawal-request', 'Withdrawal requests'],
      ['/admin/roi-pending-withdrawal-request', 'ROI withdrawals'],
      ['/admin/compound-pending-withdrawal-request', 'Compound withdrawals'],
      ['/admin/qr/Link', 'QR link'],
      [`/admin/refferal-table/${code}`, `Referral table — ${code}`],
      [`/admin/refferal/${code}`, `Referral tree — ${code}`],
      ['/admin/membership/plan', 'Investment plans'],
      ['/admin/addplan', 'Add plan'],
      [`/admin/editplan/${starter.id}`, 'Edit plan'],
      ['/admin/activation/plan', 'Activation plans'],
      ['/admin/addactplan', 'Add activation plan'],
      [`/admin/editactplan/${actplan.singleactplan.id}`, 'Edit activation plan'],
      ['/admin/level', 'Level income'],
      ['/admin/topup', 'Top-ups'],
      [`/admin/topup/detail/${topup.topup.id}`, `Top-up #${topup.topup.id}`],
      ['/admin/pending-principle-withdrawal-request', 'Principal withdrawals'],
      ['/admin/achivers', 'Achievers'],
      ['/admin/offers/new', 'Offers'],
      ['/admin/news', 'News'],
      ['/admin/bookings', 'Bookings'],
      ['/admin/reports', 'Reports'],
      ['/admin/audit-log', 'Audit log'],
      ['/admin/jobs', 'Daily runs'],
      ['/admin/income', 'Income'],
      ['/admin/tickets', 'Tickets'],
      ['/admin/support', 'Support messages'],
      ['/admin/notification', 'Send notification'],
      ['/admin/notification/list', 'Notifications'],
      ['/admin/leadership', 'Leadership income'],
      ['/admin/rewards', 'Rewards'],
      ['/admin/reward-plans', 'Reward plans'],
      ['/admin/reward-transactions', 'Reward transactions'],
      ['/admin/salary-transactions', 'Salary transactions'],
      ['/admin/salary-analysis', 'Salary analysis'],
      ['/admin/salary-today', "Today's salaries"],
      ['/admin/cto', 'CTO'],
      ['/admin/staff', 'Staff'],
      ['/admin/approvals', 'Approvals'],
      ['/admin/tokens', 'Apps and tokens'],
    ],
  };
}
