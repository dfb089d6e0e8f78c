/** The activation plans on the member's Plans page (PAGES §2.2): a card per active plan with 'Activate'. */
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '../../../lib/money';
import type { ActivationPlanFieldsFragment } from '../desk.generated';

export function ActivationPlanCards({ plans, accountActive, onActivate }: { plans: ActivationPlanFieldsFragment[]; accountActive: boolean; onActivate: (plan: ActivationPlanFieldsFragment) => void }) {
  return (
    <Stack gap="sm">
      <Title order={3}>Activation plans</Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {plans
          .filter((p) => p.isActive)
          .map((p) => (
            <Card key={p.id} withBorder radius="md" padding="lg">
              <Stack gap="xs">
                <Group justify="space-between">
                  <Title order={4}>{p.name}</Title>
                  <Badge variant="light">{formatMoney(p.price)}</Badge>
                </Group>
                <Text size="sm" c="dimmed">
                  {p.description || 'Activates your account.'}
                </Text>
                <Button onClick={() => onActivate(p)} disabled={accountActive} aria-label={accountActive ? undefined : `Activate with ${p.name}`}>
                  {accountActive ? 'Account active' : 'Activate'}
                </Button>
              </Stack>
            </Card>
          ))}
      </SimpleGrid>
    </Stack>
  );
}
