/**
 * The browser's crypto wallet (EIP-1193, e.g. MetaMask) for Wallet Pay (PAGES §2.2): the provider
 * (null without one), the connected account and chain (kept current by the wallet's events),
 * 'Connect Wallet' (eth_requestAccounts) and the switch to BNB Smart Chain (added when the wallet
 * does not know it). Wallet errors are toasted.
 */
import { useCallback, useEffect, useState } from 'react';
import { notifyError } from '../../../lib/notify';
import { BSC_CHAIN_ID, BSC_CHAIN_PARAMS, getInjectedProvider, sameChain, walletErrorCode, walletErrorMessage, type Eip1193Provider } from '../evm';

export function useInjectedWallet() {
  const [provider] = useState<Eip1193Provider | null>(() => getInjectedProvider());
  const [account, setAccount] = useState<string | null>(null);
  const [chainId, setChainId] = useState<string | null>(null);
  const [connecting, setConnecting] = useState(false);

  useEffect(() => {
    if (!provider) return;
    const onAccounts = (...args: unknown[]) => {
      const list = args[0];
      setAccount(Array.isArray(list) && typeof list[0] === 'string' ? list[0] : null);
    };
    const onChain = (...args: unknown[]) => setChainId(typeof args[0] === 'string' ? args[0] : String(args[0]));
    provider.on?.('accountsChanged', onAccounts);
    provider.on?.('chainChanged', onChain);
    // Already authorised accounts (no prompt).
    provider
      .request({ method: 'eth_accounts' })
      .then((list) => {
        if (Array.isArray(list) && typeof list[0] === 'string') setAccount(list[0]);
      })
      .catch(() => undefined);
    provider
      .request({ method: 'eth_chainId' })
      .then((id) => setChainId(String(id)))
      .catch(() => undefined);
    return () => {
      provider.removeListener?.('accountsChanged', onAccounts);
      provider.removeListener?.('chainChanged', onChain);
    };
  }, [provider]);

  const connect = useCallback(async () => {
    if (!provider) return;
    setConnecting(true);
    try {
      const list = await provider.request({ method: 'eth_requestAccounts' });
      if (Array.isArray(list) && typeof list[0] === 'string') setAccount(list[0]);
      setChainId(String(await provider.request({ method: 'eth_chainId' })));
    } catch (err) {
      notifyError(walletErrorMessage(err));
    } finally {
      setConnecting(false);
    }
  }, [provider]);

  const switchToBsc = useCallback(async () => {
    if (!provider) return;
    try {
      await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: BSC_CHAIN_ID }] });
    } catch (err) {
      if (walletErrorCode(err) === 4902) {
        try {
          await provider.request({ method: 'wallet_addEthereumChain', params: [BSC_CHAIN_PARAMS] });
        } catch (addErr) {
          notifyError(walletErrorMessage(addErr));
          return;
        }
      } else {
        notifyError(walletErrorMessage(err));
        return;
      }
    }
    try {
      setChainId(String(await provider.request({ method: 'eth_chainId' })));
    } catch {
      // chainChanged will tell us.
    }
  }, [provider]);

  return { provider, account, chainId, connecting, connect, switchToBsc, onBsc: sameChain(chainId, BSC_CHAIN_ID) };
}

export type InjectedWallet = ReturnType<typeof useInjectedWallet>;
