import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { Button, Center, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { browser } from '../lib/browser';

export const FALLBACK_HEADING = 'Oops! Something went wrong.';
export const FALLBACK_TEXT = "We're sorry for the inconvenience. Please try refreshing the page.";

/** The generic fallback (PAGES §1.7). Details go to the console only. */
export function ErrorFallback() {
  useEffect(() => {
    document.title = 'Error';
  }, []);

  return (
    <Center mih="60vh" p="md" role="alert">
      <Paper withBorder radius="md" p="xl" maw={520} w="100%">
        <Stack align="center" gap="md" ta="center">
          <ThemeIcon size={56} radius="xl" color="red" variant="light">
            <IconAlertTriangle size={30} aria-hidden />
          </ThemeIcon>
          <Title order={2}>{FALLBACK_HEADING}</Title>
          <Text c="dimmed">{FALLBACK_TEXT}</Text>
          <Group justify="center" gap="sm">
            <Button onClick={() => browser.reload()}>Refresh Page</Button>
            <Button variant="default" onClick={() => browser.assign('/')}>
              Go to Home
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}

/** Route `errorElement`: logs the error and renders the generic fallback. */
export function RouteErrorFallback() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Route error:', error);
  }, [error]);
  return <ErrorFallback />;
}
