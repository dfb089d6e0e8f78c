import type { ReactNode } from 'react';
import { Box, Container, Stack, Text, Title } from '@mantine/core';

/** A titled content section of a public page. */
export function Section({ title, intro, children, muted = false, id }: {
  title?: string;
  intro?: ReactNode;
  children: ReactNode;
  muted?: boolean;
  id?: string;
}) {
  return (
    <Box component="section" py={{ base: 40, sm: 56 }} bg={muted ? 'light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))' : undefined} id={id} aria-labelledby={id && title ? `${id}-title` : undefined}>
      <Container size="lg">
        <Stack gap="lg">
          {title || intro ? (
            <Stack gap={6}>
              {title ? (
                <Title order={3} id={id ? `${id}-title` : undefined}>
                  {title}
                </Title>
              ) : null}
              {intro ? (
                <Text c="dimmed" maw={720}>
                  {intro}
                </Text>
              ) : null}
            </Stack>
          ) : null}
          {children}
        </Stack>
      </Container>
    </Box>
  );
}

/** Heading + text page body for static documents (terms, privacy). */
export function DocumentSection({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Stack gap={6} component="section">
      <Title order={3} size="h4">
        {heading}
      </Title>
      {children}
    </Stack>
  );
}
