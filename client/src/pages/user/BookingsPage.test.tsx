import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import BookingsPage from './BookingsPage';
import { CreateBookingDocument, MyBookingsDocument } from '../../modules/content/content.generated';
import { renderAdmin } from '../../modules/admin/testing';
import { localToday } from '../../modules/content/components/Bookings';

const booking = { __typename: 'BookingRecord', id: 3, memberId: 7, date: localToday(), time: '10:00', topic: 'Plan choice', message: 'Which plan suits me best?', status: 'PENDING', createdAt: '2025-03-12T10:00:00.000Z' };
const mine = (items: unknown[]) => ({ request: { query: MyBookingsDocument, variables: { page: 1, pageSize: 10 } }, result: { data: { myBookings: { __typename: 'BookingPage', total: items.length, page: 1, pageSize: 10, items } } } });

describe('BookingsPage (/user/bookings)', () => {
  it('books a consultation; it appears as pending', async () => {
    const create = { request: { query: CreateBookingDocument, variables: { input: { date: localToday(), time: '10:00', topic: 'Plan choice', message: 'Which plan suits me best?' } } }, result: { data: { createBooking: booking } } };
    renderAdmin(<BookingsPage />, { mocks: [mine([]), create, mine([booking])] });
    expect(screen.getByRole('heading', { level: 1, name: 'Consultations' })).toBeInTheDocument();
    expect(await screen.findByText('No data available')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText('Topic is required')).toBeInTheDocument();
    expect(screen.getByText('Message must be 10 to 2000 characters')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/^Topic/), 'Plan choice');
    await userEvent.type(screen.getByLabelText(/^Message/), 'Which plan suits me best?');
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText('Consultation booked')).toBeInTheDocument();
    const row = (await screen.findByText('Plan choice', { selector: 'td' })).closest('tr')!;
    expect(row).toHaveTextContent('Pending');
    await waitFor(() => expect(screen.getByLabelText(/^Topic/)).toHaveValue(''));
  });
});
