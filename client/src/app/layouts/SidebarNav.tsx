import { NavLink as RouterNavLink, useMatch } from 'react-router-dom';
import { NavLink, Stack, Text } from '@mantine/core';
import type { NavGroup, NavItem } from './nav';

function SidebarLink({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  const match = useMatch({ path: item.to, end: !item.matchPrefix });
  const Icon = item.icon;
  return (
    <NavLink
      component={RouterNavLink}
      to={item.to}
      label={item.label}
      active={!!match}
      leftSection={Icon ? <Icon size={18} stroke={1.6} /> : undefined}
      onClick={onNavigate}
      aria-current={match ? 'page' : undefined}
    />
  );
}

/** Grouped sidebar links; empty groups are skipped. */
export function SidebarNav({ groups, onNavigate, label }: { groups: NavGroup[]; onNavigate?: () => void; label: string }) {
  return (
    <Stack component="nav" aria-label={label} gap="md">
      {groups
        .filter((group) => group.items.length > 0)
        .map((group) => (
          <Stack key={group.label} gap={2} role="group" aria-label={group.label}>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pb={4}>
              {group.label}
            </Text>
            {group.items.map((item) => (
              <SidebarLink key={item.to} item={item} onNavigate={onNavigate} />
            ))}
          </Stack>
        ))}
    </Stack>
  );
}
