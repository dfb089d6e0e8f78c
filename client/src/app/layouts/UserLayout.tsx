import { Link, useNavigate } from 'react-router-dom';
import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconKey, IconLogout, IconUser } from '@tabler/icons-react';
import { signOut } from '../../modules/auth/signout';
import { useSession } from '../session';
import { LOGIN_PATH } from '../sessionExpiry';
import { USER_NAV } from './nav';
import { SignedInShell } from './SignedInShell';
import { NotificationBellSlot, WalletChipsSlot } from './slots';

export function initials(name: string | undefined | null): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return '?';
  const letters = parts.length === 1 ? parts[0].slice(0, 2) : `${parts[0][0]}${parts[parts.length - 1][0]}`;
  return letters.toUpperCase();
}

function UserMenu() {
  const { user } = useSession();
  const navigate = useNavigate();
  const name = user?.fullname || user?.username || 'Member';

  const logout = async () => {
    await signOut();
    navigate(LOGIN_PATH.user, { replace: true });
  };

  return (
    <Menu position="bottom-end" width={200} shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label={`Account menu: ${name}`}>
          <Group gap={8} wrap="nowrap">
            {/* An icon, not initials: the button's visible text is then the name its label contains. */}
            <Avatar radius="xl" size={34} color="teal" aria-hidden>
              <IconUser size={18} />
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="sm" maw={160} truncate>
              {name}
            </Text>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={`/user/profile/${user?.id ?? ''}`} leftSection={<IconUser size={16} />}>
          My Profile
        </Menu.Item>
        <Menu.Item component={Link} to="/user/tokens" leftSection={<IconKey size={16} />}>
          Apps and tokens
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => void logout()}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** User area shell (PAGES §1.1): sidebar groups, header with wallet chips slot, bell slot and avatar menu. */
export function UserLayout() {
  return (
    <SignedInShell
      home="/user/dashboard"
      navbarWidth={264}
      nav={USER_NAV}
      navLabel="Member navigation"
      actions={
        <>
          <WalletChipsSlot />
          <NotificationBellSlot />
          <UserMenu />
        </>
      }
    />
  );
}
