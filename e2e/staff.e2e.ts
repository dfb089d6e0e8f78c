/**
 * End-to-end (issue 17): the owner (the harness's first admin) invites a FINANCE and an ANALYST on
 * /admin/staff; each accepts the mailed link on /admin/invite/:token and lands signed in. The analyst
 * reads the reports and the queues with no action buttons. A member's $1,500 withdrawal (above the
 * $1,000 approval threshold) completed by the finance person waits for approval; the owner approves
 * it on /admin/approvals and it is complete.
 */
import type { Page } from 'playwright-core';
import { ADMIN, apiPost, newPage, signIn, snap, useE2E } from './support';

const e2e = useE2E();

const SENT_FOR_APPROVAL = 'Sent for approval: a second staff member must approve it';
const FINANCE = { email: 'fin@e2e.local', fullname: 'Fiona Finance', password: 'finance-pass-1' };
const ANALYST = { email: 'ann@e2e.local', fullname: 'Ann Analyst', password: 'analyst-pass-1' };
const MEMBER = { email: 'wendy@e2e.local', fullname: 'Wendy Withdraw', password: 'wendy-pass-1' };

/** GraphQL with a bearer token (set-up); throws on errors. */
async function gql<T = Record<string, unknown>>(query: string, variables: Record<string, unknown>, token: string): Promise<T> {
  const res = await fetch(`${e2e.server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ query, variables }) });
  const json = await res.json();
  if (json.errors) throw new Error(`${query.slice(0, 60)}: ${JSON.stringify(json.errors)}`);
  return json.data as T;
}

/** The owner invites a staff member on /admin/staff. */
async function invite(page: Page, who: { email: string; fullname: string }, role: 'FINANCE' | 'ANALYST') {
  const form = page.getByRole('form', { name: 'Invite staff' });
  await form.getByLabel(/^Email/).fill(who.email);
  await form.getByLabel(/^Full name/).fill(who.fullname);
  await form.getByLabel(/^Role/).selectOption(role);
  // The chosen role's permissions show before sending.
  await form.getByRole('group', { name: `What ${role === 'FINANCE' ? 'Finance' : 'Analyst'} can do` }).getByText('reports:read').waitFor();
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await page.getByText(`Invitation sent to ${who.email}`).waitFor();
  await page.getByRole('row', { name: new RegExp(who.email) }).getByText('Invited').waitFor();
}

/** The invited person opens the mailed link, chooses a password and lands on the dashboard, signed in. */
async function accept(page: Page, who: { email: string; password: string }) {
  const token = await e2e.server.waitForMail(who.email, /\/admin\/invite\/([0-9a-f]{64})/);
  await page.goto(`${e2e.server.url}/admin/invite/${token}`);
  await page.getByLabel(/^Password/).fill(who.password);
  await page.getByLabel(/^Confirm password/).fill(who.password);
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await page.waitForURL('**/admin/dashboard');
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
}

test('an owner invites a finance person and an analyst; the analyst only reads; a large withdrawal needs two people', async () => {
  // Set-up through the API: a member with $2,000 of income (credited while the owner is the only
  // staff member, so it applies at once), a pending deposit, a payout address and a $1,500
  // withdrawal confirmed with the mailed step-up code.
  const admin = await apiPost(e2e.server, 'auth/adminsignin', ADMIN);
  const member = await apiPost(e2e.server, 'auth/register', { fullname: MEMBER.fullname, phone: '+15550107700', email: MEMBER.email, password: MEMBER.password, confirmPassword: MEMBER.password });
  await apiPost(e2e.server, 'withdrawalrequest/debit', { updatedData: { id: member.auth.id, amount: 2000, action: 'credit', wallet_type: 'non_working', reason: 'E2E income' } }, admin.token);
  await apiPost(e2e.server, 'deposite/add', { amount: 75, hash: '0x' + 'f6'.repeat(32) }, member.token);
  await gql('mutation($input: ProfileInput!) { updateProfile(input: $input) { id } }', { input: { bep20: '0x' + 'c3'.repeat(20) } }, member.token);
  const sent = Date.now() - 1000;
  await gql('mutation { sendOtp { success } }', {}, member.token);
  const code = await e2e.server.waitForMail(MEMBER.email, /\b(\d{6})\b/, sent);
  await gql('mutation($otp: String!) { verifyOtp(otp: $otp) { verified } }', { otp: code }, member.token);
  const { requestWithdrawal } = await gql<{ requestWithdrawal: { id: number } }>(
    'mutation($input: WithdrawalRequestInput!) { requestWithdrawal(input: $input) { id } }',
    { input: { kind: 'NORMAL', amount: '1500', idempotencyKey: 'e2e-staff-withdrawal' } },
    member.token,
  );

  const owner = await newPage(e2e.browser);
  const finance = await newPage(e2e.browser);
  const analyst = await newPage(e2e.browser);
  const o = owner.page;
  const f = finance.page;
  const a = analyst.page;
  try {
    // 1. The owner, alone on the money desk, is asked for a second person; invites two on /admin/staff.
    await signIn(o, e2e.server, '/admin/panel/login', ADMIN.email, ADMIN.password, '/admin/dashboard');
    await o.getByText('Only one staff member can move money: invite a second person so every manual money move is checked by two people.').waitFor();
    await o.getByRole('link', { name: 'Invite staff' }).click();
    await o.waitForURL('**/admin/staff');
    await invite(o, FINANCE, 'FINANCE');
    await invite(o, ANALYST, 'ANALYST');

    // 2. Each accepts the link from the outbox and is signed in.
    await accept(f, FINANCE);
    await accept(a, ANALYST);

    // 3. The analyst: reports and lists, no action buttons, no settings.
    const nav = a.getByRole('navigation', { name: 'Admin navigation' });
    await nav.getByRole('link', { name: 'Reports' }).click();
    await a.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Settings' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Staff' }).count()).toBe(0);
    await a.goto(`${e2e.server.url}/admin/deposite/pending`);
    const deposit = a.getByRole('row', { name: new RegExp(MEMBER.email) });
    await deposit.getByText('$75.00').waitFor();
    expect(await deposit.getByRole('button', { name: /^(Complete|Decline|Delete)$/ }).count()).toBe(0);
    await a.goto(`${e2e.server.url}/admin/pending-withdrawal-request`);
    const queued = a.getByRole('row', { name: new RegExp(MEMBER.email) });
    await queued.getByText('$1,500.00').waitFor();
    expect(await a.getByRole('button', { name: 'Complete' }).count()).toBe(0);
    expect(await a.getByRole('button', { name: 'Decline' }).count()).toBe(0);
    await a.goto(`${e2e.server.url}/admin/settings`);
    await a.getByRole('heading', { name: 'Your role (Analyst) cannot open this page' }).waitFor();

    // 4. Finance completes the $1,500 withdrawal: above the threshold, it waits for a second person.
    await f.goto(`${e2e.server.url}/admin/pending-withdrawal-request`);
    const row = f.getByRole('row', { name: new RegExp(MEMBER.email) });
    await row.getByRole('button', { name: 'Complete' }).click();
    await f.getByRole('dialog').getByRole('button', { name: 'Complete' }).click();
    await f.getByText(SENT_FOR_APPROVAL).waitFor();
    await row.getByText('Pending').waitFor();

    // The maker cannot check their own request.
    await f.goto(`${e2e.server.url}/admin/approvals`);
    const own = f.getByRole('row', { name: new RegExp(MEMBER.fullname) });
    await own.getByText('Your request: another staff member must check it').waitFor();
    expect(await own.getByRole('button', { name: /Approve/ }).count()).toBe(0);

    // 5. The owner approves it on /admin/approvals: the withdrawal is complete.
    await o.goto(`${e2e.server.url}/admin/approvals`);
    const request = o.getByRole('row', { name: new RegExp(MEMBER.fullname) });
    await request.getByText(`Complete income withdrawal #${requestWithdrawal.id} of $1,500.00 and pay it out`).waitFor();
    await request.getByText('Fiona Finance', { exact: false }).waitFor();
    await request.getByRole('button', { name: /^Approve/ }).click();
    await o.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await o.getByText(/^Approved: Complete income withdrawal/).waitFor();
    await o.getByText('Nothing waits for approval').waitFor();
    await o.goto(`${e2e.server.url}/admin/pending-withdrawal-request/complete`);
    await o.getByRole('row', { name: new RegExp(MEMBER.email) }).getByText('Complete').waitFor();
  } catch (err) {
    await snap(o, 'staff-owner');
    await snap(f, 'staff-finance');
    await snap(a, 'staff-analyst');
    throw err;
  } finally {
    await analyst.context.close();
    await finance.context.close();
    await owner.context.close();
  }
});
