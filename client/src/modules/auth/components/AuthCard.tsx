import type { ReactNode } from 'react';
import { Container, Paper, Text } from '@mantine/core';
import { PageHeader } from '../../../components/PageHeader';

/** Centered card used by the sign-in, register and reset forms. */
export function AuthCard({ title, subtitle, children, footer, size = 440 }: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  size?: number;
}) {
  return (
    <Container size={size} py={48}>
      <PageHeader title={title} subtitle={subtitle} centered />
      <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} radius="md">
        {children}
      </Paper>
      {footer ? (
        <Text ta="center" size="sm" mt="md" c="dimmed" component="div">
          {footer}
        </Text>
      ) : null}
    </Container>
  );
}
