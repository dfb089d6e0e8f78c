/**
 * Header wallet chips (PAGES §1.1): 'Active Wallet', 'Income Wallet', 'ROI Wallet' with their
 * balances (skeleton while loading), live via walletChanged. A click opens the wallet's ledger.
 * Below the md breakpoint the three collapse into a 'Wallets' menu.
 */
import { Link } from 'react-router-dom';
import { ActionIcon, Group, Menu, Paper, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconWallet } from '@tabler/icons-react';
import { formatMoney } from '../../lib/money';
import { WALLET_LABELS, useLiveWallets, type WalletName } from './useLiveWallets';

/** The page each chip opens (PAGES §1.1): Active ⇒ /user/dep, Income ⇒ /user/income, ROI ⇒ its ledger. */
export const CHIP_TARGETS: { wallet: WalletName; to: string }[] = [
  { wallet: 'active', to: '/user/dep' },
  { wallet: 'income', to: '/user/income' },
  { wallet: 'roi', to: '/user/transaction/roi_transaction' },
];

export function WalletChips() {
  const { wallets, loading, error } = useLiveWallets();
  const amount = (wallet: WalletName) => (wallets ? formatMoney(wallets[wallet]) : '—');

  return (
    <>
      <Group gap={6} wrap="nowrap" visibleFrom="md" aria-label="Wallet balances" role="group" aria-busy={loading}>
        {CHIP_TARGETS.map(({ wallet, to }) =>
          loading ? (
            <Skeleton key={wallet} height={38} width={118} radius="xl" data-testid={`wallet-chip-skeleton-${wallet}`} />
          ) : (
            <UnstyledButton
              key={wallet}
              component={Link}
              to={to}
              aria-label={`${WALLET_LABELS[wallet]}: ${amount(wallet)}`}
              title={error ? 'Balances could not be loaded' : `Open the ${WALLET_LABELS[wallet]} ledger`}
            >
              <Paper withBorder radius="xl" px="sm" py={2} style={{ lineHeight: 1.1 }}>
                <Stack gap={0}>
                  <Text size="10px" c="dimmed" fw={600} tt="uppercase">
                    {WALLET_LABELS[wallet]}
                  </Text>
                  <Text size="sm" fw={700} data-testid={`wallet-chip-${wallet}`}>
                    {amount(wallet)}
                  </Text>
                </Stack>
              </Paper>
            </UnstyledButton>
          ),
        )}
      </Group>
      <Menu position="bottom-end" width={240} shadow="md">
        <Menu.Target>
          <ActionIcon variant="default" size="lg" radius="xl" hiddenFrom="md" aria-label="Wallets">
            <IconWallet size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {CHIP_TARGETS.map(({ wallet, to }) => (
            <Menu.Item key={wallet} component={Link} to={to} rightSection={<Text size="sm" fw={700}>{loading ? '…' : amount(wallet)}</Text>}>
              {WALLET_LABELS[wallet]}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </>
  );
}
