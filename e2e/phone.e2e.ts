import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { ADMIN, apiPost, signIn, snap, useE2E } from './support';

/**
 * The money pages on a phone (390 x 844): nothing scrolls sideways, the page's actions are on screen,
 * the admin's Complete / Decline sit on each request's card, and badges show their whole text.
 * Screenshots go to e2e/artifacts/phone-*.png.
 */
const e2e = useE2E();
const WIDTH = 390;

async function phonePage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: WIDTH, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  page.setDefaultTimeout(15000);
  return { context, page };
}

async function shot(page: Page, name: string) {
  const dir = path.join(__dirname, 'artifacts');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `phone-${name}.png`), fullPage: true });
}

/** The document is no wider than the screen. */
async function expectNoSidewaysScroll(page: Page, name: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect([name, width]).toEqual([name, expect.any(Number)]);
  expect(width).toBeLessThanOrEqual(WIDTH + 1);
}

/** Fully inside the screen's width once scrolled into view. */
async function expectOnScreen(locator: Locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(WIDTH + 1);
}

/** A badge shows its whole label (nothing cut to 'CO…'). */
async function expectWholeText(locator: Locator) {
  const cut = await locator.evaluate((el) => {
    const label = (el.querySelector('.mantine-Badge-label') as HTMLElement | null) ?? (el as HTMLElement);
    return label.scrollWidth > label.clientWidth + 1;
  });
  expect(cut).toBe(false);
}

test('money pages on a phone: no sideways scroll, actions on screen, admin decisions on each card', async () => {
  const admin = await apiPost(e2e.server, 'auth/adminsignin', ADMIN);
  await apiPost(e2e.server, 'qr/add', { values: { BEB20: '0x' + 'c3'.repeat(20), TRC20: 'T' + '3'.repeat(33) } }, admin.token);
  const sponsor = await apiPost(e2e.server, 'auth/register', { fullname: 'Pia Phone', phone: '+15550100400', email: 'pia@e2e.local', password: 'pia-pass-1', confirmPassword: 'pia-pass-1' });
  const email = 'mo@e2e.local';
  const password = 'mo-pass-1';
  const member = await apiPost(e2e.server, 'auth/register', { fullname: 'Mo Mobile', phone: '+15550100500', email, password, confirmPassword: password, referralBy: sponsor.auth.refferal_code });
  await apiPost(e2e.server, 'deposite/add', { amount: 250, user_id: member.auth.id, hash: '0x' + 'd4'.repeat(32) }, member.token);
  await apiPost(e2e.server, 'withdrawalrequest/debit', { updatedData: { id: member.auth.id, amount: 40, action: 'credit', wallet_type: 'non_working', reason: 'Phone test' } }, admin.token);

  const { context, page } = await phonePage(e2e.browser);
  const adminSide = await phonePage(e2e.browser);
  const a = adminSide.page;
  try {
    await signIn(page, e2e.server, '/user/login', email, password, '/user/dashboard');
    // Dashboard: the wallets, the next action and the referral link come first.
    await page.getByTestId('next-action').waitFor();
    await expectNoSidewaysScroll(page, 'dashboard');
    await expectOnScreen(page.getByTestId('next-action').getByRole('link'));
    await expectOnScreen(page.getByRole('button', { name: 'Copy Referral Link' }));
    await shot(page, 'dashboard');

    const pages: Array<[string, string, (p: Page) => Locator]> = [
      ['manual-deposit', '/user/manual-deposit', (p) => p.getByRole('button', { name: 'Submit Deposit' })],
      ['withdrawal', '/user/withdrawal', (p) => p.getByRole('button', { name: 'Send OTP' })],
      ['transfer', '/user/transfer', (p) => p.getByRole('button', { name: 'Find' })],
      ['statement', '/user/statement', (p) => p.getByRole('link', { name: 'Export CSV' })],
    ];
    for (const [name, route, action] of pages) {
      await page.goto(`${e2e.server.url}${route}`);
      await action(page).waitFor();
      await expectNoSidewaysScroll(page, name);
      await expectOnScreen(action(page));
      await shot(page, name);
    }
    // The Principal tab lists running investments as cards: the choice is on screen, nothing scrolls sideways.
    await apiPost(e2e.server, 'withdrawalrequest/debit', { updatedData: { id: member.auth.id, amount: 100, action: 'credit', wallet_type: 'business', reason: 'Phone top-up' } }, admin.token);
    const starter = (await (await fetch(`${e2e.server.url}/api/v1/plans/list`)).json()).allplans.find((p: { name: string }) => p.name === 'Starter');
    await apiPost(e2e.server, 'topup/add', { id: starter.id, amount: 100 }, member.token);
    await page.goto(`${e2e.server.url}/user/withdrawal`);
    await page.getByRole('tab', { name: 'Principal' }).click();
    const choice = page.getByRole('radio', { name: /^Investment #\d+$/ });
    await choice.waitFor();
    await expectNoSidewaysScroll(page, 'withdrawal-principal');
    await expectOnScreen(choice);
    await expectOnScreen(page.getByRole('button', { name: 'Withdraw Principal' }));
    await shot(page, 'withdrawal-principal');

    // The statement's lines are cards on a phone: the admin credit explained, with its wallet.
    await page.goto(`${e2e.server.url}/user/statement`);
    const line = page.getByRole('listitem').filter({ hasText: 'Admin credit: Phone test' });
    await line.getByText('Income Wallet').waitFor();

    // The admin's deposit queue: Complete and Decline on the request's card, its badge whole.
    await signIn(a, e2e.server, '/admin/panel/login', ADMIN.email, ADMIN.password, '/admin/dashboard');
    await a.goto(`${e2e.server.url}/admin/deposite/pending`);
    const card = a.getByRole('listitem').filter({ hasText: email });
    await card.waitFor();
    await expectNoSidewaysScroll(a, 'admin-deposits');
    await expectOnScreen(card.getByRole('button', { name: 'Complete' }));
    await expectOnScreen(card.getByRole('button', { name: 'Decline' }));
    await expectWholeText(card.locator('.mantine-Badge-root').first());
    await shot(a, 'admin-deposits');
  } catch (err) {
    await snap(page, 'phone-member-failure');
    await snap(a, 'phone-admin-failure');
    throw err;
  } finally {
    await adminSide.context.close();
    await context.close();
  }
});
