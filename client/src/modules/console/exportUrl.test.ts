import { exportUrl } from './exportUrl';

describe('exportUrl', () => {
  test('no filters: the bare table path', () => {
    expect(exportUrl('users')).toBe('/api/v1/export/users');
  });
  test('keeps non-empty filters only, encoded', () => {
    expect(exportUrl('ledger', { from: '2025-01-01', to: '', memberId: 7, kind: 'DEPOSIT', status: null })).toBe('/api/v1/export/ledger?from=2025-01-01&memberId=7&kind=DEPOSIT');
    expect(exportUrl('audit', { kind: 'news.update' })).toBe('/api/v1/export/audit?kind=news.update');
  });
});
