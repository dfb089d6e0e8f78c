import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { ADMIN, apiPost, signIn, snap, useE2E } from './support';
import { apiStepUp } from './step-up';

/**
 * Accessibility: axe-core on the key pages, in the light and the dark colour scheme, must find no
 * 'serious' or 'critical' violation (contrast, names, roles, labels). Findings are printed in full.
 */
const e2e = useE2E();

type Scheme = 'light' | 'dark';

async function newSchemedPage(scheme: Scheme): Promise<{ context: BrowserContext; page: Page }> {
  const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: scheme });
  // Mantine keeps the chosen scheme under this key: set it as the header's light/dark switch would (ColorSchemeToggle).
  await context.addInitScript((value) => window.localStorage.setItem('mantine-color-scheme-value', value), scheme);
  const page = await context.newPage();
  page.setDefaultTimeout(15000);
  return { context, page };
}

interface Finding {
  page: string;
  scheme: Scheme;
  id: string;
  impact: string;
  help: string;
  nodes: string[];
}

async function audit(page: Page, path: string, heading: string, scheme: Scheme): Promise<Finding[]> {
  await page.goto(`${e2e.server.url}${path}`);
  await page.getByRole('heading', { name: heading, level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  // Let skeletons and transitions settle.
  await page.waitForTimeout(400);
  expect(await page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'))).toBe(scheme);
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      page: path,
      scheme,
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      nodes: v.nodes.slice(0, 8).map((n) => `${n.target.join(' ')} — ${n.failureSummary?.replace(/\s+/g, ' ') ?? ''}`),
    }));
}

function report(findings: Finding[]): string {
  return findings
    .map((f) => `[${f.scheme}] ${f.page}: ${f.id} (${f.impact}) ${f.help}\n    ${f.nodes.join('\n    ')}`)
    .join('\n');
}

test('key pages have no serious or critical axe findings, light and dark', async () => {
  const admin = await apiPost(e2e.server, 'auth/adminsignin', ADMIN);
  await apiPost(e2e.server, 'qr/add', { values: { BEB20: '0x' + 'a1'.repeat(20), TRC20: 'T' + '1'.repeat(33) } }, admin.token);
  const root = await apiPost(e2e.server, 'auth/register', { fullname: 'Ada Axe', phone: '+15550100600', email: 'ada@e2e.local', password: 'ada-pass-1', confirmPassword: 'ada-pass-1' });
  const member = await apiPost(e2e.server, 'auth/register', { fullname: 'Axel Member', phone: '+15550100700', email: 'axel@e2e.local', password: 'axel-pass-1', confirmPassword: 'axel-pass-1', referralBy: root.auth.refferal_code });
  await apiPost(e2e.server, 'withdrawalrequest/debit', { updatedData: { id: member.auth.id, amount: 250, action: 'credit', wallet_type: 'business', reason: 'Axe sweep' } }, admin.token);
  await apiPost(e2e.server, 'deposite/add', { amount: 120, hash: '0x' + 'e5'.repeat(32) }, member.token);
  await apiStepUp(e2e.server, member);
  await apiPost(e2e.server, 'transfer/touser', { values: { userto_id: root.auth.id, amount: 20 } }, member.token);

  const findings: Finding[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    const visitor = await newSchemedPage(scheme);
    try {
      for (const [path, heading] of [
        ['/', 'Home'],
        ['/user/login', 'Member login'],
      ]) {
        findings.push(...(await audit(visitor.page, path, heading, scheme)));
      }
    } catch (err) {
      await snap(visitor.page, `a11y-visitor-${scheme}`);
      throw err;
    } finally {
      await visitor.context.close();
    }

    const m = await newSchemedPage(scheme);
    try {
      await signIn(m.page, e2e.server, '/user/login', 'axel@e2e.local', 'axel-pass-1', '/user/dashboard');
      for (const [path, heading] of [
        ['/user/dashboard', 'Dashboard'],
        ['/user/manual-deposit', 'Manual deposit'],
        ['/user/withdrawal', 'Withdrawal'],
        ['/user/transfer', 'Transfer'],
        ['/user/statement', 'Statement'],
      ]) {
        findings.push(...(await audit(m.page, path, heading, scheme)));
      }
    } catch (err) {
      await snap(m.page, `a11y-member-${scheme}`);
      throw err;
    } finally {
      await m.context.close();
    }

    const a = await newSchemedPage(scheme);
    try {
      await signIn(a.page, e2e.server, '/admin/panel/login', ADMIN.email, ADMIN.password, '/admin/dashboard');
      for (const [path, heading] of [
        ['/admin/dashboard', 'Dashboard'],
        ['/admin/deposite', 'Deposits'],
      ]) {
        findings.push(...(await audit(a.page, path, heading, scheme)));
      }
    } catch (err) {
      await snap(a.page, `a11y-admin-${scheme}`);
      throw err;
    } finally {
      await a.context.close();
    }
  }

  if (findings.length) console.log(`axe findings:\n${report(findings)}`);
  expect(findings.map((f) => `[${f.scheme}] ${f.page}: ${f.id} × ${f.nodes.length}`)).toEqual([]);
}, 300_000);
