import { Link, Outlet, useNavigate } from 'react-router-dom';
import { AppShell, Avatar, Burger, Button, Group, ScrollArea, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { ApolloProvider } from '@apollo/client';
import { IconLogout, IconUserShield } from '@tabler/icons-react';
import { Logo } from '../../components/Logo';
import { SkipLink } from '../../components/SkipLink';
import { signOutAdmin } from '../../modules/auth/signout';
import { apolloClient } from '../apollo';
import { useSession } from '../session';
import { LOGIN_PATH } from '../sessionExpiry';
import { ADMIN_NAV } from './nav';
import { SidebarNav } from './SidebarNav';
import { NotificationBell } from '../../modules/notifications/components/NotificationBell';

/** Admin area shell (PAGES §1.1): sidebar groups, header with the admin's name (⇒ /admin/profile) and Logout (signOutAdmin ⇒ /admin/panel/login). */
export function AdminLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { admin } = useSession();
  const navigate = useNavigate();
  const name = admin?.fullname || admin?.username || admin?.email || 'Administrator';

  const logout = async () => {
    await signOutAdmin();
    navigate(LOGIN_PATH.admin, { replace: true });
  };

  // Apollo's provider sits here (and in the other signed-in layout), not at the root: the public pages load no Apollo.
  return (
    <ApolloProvider client={apolloClient}>
      <ModalsProvider>
        <AppShell header={{ height: 60 }} navbar={{ width: { sm: 220, lg: 248 }, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
          <SkipLink />
          <AppShell.Header>
            <Group h="100%" px="md" justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap">
                <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={opened ? 'Close navigation' : 'Open navigation'} />
                <Logo to="/admin/dashboard" />
                <Text size="xs" c="dimmed" fw={600} tt="uppercase" visibleFrom="xs">
                  Admin
                </Text>
              </Group>
              <Group gap="sm" wrap="nowrap">
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
              </Group>
            </Group>
          </AppShell.Header>
          <AppShell.Navbar p="sm">
            <AppShell.Section grow component={ScrollArea}>
              <SidebarNav groups={ADMIN_NAV} onNavigate={close} label="Admin navigation" />
            </AppShell.Section>
          </AppShell.Navbar>
          <AppShell.Main id="main-content">
            <Outlet />
          </AppShell.Main>
        </AppShell>
      </ModalsProvider>
    </ApolloProvider>
  );
}
