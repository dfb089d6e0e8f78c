/**
 * The withdrawal requests of /user/withdrawal (PAGES §2.2, §4): an Income or ROI amount
 * (useRequestWithdrawal) and the whole Compound balance (useWithdrawCompound). Each confirms with
 * the server's quote (amount, fee, net, payout address), then requestWithdrawal with its own
 * idempotency key; perform toasts the outcome, and an OTP_REQUIRED answer forgets the step-up so the
 * OtpBlock asks again.
 */
import { confirm } from '../../../components/confirm';
import type { WithdrawalKind } from '../../../generated/types';
import { formatMoney, formatPercent } from '../../../lib/money';
import { WALLET_LABELS } from '../../member/useLiveWallets';
import { perform, useIdempotencyKey } from '../action';
import { validateAmount } from '../amount';
import { DEFAULT_LIMITS, type MemberLimits } from '../limits';
import { useExpireOtp } from '../OtpBlock';
import { useRequestMyWithdrawalMutation, type MyWithdrawalQuoteQuery } from '../money.generated';
import { whileBusy, type MoneyFlowOptions } from './flow';

export const WITHDRAWAL_SUBMITTED = 'Withdrawal request submitted';
export const WITHDRAWAL_MIN = '10';
export const WITHDRAWAL_MULTIPLE = '10';

export const KIND_LABELS: Record<WithdrawalKind, string> = {
  NORMAL: 'Income',
  ROI: 'ROI',
  PRINCIPLE: 'Principal',
  COMPOUND: 'Compound',
};

/** The wallet each withdrawal kind is paid from (a Principal withdrawal returns an investment). */
export const SOURCE_WALLET: Record<'NORMAL' | 'ROI' | 'COMPOUND', keyof typeof WALLET_LABELS> = {
  NORMAL: 'income',
  ROI: 'roi',
  COMPOUND: 'compound',
};

export interface PayoutAddresses {
  bep20?: string | null;
  trc20?: string | null;
}

/** 'BEP20 0x… · TRC20 T…' (the addresses the member has). */
export function addressLines(payout: PayoutAddresses): string {
  return [payout.bep20 ? `BEP20 ${payout.bep20}` : null, payout.trc20 ? `TRC20 ${payout.trc20}` : null].filter(Boolean).join(' · ');
}

/** The rules of an Income/ROI withdrawal amount (PAGES §4). */
export function validateWithdrawalAmount(
  value: string,
  balance: string | null | undefined,
  walletLabel: string,
  limits: Pick<MemberLimits, 'withdrawalMin' | 'withdrawalMultiple' | 'amountMax'> = { withdrawalMin: WITHDRAWAL_MIN, withdrawalMultiple: WITHDRAWAL_MULTIPLE, amountMax: DEFAULT_LIMITS.amountMax },
): string | null {
  return validateAmount(value, {
    min: limits.withdrawalMin,
    minMessage: `Minimum withdrawal is ${formatMoney(limits.withdrawalMin)}`,
    multipleOf: limits.withdrawalMultiple,
    multipleMessage: `Amount must be a multiple of ${formatMoney(limits.withdrawalMultiple)}`,
    limit: limits.amountMax,
    max: balance ?? '0',
    maxMessage: `Amount exceeds your ${walletLabel} balance (${formatMoney(balance)})`,
  });
}

export type WithdrawalQuote = MyWithdrawalQuoteQuery['withdrawalQuote'];

interface WithdrawalOptions extends MoneyFlowOptions {
  payout: PayoutAddresses;
}

/** Confirm (with the quote) → requestWithdrawal → toast; true when the request went through. */
function useWithdrawalRequest({ payout, onDone, setBusy }: WithdrawalOptions) {
  const idempotency = useIdempotencyKey();
  const expireOtp = useExpireOtp();
  const [requestWithdrawal, { loading }] = useRequestMyWithdrawalMutation();

  const request = async (kind: 'NORMAL' | 'ROI' | 'COMPOUND', q: WithdrawalQuote, amount?: string): Promise<boolean> => {
    const ok = await confirm({
      title: `Confirm ${KIND_LABELS[kind]} withdrawal`,
      ...(kind === 'COMPOUND' ? { message: 'A compound withdrawal takes the whole Compound Wallet balance.' } : {}),
      details: [
        ['Amount', formatMoney(q.gross)],
        ['Fee', `${formatMoney(q.fee)} (${formatPercent(q.feePercent)})`],
        ['Net', formatMoney(q.net)],
        ['Address', addressLines(payout)],
      ],
      confirmLabel: 'Withdraw',
    });
    if (!ok) return false;
    return whileBusy(setBusy, async () => {
      const outcome = await perform(() => requestWithdrawal({ variables: { input: { kind, ...(amount ? { amount } : {}), idempotencyKey: idempotency.current() } } }), {
        success: WITHDRAWAL_SUBMITTED,
      });
      idempotency.settle(outcome);
      if (outcome.ok) onDone();
      else if (outcome.code === 'OTP_REQUIRED') expireOtp();
      return outcome.ok;
    });
  };

  return { request, loading };
}

/** An Income (NORMAL) or ROI withdrawal of `amount` (normalised), quoted by the server as `q`. */
export function useRequestWithdrawal(kind: 'NORMAL' | 'ROI', options: WithdrawalOptions) {
  const { request, loading } = useWithdrawalRequest(options);
  return { request: (amount: string, q: WithdrawalQuote) => request(kind, q, amount), loading };
}

/** The withdrawal of the whole Compound Wallet balance, quoted by the server as `q`. */
export function useWithdrawCompound(options: WithdrawalOptions) {
  const { request, loading } = useWithdrawalRequest(options);
  return { withdraw: (q: WithdrawalQuote) => request('COMPOUND', q), loading };
}
