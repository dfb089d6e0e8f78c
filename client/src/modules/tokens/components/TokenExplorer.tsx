/**
 * The developer explorer: paste a token, then GraphiQL runs everything with it (and only with it:
 * no cookie). The token stays in this page's memory; it is not stored anywhere.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Anchor, Group, Paper, PasswordInput, Stack, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { PageHeader } from '../../../components/PageHeader';
import GraphQLExplorer from '../explorer/GraphQLExplorer';
import { EXPLORER_EXAMPLES } from '../explorer/examples';
import { looksLikeToken } from '../scopes';

const DEFAULT_QUERY = `# Meridian API explorer
#
# Paste your token above: every request here is sent with "Authorization: Bearer <token>" and
# without your web session. Pick an example in the Examples pane, press Ctrl+Enter
# (Cmd+Enter on macOS) to run it, and browse the schema in the documentation explorer.

query Me {
  me {
    id
    username
  }
}
`;

export function TokenExplorer() {
  const [typed, setTyped] = useState('');
  const value = typed.trim();
  const valid = looksLikeToken(value);
  const token = valid ? value : null;
  return (
    <Stack gap="sm" h="calc(100dvh - 64px - 2 * var(--mantine-spacing-md))" mih={640}>
      <PageHeader
        title="API explorer"
        subtitle={
          <>
            Runs with the token you paste, never your web session.{' '}
            <Anchor component={Link} to="/developers">
              Developer guide
            </Anchor>
          </>
        }
      />
      <Paper withBorder radius="md" p="sm">
        <Group align="flex-end" gap="md" wrap="wrap">
          <PasswordInput
            label="API token"
            placeholder="mrd_pat_…"
            leftSection={<IconKey size={16} />}
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            error={value && !valid ? 'Not a Meridian token: it starts with mrd_pat_ and has 46 characters' : undefined}
            autoComplete="off"
            spellCheck={false}
            w={{ base: '100%', sm: 460 }}
          />
          <Text size="sm" c={token ? 'teal' : 'dimmed'} aria-live="polite">
            {token ? `Requests use ${token.slice(0, 12)}…` : 'No token: only public operations answer.'}
          </Text>
        </Group>
      </Paper>
      <Paper withBorder radius="md" style={{ flex: 1, minHeight: 480, overflow: 'hidden' }}>
        <GraphQLExplorer mode="token" token={token} examples={EXPLORER_EXAMPLES} defaultQuery={DEFAULT_QUERY} />
      </Paper>
    </Stack>
  );
}
