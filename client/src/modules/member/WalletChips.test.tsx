import { act, screen, waitFor } from '@testing-library/react';
import { WalletChips } from './WalletChips';
import { renderWithApollo } from '../../test/apollo';
import { newSubscriptions, walletEvent, walletsMock } from '../../test/memberFixtures';

describe('WalletChips (header)', () => {
  it('shows skeletons, then the three balances as $ with two decimals, each linking to its ledger', async () => {
    const subscriptions = newSubscriptions();
    renderWithApollo(<WalletChips />, { mocks: [walletsMock({ active: '1250.5', income: '0', roi: '99.999' })], subscriptions });

    expect(screen.getByTestId('wallet-chip-skeleton-active')).toBeInTheDocument();

    const active = await screen.findByRole('link', { name: 'Active Wallet: $1,250.50' });
    expect(active).toHaveAttribute('href', '/user/dep');
    expect(screen.getByRole('link', { name: 'Income Wallet: $0.00' })).toHaveAttribute('href', '/user/income');
    expect(screen.getByRole('link', { name: 'ROI Wallet: $100.00' })).toHaveAttribute('href', '/user/transaction/roi_transaction');
    expect(screen.queryByTestId('wallet-chip-skeleton-active')).not.toBeInTheDocument();
    // The Compound Wallet is not a header chip.
    expect(screen.queryByText('Compound Wallet')).not.toBeInTheDocument();
  });

  it('updates the chips live from walletChanged (written into the cached member)', async () => {
    const subscriptions = newSubscriptions();
    const { cache } = renderWithApollo(<WalletChips />, { mocks: [walletsMock({ active: '10', income: '5', roi: '1' })], subscriptions });
    expect(await screen.findByTestId('wallet-chip-active')).toHaveTextContent('$10.00');

    act(() => subscriptions.simulateResult(walletEvent({ active: '2000', income: '15.25', roi: '0', compound: '7' })));

    await waitFor(() => expect(screen.getByTestId('wallet-chip-active')).toHaveTextContent('$2,000.00'));
    expect(screen.getByTestId('wallet-chip-income')).toHaveTextContent('$15.25');
    expect(screen.getByTestId('wallet-chip-roi')).toHaveTextContent('$0.00');
    // The event landed on Member:7.wallets, where every page reads the balances.
    expect(cache.extract()['Member:7']).toMatchObject({ wallets: { active: '2000', income: '15.25', roi: '0', compound: '7' } });
  });
});
