/**
 * 'Cancel' on a pending withdrawal of the member's history (PAGES §2.2): confirm (the amount returns
 * to its wallet) → cancelWithdrawal → toast.
 */
import { confirm } from '../../../components/confirm';
import { formatMoney } from '../../../lib/money';
import { WALLET_LABELS } from '../../member/useLiveWallets';
import { perform } from '../action';
import { useCancelMyWithdrawalMutation, type MyWithdrawalFieldsFragment } from '../money.generated';
import { whileBusy, type MoneyFlowOptions } from './flow';
import { KIND_LABELS, SOURCE_WALLET } from './useRequestWithdrawal';

export function useCancelWithdrawal({ onDone, setBusy }: MoneyFlowOptions) {
  const [cancelWithdrawal] = useCancelMyWithdrawalMutation();

  return async (w: MyWithdrawalFieldsFragment): Promise<boolean> => {
    const wallet = w.kind === 'PRINCIPLE' ? 'wallet' : WALLET_LABELS[SOURCE_WALLET[w.kind]];
    const ok = await confirm({
      title: 'Cancel withdrawal',
      message: `The amount returns to your ${wallet}.`,
      details: [
        ['Type', KIND_LABELS[w.kind]],
        ['Amount', formatMoney(w.gross)],
      ],
      confirmLabel: 'Cancel withdrawal',
      danger: true,
    });
    if (!ok) return false;
    return whileBusy(setBusy, async () => {
      const outcome = await perform(() => cancelWithdrawal({ variables: { id: w.id } }), {
        success: `Withdrawal cancelled: ${formatMoney(w.gross)} returned to your ${wallet}.`,
      });
      if (outcome.ok) onDone();
      return outcome.ok;
    });
  };
}
