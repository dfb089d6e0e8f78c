import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DashboardPage, { nextAction, referralLink } from './DashboardPage';
import { DashboardActivityDocument, MyDashboardDocument } from '../../modules/member/member.generated';
import { MyIncomeDocument } from '../../modules/income/income.generated';
import { CREDIT_KINDS } from '../../modules/member/components/ActivityFeed';

jest.mock('@mantine/charts', () => ({ AreaChart: ({ data }: { data: unknown[] }) => <div data-testid="area-chart">{data.length} days</div> }));
import { capMock, investmentRecord, runningInvestmentsMock } from '../../modules/plans/testing';
import { teamFiguresMock } from '../../modules/team/testing';
import { mockError, mockOp, renderWithApollo } from '../../test/apollo';
import { newSubscriptions, sponsor, walletEvent, wallets, walletsMock } from '../../test/memberFixtures';
import { member } from '../../test/render';
import { atPhoneWidth, restoreWidth } from '../../test/viewport';

const dashboardMe = {
  __typename: 'Member',
  id: member.id,
  username: member.username,
  fullname: member.fullname,
  email: member.email,
  referralCode: 'MRD100007',
  isActive: true,
  emailVerified: false,
  status: 'unblock',
  activationDate: null,
  createdAt: '2025-03-12T10:00:00.000Z',
  wallets: wallets({ active: '1250', income: '40.5', roi: '3', compound: '0' }),
  totals: {
    __typename: 'MemberTotals',
    totalEarning: '43.5',
    totalDeposit: '1500',
    totalWithdrawal: '250',
    directIncome: '40.5',
    levelIncome: '0',
    roiIncome: '3',
    rewardIncome: '0',
    ctoIncome: '0',
    salaryIncome: '0',
    leadershipIncome: '0',
  },
  team: { __typename: 'TeamCounts', team: 12, directs: 4, activeDirects: 3 },
  sponsor,
};

/** The server's current state: a test changes it before pushing the matching event. */
let serverMe = dashboardMe;
beforeEach(() => {
  serverMe = dashboardMe;
});
const dashboardMock = () => mockOp(MyDashboardDocument, {}, () => ({ data: { me: serverMe } }), { maxUsageCount: Number.POSITIVE_INFINITY });
/** Every query the page sends, the dashboard's own first: wallets, team figures, the cap and the running plans. */
const pageMocks = () => [
  dashboardMock(),
  walletsMock({ active: '1250', income: '40.5', roi: '3' }),
  teamFiguresMock({ teamSize: 12, teamBusiness: '48250.5', activeDirects: 3, directCount: 4 }),
  capMock(),
  runningInvestmentsMock([investmentRecord({ memberId: member.id, payerId: member.id, amount: '1000' })]),
  incomeMock(),
  activityMock(),
];

function incomeMock() {
  const kind = (k: string, amount: string) => ({ __typename: 'IncomeKindAmount', kind: k, amount });
  return mockOp(
    MyIncomeDocument,
    { days: 30 },
    {
      myIncome: {
        __typename: 'MyIncome',
        from: '2025-02-11',
        today: '2025-03-12',
        totals: [kind('ROI', '3')],
        totalEarning: '43.5',
        todayTotals: [kind('ROI', '1.5')],
        days: [
          { __typename: 'IncomeDayAmount', day: '2025-03-11', kind: 'ROI', amount: '1.5' },
          { __typename: 'IncomeDayAmount', day: '2025-03-12', kind: 'ROI', amount: '1.5' },
        ],
        limit: '1956.5',
        capTotal: '2000',
        earned: '43.5',
      },
    },
    { maxUsageCount: Number.POSITIVE_INFINITY },
  );
}

function activityMock() {
  return mockOp(
    DashboardActivityDocument,
    { creditKinds: CREDIT_KINDS },
    {
      walletEntries: { __typename: 'WalletEntryPage', items: [{ __typename: 'WalletEntry', id: 31, kind: 'ROI', amount: '1.5', wallet: 'ROI', description: 'ROI 2025-03-12', createdAt: '2025-03-12T00:05:00.000Z' }] },
      myWithdrawals: { __typename: 'WithdrawalPage', items: [{ __typename: 'WithdrawalRecord', id: 4, kind: 'NORMAL', gross: '100', net: '90', status: 'PENDING', createdAt: '2025-03-12T09:00:00.000Z' }] },
    },
    { maxUsageCount: Number.POSITIVE_INFINITY },
  );
}

describe('DashboardPage', () => {
  it('shows earnings over time, the activity feed with the pending withdrawal, and a referral QR code with the share sheet (issue 20 item 11)', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      renderWithApollo(<DashboardPage />, { mocks: pageMocks(), subscriptions: newSubscriptions() });
      expect(await screen.findByTestId('area-chart')).toHaveTextContent('2 days');
      const feed = await screen.findByTestId('activity-feed');
      expect(await within(feed).findByTestId('activity-withdrawal')).toHaveTextContent('Income withdrawal of $100.00');
      expect(within(feed).getByTestId('activity-withdrawal')).toHaveTextContent('Pending');
      expect(within(feed).getByTestId('activity-credit')).toHaveTextContent('+$1.50');
      expect(screen.getByRole('img', { name: 'QR code of your referral link' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Share invite' }));
      expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: referralLink('MRD100007'), text: expect.stringContaining('MRD100007') }));
    } finally {
      delete (navigator as { share?: unknown }).share;
    }
  });

  it("welcomes the member and shows the referral code and the link {origin}/register?referral={code}", async () => {
    renderWithApollo(<DashboardPage />, { mocks: pageMocks(), subscriptions: newSubscriptions() });

    expect(await screen.findByText('Welcome Alice Member')).toBeInTheDocument();
    expect(document.title).toBe('Dashboard');
    expect(screen.getByTestId('copy-Referral Code')).toHaveTextContent(/^MRD100007$/);
    expect(screen.getByTestId('copy-Referral Link')).toHaveTextContent(/^http:\/\/localhost\/register\?referral=MRD100007$/);
    expect(screen.getByRole('button', { name: 'Copy Referral Link' })).toBeInTheDocument();
    expect(referralLink('MRD1', 'https://meridian.example')).toBe('https://meridian.example/register?referral=MRD1');
  });

  it('shows wallets, totals, team, sponsor and status, with the shortcuts', async () => {
    const subscriptions = newSubscriptions();
    renderWithApollo(<DashboardPage />, { mocks: pageMocks(), subscriptions });

    expect(await screen.findByTestId('dashboard-active')).toHaveTextContent('$1,250.00');
    expect(screen.getByTestId('dashboard-income')).toHaveTextContent('$40.50');
    // The rest follows in a background render.
    expect(await screen.findByTestId('dashboard-total-earning')).toHaveTextContent('$43.50');
    expect(screen.getByText('$1,500.00')).toBeInTheDocument();
    expect(screen.getByText('3 active')).toBeInTheDocument();
    expect(await screen.findByTestId('team-size')).toHaveTextContent(/^12$/);
    expect(screen.getByTestId('team-business')).toHaveTextContent('$48,250.50');
    expect(screen.getByTestId('team-active-directs')).toHaveTextContent(/^3$/);
    expect(screen.getByText('of 4 direct members')).toBeInTheDocument();
    // The earnings cap: what is left to earn ("Limit") and the running plan behind it.
    expect(await screen.findByTestId('dashboard-limit')).toHaveTextContent('$1,975.00');
    expect(screen.getByTestId('dashboard-cap')).toHaveTextContent('$25.00 / $2,000.00');
    expect(await screen.findByText('Starter')).toBeInTheDocument();
    expect(screen.getByText('Sam Sponsor')).toBeInTheDocument();
    expect(screen.getByText('Email not verified')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/user/manual-deposit');
    expect(screen.getByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/user/withdrawal');
    expect(screen.getByRole('link', { name: 'Transfer' })).toHaveAttribute('href', '/user/transfer');

    // Live: an admin completes a deposit (the page also reloads its totals).
    serverMe = { ...dashboardMe, wallets: wallets({ active: '1750', income: '40.5', roi: '3' }) };
    act(() => subscriptions.simulateResult(walletEvent({ active: '1750', income: '40.5', roi: '3' })));
    await waitFor(() => expect(screen.getByTestId('dashboard-active')).toHaveTextContent('$1,750.00'));
  });

  it('shows an error panel with Retry when the dashboard cannot load', async () => {
    renderWithApollo(<DashboardPage />, {
      mocks: [mockError(MyDashboardDocument, {}, 'Please sign in', 'FORBIDDEN'), ...pageMocks().slice(1)],
      subscriptions: newSubscriptions(),
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Please sign in')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('next action: activate, else deposit when the Active Wallet is empty, else top up', () => {
    expect(nextAction(false, '500')).toMatchObject({ label: 'Choose a plan', to: '/user/plan' });
    expect(nextAction(true, '0')).toMatchObject({ label: 'Deposit', to: '/user/manual-deposit' });
    expect(nextAction(true, '0.01')).toMatchObject({ label: 'Top up', to: '/user/topup' });
  });

  it('on a phone: wallets, the next action and the referral link first; the rest folded until opened', async () => {
    atPhoneWidth(true);
    try {
      renderWithApollo(<DashboardPage />, { mocks: pageMocks(), subscriptions: newSubscriptions() });
      const active = await screen.findByTestId('dashboard-active');
      const next = screen.getByTestId('next-action');
      const link = screen.getByTestId('copy-Referral Link');
      const more = await screen.findByRole('button', { name: 'Earnings, team and account' });
      // Document order is reading order on a phone.
      const order = [active, next, link, more].map((el) => el.compareDocumentPosition.bind(el));
      expect(order[0](next) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(order[1](link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(order[2](more) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(within(next).getByRole('link', { name: 'Top up' })).toHaveAttribute('href', '/user/topup');
      expect(more).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(more);
      expect(more).toHaveAttribute('aria-expanded', 'true');
      expect(await screen.findByText('Total Earning')).toBeVisible();
    } finally {
      restoreWidth();
    }
  });
});
