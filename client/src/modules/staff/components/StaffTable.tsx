/**
 * The staff team (PAGES §2.3 /admin/staff): Name, Email, Role (a select: change → confirm →
 * setStaffRole), State (Active / Invited / Deactivated), Last login, and Deactivate / Reactivate
 * (confirm). Nobody deactivates themselves (the server refuses it too).
 */
import { Badge, Button, NativeSelect, Stack, Text } from '@mantine/core';
import { DataTable, type Column } from '../../../components/DataTable';
import { formatDateTime } from '../../../lib/money';
import { errorMessage } from '../../../lib/notify';
import type { StaffRole, StaffState } from '../../../generated/types';
import { useStaffAccess } from '../access';
import { useStaffActions } from '../hooks/useStaffActions';
import { roleLabel } from '../permissions';
import { useStaffTeamQuery, type StaffFieldsFragment } from '../staff.generated';

const STATE: Record<StaffState, { label: string; color: string }> = {
  ACTIVE: { label: 'Active', color: 'green' },
  INVITED: { label: 'Invited', color: 'yellow' },
  DEACTIVATED: { label: 'Deactivated', color: 'gray' },
};

export const STAFF_ROLES: StaffRole[] = ['OWNER', 'FINANCE', 'SUPPORT', 'CONTENT', 'ANALYST'];

export function StaffStateBadge({ state }: { state: StaffState }) {
  const s = STATE[state] ?? { label: state, color: 'blue' };
  return (
    <Badge color={s.color} variant="light" style={{ minWidth: 'max-content' }}>
      {s.label}
    </Badge>
  );
}

export function StaffTable() {
  const { data, loading, error } = useStaffTeamQuery({ fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const { adminId } = useStaffAccess();
  const { changeRole, deactivate, reactivate, busyId } = useStaffActions();
  const isMe = (s: StaffFieldsFragment) => adminId !== null && Number(s.id) === adminId;

  const columns: Column<StaffFieldsFragment>[] = [
    {
      key: 'name',
      header: 'Name',
      render: (s) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {s.fullname}
          </Text>
          {isMe(s) ? (
            <Text size="xs" c="dimmed">
              You
            </Text>
          ) : null}
        </Stack>
      ),
      csv: (s) => s.fullname,
    },
    { key: 'email', header: 'Email', render: (s) => s.email },
    {
      key: 'role',
      header: 'Role',
      render: (s) => (
        <NativeSelect
          aria-label={`Role of ${s.fullname}`}
          size="xs"
          value={s.role}
          disabled={busyId !== null || s.state === 'DEACTIVATED'}
          data={STAFF_ROLES.map((r) => ({ value: r, label: roleLabel(r) }))}
          onChange={(e) => void changeRole(s, e.currentTarget.value as StaffRole)}
          w={130}
        />
      ),
      csv: (s) => s.role,
    },
    { key: 'state', header: 'State', render: (s) => <StaffStateBadge state={s.state} />, csv: (s) => s.state },
    { key: 'lastLogin', header: 'Last login', render: (s) => (s.lastLogin ? formatDateTime(s.lastLogin) : 'Never') },
    {
      key: 'action',
      header: 'Action',
      render: (s) => {
        if (isMe(s)) return <Text size="sm" c="dimmed">—</Text>;
        const busy = busyId === s.id;
        return s.state === 'DEACTIVATED' ? (
          <Button size="compact-xs" variant="light" color="green" loading={busy} disabled={busyId !== null && !busy} onClick={() => void reactivate(s)} aria-label={`Reactivate ${s.fullname}`}>
            Reactivate
          </Button>
        ) : (
          <Button size="compact-xs" variant="light" color="red" loading={busy} disabled={busyId !== null && !busy} onClick={() => void deactivate(s)} aria-label={`Deactivate ${s.fullname}`}>
            Deactivate
          </Button>
        );
      },
      csv: () => '',
    },
  ];

  const team = data?.staff;
  return (
    <DataTable
      columns={columns}
      rows={team}
      rowKey={(s) => s.id}
      loading={loading && !team}
      error={error && !team ? errorMessage(error) : null}
      emptyText="No staff yet"
      caption={team ? `${team.length} staff member${team.length === 1 ? '' : 's'}` : undefined}
      exportName="staff"
    />
  );
}
