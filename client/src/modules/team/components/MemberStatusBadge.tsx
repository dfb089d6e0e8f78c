import { Badge } from '@mantine/core';

/** Active/Inactive (package) badge of a tree member; blocked members say so. */
export function MemberStatusBadge({ isActive, status }: { isActive: boolean; status: string }) {
  if (status === 'block') {
    return (
      <Badge color="red" variant="light">
        Blocked
      </Badge>
    );
  }
  return (
    <Badge color={isActive ? 'green' : 'gray'} variant="light">
      {isActive ? 'Active' : 'Inactive'}
    </Badge>
  );
}
