/**
 * /user/wallet-pay — Wallet Pay (PAGES §2.2): pay USDT (BEP20) from a browser crypto wallet
 * (EIP-1193). 'Connect Wallet' (eth_requestAccounts), the connected address, the network check
 * (BNB Smart Chain, 0x38), Amount, 'Pay' → eth_sendTransaction of the token transfer to the BEP20
 * deposit address → createDeposit with the transaction hash (pending until confirmed). Without a
 * wallet: a clear message and a link to Manual Deposit. Recent deposits below.
 */
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Anchor, Badge, Button, Code, Grid, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconPlugConnected, IconWallet } from '@tabler/icons-react';
import { DataTable } from '../../components/DataTable';
import { LoadingOverlay } from '../../components/LoadingOverlay';
import { PageHeader } from '../../components/PageHeader';
import { SectionHeader } from '../../components/SectionHeader';
import { QueryState } from '../../components/QueryState';
import { useCreateMyDepositMutation, useMemberDepositAddressesQuery, useMemberLimitsQuery, useMyDepositsQuery } from '../../modules/money/money.generated';
import { formatMoney } from '../../lib/money';
import { errorMessage, notifyError } from '../../lib/notify';
import { perform, useIdempotencyKey } from '../../modules/money/action';
import { isPositive, normalizeAmount, validateAmount } from '../../modules/money/amount';
import { DEPOSIT_COLUMNS, DEPOSIT_SUBMITTED, NoAddressState, addressOf } from '../../modules/money/DepositAddresses';
import {
  BSC_CHAIN_ID,
  BSC_CHAIN_PARAMS,
  USDT_BEP20_CONTRACT,
  encodeTransfer,
  getInjectedProvider,
  sameChain,
  walletErrorCode,
  walletErrorMessage,
  type Eip1193Provider,
} from '../../modules/money/evm';
import { useLiveWallets } from '../../modules/member/useLiveWallets';

const RECENT = 5;

function useInjectedWallet() {
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

export default function WalletPayPage() {
  const wallet = useInjectedWallet();
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const [unrecorded, setUnrecorded] = useState<{ hash: string; amount: string } | null>(null);
  const idempotency = useIdempotencyKey();
  const addresses = useMemberDepositAddressesQuery();
  const limits = useMemberLimitsQuery();
  const recent = useMyDepositsQuery({ variables: { page: 1, pageSize: RECENT }, notifyOnNetworkStatusChange: true });
  const [createDeposit] = useCreateMyDepositMutation();
  useLiveWallets({ onChange: () => void recent.refetch() });

  const depositAddress = addressOf(addresses.data?.depositAddresses, 'BEP20');
  const depositMin = limits.data?.settings.depositMin ?? null;

  const record = async (hash: string, value: string) => {
    const outcome = await perform(
      () => createDeposit({ variables: { input: { amount: value, currency: 'BEP20', hash, idempotencyKey: idempotency.current() } } }),
      { success: DEPOSIT_SUBMITTED },
    );
    idempotency.settle(outcome);
    if (outcome.ok) {
      setUnrecorded(null);
      setAmount('');
      await recent.refetch();
    } else {
      setUnrecorded({ hash, amount: value });
    }
  };

  const pay = async () => {
    const problem = validateAmount(amount, depositMin && isPositive(depositMin) ? { min: depositMin, minMessage: `Minimum deposit is ${formatMoney(depositMin)}` } : {});
    setAmountError(problem);
    if (problem || !wallet.provider || !wallet.account || !depositAddress) return;
    if (!wallet.onBsc) {
      notifyError('Switch your wallet to BNB Smart Chain first.');
      return;
    }
    const value = normalizeAmount(amount)!;
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

  const noWallet = !wallet.provider;

  return (
    <Stack gap="lg">
      <LoadingOverlay visible={paying} />
      <PageHeader title="Wallet pay" subtitle="Pay USDT (BEP20) straight from your browser wallet, such as MetaMask or Trust Wallet." />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <QueryState loading={addresses.loading && !addresses.data} error={addresses.error ? errorMessage(addresses.error) : null} onRetry={() => void addresses.refetch()}>
            {noWallet ? (
              <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title="No browser wallet found">
                <Stack gap="xs">
                  <Text size="sm">
                    Wallet Pay needs a crypto wallet extension (for example MetaMask) or a wallet app&apos;s built-in browser.
                    Install one and reload this page, or pay by hand and submit the transaction hash instead.
                  </Text>
                  <Anchor component={Link} to="/user/manual-deposit" size="sm" fw={600}>
                    Go to Manual Deposit
                  </Anchor>
                </Stack>
              </Alert>
            ) : !depositAddress ? (
              <NoAddressState network="BEP20" />
            ) : (
              <Paper withBorder radius="md" p="md">
                <Stack gap="md">
                  <Title order={4}>Pay from your wallet</Title>
                  {wallet.account ? (
                    <Stack gap={6}>
                      <Group gap="xs">
                        <Text size="sm" c="dimmed">
                          Connected:
                        </Text>
                        <Code data-testid="wallet-account" style={{ overflowWrap: 'anywhere' }}>
                          {wallet.account}
                        </Code>
                      </Group>
                      <Group gap="xs">
                        <Text size="sm" c="dimmed">
                          Network:
                        </Text>
                        {wallet.onBsc ? (
                          <Badge color="green" variant="light">
                            BNB Smart Chain
                          </Badge>
                        ) : (
                          <>
                            <Badge color="red" variant="light">
                              {wallet.chainId ? `Wrong network (${wallet.chainId})` : 'Unknown network'}
                            </Badge>
                            <Button size="compact-sm" variant="light" onClick={() => void wallet.switchToBsc()}>
                              Switch to BNB Smart Chain
                            </Button>
                          </>
                        )}
                      </Group>
                    </Stack>
                  ) : (
                    <Group>
                      <Button leftSection={<IconPlugConnected size={16} />} onClick={() => void wallet.connect()} loading={wallet.connecting}>
                        Connect Wallet
                      </Button>
                    </Group>
                  )}
                  <Text size="sm" c="dimmed">
                    Pays to the BEP20 deposit address <Code>{depositAddress}</Code>
                  </Text>
                  <TextInput
                    label="Amount"
                    leftSection="$"
                    placeholder="100.00"
                    inputMode="decimal"
                    value={amount}
                    onChange={(e) => {
                      setAmount(e.currentTarget.value);
                      setAmountError(null);
                    }}
                    error={amountError}
                    description={depositMin ? `Minimum ${formatMoney(depositMin)} · USDT (BEP20)` : 'USDT (BEP20)'}
                  />
                  <Group justify="flex-end">
                    <Button leftSection={<IconWallet size={16} />} onClick={() => void pay()} loading={paying} disabled={!wallet.account || !wallet.onBsc}>
                      Pay
                    </Button>
                  </Group>
                  {unrecorded ? (
                    <Alert color="red" title="Payment sent, deposit not recorded yet">
                      <Stack gap="xs">
                        <Text size="sm">
                          Your wallet sent the payment, but the deposit could not be recorded. Keep this transaction hash:
                        </Text>
                        <Code block style={{ overflowWrap: 'anywhere', whiteSpace: 'normal' }}>
                          {unrecorded.hash}
                        </Code>
                        <Group gap="xs">
                          <Button size="xs" onClick={() => void record(unrecorded.hash, unrecorded.amount)}>
                            Try again
                          </Button>
                          <Button size="xs" variant="default" component={Link} to="/user/manual-deposit?network=BEP20">
                            Submit it on Manual Deposit
                          </Button>
                        </Group>
                      </Stack>
                    </Alert>
                  ) : null}
                </Stack>
              </Paper>
            )}
          </QueryState>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Paper withBorder radius="md" p="md">
            <Stack gap="xs">
              <Title order={4}>How it works</Title>
              <Text size="sm">1. Connect your wallet and make sure it is on BNB Smart Chain.</Text>
              <Text size="sm">2. Enter the amount and press Pay; confirm the USDT transfer in your wallet.</Text>
              <Text size="sm">3. The deposit is recorded with its transaction hash and stays pending until our team confirms it.</Text>
              <Text size="xs" c="dimmed">
                The network fee is paid in BNB by your wallet.
              </Text>
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
      <Stack gap="sm">
        <SectionHeader title="Recent deposits" onRefresh={() => void recent.refetch()} loading={recent.loading} />
        <DataTable
          columns={DEPOSIT_COLUMNS}
          rows={recent.data?.myDeposits.items}
          rowKey={(d) => d.id}
          loading={recent.loading}
          error={recent.error && !recent.data ? errorMessage(recent.error) : null}
          emptyText="No deposits yet"
        />
      </Stack>
    </Stack>
  );
}
