/** /admin/ticket/{ticketId} — 'Ticket #{ticketId}' (PAGES §2.3): member card, status select, thread and reply box; live (§5). */
import { Link, useParams } from 'react-router-dom';
import { Anchor, Grid, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import type { TicketStatus } from '../../generated/types';
import { formatDateTime } from '../../lib/money';
import { TicketStatusBadge } from '../../modules/tickets/components/TicketStatusBadge';
import { TicketThread } from '../../modules/tickets/components/TicketThread';
import { PRIORITY_LABELS, TICKET_STATUSES, TICKET_STATUS_LABELS } from '../../modules/tickets/labels';
import { useTicketThread } from '../../modules/tickets/useTicketThread';
import { adminMemberPath } from '../../app/routes/paths';

export default function AdminTicketPage() {
  const { ticketId = '' } = useParams();
  const t = useTicketThread(Number(ticketId));

  return (
    <>
      <PageHeader title={`Ticket #${ticketId}`} />
      <QueryState loading={t.loading} error={t.error} onRetry={() => void t.refetch()}>
        {t.ticket ? (
          <Grid>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Stack>
                <Paper withBorder p="md" radius="md">
                  <Title order={3} size="h5" mb="xs">
                    Member
                  </Title>
                  <Text fw={600}>{t.ticket.member?.fullname ?? '—'}</Text>
                  <Text size="sm">{t.ticket.member?.username}</Text>
                  <Text size="sm" c="dimmed">
                    {t.ticket.email}
                  </Text>
                  {t.ticket.member ? (
                    <Anchor component={Link} to={adminMemberPath(t.ticket.member.id)} size="sm">
                      View profile
                    </Anchor>
                  ) : null}
                </Paper>
                <Paper withBorder p="md" radius="md">
                  <Select
                    label="Status"
                    data={TICKET_STATUSES.map((s) => ({ value: s, label: TICKET_STATUS_LABELS[s] }))}
                    value={t.ticket.status}
                    allowDeselect={false}
                    disabled={t.settingStatus}
                    onChange={(v) => v && v !== t.ticket?.status && void t.changeStatus(v as TicketStatus)}
                  />
                  <Text size="sm" c="dimmed" mt="xs">
                    {t.ticket.category} · {PRIORITY_LABELS[t.ticket.priority]} priority
                  </Text>
                  <Text size="sm" c="dimmed">
                    Opened {formatDateTime(t.ticket.createdAt)} · updated {formatDateTime(t.ticket.updatedAt)}
                  </Text>
                </Paper>
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Paper withBorder p="md" radius="md">
                <Group justify="space-between" mb="sm" wrap="wrap">
                  <Title order={3} size="h4">
                    {t.ticket.subject}
                  </Title>
                  <TicketStatusBadge status={t.ticket.status} />
                </Group>
                <TicketThread
                  opening={{ text: t.ticket.description, createdAt: t.ticket.createdAt }}
                  thread={t.thread}
                  viewer="admin"
                  closed={t.ticket.status === 'CLOSED'}
                  sending={t.sending}
                  onReply={t.reply}
                />
              </Paper>
            </Grid.Col>
          </Grid>
        ) : null}
      </QueryState>
    </>
  );
}
