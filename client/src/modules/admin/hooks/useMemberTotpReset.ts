/**
 * 'Reset two-factor' on the member profile (issue 17): for a member who lost the authenticator app
 * and the recovery codes. Confirm, then resetMemberTotp (members:write), with the outcome toasted.
 * The reset is a security change: the member's withdrawals and transfers wait out the hold.
 */
import { confirm } from '../../../components/confirm';
import { useAdminResetMemberTotpMutation } from '../graphql/members.generated';
import { runAction } from '../../../lib/useMutationFlow';

export function useMemberTotpReset(member: { id: number; username: string; email: string }) {
  const [reset, { loading }] = useAdminResetMemberTotpMutation();

  const resetTotp = async () => {
    const ok = await confirm({
      title: 'Reset two-factor authentication',
      message:
        'Only for a member who lost the authenticator app and the recovery codes, once you are sure it is them. Sign-in will no longer ask for a code; the member is mailed, and withdrawals and transfers to other members are on hold for the next hours.',
      details: [['Member', `${member.username} (${member.email})`]],
      confirmLabel: 'Reset two-factor',
      danger: true,
    });
    if (!ok) return;
    await runAction(() => reset({ variables: { memberId: member.id } }), `Two-factor authentication of ${member.username} reset`);
  };

  return { resetTotp, loading };
}
