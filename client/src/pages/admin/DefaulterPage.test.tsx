import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockedResponse } from '@apollo/client/testing';
import DefaulterPage from './DefaulterPage';
import { AdminDefaultersDocument, AdminSendRewardNoticeDocument } from '../../modules/admin/graphql/members.generated';
import { mockError } from '../../test/apollo';
import { renderAdmin } from '../../modules/admin/testing';

const defaulter = (over: Record<string, unknown> = {}) => ({
  __typename: 'Member',
  id: 7,
  username: 'MRD100007',
  fullname: 'Alice Member',
  email: 'alice@example.com',
  createdAt: '2025-03-01T12:00:00.000Z',
  rewardNotice: null,
  ...over,
});

const alice = defaulter({ rewardNotice: { __typename: 'RewardNoticeRecord', title: 'Welcome bonus', amount: '1234567.891', createdAt: '2025-03-20T12:00:00.000Z' } });
const bob = defaulter({ id: 8, username: 'MRD100008', fullname: 'Bob Builder', email: 'bob@example.com' });

const listMock = (items: unknown[]): MockedResponse => ({ request: { query: AdminDefaultersDocument, variables: {} }, result: { data: { defaulters: items } } });

const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell');

describe('DefaulterPage (/admin/defaulter)', () => {
  it('lists defaulters: S. No, Username (profile link), Full Name, E-mail, Title, Amount, Created At, Send Notice', async () => {
    renderAdmin(<DefaulterPage />, { initialEntries: ['/admin/defaulter'], mocks: [listMock([alice, bob])] });
    expect(screen.getByRole('heading', { level: 1, name: 'Defaulter users' })).toBeInTheDocument();
    expect(document.title).toBe('Defaulter users');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['S. No', 'Username', 'Full Name', 'E-mail', 'Title', 'Amount', 'Created At', 'Action']);

    const aliceRow = (await screen.findByText('alice@example.com')).closest('tr')!;
    const a = cellsOf(aliceRow);
    expect(a[0]).toHaveTextContent('1');
    expect(within(a[1]).getByRole('link', { name: 'MRD100007' })).toHaveAttribute('href', '/admin/check/profile/7');
    expect(a[2]).toHaveTextContent('Alice Member');
    expect(a[4]).toHaveTextContent('Welcome bonus');
    expect(a[5]).toHaveTextContent(/^\$1,234,567\.89$/);
    expect(a[6]).toHaveTextContent(/^1 Mar 2025, \d\d:\d\d$/);
    expect(within(a[7]).getByRole('button', { name: /Send Notice/ })).toBeInTheDocument();

    const b = cellsOf(screen.getByText('bob@example.com').closest('tr')!);
    expect(b[0]).toHaveTextContent('2');
    // No notice: neither a title nor an amount (never a made-up $0.00).
    expect(b[4]).toHaveTextContent('—');
    expect(b[5]).toHaveTextContent(/^—$/);
  });

  it('searches over username and e-mail', async () => {
    renderAdmin(<DefaulterPage />, { mocks: [listMock([alice, bob])] });
    await screen.findByText('alice@example.com');
    const search = screen.getByRole('textbox', { name: 'Search by username or email' });

    await userEvent.type(search, 'BOB@');
    expect(screen.queryByText('alice@example.com')).not.toBeInTheDocument();
    expect(screen.getByText('bob@example.com')).toBeInTheDocument();

    await userEvent.clear(search);
    await userEvent.type(search, '100007');
    expect(screen.getByText('alice@example.com')).toBeInTheDocument();
    expect(screen.queryByText('bob@example.com')).not.toBeInTheDocument();

    // Full names are not searched.
    await userEvent.clear(search);
    await userEvent.type(search, 'Builder');
    expect(screen.queryByText('bob@example.com')).not.toBeInTheDocument();
    expect(screen.getByText('No defaulters match your search')).toBeInTheDocument();
  });

  it("shows 'No defaulters' for an empty list", async () => {
    renderAdmin(<DefaulterPage />, { mocks: [listMock([])] });
    expect(await screen.findByText('No defaulters')).toBeInTheDocument();
    // Export CSV: the whole list from the server (not the page in the browser).
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/v1/export/defaulters');
  });

  it('shows the loading row, then the error panel with the server message', async () => {
    renderAdmin(<DefaulterPage />, { mocks: [mockError(AdminDefaultersDocument, {}, 'Admins only', 'FORBIDDEN')] });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error Loading Data');
    expect(alert).toHaveTextContent('Admins only');
  });

  it("Send Notice rejects a 1-character title and the amount '1.234' without calling sendRewardNotice", async () => {
    const send = jest.fn(() => ({ data: { sendRewardNotice: { __typename: 'RewardNoticeRecord', memberId: 8, title: 'x', amount: '0', createdAt: '2025-04-01T00:00:00.000Z' } } }));
    // Answers for exactly the invalid submissions below: a form that sent them would call `send`.
    const invalid = (title: string, amount: string): MockedResponse => ({ request: { query: AdminSendRewardNoticeDocument, variables: { memberId: 8, title, amount } }, result: send });
    renderAdmin(<DefaulterPage />, { mocks: [listMock([alice, bob]), invalid('a', '5'), invalid('abc', '1.234')] });
    const row = (await screen.findByText('bob@example.com')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: /Send Notice/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Send Reward Notice' });
    const title = within(dialog).getByLabelText(/^Title/);
    const amount = within(dialog).getByLabelText(/^Amount/);
    const submit = () => userEvent.click(within(dialog).getByRole('button', { name: 'Send Notice' }));

    await submit();
    expect(await within(dialog).findByText('Title must be 3 to 120 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('Amount is required')).toBeInTheDocument();

    // A 1-character title with a valid amount.
    await userEvent.type(title, 'a');
    await userEvent.type(amount, '5');
    await submit();
    expect(within(dialog).getByText('Title must be 3 to 120 characters')).toBeInTheDocument();
    expect(within(dialog).queryByText(/^Amount /)).not.toBeInTheDocument();

    // A valid title with 3 decimals.
    await userEvent.type(title, 'bc');
    await userEvent.clear(amount);
    await userEvent.type(amount, '1.234');
    await submit();
    expect(within(dialog).getByText('Amount can have at most 2 decimals')).toBeInTheDocument();
    expect(within(dialog).queryByText('Title must be 3 to 120 characters')).not.toBeInTheDocument();

    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(send).not.toHaveBeenCalled();
    expect(screen.queryByText('Reward notice sent')).not.toBeInTheDocument();
  });

  it("a valid notice → sendRewardNotice({ memberId, title, amount }); toast 'Reward notice sent'; the row shows the new title and amount", async () => {
    const send = jest.fn(() => ({
      data: { sendRewardNotice: { __typename: 'RewardNoticeRecord', memberId: 8, title: 'Refer one friend', amount: '0', createdAt: '2025-04-01T09:00:00.000Z' } },
    }));
    renderAdmin(<DefaulterPage />, {
      mocks: [listMock([alice, bob]), { request: { query: AdminSendRewardNoticeDocument, variables: { memberId: 8, title: 'Refer one friend', amount: '0' } }, result: send }],
    });
    const row = (await screen.findByText('bob@example.com')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: /Send Notice/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Send Reward Notice' });
    expect(dialog).toHaveTextContent('Bob Builder (MRD100008)');
    await userEvent.type(within(dialog).getByLabelText(/^Title/), '  Refer one friend ');
    await userEvent.type(within(dialog).getByLabelText(/^Amount/), '0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Notice' }));

    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Reward notice sent')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Send Reward Notice' })).not.toBeInTheDocument());
    const cells = cellsOf(screen.getByText('bob@example.com').closest('tr')!);
    expect(cells[4]).toHaveTextContent('Refer one friend');
    expect(cells[5]).toHaveTextContent(/^\$0\.00$/);
    // The other row is untouched.
    expect(cellsOf(screen.getByText('alice@example.com').closest('tr')!)[4]).toHaveTextContent('Welcome bonus');
  });

  it('prefills the current notice and shows a server error as a toast', async () => {
    renderAdmin(<DefaulterPage />, {
      mocks: [listMock([alice]), mockError(AdminSendRewardNoticeDocument, { memberId: 7, title: 'Welcome bonus', amount: '1234567.89' }, 'Member not found', 'NOT_FOUND')],
    });
    const row = (await screen.findByText('alice@example.com')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: /Send Notice/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Send Reward Notice' });
    expect(within(dialog).getByLabelText(/^Title/)).toHaveValue('Welcome bonus');
    expect(within(dialog).getByLabelText(/^Amount/)).toHaveValue('1234567.89');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Notice' }));
    expect(await screen.findByText('Member not found')).toBeInTheDocument();
    expect(screen.queryByText('Reward notice sent')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Send Reward Notice' })).toBeInTheDocument();
  });
});
