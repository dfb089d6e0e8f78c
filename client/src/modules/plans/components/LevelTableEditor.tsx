/** A level % panel (levels 1–20): edit and 'Save Levels' (PAGES §2.3, §4). */
import { useState } from 'react';
import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { LevelTable } from '../../../generated/types';
import { useSaveLevels } from '../hooks';
import { LEVELS, validateLevels } from '../rules';

export interface LevelTableEditorProps {
  table: LevelTable;
  title: string;
  description: string;
  rates: string[] | undefined;
  loading?: boolean;
}

function Editor({ table, title, description, rates }: LevelTableEditorProps & { rates: string[] }) {
  const [values, setValues] = useState<string[]>(() => Array.from({ length: LEVELS }, (_x, i) => rates[i] ?? '0'));
  const [errors, setErrors] = useState<Array<string | null>>([]);
  const { save, loading } = useSaveLevels(table);
  const submit = async () => {
    const found = validateLevels(values);
    setErrors(found);
    if (found.some(Boolean)) return;
    await save(values);
  };
  const total = values.reduce((s, v) => s + (Number(v) || 0), 0);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <Stack gap={2}>
            <Title order={4}>{title}</Title>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </Stack>
          <Text size="sm" c="dimmed" data-testid={`levels-total-${table}`}>
            Total {total.toFixed(3).replace(/\.?0+$/, '')} %
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 2, xs: 4, md: 5 }} spacing="xs">
          {values.map((v, i) => (
            <TextInput
              key={i}
              label={`Level ${i + 1}`}
              rightSection="%"
              inputMode="decimal"
              value={v}
              error={errors[i]}
              onChange={(e) => {
                const next = e.currentTarget.value;
                setValues((x) => x.map((old, j) => (j === i ? next : old)));
                setErrors((x) => x.map((old, j) => (j === i ? null : old)));
              }}
            />
          ))}
        </SimpleGrid>
        <Group>
          <Button leftSection={<IconDeviceFloppy size={16} />} onClick={() => void submit()} loading={loading}>
            Save Levels
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

export function LevelTableEditor(props: LevelTableEditorProps) {
  if (props.loading || !props.rates) return <Skeleton height={260} radius="md" />;
  // Re-mount when the saved table changes, so the inputs show the server's values.
  return <Editor key={props.rates.join('|')} {...props} rates={props.rates} />;
}
