/**
 * /admin/jobs — 'Daily runs': the platform days' runs with each step's live progress (the
 * `dailyRunChanged` subscription, whichever replica runs the day), the settings snapshot a run used, a preview of a day's payouts (nothing posted)
 * and a manual run (runDay).
 */
import { useState } from 'react';
import { Alert, Badge, Button, Code, Group, Paper, Progress, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconEye, IconPlayerPlay } from '@tabler/icons-react';
import { PersonName } from '../../components/PersonName';
import { PageHeader } from '../../components/PageHeader';
import { useDailyRunChangedSubscription, useDailyRunsQuery, usePreviewDayLazyQuery, type DailyRunFieldsFragment } from '../../modules/income/income.generated';
import { formatDateTime, formatMoney } from '../../lib/money';
import { errorMessage } from '../../lib/notify';
import { kindLabel } from '../../modules/money/labels';
import { StatCard } from '../../components/StatCard';
import { useStaffAccess } from '../../modules/staff/access';
import { useRunDay } from '../../modules/income/hooks';
import { adminMemberPath } from '../../app/routes/paths';

function yesterday(): string {
  const d = new Date(Date.now() - 86_400_000);
  return d.toISOString().slice(0, 10);
}

const STATUS_COLOR: Record<string, string> = { DONE: 'green', RUNNING: 'blue', QUEUED: 'gray', FAILED: 'red' };

function RunCard({ run }: { run: DailyRunFieldsFragment }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={`run-${run.day}`}>
      <Group justify="space-between" mb="xs">
        <Title order={5}>{run.day}</Title>
        <Badge color={STATUS_COLOR[run.status] ?? 'gray'}>{run.status}</Badge>
      </Group>
      {/* The worker holding the day's lease and its last heartbeat (a stalled run is taken over within a minute). */}
      {run.worker ? (
        <Text size="sm" c="dimmed" mb="xs">
          Running on <Code>{run.worker}</Code>
          {run.heartbeatAt ? `, last heartbeat ${formatDateTime(run.heartbeatAt)}` : null}
        </Text>
      ) : run.status === 'QUEUED' ? (
        <Text size="sm" c="dimmed" mb="xs">
          Queued: a worker will take it.
        </Text>
      ) : null}
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Step</Table.Th>
            <Table.Th>Progress</Table.Th>
            <Table.Th style={{ textAlign: 'right' }}>Rows</Table.Th>
            <Table.Th style={{ textAlign: 'right' }}>Duration</Table.Th>
            <Table.Th>Finished</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {run.steps.map((s) => (
            <Table.Tr key={s.id}>
              <Table.Td>
                {s.step} {s.status !== 'DONE' ? <Badge size="xs" color={STATUS_COLOR[s.status] ?? 'gray'}>{s.status}</Badge> : null}
                {s.error ? <Text size="xs" c="red">{s.error}</Text> : null}
                {s.worker ? <Text size="xs" c="dimmed">by {s.worker}</Text> : null}
              </Table.Td>
              <Table.Td miw={160}>
                <Progress value={s.total ? (100 * s.done) / s.total : s.status === 'DONE' ? 100 : 0} aria-label={`${s.step} progress`} />
                <Text size="xs" c="dimmed">
                  {s.done}/{s.total} chunks
                </Text>
              </Table.Td>
              <Table.Td style={{ textAlign: 'right' }}>{s.rows}</Table.Td>
              <Table.Td style={{ textAlign: 'right' }}>{(s.durationMs / 1000).toFixed(2)} s</Table.Td>
              <Table.Td>{s.finishedAt ? formatDateTime(s.finishedAt) : '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed" mt="xs">
        {/* Wraps anywhere: the settings are one long JSON word that pushed the page sideways at 1366 px. */}
        Settings used: <Code style={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>{run.settings.length > 160 ? `${run.settings.slice(0, 160)}…` : run.settings}</Code>
      </Text>
    </Paper>
  );
}

export default function JobsPage() {
  const [date, setDate] = useState(yesterday());
  const runs = useDailyRunsQuery({ variables: { limit: 14 }, notifyOnNetworkStatusChange: true });
  // Live progress: a step's event updates its cached record (same id), so its bar moves at once; a
  // step not on the page yet (a new day) or one that ended refetches the list for the day's status.
  useDailyRunChangedSubscription({
    onData: ({ data }) => {
      const step = data.data?.dailyRunChanged;
      if (!step) return;
      const shown = runs.data?.dailyRuns.some((r) => r.steps.some((s) => s.id === step.id));
      if (!shown || step.status !== 'RUNNING') void runs.refetch();
    },
  });
  const [preview, previewState] = usePreviewDayLazyQuery({ fetchPolicy: 'network-only' });
  const { run, running: submitting } = useRunDay();
  const validDate = /^\d{4}-\d{2}-\d{2}$/.test(date);
  // Every role on this page may preview; running a day needs jobs:run.
  const canRun = useStaffAccess().can('jobs:run');

  return (
    <Stack gap="lg">
      <PageHeader title="Daily runs" />
      <Paper withBorder radius="md" p="md">
        <Group align="flex-end">
          <TextInput label="Platform day" description="YYYY-MM-DD, not in the future" value={date} onChange={(e) => setDate(e.currentTarget.value)} error={validDate ? undefined : 'Use YYYY-MM-DD'} />
          <Button variant="default" leftSection={<IconEye size={16} />} disabled={!validDate} loading={previewState.loading} onClick={() => void preview({ variables: { date } })}>
            Preview
          </Button>
          {canRun ? (
            <Button leftSection={<IconPlayerPlay size={16} />} disabled={!validDate} loading={submitting} onClick={() => void run(date)}>
              Run day
            </Button>
          ) : null}
        </Group>
        {previewState.error ? <Alert color="red" mt="md">{errorMessage(previewState.error, 'Preview failed')}</Alert> : null}
        {previewState.data ? (
          <Stack gap="sm" mt="md" data-testid="preview">
            <Text fw={600}>Preview of {previewState.data.previewDay.day} (nothing posted)</Text>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {previewState.data.previewDay.totals.map((t) => (
                <StatCard key={t.kind} label={kindLabel(t.kind)} value={formatMoney(t.amount)} hint={`${t.members} members`} />
              ))}
            </SimpleGrid>
            <Text size="sm" fw={600}>
              Top earners
            </Text>
            <Table>
              <Table.Tbody>
                {previewState.data.previewDay.topEarners.map((e) => (
                  <Table.Tr key={e.memberId}>
                    <Table.Td>
                      <PersonName name={e.member?.fullname} code={e.member?.referralCode ?? `#${e.memberId}`} to={adminMemberPath(e.memberId)} />
                    </Table.Td>
                    <Table.Td style={{ textAlign: 'right' }}>{formatMoney(e.amount)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        ) : null}
      </Paper>
      {runs.error && !runs.data ? <Alert color="red">{errorMessage(runs.error, 'Failed to load the runs')}</Alert> : null}
      {runs.data && !runs.data.dailyRuns.length ? <Alert color="gray">No day has been run yet.</Alert> : null}
      {runs.data?.dailyRuns.map((r) => <RunCard key={r.day} run={r} />)}
    </Stack>
  );
}
