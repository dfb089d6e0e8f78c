import { useState } from 'react';

/** What a keyset-paged list answers besides its items (`KeysetPaginated` on the server). */
export interface KeysetPageInfo {
  page: number;
  nextCursor?: number | null;
}

/**
 * Page numbers over a journal the server pages by key. Going to the next page passes the shown
 * page's `nextCursor` as `before`, so walking a long ledger never makes the server skip rows with
 * OFFSET (pages already reached keep their cursor); only a jump to a page not reached yet goes by
 * number. A new `resetKey` (the filters) starts over at page 1.
 */
export function useKeysetPaging(resetKey = '') {
  const [state, setState] = useState({ key: resetKey, page: 1, cursors: {} as Record<number, number> });
  const current = state.key === resetKey ? state : { key: resetKey, page: 1, cursors: {} };
  if (current !== state) setState(current);
  /** `shown`: the page on screen, whose cursor leads to the page after it. */
  const setPage = (page: number, shown?: KeysetPageInfo) =>
    setState((s) => ({ ...s, page, cursors: shown?.nextCursor && shown.page + 1 === page ? { ...s.cursors, [page]: shown.nextCursor } : s.cursors }));
  return { page: current.page, before: current.page > 1 ? current.cursors[current.page] : undefined, setPage };
}
