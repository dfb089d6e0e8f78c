/**
 * End-to-end (console): an admin publishes news and an achiever card through the admin pages and
 * the public home page shows both; the admin dashboard draws its charts and pending queues; an
 * admin table exports CSV streamed from the server.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ADMIN, apiPost, newPage, signIn, snap, useE2E } from './support';

const e2e = useE2E();

/** A real 8x8 PNG, so the browser can decode and draw it. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGNQmNCAFTEMLQkAmntMAXgG30AAAAAASUVORK5CYII=', 'base64');

test('admin publishes news and an achiever; the home page shows them; the dashboard draws charts; a table exports CSV', async () => {
  // Set-up through the API: a member with a pending deposit (for the queues and the export), and a
  // top-up under her that pays her direct income (for the top-ups bars and the income chart).
  const admin = await apiPost(e2e.server, 'auth/adminsignin', ADMIN);
  const member = await apiPost(e2e.server, 'auth/register', { fullname: 'Cara Content', phone: '+15550100900', email: 'cara@e2e.local', password: 'cara-pass-1', confirmPassword: 'cara-pass-1' });
  const plans = await (await fetch(`${e2e.server.url}/api/v1/plans/list`)).json();
  const starter = plans.allplans.find((p: { name: string }) => p.name === 'Starter').id;
  const invest = async (who: { token: string; auth: { id: number } }, amount: number) => {
    await apiPost(e2e.server, 'withdrawalrequest/debit', { updatedData: { id: who.auth.id, amount, action: 'credit', wallet_type: 'business', reason: 'E2E funding' } }, admin.token);
    await apiPost(e2e.server, 'topup/add', { id: starter, amount }, who.token);
  };
  await invest(member, 200);
  const friend = await apiPost(e2e.server, 'auth/register', { fullname: 'Finn Friend', phone: '+15550100901', email: 'finn@e2e.local', password: 'finn-pass-1', confirmPassword: 'finn-pass-1', referralBy: member.auth.refferal_code });
  await invest(friend, 100);
  await apiPost(e2e.server, 'deposite/add', { amount: 42.5, hash: '0x' + 'cd'.repeat(32) }, member.token);

  const { context, page } = await newPage(e2e.browser);
  const visitor = await newPage(e2e.browser);
  try {
    await signIn(page, e2e.server, '/admin/panel/login', ADMIN.email, ADMIN.password, '/admin/dashboard');

    // Dashboard: the bar and line charts are drawn by Mantine charts (recharts SVG), queues counted.
    await page.getByRole('heading', { name: 'Deposits, withdrawals and top-ups per month' }).waitFor();
    // This month's top-ups ($300) are drawn as a bar.
    await page.getByRole('img', { name: /Bar chart of completed deposits, withdrawals and top-ups/ }).locator('path.recharts-rectangle').first().waitFor();
    // Today's sign-up is plotted: the line chart draws its curve.
    await page.getByRole('img', { name: /Line chart of new members per day over the last 30 days: 2 in total/ }).locator('path.recharts-line-curve').first().waitFor();
    await page.getByRole('heading', { name: 'Income per month by type' }).waitFor();
    // Direct income was paid this month: the stacked area chart draws it, with its total.
    await page.getByRole('img', { name: /Stacked area chart of incomes paid per month by type: Direct/ }).locator('path.recharts-area-area').first().waitFor();
    await page.getByText('Direct: $5.00').waitFor();
    await page.getByRole('link', { name: /^Pending deposits\s*\$[\d,.]+\s*1$/ }).waitFor();
    await page.getByRole('link', { name: /^Bookings to confirm\s*0$/ }).waitFor();

    // News through the admin page.
    await page.goto(`${e2e.server.url}/admin/news`);
    await page.getByRole('button', { name: 'Add News' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/^Title/).fill('Withdrawals twice a day');
    await dialog.getByLabel(/^Content/).fill('From Monday, withdrawals are processed every morning and afternoon.');
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('News published').waitFor();
    await page.getByRole('cell', { name: 'Withdrawals twice a day', exact: true }).waitFor();

    // An achiever card with a photo.
    await page.goto(`${e2e.server.url}/admin/achivers`);
    await page.getByLabel(/^Username/).fill('Nora Winner');
    await page.getByLabel(/^Description/).fill('Reached the Gold rank in March');
    await page.locator('input[type="file"]').setInputFiles({ name: 'nora.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Add Achiever' }).click();
    await page.getByText('Achiever added').waitFor();
    await page.getByRole('cell', { name: 'Nora Winner', exact: true }).waitFor();

    // The public home page shows both; the photo is served and decodes.
    const v = visitor.page;
    await v.goto(`${e2e.server.url}/`);
    await v.getByRole('heading', { name: 'Latest news' }).waitFor();
    await v.getByRole('article', { name: 'Withdrawals twice a day' }).waitFor();
    await v.getByRole('heading', { name: 'Our achievers' }).waitFor();
    const photo = v.getByRole('img', { name: 'Photo of Nora Winner' });
    await photo.scrollIntoViewIfNeeded();
    await v.waitForFunction(() => {
      const img = document.querySelector('img[alt="Photo of Nora Winner"]') as HTMLImageElement | null;
      return !!img && img.complete && img.naturalWidth === 8;
    });
    await v.getByText('Reached the Gold rank in March').waitFor();

    // An admin table exports CSV from the server (the whole filtered table, as a download).
    await page.goto(`${e2e.server.url}/admin/deposite/pending`);
    await page.getByRole('cell', { name: /\$42\.50/ }).first().waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^deposits-\d{4}-\d{2}-\d{2}\.csv$/);
    const file = path.join(e2e.server.dir, 'deposits.csv');
    await download.saveAs(file);
    const lines = fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, '').trim().split('\n');
    expect(lines[0]).toBe('ID,Member ID,E-mail,Amount,Network,Method,Hash,Status,Created At,Processed At');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('cara@e2e.local,42.50,BEP20,WALLET');
    expect(lines[1]).toContain(',pending,');
  } catch (err) {
    await snap(page, 'console-admin');
    await snap(visitor.page, 'console-visitor');
    throw err;
  } finally {
    await context.close();
    await visitor.context.close();
  }
});
