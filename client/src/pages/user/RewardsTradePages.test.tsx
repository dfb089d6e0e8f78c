import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import RewardsPage from './RewardsPage';
import TradePage from './TradePage';
import { TradeRunningPlansDocument, ClaimRewardDocument, InitializeRewardsDocument, MarketPairsDocument, MemberRewardsDocument, MyTradesDocument, PairHistoryDocument, SelfTradeDocument, TeamBusinessDocument, TodayTradeDocument } from '../../modules/ranks/ranks.generated';
import { mockError, mockOp, renderWithApollo } from '../../test/apollo';

jest.mock('@mantine/charts', () => ({ AreaChart: () => <div data-testid="area-chart" /> }));

const progress = (rank: number, over: Record<string, unknown> = {}) => ({
  __typename: 'RankProgress',
  id: rank,
  rewardPlanId: rank,
  rank,
  title: `Rank ${rank}`,
  threshold: String(2500 * rank),
  rewardAmount: String(50 * rank),
  salaryAmount: String(25 * rank),
  startDay: '2026-11-01',
  endDay: '2026-12-01',
  currentBusiness: '0',
  carriedForward: '0',
  rewardPaid: '0',
  status: 'PENDING',
  isActive: true,
  isCompleted: false,
  completedDay: null,
  ...over,
});

const business = (qualifies: boolean) => ({
  teamBusiness: {
    __typename: 'TeamBusinessView',
    memberId: 7,
    currentRank: 0,
    totalBusiness: '4300',
    strongestLeg: '3000',
    otherLegs: '1300',
    countedBusiness: '2550',
    strongestLegCap: '1250',
    qualifies,
    // The server's split per rank (rules/legs.ts): legs 3,000 and 1,300.
    rankSplits: [
      { __typename: 'RankLegSplit', rank: 1, threshold: '2500', strongestCap: '1250', strongestCounted: '1250', others: '1300', counted: '2550', ratio: '100', qualifies: true },
      { __typename: 'RankLegSplit', rank: 2, threshold: '5000', strongestCap: '2500', strongestCounted: '2500', others: '1300', counted: '3800', ratio: '76', qualifies: false },
    ],
    legs: [
      { __typename: 'Leg', legId: 8, username: 'A', business: '3000' },
      { __typename: 'Leg', legId: 9, username: 'B', business: '1300' },
    ],
    nextRank: null,
  },
});

describe('RewardsPage', () => {
  it('shows the target with the leg split, claims the reward and notifies', async () => {
    renderWithApollo(<RewardsPage />, {
      mocks: [
        mockOp(MemberRewardsDocument, {}, { memberRewards: [progress(1), progress(2)] }),
        mockOp(TeamBusinessDocument, {}, business(true)),
        mockOp(ClaimRewardDocument, {}, { claimReward: { __typename: 'ClaimResult', message: 'Reward Claimed successfull!', rank: 1, amount: '50' } }),
        mockOp(MemberRewardsDocument, {}, { memberRewards: [progress(1, { status: 'PAID', isCompleted: true, completedDay: '2026-11-20', rewardPaid: '50' }), progress(2)] }),
        mockOp(TeamBusinessDocument, {}, business(false)),
      ],
    });
    expect(await screen.findByText('Current target: Rank 1 (rank 1)')).toBeInTheDocument();
    // Strongest leg 3,000 counts 1,250 (half of 2,500); other legs 1,300.
    expect(await screen.findByText('Strongest leg: $1,250.00 of at most $1,250.00')).toBeInTheDocument();
    expect(screen.getByText('Other legs: $1,300.00 of at least $1,250.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Claim Reward' }));
    expect(await screen.findByText('Reward Claimed successfull!')).toBeInTheDocument();
    expect(await screen.findByText('Current target: Rank 2 (rank 2)')).toBeInTheDocument();
    expect(await screen.findByText('Strongest leg: $2,500.00 of at most $2,500.00')).toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    renderWithApollo(<RewardsPage />, {
      mocks: [mockOp(MemberRewardsDocument, {}, { memberRewards: [progress(1)] }), mockOp(TeamBusinessDocument, {}, business(true)), mockError(ClaimRewardDocument, {}, 'Not qualified yet', 'CONFLICT')],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Claim Reward' }));
    expect(await screen.findByText('Not qualified yet')).toBeInTheDocument();
  });

  it('initialises the progress rows on the first visit', async () => {
    const first = [progress(1, { id: 0 })];
    renderWithApollo(<RewardsPage />, {
      mocks: [
        mockOp(MemberRewardsDocument, {}, { memberRewards: first }),
        mockOp(TeamBusinessDocument, {}, business(false)),
        mockOp(InitializeRewardsDocument, {}, { initializeRewards: { __typename: 'MessageResult', success: true, message: 'Rewards initialized' } }),
        mockOp(MemberRewardsDocument, {}, { memberRewards: [progress(1, { id: 11 })] }),
      ],
    });
    expect(await screen.findByText('Current target: Rank 1 (rank 1)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Claim Reward' })).toBeDisabled();
  });

  it('lists every rank once on the first visit, before the progress rows exist (all with id 0)', async () => {
    const targets = [1, 2, 3, 4, 5, 6, 7, 8].map((rank) => progress(rank, { id: 0 }));
    renderWithApollo(<RewardsPage />, {
      mocks: [
        mockOp(MemberRewardsDocument, {}, { memberRewards: targets }),
        mockOp(TeamBusinessDocument, {}, business(false)),
        mockOp(InitializeRewardsDocument, {}, { initializeRewards: { __typename: 'MessageResult', success: true, message: 'Rewards initialized' } }),
        mockOp(MemberRewardsDocument, {}, { memberRewards: targets.map((t) => ({ ...t, id: 100 + t.rank })) }),
      ],
    });
    const table = await screen.findByRole('table');
    for (const rank of [1, 2, 3, 4, 5, 6, 7, 8]) expect(await within(table).findByText(`Rank ${rank}`)).toBeInTheDocument();
    expect(within(table).getAllByText(/^Rank \d$/)).toHaveLength(8);
    expect(within(table).getAllByRole('row')).toHaveLength(9); // header + 8 ranks
  });
});

describe('TradePage', () => {
  const pairs = {
    marketPairs: [
      { __typename: 'MarketPair', pair: 'BTC/USDT', lastPrice: '65000.10', change24h: '1.5', high24h: '66000.00', low24h: '64000.00' },
      { __typename: 'MarketPair', pair: 'ETH/USDT', lastPrice: '3200.00', change24h: '-0.5', high24h: '3300.00', low24h: '3100.00' },
    ],
  };
  const trade = { __typename: 'TradeRecord', id: 3, pair: 'ETH/USDT', price: '3200.00', amount: '12', day: '2026-11-23', tradedAt: '2026-11-23T10:00:00.000Z' };

  it("prefills the pair from ?pair=, confirms, trades and shows 'Trade Successfull!'", async () => {
    renderWithApollo(<TradePage />, {
      initialEntries: ['/user/trade?pair=ETH/USDT'],
      mocks: [
        mockOp(MarketPairsDocument, {}, pairs),
        mockOp(TodayTradeDocument, {}, { todayTrade: null }),
        mockOp(MyTradesDocument, { limit: 5 }, { myTrades: [] }),
        mockOp(TradeRunningPlansDocument, {}, { myInvestments: { __typename: 'InvestmentPage', total: 1, items: [{ __typename: 'InvestmentRecord', id: 4, amount: '2000', roiDay: '0.6', plan: { __typename: 'PlanRecord', id: 2, name: 'Silver' } }] } }),
        mockOp(PairHistoryDocument, { pair: 'ETH/USDT', range: '1D' }, { pairHistory: [] }),
        mockOp(SelfTradeDocument, { pair: 'ETH/USDT' }, { selfTrade: trade }),
        mockOp(TodayTradeDocument, {}, { todayTrade: trade }),
        mockOp(MyTradesDocument, { limit: 5 }, { myTrades: [trade] }),
      ],
    });
    expect(await screen.findByTestId('trade-price')).toHaveTextContent('3200.00');
    expect(await screen.findByText('Silver $2,000.00 (0.6% a day)')).toBeInTheDocument();
    expect(await screen.findByText('Not traded yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Trade Now' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('ETH/USDT')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Trade Now' }));
    expect(await screen.findByText('Trade Successfull!')).toBeInTheDocument();
    expect(await screen.findByText('Traded ETH/USDT')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Trade Now' })).toBeDisabled();
  });

  it("shows 'Failed to update ROI income' when the server gives no text", async () => {
    renderWithApollo(<TradePage />, {
      mocks: [
        mockOp(MarketPairsDocument, {}, pairs),
        mockOp(TodayTradeDocument, {}, { todayTrade: null }),
        mockOp(MyTradesDocument, { limit: 5 }, { myTrades: [] }),
        mockOp(TradeRunningPlansDocument, {}, { myInvestments: { __typename: 'InvestmentPage', total: 0, items: [] } }),
        mockOp(PairHistoryDocument, { pair: 'BTC/USDT', range: '1D' }, { pairHistory: [] }),
        mockError(SelfTradeDocument, { pair: 'BTC/USDT' }, '', 'INTERNAL_SERVER_ERROR'),
      ],
    });
    await screen.findByText('Not traded yet');
    await userEvent.click(screen.getByRole('button', { name: 'Trade Now' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Trade Now' }));
    expect(await screen.findByText('Failed to update ROI income')).toBeInTheDocument();
  });
});
