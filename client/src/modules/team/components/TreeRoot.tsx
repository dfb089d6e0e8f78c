import type { ReactNode } from 'react';
import { useTreeMemberQuery, type TreeMemberQuery } from '../team.generated';
import { QueryState } from '../../../components/QueryState';
import { errorMessage } from '../../../lib/notify';

type Root = NonNullable<TreeMemberQuery['treeMember']>;

/** Loads the member a tree page is about (a referral code, or the signed-in member) and renders with it. */
export function TreeRoot({ code, children }: { code?: string; children: (root: Root) => ReactNode }) {
  const { data, loading, error, refetch } = useTreeMemberQuery({ variables: { code }, fetchPolicy: 'cache-and-network' });
  const root = data?.treeMember;
  return (
    <QueryState loading={loading && !root} error={!root && error ? errorMessage(error) : null} onRetry={() => void refetch()}>
      {root ? children(root) : null}
    </QueryState>
  );
}
