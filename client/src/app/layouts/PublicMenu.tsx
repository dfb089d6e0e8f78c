/** The public layout's phone menu: a drawer with the main links and the account buttons (a lazy chunk). */
import type { ReactNode } from 'react';
import { Link, useMatch } from 'react-router-dom';
import { Divider, Drawer, NavLink, Stack } from '@mantine/core';
import { Logo } from '../../components/Logo';

function DrawerLink({ to, label }: { to: string; label: string }) {
  const active = !!useMatch({ path: to, end: true });
  return <NavLink component={Link} to={to} label={label} active={active} aria-current={active ? 'page' : undefined} />;
}

export interface PublicMenuProps {
  opened: boolean;
  onClose: () => void;
  links: ReadonlyArray<{ label: string; to: string }>;
  account: ReactNode;
}

export default function PublicMenu({ opened, onClose, links, account }: PublicMenuProps) {
  return (
    <Drawer opened={opened} onClose={onClose} title={<Logo />} hiddenFrom="md" size="80%" padding="md">
      <Stack gap="md">
        <Stack component="nav" aria-label="Main" gap={2}>
          {links.map((link) => (
            <DrawerLink key={link.to} {...link} />
          ))}
        </Stack>
        <Divider />
        <Stack gap="xs">{account}</Stack>
      </Stack>
    </Drawer>
  );
}
