import { exportUrl, statementExportUrl } from './exportUrl';

describe('exportUrl', () => {
  test('no filters: the bare table path', () => {
    expect(exportUrl('users')).toBe('/api/v1/export/users');
  });
  test('keeps non-empty filters only, encoded', () => {
    expect(exportUrl('ledger', { from: '2025-01-01', to: '', memberId: 7, kind: 'DEPOSIT', status: null })).toBe('/api/v1/export/ledger?from=2025-01-01&memberId=7&kind=DEPOSIT');
    expect(exportUrl('audit', { kind: 'news.update' })).toBe('/api/v1/export/audit?kind=news.update');
  });
  test('the statement export: own by default; wallet, kinds (comma-separated) and instants', () => {
    expect(statementExportUrl()).toBe('/api/v1/export/statement');
    expect(statementExportUrl({ wallet: 'INCOME', kinds: ['DEPOSIT', 'TRANSFER_IN'], from: '2025-03-01T00:00:00.000Z', to: null })).toBe(
      '/api/v1/export/statement?wallet=INCOME&kinds=DEPOSIT%2CTRANSFER_IN&from=2025-03-01T00%3A00%3A00.000Z',
    );
    expect(statementExportUrl({ memberId: 7, kinds: [] })).toBe('/api/v1/export/statement?memberId=7');
  });
});
