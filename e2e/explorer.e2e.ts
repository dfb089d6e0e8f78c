import { ADMIN, newPage, snap, useE2E } from './support';

const e2e = useE2E();

test('the admin GraphQL explorer loads from the app itself (nothing from a CDN) and is closed to signed-out visitors', async () => {
  const { context, page } = await newPage(e2e.browser);
  const foreign: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (!['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol !== 'data:' && url.protocol !== 'blob:') foreign.push(req.url());
  });
  try {
    await page.goto(`${e2e.server.url}/admin/graphql`);
    await page.waitForURL('**/admin/panel/login'); // guarded
    await page.getByLabel(/^Email/).fill(ADMIN.email);
    await page.getByLabel(/^Password/).fill(ADMIN.password);
    // The schema loads through an introspection query over the admin's session.
    const introspection = page.waitForResponse((res) => res.url().endsWith('/graphql') && (res.request().postData() ?? '').includes('__schema'), { timeout: 30000 });
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/admin/graphql');
    await page.locator('.graphiql-container').waitFor({ timeout: 30000 });
    expect(await page.title()).toBe('GraphQL explorer');
    const schema = await introspection;
    expect(schema.status()).toBe(200);
    expect((await schema.json()).data.__schema.queryType.name).toBe('Query');
    expect(foreign).toEqual([]);
  } catch (err) {
    await snap(page, 'explorer');
    throw err;
  } finally {
    await context.close();
  }
});
