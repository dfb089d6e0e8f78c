import { Link } from 'react-router-dom';
import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { usePageTitle } from '../../../components/PageHeader';
import { roleLabel, type PermissionRule } from '../permissions';

/** What the page needs, in words: 'reports:read' / 'any of wallets:adjust, reports:read'. */
function ruleText(rule: PermissionRule): string {
  return typeof rule === 'string' ? rule : rule.length === 1 ? rule[0] : `any of ${rule.join(', ')}`;
}

/**
 * The state of an admin page the signed-in role cannot use (instead of the page and its FORBIDDEN
 * errors): the role, the permission the page needs, and a way on to a page the role can open.
 */
export function NoAccess({ role, rule, home }: { role: string | null; rule: PermissionRule; home?: { label: string; to: string } | null }) {
  const title = `Your role (${roleLabel(role)}) cannot open this page`;
  usePageTitle('No access');
  return (
    <Paper withBorder radius="md" p="xl" maw={640} mx="auto" mt="xl" role="alert" aria-live="polite">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
          <IconLock size={26} />
        </ThemeIcon>
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          This page needs the permission <strong>{ruleText(rule)}</strong>. An owner can change your role on the Staff page.
        </Text>
        {home ? (
          <Button component={Link} to={home.to} variant="light" mt="xs">
            {`Go to ${home.label}`}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
