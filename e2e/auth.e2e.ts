import { ADMIN, apiPost, newPage, snap, useE2E, waitForValue } from './support';

const e2e = useE2E();

/** The sponsor registers through the API (the first member needs no sponsor). */
async function registerSponsor(): Promise<{ code: string; username: string }> {
  const body = await apiPost(e2e.server, 'auth/register', { fullname: 'Sara Sponsor', phone: '+15550100100', email: 'sponsor@e2e.local', password: 'sponsor-pass-1', confirmPassword: 'sponsor-pass-1' });
  return { code: body.auth.refferal_code, username: body.auth.username };
}

test('a member registers with a referral link, verifies the email from the outbox, signs in and sees the sponsor; an admin blocks them and they can no longer sign in', async () => {
  const sponsor = await registerSponsor();
  const email = 'new.member@e2e.local';
  const password = 'member-pass-1';
  const { context, page } = await newPage(e2e.browser);
  try {
    // Register through the referral link: the code is prefilled.
    await page.goto(`${e2e.server.url}/register?referral=${sponsor.code}`);
    await waitForValue(page.getByLabel('Referral Code'), sponsor.code);
    await page.getByLabel(/^Full Name/).fill('Nina Newcomer');
    await page.getByLabel(/^Phone/).fill('5550123456');
    await page.getByLabel(/^Email/).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByLabel(/^Confirm Password/).fill(password);
    await page.getByRole('checkbox').check();
    const sentAfter = Date.now() - 1000;
    await page.getByRole('button', { name: 'Register' }).click();

    // Step 2: the code from the outbox.
    const code = await e2e.server.waitForMail(email, /\b(\d{6})\b/, sentAfter);
    await page.getByText('Verify your email').waitFor();
    await page.locator('input[inputmode="numeric"]').first().click();
    await page.keyboard.type(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Email Verified Successfully!').waitFor();
    await page.waitForURL('**/user/login');

    // Sign in and see the dashboard with the sponsor.
    await page.getByLabel(/^Email or Username/).fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/user/dashboard');
    await page.getByText('Welcome Nina Newcomer').waitFor();
    await page.getByText(sponsor.username).first().waitFor();
    expect(await page.title()).toBe('Dashboard');

    // An admin (own browser context) finds the member and blocks them.
    const adminSide = await newPage(e2e.browser);
    try {
      const a = adminSide.page;
      await a.goto(`${e2e.server.url}/admin/panel/login`);
      await a.getByLabel(/^Email/).fill(ADMIN.email);
      await a.getByLabel(/^Password/).fill(ADMIN.password);
      await a.getByRole('button', { name: 'Sign In' }).click();
      await a.waitForURL('**/admin/dashboard');
      await a.goto(`${e2e.server.url}/admin/user/all`);
      await a.getByPlaceholder('Search using email').fill(email);
      const row = a.getByRole('row', { name: new RegExp(email) });
      await row.waitFor();
      await row.getByRole('button', { name: 'Block' }).click();
      await a.getByRole('dialog').getByRole('button', { name: /Block|Confirm/ }).click();
      await a.getByRole('row', { name: new RegExp(email) }).getByText('Blocked').waitFor();
    } catch (err) {
      await snap(adminSide.page, 'auth-admin');
      throw err;
    } finally {
      await adminSide.context.close();
    }

    // The blocked member's next sign-in is refused.
    const again = await newPage(e2e.browser);
    try {
      await again.page.goto(`${e2e.server.url}/user/login`);
      await again.page.getByLabel(/^Email or Username/).fill(email);
      await again.page.getByLabel(/^Password/).fill(password);
      await again.page.getByRole('button', { name: 'Sign In' }).click();
      await again.page.getByText('Your account is blocked').waitFor();
      expect(again.page.url()).toContain('/user/login');
    } finally {
      await again.context.close();
    }
  } catch (err) {
    await snap(page, 'auth-member');
    throw err;
  } finally {
    await context.close();
  }
});
