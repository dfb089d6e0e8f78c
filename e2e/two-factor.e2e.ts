/**
 * Two-factor authentication: a member enrols an authenticator on the profile page (QR code and the
 * key to type by hand, confirmed with a code, recovery codes shown once) and signs in again with a
 * code of the app; the code is computed here with otplib from the key the page shows.
 */
import { generate } from 'otplib';
import { apiPost, newPage, signIn, snap, useE2E } from './support';

const e2e = useE2E();

test('a member enrols TOTP on the profile page and signs in again with a code', async () => {
  const root = await apiPost(e2e.server, 'auth/register', { fullname: 'Tara Root', phone: '+15550100800', email: 'tara@e2e.local', password: 'tara-pass-1', confirmPassword: 'tara-pass-1' });
  const email = 'otto@e2e.local';
  const password = 'otto-pass-1';
  const member = await apiPost(e2e.server, 'auth/register', { fullname: 'Otto Twofactor', phone: '+15550100900', email, password, confirmPassword: password, referralBy: root.auth.refferal_code });

  const first = await newPage(e2e.browser);
  const page = first.page;
  let secret = '';
  try {
    await signIn(page, e2e.server, '/user/login', email, password, '/user/dashboard');
    await page.goto(`${e2e.server.url}/user/profile/${member.auth.id}`);
    const section = page.getByTestId('two-factor');
    await section.getByRole('button', { name: 'Set up authenticator app' }).click();
    await section.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    secret = ((await section.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    await section.locator('input[inputmode="numeric"]').first().click();
    await page.keyboard.type(await generate({ secret }));
    await section.getByRole('button', { name: 'Confirm' }).click();
    const codes = section.getByTestId('recovery-codes');
    await codes.waitFor();
    expect(await codes.locator('code').count()).toBe(10);
    await section.getByRole('button', { name: 'I have saved my recovery codes' }).click();
    await section.getByText('Recovery codes left: 10').waitFor();
  } catch (err) {
    await snap(page, 'two-factor-enrol');
    throw err;
  } finally {
    await first.context.close();
  }

  // A new browser: the password alone is not enough, the app's code opens the session.
  const second = await newPage(e2e.browser);
  try {
    const p = second.page;
    await p.goto(`${e2e.server.url}/user/login`);
    await p.getByLabel(/^Email or Username/).fill(email);
    await p.getByLabel(/^Password/).fill(password);
    await p.getByRole('button', { name: 'Sign In' }).click();
    const code = p.getByLabel(/^Authentication code/);
    await code.waitFor();
    // The enrolment spent this 30-second step's code: the next step's (accepted within the drift window).
    await code.fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
    await p.getByRole('button', { name: 'Verify and sign in' }).click();
    await p.waitForURL('**/user/dashboard');
    await p.getByText('Welcome Otto Twofactor').waitFor();
  } catch (err) {
    await snap(second.page, 'two-factor-sign-in');
    throw err;
  } finally {
    await second.context.close();
  }
});
