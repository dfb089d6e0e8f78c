import { Badge } from '@mantine/core';

const COLORS: Record<string, string> = {
  pending: 'yellow',
  complete: 'green',
  completed: 'green',
  decline: 'red',
  declined: 'red',
  block: 'red',
  unblock: 'green',
  active: 'green',
  inactive: 'gray',
  approved: 'green',
  rejected: 'red',
};

const LABELS: Record<string, string> = { decline: 'Declined', complete: 'Complete', block: 'Blocked', unblock: 'Unblocked' };

/** Coloured status text for deposits, withdrawals, transfers and accounts. */
export function StatusBadge({ status }: { status: string }) {
  const key = status.toLowerCase();
  return (
    <Badge color={COLORS[key] ?? 'blue'} variant="light">
      {LABELS[key] ?? key.charAt(0).toUpperCase() + key.slice(1)}
    </Badge>
  );
}
