/**
 * 'To Member' on /user/transfer (PAGES §2.2, §4): the server's quote (fee and total, rules/fees.ts)
 * → the total must fit the Active Wallet → the step-up (OtpBlock) must be verified → confirm →
 * transferToMember → toast. The form's field errors come back as the result (the quote's total, or
 * the server's fieldErrors); an OTP_REQUIRED answer forgets the step-up.
 */
import { confirm } from '../../../components/confirm';
import { formatMoney, formatPercent } from '../../../lib/money';
import { errorMessage, notifyError } from '../../../lib/notify';
import type { FoundMember } from '../../member/MemberLookup';
import { perform, useIdempotencyKey } from '../action';
import { compareMoney, isPositive } from '../amount';
import { useSendToMemberMutation, useTransferQuoteLazyQuery } from '../money.generated';
import { useExpireOtp, useOtpVerified } from '../OtpBlock';
import { whileBusy, type MoneyFlowOptions } from './flow';

export const TRANSFER_SENT = 'Transfer completed successfully';
export const TRANSFER_FAILED = 'Transfer failed.';
/** Send pressed before the step-up (OtpBlock) was verified. */
export const STEP_UP_FIRST = 'Verify the code first: transfers to other members need it.';

export interface TransferErrors {
  recipient?: string | null;
  amount?: string | null;
  description?: string | null;
}

export interface TransferToMemberInput {
  /** The member found, and the text the member typed to find them (sent as `recipient`). */
  recipient: { member: FoundMember; query: string };
  /** Normalised amount. */
  amount: string;
  /** Trimmed; empty for none. */
  description: string;
}

/** `sent` when the transfer went through; otherwise the field errors to show (none when a toast said it). */
export type TransferResult = { sent: true } | { sent: false; errors?: TransferErrors };

export function useTransferToMember({ active, onDone, setBusy }: MoneyFlowOptions & { active: string | null | undefined }) {
  const idempotency = useIdempotencyKey();
  const [sendToMember, { loading }] = useSendToMemberMutation();
  // Money leaving the account: a step-up (mailed OTP or authenticator code) within 5 minutes.
  const otpVerified = useOtpVerified();
  const expireOtp = useExpireOtp();
  const [quoteTransfer] = useTransferQuoteLazyQuery({ fetchPolicy: 'network-only' });

  const send = async ({ recipient, amount, description }: TransferToMemberInput): Promise<TransferResult> => {
    // The fee and total are the server's (rules/fees.ts), not recomputed here.
    const quoted = await quoteTransfer({ variables: { amount } });
    const quote = quoted.data?.transferQuote;
    if (!quote) {
      notifyError(errorMessage(quoted.error, TRANSFER_FAILED));
      return { sent: false };
    }
    if (compareMoney(quote.total, active ?? '0') > 0) {
      return { sent: false, errors: { amount: `Amount plus the ${formatMoney(quote.fee)} fee exceeds your Active Wallet balance` } };
    }
    if (!otpVerified) {
      notifyError(STEP_UP_FIRST);
      return { sent: false };
    }
    const ok = await confirm({
      title: 'Confirm transfer',
      details: [
        ['To', `${recipient.member.fullname} (${recipient.member.username})`],
        ['Amount', formatMoney(amount)],
        ['Fee', isPositive(quote.fee) ? `${formatMoney(quote.fee)} (${formatPercent(quote.feePercent)})` : formatMoney('0')],
        ['Total from Active Wallet', formatMoney(quote.total)],
        ...(description ? ([['Description', description]] as [string, string][]) : []),
      ],
      confirmLabel: 'Send',
    });
    if (!ok) return { sent: false };
    return whileBusy(setBusy, async (): Promise<TransferResult> => {
      const outcome = await perform(
        () => sendToMember({ variables: { input: { recipient: recipient.query, amount, description: description || null, idempotencyKey: idempotency.current() } } }),
        { success: TRANSFER_SENT, fallback: TRANSFER_FAILED },
      );
      idempotency.settle(outcome);
      if (outcome.ok) {
        onDone();
        return { sent: true };
      }
      if (outcome.code === 'OTP_REQUIRED') {
        expireOtp();
        return { sent: false };
      }
      if (!outcome.fieldErrors) return { sent: false };
      return {
        sent: false,
        errors: {
          amount: outcome.fieldErrors.amount ?? null,
          description: outcome.fieldErrors.description ?? null,
          recipient: outcome.fieldErrors.userto_id || outcome.fieldErrors.recipient ? outcome.error : null,
        },
      };
    });
  };

  return { send, loading };
}
