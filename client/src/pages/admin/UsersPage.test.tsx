import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import UsersPage from './UsersPage';
import { AdminMembersDocument, AdminSetMemberStatusDocument } from '../../modules/admin/graphql/members.generated';
import { confirmDialog, memberRow, page, renderAdmin } from '../../modules/admin/testing';

const ROUTE = '/admin/user/:action';

function listMock(status: string, items: unknown[], extra: { page?: number; total?: number; search?: string | null } = {}) {
  return {
    request: { query: AdminMembersDocument, variables: { page: extra.page ?? 1, pageSize: 20, status, search: extra.search ?? null } },
    result: { data: { members: page('MemberPage', items, { page: extra.page ?? 1, pageSize: 20, total: extra.total }) } },
  };
}

const alice = memberRow();
const bob = memberRow({ id: 8, username: 'MRD100008', fullname: 'Bob Blocked', email: 'bob@example.com', isActive: false, status: 'block', wallets: { active: '0', income: '1234567.891', roi: '3', compound: '0' } });

describe('UsersPage', () => {
  it('labels package and account status, formats the wallets and numbers the rows', async () => {
    renderAdmin(<UsersPage />, { path: ROUTE, initialEntries: ['/admin/user/all'], mocks: [listMock('ALL', [alice, bob])] });
    expect(screen.getByRole('heading', { level: 1, name: 'Users — All' })).toBeInTheDocument();

    const aliceRow = (await screen.findByText('alice@example.com')).closest('tr')!;
    const bobRow = screen.getByText('bob@example.com').closest('tr')!;
    expect(within(aliceRow).getAllByRole('cell')[0]).toHaveTextContent('1');
    expect(within(bobRow).getAllByRole('cell')[0]).toHaveTextContent('2');

    expect(within(aliceRow).getByText('Activated')).toBeInTheDocument();
    expect(within(aliceRow).getByText('Unblocked')).toBeInTheDocument();
    expect(within(aliceRow).getByRole('button', { name: 'Block' })).toBeInTheDocument();
    expect(within(aliceRow).getByText('$1,250.00')).toBeInTheDocument();
    expect(within(aliceRow).getByText('$40.50')).toBeInTheDocument();

    expect(within(bobRow).getByText('Not Activated')).toBeInTheDocument();
    expect(within(bobRow).getByText('Blocked')).toBeInTheDocument();
    expect(within(bobRow).getByRole('button', { name: 'Unblock' })).toBeInTheDocument();
    expect(within(bobRow).getByText('$1,234,567.89')).toBeInTheDocument();
    expect(within(bobRow).getByRole('link', { name: 'View MRD100008' })).toHaveAttribute('href', '/admin/check/profile/8');
    expect(within(bobRow).getByRole('link', { name: 'Tree of MRD100008' })).toHaveAttribute('href', '/admin/refferal/MRD100008');
    // A Name column: the name with the member code beside it (issue 20 item 7).
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toContain('Name');
    expect(within(bobRow).getByRole('link', { name: 'Bob Blocked' })).toHaveAttribute('href', '/admin/check/profile/8');
    expect(within(aliceRow).getByRole('link', { name: 'Alice Member' })).toBeInTheDocument();
  });

  it.each([
    ['blocked', 'Users — Blocked', 'BLOCKED'],
    ['inactive', 'Users — Inactive', 'INACTIVE'],
    ['active', 'Users — Active', 'ACTIVE'],
    ['whatever', 'Users — All', 'ALL'],
  ])('/admin/user/%s → %s (status %s)', async (action, title, status) => {
    renderAdmin(<UsersPage />, { path: ROUTE, initialEntries: [`/admin/user/${action}`], mocks: [listMock(status, [alice])] });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(document.title).toBe(title);
    expect(await screen.findByText('alice@example.com')).toBeInTheDocument();
  });

  it('Block → confirm → setMemberStatus; the row shows Blocked', async () => {
    const mutation = jest.fn(() => ({ data: { setMemberStatus: { __typename: 'Member', id: 7, status: 'block' } } }));
    renderAdmin(<UsersPage />, {
      path: ROUTE,
      initialEntries: ['/admin/user/all'],
      mocks: [listMock('ALL', [alice]), { request: { query: AdminSetMemberStatusDocument, variables: { id: 7, status: 'BLOCK' } }, result: mutation }],
    });
    const row = (await screen.findByText('alice@example.com')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Block' }));
    await confirmDialog('Block');
    await waitFor(() => expect(mutation).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(within(row).getByText('Blocked')).toBeInTheDocument());
    expect(within(row).getByRole('button', { name: 'Unblock' })).toBeInTheDocument();
    expect(await screen.findByText('MRD100007 blocked')).toBeInTheDocument();
  });

  it("searches with 'Search using email' and pages with Previous/Next", async () => {
    const many = Array.from({ length: 20 }, (_, i) => memberRow({ id: 100 + i, username: `MRD2000${i}`, email: `m${i}@example.com` }));
    renderAdmin(<UsersPage />, {
      path: ROUTE,
      initialEntries: ['/admin/user/all'],
      mocks: [
        listMock('ALL', many, { total: 21 }),
        listMock('ALL', [memberRow({ id: 200, username: 'MRD300000', email: 'last@example.com' })], { page: 2, total: 21 }),
        listMock('ALL', [alice], { search: 'alice' }),
      ],
    });
    expect(await screen.findByText('m0@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const last = (await screen.findByText('last@example.com')).closest('tr')!;
    expect(within(last).getAllByRole('cell')[0]).toHaveTextContent('21');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    await userEvent.type(screen.getByRole('textbox', { name: 'Search using email' }), 'alice');
    expect(await screen.findByText('alice@example.com')).toBeInTheDocument();
    expect(within(screen.getByText('alice@example.com').closest('tr')!).getAllByRole('cell')[0]).toHaveTextContent('1');
  });
});
