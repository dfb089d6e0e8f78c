import { Link } from 'react-router-dom';
import { Alert, Anchor, Text } from '@mantine/core';
import { IconUsersPlus } from '@tabler/icons-react';
import { useStaffAccess } from '../access';

export const SECOND_PERSON_TEXT = 'Only one staff member can move money: invite a second person so every manual money move is checked by two people.';

/**
 * The dashboard's warning while maker-checker cannot work (`needsSecondPerson`: at most one active
 * staff member holds the money permissions, so manual money moves apply at once, unchecked).
 */
export function SecondPersonAlert() {
  const { needsSecondPerson, can } = useStaffAccess();
  if (!needsSecondPerson) return null;
  return (
    <Alert color="yellow" variant="light" icon={<IconUsersPlus size={18} />} title="A second person is needed" role="status" mb="lg">
      <Text size="sm">{SECOND_PERSON_TEXT}</Text>
      {can('staff:manage') ? (
        <Anchor component={Link} to="/admin/staff" size="sm" fw={600}>
          Invite staff
        </Anchor>
      ) : null}
    </Alert>
  );
}
