/**
 * 'Pay' of Wallet Pay (PAGES §2.2): the wallet must be on BNB Smart Chain; eth_sendTransaction of the
 * USDT transfer to the BEP20 deposit address, then createDeposit with the transaction hash (pending
 * until confirmed). When the payment went out but the deposit could not be recorded, the hash stays
 * (`unrecorded`) so the member can try again or submit it on Manual Deposit.
 */
import { useState } from 'react';
import { notifyError } from '../../../lib/notify';
import { perform, useIdempotencyKey } from '../action';
import { DEPOSIT_SUBMITTED } from '../DepositAddresses';
import { USDT_BEP20_CONTRACT, encodeTransfer, walletErrorMessage } from '../evm';
import { useCreateMyDepositMutation } from '../money.generated';
import type { InjectedWallet } from './useInjectedWallet';

export const SWITCH_TO_BSC_FIRST = 'Switch your wallet to BNB Smart Chain first.';

interface WalletPayOptions {
  wallet: InjectedWallet;
  depositAddress: string | null;
  /** After the deposit was recorded (awaited while the page shows it is busy). */
  onRecorded: () => Promise<unknown> | void;
}

export function useWalletPay({ wallet, depositAddress, onRecorded }: WalletPayOptions) {
  const [paying, setPaying] = useState(false);
  const [unrecorded, setUnrecorded] = useState<{ hash: string; amount: string } | null>(null);
  const idempotency = useIdempotencyKey();
  const [createDeposit] = useCreateMyDepositMutation();

  /** createDeposit for a payment the wallet sent (also 'Try again'). */
  const record = async (hash: string, value: string) => {
    const outcome = await perform(
      () => createDeposit({ variables: { input: { amount: value, currency: 'BEP20', hash, idempotencyKey: idempotency.current() } } }),
      { success: DEPOSIT_SUBMITTED },
    );
    idempotency.settle(outcome);
    if (outcome.ok) {
      setUnrecorded(null);
      await onRecorded();
    } else {
      setUnrecorded({ hash, amount: value });
    }
  };

  /** Pays `value` (normalised) from the connected account. */
  const pay = async (value: string) => {
    if (!wallet.provider || !wallet.account || !depositAddress) return;
    if (!wallet.onBsc) {
      notifyError(SWITCH_TO_BSC_FIRST);
      return;
    }
    setPaying(true);
    try {
      let hash: string;
      try {
        const result = await wallet.provider.request({
          method: 'eth_sendTransaction',
          params: [{ from: wallet.account, to: USDT_BEP20_CONTRACT, data: encodeTransfer(depositAddress, value), value: '0x0' }],
        });
        if (typeof result !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(result)) throw new Error('The wallet returned no transaction hash.');
        hash = result;
      } catch (err) {
        notifyError(walletErrorMessage(err));
        return;
      }
      await record(hash, value);
    } finally {
      setPaying(false);
    }
  };

  return { pay, record, paying, unrecorded };
}
