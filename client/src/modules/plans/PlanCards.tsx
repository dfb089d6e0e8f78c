/**
 * Plan cards from the public `plans` query (PAGES §2.1): name, price, min–max, daily ROI %, period
 * in months, 'Get Started' ⇒ /register. Used by Home, About Us and Services, over the public pages'
 * fetch caller (no Apollo on the public pages).
 */
import { Link } from 'react-router-dom';
import { Alert, Badge, Button, Card, Group, List, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { PublicPlansDocument, type PublicPlansQuery } from './plans.generated';
import { usePublicQuery } from '../../lib/publicGraphql';
import { formatMoney, formatPercent } from '../../lib/money';
import { errorMessage } from '../../lib/notify';
import { isPositive } from '../money/amount';

export type PublicPlan = PublicPlansQuery['plans'][number];

/** '$100.00 – $1,000.00', or '$100.00 and up' when the plan has no upper limit (max 0). */
export function planRange(plan: Pick<PublicPlan, 'minAmount' | 'maxAmount'>): string {
  return isPositive(plan.maxAmount) ? `${formatMoney(plan.minAmount)} – ${formatMoney(plan.maxAmount)}` : `${formatMoney(plan.minAmount)} and up`;
}

export function planPeriod(months: number): string {
  return `${months} ${months === 1 ? 'month' : 'months'}`;
}

export function PlanCard({ plan, ctaLabel = 'Get Started', ctaTo = '/register' }: { plan: PublicPlan; ctaLabel?: string; ctaTo?: string }) {
  return (
    <Card withBorder radius="md" padding="lg" h="100%" data-testid="plan-card">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={4}>{plan.name}</Title>
          <Badge variant="light" color="teal">
            {formatPercent(plan.roiDay)} daily
          </Badge>
        </Group>
        <Text fw={800} style={{ fontSize: '1.75rem' }} lh={1.1}>
          {formatMoney(plan.price)}
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>
            Amount: <b>{planRange(plan)}</b>
          </List.Item>
          <List.Item>
            Daily ROI: <b>{formatPercent(plan.roiDay)}</b>
          </List.Item>
          <List.Item>
            Period: <b>{planPeriod(plan.periodMonths)}</b>
          </List.Item>
        </List>
        {plan.description ? (
          <Text size="sm" c="dimmed" style={{ flex: 1 }}>
            {plan.description}
          </Text>
        ) : (
          <div style={{ flex: 1 }} />
        )}
        <Button component={Link} to={ctaTo} fullWidth aria-label={`${ctaLabel} with ${plan.name}`}>
          {ctaLabel}
        </Button>
      </Stack>
    </Card>
  );
}

/** The list of active plans with loading, empty and error states. */
export function PlanList({ ctaLabel, ctaTo }: { ctaLabel?: string; ctaTo?: string }) {
  const { data, loading, error } = usePublicQuery<PublicPlansQuery>(PublicPlansDocument);
  if (loading && !data) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" role="status" aria-busy="true" aria-label="Loading plans">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={280} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (error && !data) {
    return (
      <Alert color="red" title="Plans could not be loaded">
        {errorMessage(error)}
      </Alert>
    );
  }
  const plans = (data?.plans ?? []).filter((p) => p.isActive);
  if (!plans.length) {
    return <Text c="dimmed">New plans will be published here soon.</Text>;
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
      {plans.map((plan) => (
        <PlanCard key={plan.id} plan={plan} ctaLabel={ctaLabel} ctaTo={ctaTo} />
      ))}
    </SimpleGrid>
  );
}

/**
 * The product at a glance for the home page's hero (issue 20 item 14): the plans on offer, each
 * with its range, daily ROI and period, from the server (nothing while they load or fail).
 */
export function HeroProduct() {
  const { data } = usePublicQuery<PublicPlansQuery>(PublicPlansDocument);
  const plans = (data?.plans ?? []).filter((p) => p.isActive).slice(0, 3);
  if (!plans.length) return null;
  return (
    <Card withBorder radius="lg" padding="lg" shadow="md" data-testid="hero-product">
      <Stack gap="sm">
        <Text fw={700}>Plans on offer</Text>
        {plans.map((p) => (
          <Group key={p.id} justify="space-between" wrap="nowrap" gap="sm">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={600}>{p.name}</Text>
              <Text size="xs" c="dimmed">
                {planRange(p)} · {planPeriod(p.periodMonths)}
              </Text>
            </Stack>
            <Badge variant="light" color="teal" size="lg">
              {formatPercent(p.roiDay)} daily
            </Badge>
          </Group>
        ))}
        <Text size="xs" c="dimmed">
          Every credit and debit shows in your ledger; withdrawals go to your own payout address.
        </Text>
      </Stack>
    </Card>
  );
}
