import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import BookingsPage from './BookingsPage';
import { AdminBookingsDocument, UpdateBookingDocument } from '../../modules/content/content.generated';
import { confirmDialog, renderAdmin } from '../../modules/admin/testing';

const booking = (status: string) => ({
  __typename: 'BookingRecord', id: 4, memberId: 7, date: '2030-05-10', time: '14:30', topic: 'Plan choice', message: 'Please advise me.', status, createdAt: '2025-03-12T10:00:00.000Z',
  member: { __typename: 'MemberSummary', id: 7, username: 'MRD100007', fullname: 'Alice Member' },
});
const page = (status: string | null, items: unknown[]) => ({
  request: { query: AdminBookingsDocument, variables: { status, page: 1, pageSize: 10 } },
  result: { data: { bookings: { __typename: 'BookingPage', total: items.length, page: 1, pageSize: 10, items } } },
});

describe('BookingsPage (/admin/bookings)', () => {
  it('lists pending bookings and confirms one after the dialog', async () => {
    const confirmMock = { request: { query: UpdateBookingDocument, variables: { id: 4, status: 'CONFIRMED' } }, result: { data: { updateBooking: { ...booking('CONFIRMED'), member: undefined } } } };
    renderAdmin(<BookingsPage />, { mocks: [page('PENDING', [booking('PENDING')]), confirmMock, page('PENDING', [])] });
    const row = (await screen.findByText('Plan choice')).closest('tr')!;
    expect(row).toHaveTextContent('Alice Member (MRD100007)');
    expect(row).toHaveTextContent('Pending');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/v1/export/bookings?status=pending');
    await userEvent.click(within(row).getByRole('button', { name: 'Confirm booking 4' }));
    const dialog = await confirmDialog('Confirm');
    expect(dialog).toHaveTextContent('2030-05-10 14:30');
    expect(await screen.findByText('Booking confirmed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Plan choice')).not.toBeInTheDocument());
  });

  it('switches status tabs; decided bookings have no actions', async () => {
    renderAdmin(<BookingsPage />, { mocks: [page('PENDING', []), page('CONFIRMED', [booking('CONFIRMED')])] });
    expect(await screen.findByText('No data available')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Confirmed' }));
    const row = (await screen.findByText('Plan choice')).closest('tr')!;
    expect(within(row).queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/v1/export/bookings?status=confirmed');
  });
});
