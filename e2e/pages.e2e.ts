import type { Page } from 'playwright-core';
import { ADMIN, apiPost, newPage, signIn, snap, useE2E } from './support';
import { apiStepUp } from './step-up';

/**
 * Every routed page renders with its title and heading, without the error fallback and without
 * console errors, for a visitor, a member and an admin (data from the API set-up below).
 */
const e2e = useE2E();

async function visit(page: Page, path: string, title: string, errors: string[]) {
  await page.goto(`${e2e.server.url}${path}`);
  await page.getByRole('heading', { name: title, level: 1 }).first().waitFor();
  expect(await page.title()).toBe(title);
  expect(await page.getByText('Oops! Something went wrong.').count()).toBe(0);
  await page.waitForLoadState('networkidle');
  expect(await page.getByText('Error Loading Data').count()).toBe(0);
  expect(errors).toEqual([]);
}

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

test('public, member and admin pages render with their titles and no errors', async () => {
  const admin = await apiPost(e2e.server, 'auth/adminsignin', ADMIN);
  await apiPost(e2e.server, 'qr/add', { values: { BEB20: '0x' + 'a1'.repeat(20), TRC20: 'T' + '1'.repeat(33) } }, admin.token);
  const root = await apiPost(e2e.server, 'auth/register', { fullname: 'Pia Pages', phone: '+15550100400', email: 'pia@e2e.local', password: 'pia-pass-1', confirmPassword: 'pia-pass-1' });
  const member = await apiPost(e2e.server, 'auth/register', { fullname: 'Max Member', phone: '+15550100500', email: 'max@e2e.local', password: 'max-pass-1', confirmPassword: 'max-pass-1', referralBy: root.auth.refferal_code });
  await apiPost(e2e.server, 'withdrawalrequest/debit', { updatedData: { id: member.auth.id, amount: 250, action: 'credit', wallet_type: 'business', reason: 'Pages sweep' } }, admin.token);
  await apiPost(e2e.server, 'deposite/add', { amount: 120, hash: '0x' + 'd4'.repeat(32) }, member.token);
  await apiStepUp(e2e.server, member);
  await apiPost(e2e.server, 'transfer/touser', { values: { userto_id: root.auth.id, amount: 20 } }, member.token);
  const starter = (await (await fetch(`${e2e.server.url}/api/v1/plans/list`)).json()).allplans.find((p: { name: string }) => p.name === 'Starter');
  const topup = await apiPost(e2e.server, 'topup/add', { id: starter.id, amount: 100 }, member.token);
  const actplan = await apiPost(e2e.server, 'actplan/add', { name: 'Basic activation', price: 25, description: 'Activates an account' }, admin.token);

  const visitor = await newPage(e2e.browser);
  const visitorErrors = collectErrors(visitor.page);
  try {
    for (const [path, title] of [
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
    ]) {
      await visit(visitor.page, path, title, visitorErrors);
    }
    await visitor.page.goto(`${e2e.server.url}/no/such/page`);
    await visitor.page.getByText('Page Not Found').waitFor();
    expect(await visitor.page.title()).toBe('404');
  } catch (err) {
    await snap(visitor.page, 'pages-visitor');
    throw err;
  } finally {
    await visitor.context.close();
  }

  const m = await newPage(e2e.browser);
  const memberErrors = collectErrors(m.page);
  try {
    await signIn(m.page, e2e.server, '/user/login', 'max@e2e.local', 'max-pass-1', '/user/dashboard');
    for (const [path, title] of [
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
    ]) {
      await visit(m.page, path, title, memberErrors);
    }
  } catch (err) {
    await snap(m.page, 'pages-member');
    throw err;
  } finally {
    await m.context.close();
  }

  const a = await newPage(e2e.browser);
  const adminErrors = collectErrors(a.page);
  try {
    await signIn(a.page, e2e.server, '/admin/panel/login', ADMIN.email, ADMIN.password, '/admin/dashboard');
    for (const [path, title] of [
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
      [`/admin/refferal-table/${member.auth.refferal_code}`, `Referral table — ${member.auth.refferal_code}`],
      [`/admin/refferal/${member.auth.refferal_code}`, `Referral tree — ${member.auth.refferal_code}`],
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
    ]) {
      await visit(a.page, path, title, adminErrors);
    }
  } catch (err) {
    await snap(a.page, 'pages-admin');
    throw err;
  } finally {
    await a.context.close();
  }
}, 300_000);
