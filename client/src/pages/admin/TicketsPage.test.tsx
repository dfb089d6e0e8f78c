import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TicketsPage from './TicketsPage';
import { ListTicketsDocument, UpdateTicketStatusDocument } from '../../modules/tickets/tickets.generated';
import { mockOp, renderWithApollo } from '../../test/apollo';

const row = (status = 'OPEN') => ({
  __typename: 'TicketRecord',
  id: 12,
  memberId: 7,
  subject: 'Deposit not credited',
  description: 'My deposit from yesterday is still pending.',
  category: 'Deposit',
  priority: 'HIGH',
  status,
  createdAt: '2025-03-12T14:05:00.000Z',
  updatedAt: '2025-03-12T14:05:00.000Z',
  member: { __typename: 'MemberSummary', id: 7, username: 'MRD100007' },
});
const list = mockOp(ListTicketsDocument, { status: null, search: null, page: 1, pageSize: 20 }, { tickets: { __typename: 'TicketPage', items: [row()], total: 1, page: 1, pageSize: 20 } });

describe('Admin TicketsPage', () => {
  it('lists tickets and changes a status from the row', async () => {
    const update = jest.fn(() => ({ data: { updateTicketStatus: row('RESOLVED') } }));
    renderWithApollo(<TicketsPage />, { mocks: [list, mockOp(UpdateTicketStatusDocument, { id: 12, status: 'RESOLVED' }, update)] });
    expect(screen.getByRole('heading', { level: 1, name: 'Tickets' })).toBeInTheDocument();
    const r = (await screen.findByText('Deposit not credited')).closest('tr')!;
    expect(within(r).getByRole('link', { name: 'MRD100007' })).toHaveAttribute('href', '/admin/check/profile/7');
    expect(within(r).getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/admin/ticket/12');
    await userEvent.click(within(r).getByRole('combobox', { name: 'Status of ticket 12' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Resolved' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Ticket status updated successfully!')).toBeInTheDocument();
  });
});
