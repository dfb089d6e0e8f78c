import type { Page } from 'playwright-core';
import { ADMIN, apiPost, newPage, signIn, snap, useE2E } from './support';

/**
 * Every routed page renders with its title and heading, without the error fallback and without
 * console errors, for a visitor, a member and an admin (data from the API set-up below).
 */
const e2e = useE2E();

async function visit(page: Page, path: string, title: string, errors: string[]) {
  await page.goto(`${e2e.server.url}${path}`);
  await page.getByRole('heading', { name: title, level: 2 }).first().waitFor();
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
  await apiPost(e2e.server, 'transfer/touser', { values: { userto_id: root.auth.id, amount: 20 } }, member.token);
  const starter = (await (await fetch(`${e2e.server.url}/api/v1/plans/list`)).json()).allplans.find((p: { name: string }) => p.name === 'Starter');
  const topup = await apiPost(e2e.server, 'topup/add', { id: starter.id, amount: 100 }, member.token);
  const actplan = await apiPost(e2e.server, 'actplan/add', { name: 'Basic activation', price: 25, description: 'Activates an account' }, admin.token);

  const visitor = await newPage(e2e.browser);
  const visitorErrors = collectErrors(visitor.page);
  try {
    for (const [path, title] of [
      ['/', 'Home'],
      ['/about-us', 'About Us'],
      ['/services', 'Services'],
      ['/Ourteam', 'Our Team'],
      ['/contact-us', 'Contact Us'],
      ['/terms-conditions', 'Terms & Conditions'],
      ['/terms', 'Terms'],
      ['/privacy', 'Privacy Policy'],
      ['/register', 'Register'],
      ['/user/login', 'Member Login'],
      ['/admin/panel/login', 'Admin Login'],
      ['/reset-password/abc', 'Reset Password'],
      ['/report-account-change/abc', 'Report an account change'],
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
      [`/user/profile/${member.auth.id}`, 'My Profile'],
      ['/user/manual-deposit', 'Manual Deposit'],
      ['/user/scanner', 'Pay with Scanner'],
      ['/user/wallet-pay', 'Wallet Pay'],
      ['/user/withdrawal', 'Withdrawal'],
      ['/user/transfer', 'Transfer'],
      ['/user/dep', 'Wallet Transactions'],
      ['/user/statement', 'Statement'],
      ['/user/transaction/direct_transaction', 'Direct Income Transactions'],
      ['/user/income', 'Income'],
      ['/transactions/transfer_out', 'Transfer Out Transactions'],
      ['/agreement-terms-condition', 'Agreement & Terms'],
      ['/user/direct-members', 'Direct Members'],
      ['/user/refferral-tree', 'Referral Tree'],
      ['/user/plan', 'Plans'],
      ['/user/retopup', 'Re-Top-Up'],
      ['/user/re-topup', 'Re-Top-Up'],
      ['/user/top', 'Top Up a Friend'],
      ['/user/topup', 'Top-Up'],
      ['/user/offers', 'Offers'],
      ['/user/bookings', 'Consultations'],
      ['/user/queries', 'My Tickets'],
      ['/user/query/create', 'Create Ticket'],
      ['/user/support', 'Support'],
      ['/user/notification', 'Notifications'],
      ['/user/salary-transactions', 'Salary Transactions'],
      ['/user/transaction/reward-transaction', 'Reward Transactions'],
      ['/user/rewards', 'Rewards'],
      ['/user/reward/detail', 'Reward Detail'],
      ['/user/leadership', 'Leadership Income'],
      ['/user/market', 'Market'],
      ['/user/trade', 'Trade'],
      ['/user/transaction/roi_transaction/invest', 'Trade Transactions'],
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
      [`/admin/check/profile/${member.auth.id}`, 'Member Profile'],
      ['/admin/defaulter', 'Defaulter Users'],
      ['/admin/profile', 'Admin Profile'],
      ['/admin/settings', 'Settings'],
      ['/admin/deposite', 'Deposits'],
      ['/admin/pending-withdrawal-request', 'Withdrawal Requests'],
      ['/admin/roi-pending-withdrawal-request', 'ROI Withdrawals'],
      ['/admin/compound-pending-withdrawal-request', 'Compound Withdrawals'],
      ['/admin/qr/Link', 'QR Link'],
      [`/admin/refferal-table/${member.auth.refferal_code}`, `Referral Table — ${member.auth.refferal_code}`],
      [`/admin/refferal/${member.auth.refferal_code}`, `Referral Tree — ${member.auth.refferal_code}`],
      ['/admin/membership/plan', 'Investment Plans'],
      ['/admin/addplan', 'Add Plan'],
      [`/admin/editplan/${starter.id}`, 'Edit Plan'],
      ['/admin/activation/plan', 'Activation Plans'],
      ['/admin/addactplan', 'Add Activation Plan'],
      [`/admin/editactplan/${actplan.singleactplan.id}`, 'Edit Activation Plan'],
      ['/admin/level', 'Level Income'],
      ['/admin/topup', 'Top-Ups'],
      [`/admin/topup/detail/${topup.topup.id}`, `Top-Up #${topup.topup.id}`],
      ['/admin/pending-principle-withdrawal-request', 'Principal Withdrawals'],
      ['/admin/achivers', 'Achievers'],
      ['/admin/offers/new', 'Offers'],
      ['/admin/news', 'News'],
      ['/admin/bookings', 'Bookings'],
      ['/admin/reports', 'Reports'],
      ['/admin/audit-log', 'Audit log'],
      ['/admin/jobs', 'Daily runs'],
      ['/admin/income', 'Income'],
      ['/admin/tickets', 'Tickets'],
      ['/admin/support', 'Support Messages'],
      ['/admin/notification', 'Send Notification'],
      ['/admin/notification/list', 'Notifications'],
      ['/admin/leadership', 'Leadership Income'],
      ['/admin/rewards', 'Rewards'],
      ['/admin/reward-plans', 'Reward Plans'],
      ['/admin/reward-transactions', 'Reward Transactions'],
      ['/admin/salary-transactions', 'Salary Transactions'],
      ['/admin/salary-analysis', 'Salary Analysis'],
      ['/admin/salary-today', "Today's Salaries"],
      ['/admin/cto', 'CTO'],
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
