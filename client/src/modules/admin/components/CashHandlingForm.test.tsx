import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CashHandlingForm } from './CashHandlingForm';
import { AdminAdjustWalletDocument } from '../graphql/members.generated';
import { confirmDialog, renderAdmin } from '../testing';
import { limitsMock } from '../../../test/memberFixtures';
import { SENT_FOR_APPROVAL } from '../../staff/pending';

const member = { id: 7, username: 'MRD100007', wallets: { active: '100.00', income: '40.50', roi: '0', compound: '0' } };

function adjustMock(pendingApproval: { __typename: string; id: string; status: string } | null = null) {
  const variables = jest.fn((_vars: unknown) => true);
  const result = jest.fn(() => ({
    data: {
      adjustWallet: { __typename: 'WalletAdjustment', transactionId: pendingApproval ? null : 91, memberId: 7, wallet: 'ACTIVE', action: 'CREDIT', amount: '25.5', reason: 'Bonus for the event', pendingApproval },
    },
  }));
  return { variables, result, mock: { request: { query: AdminAdjustWalletDocument }, variableMatcher: variables, result } };
}

async function fill({ wallet, action, amount, reason }: { wallet?: string; action?: 'Credit' | 'Debit'; amount?: string; reason?: string }) {
  if (wallet) await userEvent.selectOptions(screen.getByRole('combobox', { name: /Wallet/ }), wallet);
  if (action) await userEvent.click(screen.getByRole('radio', { name: action }));
  if (amount !== undefined) await userEvent.type(screen.getByRole('textbox', { name: /Amount/ }), amount);
  if (reason !== undefined) await userEvent.type(screen.getByRole('textbox', { name: /Reason/ }), reason);
}

describe('Cash Handling', () => {
  it('rejects an amount with 3 decimals and a reason shorter than 3 characters', async () => {
    const { mock, result } = adjustMock();
    renderAdmin(<CashHandlingForm member={member} />, { mocks: [mock, limitsMock()] });
    await fill({ wallet: 'ACTIVE', action: 'Credit', amount: '10.555', reason: 'ab' });
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('Amount can have at most 2 decimals')).toBeInTheDocument();
    expect(screen.getByText('Reason must be at least 3 characters')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(result).not.toHaveBeenCalled();
  });

  it('requires wallet, action and amount; refuses 0, text and exponent forms', async () => {
    renderAdmin(<CashHandlingForm member={member} />, { mocks: [limitsMock()] });
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Choose a wallet')).toBeInTheDocument();
    expect(screen.getByText('Choose Credit or Debit')).toBeInTheDocument();
    expect(screen.getByText('Amount is required')).toBeInTheDocument();

    const amount = screen.getByRole('textbox', { name: /Amount/ });
    for (const [text, message] of [
      ['0', 'Amount must be greater than 0'],
      ['1e3', 'Enter a valid amount, e.g. 125.50'],
      ['abc', 'Enter a valid amount, e.g. 125.50'],
    ]) {
      await userEvent.clear(amount);
      await userEvent.type(amount, text);
      await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it("caps amounts at the server's limit (Settings.amountMax), not a fixed figure", async () => {
    const { mock, result } = adjustMock();
    const { cache } = renderAdmin(<CashHandlingForm member={member} />, { mocks: [mock, limitsMock({ amountMax: '5000' })] });
    // The settings have arrived (with the default cap of 10,000,000, 6000 would pass).
    await waitFor(() => expect(JSON.stringify(cache.extract())).toContain('"amountMax":"5000"'));
    await fill({ wallet: 'ACTIVE', action: 'Credit', amount: '6000', reason: 'Bonus for the event' });
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Amount must not exceed $5,000.00')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(result).not.toHaveBeenCalled();
  });

  it('refuses a debit above the wallet balance', async () => {
    renderAdmin(<CashHandlingForm member={member} />, { mocks: [limitsMock()] });
    await fill({ wallet: 'INCOME', action: 'Debit', amount: '40.51', reason: 'Correction' });
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('A debit cannot exceed the Income Wallet balance ($40.50)')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('confirms, then calls adjustWallet with an idempotency key', async () => {
    const { mock, result, variables } = adjustMock();
    renderAdmin(<CashHandlingForm member={member} />, { mocks: [mock, limitsMock()] });
    await fill({ wallet: 'ACTIVE', action: 'Credit', amount: '25.5', reason: '  Bonus for the event ' });
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('$25.50')).toBeInTheDocument();
    expect(within(dialog).getByText('$125.50 (now $100.00)')).toBeInTheDocument();
    expect(result).not.toHaveBeenCalled();
    await confirmDialog('Credit');

    await waitFor(() => expect(result).toHaveBeenCalledTimes(1));
    const sent = variables.mock.calls.at(-1)?.[0] as { input: Record<string, unknown> };
    expect(sent.input).toEqual({ memberId: 7, wallet: 'ACTIVE', action: 'CREDIT', amount: '25.5', reason: 'Bonus for the event', idempotencyKey: expect.stringMatching(/^[A-Za-z0-9-]{16,}$/) });
    expect(await screen.findByText('$25.50 credited to Active Wallet')).toBeInTheDocument();
    // The form is cleared for the next entry.
    expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveValue('');
  });

  it('with two people on the money desk, an adjustment is sent for approval (not credited)', async () => {
    const { mock, result } = adjustMock({ __typename: 'ApprovalRequestRecord', id: '4', status: 'PENDING' });
    renderAdmin(<CashHandlingForm member={member} />, { mocks: [mock, limitsMock()] });
    expect(screen.getByText(/A second staff member must approve it before the money moves/)).toBeInTheDocument();
    await fill({ wallet: 'ACTIVE', action: 'Credit', amount: '25.5', reason: 'Bonus for the event' });
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await confirmDialog('Credit');
    await waitFor(() => expect(result).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(SENT_FOR_APPROVAL)).toBeInTheDocument();
    expect(screen.queryByText('$25.50 credited to Active Wallet')).not.toBeInTheDocument();
  });
});
