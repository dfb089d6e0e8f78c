import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Anchor, Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from './PageHeader';

export const NOT_FOUND_TEXT = "The page you're looking for doesn't exist or has been moved.";

export const QUICK_LINKS = [
  { label: 'User Login', to: '/user/login' },
  { label: 'Admin Login', to: '/admin/panel/login' },
  { label: 'Register', to: '/register' },
  { label: 'About Us', to: '/about-us' },
  { label: 'Contact Us', to: '/contact-us' },
] as const;

/**
 * The not-found page (PAGES §1.6): the exact texts, links and title. Standalone (no layout, no guard) for
 * visitors and unknown admin paths; `embedded` inside the member shell, so a signed-in member who
 * follows a dead /user/… link keeps the sidebar and header.
 */
export default function NotFoundPage({ embedded = false }: { embedded?: boolean }) {
  usePageTitle('404');
  const navigate = useNavigate();
  const location = useLocation();

  // The first entry of a session has the key 'default': nothing in the app to go back to.
  const goBack = () => {
    if (location.key && location.key !== 'default') navigate(-1);
    else navigate('/');
  };

  return (
    <Center mih={embedded ? '70vh' : '100vh'} p="md" component={embedded ? 'div' : 'main'}>
      <Stack align="center" gap="md" ta="center" maw={560}>
        <Text
          component="p"
          fw={900}
          lh={1}
          variant="gradient"
          gradient={{ from: 'teal', to: 'indigo', deg: 45 }}
          style={{ fontSize: 'clamp(6rem, 20vw, 10rem)' }}
        >
          404
        </Text>
        <Title order={1}>Page Not Found</Title>
        <Text c="dimmed" size="lg">
          {NOT_FOUND_TEXT}
        </Text>
        <Group justify="center" gap="sm">
          <Button component={Link} to="/">
            Go to Home
          </Button>
          <Button variant="default" onClick={goBack}>
            Go Back
          </Button>
        </Group>
        <Stack gap={6} mt="md" align="center">
          <Text size="sm" c="dimmed">
            Quick links
          </Text>
          <Group component="nav" aria-label="Quick links" justify="center" gap="md">
            {QUICK_LINKS.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} size="sm">
                {link.label}
              </Anchor>
            ))}
          </Group>
        </Stack>
      </Stack>
    </Center>
  );
}

export { NotFoundPage };
