import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import IncomePage from './IncomePage';
import { LevelIncomeExplanationDocument, MyIncomeDocument } from '../../modules/income/income.generated';
import { mockError, mockOp, renderWithApollo } from '../../test/apollo';
import { newSubscriptions, walletEvent } from '../../test/memberFixtures';

// The chart is replaced by its data (jsdom has no layout for recharts).
jest.mock('@mantine/charts', () => ({
  AreaChart: (props: { data: unknown }) => <pre data-testid="area-chart">{JSON.stringify(props.data)}</pre>,
}));

const kind = (k: string, amount: string) => ({ __typename: 'IncomeKindAmount', kind: k, amount });
const day = (d: string, k: string, amount: string) => ({ __typename: 'IncomeDayAmount', day: d, kind: k, amount });

function income(roi: string) {
  return mockOp(MyIncomeDocument, { days: 30 }, {
    myIncome: {
      __typename: 'MyIncome',
      from: '2026-10-25',
      today: '2026-11-23',
      totals: [kind('LEVEL_INCOME', '1.335'), kind('ROI', roi)],
      totalEarning: '6.335',
      todayTotals: [kind('ROI', roi)],
      days: [day('2026-11-23', 'ROI', roi), day('2026-11-20', 'LEVEL_INCOME', '1.335'), day('2026-11-20', 'ROI', '5')],
      limit: '1993.665',
      capTotal: '2000',
      earned: '6.335',
    },
  });
}

const explanation = mockOp(LevelIncomeExplanationDocument, { date: '2026-11-20', memberId: null }, {
  levelIncomeExplanation: {
    __typename: 'LevelIncomeExplanation',
    memberId: 7,
    day: '2026-11-20',
    amount: '1.335',
    credited: '1.335',
    sources: 4,
    lines: [
      { __typename: 'LevelLineRecord', level: 1, rate: '10', sources: 2, base: '12.5', share: '1.25' },
      { __typename: 'LevelLineRecord', level: 2, rate: '5', sources: 2, base: '1.7', share: '0.085' },
    ],
  },
});

describe('IncomePage', () => {
  it('shows Limit, the income cards and today, explains a level-income line and refreshes live', async () => {
    const subscriptions = newSubscriptions();
    renderWithApollo(<IncomePage />, { subscriptions, mocks: [income('5'), explanation, income('7.5')] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Income' })).toBeInTheDocument();
    expect(await screen.findByTestId('income-limit')).toHaveTextContent('$1,993.67');
    expect(screen.getByTestId('income-ROI')).toHaveTextContent('$5.00');
    expect(screen.getByTestId('income-LEVEL_INCOME')).toHaveTextContent('$1.34');
    expect(screen.getByTestId('income-DIRECT_INCOME')).toHaveTextContent('$0.00');
    expect(screen.getByTestId('income-total')).toHaveTextContent('$6.34');
    expect(screen.getByTestId('today-ROI')).toHaveTextContent('$5.00');
    expect(JSON.parse((await screen.findByTestId('area-chart')).textContent!)).toEqual([
      { day: '2026-11-20', ROI: 5, LEVEL_INCOME: 1.335, DIRECT_INCOME: 0 },
      { day: '2026-11-23', ROI: 5, LEVEL_INCOME: 0, DIRECT_INCOME: 0 },
    ]);

    const levelRow = screen.getAllByRole('row').find((r) => within(r).queryByText('Level Income'))!;
    await userEvent.click(within(levelRow).getByRole('button', { name: 'Explain' }));
    const dialog = await screen.findByRole('dialog', { name: 'Level income explained' });
    expect(await within(dialog).findByText('From 2 members at level 1: 10 % of $12.50')).toBeInTheDocument();
    expect(within(dialog).getByText('From 2 members at level 2: 5 % of $1.70')).toBeInTheDocument();
    expect(within(dialog).getByText('$0.09')).toBeInTheDocument();

    // A walletChanged event (the daily run credited ROI): the figures are fetched again.
    await act(async () => subscriptions.simulateResult(walletEvent({ roi: '7.5' })));
    expect(await screen.findByText('$7.50', { selector: '[data-testid="income-ROI"]' })).toBeInTheDocument();
  });

  it('an error shows the message and no figure on any card (never a false $0.00)', async () => {
    renderWithApollo(<IncomePage />, { subscriptions: newSubscriptions(), mocks: [mockError(MyIncomeDocument, { days: 30 }, 'Failed to load your income', 'INTERNAL_SERVER_ERROR')] });
    expect(await screen.findByText('Failed to load your income')).toBeInTheDocument();
    for (const id of ['income-limit', 'income-ROI', 'income-DIRECT_INCOME', 'income-total', 'today-ROI']) {
      expect(screen.getByTestId(id)).toHaveTextContent('—');
      expect(screen.getByTestId(id)).not.toHaveTextContent('$');
    }
  });
});
