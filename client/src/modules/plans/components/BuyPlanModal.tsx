/**
 * 'Buy' on the member's Plans page (PAGES §2.2): the amount (within the plan's range, not below the
 * running plan), the Active Wallet before and after, the top-up quote, then topUp for oneself.
 */
import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { formatMoney } from '../../../lib/money';
import { normalizeAmount, toUnits, unitsToDecimal } from '../../money/amount';
import type { PlanFieldsFragment } from '../desk.generated';
import { planRange } from '../PlanCards';
import { useBuyPlan } from '../hooks';
import { validateTopUpAmount } from '../rules';
import { quoteLines, TopUpQuotePanel, useTopUpQuote } from './TopUpQuotePanel';

export function BuyPlanModal({ plan, active, runningPlan, onClose }: { plan: PlanFieldsFragment; active: string | undefined; runningPlan: string | null; onClose: () => void }) {
  const [amount, setAmount] = useState(plan.price);
  const [error, setError] = useState<string | null>(null);
  const { buy, loading } = useBuyPlan();
  const value = normalizeAmount(amount);
  const valid = validateTopUpAmount(amount, plan, active, runningPlan) === null ? value : null;
  const quote = useTopUpQuote({ planId: plan.id, amount: valid });
  const after = value ? unitsToDecimal((toUnits(active) ?? 0n) - (toUnits(value) ?? 0n), true) : null;
  const submit = async () => {
    const problem = validateTopUpAmount(amount, plan, active, runningPlan);
    setError(problem);
    if (problem || !value || quote.blockedReason) return;
    const outcome = await buy({ planId: plan.id, planName: plan.name, amount: value, activeBalance: active, terms: quote.quote ? quoteLines(quote.quote, false) : undefined });
    if (outcome.ok) onClose();
    else if (outcome.fieldErrors?.amount) setError(outcome.error);
  };
  return (
    <Modal opened onClose={onClose} title={`Buy ${plan.name}`} centered size="lg">
      <Stack gap="sm">
        <TextInput
          label="Amount"
          leftSection="$"
          inputMode="decimal"
          value={amount}
          onChange={(e) => {
            setAmount(e.currentTarget.value);
            setError(null);
          }}
          error={error}
          description={`${planRange(plan)}${runningPlan ? ` · not below your running plan (${formatMoney(runningPlan)})` : ''}`}
          data-autofocus
        />
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            Active Wallet before
          </Text>
          <Text size="sm" fw={600}>
            {formatMoney(active)}
          </Text>
        </Group>
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            Active Wallet after
          </Text>
          <Text size="sm" fw={600} c={after && after.startsWith('-') ? 'red' : undefined}>
            {after ? formatMoney(after) : '—'}
          </Text>
        </Group>
        <TopUpQuotePanel state={quote} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={loading} disabled={!!quote.blockedReason} leftSection={<IconShoppingCart size={16} />}>
            Buy
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
