/**
 * 'To Active Wallet' on /user/transfer (PAGES §2.2): moves an amount (or, with none, the whole
 * balance) from the Income or ROI Wallet to the member's own Active Wallet. Confirm → transferToActive
 * → toast; the server's amount error comes back to show under the field.
 */
import { confirm } from '../../../components/confirm';
import type { TransferSource } from '../../../generated/types';
import { formatMoney } from '../../../lib/money';
import { WALLET_LABELS } from '../../member/useLiveWallets';
import { perform, useIdempotencyKey } from '../action';
import { useMoveToActiveMutation } from '../money.generated';
import { whileBusy, type MoneyFlowOptions } from './flow';
import { TRANSFER_FAILED } from './useTransferToMember';

export const TRANSFER_TO_ACTIVE_SUCCESS = 'Your funds successfully transfer to active wallet';

export const SOURCE_WALLETS: Record<TransferSource, 'income' | 'roi'> = { INCOME: 'income', ROI: 'roi' };

/** `moved` when it went through; otherwise the amount error to show, if the server named one. */
export type MoveResult = { moved: true } | { moved: false; error?: string };

export function useMoveToActive({ onDone, setBusy }: MoneyFlowOptions) {
  const idempotency = useIdempotencyKey();
  const [moveToActive, { loading }] = useMoveToActiveMutation();

  /** `amount` normalised, or null for the whole `balance`. */
  const move = async (source: TransferSource, amount: string | null, balance: string): Promise<MoveResult> => {
    const wallet = SOURCE_WALLETS[source];
    const ok = await confirm({
      title: 'Move to Active Wallet',
      details: [
        ['From', WALLET_LABELS[wallet]],
        ['To', WALLET_LABELS.active],
        ['Amount', amount ? formatMoney(amount) : `${formatMoney(balance)} (whole balance)`],
      ],
      confirmLabel: 'Move',
    });
    if (!ok) return { moved: false };
    return whileBusy(setBusy, async (): Promise<MoveResult> => {
      const outcome = await perform(() => moveToActive({ variables: { source, amount, idempotencyKey: idempotency.current() } }), {
        success: TRANSFER_TO_ACTIVE_SUCCESS,
        fallback: TRANSFER_FAILED,
      });
      idempotency.settle(outcome);
      if (outcome.ok) {
        onDone();
        return { moved: true };
      }
      return { moved: false, error: outcome.fieldErrors?.amount ? outcome.error : undefined };
    });
  };

  return { move, loading };
}
