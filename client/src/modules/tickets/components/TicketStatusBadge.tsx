import { Badge } from '@mantine/core';
import type { TicketStatus } from '../../../generated/types';
import { TICKET_STATUS_COLORS, TICKET_STATUS_LABELS } from '../labels';

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return (
    <Badge color={TICKET_STATUS_COLORS[status]} variant="light" data-testid="ticket-status">
      {TICKET_STATUS_LABELS[status]}
    </Badge>
  );
}
