/**
 * The 'Pay from your wallet' card of /user/wallet-pay (PAGES §2.2): 'Connect Wallet', the connected
 * address and network (with the switch to BNB Smart Chain), the BEP20 deposit address, Amount and
 * Pay (useWalletPay); when a payment went out but was not recorded, its hash with 'Try again' and a
 * link to Manual Deposit.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Badge, Button, Code, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlugConnected, IconWallet } from '@tabler/icons-react';
import { LoadingOverlay } from '../../../components/LoadingOverlay';
import { formatMoney } from '../../../lib/money';
import { isPositive, normalizeAmount, validateAmount } from '../amount';
import type { InjectedWallet } from '../hooks/useInjectedWallet';
import { useWalletPay } from '../hooks/useWalletPay';

interface WalletPayFormProps {
  wallet: InjectedWallet;
  depositAddress: string;
  depositMin: string | null;
  /** After a deposit was recorded (the page reloads its recent deposits). */
  onDone: () => Promise<unknown> | void;
}

function WalletStatus({ wallet }: { wallet: InjectedWallet }) {
  if (!wallet.account) {
    return (
      <Group>
        <Button leftSection={<IconPlugConnected size={16} />} onClick={() => void wallet.connect()} loading={wallet.connecting}>
          Connect Wallet
        </Button>
      </Group>
    );
  }
  return (
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
  );
}

export function WalletPayForm({ wallet, depositAddress, depositMin, onDone }: WalletPayFormProps) {
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const { pay, record, paying, unrecorded } = useWalletPay({
    wallet,
    depositAddress,
    onRecorded: () => {
      setAmount('');
      return onDone();
    },
  });

  const submit = async () => {
    const problem = validateAmount(amount, depositMin && isPositive(depositMin) ? { min: depositMin, minMessage: `Minimum deposit is ${formatMoney(depositMin)}` } : {});
    setAmountError(problem);
    if (problem) return;
    await pay(normalizeAmount(amount)!);
  };

  return (
    <Paper withBorder radius="md" p="md">
      <LoadingOverlay visible={paying} />
      <Stack gap="md">
        <Title order={4}>Pay from your wallet</Title>
        <WalletStatus wallet={wallet} />
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
          <Button leftSection={<IconWallet size={16} />} onClick={() => void submit()} loading={paying} disabled={!wallet.account || !wallet.onBsc}>
            Pay
          </Button>
        </Group>
        {unrecorded ? (
          <Alert color="red" title="Payment sent, deposit not recorded yet">
            <Stack gap="xs">
              <Text size="sm">Your wallet sent the payment, but the deposit could not be recorded. Keep this transaction hash:</Text>
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
  );
}
