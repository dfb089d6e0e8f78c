/** The latest sign-ups on the admin dashboard, each linking to the member's profile. */
import { Link } from 'react-router-dom';
import { Anchor, Group, Paper, Title } from '@mantine/core';
import { DataTable, type Column } from '../../../components/DataTable';
import { formatDateTime } from '../../../lib/money';
import type { AdminDashboardQuery } from '../graphql/dashboard.generated';
import { adminMemberPath } from '../../../app/routes/paths';

type Signup = AdminDashboardQuery['adminOverview']['recentSignups'][number];

export function RecentSignups({ rows }: { rows: Signup[] }) {
  const columns: Column<Signup>[] = [
    {
      key: 'username',
      header: 'Username',
      render: (m) => (
        <Anchor component={Link} to={adminMemberPath(m.id)} size="sm">
          {m.username}
        </Anchor>
      ),
      csv: (m) => m.username,
    },
    { key: 'name', header: 'Name', render: (m) => m.fullname },
    { key: 'email', header: 'E-mail', render: (m) => m.email },
    { key: 'joined', header: 'Joined', render: (m) => formatDateTime(m.createdAt) },
    {
      key: 'view',
      header: 'Action',
      render: (m) => (
        <Anchor component={Link} to={adminMemberPath(m.id)} size="sm" aria-label={`View ${m.username}`}>
          View
        </Anchor>
      ),
      csv: () => '',
    },
  ];
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h5">
          Recent sign-ups
        </Title>
        <Anchor component={Link} to="/admin/user/all" size="sm">
          All users
        </Anchor>
      </Group>
      <DataTable columns={columns} rows={rows} rowKey={(m) => m.id} />
    </Paper>
  );
}
