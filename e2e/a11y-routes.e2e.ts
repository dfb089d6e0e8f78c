import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { ADMIN, signIn, snap, useE2E } from './support';
import { seedSpecRoutes } from './routes';

/**
 * Accessibility of every spec route (issue 20 item 12): axe-core finds no 'serious' or 'critical'
 * violation on any page of a visitor, a member and an admin, on a desktop (1366 x 900) and on a
 * phone (390 x 844); every page has exactly one h1. (a11y.e2e.ts checks key pages light and dark.)
 */
const e2e = useE2E();

const VIEWPORTS = {
  desktop: { width: 1366, height: 900 },
  phone: { width: 390, height: 844 },
} as const;
type Viewport = keyof typeof VIEWPORTS;

interface Finding {
  page: string;
  viewport: Viewport;
  id: string;
  help: string;
  nodes: string[];
}

async function audit(page: Page, path: string, title: string, viewport: Viewport): Promise<Finding[]> {
  await page.goto(`${e2e.server.url}${path}`);
  await page.getByRole('heading', { name: title, level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  const findings: Finding[] = [];
  const h1 = await page.locator('h1').count();
  if (h1 !== 1) findings.push({ page: path, viewport, id: 'one-h1', help: `expected one h1, found ${h1}`, nodes: [] });
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  for (const v of result.violations) {
    if (v.impact !== 'serious' && v.impact !== 'critical') continue;
    findings.push({ page: path, viewport, id: v.id, help: v.help, nodes: v.nodes.slice(0, 6).map((n) => `${n.target.join(' ')} — ${n.failureSummary?.replace(/\s+/g, ' ') ?? ''}`) });
  }
  return findings;
}

let routes: Awaited<ReturnType<typeof seedSpecRoutes>>;
beforeAll(async () => {
  routes = await seedSpecRoutes(e2e.server, 'axe');
}, 120_000);

/** One test per viewport (each sweeps about a hundred pages: a loaded machine needs the time). */
test.each(Object.keys(VIEWPORTS) as Viewport[])('every spec route on a %s: no serious or critical axe finding and one h1', async (viewport) => {
  const findings: Finding[] = [];
  for (const who of ['visitor', 'user', 'admin'] as const) {
    const context = await e2e.browser.newContext({ viewport: VIEWPORTS[viewport] });
    const page = await context.newPage();
    page.setDefaultTimeout(15000);
    try {
      if (who === 'user') await signIn(page, e2e.server, '/user/login', routes.member.email, routes.member.password, '/user/dashboard');
      if (who === 'admin') await signIn(page, e2e.server, '/admin/panel/login', ADMIN.email, ADMIN.password, '/admin/dashboard');
      for (const [path, title] of routes[who]) findings.push(...(await audit(page, path, title, viewport)));
    } catch (err) {
      await snap(page, `a11y-routes-${who}-${viewport}`);
      throw err;
    } finally {
      await context.close();
    }
  }
  if (findings.length) console.log(`axe findings:\n${findings.map((f) => `[${f.viewport}] ${f.page}: ${f.id} ${f.help}\n    ${f.nodes.join('\n    ')}`).join('\n')}`);
  expect(findings.map((f) => `[${f.viewport}] ${f.page}: ${f.id} × ${f.nodes.length}`)).toEqual([]);
}, 1_200_000);
