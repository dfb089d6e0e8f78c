import type { ReactNode } from 'react';
import { Alert, Button, Center, Group, Loader, Text } from '@mantine/core';

/** Page-level states for a query: inline loader, error panel (with retry) or the content. */
export function QueryState({ loading, error, onRetry, children, loadingText = 'Loading...' }: { loading: boolean; error?: string | null; onRetry?: () => void; children: ReactNode; loadingText?: string }) {
  if (error) {
    return (
      <Alert color="red" title="Error Loading Data" role="alert">
        <Group justify="space-between">
          <Text size="sm">{error}</Text>
          {onRetry ? (
            <Button size="xs" variant="white" color="red" onClick={onRetry}>
              Retry
            </Button>
          ) : null}
        </Group>
      </Alert>
    );
  }
  if (loading) {
    return (
      <Center py="xl">
        <Group gap="xs">
          <Loader size="sm" />
          <Text size="sm">{loadingText}</Text>
        </Group>
      </Center>
    );
  }
  return <>{children}</>;
}
