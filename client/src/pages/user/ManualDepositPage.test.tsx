import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import ManualDepositPage from './ManualDepositPage';
import ScannerPage from './ScannerPage';
import { CreateMyDepositDocument, MemberDepositAddressesDocument, MyDepositsDocument } from '../../modules/money/money.generated';
import { mockOp, renderWithApollo } from '../../test/apollo';
import { limitsMock, newSubscriptions, walletsMock } from '../../test/memberFixtures';

const BEP20 = '0x3333333333333333333333333333333333333333';
const TRC20 = 'T' + 'A'.repeat(33);

const addressesMock = (set: { bep20: string | null; trc20: string | null } | null) =>
  mockOp(MemberDepositAddressesDocument, {}, { depositAddresses: set && { __typename: 'DepositAddresses', id: 1, active: true, createdAt: '2025-03-01T00:00:00.000Z', ...set } });

const deposit = {
  __typename: 'DepositRecord',
  id: 5,
  amount: '100',
  currency: 'TRC20',
  hash: null,
  method: 'MANUAL',
  proofUrl: '/uploads/deposits/abc.png',
  status: 'PENDING',
  createdAt: '2025-03-12T14:05:00.000Z',
  processedAt: null,
};

function depositsMock(items: unknown[]): MockedResponse {
  return {
    request: { query: MyDepositsDocument, variables: { page: 1, pageSize: 10 } },
    result: { data: { myDeposits: { __typename: 'DepositPage', page: 1, pageSize: 10, total: items.length, items } } },
  };
}

describe('ManualDepositPage', () => {
  let fetchMock: jest.Mock;
  beforeEach(() => {
    fetchMock = jest.fn();
    (window as unknown as { fetch: unknown }).fetch = fetchMock;
  });
  afterEach(() => {
    delete (window as unknown as { fetch?: unknown }).fetch;
  });

  it('uploads the proof, then records the deposit with the network from ?network= and shows it in the history', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ success: true, message: 'Uploaded', upload: { name: 'deposits/abc.png' } }), { status: 201 }));
    const create = jest.fn(() => ({ data: { createDeposit: deposit } }));
    renderWithApollo(<ManualDepositPage />, {
      initialEntries: ['/user/manual-deposit?network=trc20'],
      subscriptions: newSubscriptions(),
      mocks: [
        addressesMock({ bep20: BEP20, trc20: TRC20 }),
        limitsMock(),
        walletsMock(),
        depositsMock([]),
        {
          request: { query: CreateMyDepositDocument },
          variableMatcher: (v: { input: Record<string, unknown> }) =>
            v.input.amount === '100.00' && v.input.currency === 'TRC20' && v.input.hash === null && v.input.proof === 'deposits/abc.png' && typeof v.input.idempotencyKey === 'string',
          result: create,
        } as MockedResponse,
        depositsMock([deposit]),
      ],
    });

    expect(await screen.findByTestId('deposit-address-BEP20')).toHaveTextContent(BEP20);
    expect(screen.getByTestId('deposit-address-TRC20')).toHaveTextContent(TRC20);
    expect(screen.getByRole('img', { name: 'TRC20 deposit address QR code' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'TRC20' })).toBeChecked();
    expect(await screen.findByText('No deposits yet')).toBeInTheDocument();

    // Neither hash nor proof: refused before any call.
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '100');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Deposit' }));
    expect(await screen.findByText('Enter the transaction hash or attach a proof image')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['png'], 'proof.png', { type: 'image/png' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit Deposit' }));

    expect(await screen.findByText('Deposit request submitted')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/uploads/deposit-proof');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect((init.body as FormData).get('file')).toBeInstanceOf(File);
    expect(create).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('link', { name: 'View proof' })).toHaveAttribute('href', '/uploads/deposits/abc.png');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue(''));
  });

  it('refuses a wrong hash format for the network', async () => {
    renderWithApollo(<ManualDepositPage />, {
      subscriptions: newSubscriptions(),
      mocks: [addressesMock({ bep20: BEP20, trc20: null }), limitsMock(), walletsMock(), depositsMock([])],
    });
    await screen.findByTestId('deposit-address-BEP20');
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '5');
    await userEvent.type(screen.getByRole('textbox', { name: 'Transaction Hash' }), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Deposit' }));
    expect(await screen.findByText('Minimum deposit is $10.00')).toBeInTheDocument();
    expect(screen.getByText('BEP20 hash must be 0x followed by 64 hex digits')).toBeInTheDocument();
  });
});

describe('ScannerPage', () => {
  it('shows the address as a large QR code and links to Manual Deposit with the network', async () => {
    renderWithApollo(<ScannerPage />, { mocks: [addressesMock({ bep20: BEP20, trc20: TRC20 })] });
    expect(await screen.findByTestId('scanner-address')).toHaveTextContent(BEP20);
    expect(screen.getByRole('img', { name: 'BEP20 deposit address QR code' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'TRC20' }));
    expect(screen.getByTestId('scanner-address')).toHaveTextContent(TRC20);
    expect(screen.getByRole('link', { name: 'I have paid — Submit Proof' })).toHaveAttribute('href', '/user/manual-deposit?network=TRC20');
    expect(screen.getByRole('button', { name: 'Copy Address' })).toBeInTheDocument();
  });

  it('explains when no address is configured', async () => {
    renderWithApollo(<ScannerPage />, { mocks: [addressesMock(null)] });
    expect(await screen.findByText('No BEP20 deposit address yet')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'I have paid — Submit Proof' })).not.toBeInTheDocument();
  });
});
