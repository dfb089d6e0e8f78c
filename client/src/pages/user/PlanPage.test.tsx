import { screen, within } from '@testing-library/react';
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
