import type { Page } from 'playwright-core';
import { ADMIN, newPage, signIn, snap, useE2E } from './support';
import { seedSpecRoutes } from './routes';

/**
 * Every routed page renders with its title and heading, without the error fallback and without
 * console errors, for a visitor, a member and an admin (data from the API set-up below).
 */
const e2e = useE2E();

async function visit(page: Page, path: string, title: string, errors: string[]) {
  await page.goto(`${e2e.server.url}${path}`);
  await page.getByRole('heading', { name: title, level: 1 }).first().waitFor();
  expect(await page.title()).toBe(title);
  // The page's title is its one h1 (issue 20 item 12).
  expect(await page.locator('h1').count()).toBe(1);
  expect(await page.getByText('Oops! Something went wrong.').count()).toBe(0);
  await page.waitForLoadState('networkidle');
  expect(await page.getByText('Error Loading Data').count()).toBe(0);
  expect(errors).toEqual([]);
}

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

test('public, member and admin pages render with their titles and no errors', async () => {
  const routes = await seedSpecRoutes(e2e.server, 'pages');

  const visitor = await newPage(e2e.browser);
  const visitorErrors = collectErrors(visitor.page);
  try {
    for (const [path, title] of routes.visitor) {
      await visit(visitor.page, path, title, visitorErrors);
    }
    await visitor.page.goto(`${e2e.server.url}/no/such/page`);
    await visitor.page.getByText('Page Not Found').waitFor();
    expect(await visitor.page.title()).toBe('404');
  } catch (err) {
    await snap(visitor.page, 'pages-visitor');
    throw err;
  } finally {
    await visitor.context.close();
  }

  const m = await newPage(e2e.browser);
  const memberErrors = collectErrors(m.page);
  try {
    await signIn(m.page, e2e.server, '/user/login', routes.member.email, routes.member.password, '/user/dashboard');
    for (const [path, title] of routes.user) {
      await visit(m.page, path, title, memberErrors);
    }
  } catch (err) {
    await snap(m.page, 'pages-member');
    throw err;
  } finally {
    await m.context.close();
  }

  const a = await newPage(e2e.browser);
  const adminErrors = collectErrors(a.page);
  try {
    await signIn(a.page, e2e.server, '/admin/panel/login', ADMIN.email, ADMIN.password, '/admin/dashboard');
    for (const [path, title] of routes.admin) {
      await visit(a.page, path, title, adminErrors);
    }
  } catch (err) {
    await snap(a.page, 'pages-admin');
    throw err;
  } finally {
    await a.context.close();
  }
}, 300_000);
