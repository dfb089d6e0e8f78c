/** 'Redeem Code' on the member's Plans page (PAGES §2.2): an e-pin activates the account. */
import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useRedeemCode } from '../hooks';
import { validateCode } from '../rules';

export function RedeemCodeBox() {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { redeem, loading } = useRedeemCode();
  const submit = async () => {
    const problem = validateCode(code);
    setError(problem);
    if (problem) return;
    const outcome = await redeem(code);
    if (outcome.ok) setCode('');
    else setError(outcome.error);
  };
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={4}>Redeem Code</Title>
        <Text size="sm" c="dimmed">
          Have an e-pin? Redeem it to activate your account.
        </Text>
        <Group align="flex-start" gap="xs">
          <TextInput
            aria-label="E-pin code"
            placeholder="E-pin code"
            value={code}
            onChange={(e) => {
              setCode(e.currentTarget.value);
              setError(null);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') void submit();
            }}
            error={error}
            style={{ flex: 1 }}
          />
          <Button leftSection={<IconKey size={16} />} onClick={() => void submit()} loading={loading}>
            Redeem
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
