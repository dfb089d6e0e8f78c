import { act, screen, waitFor, within } from '@testing-library/react';
import { InMemoryCache } from '@apollo/client';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import WithdrawalPage, { WITHDRAWAL_NOTE, validateWithdrawalAmount } from './WithdrawalPage';
import {
  MemberSendOtpDocument,
  MemberVerifyOtpDocument,
  MyWithdrawalQuoteDocument,
  RequestMyWithdrawalDocument,
} from '../../modules/money/money.generated';
import { MyWithdrawableInvestmentsDocument, PrincipalQuoteDocument } from '../../modules/plans/investments.generated';
import { investmentRecord } from '../../modules/plans/testing';
import { mockOp, renderWithApollo } from '../../test/apollo';
import { otpStore } from '../../modules/money/OtpBlock';
import { newSubscriptions, profileMock, limitsMock, stepUpMethodMock, walletEvent, wallets, walletsMock, withdrawalsMock } from '../../test/memberFixtures';
import { MyWalletsDocument } from '../../modules/member/member.generated';
import { typePolicies } from '../../app/cachePolicies';
import { createTestSessionStore, inOneHour, member } from '../../test/render';

const quote = (amount: string, fee: string, net: string) =>
  mockOp(MyWithdrawalQuoteDocument, { kind: 'NORMAL', amount }, { withdrawalQuote: { __typename: 'WithdrawalQuoteResult', kind: 'NORMAL', gross: amount, fee, net, feePercent: '10' } });

const otpMocks = (): MockedResponse[] => [
  mockOp(MemberSendOtpDocument, {}, { sendOtp: { __typename: 'MessageResult', success: true, message: 'OTP sent successfully.' } }),
  mockOp(MemberVerifyOtpDocument, { otp: '123456' }, { verifyOtp: { __typename: 'OtpVerification', verified: true, message: 'OTP verified' } }),
];

function setup(extra: MockedResponse[] = [], profile: Record<string, unknown> = {}) {
  const { store } = createTestSessionStore({ user: member, expireAt: inOneHour() });
  return renderWithApollo(<WithdrawalPage />, {
    store,
    subscriptions: newSubscriptions(),
    mocks: [walletsMock({ income: '250', roi: '40', compound: '0', active: '5' }), profileMock(profile), withdrawalsMock(), limitsMock(), stepUpMethodMock(), { ...quote('10.00', '1', '9'), maxUsageCount: Number.POSITIVE_INFINITY }, ...extra],
  });
}

const amountField = () => screen.getByRole('textbox', { name: 'Amount' });
const withdrawButton = () => screen.getByRole('button', { name: 'Withdraw' });

async function verifyOtp() {
  await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
  const digits = await screen.findAllByLabelText('OTP code');
  await userEvent.type(digits[0], '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
  expect(await screen.findByText('OTP verified', { selector: 'p' })).toBeInTheDocument();
}

beforeEach(() => otpStore.reset());

describe('WithdrawalPage', () => {
  it('shows the balances, the payout address and the note; Income is the first tab', async () => {
    setup();
    // The first render of the file loads the page's modules: allow a loaded machine some time.
    expect(await screen.findByTestId('withdrawal-income', {}, { timeout: 5000 })).toHaveTextContent('$250.00');
    expect(screen.getByTestId('withdrawal-roi')).toHaveTextContent('$40.00');
    expect(screen.getByText('0x1111111111111111111111111111111111111111')).toBeInTheDocument();
    expect(screen.getByText(WITHDRAWAL_NOTE)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Income', selected: true })).toBeInTheDocument();
    expect(document.title).toBe('Withdrawal');
  });

  it('shows the fee and the net as soon as the form opens (for the minimum), before anything is typed', async () => {
    setup();
    await screen.findByTestId('withdrawal-income');
    expect(amountField()).toHaveValue('');
    expect(await screen.findByTestId('withdrawal-quote-caption')).toHaveTextContent('For the minimum withdrawal of $10.00');
    expect(await screen.findByTestId('quote-fee')).toHaveTextContent('$1.00');
    expect(screen.getByTestId('quote-net')).toHaveTextContent('$9.00');
    expect(screen.getByText('Fee (10.00%)')).toBeInTheDocument();
  });

  it('shows the hold notice and the fee/net quote together when the page opens during a hold (issue 20 item 6)', async () => {
    setup([], { withdrawalHoldUntil: '2099-03-12T10:00:00.000Z' });
    await screen.findByTestId('withdrawal-income');
    const hold = await screen.findByTestId('withdrawal-hold');
    expect(hold).toHaveTextContent('Withdrawals are on hold');
    expect(hold).toHaveTextContent(/withdrawals open again on .*2099/);
    // The hold does not hide what a withdrawal would cost: the quote for the minimum is there too.
    expect(await screen.findByTestId('quote-fee')).toHaveTextContent('$1.00');
    expect(screen.getByTestId('quote-net')).toHaveTextContent('$9.00');
    expect(screen.getByTestId('withdrawal-hold')).toBeInTheDocument();
  });

  it("refuses an amount that is not a multiple of 10 and one above the balance", async () => {
    setup();
    await screen.findByTestId('withdrawal-income');
    await userEvent.type(amountField(), '25');
    expect(await screen.findByText('Amount must be a multiple of $10.00')).toBeInTheDocument();

    await userEvent.clear(amountField());
    await userEvent.type(amountField(), '260');
    expect(await screen.findByText('Amount exceeds your Income Wallet balance ($250.00)')).toBeInTheDocument();
    expect(screen.queryByTestId('withdrawal-quote')).not.toBeInTheDocument();
  });

  it('shows fee and net from withdrawalQuote and keeps Withdraw disabled until the OTP is verified', async () => {
    const request = jest.fn(() => ({
      data: {
        requestWithdrawal: {
          __typename: 'WithdrawalRecord',
          id: 9,
          kind: 'NORMAL',
          gross: '100',
          fee: '10',
          net: '90',
          feePercent: '10',
          status: 'PENDING',
          bep20: '0x1111111111111111111111111111111111111111',
          trc20: null,
          createdAt: '2025-03-12T10:00:00.000Z',
          processedAt: null,
        },
      },
    }));
    setup([
      quote('100.00', '10', '90'),
      ...otpMocks(),
      {
        request: { query: RequestMyWithdrawalDocument },
        variableMatcher: (v: { input: { kind: string; amount: string; idempotencyKey: string } }) =>
          v.input.kind === 'NORMAL' && v.input.amount === '100.00' && /^[0-9a-f-]{36}$/.test(v.input.idempotencyKey),
        result: request,
      } as MockedResponse,
    ]);
    await screen.findByTestId('withdrawal-income');
    expect(withdrawButton()).toBeDisabled();

    await userEvent.type(amountField(), '100');
    expect(await screen.findByTestId('quote-fee')).toHaveTextContent('$10.00');
    expect(screen.getByTestId('quote-net')).toHaveTextContent('$90.00');
    expect(screen.getByText('Fee (10.00%)')).toBeInTheDocument();
    expect(withdrawButton()).toBeDisabled();

    await verifyOtp();
    await waitFor(() => expect(withdrawButton()).toBeEnabled());

    await userEvent.click(withdrawButton());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('$100.00')).toBeInTheDocument();
    expect(within(dialog).getByText('$10.00 (10.00%)')).toBeInTheDocument();
    expect(within(dialog).getByText('$90.00')).toBeInTheDocument();
    expect(within(dialog).getByText('BEP20 0x1111111111111111111111111111111111111111')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));

    expect(await screen.findByText('Withdrawal request submitted')).toBeInTheDocument();
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('a balance read before an income credit cannot hide the quote: the page rereads the balances, and again when walletChanged overtook the answer', async () => {
    // The cache still holds the balances from before the credit (another page's refetch landed after the event).
    const cache = new InMemoryCache({ typePolicies });
    cache.writeQuery({ query: MyWalletsDocument, data: { me: { __typename: 'Member', id: member.id, wallets: wallets({ income: '0' }) } } });
    const subscriptions = newSubscriptions();
    const { store } = createTestSessionStore({ user: member, expireAt: inOneHour() });
    renderWithApollo(<WithdrawalPage />, {
      store,
      cache,
      subscriptions,
      mocks: [
        // Read before the credit, answered after its walletChanged …
        { ...walletsMock({ income: '0' }), maxUsageCount: 1, delay: 1500 },
        // … so the page reads once more.
        walletsMock({ income: '200' }),
        profileMock(),
        withdrawalsMock(),
        limitsMock(),
        stepUpMethodMock(),
        { ...quote('10.00', '1', '9'), maxUsageCount: Number.POSITIVE_INFINITY },
        quote('100.00', '10', '90'),
      ],
    });
    expect(await screen.findByTestId('withdrawal-income')).toHaveTextContent('$0.00');
    act(() => subscriptions.simulateResult(walletEvent({ income: '200' })));
    await waitFor(() => expect(screen.getByTestId('withdrawal-income')).toHaveTextContent('$200.00'));
    // The older answer lands, then the second read brings the credit back.
    await new Promise((r) => setTimeout(r, 1600));
    await waitFor(() => expect(screen.getByTestId('withdrawal-income')).toHaveTextContent('$200.00'));

    await userEvent.type(amountField(), '100');
    expect(await screen.findByTestId('quote-net')).toHaveTextContent('$90.00');
    expect(screen.queryByText(/Amount exceeds your Income Wallet balance/)).not.toBeInTheDocument();
  });

  it('warns without a payout address and links to the profile; Withdraw stays disabled', async () => {
    setup([], { bep20: null, trc20: null });
    expect(await screen.findByText('No payout address')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Profile' })).toHaveAttribute('href', '/user/profile/7');
    expect(withdrawButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeDisabled();
  });

  it('Principal explains the investment rule and shows No running investments', async () => {
    setup([mockOp(MyWithdrawableInvestmentsDocument, {}, { myWithdrawableInvestments: [] })]);
    await userEvent.click(await screen.findByRole('tab', { name: 'Principal' }));
    expect(await screen.findByText('No running investments')).toBeInTheDocument();
  });

  it('Principal lists the running investments in the shared list; choosing one shows the exit fee and net', async () => {
    const inv = investmentRecord({ id: 42, amount: '300', description: '', ageDays: 11, exitFeePercent: '10' });
    setup([
      mockOp(MyWithdrawableInvestmentsDocument, {}, { myWithdrawableInvestments: [inv, { ...inv, id: 43, status: 'EXPIRED', ageDays: 800, exitFeePercent: '0' }] }),
      mockOp(PrincipalQuoteDocument, { investmentId: 42 }, { principalQuote: { __typename: 'WithdrawalQuoteResult', kind: 'PRINCIPLE', gross: '300', fee: '30', net: '270', feePercent: '10' } }),
    ]);
    await userEvent.click(await screen.findByRole('tab', { name: 'Principal' }));
    const radio = await screen.findByRole('radio', { name: 'Investment #42' });
    const row = radio.closest('tr')!;
    expect(within(row).getAllByRole('cell').map((c) => c.textContent).slice(1)).toEqual(['Starter', '$300.00', '1 Mar 2025', '11', '10.00%']);
    // An investment whose term ended keeps its principal withdrawable, without exit fee.
    const expired = (await screen.findByRole('radio', { name: 'Investment #43' })).closest('tr')!;
    expect(within(expired).getAllByRole('cell').map((c) => c.textContent).slice(1)).toEqual(['Starter (term ended)', '$300.00', '1 Mar 2025', '800', '0.00%']);
    await userEvent.click(radio);
    expect(await screen.findByTestId('principal-quote')).toHaveTextContent('Exit fee $30.00 (10.00%)');
    expect(screen.getByTestId('principal-quote')).toHaveTextContent('You receive $270.00');
  });

  it('validates amounts exactly (no float maths)', () => {
    expect(validateWithdrawalAmount('10', '10', 'Income Wallet')).toBeNull();
    expect(validateWithdrawalAmount('10000000', '10000000', 'Income Wallet')).toBeNull();
    expect(validateWithdrawalAmount('10000010', '20000000', 'Income Wallet')).toBe('Amount must not exceed $10,000,000.00');
    expect(validateWithdrawalAmount('30', '100', 'Income Wallet', { withdrawalMin: '50', withdrawalMultiple: '25', amountMax: '1000' })).toBe('Minimum withdrawal is $50.00');
    expect(validateWithdrawalAmount('60', '100', 'Income Wallet', { withdrawalMin: '50', withdrawalMultiple: '25', amountMax: '1000' })).toBe('Amount must be a multiple of $25.00');
    expect(validateWithdrawalAmount('9.99', '100', 'Income Wallet')).toBe('Minimum withdrawal is $10.00');
    expect(validateWithdrawalAmount('20.10', '100', 'Income Wallet')).toBe('Amount must be a multiple of $10.00');
    expect(validateWithdrawalAmount('20', '19.999999', 'ROI Wallet')).toBe('Amount exceeds your ROI Wallet balance ($20.00)');
    expect(validateWithdrawalAmount('1e2', '1000', 'Income Wallet')).toBe('Enter a valid amount (digits, up to 2 decimals)');
    expect(validateWithdrawalAmount('', '1000', 'Income Wallet')).toBe('Enter an amount');
  });
});
