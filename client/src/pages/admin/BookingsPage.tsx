/** /admin/bookings — 'Bookings': members' consultation requests; Confirm or Cancel a pending one. */
import { PageHeader } from '../../components/PageHeader';
import { BookingsAdminTable } from '../../modules/content/components/Bookings';

export default function BookingsPage() {
  return (
    <>
      <PageHeader title="Bookings" subtitle="Consultations members booked; confirm or cancel each pending one." />
      <BookingsAdminTable />
    </>
  );
}
