/**
 * /admin/staff — 'Staff' (PAGES §2.3, issue 17): the team (name, email, role, state, last login;
 * change role, deactivate / reactivate) and 'Invite staff'. Needs staff:manage (the layout's gate).
 */
import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/PageHeader';
import { InviteStaffForm } from '../../modules/staff/components/InviteStaffForm';
import { StaffTable } from '../../modules/staff/components/StaffTable';

export default function StaffPage() {
  return (
    <Stack gap="lg">
      <PageHeader title="Staff" subtitle="Who runs the platform, with which role. Money moved by hand needs a second staff member to approve it." />
      <StaffTable />
      <InviteStaffForm />
    </Stack>
  );
}
