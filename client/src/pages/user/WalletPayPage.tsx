/**
 * /user/wallet-pay — Wallet Pay (PAGES §2.2): pay USDT (BEP20) from a browser crypto wallet
 * (EIP-1193). 'Connect Wallet' (eth_requestAccounts), the connected address, the network check
 * (BNB Smart Chain, 0x38), Amount, 'Pay' → eth_sendTransaction of the token transfer to the BEP20
 * deposit address → createDeposit with the transaction hash (pending until confirmed). Without a
 * wallet: a clear message and a link to Manual Deposit. Recent deposits below.
 * The wallet, the payment and the form live in modules/money (hooks/, components/).
 */
import { Link } from 'react-router-dom';
import { Alert, Anchor, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { DataTable } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { SectionHeader } from '../../components/SectionHeader';
import { QueryState } from '../../components/QueryState';
import { useMemberDepositAddressesQuery, useMemberLimitsQuery, useMyDepositsQuery } from '../../modules/money/money.generated';
import { errorMessage } from '../../lib/notify';
import { DEPOSIT_COLUMNS, NoAddressState, addressOf } from '../../modules/money/DepositAddresses';
import { useLiveWallets } from '../../modules/member/useLiveWallets';
import { useInjectedWallet } from '../../modules/money/hooks/useInjectedWallet';
import { WalletPayForm } from '../../modules/money/components/WalletPayForm';

const RECENT = 5;

function NoBrowserWallet() {
  return (
    <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title="No browser wallet found">
      <Stack gap="xs">
        <Text size="sm">
          Wallet Pay needs a crypto wallet extension (for example MetaMask) or a wallet app&apos;s built-in browser. Install one and reload this page, or
          pay by hand and submit the transaction hash instead.
        </Text>
        <Anchor component={Link} to="/user/manual-deposit" size="sm" fw={600}>
          Go to Manual Deposit
        </Anchor>
      </Stack>
    </Alert>
  );
}

function HowItWorks() {
  return (
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
  );
}

export default function WalletPayPage() {
  const wallet = useInjectedWallet();
  const addresses = useMemberDepositAddressesQuery();
  const limits = useMemberLimitsQuery();
  const recent = useMyDepositsQuery({ variables: { page: 1, pageSize: RECENT }, notifyOnNetworkStatusChange: true });
  useLiveWallets({ onChange: () => void recent.refetch() });

  const depositAddress = addressOf(addresses.data?.depositAddresses, 'BEP20');

  return (
    <Stack gap="lg">
      <PageHeader title="Wallet pay" subtitle="Pay USDT (BEP20) straight from your browser wallet, such as MetaMask or Trust Wallet." />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <QueryState loading={addresses.loading && !addresses.data} error={addresses.error ? errorMessage(addresses.error) : null} onRetry={() => void addresses.refetch()}>
            {!wallet.provider ? (
              <NoBrowserWallet />
            ) : !depositAddress ? (
              <NoAddressState network="BEP20" />
            ) : (
              <WalletPayForm wallet={wallet} depositAddress={depositAddress} depositMin={limits.data?.settings.depositMin ?? null} onDone={() => recent.refetch()} />
            )}
          </QueryState>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <HowItWorks />
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
