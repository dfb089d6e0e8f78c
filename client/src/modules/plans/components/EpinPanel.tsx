/** The e-pin codes panel of /admin/activation/plan: Code, Status, Used By, Used At; 'Generate' → createCodes(count). */
import { useState } from 'react';
import { Badge, Button, Group, NumberInput, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { DataTable, type Column } from '../../../components/DataTable';
import { useCodesQuery, type EpinFieldsFragment } from '../desk.generated';
import { formatDateTime } from '../../../lib/money';
import { errorMessage } from '../../../lib/notify';
import { useGenerateCodes } from '../hooks';

const PAGE_SIZE = 20;

export function EpinPanel() {
  const [status, setStatus] = useState('all');
  const [page, setPage] = useState(1);
  const [count, setCount] = useState<number | string>(10);
  const [countError, setCountError] = useState<string | null>(null);
  const codes = useCodesQuery({ variables: { status: status === 'all' ? null : status, page, pageSize: PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  const { generate, loading } = useGenerateCodes();
  const submit = async () => {
    const n = Number(count);
    if (!Number.isInteger(n) || n < 1 || n > 1000) {
      setCountError('Generate 1 to 1,000 codes');
      return;
    }
    setCountError(null);
    const outcome = await generate(n);
    if (outcome.ok) setPage(1);
  };
  const columns: Column<EpinFieldsFragment>[] = [
    { key: 'code', header: 'Code', render: (e) => <Text ff="monospace">{e.code}</Text>, csv: (e) => e.code },
    {
      key: 'status',
      header: 'Status',
      render: (e) => (
        <Badge color={e.status === 'used' ? 'gray' : 'green'} variant="light">
          {e.status}
        </Badge>
      ),
      csv: (e) => e.status,
    },
    { key: 'usedBy', header: 'Used By', render: (e) => (e.usedBy ? `Member #${e.usedBy}` : '—') },
    { key: 'usedAt', header: 'Used At', render: (e) => formatDateTime(e.usedAt) },
    { key: 'created', header: 'Created At', render: (e) => formatDateTime(e.createdAt) },
  ];
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Stack gap={2}>
            <Title order={4}>E-pin codes</Title>
            <Text size="sm" c="dimmed">
              A member redeems one code on the Plans page to activate the account.
            </Text>
          </Stack>
          <Group align="flex-end" gap="xs">
            <NumberInput label="How many" min={1} max={1000} value={count} onChange={setCount} error={countError} w={120} allowDecimal={false} />
            <Button onClick={() => void submit()} loading={loading}>
              Generate
            </Button>
          </Group>
        </Group>
        <SegmentedControl
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
          data={[
            { value: 'all', label: 'All' },
            { value: 'unused', label: 'Unused' },
            { value: 'used', label: 'Used' },
          ]}
          w="fit-content"
        />
        <DataTable
          columns={columns}
          rows={codes.data?.codes.items}
          rowKey={(e) => e.id}
          loading={codes.loading && !codes.data}
          error={codes.error && !codes.data ? errorMessage(codes.error) : null}
          emptyText="No e-pins yet"
          exportName="epins"
          paging={{ page, pageSize: PAGE_SIZE, total: codes.data?.codes.total ?? 0, onPageChange: setPage }}
        />
      </Stack>
    </Paper>
  );
}
