/**
 * The developer guide (/developers, issue 18 item 6): creating a token, the scopes, sending it
 * (HTTP and graphql-ws), budgets, paging, webhooks with a verification snippet, and the explorer.
 * A public page: no GraphQL call (the scopes are the client's copy of the server's table).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Anchor, Button, Code, Group, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconApi, IconKey, IconTerminal2 } from '@tabler/icons-react';
import { isAdminValid, isUserValid, useSession } from '../../../app/session';
import { CodeBlock } from './CodeBlock';
import { MEMBER_SCOPES } from '../scopes';
import {
  COST_SNIPPET,
  FORBIDDEN_SNIPPET,
  PAGING_LOOP_SNIPPET,
  PAGING_SNIPPET,
  RATE_LIMITED_SNIPPET,
  WEBHOOK_EVENTS,
  WEBHOOK_VERIFY_SNIPPET,
  curlSnippet,
  fetchSnippet,
  wsSnippet,
} from '../snippets';

const SECTIONS = [
  { id: 'tokens', title: 'Create a token' },
  { id: 'scopes', title: 'Scopes' },
  { id: 'sending', title: 'Send the token' },
  { id: 'budgets', title: 'Budgets' },
  { id: 'paging', title: 'Paging' },
  { id: 'webhooks', title: 'Webhooks' },
  { id: 'explorer', title: 'The explorer' },
] as const;

function GuideSection({ id, title, children }: { id: (typeof SECTIONS)[number]['id']; title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" id={id} aria-labelledby={`${id}-title`}>
      <Stack gap="sm">
        <Title order={3} id={`${id}-title`}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

export function DeveloperGuide({ origin = window.location.origin }: { origin?: string }) {
  const session = useSession();
  const member = isUserValid(session);
  const staff = isAdminValid(session);
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="nav" aria-label="On this page">
        <Group gap="md" wrap="wrap">
          {SECTIONS.map((s) => (
            <Anchor key={s.id} href={`#${s.id}`} size="sm">
              {s.title}
            </Anchor>
          ))}
        </Group>
      </Paper>

      <GuideSection id="tokens" title="Create a token">
        <Text size="sm">
          Apps reach your account through the GraphQL API at <Code>{origin}/graphql</Code> with a personal API token instead of your password. A token
          has a name, the scopes you tick, and an expiry (7 days to 1 year); it starts with <Code>mrd_pat_</Code> (secret scanners recognise it) and is
          shown once, when you create it: we keep only a fingerprint.
        </Text>
        <List size="sm" spacing={4} type="ordered">
          <List.Item>
            Members: open <Anchor component={Link} to="/user/tokens">Apps and tokens</Anchor> in your account. Staff:{' '}
            <Anchor component={Link} to="/admin/tokens">Apps and tokens</Anchor> in the admin area.
          </List.Item>
          <List.Item>Name the token after the app, tick only the scopes it needs, choose when it expires.</List.Item>
          <List.Item>
            Confirm it is you: members with the one-time code we email (or their authenticator app when two-factor is on), staff with their authenticator.
          </List.Item>
          <List.Item>Copy the token at once into the app's secret store. It is not shown again; if you lose it, revoke it and create another.</List.Item>
        </List>
        <Text size="sm">
          The list shows when each token was last used and from which address. Revoke a token there: it stops at once, on HTTP and on open
          WebSocket connections. A token never signs in to this web app and can never change a password, an email, two-factor settings or another token.
        </Text>
        <Group gap="sm">
          {member ? (
            <Button component={Link} to="/user/tokens" leftSection={<IconKey size={16} />}>
              Manage my tokens
            </Button>
          ) : null}
          {staff ? (
            <Button component={Link} to="/admin/tokens" variant={member ? 'default' : 'filled'} leftSection={<IconKey size={16} />}>
              Manage my staff tokens
            </Button>
          ) : null}
          {!member && !staff ? (
            <Button component={Link} to="/user/login" variant="default">
              Sign in to create a token
            </Button>
          ) : null}
        </Group>
      </GuideSection>

      <GuideSection id="scopes" title="Scopes">
        <Text size="sm">
          Least privilege: each scope opens one kind of data or one way for money to move. An operation outside the token's scopes is refused with{' '}
          <Code>FORBIDDEN</Code> (HTTP 403) before anything runs; the message names the scope it needs, and so does <Code>extensions.scope</Code>.
        </Text>
        <Table striped withTableBorder verticalSpacing="xs" aria-label="Member token scopes">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Scope</Table.Th>
              <Table.Th>What the app may do</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {MEMBER_SCOPES.map((s) => (
              <Table.Tr key={s.name}>
                <Table.Td>
                  <Code>{s.name}</Code>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{s.description}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="sm">
          The write scopes do not skip the rules of the web app: a withdrawal or a transfer made with a token still needs its confirmation code, its
          limits and its fees.
        </Text>
        <Text size="sm">
          Staff tokens hold at most the permissions of the staff member's role (for example <Code>reports:read</Code>, <Code>members:read</Code>,{' '}
          <Code>deposits:read</Code>); <Code>read:reports</Code> is the token name of <Code>reports:read</Code>, the analysts' reports. The Apps and tokens
          page offers exactly what your role may grant.
        </Text>
        <CodeBlock label="Outside the token's scopes" code={FORBIDDEN_SNIPPET} />
      </GuideSection>

      <GuideSection id="sending" title="Send the token">
        <Text size="sm">
          Send it as <Code>Authorization: Bearer mrd_pat_…</Code> on every HTTP request, and in the graphql-ws connection payload as{' '}
          <Code>connectionParams.authorization</Code> for subscriptions. A revoked, expired or unknown token is answered HTTP 401 with{' '}
          <Code>UNAUTHENTICATED</Code> on every request, never served as a visitor; its socket connections are refused, and the open ones close when
          it is revoked.
        </Text>
        <CodeBlock label="curl" code={curlSnippet(origin)} />
        <CodeBlock label="JavaScript (fetch)" code={fetchSnippet(origin)} />
        <CodeBlock label="Subscriptions (graphql-ws)" code={wsSnippet(origin)} />
      </GuideSection>

      <GuideSection id="budgets" title="Budgets">
        <Text size="sm">
          Each token has a budget of GraphQL cost per minute, refilled continuously (a token bucket): by default 20,000 for a member's token and 100,000
          for staff. An operation costs what the server's limits compute for it, list sizes counted (<Code>{'{ me { wallets { active income roi compound } } }'}</Code>{' '}
          costs 14; a dashboard poll every 10 seconds spends a few percent). Every answer says where you stand in <Code>extensions.cost</Code>:{' '}
          <Code>requested</Code> (this operation), <Code>remaining</Code> and <Code>resetAt</Code> (when the bucket is full again).
        </Text>
        <CodeBlock label="An answer with its cost" code={COST_SNIPPET} />
        <Text size="sm">
          Over budget, nothing runs and nothing is charged: the answer is HTTP 429 with a <Code>Retry-After</Code> header (whole seconds) and the error
          code <Code>RATE_LIMITED</Code>. Wait that long, then retry. Staff can raise a token's budget when an integration needs more.
        </Text>
        <CodeBlock label="Over budget" code={RATE_LIMITED_SNIPPET} />
      </GuideSection>

      <GuideSection id="paging" title="Paging">
        <Text size="sm">
          Lists that can grow past a page take cursor paging: ask for <Code>first</Code> rows (1 to 100), then pass the answer's{' '}
          <Code>pageInfo.endCursor</Code> as <Code>after</Code> while <Code>pageInfo.hasNextPage</Code> is true. Pages are read by key, never by offset:
          the last page of a year costs what the first does, and rows added meanwhile neither shift nor repeat what is left to read. Select{' '}
          <Code>total</Code> only when you need it (it costs a count).
        </Text>
        <Text size="sm">
          Reports and money lists: <Code>incomeReportPage</Code>, <Code>report</Code>, <Code>auditLog</Code>, <Code>transactions</Code>,{' '}
          <Code>deposits</Code>, <Code>withdrawals</Code>, <Code>investments</Code>, <Code>walletEntries</Code> (a member's statement) and{' '}
          <Code>ledgerRows</Code>. The referral tree pages the same way with <Code>take</Code>/<Code>after</Code> and <Code>nextAfter</Code>.
        </Text>
        <CodeBlock label="One page of a year's income figures" code={PAGING_SNIPPET} />
        <CodeBlock label="Every page" code={PAGING_LOOP_SNIPPET} />
      </GuideSection>

      <GuideSection id="webhooks" title="Webhooks">
        <Text size="sm">
          Instead of polling, register an HTTPS endpoint and the events you want; we POST each event to it as JSON after the change is committed (never
          for a change that was rolled back), and retry with growing pauses for 24 hours while your endpoint fails. An endpoint failing for 3 days is
          turned off and you are told. A member's token may subscribe only to events whose data its scopes can read.
        </Text>
        <Text size="sm">
          Register endpoints on <Anchor component={Link} to="/user/webhooks">Webhooks</Anchor> in your account (staff with{' '}
          <Code>webhooks:manage</Code>: <Anchor component={Link} to="/admin/webhooks">platform webhooks</Anchor> for every member's events), or
          through the API with <Code>createWebhook(input: {'{ url, events }'})</Code>.
        </Text>
        <Table striped withTableBorder verticalSpacing="xs" aria-label="Webhook events">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Event</Table.Th>
              <Table.Th>Sent when</Table.Th>
              <Table.Th>Token scope</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {WEBHOOK_EVENTS.map((e) => (
              <Table.Tr key={e.type}>
                <Table.Td>
                  <Code>{e.type}</Code>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{e.when}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{e.scope}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="sm">
          Every delivery is signed the Standard Webhooks way with the endpoint's secret (<Code>whsec_…</Code>, shown once when you register it):
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>
            <Code>webhook-id</Code>: the message id, the same on every retry (use it to ignore duplicates);
          </List.Item>
          <List.Item>
            <Code>webhook-timestamp</Code>: seconds since 1970 (refuse old ones: replays);
          </List.Item>
          <List.Item>
            <Code>webhook-signature</Code>: <Code>v1,&lt;base64 HMAC-SHA256 of id.timestamp.body&gt;</Code>, keyed with the base64-decoded part of the
            secret after <Code>whsec_</Code>.
          </List.Item>
        </List>
        <CodeBlock label="Verify a delivery (Node.js, node:crypto)" code={WEBHOOK_VERIFY_SNIPPET} />
      </GuideSection>

      <GuideSection id="explorer" title="The explorer">
        <Text size="sm">
          Try the API in the browser: the explorer sends the token you paste as <Code>Authorization: Bearer …</Code> (never your web session), shows the
          schema's documentation and offers example operations to start from.
        </Text>
        <Group gap="sm">
          <Button component={Link} to="/developers/explorer" leftSection={<IconTerminal2 size={16} />}>
            Open the explorer
          </Button>
          {staff ? (
            <Button component={Link} to="/admin/graphql" variant="default" leftSection={<IconApi size={16} />}>
              Staff explorer (your session)
            </Button>
          ) : null}
        </Group>
        {!member && !staff ? (
          <Alert variant="light" color="blue">
            No token yet? Sign in and create one on Apps and tokens first.
          </Alert>
        ) : null}
      </GuideSection>
    </Stack>
  );
}
