/** /user/queries/{ticketId} — 'Ticket #{ticketId}' (PAGES §2.2): subject, status, thread and reply box; live (§5); the owner may close. */
import { useParams } from 'react-router-dom';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { confirm } from '../../components/confirm';
import { formatDateTime } from '../../lib/money';
import { TicketStatusBadge } from '../../modules/tickets/components/TicketStatusBadge';
import { TicketThread } from '../../modules/tickets/components/TicketThread';
import { PRIORITY_LABELS } from '../../modules/tickets/labels';
import { useTicketThread } from '../../modules/tickets/useTicketThread';

export default function TicketPage() {
  const { ticketId = '' } = useParams();
  const id = Number(ticketId);
  const t = useTicketThread(id);
  const closed = t.ticket?.status === 'CLOSED';

  const close = async () => {
    if (await confirm({ title: 'Close this ticket?', message: 'You will not be able to reply once it is closed.', confirmLabel: 'Close ticket', danger: true })) await t.changeStatus('CLOSED');
  };

  return (
    <>
      <PageHeader
        title={`Ticket #${ticketId}`}
        actions={
          t.ticket && !closed ? (
            <Button variant="default" onClick={() => void close()} loading={t.settingStatus}>
              Close ticket
            </Button>
          ) : null
        }
      />
      <QueryState loading={t.loading} error={t.error} onRetry={() => void t.refetch()}>
        {t.ticket ? (
          <Stack gap="md">
            <Paper withBorder p="md" radius="md">
              <Group justify="space-between" wrap="wrap">
                <Title order={3} size="h4">
                  {t.ticket.subject}
                </Title>
                <TicketStatusBadge status={t.ticket.status} />
              </Group>
              <Text size="sm" c="dimmed">
                {t.ticket.category} · {PRIORITY_LABELS[t.ticket.priority]} priority · opened {formatDateTime(t.ticket.createdAt)}
              </Text>
            </Paper>
            <Paper withBorder p="md" radius="md">
              <TicketThread
                opening={{ text: t.ticket.description, createdAt: t.ticket.createdAt }}
                thread={t.thread}
                viewer="user"
                closed={closed}
                sending={t.sending}
                onReply={t.reply}
              />
            </Paper>
          </Stack>
        ) : null}
      </QueryState>
    </>
  );
}
