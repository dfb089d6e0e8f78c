/**
 * 'Send Reward Notice' (PAGES §2.3 /admin/defaulter 'Send Notice', /admin/check/profile/{id}):
 * Title 3–120 characters, Amount ≥ 0 with at most 2 decimals (≤ 10,000,000) → sendRewardNotice,
 * which creates or replaces the member's notice (no money moves). On success the notice is written
 * onto the cached member, so every list and card showing it updates at once.
 */
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formatDecimal2 } from '../../../lib/money';
import { errorMessage, notifyError, notifySuccess } from '../../../lib/notify';
import { AdminMemberRewardNoticeFragmentDoc, useAdminSendRewardNoticeMutation, type AdminMemberRewardNoticeFragment } from '../graphql/members.generated';
import { serverFieldErrors } from '../actions';
import { moneyAmountError, noticeTitleError } from '../validation';

export const REWARD_NOTICE_SENT = 'Reward notice sent';

export interface RewardNoticeMember {
  id: number;
  username: string;
  fullname?: string | null;
  rewardNotice?: { title: string; amount: string } | null;
}

type Values = { title: string; amount: string };

function NoticeForm({ member, onClose }: { member: RewardNoticeMember; onClose: () => void }) {
  const [send, { loading }] = useAdminSendRewardNoticeMutation();
  const current = member.rewardNotice;
  const form = useForm<Values>({
    // A member has at most one notice: sending replaces it, so the form starts from the current one.
    initialValues: { title: current?.title ?? '', amount: current ? formatDecimal2(current.amount) : '' },
    validate: {
      title: noticeTitleError,
      amount: (v) => moneyAmountError(v, { allowZero: true }),
    },
  });

  const submit = async (values: Values) => {
    const title = values.title.trim();
    const amount = values.amount.trim();
    try {
      await send({
        variables: { memberId: member.id, title, amount },
        update(cache, { data }) {
          const notice = data?.sendRewardNotice;
          if (!notice) return;
          const id = cache.identify({ __typename: 'Member', id: notice.memberId });
          if (!id) return;
          const cached = {
            __typename: 'Member',
            id: notice.memberId,
            rewardNotice: { __typename: 'RewardNoticeRecord', title: notice.title, amount: notice.amount, createdAt: notice.createdAt },
          };
          // The document also holds RewardNoticeFields (spread inside): name the one to write.
          cache.writeFragment<AdminMemberRewardNoticeFragment>({ id, fragment: AdminMemberRewardNoticeFragmentDoc, fragmentName: 'AdminMemberRewardNotice', data: cached });
        },
      });
      notifySuccess(REWARD_NOTICE_SENT);
      onClose();
    } catch (err) {
      form.setErrors(serverFieldErrors(err));
      notifyError(errorMessage(err));
    }
  };

  return (
    <form onSubmit={form.onSubmit((v) => void submit(v))} noValidate aria-label="Send Reward Notice">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {`To ${member.fullname ? `${member.fullname} (${member.username})` : member.username}. A new notice replaces the current one; no money moves.`}
        </Text>
        <TextInput label="Title" required data-autofocus description={`${form.values.title.trim().length}/120`} {...form.getInputProps('title')} />
        <TextInput label="Amount" required inputMode="decimal" placeholder="0.00" leftSection="$" autoComplete="off" {...form.getInputProps('amount')} />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose} disabled={loading}>
            Cancel
          </Button>
          <Button type="submit" loading={loading}>
            Send Notice
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The modal; `member` null (or `opened` false) shows nothing. */
export function RewardNoticeModal({ member, opened, onClose }: { member: RewardNoticeMember | null; opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened && !!member} onClose={onClose} title="Send Reward Notice" centered size="md">
      {/* Mounted while open: the form starts from the member's current notice each time. */}
      {opened && member ? <NoticeForm member={member} onClose={onClose} /> : null}
    </Modal>
  );
}
