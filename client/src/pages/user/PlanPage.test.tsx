import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TopUpQuoteDocument } from '../../modules/plans/quote.generated';
import PlanPage from './PlanPage';
import { ActivationPlansDocument, DeskPlansDocument } from '../../modules/plans/desk.generated';
import { EntryFeeDocument, MyActivationDocument } from '../../modules/plans/investments.generated';
import { runningInvestmentsMock } from '../../modules/plans/testing';
import { mockError, mockOp, renderWithApollo } from '../../test/apollo';
import { newSubscriptions, profileMock, walletsMock } from '../../test/memberFixtures';

/** A member not yet active, without an activation: the entry-fee card shows first. */
const inactive = (entryFee: ReturnType<typeof mockOp>) => [
  profileMock({ isActive: false, activationDate: null }),
  mockOp(MyActivationDocument, {}, { myActivation: null }),
  mockOp(DeskPlansDocument, {}, { plans: [] }),
  mockOp(ActivationPlansDocument, {}, { activationPlans: [] }),
  runningInvestmentsMock([], 100),
  walletsMock({ active: '50' }),
  entryFee,
];

describe('PlanPage entry-fee card', () => {
  it('names the fee once it is known', async () => {
    renderWithApollo(<PlanPage />, { subscriptions: newSubscriptions(), mocks: inactive(mockOp(EntryFeeDocument, {}, { settings: { __typename: 'Settings', entryFee: '25' } })) });
    const card = await screen.findByTestId('entry-fee-card');
    expect(await within(card).findByText('Activate your account by paying the entry fee of $25.00 from your Active Wallet.')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Pay Entry Fee' })).toBeEnabled();
  });

  it('a failed settings query says so and never reads as a $0.00 fee', async () => {
    renderWithApollo(<PlanPage />, { subscriptions: newSubscriptions(), mocks: inactive(mockError(EntryFeeDocument, {}, 'Failed to fetch settings', 'INTERNAL_SERVER_ERROR')) });
    const card = await screen.findByTestId('entry-fee-card');
    expect(await within(card).findByRole('alert')).toHaveTextContent('The entry fee could not be loaded: Failed to fetch settings');
    expect(card).not.toHaveTextContent('$');
    expect(within(card).getByText('Activate your account by paying the entry fee from your Active Wallet.')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Pay Entry Fee' })).toBeDisabled();
  });
});

describe('PlanPage buying (issue 20 items 5 and 6)', () => {
  const plan = (id: number, name: string, over: Record<string, unknown> = {}) => ({
    __typename: 'PlanRecord',
    id,
    name,
    description: '',
    price: '100',
    minAmount: '100',
    maxAmount: '999',
    roiDay: '0.5',
    sponsorBonus: '5',
    periodMonths: 24,
    capMultiplier: 2,
    isActive: true,
    buyBlockedReason: null,
    ...over,
  });
  const summary = (id: number, fullname: string, referralCode: string) => ({ __typename: 'MemberSummary', id, fullname, referralCode });
  const quote = {
    __typename: 'TopUpQuote',
    planId: 2,
    planName: 'Silver',
    amount: '1500',
    roiDay: '0.6',
    dailyRoi: '9',
    monthDays: 30,
    monthlyRoi: '270',
    startDay: '2026-11-27',
    endDay: '2028-11-27',
    periodMonths: 24,
    capMultiplier: 2,
    capAmount: '3000',
    exitFees: [
      { __typename: 'ExitFeeStepRecord', fromDay: 0, toDay: 10, percent: '20' },
      { __typename: 'ExitFeeStepRecord', fromDay: 11, toDay: 20, percent: '10' },
      { __typename: 'ExitFeeStepRecord', fromDay: 21, toDay: null, percent: '0' },
    ],
    sponsorBonusPercent: '5',
    sponsorBonus: '75',
    sponsor: summary(3, 'Sam Sponsor', 'MRDSAM'),
    receiver: summary(7, 'Alice Member', 'MRDALICE'),
    blockedReason: null,
  };
  const mocks = () => [
    profileMock(),
    mockOp(MyActivationDocument, {}, { myActivation: null }),
    mockOp(DeskPlansDocument, {}, { plans: [plan(1, 'Starter', { buyBlockedReason: 'Buy a bigger plan than the active one' }), plan(2, 'Silver', { price: '1000', minAmount: '1000', maxAmount: '4999', roiDay: '0.6' })] }),
    mockOp(ActivationPlansDocument, {}, { activationPlans: [] }),
    mockOp(EntryFeeDocument, {}, { settings: { __typename: 'Settings', entryFee: '25' } }),
    runningInvestmentsMock([], 100),
    walletsMock({ active: '5000' }),
    mockOp(TopUpQuoteDocument, { input: { planId: 2, amount: '1000.00', kind: 'TOPUP', receiverId: null } }, { topUpQuote: { ...quote, amount: '1000', dailyRoi: '6', monthlyRoi: '180', capAmount: '2000', sponsorBonus: '50' } }),
    mockOp(TopUpQuoteDocument, { input: { planId: 2, amount: '1500.00', kind: 'TOPUP', receiverId: null } }, { topUpQuote: quote }),
  ];

  it("disables Buy on a plan she cannot buy, with the server's reason", async () => {
    renderWithApollo(<PlanPage />, { subscriptions: newSubscriptions(), mocks: mocks() });
    const starter = await screen.findByRole('button', { name: 'Buy Starter' });
    expect(starter).toBeDisabled();
    expect(starter).toHaveAccessibleDescription('Buy a bigger plan than the active one');
    expect(screen.getByRole('button', { name: 'Buy Silver' })).toBeEnabled();
  });

  it('the Invest tabs lead to the four ways to buy, Plans current (issue 20 item 10)', async () => {
    renderWithApollo(<PlanPage />, { subscriptions: newSubscriptions(), mocks: mocks(), initialEntries: ['/user/plan'] });
    const tabs = await screen.findByRole('navigation', { name: 'Invest' });
    const links = within(tabs).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Plans', '/user/plan'],
      ['Top-Up', '/user/topup'],
      ['Re-Top-Up', '/user/retopup'],
      ['Top Up a Friend', '/user/top'],
    ]);
    expect(within(tabs).getByRole('link', { name: 'Plans' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Top-Up' })).not.toHaveAttribute('aria-current');
  });

  it('explains the money before buying: ROI a day and a month, period, cap, exit fees, sponsor bonus', async () => {
    renderWithApollo(<PlanPage />, { subscriptions: newSubscriptions(), mocks: mocks() });
    await userEvent.click(await screen.findByRole('button', { name: 'Buy Silver' }));
    const dialog = await screen.findByRole('dialog');
    // The plan's price is typed in at first: its figures show at once.
    expect(await within(dialog).findByTestId('topup-quote')).toHaveTextContent('What $1,000.00 in Silver gives');
    const amount = within(dialog).getByLabelText(/Amount/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '1500');
    expect(await within(dialog).findByText('What $1,500.00 in Silver gives')).toBeInTheDocument();
    const panel = within(dialog).getByTestId('topup-quote');
    expect(panel).toHaveTextContent('Daily ROI0.60% = $9.00 a day');
    expect(panel).toHaveTextContent('First month (30 days)$270.00');
    expect(panel).toHaveTextContent('24 months');
    expect(panel).toHaveTextContent('Earnings cap×2: adds $3,000.00');
    expect(panel).toHaveTextContent('days 0–10: 20.00% · days 11–20: 10.00% · from day 21: 0.00%');
    expect(panel).toHaveTextContent('Sponsor bonus5.00% = $75.00 to Sam Sponsor (MRDSAM)');
  });
});
