import { useState } from 'react';
import { useDirectMembersLazyQuery, useDirectMembersQuery } from '../team.generated';
import { errorMessage, notifyError } from '../../../lib/notify';
import type { TeamNode } from '../treeData';

export const DIRECTS_PAGE = 50;

/**
 * Direct members, paged by key: the first page from the query, further pages appended by
 * "Load more" (`after` = the last id shown). Mount it under a `key` of the member to reset.
 */
export function useDirectMembers(memberId?: number) {
  const first = useDirectMembersQuery({ variables: { memberId, take: DIRECTS_PAGE }, fetchPolicy: 'cache-and-network' });
  const [fetchPage, next] = useDirectMembersLazyQuery({ fetchPolicy: 'network-only' });
  const [more, setMore] = useState<{ items: TeamNode[]; nextAfter: number | null } | null>(null);

  const page = first.data?.directMembers;
  const rows = page ? [...page.items, ...(more?.items ?? [])] : undefined;
  const nextAfter = more ? more.nextAfter : (page?.nextAfter ?? null);

  async function loadMore() {
    if (nextAfter === null) return;
    const result = await fetchPage({ variables: { memberId, after: nextAfter, take: DIRECTS_PAGE } });
    const got = result.data?.directMembers;
    if (!got) {
      notifyError(result.error ? errorMessage(result.error) : 'Could not load more members');
      return;
    }
    setMore((m) => ({ items: [...(m?.items ?? []), ...got.items], nextAfter: got.nextAfter }));
  }

  return {
    rows,
    total: page?.total ?? 0,
    loading: first.loading && !page,
    error: !page && first.error ? errorMessage(first.error) : null,
    refetch: () => {
      setMore(null);
      void first.refetch();
    },
    hasMore: nextAfter !== null,
    loadingMore: next.loading,
    loadMore,
  };
}
