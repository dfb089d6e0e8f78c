/** /user/bookings — 'Consultations': book a consultation and follow your bookings. */
import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/PageHeader';
import { BookingForm, MyBookings } from '../../modules/content/components/Bookings';

export default function BookingsPage() {
  return (
    <>
      <PageHeader title="Consultations" subtitle="Book a call with our team; we confirm each booking." />
      <Stack gap="lg">
        <BookingForm />
        <MyBookings />
      </Stack>
    </>
  );
}
