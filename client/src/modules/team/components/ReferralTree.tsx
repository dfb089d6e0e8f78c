import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useApolloClient } from '@apollo/client';
import { Anchor, Avatar, Button, Grid, Group, Loader, Paper, Stack, Text, TextInput, Tree, mergeAsyncChildren, useTree, type TreeNodeData } from '@mantine/core';
import { IconChevronRight, IconSearch } from '@tabler/icons-react';
import {
  ReferralBranchDocument,
  SearchTeamDocument,
  type ReferralBranchQuery,
  type ReferralBranchQueryVariables,
  type SearchTeamQuery,
  type SearchTeamQueryVariables,
  type TreeMemberQuery,
} from '../team.generated';
import { formatDate } from '../../../lib/money';
import { errorMessage } from '../../../lib/notify';
import { callFailure } from '../../auth/errors';
import { ensureChild, findNode, initials, moreValue, parseMore, replaceMore, toTreeData, type TeamNode, type TeamNodeWithChildren } from '../treeData';
import { ActivePlan } from './DirectMembersTable';
import { MemberStatusBadge } from './MemberStatusBadge';
import { TeamPanel } from './TeamPanel';
import { adminMemberPath } from '../../../app/routes/paths';

/** Direct members per call, and the first direct members shown under each (two levels per call). */
const PAGE = 50;
const CHILD_PREVIEW = 10;

type Root = NonNullable<TreeMemberQuery['treeMember']>;

function MemberRow({ node, admin, isLeaf }: { node: TeamNode; admin: boolean; isLeaf: boolean }) {
  return (
    <Group gap="sm" wrap="wrap" style={{ flex: 1, minWidth: 0 }}>
      <Avatar size="sm" radius="xl" color={node.isActive ? 'teal' : 'gray'} aria-hidden>
        {initials(node.fullname)}
      </Avatar>
      <Stack gap={0} style={{ minWidth: 140 }}>
        {admin ? (
          <Anchor component={Link} to={adminMemberPath(node.id)} fw={700} size="sm" onClick={(e) => e.stopPropagation()}>
            {node.username}
          </Anchor>
        ) : (
          <Text fw={700} size="sm">
            {node.username}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {node.fullname}
        </Text>
      </Stack>
      <ActivePlan node={node} />
      <MemberStatusBadge isActive={node.isActive} status={node.status} />
      <Text size="xs" c="dimmed">
        Joined {formatDate(node.joinedAt)}
      </Text>
      <Text size="xs" c="dimmed">
        {node.directCount} direct · team {node.teamSize}
      </Text>
      {isLeaf ? (
        <Text size="xs" c="dimmed" fs="italic">
          No more members
        </Text>
      ) : null}
    </Group>
  );
}

/** The lazy tree under one root: loads two levels per call, pages long lists, finds and opens a member. */
function TreeView({ root, admin }: { root: Root; admin: boolean }) {
  const client = useApolloClient();
  // Tree data and the loaded members live in refs (the source of truth for the async loaders);
  // `version` re-renders after each change.
  const members = useRef(new Map<string, TeamNode>([[String(root.id), root]]));
  const data = useRef<TreeNodeData[]>([toTreeData({ ...root, children: null })]);
  const [, setVersion] = useState(0);
  const update = (change: (d: TreeNodeData[]) => TreeNodeData[]) => {
    data.current = change(data.current);
    setVersion((v) => v + 1);
  };
  const remember = (nodes: TeamNodeWithChildren[]) => {
    for (const n of nodes) {
      members.current.set(String(n.id), n);
      if (n.children) remember(n.children);
    }
  };

  async function fetchBranch(memberId: number, after?: number) {
    const result = await client.query<ReferralBranchQuery, ReferralBranchQueryVariables>({
      query: ReferralBranchDocument,
      variables: { memberId, after, take: PAGE, childTake: CHILD_PREVIEW },
      fetchPolicy: 'network-only',
    });
    const page = result.data.referralTree;
    remember(page.items);
    const entries = page.items.map((n) => toTreeData(n));
    if (page.nextAfter !== null && page.nextAfter !== undefined) entries.push({ value: moreValue(memberId, page.nextAfter), label: 'Show more members' });
    return entries;
  }

  async function loadChildren(value: string) {
    const entries = await fetchBranch(Number(value));
    update((d) => mergeAsyncChildren(d, value, entries));
  }

  const tree = useTree({ onLoadChildren: loadChildren });
  const [moreLoading, setMoreLoading] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const [searching, setSearching] = useState(false);
  const [searchError, setSearchError] = useState<string | null>(null);
  // The search result to open: expanded by an effect, with the tree controller of that render
  // (its expand() works on the expanded state it was created with).
  const [reveal, setReveal] = useState<{ open: string[]; found: string } | null>(null);
  const found = reveal?.found ?? null;

  async function showMore(value: string) {
    const more = parseMore(value)!;
    setMoreLoading(value);
    try {
      const entries = await fetchBranch(more.parentId, more.after);
      update((d) => replaceMore(d, value, entries));
    } catch (err) {
      setSearchError(errorMessage(err));
    } finally {
      setMoreLoading(null);
    }
  }

  async function search(e: FormEvent) {
    e.preventDefault();
    const q = query.trim();
    if (!q) return;
    setSearching(true);
    setSearchError(null);
    setReveal(null);
    try {
      const result = await client.query<SearchTeamQuery, SearchTeamQueryVariables>({ query: SearchTeamDocument, variables: { query: q, memberId: root.id }, fetchPolicy: 'network-only' });
      const path = result.data.searchTeam.path;
      remember(path);
      // Open the path from the root down, loading each level that is not loaded yet.
      for (let i = 0; i < path.length - 1; i++) {
        const parent = String(path[i].id);
        // Through the tree's own loader, so a later expand does not load (and replace) it again.
        if (!Array.isArray(findNode(data.current, parent)?.children)) await tree.loadNode(parent);
        update((d) => ensureChild(d, parent, toTreeData(path[i + 1])));
      }
      setReveal({ open: path.slice(0, -1).map((n) => String(n.id)), found: String(result.data.searchTeam.node.id) });
    } catch (err) {
      const failure = callFailure(err);
      setSearchError(failure.code === 'NOT_FOUND' || failure.code === 'FORBIDDEN' ? 'Not found in this team' : failure.error);
    } finally {
      setSearching(false);
    }
  }

  useEffect(() => {
    if (!reveal) return;
    tree.setExpandedState({ ...tree.expandedState, ...Object.fromEntries(reveal.open.map((v) => [v, true])) });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reveal]);

  useEffect(() => {
    if (!found) return;
    // After the expanded path has rendered.
    const timer = window.setTimeout(() => {
      const el = document.querySelector(`[data-value="${found}"]`) as HTMLElement | null;
      el?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
      el?.focus?.();
    }, 50);
    return () => window.clearTimeout(timer);
  }, [found]);

  return (
    <Stack gap="md">
      <form onSubmit={(e) => void search(e)}>
        <Group gap="xs" align="flex-start" wrap="wrap">
          <TextInput
            aria-label="Search by username, email or referral code"
            placeholder="Search by username, email or referral code"
            leftSection={<IconSearch size={16} />}
            value={query}
            onChange={(e) => setQuery(e.currentTarget.value)}
            error={searchError}
            w={{ base: '100%', sm: 360 }}
          />
          <Button type="submit" loading={searching}>
            Search
          </Button>
          <Button variant="default" onClick={() => tree.expandAllNodes()}>
            Expand all
          </Button>
          <Button variant="default" onClick={() => tree.collapseAllNodes()}>
            Collapse all
          </Button>
        </Group>
      </form>
      <Paper withBorder radius="md" p="sm" style={{ overflowX: 'auto' }}>
        <Tree
          data={data.current}
          tree={tree}
          levelOffset="lg"
          withLines
          aria-label="Referral tree"
          renderNode={({ node, expanded, hasChildren, elementProps, isLoading, loadError }) => {
            if (parseMore(node.value)) {
              return (
                <div {...elementProps}>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    loading={moreLoading === node.value}
                    onClick={(e) => {
                      e.stopPropagation();
                      void showMore(node.value);
                    }}
                  >
                    Show more members
                  </Button>
                </div>
              );
            }
            const member = members.current.get(node.value);
            if (!member) return <div {...elementProps}>{node.label}</div>;
            const highlighted = found === node.value;
            return (
              <Group
                {...elementProps}
                gap="xs"
                wrap="nowrap"
                py={4}
                data-highlighted={highlighted || undefined}
                data-testid={`tree-node-${node.value}`}
                style={{ ...elementProps.style, borderRadius: 6, background: highlighted ? 'var(--mantine-color-yellow-light)' : undefined }}
              >
                <span style={{ width: 18, display: 'inline-flex', justifyContent: 'center' }} aria-hidden>
                  {isLoading ? <Loader size={14} /> : hasChildren ? <IconChevronRight size={16} style={{ transform: expanded ? 'rotate(90deg)' : undefined, transition: 'transform 120ms' }} /> : null}
                </span>
                <MemberRow node={member} admin={admin} isLeaf={member.directCount === 0} />
                {loadError ? (
                  <Text size="xs" c="red">
                    {errorMessage(loadError)}
                  </Text>
                ) : null}
              </Group>
            );
          }}
        />
      </Paper>
    </Stack>
  );
}

/** ReferralTree (PAGES §2.4): the lazy tree rooted at a member, with the team panel beside it. */
export function ReferralTree({ root, admin = false }: { root: Root; admin?: boolean }) {
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <TreeView key={root.id} root={root} admin={admin} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <TeamPanel memberId={root.id} />
      </Grid.Col>
    </Grid>
  );
}
