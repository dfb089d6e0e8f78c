import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DashboardPage from './DashboardPage';
import { AdminDashboardDocument, AdminReconciliationDocument, AdminTransactionSummaryDocument } from '../../modules/admin/graphql/dashboard.generated';
import { AdminSettingsDocument } from '../../modules/admin/graphql/settings.generated';
import { ConsoleDashboardDocument } from '../../modules/console/console.generated';
import { lastMonths } from '../../modules/admin/actions';
import { renderAdmin } from '../../modules/admin/testing';

// The charts are replaced by their data (jsdom has no layout for recharts).
jest.mock('@mantine/charts', () => ({
  BarChart: (props: { data: unknown }) => <pre data-testid="bar-chart">{JSON.stringify(props.data)}</pre>,
  LineChart: (props: { data: unknown }) => <pre data-testid="line-chart">{JSON.stringify(props.data)}</pre>,
  AreaChart: (props: { data: unknown; series: unknown }) => <pre data-testid="area-chart">{JSON.stringify({ data: props.data, series: props.series })}</pre>,
}));

const consoleDashboard = {
  consoleDashboard: {
    __typename: 'ConsoleDashboard',
    topUpsPerMonth: [
      { __typename: 'MonthAmount', month: '2025-02', amount: '0.00' },
      { __typename: 'MonthAmount', month: '2025-03', amount: '2000.00' },
    ],
    incomePerMonth: [
      { __typename: 'MonthKindAmount', month: '2025-02', kind: 'ROI', amount: '0.00' },
      { __typename: 'MonthKindAmount', month: '2025-03', kind: 'ROI', amount: '12.50' },
      { __typename: 'MonthKindAmount', month: '2025-03', kind: 'DIRECT_INCOME', amount: '0.00' },
    ],
    incomeTotals: [{ __typename: 'KindAmount', kind: 'ROI', amount: '12.50' }],
    queues: [
      { __typename: 'QueueCount', queue: 'deposits', label: 'Pending deposits', count: 2, amount: '300.25', link: '/admin/deposite/pending' },
      { __typename: 'QueueCount', queue: 'bookings', label: 'Bookings to confirm', count: 0, amount: null, link: '/admin/bookings' },
    ],
  },
};

const dashboard = {
  moneyDashboard: {
    __typename: 'MoneyDashboard',
    depositsCompleted: '12500.5',
    depositsPendingAmount: '300.25',
    depositsPendingCount: 2,
    withdrawalsCompleted: '900',
    withdrawalsPendingAmount: '450',
    withdrawalsPendingCount: 6,
    incomePaid: '77.7',
    fees: '15',
    monthly: [
      { __typename: 'MonthlyMoney', month: '2025-02', deposits: '0', withdrawals: '0' },
      { __typename: 'MonthlyMoney', month: '2025-03', deposits: '12500.5', withdrawals: '900' },
    ],
    signupsPerDay: [
      { __typename: 'DailyCount', day: '2025-03-11', count: 0 },
      { __typename: 'DailyCount', day: '2025-03-12', count: 3 },
    ],
  },
  adminOverview: {
    __typename: 'AdminOverview',
    members: { __typename: 'DashboardCounts', total: 12, active: 7, inactive: 5, blocked: 1, joinedToday: 3 },
    recentSignups: [{ __typename: 'Member', id: 9, username: 'MRD100009', fullname: 'Nina New', email: 'nina@example.com', createdAt: '2025-03-12T14:05:00.000Z' }],
  },
};

const settings = {
  __typename: 'Settings',
  level: true, direct: true, reward: false, register: true, login: true, withdrawal: true, deposite: true, roi: true, support: true, topup: true,
  entryFee: '25', depositMin: '10', withdrawalMin: '10', withdrawalMultiple: '10', withdrawalFeeNormal: '10', withdrawalFeeRoi: '5',
  withdrawalFeeCompound: '5', transferMin: '10', transferFee: '0', compoundPercent: '0.5', ctoPercent: '1', usernamePrefix: 'MRD',
  timeZone: 'UTC', verifyEmail: false, requireSponsor: true, manualTrade: false, directOnRetopup: false, approvalThreshold: '1000.00',
  operatorName: 'Meridian', operatorAddress: '1 Harbour Street, Valletta', contactEmail: 'help@meridian.example', supportHours: 'Mon-Fri 9-17 UTC', riskNotice: 'Plans can lose value.',
};

function summary(month: string, rows: Array<[string, string, number, string]>) {
  return {
    request: { query: AdminTransactionSummaryDocument, variables: { month } },
    result: {
      data: {
        transactionSummary: {
          __typename: 'TransactionSummary',
          month,
          rows: rows.map(([transactionType, source, count, total]) => ({ __typename: 'SummaryRow', transactionType, source, count, total })),
        },
      },
    },
  };
}

function mocks(reconciliation: { ok: boolean; problems: string[] }) {
  const [thisMonth, lastMonth] = lastMonths(2);
  return [
    { request: { query: AdminDashboardDocument }, result: { data: dashboard } },
    { request: { query: ConsoleDashboardDocument }, result: { data: consoleDashboard } },
    { request: { query: AdminReconciliationDocument }, result: { data: { reconciliation: { __typename: 'Reconciliation', accounts: 4, entries: 10, transactions: 5, ...reconciliation } } } },
    { request: { query: AdminSettingsDocument }, result: { data: { settings } } },
    summary(thisMonth, [['credit', 'deposit', 4, '12500.5']]),
    summary(lastMonth, [['debit', 'withdrawal_normal', 2, '900']]),
  ];
}

describe('DashboardPage', () => {
  it('warns while only one staff member can move money, with the way to invite a second person', async () => {
    const owner = renderAdmin(<DashboardPage />, { mocks: mocks({ ok: true, problems: [] }), access: { role: 'OWNER', needsSecondPerson: true } });
    const warning = await screen.findByRole('status', { name: 'A second person is needed' });
    expect(warning).toHaveTextContent('Only one staff member can move money: invite a second person so every manual money move is checked by two people.');
    expect(screen.getByRole('link', { name: 'Invite staff' })).toHaveAttribute('href', '/admin/staff');
    owner.unmount();

    // A role that cannot manage the staff sees the warning without the link.
    renderAdmin(<DashboardPage />, { mocks: mocks({ ok: true, problems: [] }), access: { role: 'FINANCE', needsSecondPerson: true } });
    expect(await screen.findByText(/Only one staff member can move money/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Invite staff' })).not.toBeInTheDocument();
  });

  it('no warning once a second person holds the money permissions', async () => {
    renderAdmin(<DashboardPage />, { mocks: mocks({ ok: true, problems: [] }) });
    expect(await screen.findByText('Members')).toBeInTheDocument();
    expect(screen.queryByText(/Only one staff member can move money/)).not.toBeInTheDocument();
  });

  it('shows the cards (linked to their lists), charts, switches, sign-ups and a reconciled ledger', async () => {
    renderAdmin(<DashboardPage />, { mocks: mocks({ ok: true, problems: [] }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();

    const members = (await screen.findByText('Members')).closest('a')!;
    expect(members).toHaveAttribute('href', '/admin/user/all');
    expect(members).toHaveTextContent('12');
    expect(members).toHaveTextContent('Active7');
    expect(members).toHaveTextContent('Inactive5');
    const deposits = screen.getByText('Deposits', { selector: 'p' }).closest('a')!;
    expect(deposits).toHaveTextContent('$12,500.50');
    expect(deposits).toHaveTextContent('Pending2');
    expect(deposits).toHaveTextContent('Pending amount$300.25');
    const pendingWithdrawals = screen.getByText('Pending Withdrawals').closest('a')!;
    expect(pendingWithdrawals).toHaveAttribute('href', '/admin/pending-withdrawal-request/pending');
    expect(pendingWithdrawals).toHaveTextContent('6');
    expect(pendingWithdrawals).toHaveTextContent('$450.00');
    expect(screen.getByText('$77.70')).toBeInTheDocument();
    expect(screen.getByText('$15.00')).toBeInTheDocument();

    // Money strings become numbers only for the chart; top-ups join by month.
    await waitFor(() =>
      expect(JSON.parse(screen.getByTestId('bar-chart').textContent!)).toEqual([
        { month: 'Feb 2025', Deposits: 0, Withdrawals: 0, 'Top-ups': 0, depositsText: '0', withdrawalsText: '0', topUpsText: '0.00' },
        { month: 'Mar 2025', Deposits: 12500.5, Withdrawals: 900, 'Top-ups': 2000, depositsText: '12500.5', withdrawalsText: '900', topUpsText: '2000.00' },
      ]),
    );
    expect(JSON.parse(screen.getByTestId('area-chart').textContent!)).toEqual({
      data: [
        { month: 'Feb 2025', ROI: 0 },
        { month: 'Mar 2025', ROI: 12.5 },
      ],
      series: [{ name: 'ROI', color: 'teal.6' }],
    });
    expect(screen.getByText('ROI: $12.50')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Pending deposits\s*\$300\.25\s*2$/ })).toHaveAttribute('href', '/admin/deposite/pending');
    expect(screen.getByRole('link', { name: /^Bookings to confirm\s*0$/ })).toHaveAttribute('href', '/admin/bookings');
    expect(JSON.parse(screen.getByTestId('line-chart').textContent!)).toEqual([
      { day: '11 Mar', Members: 0 },
      { day: '12 Mar', Members: 3 },
    ]);

    expect(await screen.findByText('Ledger reconciled')).toBeInTheDocument();
    expect(await screen.findByText('Reward: Off')).toBeInTheDocument();
    expect(screen.getByText('Level Income: On')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'MRD100009' })).toHaveAttribute('href', '/admin/check/profile/9');
  });

  it('shows the month summary and switches months with the picker', async () => {
    renderAdmin(<DashboardPage />, { mocks: mocks({ ok: true, problems: [] }) });
    const [, lastMonth] = lastMonths(2);
    const table = (await screen.findByText('Transaction summary')).closest('div')!.parentElement!;
    const row = (await within(table).findByText('Deposit')).closest('tr')!;
    expect(row).toHaveTextContent('Credit');
    expect(row).toHaveTextContent('4');
    expect(row).toHaveTextContent('$12,500.50');

    await userEvent.click(screen.getByRole('combobox', { name: 'Month' }));
    await userEvent.click(await screen.findByRole('option', { name: lastMonth }));
    expect(await screen.findByText('Withdrawal normal')).toBeInTheDocument();
    expect(screen.getByText('$900.00', { selector: 'td' })).toBeInTheDocument();
  });

  it('lists the ledger problems in red when reconciliation fails', async () => {
    renderAdmin(<DashboardPage />, { mocks: mocks({ ok: false, problems: ['Account sys:FEES balance differs from its entries'] }) });
    expect(await screen.findByText('Account sys:FEES balance differs from its entries', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('1 problem')).toBeInTheDocument();
    expect(screen.queryByText('Ledger reconciled')).not.toBeInTheDocument();
  });
});
