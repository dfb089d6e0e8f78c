import { Link } from 'react-router-dom';
import { Button, Center, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconUserCheck, IconUserOff, IconUsers } from '@tabler/icons-react';
import { DataTable, type Column } from '../../../components/DataTable';
import { useTeamFiguresQuery } from '../team.generated';
import { formatDate, formatMoney } from '../../../lib/money';
import { StatCard } from '../../../components/StatCard';
import { useDirectMembers } from '../hooks/useDirectMembers';
import type { TeamNode } from '../treeData';
import { MemberStatusBadge } from './MemberStatusBadge';
import { adminMemberPath } from '../../../app/routes/paths';

/** 'Active Plan': the member's running principal, with the plan name when there is one. */
export function ActivePlan({ node }: { node: Pick<TeamNode, 'ownBusiness' | 'planName'> }) {
  return (
    <Text size="sm" component="span">
      {formatMoney(node.ownBusiness)}
      {node.planName ? (
        <Text span size="xs" c="dimmed">
          {' '}
          · {node.planName}
        </Text>
      ) : null}
    </Text>
  );
}

/**
 * Cards Total/Active/Inactive and the direct members table (S. No, Username, Full Name, E-Mail,
 * Active Plan, Status, Joined), 50 at a time with "Load more". `adminActions` adds the admin links.
 */
export function DirectMembersTable({ memberId, adminActions = false }: { memberId?: number; adminActions?: boolean }) {
  const d = useDirectMembers(memberId);
  const figures = useTeamFiguresQuery({ variables: { memberId }, fetchPolicy: 'cache-and-network' });
  const s = figures.data?.teamSummary;
  const columns: Column<TeamNode>[] = [
    { key: 'sno', header: 'S. No', render: (_r, i) => i + 1 },
    {
      key: 'username',
      header: 'Username',
      render: (r) => (adminActions ? <Link to={adminMemberPath(r.id)}>{r.username}</Link> : r.username),
      csv: (r) => r.username,
    },
    { key: 'fullname', header: 'Full Name', render: (r) => r.fullname },
    { key: 'email', header: 'E-Mail', render: (r) => r.email },
    { key: 'plan', header: 'Active Plan', render: (r) => <ActivePlan node={r} />, csv: (r) => formatMoney(r.ownBusiness) },
    { key: 'status', header: 'Status', render: (r) => <MemberStatusBadge isActive={r.isActive} status={r.status} />, csv: (r) => (r.isActive ? 'Active' : 'Inactive') },
    { key: 'joined', header: 'Joined', render: (r) => formatDate(r.joinedAt) },
  ];
  if (adminActions) {
    columns.push({
      key: 'action',
      header: 'Action',
      render: (r) => (
        <Group gap={4} wrap="nowrap">
          <Button component={Link} to={adminMemberPath(r.id)} size="compact-xs" variant="light" aria-label={`View ${r.username}`}>
            View
          </Button>
          <Button component={Link} to={`/admin/refferal-table/${encodeURIComponent(r.referralCode)}`} size="compact-xs" variant="default" aria-label={`Directs of ${r.username}`}>
            Directs
          </Button>
          <Button component={Link} to={`/admin/refferal/${encodeURIComponent(r.referralCode)}`} size="compact-xs" variant="default" aria-label={`Tree of ${r.username}`}>
            Tree
          </Button>
        </Group>
      ),
      csv: () => '',
    });
  }

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <StatCard label="Total" value={String(s?.directCount ?? 0)} icon={IconUsers} loading={!s && figures.loading} testId="directs-total" />
        <StatCard label="Active" value={String(s?.activeDirects ?? 0)} icon={IconUserCheck} color="green" loading={!s && figures.loading} testId="directs-active" />
        <StatCard label="Inactive" value={String((s?.directCount ?? 0) - (s?.activeDirects ?? 0))} icon={IconUserOff} color="gray" loading={!s && figures.loading} testId="directs-inactive" />
      </SimpleGrid>
      <DataTable
        columns={columns}
        rows={d.rows}
        rowKey={(r) => r.id}
        loading={d.loading}
        error={d.error}
        searchable
        searchPlaceholder="Search by username, name or email"
        exportName="direct-members"
        emptyText="No direct members yet"
      />
      {d.hasMore ? (
        <Center>
          <Button variant="light" loading={d.loadingMore} onClick={() => void d.loadMore()}>
            Load more ({d.rows?.length ?? 0} of {d.total})
          </Button>
        </Center>
      ) : null}
    </Stack>
  );
}
