/**
 * The paged top-up history shared by the Top-Up, Re-Top-Up and Top Up a Friend pages: the member's
 * investments (held, and the top-ups paid for other members: `paidForOthers`), ten a page. The page keeps the hook's result so it can refetch
 * after a top-up or a wallet change.
 */
import { useState } from 'react';
import { Stack } from '@mantine/core';
import { SectionHeader } from '../../../components/SectionHeader';
import { useMyTopUpHistoryQuery } from '../investments.generated';
import { errorMessage } from '../../../lib/notify';
import { InvestmentTable, type InvestmentColumn } from './InvestmentTable';

const PAGE_SIZE = 10;

export function useTopUpHistory() {
  const [page, setPage] = useState(1);
  const query = useMyTopUpHistoryQuery({ variables: { page, pageSize: PAGE_SIZE }, notifyOnNetworkStatusChange: true });
  return { query, page, setPage, refetch: () => void query.refetch() };
}

export function TopUpHistory({ title, columns, history }: { title: string; columns: InvestmentColumn[]; history: ReturnType<typeof useTopUpHistory> }) {
  const { query, page, setPage, refetch } = history;
  return (
    <Stack gap="sm">
      <SectionHeader title={title} onRefresh={refetch} loading={query.loading} />
      <InvestmentTable
        rows={query.data?.myInvestments.items}
        columns={columns}
        loading={query.loading}
        error={query.error && !query.data ? errorMessage(query.error) : null}
        paging={{ page, pageSize: PAGE_SIZE, total: query.data?.myInvestments.total ?? 0, onPageChange: setPage }}
      />
    </Stack>
  );
}
