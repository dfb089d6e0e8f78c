/**
 * Block / Unblock of a member on the profile (PAGES §2.3): confirm, then setMemberStatus, with the
 * outcome toasted. A blocked member cannot sign in or move money; their sessions end at once.
 */
import { confirm } from '../../../components/confirm';
import { useAdminSetMemberStatusMutation } from '../graphql/members.generated';
import { runAction } from '../../../lib/useMutationFlow';
import { isBlocked } from '../components/MemberBadges';

export function useMemberBlock(member: { id: number; username: string; email: string; status: string }) {
  const [setStatus, { loading }] = useAdminSetMemberStatusMutation();
  const blocked = isBlocked(member.status);

  const toggleBlock = async () => {
    const ok = await confirm({
      title: blocked ? 'Unblock member' : 'Block member',
      message: blocked ? 'The member can sign in and move money again.' : 'A blocked member cannot sign in or move money; their sessions end at once.',
      details: [['Member', `${member.username} (${member.email})`]],
      confirmLabel: blocked ? 'Unblock' : 'Block',
      danger: !blocked,
    });
    if (!ok) return;
    await runAction(() => setStatus({ variables: { id: member.id, status: blocked ? 'UNBLOCK' : 'BLOCK' } }), blocked ? `${member.username} unblocked` : `${member.username} blocked`);
  };

  return { blocked, toggleBlock, loading };
}
