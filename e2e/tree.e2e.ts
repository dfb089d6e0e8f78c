import { apiPost, newPage, signIn, snap, useE2E } from './support';

/**
 * The referral tree in chromium: the sponsor's dashboard counts the team, the tree loads members on
 * expand, and search opens the path to a member two levels down and highlights it.
 */
const e2e = useE2E();

test('a sponsor sees the team on the dashboard and in the tree, and search finds a member below', async () => {
  const root = await apiPost(e2e.server, 'auth/register', { fullname: 'Tara Tree', phone: '+15550100600', email: 'tara@e2e.local', password: 'tara-pass-1', confirmPassword: 'tara-pass-1' });
  const max = await apiPost(e2e.server, 'auth/register', { fullname: 'Max Direct', phone: '+15550100601', email: 'maxd@e2e.local', password: 'max-pass-1', confirmPassword: 'max-pass-1', referralBy: root.auth.refferal_code });
  const kid = await apiPost(e2e.server, 'auth/register', { fullname: 'Kim Kid', phone: '+15550100602', email: 'kim@e2e.local', password: 'kim-pass-1', confirmPassword: 'kim-pass-1', referralBy: max.auth.refferal_code });

  const { context, page } = await newPage(e2e.browser);
  try {
    await signIn(page, e2e.server, '/user/login', 'tara@e2e.local', 'tara-pass-1', '/user/dashboard');
    await page.getByTestId('team-size').filter({ hasText: /^2$/ }).waitFor();

    await page.goto(`${e2e.server.url}/user/refferral-tree`);
    const rootNode = page.getByTestId(`tree-node-${root.auth.id}`);
    await rootNode.waitFor();
    await rootNode.click();
    const maxNode = page.getByTestId(`tree-node-${max.auth.id}`);
    await maxNode.getByText('Max Direct').waitFor();
    await maxNode.click(); // loaded with the first call: no request, no spinner
    await page.getByTestId(`tree-node-${kid.auth.id}`).getByText('No more members').waitFor();
    await page.getByRole('button', { name: 'Collapse all' }).click();
    expect(await page.getByTestId(`tree-node-${kid.auth.id}`).count()).toBe(0);

    await page.getByRole('textbox', { name: 'Search by username, email or referral code' }).fill(kid.auth.refferal_code);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.locator(`[data-testid="tree-node-${kid.auth.id}"][data-highlighted="true"]`).waitFor();

    await page.getByRole('textbox', { name: 'Search by username, email or referral code' }).fill('nobody@nowhere.test');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('Not found in this team').waitFor();

    await page.goto(`${e2e.server.url}/user/direct-members`);
    await page.getByRole('cell', { name: 'maxd@e2e.local' }).waitFor();
    await page.getByTestId('directs-total').filter({ hasText: /^1$/ }).waitFor();
  } catch (err) {
    await snap(page, 'tree');
    throw err;
  } finally {
    await context.close();
  }
});
