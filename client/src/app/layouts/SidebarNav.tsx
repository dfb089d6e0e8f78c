import { Link, matchPath, useLocation } from 'react-router-dom';
import { NavLink, Stack, Text, UnstyledButton, useMantineTheme } from '@mantine/core';
import type { NavGroup, NavItem } from './nav';

/**
 * A sidebar link that looks and behaves like Mantine's NavLink (it carries NavLink's own class names
 * and the theme's focus ring), written as plain elements: the member sidebar renders 34 links on the
 * first load of every signed-in page, and Mantine's NavLink renders five styled boxes for each (and a
 * collapse for sub-links these do not have).
 */
function SidebarLink({ item, onNavigate, className }: { item: NavItem; onNavigate?: () => void; className: string }) {
  const { pathname } = useLocation();
  const match = [item.to, ...(item.alsoActiveOn ?? [])].some((path) => matchPath({ path, end: !item.matchPrefix }, pathname));
  const Icon = item.icon;
  return (
    <Link to={item.to} onClick={onNavigate} className={className} data-active={match ? true : undefined} aria-current={match ? 'page' : undefined}>
      {Icon ? (
        <span className={NavLink.classes.section} data-position="left">
          <Icon size={18} stroke={1.6} />
        </span>
      ) : null}
      <span className={NavLink.classes.body}>
        <span className={NavLink.classes.label}>{item.label}</span>
      </span>
    </Link>
  );
}

/** Grouped sidebar links; empty groups are skipped. */
export function SidebarNav({ groups, onNavigate, label }: { groups: NavGroup[]; onNavigate?: () => void; label: string }) {
  const theme = useMantineTheme();
  const linkClass = [UnstyledButton.classes.root, NavLink.classes.root, theme.focusClassName || `mantine-focus-${theme.focusRing}`].join(' ');
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
              <SidebarLink key={item.to} item={item} onNavigate={onNavigate} className={linkClass} />
            ))}
          </Stack>
        ))}
    </Stack>
  );
}
