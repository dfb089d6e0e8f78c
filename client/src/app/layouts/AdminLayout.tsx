import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ApolloProvider } from '@apollo/client';
import { Avatar, Button, Group, Text, UnstyledButton } from '@mantine/core';
import { IconLogout, IconUserShield } from '@tabler/icons-react';
import { signOutAdmin } from '../../modules/auth/signout';
import { useSession } from '../session';
import { LOGIN_PATH } from '../sessionExpiry';
import { apolloClient } from '../apollo';
import { ADMIN_NAV, visibleNav } from './nav';
import { AdminPageGate } from './AdminPageGate';
import { SignedInShell } from './SignedInShell';
import { NotificationBell } from '../../modules/notifications/components/NotificationBell';
import { StaffAccessProvider, useStaffAccess } from '../../modules/staff/access';
import { roleLabel } from '../../modules/staff/permissions';

/**
 * Admin area shell (PAGES §1.1): sidebar groups with only the links the staff role may use, header
 * with the admin's name (⇒ /admin/profile) and Logout (signOutAdmin ⇒ /admin/panel/login), and the
 * page behind the role's permission (AdminPageGate). The role is read once (StaffAccessProvider).
 */
export function AdminLayout() {
  return (
    // The shell provides Apollo too; the access query needs it above the shell's sidebar.
    <ApolloProvider client={apolloClient}>
      <StaffAccessProvider>
        <AdminShell />
      </StaffAccessProvider>
    </ApolloProvider>
  );
}

function AdminShell() {
  const { admin } = useSession();
  const { permissions, role } = useStaffAccess();
  const nav = useMemo(() => visibleNav(ADMIN_NAV, permissions), [permissions]);
  const navigate = useNavigate();
  const name = admin?.fullname || admin?.username || admin?.email || 'Administrator';

  const logout = async () => {
    await signOutAdmin();
    navigate(LOGIN_PATH.admin, { replace: true });
  };

  return (
    <SignedInShell
      home="/admin/dashboard"
      navbarWidth={{ sm: 220, lg: 248 }}
      nav={nav}
      navLabel="Admin navigation"
      main={<AdminPageGate />}
      brand={
        <Text size="xs" c="dimmed" fw={600} tt="uppercase" visibleFrom="xs" data-testid="staff-role">
          {role ? `Admin · ${roleLabel(role)}` : 'Admin'}
        </Text>
      }
      actions={
        <>
          <NotificationBell area="ADMIN" />
          <UnstyledButton component={Link} to="/admin/profile" aria-label={`Admin Profile: ${name}`} title="Admin Profile">
            <Group gap={8} wrap="nowrap">
              <Avatar radius="xl" size={32} color="indigo" aria-hidden>
                <IconUserShield size={18} />
              </Avatar>
              <Text size="sm" fw={500} visibleFrom="sm" maw={180} truncate data-testid="admin-name">
                {name}
              </Text>
            </Group>
          </UnstyledButton>
          <Button variant="default" size="xs" leftSection={<IconLogout size={14} />} onClick={() => void logout()}>
            Logout
          </Button>
        </>
      }
    />
  );
}
