import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { MockedResponse } from '@apollo/client/testing';
import TransferPage from './TransferPage';
import { FindMemberByRefDocument } from '../../modules/member/member.generated';
import { MoveToActiveDocument, SendToMemberDocument, TransferQuoteDocument } from '../../modules/money/money.generated';
import { mockOp, renderWithApollo } from '../../test/apollo';
import { limitsMock, newSubscriptions, transfersMock, walletsMock } from '../../test/memberFixtures';
import { createTestSessionStore, inOneHour, member } from '../../test/render';

const summary = (id: number, username: string, fullname: string) => ({
  __typename: 'MemberSummary',
  id,
  username,
  fullname,
  referralCode: username,
  isActive: true,
  status: 'unblock',
});

function setup(extra: MockedResponse[] = []) {
  const { store } = createTestSessionStore({ user: member, expireAt: inOneHour() });
  return renderWithApollo(<TransferPage />, {
    store,
    subscriptions: newSubscriptions(),
    mocks: [walletsMock({ active: '500', income: '120.5', roi: '30' }), limitsMock(), transfersMock(), ...extra],
  });
}

const memberPanel = () => screen.getByRole('tabpanel', { name: 'To Member' });
const activePanel = () => screen.getByRole('tabpanel', { name: 'To Active Wallet' });

describe('TransferPage', () => {
  it('shows the Active, Income and ROI balances', async () => {
    setup();
    expect(await screen.findByTestId('transfer-active')).toHaveTextContent('$500.00');
    expect(screen.getByTestId('transfer-income')).toHaveTextContent('$120.50');
    expect(screen.getByTestId('transfer-roi')).toHaveTextContent('$30.00');
    expect(document.title).toBe('Transfer');
  });

  it('To Member: an empty amount and no recipient are refused; finding oneself is refused', async () => {
    const send = jest.fn();
    setup([
      mockOp(FindMemberByRefDocument, { query: 'alice@example.com' }, { findMember: summary(member.id, member.username, member.fullname) }),
      { request: { query: SendToMemberDocument }, variableMatcher: () => true, result: send } as MockedResponse,
    ]);
    await screen.findByTestId('transfer-active');
    const panel = memberPanel();

    await userEvent.click(within(panel).getByRole('button', { name: 'Send' }));
    expect(await within(panel).findByText('Enter an amount')).toBeInTheDocument();
    expect(within(panel).getByText('Find the member first')).toBeInTheDocument();

    await userEvent.type(within(panel).getByRole('textbox', { name: 'Member (email or referral code)' }), 'alice@example.com');
    await userEvent.click(within(panel).getByRole('button', { name: 'Find' }));
    expect(await within(panel).findByText('You cannot transfer to yourself')).toBeInTheDocument();
    expect(within(panel).queryByTestId('member-found')).not.toBeInTheDocument();

    await userEvent.type(within(panel).getByRole('textbox', { name: 'Amount' }), '50');
    await userEvent.click(within(panel).getByRole('button', { name: 'Send' }));
    // Still refused: the lookup keeps its reason and nothing is sent.
    expect(within(panel).getByText('You cannot transfer to yourself')).toBeInTheDocument();
    expect(within(panel).queryByText('Enter an amount')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it("To Member: shows the member found, refuses more than the Active balance, 'Member not found' for unknown", async () => {
    setup([
      mockOp(FindMemberByRefDocument, { query: 'MRD100008' }, { findMember: summary(8, 'MRD100008', 'Bob Friend') }),
      { request: { query: FindMemberByRefDocument, variables: { query: 'nobody@example.com' } }, result: { errors: [new GraphQLError('User not found', { extensions: { code: 'NOT_FOUND' } })] } },
    ]);
    await screen.findByTestId('transfer-active');
    const panel = memberPanel();
    const lookup = within(panel).getByRole('textbox', { name: 'Member (email or referral code)' });

    await userEvent.type(lookup, 'nobody@example.com{Enter}');
    expect(await within(panel).findByText('Member not found')).toBeInTheDocument();

    await userEvent.clear(lookup);
    await userEvent.type(lookup, 'MRD100008');
    await userEvent.click(within(panel).getByRole('button', { name: 'Find' }));
    expect(await within(panel).findByTestId('member-found')).toHaveTextContent('Bob Friend');

    await userEvent.type(within(panel).getByRole('textbox', { name: 'Amount' }), '500.01');
    await userEvent.click(within(panel).getByRole('button', { name: 'Send' }));
    expect(await within(panel).findByText('Amount exceeds your Active Wallet balance ($500.00)')).toBeInTheDocument();
  });

  it("To Member: the fee is the server's quote; amount plus fee above the Active balance is refused", async () => {
    setup([
      mockOp(FindMemberByRefDocument, { query: 'MRD100008' }, { findMember: summary(8, 'MRD100008', 'Bob Friend') }),
      mockOp(TransferQuoteDocument, { amount: '490.00' }, { transferQuote: { __typename: 'TransferQuote', amount: '490.00', fee: '14.70', total: '504.70', feePercent: '3' } }),
    ]);
    await screen.findByTestId('transfer-active');
    const panel = memberPanel();
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Member (email or referral code)' }), 'MRD100008');
    await userEvent.click(within(panel).getByRole('button', { name: 'Find' }));
    expect(await within(panel).findByTestId('member-found')).toHaveTextContent('Bob Friend');
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Amount' }), '490');
    await userEvent.click(within(panel).getByRole('button', { name: 'Send' }));
    expect(await within(panel).findByText('Amount plus the $14.70 fee exceeds your Active Wallet balance')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("To Active Wallet: an empty amount moves the whole balance and toasts 'Your funds successfully transfer to active wallet'", async () => {
    const move = jest.fn(() => ({
      data: { transferToActive: { __typename: 'MoveResult', success: true, message: 'Moved by the server', transferredAmount: '120.5' } },
    }));
    setup([
      {
        request: { query: MoveToActiveDocument },
        variableMatcher: (v: { source: string; amount?: string | null; idempotencyKey: string }) => v.source === 'INCOME' && v.amount == null && !!v.idempotencyKey,
        result: move,
      } as MockedResponse,
    ]);
    await screen.findByTestId('transfer-active');
    await userEvent.click(screen.getByRole('tab', { name: 'To Active Wallet' }));
    await userEvent.click(within(activePanel()).getByRole('button', { name: 'Move' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('$120.50 (whole balance)')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));

    // The spec's exact text (PAGES §1.9), not the component's own constant.
    expect(await screen.findByText('Your funds successfully transfer to active wallet')).toBeInTheDocument();
    expect(screen.queryByText('Moved by the server')).not.toBeInTheDocument();
    expect(move).toHaveBeenCalledTimes(1);
  });

  it("To Active Wallet: refuses more than the source balance; a failure without server text reads 'Transfer failed.'", async () => {
    setup([
      {
        request: { query: MoveToActiveDocument },
        variableMatcher: (v: { source: string; amount?: string | null }) => v.source === 'ROI' && v.amount === '30.00',
        result: { errors: [new GraphQLError('')] },
      } as MockedResponse,
    ]);
    await screen.findByTestId('transfer-active');
    await userEvent.click(screen.getByRole('tab', { name: 'To Active Wallet' }));
    const panel = activePanel();
    await userEvent.click(within(panel).getByRole('radio', { name: 'ROI ($30.00)' }));
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Amount' }), '30.01');
    await userEvent.click(within(panel).getByRole('button', { name: 'Move' }));
    expect(await within(panel).findByText('Amount exceeds your ROI Wallet balance ($30.00)')).toBeInTheDocument();

    await userEvent.clear(within(panel).getByRole('textbox', { name: 'Amount' }));
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Amount' }), '30');
    await userEvent.click(within(panel).getByRole('button', { name: 'Move' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('Transfer failed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
