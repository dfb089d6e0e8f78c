import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import TicketPage from './TicketPage';
import { AddTicketResponseDocument, GetTicketDocument } from '../../modules/tickets/tickets.generated';
import { mockOp, renderWithApollo } from '../../test/apollo';
import { newSubscriptions } from '../../test/memberFixtures';

const ticket = (status = 'OPEN') => ({
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
  member: { __typename: 'MemberSummary', id: 7, username: 'MRD100007', fullname: 'Alice Member' },
  email: null,
});
const reply = (id: number, fromRole: string, message: string) => ({ __typename: 'TicketReply', id, ticketId: 12, fromId: fromRole === 'admin' ? 1 : 7, fromRole, message, createdAt: '2025-03-12T15:00:00.000Z' });

function renderPage(status = 'OPEN', extra: Parameters<typeof mockOp>[] = []) {
  const subscriptions = newSubscriptions();
  const view = renderWithApollo(
    <Routes>
      <Route path="/user/queries/:ticketId" element={<TicketPage />} />
    </Routes>,
    {
      mocks: [mockOp(GetTicketDocument, { id: 12 }, { ticket: ticket(status), ticketResponses: [reply(1, 'admin', 'We are checking.')] }), ...extra.map((args) => mockOp(...args))],
      subscriptions,
      initialEntries: ['/user/queries/12'],
    },
  );
  return { ...view, subscriptions };
}

describe('TicketPage (member)', () => {
  it('shows the ticket and its thread, and appends a live support reply once', async () => {
    const { subscriptions } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Ticket #12' })).toBeInTheDocument();
    expect(await screen.findByText('We are checking.')).toBeInTheDocument();
    expect(screen.getByText('My deposit from yesterday is still pending.')).toBeInTheDocument();
    const event = { ticketResponseAdded: { __typename: 'TicketEventRecord', ticket: ticket('IN_PROGRESS'), response: reply(2, 'admin', 'It is credited now.') } };
    act(() => subscriptions.simulateResult({ result: { data: event } }));
    expect(await screen.findByText('It is credited now.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('ticket-status')).toHaveTextContent('In Progress'));
    act(() => subscriptions.simulateResult({ result: { data: event } }));
    expect(screen.getAllByText('It is credited now.')).toHaveLength(1);
  });

  it('sends a reply, validates an empty one, and does not double it when the live echo arrives', async () => {
    const send = jest.fn(() => ({ data: { addTicketResponse: reply(5, 'user', 'Thanks!') } }));
    const { subscriptions } = renderPage('OPEN', [[AddTicketResponseDocument, { ticketId: 12, message: 'Thanks!' }, send]]);
    await screen.findByText('We are checking.');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Reply is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Reply'), 'Thanks!');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Response added successfully!')).toBeInTheDocument();
    act(() => subscriptions.simulateResult({ result: { data: { ticketResponseAdded: { __typename: 'TicketEventRecord', ticket: ticket(), response: reply(5, 'user', 'Thanks!') } } } }));
    expect(screen.getAllByText('Thanks!')).toHaveLength(1);
    expect(screen.getByLabelText('Reply')).toHaveValue('');
  });

  it('disables the reply box and hides Close once the ticket is closed', async () => {
    renderPage('CLOSED');
    await screen.findByText('We are checking.');
    expect(screen.getByLabelText('Reply')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Close ticket' })).not.toBeInTheDocument();
  });
});
