import { Badge } from '@mantine/core';

/** Account status 'block' / 'unblock' (case-insensitive). */
export function isBlocked(status: string | null | undefined): boolean {
  return (status ?? '').toLowerCase() === 'block';
}

/** Package status: 'Activated' / 'Not Activated'. */
export function PackageStatusBadge({ isActive }: { isActive: boolean }) {
  return (
    <Badge color={isActive ? 'green' : 'gray'} variant="light" style={{ minWidth: 'max-content' }}>
      {isActive ? 'Activated' : 'Not Activated'}
    </Badge>
  );
}

/** Account status: 'Blocked' / 'Unblocked'. */
export function AccountStatusBadge({ status }: { status: string }) {
  const blocked = isBlocked(status);
  return (
    <Badge color={blocked ? 'red' : 'green'} variant="light" style={{ minWidth: 'max-content' }}>
      {blocked ? 'Blocked' : 'Unblocked'}
    </Badge>
  );
}
