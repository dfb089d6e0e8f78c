import type { Page } from 'playwright-core';
import { ADMIN, apiPost, newPage, signIn, snap, useE2E } from './support';

/**
 * Plans in chromium: an admin creates a plan in the desk; a member buys it on /user/plan; the
 * sponsor, signed in in another browser context, sees the direct income arrive live (header chip
 * and dashboard Limit) and the new member in the referral tree.
 */
const e2e = useE2E();

async function chip(page: Page, wallet: string, amount: string) {
  await page.getByRole('link', { name: `${wallet}: ${amount}` }).first().waitFor({ timeout: 20000 });
}

test('admin creates a plan, a member buys it, the sponsor sees the direct income live and the member in the tree', async () => {
  const admin = await apiPost(e2e.server, 'auth/adminsignin', ADMIN);
  const sponsor = await apiPost(e2e.server, 'auth/register', { fullname: 'Sofia Sponsor', phone: '+15550100700', email: 'sofia@e2e.local', password: 'sofia-pass-1', confirmPassword: 'sofia-pass-1' });
  const buyer = await apiPost(e2e.server, 'auth/register', { fullname: 'Ben Buyer', phone: '+15550100701', email: 'ben@e2e.local', password: 'ben-pass-1', confirmPassword: 'ben-pass-1', referralBy: sponsor.auth.refferal_code });
  // The sponsor is active with a $100 Starter (cap $200) bought through POST /api/v1/topup/add.
  await apiPost(e2e.server, 'withdrawalrequest/debit', { updatedData: { id: sponsor.auth.id, amount: 100, action: 'credit', wallet_type: 'business', reason: 'E2E funding' } }, admin.token);
  const plans = await (await fetch(`${e2e.server.url}/api/v1/plans/list`)).json();
  const starter = plans.allplans.find((p: { name: string }) => p.name === 'Starter');
  const topup = await apiPost(e2e.server, 'topup/add', { id: starter.id, userby_id: sponsor.auth.id, amount: 100 }, sponsor.token);
  expect(topup.topup).toMatchObject({ userby_id: sponsor.auth.id, userto_id: sponsor.auth.id, amount: 100, status: 'complete' });
  await apiPost(e2e.server, 'withdrawalrequest/debit', { updatedData: { id: buyer.auth.id, amount: 1000, action: 'credit', wallet_type: 'business', reason: 'E2E funding' } }, admin.token);

  const adminSide = await newPage(e2e.browser);
  const sponsorSide = await newPage(e2e.browser);
  const buyerSide = await newPage(e2e.browser);
  const [a, s, b] = [adminSide.page, sponsorSide.page, buyerSide.page];
  try {
    // 1. The admin adds 'Emerald': $200-$2,000, 0.65 % daily, 7.5 % sponsor bonus.
    await signIn(a, e2e.server, '/admin/panel/login', ADMIN.email, ADMIN.password, '/admin/dashboard');
    await a.goto(`${e2e.server.url}/admin/addplan`);
    await a.getByRole('textbox', { name: 'Name' }).fill('Emerald');
    await a.getByRole('textbox', { name: 'Price' }).fill('200');
    await a.getByRole('textbox', { name: 'Min' }).fill('200');
    await a.getByRole('textbox', { name: 'Max' }).fill('2000');
    await a.getByRole('textbox', { name: 'Daily ROI %' }).fill('0.65');
    await a.getByRole('textbox', { name: 'Sponsor Bonus %' }).fill('7.5');
    await a.getByRole('textbox', { name: 'Period (months)' }).fill('12');
    await a.getByRole('button', { name: 'Save' }).click();
    await a.waitForURL('**/admin/membership/plan');
    await a.getByRole('cell', { name: 'Emerald', exact: true }).waitFor();

    // 2. The sponsor watches the dashboard: Limit $200.00 (2 x $100, nothing earned yet).
    await signIn(s, e2e.server, '/user/login', 'sofia@e2e.local', 'sofia-pass-1', '/user/dashboard');
    await chip(s, 'Income Wallet', '$0.00');
    await s.getByTestId('dashboard-limit').filter({ hasText: '$200.00' }).waitFor();

    // 3. The member buys Emerald for $400.00 on /user/plan (modal, then the confirm dialog).
    await signIn(b, e2e.server, '/user/login', 'ben@e2e.local', 'ben-pass-1', '/user/dashboard');
    await b.getByRole('navigation').getByRole('link', { name: 'Invest', exact: true }).click();
    await b.waitForURL('**/user/plan');
    await b.getByRole('button', { name: 'Buy Emerald' }).click();
    const modal = b.getByRole('dialog', { name: 'Buy Emerald' });
    await modal.getByRole('textbox', { name: 'Amount' }).fill('400');
    await modal.getByText('$600.00').waitFor(); // Active after
    await modal.getByRole('button', { name: 'Buy' }).click();
    await b.getByRole('dialog', { name: 'Confirm top-up' }).getByRole('button', { name: 'Buy' }).click();
    await b.getByText('Top-up successful').first().waitFor();
    await chip(b, 'Active Wallet', '$600.00');

    // 4. Live on the sponsor's screen, no reload: 7.5 % of $400 = $30.00; Limit $170.00.
    await chip(s, 'Income Wallet', '$30.00');
    await s.getByTestId('dashboard-limit').filter({ hasText: '$170.00' }).waitFor();

    // 5. The buyer's dashboard shows the running plan and its Limit ($800.00 = 2 x $400).
    await b.goto(`${e2e.server.url}/user/dashboard`);
    await b.getByTestId('dashboard-limit').filter({ hasText: '$800.00' }).waitFor();
    await b.getByTestId('dashboard-active-plan').filter({ hasText: '$400.00' }).waitFor();

    // 6. The new member in the sponsor's tree, with the team business.
    await s.goto(`${e2e.server.url}/user/refferral-tree`);
    const rootNode = s.getByTestId(`tree-node-${sponsor.auth.id}`);
    await rootNode.waitFor();
    await rootNode.click();
    await s.getByTestId(`tree-node-${buyer.auth.id}`).getByText('Ben Buyer').waitFor();
    await s.goto(`${e2e.server.url}/user/dashboard`);
    await s.getByTestId('team-business').filter({ hasText: '$400.00' }).waitFor();

    // 7. The admin sees the top-up and the income it paid.
    await a.goto(`${e2e.server.url}/admin/topup`);
    await a.getByRole('row', { name: /Ben Buyer/ }).getByRole('link', { name: 'View' }).click();
    await a.getByRole('cell', { name: '$30.00' }).waitFor();
  } catch (err) {
    await snap(a, 'plans-admin');
    await snap(s, 'plans-sponsor');
    await snap(b, 'plans-buyer');
    throw err;
  } finally {
    await adminSide.context.close();
    await sponsorSide.context.close();
    await buyerSide.context.close();
  }
});
