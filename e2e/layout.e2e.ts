import type { Browser, Locator, Page } from 'playwright-core';
import { ADMIN, apiPost, signIn, snap, useE2E } from './support';

/**
 * Layout (issue 20 item 9). On a phone (390 x 844): no amount of money breaks across lines, the
 * form of a money page starts on the first screen (not below the balance cards), a deposit address
 * takes at most two lines. At 1366 x 768: the admin queues' Complete / Decline / Delete are fully on
 * screen and the Daily runs page does not scroll sideways.
 */
const e2e = useE2E();

/** GraphQL call for the set-up (throws on errors). */
async function gql(query: string, variables: Record<string, unknown>, token: string) {
  const res = await fetch(`${e2e.server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ query, variables }) });
  const json = await res.json();
  if (json.errors) throw new Error(JSON.stringify(json.errors));
  return json.data;
}

async function open(browser: Browser, width: number, height: number, phone = false) {
  const context = await browser.newContext({ viewport: { width, height }, ...(phone ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}) });
  const page = await context.newPage();
  page.setDefaultTimeout(15000);
  return { context, page };
}

/** Every '$1,234.56' on the page sits on one line. Returns the ones that do not. */
async function brokenAmounts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const m of text.matchAll(/-?\$[\d,]+\.\d{2}/g)) {
        const range = document.createRange();
        range.setStart(node, m.index!);
        range.setEnd(node, m.index! + m[0].length);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (tops.size > 1) broken.push(m[0]);
      }
    }
    return broken;
  });
}

async function lines(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const lh = parseFloat(getComputedStyle(el).lineHeight) || 16;
    return Math.round(el.getBoundingClientRect().height / lh);
  });
}

/**
 * Fully visible without scrolling sideways: inside the window and inside every clipping box around
 * it (a table's scroll area), at its current scroll position.
 */
async function fullyOnScreen(_page: Page, locator: Locator) {
  await locator.waitFor();
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    if (r.left < 0 || r.right > document.documentElement.clientWidth + 1) return false;
    for (let p = el.parentElement; p; p = p.parentElement) {
      const s = getComputedStyle(p);
      if (s.overflowX === 'visible') continue;
      const box = p.getBoundingClientRect();
      if (r.left < box.left - 1 || r.right > box.right + 1) return false;
    }
    return true;
  });
}

test('phone: amounts on one line, forms on the first screen, short addresses; 1366 px: admin actions on screen, daily runs without sideways scroll', async () => {
  const admin = await apiPost(e2e.server, 'auth/adminsignin', ADMIN);
  await apiPost(e2e.server, 'qr/add', { values: { BEB20: '0x' + 'c3'.repeat(20), TRC20: 'T' + '3'.repeat(33) } }, admin.token);
  const sponsor = await apiPost(e2e.server, 'auth/register', { fullname: 'Lia Layout', phone: '+15550100400', email: 'lia@e2e.local', password: 'lia-pass-1', confirmPassword: 'lia-pass-1' });
  // A long address: the admin queues' widest column.
  const email = 'lou.longname-walletholder.layout-check@e2e-layout.local';
  const password = 'lou-pass-1';
  const member = await apiPost(e2e.server, 'auth/register', { fullname: 'Lou Longname-Walletholder', phone: '+15550100500', email, password, confirmPassword: password, referralBy: sponsor.auth.refferal_code });
  await apiPost(e2e.server, 'withdrawalrequest/debit', { updatedData: { id: member.auth.id, amount: 123456.78, action: 'credit', wallet_type: 'business', reason: 'Layout test' } }, admin.token);
  await apiPost(e2e.server, 'withdrawalrequest/debit', { updatedData: { id: member.auth.id, amount: 98765.43, action: 'credit', wallet_type: 'non_working', reason: 'Layout test' } }, admin.token);
  await apiPost(e2e.server, 'deposite/add', { amount: 150, hash: '0x' + 'd4'.repeat(32) }, member.token);
  await apiPost(e2e.server, 'deposite/add', { amount: 75, hash: '0x' + 'e5'.repeat(32) }, member.token);
  // A finished daily run (yesterday), so the Daily runs page shows a run's step table.
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  await gql('mutation($date: String!) { runDay(date: $date) { day } }', { date: yesterday }, admin.token);

  const phone = await open(e2e.browser, 390, 844, true);
  const desk = await open(e2e.browser, 1366, 768);
  const [p, a] = [phone.page, desk.page];
  const problems: string[] = [];
  const check = (ok: boolean, what: string) => {
    if (!ok) problems.push(what);
  };
  try {
    await signIn(p, e2e.server, '/user/login', email, password, '/user/dashboard');
    for (const [route, form] of [
      ['/user/dashboard', null],
      ['/user/withdrawal', (x: Page) => x.getByRole('textbox', { name: 'Amount' })],
      ['/user/transfer', (x: Page) => x.getByRole('textbox').first()],
      ['/user/manual-deposit', null],
    ] as Array<[string, ((x: Page) => Locator) | null]>) {
      await p.goto(`${e2e.server.url}${route}`);
      await p.getByRole('heading', { level: 1 }).waitFor();
      await p.waitForLoadState('networkidle');
      await p.waitForTimeout(300);
      const broken = await brokenAmounts(p);
      check(broken.length === 0, `${route}: amounts broken across lines: ${broken.join(', ')}`);
      if (form) {
        const box = (await form(p).boundingBox())!;
        check(box.y + box.height <= 844, `${route}: the form starts below the first screen (at ${Math.round(box.y)} px)`);
      }
    }
    const address = p.getByTestId('deposit-address-BEP20');
    await address.waitFor();
    const addressLines = await lines(address);
    check(addressLines <= 2, `deposit address on ${addressLines} lines`);

    await signIn(a, e2e.server, '/admin/panel/login', ADMIN.email, ADMIN.password, '/admin/dashboard');
    await a.goto(`${e2e.server.url}/admin/deposite/pending`);
    await a.getByRole('button', { name: 'Complete' }).first().waitFor();
    for (const name of ['Complete', 'Decline']) check(await fullyOnScreen(a, a.getByRole('button', { name }).first()), `admin deposits: ${name} cut off at 1366 px`);
    // Decline one, then its Delete on the Decline tab.
    await a.getByRole('button', { name: 'Decline' }).first().click();
    await a.getByRole('dialog').getByRole('button', { name: 'Decline' }).click();
    await a.getByText(/declined/).first().waitFor();
    await a.goto(`${e2e.server.url}/admin/deposite/decline`);
    await a.getByRole('button', { name: 'Delete' }).first().waitFor();
    check(await fullyOnScreen(a, a.getByRole('button', { name: 'Delete' }).first()), 'admin deposits: Delete cut off at 1366 px');

    await a.goto(`${e2e.server.url}/admin/jobs`);
    await a.getByRole('heading', { level: 1, name: 'Daily runs' }).waitFor();
    await a.getByTestId(`run-${yesterday}`).waitFor();
    await a.waitForLoadState('networkidle');
    const sideways = await a.evaluate(() => {
      const doc = document.documentElement.scrollWidth > document.documentElement.clientWidth + 1;
      const boxes = [...document.querySelectorAll('main *')].filter((el) => {
        const s = getComputedStyle(el);
        return (s.overflowX === 'auto' || s.overflowX === 'scroll') && el.scrollWidth > el.clientWidth + 1;
      });
      const width = document.documentElement.clientWidth;
      const wide = [...document.querySelectorAll('body *')].filter((el) => el.getBoundingClientRect().right > width + 1).slice(0, 5);
      return { doc, boxes: boxes.map((b) => b.className.toString().slice(0, 60)), wide: wide.map((el) => `${el.tagName}.${el.className.toString().slice(0, 40)} → ${Math.round(el.getBoundingClientRect().right)}`) };
    });
    check(!sideways.doc && sideways.boxes.length === 0, `daily runs scroll sideways: ${JSON.stringify(sideways)}`);
    await a.screenshot({ path: `${__dirname}/artifacts/layout-jobs-1366.png`, fullPage: true }).catch(() => undefined);
    expect(problems).toEqual([]);
  } catch (err) {
    await snap(p, 'layout-phone');
    await snap(a, 'layout-desk');
    throw err;
  } finally {
    await phone.context.close();
    await desk.context.close();
  }
}, 180_000);
