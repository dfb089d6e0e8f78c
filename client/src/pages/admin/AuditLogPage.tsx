/**
 * /admin/audit-log — 'Audit log': every admin action (who, what, on which record, when) with the
 * record before and after the change; filters by day range, admin and action; streamed CSV export.
 */
import { useState } from 'react';
import { Button, Code, Modal, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PageHeader } from '../../components/PageHeader';
import { DataTable, type Column } from '../../components/DataTable';
import { formatDateTime } from '../../lib/money';
import { errorMessage } from '../../lib/notify';
import { useAuditActionsQuery, useAuditLogQuery, type AuditLogQuery } from '../../modules/console/console.generated';
import { exportUrl } from '../../modules/console/exportUrl';
import { EMPTY_FILTER, ReportFilters, toFilterInput, type AppliedFilter } from '../../modules/console/components/ReportFilters';

type Entry = AuditLogQuery['auditLog']['items'][number];

const PAGE_SIZE = 10;

/** Pretty JSON for the before/after panes; text that is not JSON shows as is. */
export function prettyJson(text: string | null | undefined): string {
  if (text === null || text === undefined || text === 'null') return '—';
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

function ChangeModal({ entry, onClose }: { entry: Entry | null; onClose: () => void }) {
  return (
    <Modal opened={!!entry} onClose={onClose} title={entry ? `${entry.action} · ${entry.target}` : ''} size="xl">
      {entry ? (
        <Stack>
          <Text size="sm">{`${entry.actorEmail ?? `Admin #${entry.actorId}`} · ${formatDateTime(entry.createdAt)}`}</Text>
          {entry.details ? (
            <div>
              <Title order={4} size="h6">
                Details
              </Title>
              <Code block>{prettyJson(entry.details)}</Code>
            </div>
          ) : null}
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <div>
              <Title order={4} size="h6">
                Before
              </Title>
              <Code block>{prettyJson(entry.before)}</Code>
            </div>
            <div>
              <Title order={4} size="h6">
                After
              </Title>
              <Code block>{prettyJson(entry.after)}</Code>
            </div>
          </SimpleGrid>
        </Stack>
      ) : null}
    </Modal>
  );
}

export default function AuditLogPage() {
  const [filter, setFilter] = useState<AppliedFilter>(EMPTY_FILTER);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Entry | null>(null);
  const input = toFilterInput(filter);
  const actions = useAuditActionsQuery({ fetchPolicy: 'cache-and-network' });
  const { data, loading, error } = useAuditLogQuery({ variables: { filter: input, page, pageSize: PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  const columns: Column<Entry>[] = [
    { key: 'id', header: 'ID', render: (e) => e.id },
    { key: 'when', header: 'When', render: (e) => formatDateTime(e.createdAt) },
    { key: 'who', header: 'Admin', render: (e) => e.actorEmail ?? `#${e.actorId}` },
    { key: 'action', header: 'Action', render: (e) => e.action },
    { key: 'target', header: 'Record', render: (e) => e.target },
    {
      key: 'change',
      header: 'Change',
      render: (e) => (
        <Button size="xs" variant="light" onClick={() => setOpen(e)} aria-label={`${e.before || e.after ? 'Before / after' : 'Details'} of change ${e.id}`}>
          {e.before || e.after ? 'Before / after' : 'Details'}
        </Button>
      ),
      csv: () => '',
    },
  ];
  return (
    <>
      <PageHeader title="Audit log" subtitle="Every admin action: who, what, when, and the record before and after." />
      <Stack>
        <Paper withBorder p="md" radius="md">
          <ReportFilters
            kinds={actions.data?.auditActions ?? []}
            kindLabel="Action"
            memberLabel="Admin ID"
            onApply={(f) => {
              setFilter(f);
              setPage(1);
            }}
          />
        </Paper>
        <DataTable
          columns={columns}
          rows={data?.auditLog.items}
          rowKey={(e) => e.id}
          loading={loading}
          error={error && !data ? errorMessage(error) : null}
          exportHref={exportUrl('audit', input)}
          paging={data ? { page, pageSize: PAGE_SIZE, total: data.auditLog.total, onPageChange: setPage } : undefined}
        />
      </Stack>
      <ChangeModal entry={open} onClose={() => setOpen(null)} />
    </>
  );
}
