/**
 * The deposit desk's two flows (PAGES §2.3): Complete / Decline (confirm with the proof and hash,
 * then setDepositStatus) and Delete of a declined deposit (confirm, deleteDeposit, evicted from the
 * cache). One runs at a time (`busyId`); each toasts its outcome and refetches the list after.
 */
import { Stack, Text } from '@mantine/core';
import { confirm } from '../../../components/confirm';
import { formatMoney } from '../../../lib/money';
import { useMutationFlow } from '../../../lib/useMutationFlow';
import type { Decision } from '../../../generated/types';
import { useAdminDeleteDepositMutation, useAdminSetDepositStatusMutation, type AdminDepositFieldsFragment } from '../graphql/money.generated';
import { DepositEvidence } from '../components/DepositEvidence';

type Deposit = AdminDepositFieldsFragment;

export function depositMemberName(d: Deposit): string {
  return d.member?.fullname || d.member?.username || `Member #${d.memberId}`;
}

export function useDepositActions(refetch: () => unknown) {
  const { busyId, run } = useMutationFlow<number>();
  const [setStatus] = useAdminSetDepositStatusMutation();
  const [deleteDeposit] = useAdminDeleteDepositMutation();

  const decide = async (d: Deposit, status: Decision) => {
    const completing = status === 'COMPLETE';
    const ok = await confirm({
      title: completing ? 'Complete deposit' : 'Decline deposit',
      message: (
        <Stack gap="sm">
          <Text size="sm">{completing ? "The amount is credited to the member's Active wallet." : 'Nothing is credited; the member is told the deposit was declined.'}</Text>
          <DepositEvidence amount={d.amount} network={d.currency} proofUrl={d.proofUrl} hash={d.hash} />
        </Stack>
      ),
      details: [['Member', `${depositMemberName(d)}${d.member?.username ? ` · ${d.member.username}` : ''}${d.email ? ` (${d.email})` : ''}`]],
      size: 'lg',
      confirmLabel: completing ? 'Complete' : 'Decline',
      danger: !completing,
    });
    if (!ok) return;
    const result = await run(
      d.id,
      () => setStatus({ variables: { id: d.id, status } }),
      completing ? `Deposit of ${formatMoney(d.amount)} completed` : `Deposit of ${formatMoney(d.amount)} declined`,
    );
    if (result) void refetch();
  };

  const remove = async (d: Deposit) => {
    const ok = await confirm({
      title: 'Delete deposit',
      message: 'The declined deposit is removed from the lists.',
      details: [
        ['Member', depositMemberName(d)],
        ['Amount', formatMoney(d.amount)],
      ],
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!ok) return;
    const result = await run(
      d.id,
      () =>
        deleteDeposit({
          variables: { id: d.id },
          update(cache, { data: res }) {
            if (!res?.deleteDeposit.success) return;
            cache.evict({ id: cache.identify({ __typename: 'DepositRecord', id: d.id }) });
            cache.gc();
          },
        }),
      (r) => r.data?.deleteDeposit.message || 'Deposit removed',
    );
    if (result) void refetch();
  };

  return { busyId, decide, remove };
}
