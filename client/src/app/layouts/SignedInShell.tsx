import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { AppShell, Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ApolloProvider } from '@apollo/client';
import { Logo } from '../../components/Logo';
import { SkipLink } from '../../components/SkipLink';
import { ColorSchemeToggle } from '../../components/ColorSchemeToggle';
import { ConfirmDialogs } from '../../components/confirm';
import { apolloClient } from '../apollo';
import type { NavGroup } from './nav';
import { SidebarNav } from './SidebarNav';

/**
 * The frame of the member and admin areas (PAGES §1.1): header (burger under `sm`, logo, the area's
 * own brand and actions), sidebar navigation that closes on navigation on a phone, and the page.
 * Apollo's provider and the confirm dialogs' provider sit here, not at the root: the public pages
 * load neither.
 */
export function SignedInShell(props: {
  home: string;
  navbarWidth: number | { sm: number; lg: number };
  nav: NavGroup[];
  navLabel: string;
  brand?: ReactNode;
  actions: ReactNode;
  /** The page area (default: the route's outlet). */
  main?: ReactNode;
}) {
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <ApolloProvider client={apolloClient}>
      <ConfirmDialogs>
        <AppShell header={{ height: 60 }} navbar={{ width: props.navbarWidth, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
          <SkipLink />
          <AppShell.Header>
            <Group h="100%" px="md" justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap">
                <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={opened ? 'Close navigation' : 'Open navigation'} />
                <Logo to={props.home} />
                {props.brand}
              </Group>
              <Group gap="sm" wrap="nowrap">
                <ColorSchemeToggle />
                {props.actions}
              </Group>
            </Group>
          </AppShell.Header>
          <AppShell.Navbar p="sm">
            {/* The browser's own scrolling: keyboard and touch as usual, and no scrollbar measuring on
                every render (Mantine's ScrollArea cost the dashboard's first load about 15 ms). */}
            <AppShell.Section grow mih={0} style={{ overflowY: 'auto', overscrollBehavior: 'contain' }}>
              <SidebarNav groups={props.nav} onNavigate={close} label={props.navLabel} />
            </AppShell.Section>
          </AppShell.Navbar>
          <AppShell.Main id="main-content">
            {props.main ?? <Outlet />}
          </AppShell.Main>
        </AppShell>
      </ConfirmDialogs>
    </ApolloProvider>
  );
}
