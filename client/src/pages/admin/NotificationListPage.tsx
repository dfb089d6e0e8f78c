/** /admin/notification/list — 'Notifications' (PAGES §2.3): ID, Title, Message, Type, Audience, Seen, Created At, Action (Delete, confirm). */
import { exportUrl } from '../../modules/console/exportUrl';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Badge, Button, Paper, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { PageHeader } from '../../components/PageHeader';
import { DataTable, type Column } from '../../components/DataTable';
import { confirm } from '../../components/confirm';
import { useDeleteNotificationMutation, useListNotificationsQuery, type ListNotificationsQuery } from '../../modules/notifications/notifications.generated';
import { errorMessage } from '../../lib/notify';
import { formatDateTime } from '../../lib/money';
import { runAction } from '../../lib/useMutationFlow';
import { NOTIFICATION_TYPE_LABELS } from '../../modules/notifications/compose';

type Row = ListNotificationsQuery['notifications']['items'][number];
const PAGE_SIZE = 20;

export default function NotificationListPage() {
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useListNotificationsQuery({ variables: { page, pageSize: PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  const [remove] = useDeleteNotificationMutation();

  const del = async (n: Row) => {
    if (!(await confirm({ title: 'Delete this notification?', details: [['Title', n.title]], message: 'It disappears from every recipient.', confirmLabel: 'Delete', danger: true }))) return;
    if (await runAction(() => remove({ variables: { id: n.id } }), 'Notification deleted successfully!')) await refetch();
  };

  const columns: Column<Row>[] = [
    { key: 'id', header: 'ID', render: (n) => n.id },
    { key: 'title', header: 'Title', render: (n) => n.title },
    { key: 'message', header: 'Message', render: (n) => <Text size="sm" lineClamp={2}>{n.message}</Text>, csv: (n) => n.message },
    { key: 'type', header: 'Type', render: (n) => NOTIFICATION_TYPE_LABELS[n.type] },
    { key: 'audience', header: 'Audience', render: (n) => (n.audience === 'ALL' ? 'All users' : `${n.recipients} member${n.recipients === 1 ? '' : 's'}`) },
    { key: 'seen', header: 'Seen', render: (n) => <Badge variant="light" data-testid="seen-count">{`${n.seenCount} / ${n.recipients}`}</Badge>, csv: (n) => `${n.seenCount}/${n.recipients}` },
    { key: 'created', header: 'Created At', render: (n) => formatDateTime(n.createdAt) },
    {
      key: 'action',
      header: 'Action',
      render: (n) => (
        <Button size="xs" color="red" variant="light" leftSection={<IconTrash size={14} />} onClick={() => void del(n)}>
          Delete
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Notifications"
        actions={
          <Button component={Link} to="/admin/notification" leftSection={<IconPlus size={16} />}>
            Send Notification
          </Button>
        }
      />
      <Paper withBorder p="md" radius="md">
        <DataTable
          columns={columns}
          rows={data?.notifications.items}
          rowKey={(n) => n.id}
          loading={loading}
          error={error ? errorMessage(error) : null}
          exportHref={exportUrl('notifications')}
          paging={data ? { page, pageSize: PAGE_SIZE, total: data.notifications.total, onPageChange: setPage } : undefined}
        />
      </Paper>
    </>
  );
}
