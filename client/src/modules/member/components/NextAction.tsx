/** The member dashboard's next step: activate, add funds, or put the Active Wallet to work. */
import { Link } from 'react-router-dom';
import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { toUnits } from '../../money/amount';

/** The one thing to do next: activate, add funds, or put the Active Wallet to work. */
export function nextAction(active: boolean, activeBalance: string): { title: string; text: string; label: string; to: string } {
  if (!active) return { title: 'Activate your account', text: 'Buy a plan to start earning daily ROI and team incomes.', label: 'Choose a plan', to: '/user/plan' };
  if ((toUnits(activeBalance) ?? 0n) <= 0n) return { title: 'Add funds', text: 'Deposit to your Active Wallet to top up or invest more.', label: 'Deposit', to: '/user/manual-deposit' };
  return { title: 'Put your balance to work', text: 'Top up a plan from your Active Wallet.', label: 'Top up', to: '/user/topup' };
}

export function NextAction({ active, activeBalance }: { active: boolean; activeBalance: string }) {
  const a = nextAction(active, activeBalance);
  return (
    <Paper withBorder radius="md" p="md" data-testid="next-action">
      <Stack gap="sm" h="100%" justify="space-between">
        <Stack gap={4}>
          <Title order={4}>{a.title}</Title>
          <Text size="sm" c="dimmed">
            {a.text}
          </Text>
        </Stack>
        <Button component={Link} to={a.to} rightSection={<IconArrowRight size={16} />} style={{ alignSelf: 'flex-start' }}>
          {a.label}
        </Button>
      </Stack>
    </Paper>
  );
}
