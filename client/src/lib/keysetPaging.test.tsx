import { act, renderHook } from '@testing-library/react';
import { useKeysetPaging } from './keysetPaging';

describe('useKeysetPaging', () => {
  it('reads the next page by the shown page cursor, jumps by number, and starts over on new filters', () => {
    const { result, rerender } = renderHook(({ key }) => useKeysetPaging(key), { initialProps: { key: 'a' } });
    expect(result.current).toMatchObject({ page: 1, before: undefined });
    act(() => result.current.setPage(2, { page: 1, nextCursor: 90 }));
    expect(result.current).toMatchObject({ page: 2, before: 90 });
    act(() => result.current.setPage(3, { page: 2, nextCursor: 80 }));
    expect(result.current).toMatchObject({ page: 3, before: 80 });
    // Back to a page already reached: its cursor is kept.
    act(() => result.current.setPage(2, { page: 3, nextCursor: 70 }));
    expect(result.current).toMatchObject({ page: 2, before: 90 });
    // A jump to a page never reached goes by number.
    act(() => result.current.setPage(7, { page: 2, nextCursor: 80 }));
    expect(result.current).toMatchObject({ page: 7, before: undefined });
    // The last page has no cursor: nothing is remembered.
    act(() => result.current.setPage(8, { page: 7, nextCursor: null }));
    expect(result.current).toMatchObject({ page: 8, before: undefined });
    rerender({ key: 'b' });
    expect(result.current).toMatchObject({ page: 1, before: undefined });
    act(() => result.current.setPage(3));
    expect(result.current).toMatchObject({ page: 3, before: undefined });
  });
});
