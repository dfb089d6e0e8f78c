import { Link, useNavigate } from 'react-router-dom';
import { Avatar, Button, Group, Text, UnstyledButton } from '@mantine/core';
import { IconLogout, IconUserShield } from '@tabler/icons-react';
import { signOutAdmin } from '../../modules/auth/signout';
import { useSession } from '../session';
import { LOGIN_PATH } from '../sessionExpiry';
import { ADMIN_NAV } from './nav';
import { SignedInShell } from './SignedInShell';
import { NotificationBell } from '../../modules/notifications/components/NotificationBell';

/** Admin area shell (PAGES §1.1): sidebar groups, header with the admin's name (⇒ /admin/profile) and Logout (signOutAdmin ⇒ /admin/panel/login). */
export function AdminLayout() {
  const { admin } = useSession();
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
      nav={ADMIN_NAV}
      navLabel="Admin navigation"
      brand={
        <Text size="xs" c="dimmed" fw={600} tt="uppercase" visibleFrom="xs">
          Admin
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
