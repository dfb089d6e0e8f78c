/**
 * The member's withdrawal history on /user/withdrawal: the status filter (a change goes back to
 * page 1), the page and the query (refetched after each request, cancel and wallet change).
 */
import { useState } from 'react';
import type { RecordStatus } from '../../../generated/types';
import { useMyWithdrawalsQuery } from '../money.generated';

export const WITHDRAWAL_PAGE_SIZE = 10;

export function useWithdrawalHistory() {
  const [status, setStatus] = useState<string>('ALL');
  const [page, setPage] = useState(1);
  const query = useMyWithdrawalsQuery({
    variables: { page, pageSize: WITHDRAWAL_PAGE_SIZE, status: status === 'ALL' ? undefined : (status as RecordStatus) },
    notifyOnNetworkStatusChange: true,
  });
  return {
    query,
    status,
    page,
    setPage,
    /** 'ALL' or a RecordStatus; back to page 1. */
    filter: (next: string) => {
      setStatus(next);
      setPage(1);
    },
    refetch: () => query.refetch(),
  };
}

export type WithdrawalHistoryState = ReturnType<typeof useWithdrawalHistory>;
