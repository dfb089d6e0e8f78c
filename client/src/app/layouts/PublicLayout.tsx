import { Suspense, useEffect, useState } from 'react';
import { Link, Outlet, useLocation, useMatch } from 'react-router-dom';
import { Anchor, Box, Burger, Button, Container, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ColorSchemeToggle } from '../../components/ColorSchemeToggle';
import { OperatorDetails, RiskNotice, useOperator } from '../../modules/content/components/Operator';
import { Logo } from '../../components/Logo';
import { SkipLink } from '../../components/SkipLink';
import { lazyWithTimeout } from '../lazy';
import { isUserValid, useSession } from '../session';

/** The phone menu (a drawer): its chunk loads when the burger is first opened (or touched). */
const loadPublicMenu = () => import('./PublicMenu');
const PublicMenu = lazyWithTimeout(loadPublicMenu);

export const PUBLIC_NAV = [
  { label: 'Home', to: '/' },
  { label: 'About Us', to: '/about-us' },
  { label: 'Services', to: '/services' },
  { label: 'Our Team', to: '/Ourteam' },
  { label: 'Contact Us', to: '/contact-us' },
] as const;

export const FOOTER_NAV = [
  { label: 'Terms & Conditions', to: '/terms-conditions' },
  { label: 'Terms', to: '/terms' },
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Developers', to: '/developers' },
] as const;

function HeaderLink({ to, label }: { to: string; label: string }) {
  const active = !!useMatch({ path: to, end: true });
  return (
    <Button
      component={Link}
      to={to}
      variant={active ? 'light' : 'subtle'}
      color={active ? undefined : 'gray'}
      size="compact-md"
      fw={500}
      aria-current={active ? 'page' : undefined}
    >
      {label}
    </Button>
  );
}

export function AccountButtons({ memberSignedIn, fullWidth = false }: { memberSignedIn: boolean; fullWidth?: boolean }) {
  if (memberSignedIn) {
    return (
      <Button component={Link} to="/user/dashboard" fullWidth={fullWidth}>
        Dashboard
      </Button>
    );
  }
  return (
    <>
      <Button component={Link} to="/user/login" variant="default" fullWidth={fullWidth}>
        Login
      </Button>
      <Button component={Link} to="/register" fullWidth={fullWidth}>
        Register
      </Button>
    </>
  );
}

/** Public layout (PAGES §1.1): header with the main links and account buttons, footer, burger drawer on mobile. */
export function PublicLayout() {
  const session = useSession();
  const memberSignedIn = isUserValid(session);
  const operator = useOperator();
  const [drawerOpened, drawer] = useDisclosure(false);
  // Mounted from the first opening on (it then keeps its closing transition).
  const [drawerWanted, setDrawerWanted] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => {
    drawer.close();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Box
        component="header"
        pos="sticky"
        top={0}
        bg="var(--mantine-color-body)"
        style={{ zIndex: 100, borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Container size="lg" h={64}>
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Logo />
            <Group component="nav" aria-label="Main" gap={4} visibleFrom="md">
              {PUBLIC_NAV.map((link) => (
                <HeaderLink key={link.to} {...link} />
              ))}
            </Group>
            <Group gap="xs" wrap="nowrap">
              <Group gap="xs" visibleFrom="md">
                <AccountButtons memberSignedIn={memberSignedIn} />
              </Group>
              <ColorSchemeToggle />
              <Burger
                opened={drawerOpened}
                onClick={() => {
                  setDrawerWanted(true);
                  drawer.toggle();
                }}
                onPointerDown={() => void loadPublicMenu().catch(() => undefined)}
                hiddenFrom="md"
                aria-label={drawerOpened ? 'Close menu' : 'Open menu'}
              />
            </Group>
          </Group>
        </Container>
      </Box>

      {drawerWanted ? (
        <Suspense fallback={null}>
          <PublicMenu opened={drawerOpened} onClose={drawer.close} links={PUBLIC_NAV} account={<AccountButtons memberSignedIn={memberSignedIn} fullWidth />} />
        </Suspense>
      ) : null}

      <Box component="main" id="main-content" tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
        <Outlet />
      </Box>

      <Box component="footer" py="lg" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
        <Container size="lg">
          {operator ? (
            <Group justify="space-between" align="flex-start" gap="lg" mb="md" wrap="wrap">
              <OperatorDetails operator={operator} size="xs" />
              <Box maw={560}>
                <RiskNotice operator={operator} compact />
              </Box>
            </Group>
          ) : null}
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed">
              © {new Date().getFullYear()} {operator?.operatorName ?? 'Meridian'}. All rights reserved.
            </Text>
            <Group component="nav" aria-label="Legal" gap="md">
              {FOOTER_NAV.map((link) => (
                <Anchor key={link.to} component={Link} to={link.to} size="sm" c="dimmed">
                  {link.label}
                </Anchor>
              ))}
            </Group>
          </Group>
        </Container>
      </Box>
    </Box>
  );
}
