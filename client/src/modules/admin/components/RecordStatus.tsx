import { Box } from '@mantine/core';
import { StatusBadge } from '../../../components/StatusBadge';

/**
 * StatusBadge for enum statuses ('PENDING' → 'Pending', 'DECLINE' → 'Declined'); never shrinks
 * (and truncates) inside a crowded table cell.
 */
export function RecordStatus({ status }: { status: string }) {
  return (
    <Box style={{ minWidth: 'max-content' }}>
      <StatusBadge status={status.toLowerCase()} />
    </Box>
  );
}
