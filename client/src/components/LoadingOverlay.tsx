import { Box, Loader, Overlay, Stack, Text } from '@mantine/core';

export const LOADING_TEXT = 'Loading, please wait...';

/**
 * Dim full-screen backdrop with a spinner and 'Loading, please wait...' (PAGES §1.8).
 * Used for session restore, lazy chunks and blocking money mutations.
 */
export function LoadingOverlay({ visible = true }: { visible?: boolean }) {
  if (!visible) return null;
  return (
    <Box pos="fixed" inset={0} style={{ zIndex: 400 }} data-testid="loading-overlay">
      <Overlay fixed color="#000" backgroundOpacity={0.45} blur={1} zIndex={400} />
      <Stack
        pos="fixed"
        inset={0}
        align="center"
        justify="center"
        gap="sm"
        style={{ zIndex: 401 }}
        role="status"
        aria-live="polite"
        aria-busy="true"
      >
        <Loader color="white" size="lg" />
        <Text c="white" fw={500}>
          {LOADING_TEXT}
        </Text>
      </Stack>
    </Box>
  );
}
