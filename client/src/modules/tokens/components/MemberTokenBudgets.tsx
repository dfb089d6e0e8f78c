/**
 * A member's API tokens on the admin member profile (staff:manage, issue 18 item 2): what each token
 * may do, when it was last used, and its GraphQL cost budget per minute, which staff raise for a
 * partner app that needs more (or reset to the default).
 */
import { useState } from 'react';
import { Button, Group, Modal, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { IconGauge } from '@tabler/icons-react';
import { perform } from '../../money/action';
import { errorMessage } from '../../../lib/notify';
import { useMemberApiTokensQuery, useSetApiTokenBudgetMutation } from '../tokens.generated';
import type { ApiToken } from '../hooks/useApiTokens';
import { TokenList } from './TokenList';

export const MAX_TOKEN_BUDGET = 10_000_000;

/** Saves a token's budget (null: back to the default), with a toast either way. */
export function useSetTokenBudget() {
  const [mutate, { loading }] = useSetApiTokenBudgetMutation();
  const save = (token: ApiToken, budget: number | null) =>
    perform(() => mutate({ variables: { id: token.id, budget } }), {
      success: budget === null ? `"${token.name}" is back on the default budget` : `"${token.name}" may spend ${budget.toLocaleString('en-US')} a minute`,
      fallback: 'The budget could not be changed.',
    });
  return { save, saving: loading };
}

function BudgetModal({ token, onClose }: { token: ApiToken; onClose: () => void }) {
  const [value, setValue] = useState<number | string>(token.costBudget ?? '');
  const { save, saving } = useSetTokenBudget();
  const budget = value === '' ? null : Number(value);
  const invalid = budget !== null && (!Number.isInteger(budget) || budget < 1 || budget > MAX_TOKEN_BUDGET);
  return (
    <Modal opened onClose={onClose} title={`Budget of "${token.name}"`} centered>
      <form
        onSubmit={async (e) => {
          e.preventDefault();
          if (invalid) return;
          if ((await save(token, budget)).ok) onClose();
        }}
      >
        <Stack gap="md">
          <NumberInput
            label="GraphQL cost per minute"
            description="Empty: the platform default for tokens"
            value={value}
            onChange={setValue}
            min={1}
            max={MAX_TOKEN_BUDGET}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            error={invalid ? `A whole number from 1 to ${MAX_TOKEN_BUDGET.toLocaleString('en-US')}` : undefined}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving} disabled={invalid}>
              Save budget
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export function MemberTokenBudgets({ memberId }: { memberId: number }) {
  const { data, loading, error } = useMemberApiTokensQuery({ variables: { memberId }, fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<ApiToken | null>(null);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="member-tokens-title">
      <Stack gap="sm">
        <Title order={4} id="member-tokens-title">
          API tokens
        </Title>
        <TokenList
          tokens={data?.memberApiTokens ?? []}
          loading={loading && !data}
          error={error && !data ? errorMessage(error) : null}
          emptyText="This member has no live API tokens."
          caption="The member's API tokens"
          action={{
            header: 'Budget per minute',
            render: (t) => (
              <Group gap="xs" wrap="nowrap">
                <Text size="sm">{t.costBudget === null || t.costBudget === undefined ? 'Default' : t.costBudget.toLocaleString('en-US')}</Text>
                <Button size="xs" variant="light" leftSection={<IconGauge size={14} />} onClick={() => setEditing(t)} aria-label={`Change the budget of ${t.name}`}>
                  Change
                </Button>
              </Group>
            ),
          }}
        />
      </Stack>
      {editing ? <BudgetModal token={editing} onClose={() => setEditing(null)} /> : null}
    </Paper>
  );
}
