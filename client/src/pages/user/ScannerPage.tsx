/**
 * /user/scanner — Pay with Scanner (PAGES §2.2): BEP20/TRC20 switch, the deposit address as a large
 * QR code, the address text + 'Copy Address', the steps, and 'I have paid — Submit Proof' ⇒
 * /user/manual-deposit?network={net}. Without a configured address: an explanatory empty state.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Code, Grid, List, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { QRCodeSVG } from 'qrcode.react';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { useMemberDepositAddressesQuery } from '../../modules/money/money.generated';
import { errorMessage } from '../../lib/notify';
import type { NetworkName } from '../../modules/money/amount';
import { CopyAddressButton, NETWORKS, NoAddressState, addressOf } from '../../modules/money/DepositAddresses';

export default function ScannerPage() {
  const [network, setNetwork] = useState<NetworkName>('BEP20');
  const { data, loading, error, refetch } = useMemberDepositAddressesQuery();
  const address = addressOf(data?.depositAddresses, network);
  const chain = NETWORKS.find((n) => n.value === network)!.chain;

  return (
    <Stack gap="lg" maw={960}>
      <PageHeader title="Pay with scanner" subtitle="Scan the code with your wallet app to pay USDT to your deposit address." />
      <SegmentedControl
        aria-label="Network"
        value={network}
        onChange={(v) => setNetwork(v as NetworkName)}
        data={NETWORKS.map((n) => ({ value: n.value, label: n.label }))}
        w={{ base: '100%', xs: 280 }}
      />
      <QueryState loading={loading && !data} error={error ? errorMessage(error) : null} onRetry={() => void refetch()}>
        {address ? (
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Paper withBorder radius="md" p="lg">
                <Stack align="center" gap="md">
                  <div style={{ background: 'white', padding: 12, borderRadius: 8, lineHeight: 0, width: '100%', maxWidth: 320 }}>
                    <QRCodeSVG
                      value={address}
                      size={296}
                      level="M"
                      style={{ width: '100%', height: 'auto' }}
                      role="img"
                      aria-label={`${network} deposit address QR code`}
                    />
                  </div>
                  <Text size="sm" c="dimmed">
                    {chain}
                  </Text>
                  <Code block style={{ width: '100%', textAlign: 'center', overflowWrap: 'anywhere', whiteSpace: 'normal' }} data-testid="scanner-address">
                    {address}
                  </Code>
                  <CopyAddressButton value={address} />
                </Stack>
              </Paper>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Paper withBorder radius="md" p="lg" h="100%">
                <Stack gap="md">
                  <Title order={4}>How to pay</Title>
                  <List type="ordered" spacing="sm" size="sm">
                    <List.Item>Open your crypto wallet app and choose Send USDT on the {network} network.</List.Item>
                    <List.Item>Scan the QR code (or paste the copied address) and check that the address matches.</List.Item>
                    <List.Item>Enter the amount and send the payment. Keep the transaction hash or take a screenshot.</List.Item>
                    <List.Item>Submit the hash or the screenshot as proof. Our team confirms the deposit and credits your Active Wallet.</List.Item>
                  </List>
                  <Text size="xs" c="red">
                    Send only USDT on {network}. Funds sent on another network or in another token cannot be recovered.
                  </Text>
                  <Button component={Link} to={`/user/manual-deposit?network=${network}`} rightSection={<IconArrowRight size={16} />}>
                    I have paid — Submit Proof
                  </Button>
                </Stack>
              </Paper>
            </Grid.Col>
          </Grid>
        ) : (
          <NoAddressState network={network} />
        )}
      </QueryState>
    </Stack>
  );
}
