import type { Page } from 'playwright-core';
import { ADMIN, apiPost, newPage, signIn, snap, useE2E } from './support';

const e2e = useE2E();

/** Waits for the header chip of a wallet to show an amount (no reload: it must arrive live). */
async function chip(page: Page, wallet: string, amount: string) {
  await page.getByRole('link', { name: `${wallet}: ${amount}` }).waitFor({ timeout: 20000 });
}

/**
 * Types the newest code mailed to `email` into the OTP block and verifies it. One verification
 * covers every money exit for 5 minutes (the block shows 'OTP verified' on the next page as well).
 */
async function verifyOtp(page: Page, email: string) {
  await page.getByTestId('otp-block').first().waitFor();
  if (await page.getByText(/OTP verified/i).first().isVisible()) return;
  const sent = Date.now() - 1000;
  await page.getByRole('button', { name: 'Send OTP' }).click();
  const code = await e2e.server.waitForMail(email, /\b(\d{6})\b/, sent);
  await page.locator('input[inputmode="numeric"]').first().click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await page.getByText(/OTP verified/i).first().waitFor();
}

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 1)]);

test('deposit with proof, admin completes it, balance updates live; transfer; withdrawal with the OTP from the outbox; admin approves', async () => {
  // Set-up through the API: deposit addresses, a sponsor (the transfer's recipient) and the member.
  const admin = await apiPost(e2e.server, 'auth/adminsignin', ADMIN);
  await apiPost(e2e.server, 'qr/add', { values: { BEB20: '0x' + 'a1'.repeat(20), TRC20: 'T' + '1'.repeat(33) } }, admin.token);
  const sponsor = await apiPost(e2e.server, 'auth/register', { fullname: 'Rita Recipient', phone: '+15550100200', email: 'recipient@e2e.local', password: 'recipient-1', confirmPassword: 'recipient-1' });
  const email = 'saver@e2e.local';
  const password = 'saver-pass-1';
  const member = await apiPost(e2e.server, 'auth/register', { fullname: 'Sam Saver', phone: '+15550100300', email, password, confirmPassword: password, referralBy: sponsor.auth.refferal_code });

  const { context, page } = await newPage(e2e.browser);
  const adminSide = await newPage(e2e.browser);
  const a = adminSide.page;
  try {
    await signIn(page, e2e.server, '/user/login', email, password, '/user/dashboard');
    await chip(page, 'Active Wallet', '$0.00');

    // 1. Manual deposit with a proof image.
    await page.goto(`${e2e.server.url}/user/manual-deposit`);
    await page.getByLabel(/^Amount/).fill('500');
    await page.locator('input[type="file"]').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Submit Deposit' }).click();
    await page.getByRole('cell', { name: '$500.00' }).first().waitFor();

    // 2. The admin completes it; the member's chip changes without a reload.
    await signIn(a, e2e.server, '/admin/panel/login', ADMIN.email, ADMIN.password, '/admin/dashboard');
    await a.goto(`${e2e.server.url}/admin/deposite/pending`);
    const row = a.getByRole('row', { name: new RegExp(email) });
    await row.getByRole('button', { name: 'Complete' }).click();
    await a.getByRole('dialog').getByRole('button', { name: 'Complete' }).click();
    await a.getByRole('row', { name: new RegExp(email) }).waitFor({ state: 'detached' });
    await chip(page, 'Active Wallet', '$500.00');

    // 3. The first payout address (no OTP: nothing to steal yet).
    await page.goto(`${e2e.server.url}/user/profile/${member.auth.id}`);
    await page.getByLabel(/^BEP20 payout address/).fill('0x' + 'b2'.repeat(20));
    await page.getByRole('button', { name: 'Update Details' }).click();
    await page.getByText(/updated/i).first().waitFor();

    // 4. Transfer 100 to the sponsor: money leaving the account, confirmed with the OTP from the outbox.
    await page.goto(`${e2e.server.url}/user/transfer`);
    await page.getByPlaceholder('name@example.com or MRD123456').fill('recipient@e2e.local');
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByText('Rita Recipient').first().waitFor();
    await page.getByLabel(/^Amount/).first().fill('100');
    await verifyOtp(page, email);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: /Send|Confirm/ }).click();
    await chip(page, 'Active Wallet', '$400.00');

    // 5. Income for the withdrawal comes from the admin's cash handling (incomes arrive with plans).
    await apiPost(e2e.server, 'withdrawalrequest/debit', { updatedData: { id: member.auth.id, amount: 200, action: 'credit', wallet_type: 'non_working', reason: 'E2E income' } }, admin.token);
    await chip(page, 'Income Wallet', '$200.00');

    // 6. An Income withdrawal of 100: the OTP verified for the transfer still covers it (5 minutes).
    await page.getByRole('navigation').getByRole('link', { name: 'Withdrawal', exact: true }).click();
    await page.waitForURL('**/user/withdrawal');
    await verifyOtp(page, email);
    await page.getByLabel(/^Amount/).first().fill('100');
    await page.getByText('$90.00').first().waitFor(); // net after the 10 % fee, shown before confirming
    const withdraw = page.getByRole('button', { name: 'Withdraw', exact: true });
    await withdraw.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Withdraw' }).click();
    await chip(page, 'Income Wallet', '$100.00');

    // 7. The admin approves it.
    await a.goto(`${e2e.server.url}/admin/pending-withdrawal-request`);
    const wrow = a.getByRole('row', { name: new RegExp(email) });
    await wrow.getByRole('button', { name: 'Complete' }).click();
    await a.getByRole('dialog').getByRole('button', { name: 'Complete' }).click();
    await a.goto(`${e2e.server.url}/admin/pending-withdrawal-request/complete`);
    await a.getByRole('row', { name: new RegExp(email) }).waitFor();

    // The ledger still reconciles (admin query).
    const rec = await fetch(`${e2e.server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
      body: JSON.stringify({ query: '{ reconciliation { ok problems } }' }),
    }).then((r) => r.json());
    expect(rec.data.reconciliation).toEqual({ ok: true, problems: [] });
  } catch (err) {
    await snap(page, 'money-member');
    await snap(a, 'money-admin');
    throw err;
  } finally {
    await adminSide.context.close();
    await context.close();
  }
});
