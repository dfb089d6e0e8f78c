import type { Page } from 'playwright-core';
import { ADMIN, apiPost, newPage, signIn, snap, useE2E } from './support';

const e2e = useE2E();

/** GraphQL over fetch (set-up and checks); `token`: a Bearer session or API token. */
async function gql(query: string, variables: Record<string, unknown> = {}, token?: string) {
  const res = await fetch(`${e2e.server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: any; errors?: Array<{ message: string; extensions?: { code?: string } }> }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** The explorer's response pane shows `text` (Monaco renders it as spans). */
async function responseShows(page: Page, text: string) {
  await page.locator('.graphiql-response').filter({ hasText: text }).first().waitFor({ timeout: 30000 });
}

test('a member creates a token on /user/tokens (emailed OTP), sees it once, and the token reads { me { id } } over HTTP and in the developer explorer', async () => {
  const email = 'builder@tokens.e2e';
  const password = 'builder-pass-1';
  const member = await apiPost(e2e.server, 'auth/register', { fullname: 'Bea Builder', phone: '+15550100900', email, password, confirmPassword: password });
  const { context, page } = await newPage(e2e.browser);
  try {
    await signIn(page, e2e.server, '/user/login', email, password, '/user/dashboard');
    await page.getByRole('navigation').getByRole('link', { name: 'Apps and tokens' }).click();
    await page.waitForURL('**/user/tokens');
    await page.getByText('No tokens yet.', { exact: false }).waitFor();

    await page.getByRole('textbox', { name: /^Name/ }).fill('CLI');
    await page.getByRole('checkbox', { name: /read:profile/ }).check();
    const create = page.getByRole('button', { name: 'Create token' });
    expect(await create.isDisabled()).toBe(true); // not before the step-up

    const sent = Date.now() - 1000;
    await page.getByRole('button', { name: 'Send OTP' }).click();
    const code = await e2e.server.waitForMail(email, /\b(\d{6})\b/, sent);
    await page.locator('input[inputmode="numeric"]').first().click();
    await page.keyboard.type(code);
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    await page.getByText(/OTP verified/i).first().waitFor();
    await create.click();

    const field = page.getByTestId('new-token').getByRole('textbox', { name: 'Token' });
    await field.waitFor();
    const token = await field.inputValue();
    expect(token).toMatch(/^mrd_pat_[0-9A-Za-z]{38}$/);
    await page.getByText(`${token.slice(0, 12)}…`, { exact: true }).waitFor(); // the list shows the prefix

    // The shown token works on its own (no cookie) against /graphql.
    const me = await gql('{ me { id } }', {}, token);
    expect(me.errors).toBeUndefined();
    expect(Number(me.data.me.id)).toBe(Number(member.auth.id));

    // Shown once: gone after 'I have copied it' and after a reload.
    await page.getByRole('button', { name: 'I have copied it' }).click();
    await page.reload();
    await page.getByText(`${token.slice(0, 12)}…`, { exact: true }).waitFor();
    expect(await page.content()).not.toContain(token);

    // The developer explorer sends the pasted token, never the session cookie.
    await page.goto(`${e2e.server.url}/developers`);
    await page.getByRole('link', { name: 'Open the explorer' }).click();
    await page.waitForURL('**/developers/explorer');
    await page.locator('.graphiql-container').waitFor({ timeout: 30000 });
    await page.getByLabel('API token').fill(token);
    await page.getByRole('button', { name: 'Who am I' }).click();
    // Matched on the query text: under load GraphiQL may send it before its editor has named the
    // operation (operationName absent), which is still this example's request.
    const request = page.waitForRequest((req) => req.url().endsWith('/graphql') && (req.postData() ?? '').includes('query Me {'));
    await page.locator('.graphiql-execute-button').click();
    const headers = await (await request).allHeaders();
    expect(headers.authorization).toBe(`Bearer ${token}`);
    expect(headers.cookie).toBeUndefined();
    await responseShows(page, String(member.auth.id));
  } catch (err) {
    await snap(page, 'tokens-member');
    throw err;
  } finally {
    await context.close();
  }
});

test('an analyst (invited by the OWNER) runs a report from the explorer examples and sees the result', async () => {
  const owner = await apiPost(e2e.server, 'auth/adminsignin', ADMIN);
  const email = 'analyst@tokens.e2e';
  const password = 'analyst-pass-1';
  const invited = await gql('mutation($input: CreateStaffInput!) { createStaff(input: $input) { id } }', { input: { email, fullname: 'Ana Analyst', role: 'ANALYST' } }, owner.token);
  expect(invited.errors).toBeUndefined();
  const invite = await e2e.server.waitForMail(email, /\/admin\/invite\/([0-9a-f]{64})/);
  const accepted = await gql('mutation($token: String!, $password: String!) { acceptStaffInvite(token: $token, password: $password) { token } }', { token: invite, password });
  expect(accepted.errors).toBeUndefined();

  const { context, page } = await newPage(e2e.browser);
  try {
    await signIn(page, e2e.server, '/admin/panel/login', email, password, '/admin/dashboard');
    await page.getByRole('navigation').getByRole('link', { name: 'GraphQL explorer' }).click();
    await page.waitForURL('**/admin/graphql');
    await page.locator('.graphiql-container').waitFor({ timeout: 30000 });
    await page.getByRole('button', { name: 'Income by kind and day' }).click();
    const answer = page.waitForResponse((res) => res.url().endsWith('/graphql') && (res.request().postData() ?? '').includes('query IncomeByKindAndDay'));
    await page.locator('.graphiql-execute-button').click();
    const json = await (await answer).json();
    expect(json.errors).toBeUndefined();
    expect(Array.isArray(json.data.incomeReport)).toBe(true);
    await responseShows(page, 'incomeReport');
  } catch (err) {
    await snap(page, 'tokens-analyst');
    throw err;
  } finally {
    await context.close();
  }
});
