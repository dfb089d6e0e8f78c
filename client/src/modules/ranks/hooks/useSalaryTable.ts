/**
 * The state of the member's salary transactions table (PAGES §3): search, page size, sort (default
 * created_at descending) and page over all loaded records, with the summary cards' figures. A new
 * search or page size starts on page 1; a refresh that shrinks the data keeps the page in range.
 */
import { useEffect, useMemo, useState } from 'react';
import { DEFAULT_SORT, nextSort, salaryCards, searchRows, showingText, sortRows, totalPages, type SalaryRow, type SortKey, type SortState } from '../salaryTable';

export function useSalaryTable<T extends SalaryRow>(all: T[]) {
  const [search, setSearchText] = useState('');
  const [size, setSizeValue] = useState(10);
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);
  const [page, setPage] = useState(1);

  const cards = useMemo(() => salaryCards(all), [all]);
  const filtered = useMemo(() => sortRows(searchRows(all, search), sort), [all, search, sort]);
  const pages = totalPages(filtered.length, size);
  // A refresh that shrinks the data keeps the page inside the range.
  useEffect(() => {
    if (page > pages) setPage(pages);
  }, [page, pages]);
  const current = Math.min(page, pages);
  const visible = filtered.slice((current - 1) * size, current * size);
  const showing = showingText(current, size, filtered.length);

  const onSort = (key: SortKey) => setSort((s) => nextSort(s, key));
  const searchFor = (text: string) => {
    setSearchText(text);
    setPage(1);
  };
  const setSize = (n: number) => {
    setSizeValue(n);
    setPage(1);
  };

  return { search, searchFor, clearSearch: () => setSearchText(''), size, setSize, sort, onSort, setPage, cards, filtered, pages, current, visible, offset: (current - 1) * size, showing };
}
