/**
 * The signed-in member's balances, live (PAGES §1.1, §5): `me { id wallets }` from the cache, kept
 * current by the `walletChanged` subscription, which writes each event into Member:<id>.wallets.
 * On a WebSocket reconnect (missed events possible) the balances are refetched.
 *
 * Several components may use it at once (header chips, dashboard, withdrawal …): Apollo shares one
 * subscription per document, and writing the same balances twice is harmless.
 */
import { useEffect, useRef } from 'react';
import { useApolloClient, type ApolloCache } from '@apollo/client';
import { useRefetchOnReconnect } from '../../app/apollo';
import {
  MyWalletBalancesFragmentDoc,
  MyWalletsDocument,
  useMyWalletChangedSubscription,
  useMyWalletsQuery,
  type MyWalletBalancesFragment,
  type MyWalletChangedSubscription,
} from './member.generated';

export type WalletBalances = MyWalletBalancesFragment['wallets'];
export type WalletName = 'active' | 'income' | 'roi' | 'compound';

export const WALLET_LABELS: Record<WalletName, string> = {
  active: 'Active Wallet',
  income: 'Income Wallet',
  roi: 'ROI Wallet',
  compound: 'Compound Wallet',
};

/** Writes a walletChanged event into the cached Member:<memberId>.wallets. */
export function writeWalletChange(cache: ApolloCache<unknown>, change: MyWalletChangedSubscription['walletChanged']): void {
  cache.writeFragment<MyWalletBalancesFragment>({
    id: cache.identify({ __typename: 'Member', id: change.memberId }),
    fragment: MyWalletBalancesFragmentDoc,
    fragmentName: 'MyWalletBalances',
    // The generated types leave __typename out; the cache needs it to store the objects.
    data: {
      __typename: 'Member',
      id: change.memberId,
      wallets: {
        __typename: 'Wallets',
        active: change.active,
        income: change.income,
        roi: change.roi,
        compound: change.compound,
      },
    } as MyWalletBalancesFragment,
  });
}

/** walletChanged events received so far (by every user of the hook): see `refetch` below. */
let walletEvents = 0;

export interface LiveWallets {
  wallets: WalletBalances | undefined;
  memberId: number | undefined;
  loading: boolean;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/**
 * Balances of the signed-in member, live. `onChange` runs after each pushed change and after a
 * WebSocket reconnect (e.g. a ledger page reloads its rows).
 */
export function useLiveWallets(options: { onChange?: () => void } = {}): LiveWallets {
  const client = useApolloClient();
  const query = useMyWalletsQuery({ notifyOnNetworkStatusChange: false });
  const onChange = useRef(options.onChange);
  useEffect(() => {
    onChange.current = options.onChange;
  });

  useMyWalletChangedSubscription({
    onData: ({ data }) => {
      const change = data.data?.walletChanged;
      if (!change) return;
      walletEvents += 1;
      writeWalletChange(client.cache, change);
      onChange.current?.();
    },
  });

  // Missed events are possible after a reconnect: reload the balances and the caller's lists.
  useRefetchOnReconnect(() => {
    void query.refetch();
    onChange.current?.();
  });

  return {
    wallets: query.data?.me.wallets,
    memberId: query.data?.me.id,
    loading: query.loading && !query.data,
    error: query.error,
    // A refetch's answer may have been read before a posting whose walletChanged arrived while the
    // answer travelled: written after the event, it brings the older balances back (and nothing
    // corrects them until the next posting). When an event came in meanwhile, read again.
    refetch: async () => {
      let seen = walletEvents;
      let result: unknown = await query.refetch();
      for (let tries = 0; walletEvents !== seen && tries < 3; tries += 1) {
        seen = walletEvents;
        result = await client.query({ query: MyWalletsDocument, fetchPolicy: 'network-only' });
      }
      return result;
    },
  };
}
