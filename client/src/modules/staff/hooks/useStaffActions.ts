/**
 * The staff page's actions (confirm where it changes someone's access → mutation → toast): invite,
 * change role, deactivate, reactivate. Each refetches the team and the signed-in member's own access
 * (a second person may now hold the money permissions). Each resolves to true when it went through.
 */
import { useCallback } from 'react';
import { confirm } from '../../../components/confirm';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { useMutationFlow } from '../../../lib/useMutationFlow';
import type { StaffRole } from '../../../generated/types';
import { serverFieldErrors } from '../../admin/actions';
import { roleLabel } from '../permissions';
import { useCreateStaffMutation, useDeactivateStaffMutation, useReactivateStaffMutation, useSetStaffRoleMutation, type StaffFieldsFragment } from '../staff.generated';

const REFETCH = ['StaffTeam', 'MyStaffAccess'];

export interface InviteInput {
  email: string;
  fullname: string;
  role: StaffRole;
}

export function useStaffActions() {
  const [createStaff, { loading: inviting }] = useCreateStaffMutation({ refetchQueries: REFETCH });
  const [setStaffRole] = useSetStaffRoleMutation({ refetchQueries: REFETCH });
  const [deactivateStaff] = useDeactivateStaffMutation({ refetchQueries: REFETCH });
  const [reactivateStaff] = useReactivateStaffMutation({ refetchQueries: REFETCH });
  const { busyId, run } = useMutationFlow<string>();

  /** Resolves to null on success, else the server's field errors (already toasted). */
  const invite = useCallback(
    async (input: InviteInput): Promise<Record<string, string> | null> => {
      try {
        await createStaff({ variables: { input: { email: input.email.trim(), fullname: input.fullname.trim(), role: input.role } } });
        notifySuccess(`Invitation sent to ${input.email.trim()} (${roleLabel(input.role)})`);
        return null;
      } catch (err) {
        notifyError(errorMessage(err));
        return serverFieldErrors(err);
      }
    },
    [createStaff],
  );

  const changeRole = useCallback(
    async (s: StaffFieldsFragment, role: StaffRole): Promise<boolean> => {
      if (role === s.role) return false;
      const ok = await confirm({
        title: 'Change role',
        message: 'The new role applies to their next request; pages and buttons follow it.',
        details: [
          ['Staff member', `${s.fullname} (${s.email})`],
          ['Role', `${roleLabel(s.role)} → ${roleLabel(role)}`],
        ],
        confirmLabel: 'Change role',
      });
      if (!ok) return false;
      return (await run(s.id, () => setStaffRole({ variables: { id: s.id, role } }), `${s.fullname} is now ${roleLabel(role)}`)) !== null;
    },
    [run, setStaffRole],
  );

  const deactivate = useCallback(
    async (s: StaffFieldsFragment): Promise<boolean> => {
      const ok = await confirm({
        title: 'Deactivate staff member',
        message: 'Every session of theirs ends at once and they can no longer sign in. Their history stays; you can reactivate them later.',
        details: [
          ['Staff member', `${s.fullname} (${s.email})`],
          ['Role', roleLabel(s.role)],
        ],
        confirmLabel: 'Deactivate',
        danger: true,
      });
      if (!ok) return false;
      return (await run(s.id, () => deactivateStaff({ variables: { id: s.id } }), `${s.fullname} is deactivated`)) !== null;
    },
    [run, deactivateStaff],
  );

  const reactivate = useCallback(
    async (s: StaffFieldsFragment): Promise<boolean> => {
      const ok = await confirm({
        title: 'Reactivate staff member',
        message: 'They can sign in again with their password, with the role shown.',
        details: [
          ['Staff member', `${s.fullname} (${s.email})`],
          ['Role', roleLabel(s.role)],
        ],
        confirmLabel: 'Reactivate',
      });
      if (!ok) return false;
      return (await run(s.id, () => reactivateStaff({ variables: { id: s.id } }), `${s.fullname} can sign in again`)) !== null;
    },
    [run, reactivateStaff],
  );

  return { invite, inviting, changeRole, deactivate, reactivate, busyId };
}
