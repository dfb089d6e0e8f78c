/**
 * Consultation bookings: the member's 'Book a Consultation' panel with their bookings, and the
 * admins' table with Confirm / Cancel (createBooking, myBookings, bookings, updateBooking).
 */
import { useState } from 'react';
import { Badge, Button, Group, Paper, SegmentedControl, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { DataTable, type Column } from '../../../components/DataTable';
import { formatDate, formatDateTime } from '../../../lib/money';
import { errorMessage } from '../../../lib/notify';
import type { BookingState } from '../../../generated/types';
import { useAdminBookingsQuery, useMyBookingsQuery, type AdminBookingsQuery, type BookingFieldsFragment } from '../content.generated';
import { exportUrl } from '../../console/exportUrl';
import { useBookConsultation, useDecideBooking } from '../hooks';

const PAGE_SIZE = 10;
const STATUS_COLOR: Record<string, string> = { PENDING: 'yellow', CONFIRMED: 'green', CANCELLED: 'gray' };
const STATUS_LABEL: Record<string, string> = { PENDING: 'Pending', CONFIRMED: 'Confirmed', CANCELLED: 'Cancelled' };

export function BookingStatusBadge({ status }: { status: string }) {
  return <Badge color={STATUS_COLOR[status] ?? 'gray'}>{STATUS_LABEL[status] ?? status}</Badge>;
}

export interface BookingValues {
  date: string;
  time: string;
  topic: string;
  message: string;
}

/** Local calendar day as YYYY-MM-DD. */
export function localToday(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

export function bookingErrors(v: BookingValues, today = localToday()) {
  const topic = v.topic.trim();
  const message = v.message.trim();
  return {
    date: !/^\d{4}-\d{2}-\d{2}$/.test(v.date) ? 'Date is required' : v.date < today ? 'Pick today or a later date' : null,
    time: /^([01]\d|2[0-3]):[0-5]\d$/.test(v.time) ? null : 'Time is required',
    topic: !topic ? 'Topic is required' : topic.length < 3 || topic.length > 120 ? 'Topic must be 3 to 120 characters' : null,
    message: message.length < 10 || message.length > 2000 ? 'Message must be 10 to 2000 characters' : null,
  };
}

export function BookingForm() {
  const { book, saving } = useBookConsultation();
  const form = useForm<BookingValues>({ initialValues: { date: localToday(), time: '10:00', topic: '', message: '' }, validate: (v) => bookingErrors(v) });
  const submit = form.onSubmit(async (v) => {
    if (await book({ date: v.date, time: v.time, topic: v.topic.trim(), message: v.message.trim() })) form.reset();
  });
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={3} size="h5" mb="sm">
        Book a Consultation
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Group grow>
            <TextInput type="date" label="Date" required min={localToday()} {...form.getInputProps('date')} />
            <TextInput type="time" label="Time" required {...form.getInputProps('time')} />
          </Group>
          <TextInput label="Topic" required maxLength={120} {...form.getInputProps('topic')} />
          <Textarea label="Message" required autosize minRows={3} maxLength={2000} {...form.getInputProps('message')} />
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              Book
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

const baseColumns: Column<BookingFieldsFragment>[] = [
  { key: 'when', header: 'Date', render: (b) => `${formatDate(b.date)} ${b.time}`, csv: (b) => `${b.date} ${b.time}` },
  { key: 'topic', header: 'Topic', render: (b) => b.topic },
  { key: 'message', header: 'Message', render: (b) => b.message },
  { key: 'status', header: 'Status', render: (b) => <BookingStatusBadge status={b.status} />, csv: (b) => STATUS_LABEL[b.status] ?? b.status },
  { key: 'created', header: 'Booked At', render: (b) => formatDateTime(b.createdAt) },
];

export function MyBookings() {
  const [page, setPage] = useState(1);
  const { data, loading, error } = useMyBookingsQuery({ variables: { page, pageSize: PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={3} size="h5" mb="sm">
        My bookings
      </Title>
      <DataTable
        columns={baseColumns}
        rows={data?.myBookings.items}
        rowKey={(b) => b.id}
        loading={loading}
        error={error && !data ? errorMessage(error) : null}
        paging={data ? { page, pageSize: PAGE_SIZE, total: data.myBookings.total, onPageChange: setPage } : undefined}
      />
    </Paper>
  );
}

type AdminBooking = AdminBookingsQuery['bookings']['items'][number];

export function BookingsAdminTable() {
  const [status, setStatus] = useState<BookingState | 'ALL'>('PENDING');
  const [page, setPage] = useState(1);
  const { data, loading, error } = useAdminBookingsQuery({ variables: { status: status === 'ALL' ? null : status, page, pageSize: PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  const decide = useDecideBooking();
  const columns: Column<AdminBooking>[] = [
    { key: 'id', header: 'ID', render: (b) => b.id },
    { key: 'member', header: 'Member', render: (b) => (b.member ? `${b.member.fullname} (${b.member.username})` : `#${b.memberId}`) },
    ...(baseColumns as Column<AdminBooking>[]),
    {
      key: 'action',
      header: 'Action',
      render: (b) =>
        b.status === 'PENDING' ? (
          <Group gap="xs" wrap="nowrap">
            <Button size="xs" variant="light" color="green" onClick={() => void decide(b, 'CONFIRMED')} aria-label={`Confirm booking ${b.id}`}>
              Confirm
            </Button>
            <Button size="xs" variant="light" color="red" onClick={() => void decide(b, 'CANCELLED')} aria-label={`Cancel booking ${b.id}`}>
              Cancel
            </Button>
          </Group>
        ) : null,
      csv: () => '',
    },
  ];
  return (
    <Stack>
      <SegmentedControl
        value={status}
        onChange={(v) => {
          setStatus(v as BookingState | 'ALL');
          setPage(1);
        }}
        data={[
          { value: 'PENDING', label: 'Pending' },
          { value: 'CONFIRMED', label: 'Confirmed' },
          { value: 'CANCELLED', label: 'Cancelled' },
          { value: 'ALL', label: 'All' },
        ]}
        w="fit-content"
      />
      <DataTable
        columns={columns}
        rows={data?.bookings.items}
        rowKey={(b) => b.id}
        loading={loading}
        error={error && !data ? errorMessage(error) : null}
        exportHref={exportUrl('bookings', { status: status === 'ALL' ? null : status.toLowerCase() })}
        paging={data ? { page, pageSize: PAGE_SIZE, total: data.bookings.total, onPageChange: setPage } : undefined}
      />
    </Stack>
  );
}
