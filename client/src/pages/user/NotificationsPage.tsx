/**
 * /user/notification — 'Notifications' (PAGES §2.2): title, message, image, time, unread dot;
 * filter All/Unread; 'Mark as seen', 'Mark all as seen'. Live: the header bell's subscription
 * refetches this list when a notification arrives (no toast on this page).
 */
import { useState } from 'react';
import { Badge, Box, Button, Group, Image, Pagination, Paper, SegmentedControl, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { useListMyNotificationsQuery } from '../../modules/notifications/notifications.generated';
import { errorMessage } from '../../lib/notify';
import { formatDateTime } from '../../lib/money';
import { useNotificationActions } from '../../modules/notifications/useNotificationActions';

const PAGE_SIZE = 20;

export default function NotificationsPage() {
  const [filter, setFilter] = useState<'all' | 'unread'>('all');
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useListMyNotificationsQuery({
    variables: { area: 'MEMBER', unseenOnly: filter === 'unread', page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const { markSeen, markAllSeen, busy } = useNotificationActions('MEMBER');
  const list = data?.myNotifications;

  return (
    <>
      <PageHeader
        title="Notifications"
        actions={
          <Button variant="light" leftSection={<IconChecks size={16} />} onClick={() => void markAllSeen()} disabled={!list?.unseen} loading={busy}>
            Mark all as seen
          </Button>
        }
      />
      <Group mb="md" justify="space-between">
        <SegmentedControl
          aria-label="Filter"
          value={filter}
          onChange={(v) => {
            setFilter(v as 'all' | 'unread');
            setPage(1);
          }}
          data={[
            { value: 'all', label: 'All' },
            { value: 'unread', label: 'Unread' },
          ]}
        />
        {list ? <Badge variant="light">{list.unseen} unread</Badge> : null}
      </Group>
      <QueryState loading={loading && !data} error={error ? errorMessage(error) : null} onRetry={() => void refetch()} loadingText="Loading notifications...">
        {list && list.items.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            No notifications available
          </Text>
        ) : (
          <Stack gap="sm">
            {list?.items.map((n) => (
              <Paper key={n.id} withBorder p="md" radius="md" data-testid="notification-item">
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <Group gap="sm" align="flex-start" wrap="nowrap">
                    <Box w={10} h={10} mt={6} bg={n.seen ? 'transparent' : 'blue'} style={{ borderRadius: 10, flex: 'none' }} aria-hidden />
                    {n.seen ? null : <VisuallyHidden>Unread:</VisuallyHidden>}
                    <Stack gap={4}>
                      <Text fw={n.seen ? 500 : 700}>{n.title}</Text>
                      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                        {n.message}
                      </Text>
                      {n.imageUrl ? <Image src={n.imageUrl} alt={n.title} maw={360} radius="sm" /> : null}
                      <Text size="xs" c="dimmed">
                        {formatDateTime(n.createdAt)}
                        {n.seenAt ? ` · seen ${formatDateTime(n.seenAt)}` : ''}
                      </Text>
                    </Stack>
                  </Group>
                  {!n.seen ? (
                    <Button size="xs" variant="default" onClick={() => void markSeen(n.id)}>
                      Mark as seen
                    </Button>
                  ) : null}
                </Group>
              </Paper>
            ))}
            {list && list.total > PAGE_SIZE ? <Pagination value={page} onChange={setPage} total={Math.ceil(list.total / PAGE_SIZE)} /> : null}
          </Stack>
        )}
      </QueryState>
    </>
  );
}
