import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AuditLogPage, { prettyJson } from './AuditLogPage';
import { AuditActionsDocument, AuditLogDocument } from '../../modules/console/console.generated';
import { renderAdmin } from '../../modules/admin/testing';

const entry = {
  __typename: 'AuditEntry', id: 9, createdAt: '2025-03-12T10:00:00.000Z', actorId: 1, actorEmail: 'admin@example.com', action: 'news.update', target: 'news:4', details: null,
  before: '{"title":"Old title"}', after: '{"title":"New title"}',
};

describe('AuditLogPage (/admin/audit-log)', () => {
  it('lists who did what to which record, and shows before and after', async () => {
    renderAdmin(<AuditLogPage />, {
      mocks: [
        { request: { query: AuditActionsDocument }, result: { data: { auditActions: ['news.update'] } } },
        { request: { query: AuditLogDocument, variables: { filter: {}, page: 1, pageSize: 10 } }, result: { data: { auditLog: { __typename: 'AuditPage', total: 1, page: 1, pageSize: 10, items: [entry] } } } },
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
    const row = (await screen.findByText('news:4')).closest('tr')!;
    expect(row).toHaveTextContent('admin@example.com');
    expect(row).toHaveTextContent('news.update');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/v1/export/audit');
    await userEvent.click(screen.getByRole('button', { name: 'Before / after of change 9' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('"title": "Old title"');
    expect(dialog).toHaveTextContent('"title": "New title"');
  });

  it('pretty-prints JSON and shows a dash for nothing', () => {
    expect(prettyJson('null')).toBe('—');
    expect(prettyJson(null)).toBe('—');
    expect(prettyJson('not json')).toBe('not json');
    expect(prettyJson('{"a":1}')).toBe('{\n  "a": 1\n}');
  });
});
