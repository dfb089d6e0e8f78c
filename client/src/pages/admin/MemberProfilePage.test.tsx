import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import MemberProfilePage from './MemberProfilePage';
import { AdminMemberDocument, AdminResetMemberTotpDocument, AdminSendRewardNoticeDocument, AdminUpdateMemberDocument } from '../../modules/admin/graphql/members.generated';
import { AdminDepositsDocument } from '../../modules/admin/graphql/money.generated';
import { confirmDialog, depositRecord, memberRow, page, renderAdmin } from '../../modules/admin/testing';
import { limitsMock } from '../../test/memberFixtures';
import { MemberApiTokensDocument, SetApiTokenBudgetDocument } from '../../modules/tokens/tokens.generated';
import { mockOp } from '../../test/apollo';

const partnerToken = {
  __typename: 'ApiTokenRecord',
  id: '31',
  name: 'Partner dashboard',
  prefix: 'mrd_pat_Ab12',
  scopes: ['read:wallets'],
  expiresAt: new Date(Date.now() + 20 * 86_400_000).toISOString(),
  lastUsedAt: null,
  lastUsedIp: null,
  costBudget: null as number | null,
  createdAt: '2025-04-01T10:00:00.000Z',
};
const tokensMock = () => mockOp(MemberApiTokensDocument, { memberId: 7 }, { memberApiTokens: [partnerToken] });

const member = {
  ...memberRow({ wallets: { active: '1250', income: '40.5', roi: '3.25', compound: '0' } as never }),
  phone: '+919876543210',
  referralCode: 'MRD100007',
  role: 'user',
  emailVerified: true,
  activationDate: null,
  lastLogin: null,
  bep20: '0x1111111111111111111111111111111111111111',
  trc20: null,
  sponsorId: 2,
  sponsor: { __typename: 'MemberSummary', id: 2, username: 'MRD100002', fullname: 'Sam Sponsor', referralCode: 'MRD100002', isActive: true, status: 'unblock' },
  team: { __typename: 'TeamCounts', directs: 3, activeDirects: 1, team: 5 },
  totals: {
    __typename: 'MemberTotals',
    directIncome: '10', levelIncome: '2.5', roiIncome: '0', rewardIncome: '0', salaryIncome: '0', leadershipIncome: '0', ctoIncome: '0',
    totalEarning: '12.5', totalDeposit: '1250', totalWithdrawal: '0',
  },
  rewardNotice: null as null | { __typename: string; title: string; amount: string; createdAt: string },
  totpEnabled: false,
  withdrawalHoldUntil: null as string | null,
};

const NOTICE_AT = '2025-04-02T12:30:00.000Z';
const pad = (n: number) => String(n).padStart(2, '0');
/** '2 Apr 2025, HH:MM' in the local time zone the test runs in. */
const localDateTime = (iso: string) => {
  const d = new Date(iso);
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${d.getDate()} ${months[d.getMonth()]} ${d.getFullYear()}, ${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

const mocks = (extra: MockedResponse[] = [], subject: typeof member = member): MockedResponse[] => [
  { request: { query: AdminMemberDocument, variables: { id: 7 } }, result: { data: { member: subject } } },
  { request: { query: AdminDepositsDocument, variables: { memberId: 7, page: 1, pageSize: 10 } }, result: { data: { deposits: page('DepositPage', [depositRecord({ status: 'COMPLETE' })]) } } },
  // Cash Handling checks amounts against the server's cap (Settings.amountMax).
  limitsMock(),
  tokensMock(),
  ...extra,
];

describe('MemberProfilePage', () => {
  it("lists the member's API tokens for staff:manage and changes a token's budget", async () => {
    const save = jest.fn(() => ({ data: { setApiTokenBudget: { __typename: 'ApiTokenRecord', id: '31', costBudget: 50000 } } }));
    renderAdmin(<MemberProfilePage />, {
      path: '/admin/check/profile/:id',
      initialEntries: ['/admin/check/profile/7'],
      mocks: mocks([mockOp(SetApiTokenBudgetDocument, { id: '31', budget: 50000 }, save)]),
    });
    const section = await screen.findByRole('region', { name: 'API tokens' });
    expect(await within(section).findByText('Partner dashboard')).toBeInTheDocument();
    expect(within(section).getByText('Default')).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Change the budget of Partner dashboard' }));
    const input = await screen.findByRole('textbox', { name: /GraphQL cost per minute/ });
    await userEvent.type(input, '50000');
    await userEvent.click(screen.getByRole('button', { name: 'Save budget' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(await within(section).findByText('50,000')).toBeInTheDocument();
  });

  it('shows no tokens section to a role without staff:manage', async () => {
    renderAdmin(<MemberProfilePage />, { path: '/admin/check/profile/:id', initialEntries: ['/admin/check/profile/7'], mocks: mocks(), access: { role: 'FINANCE' } });
    expect(await screen.findByRole('heading', { name: 'Alice Member' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'API tokens' })).not.toBeInTheDocument();
  });

  it('shows identity, sponsor, statuses, the four wallets, income totals and the deposits tab', async () => {
    renderAdmin(<MemberProfilePage />, { path: '/admin/check/profile/:id', initialEntries: ['/admin/check/profile/7'], mocks: mocks() });
    expect(screen.getByRole('heading', { level: 1, name: 'Member profile' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Alice Member' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sam Sponsor (MRD100002)' })).toHaveAttribute('href', '/admin/check/profile/2');
    expect(screen.getByText('Active Wallet', { selector: 'p' }).closest('div')!.parentElement).toHaveTextContent('$1,250.00');
    expect(screen.getByText('ROI Wallet', { selector: 'p' }).closest('div')!.parentElement).toHaveTextContent('$3.25');
    expect(screen.getAllByText('Activated').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Unblocked').length).toBeGreaterThan(0);
    expect(screen.getByText('Total Earning').closest('tr')).toHaveTextContent('$12.50');
    expect(screen.getByRole('tab', { name: 'Deposits' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Complete')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cash Handling' })).toBeInTheDocument();
  });

  it('Edit sends only the changed fields to updateMember', async () => {
    const update = jest.fn(() => ({ data: { updateMember: { ...member, phone: '+441234567890' } } }));
    renderAdmin(<MemberProfilePage />, {
      path: '/admin/check/profile/:id',
      initialEntries: ['/admin/check/profile/7'],
      mocks: mocks([{ request: { query: AdminUpdateMemberDocument, variables: { id: 7, input: { phone: '+441234567890' } } }, result: update }]),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    const phone = within(dialog).getByLabelText(/^Phone/);
    await userEvent.clear(phone);
    await userEvent.type(phone, '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Phone must be 7 to 15 digits, with an optional + country code')).toBeInTheDocument();
    await userEvent.clear(phone);
    await userEvent.type(phone, '+441234567890');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Member updated')).toBeInTheDocument();
  });

  it("shows the member's current reward notice (title, amount, date) in the identity card", async () => {
    const withNotice = { ...member, rewardNotice: { __typename: 'RewardNoticeRecord', title: 'Welcome bonus', amount: '1250.5', createdAt: NOTICE_AT } };
    renderAdmin(<MemberProfilePage />, { path: '/admin/check/profile/:id', initialEntries: ['/admin/check/profile/7'], mocks: mocks([], withNotice) });
    const notice = await screen.findByTestId('reward-notice');
    expect(within(notice).getByText('Title').parentElement).toHaveTextContent('Welcome bonus');
    expect(within(notice).getByText('Amount').parentElement).toHaveTextContent('$1,250.50');
    expect(within(notice).getByText('Sent').parentElement).toHaveTextContent(localDateTime(NOTICE_AT));
    // Inside the identity card.
    expect(screen.getByRole('heading', { name: 'Identity' }).parentElement).toContainElement(notice);
  });

  it("says 'No reward notice' without one; 'Send Reward Notice' → sendRewardNotice, then the card shows it", async () => {
    const send = jest.fn(() => ({
      data: { sendRewardNotice: { __typename: 'RewardNoticeRecord', memberId: 7, title: 'Refer a friend', amount: '15', createdAt: NOTICE_AT } },
    }));
    renderAdmin(<MemberProfilePage />, {
      path: '/admin/check/profile/:id',
      initialEntries: ['/admin/check/profile/7'],
      mocks: mocks([{ request: { query: AdminSendRewardNoticeDocument, variables: { memberId: 7, title: 'Refer a friend', amount: '15' } }, result: send }]),
    });
    expect(await screen.findByTestId('reward-notice')).toHaveTextContent('No reward notice');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reward Notice' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/^Title/), 'Refer a friend');
    await userEvent.type(within(dialog).getByLabelText(/^Amount/), '15');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Notice' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Reward notice sent')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('reward-notice')).toHaveTextContent('Refer a friend'));
    expect(within(screen.getByTestId('reward-notice')).getByText('Amount').parentElement).toHaveTextContent('$15.00');
  });

  it('a read-only role (ANALYST) sees the profile with no Edit, notice, Block or Cash Handling', async () => {
    renderAdmin(<MemberProfilePage />, { path: '/admin/check/profile/:id', initialEntries: ['/admin/check/profile/7'], mocks: mocks(), access: { role: 'ANALYST' } });
    expect(await screen.findByRole('heading', { name: 'Alice Member' })).toBeInTheDocument();
    expect(screen.getByText('Total Earning').closest('tr')).toHaveTextContent('$12.50');
    for (const name of ['Edit', 'Send Reward Notice', 'Block']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Cash Handling' })).not.toBeInTheDocument();
  });

  it('SUPPORT reads the profile; FINANCE also gets Cash Handling but no member edits', async () => {
    const support = renderAdmin(<MemberProfilePage />, { path: '/admin/check/profile/:id', initialEntries: ['/admin/check/profile/7'], mocks: mocks(), access: { role: 'SUPPORT' } });
    expect(await screen.findByRole('heading', { name: 'Alice Member' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Cash Handling' })).not.toBeInTheDocument();
    support.unmount();

    renderAdmin(<MemberProfilePage />, { path: '/admin/check/profile/:id', initialEntries: ['/admin/check/profile/7'], mocks: mocks(), access: { role: 'FINANCE' } });
    expect(await screen.findByRole('heading', { name: 'Cash Handling' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Block' })).not.toBeInTheDocument();
  });

  it("'Reset two-factor' (members:write, only while it is on): confirm → resetMemberTotp; the profile then shows it off and the hold", async () => {
    const HOLD = '2025-04-03T09:15:00.000Z';
    const reset = jest.fn(() => ({ data: { resetMemberTotp: { __typename: 'Member', id: 7, totpEnabled: false, withdrawalHoldUntil: HOLD } } }));
    renderAdmin(<MemberProfilePage />, {
      path: '/admin/check/profile/:id',
      initialEntries: ['/admin/check/profile/7'],
      mocks: mocks([mockOp(AdminResetMemberTotpDocument, { memberId: 7 }, reset)], { ...member, totpEnabled: true }),
    });
    expect(await screen.findByRole('heading', { name: 'Alice Member' })).toBeInTheDocument();
    const identity = screen.getByRole('heading', { name: 'Identity' }).parentElement!;
    expect(within(identity).getByText('Two-factor').parentElement).toHaveTextContent('On');
    expect(within(identity).queryByText('Money held until')).not.toBeInTheDocument();

    // Cancelled: nothing sent.
    await userEvent.click(screen.getByRole('button', { name: 'Reset two-factor' }));
    const first = await screen.findByRole('dialog');
    expect(first).toHaveTextContent('lost the authenticator app and the recovery codes');
    expect(first).toHaveTextContent('MRD100007 (alice@example.com)');
    await userEvent.click(within(first).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(reset).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Reset two-factor' }));
    await confirmDialog('Reset two-factor');
    await waitFor(() => expect(reset).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Two-factor authentication of MRD100007 reset')).toBeInTheDocument();
    await waitFor(() => expect(within(identity).getByText('Two-factor').parentElement).toHaveTextContent('Off'));
    expect(within(identity).getByText('Money held until').parentElement).toHaveTextContent(localDateTime(HOLD));
    expect(screen.queryByRole('button', { name: 'Reset two-factor' })).not.toBeInTheDocument();
  });

  it("shows no 'Reset two-factor' while it is off, nor to roles without members:write", async () => {
    const off = renderAdmin(<MemberProfilePage />, { path: '/admin/check/profile/:id', initialEntries: ['/admin/check/profile/7'], mocks: mocks() });
    expect(await screen.findByRole('button', { name: 'Block' })).toBeInTheDocument();
    expect(screen.getByText('Two-factor').parentElement).toHaveTextContent('Off');
    expect(screen.queryByRole('button', { name: 'Reset two-factor' })).not.toBeInTheDocument();
    off.unmount();

    for (const role of ['SUPPORT', 'FINANCE', 'ANALYST'] as const) {
      const view = renderAdmin(<MemberProfilePage />, { path: '/admin/check/profile/:id', initialEntries: ['/admin/check/profile/7'], mocks: mocks([], { ...member, totpEnabled: true }), access: { role } });
      expect(await screen.findByRole('heading', { name: 'Alice Member' })).toBeInTheDocument();
      expect(screen.getByText('Two-factor').parentElement).toHaveTextContent('On');
      expect(screen.queryByRole('button', { name: 'Reset two-factor' })).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it('shows an error panel for an invalid id', () => {
    renderAdmin(<MemberProfilePage />, { path: '/admin/check/profile/:id', initialEntries: ['/admin/check/profile/abc'] });
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid member id');
  });
});
