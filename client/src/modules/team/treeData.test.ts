import { ensureChild, findNode, initials, moreValue, parseMore, replaceMore, toTreeData, type TeamNodeWithChildren } from './treeData';

const node = (id: number, directCount = 0, children?: TeamNodeWithChildren[]): TeamNodeWithChildren => ({
  id,
  username: `M${id}`,
  fullname: `Member ${id}`,
  email: `m${id}@example.com`,
  referralCode: `M${id}`,
  isActive: true,
  status: 'unblock',
  joinedAt: '2025-01-01T00:00:00.000Z',
  planName: null,
  ownBusiness: '0',
  teamBusiness: '0',
  teamSize: directCount,
  directCount,
  activeDirects: 0,
  children,
});

describe('treeData', () => {
  it('builds entries: loaded children, lazy children, leaves, and a "show more" entry for partial pages', () => {
    expect(toTreeData(node(1, 0))).toEqual({ value: '1', label: 'M1' });
    expect(toTreeData(node(1, 3))).toEqual({ value: '1', label: 'M1', hasChildren: true });
    expect(toTreeData(node(1, 2, [node(2), node(3, 1)]))).toEqual({
      value: '1',
      label: 'M1',
      children: [{ value: '2', label: 'M2' }, { value: '3', label: 'M3', hasChildren: true }],
    });
    expect(toTreeData(node(1, 5, [node(2), node(3)])).children).toEqual([
      { value: '2', label: 'M2' },
      { value: '3', label: 'M3' },
      { value: 'more:1:3', label: 'Show more members' },
    ]);
  });

  it('parses "show more" values and replaces the entry with the next page', () => {
    expect(parseMore(moreValue(12, 40))).toEqual({ parentId: 12, after: 40 });
    expect(parseMore('12')).toBeNull();
    const data = [toTreeData(node(1, 5, [node(2), node(3)]))];
    const next = replaceMore(data, 'more:1:3', [{ value: '4', label: 'M4' }]);
    expect(next[0].children!.map((c) => c.value)).toEqual(['2', '3', '4']);
    expect(data[0].children).toHaveLength(3); // unchanged input
  });

  it('inserts a searched member under its parent once, before the "show more" entry', () => {
    const data = [toTreeData(node(1, 5, [node(2), node(3)]))];
    const once = ensureChild(data, '1', { value: '9', label: 'M9' });
    expect(once[0].children!.map((c) => c.value)).toEqual(['2', '3', '9', 'more:1:3']);
    expect(ensureChild(once, '1', { value: '9', label: 'M9' })).toEqual(once);
    expect(findNode(once, '9')).toEqual({ value: '9', label: 'M9' });
    expect(findNode(once, '10')).toBeNull();
    const lazy = [toTreeData(node(1, 3))];
    expect(ensureChild(lazy, '1', { value: '2', label: 'M2' })[0]).toEqual({ value: '1', label: 'M1', children: [{ value: '2', label: 'M2' }] });
  });

  it('makes initials', () => {
    expect(initials('Alice  Member')).toBe('AM');
    expect(initials('bob')).toBe('B');
    expect(initials(' ')).toBe('?');
  });
});
