/** The read-only 'Account' panel of the member's profile: identity, sponsor, dates and status badges. */
import type { ReactNode } from 'react';
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '../../../lib/money';
import type { MyProfileQuery } from '../member.generated';

function ReadOnly({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={700} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

export function AccountPanel({ me }: { me: MyProfileQuery['me'] }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <Title order={4}>Account</Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 1 }} spacing="sm">
          <ReadOnly label="Username">{me.username}</ReadOnly>
          <ReadOnly label="Email">{me.email}</ReadOnly>
          <ReadOnly label="Referral Code">{me.referralCode}</ReadOnly>
          <ReadOnly label="Sponsor">{me.sponsor ? `${me.sponsor.fullname} (${me.sponsor.username})` : '—'}</ReadOnly>
          <ReadOnly label="Joined">{formatDate(me.createdAt)}</ReadOnly>
          <ReadOnly label="Activated">{formatDate(me.activationDate)}</ReadOnly>
        </SimpleGrid>
        <Group gap="xs">
          <Badge color={me.isActive ? 'green' : 'gray'} variant="light">
            {me.isActive ? 'Active' : 'Inactive'}
          </Badge>
          <Badge color={me.emailVerified ? 'green' : 'yellow'} variant="light">
            {me.emailVerified ? 'Email verified' : 'Email not verified'}
          </Badge>
          <Badge color={me.status === 'block' ? 'red' : 'green'} variant="light">
            {me.status === 'block' ? 'Blocked' : 'Unblocked'}
          </Badge>
        </Group>
      </Stack>
    </Paper>
  );
}
