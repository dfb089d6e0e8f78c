/**
 * 'Add to Compound' on /user/withdrawal (PAGES §2.2): moves an amount from the Active Wallet into the
 * Compound Wallet. Confirm (amount, from, to) → compound → the server's message as the toast.
 */
import { confirm } from '../../../components/confirm';
import { formatMoney } from '../../../lib/money';
import { WALLET_LABELS } from '../../member/useLiveWallets';
import { perform, useIdempotencyKey } from '../action';
import { useAddToCompoundMutation } from '../money.generated';
import { whileBusy, type MoneyFlowOptions } from './flow';

export function useAddToCompound({ onDone, setBusy }: MoneyFlowOptions) {
  const idempotency = useIdempotencyKey();
  const [addToCompound, { loading }] = useAddToCompoundMutation();

  /** `amount` normalised; true when it went through. */
  const add = async (amount: string): Promise<boolean> => {
    const ok = await confirm({
      title: 'Add to Compound',
      details: [
        ['Amount', formatMoney(amount)],
        ['From', WALLET_LABELS.active],
        ['To', WALLET_LABELS.compound],
      ],
    });
    if (!ok) return false;
    return whileBusy(setBusy, async () => {
      const outcome = await perform(() => addToCompound({ variables: { amount, idempotencyKey: idempotency.current() } }), {
        success: (d) => d.compound.message || 'Added to the Compound Wallet',
      });
      idempotency.settle(outcome);
      if (outcome.ok) onDone();
      return outcome.ok;
    });
  };

  return { add, loading };
}
