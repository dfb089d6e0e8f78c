import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import WalletPayPage from './WalletPayPage';
import { CreateMyDepositDocument, MemberDepositAddressesDocument, MyDepositsDocument } from '../../modules/money/money.generated';
import { mockOp, renderWithApollo } from '../../test/apollo';
import { limitsMock, newSubscriptions, walletsMock } from '../../test/memberFixtures';
import { USDT_BEP20_CONTRACT, encodeTransfer } from '../../modules/money/evm';

const BEP20 = '0x3333333333333333333333333333333333333333';
const ACCOUNT = '0x4444444444444444444444444444444444444444';
const TX = '0x' + 'ab'.repeat(32);

const mocks = (extra: MockedResponse[] = []): MockedResponse[] => [
  mockOp(MemberDepositAddressesDocument, {}, { depositAddresses: { __typename: 'DepositAddresses', id: 1, active: true, createdAt: '2025-03-01T00:00:00.000Z', bep20: BEP20, trc20: null } }),
  limitsMock(),
  walletsMock(),
  {
    request: { query: MyDepositsDocument, variables: { page: 1, pageSize: 5 } },
    result: { data: { myDeposits: { __typename: 'DepositPage', page: 1, pageSize: 5, total: 0, items: [] } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  ...extra,
];

function installWallet(chainId = '0x38') {
  const listeners: Record<string, (...args: unknown[]) => void> = {};
  const request = jest.fn(async ({ method }: { method: string; params?: unknown }) => {
    switch (method) {
      case 'eth_accounts':
        return [];
      case 'eth_requestAccounts':
        return [ACCOUNT];
      case 'eth_chainId':
        return chainId;
      case 'eth_sendTransaction':
        return TX;
      default:
        throw Object.assign(new Error('unsupported'), { code: 4200 });
    }
  });
  (window as unknown as { ethereum?: unknown }).ethereum = {
    request,
    on: (event: string, fn: (...args: unknown[]) => void) => {
      listeners[event] = fn;
    },
    removeListener: () => undefined,
  };
  return { request, listeners };
}

afterEach(() => {
  delete (window as unknown as { ethereum?: unknown }).ethereum;
});

describe('WalletPayPage', () => {
  it('without a browser wallet explains it and links to Manual Deposit', async () => {
    renderWithApollo(<WalletPayPage />, { mocks: mocks(), subscriptions: newSubscriptions() });
    expect(await screen.findByText('No browser wallet found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Manual Deposit' })).toHaveAttribute('href', '/user/manual-deposit');
    expect(screen.queryByRole('button', { name: 'Connect Wallet' })).not.toBeInTheDocument();
  });

  it('connects, checks BNB Smart Chain, sends the USDT transfer and records the deposit with the tx hash', async () => {
    const { request } = installWallet('0x38');
    const create = jest.fn(() => ({
      data: { createDeposit: { __typename: 'DepositRecord', id: 9, amount: '25', currency: 'BEP20', hash: TX, method: 'WALLET', proofUrl: null, status: 'PENDING', createdAt: '2025-03-12T14:05:00.000Z', processedAt: null } },
    }));
    renderWithApollo(<WalletPayPage />, {
      subscriptions: newSubscriptions(),
      mocks: mocks([
        {
          request: { query: CreateMyDepositDocument },
          variableMatcher: (v: { input: Record<string, unknown> }) => v.input.amount === '25.00' && v.input.currency === 'BEP20' && v.input.hash === TX && !v.input.proof,
          result: create,
        } as MockedResponse,
      ]),
    });

    const pay = await screen.findByRole('button', { name: 'Pay' });
    expect(pay).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }));
    expect(await screen.findByTestId('wallet-account')).toHaveTextContent(ACCOUNT);
    expect(screen.getByText('BNB Smart Chain')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '25');
    await userEvent.click(pay);

    expect(await screen.findByText('Deposit request submitted')).toBeInTheDocument();
    const send = request.mock.calls.find(([args]) => args.method === 'eth_sendTransaction')![0];
    expect(send.params).toEqual([{ from: ACCOUNT, to: USDT_BEP20_CONTRACT, data: encodeTransfer(BEP20, '25.00'), value: '0x0' }]);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('on another chain the Pay button stays disabled and offers to switch', async () => {
    installWallet('0x1');
    renderWithApollo(<WalletPayPage />, { mocks: mocks(), subscriptions: newSubscriptions() });
    await userEvent.click(await screen.findByRole('button', { name: 'Connect Wallet' }));
    expect(await screen.findByText('Wrong network (0x1)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Switch to BNB Smart Chain' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled());
  });
});
