import type { Page } from 'playwright-core';
import { ADMIN, apiPost, newPage, signIn, snap, useE2E } from './support';

// The admin runs the day: no scheduler here, whose catch-up at start runs yesterday (in UTC) on a fresh
// database, which may be the day this journey runs (see below).
const e2e = useE2E({ JOBS_DISABLED: '1' });

/** GraphQL call for the set-up (throws on errors). */
async function gql(query: string, variables: Record<string, unknown>, token: string) {
  const res = await fetch(`${e2e.server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ query, variables }) });
  const json = await res.json();
  if (json.errors) throw new Error(JSON.stringify(json.errors));
  return json.data;
}

async function card(page: Page, testId: string, amount: string) {
  await page.locator(`[data-testid="${testId}"]`).filter({ hasText: amount }).waitFor({ timeout: 20000 });
}

test('the admin runs the day from the jobs page; the sponsor sees ROI and level income arrive live and opens the explanation', async () => {
  // Set-up through the API: sponsor S and member M (S's direct), both funded and topped up on day D.
  const admin = await apiPost(e2e.server, 'auth/adminsignin', ADMIN);
  const email = 'sponsor@income.e2e';
  const password = 'sponsor-pass-1';
  const s = await apiPost(e2e.server, 'auth/register', { fullname: 'Sue Sponsor', phone: '+15550100400', email, password, confirmPassword: password });
  const m = await apiPost(e2e.server, 'auth/register', { fullname: 'Max Member', phone: '+15550100500', email: 'member@income.e2e', password: 'member-pass-1', confirmPassword: 'member-pass-1', referralBy: s.auth.refferal_code });
  // A day can be run once it has ended in the platform time zone: the top-ups happen on the day of
  // UTC-12 (the last zone to end a day), which is run once the zone is UTC+14 (where it has ended).
  const zone = (timeZone: string) => gql('mutation($input: SettingsInput!) { updateSettings(input: $input) { timeZone } }', { input: { timeZone } }, admin.token);
  await zone('Etc/GMT+12');
  const day = new Date(Date.now() - 12 * 3_600_000).toISOString().slice(0, 10);
  const fund = `mutation($input: AdjustWalletInput!) { adjustWallet(input: $input) { __typename } }`;
  for (const who of [s, m]) {
    await gql(fund, { input: { memberId: who.auth.id, wallet: 'ACTIVE', action: 'CREDIT', amount: '1000', reason: 'E2E funding', idempotencyKey: `fund-${who.auth.id}` } }, admin.token);
  }
  const topUp = `mutation($input: TopUpInput!) { topUp(input: $input) { id } }`;
  await gql(topUp, { input: { planId: 2, amount: '1000', idempotencyKey: 'topup-s' } }, s.token); // Silver 0.6 % -> ROI 6.00
  await gql(topUp, { input: { planId: 1, amount: '500', idempotencyKey: 'topup-m' } }, m.token); // Starter 0.5 % -> ROI 2.50, level 1 of S: 10 % = 0.25
  await zone('Etc/GMT-14');

  const { page } = await newPage(e2e.browser);
  const adminSide = await newPage(e2e.browser);
  const a = adminSide.page;
  try {
    await signIn(page, e2e.server, '/user/login', email, password, '/user/dashboard');
    await page.goto(`${e2e.server.url}/user/income`);
    await card(page, 'income-ROI', '$0.00');
    await card(page, 'income-DIRECT_INCOME', '$25.00');

    await signIn(a, e2e.server, '/admin/panel/login', ADMIN.email, ADMIN.password, '/admin/dashboard');
    await a.goto(`${e2e.server.url}/admin/jobs`);
    await a.getByLabel('Platform day').fill(day);
    await a.getByRole('button', { name: 'Preview' }).click();
    await a.getByTestId('preview').getByText('$8.50').waitFor();
    await a.getByRole('button', { name: 'Run day' }).click();
    await a.getByRole('dialog').getByRole('button', { name: 'Run' }).click();
    await a.getByTestId(`run-${day}`).getByText('DONE').waitFor();

    // The member's page updates without a reload.
    await card(page, 'income-ROI', '$6.00');
    await card(page, 'income-LEVEL_INCOME', '$0.25');

    const levelRow = page.getByRole('row').filter({ hasText: 'Level Income' });
    await levelRow.getByRole('button', { name: 'Explain' }).click();
    await page.getByRole('dialog', { name: 'Level income explained' }).getByText('From 1 member at level 1: 10 % of $2.50').waitFor();
  } catch (err) {
    await snap(page, 'income-member');
    await snap(a, 'income-admin');
    throw err;
  } finally {
    await zone('UTC');
  }
});
