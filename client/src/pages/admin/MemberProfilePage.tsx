/**
 * /admin/check/profile/:id — 'Member Profile' (PAGES §2.3): identity (with the current reward
 * notice), sponsor, statuses, payout addresses; the four wallets; income totals; history tabs;
 * Edit → updateMember; Cash Handling → adjustWallet; 'Send Reward Notice' → sendRewardNotice;
 * Block/Unblock (confirm) → setMemberStatus; 'Reset two-factor' (confirm, shown while the member has
 * an authenticator on) → resetMemberTotp. Edit, the notice, Block and the reset need members:write; Cash
 * Handling needs wallets:adjust (a role without them reads the profile only); the member's API tokens
 * and their budgets, staff:manage.
 */
import { useParams } from 'react-router-dom';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconEdit, IconLock, IconLockOpen, IconSend, IconShieldOff, IconWallet } from '@tabler/icons-react';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { StatCard } from '../../components/StatCard';
import { errorMessage } from '../../lib/notify';
import { formatMoney } from '../../lib/money';
import { useAdminMemberQuery, type AdminMemberQuery } from '../../modules/admin/graphql/members.generated';
import { CashHandlingForm } from '../../modules/admin/components/CashHandlingForm';
import { EditMemberModal } from '../../modules/admin/components/EditMemberModal';
import { AccountStatusBadge, PackageStatusBadge } from '../../modules/admin/components/MemberBadges';
import { MemberDetails } from '../../modules/admin/components/MemberDetails';
import { MemberHistoryTabs } from '../../modules/admin/components/MemberHistoryTabs';
import { RewardNoticeModal } from '../../modules/admin/components/RewardNoticeModal';
import { useMemberBlock } from '../../modules/admin/hooks/useMemberBlock';
import { useMemberTotpReset } from '../../modules/admin/hooks/useMemberTotpReset';
import { useStaffAccess } from '../../modules/staff/access';
import { MemberTokenBudgets } from '../../modules/tokens/components/MemberTokenBudgets';

type MemberData = AdminMemberQuery['member'];

function Profile({ member }: { member: MemberData }) {
  const [editing, edit] = useDisclosure(false);
  const [noticeOpen, notice] = useDisclosure(false);
  const { blocked, toggleBlock, loading: statusLoading } = useMemberBlock(member);
  const { resetTotp, loading: totpLoading } = useMemberTotpReset(member);
  const { can } = useStaffAccess();
  const canWrite = can('members:write');

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <div>
          <Title order={3}>{member.fullname}</Title>
          <Group gap="xs" mt={4}>
            <Text c="dimmed" size="sm">
              {member.username}
            </Text>
            <PackageStatusBadge isActive={member.isActive} />
            <AccountStatusBadge status={member.status} />
          </Group>
        </div>
        {canWrite ? (
          <Group gap="xs">
            <Button variant="default" leftSection={<IconEdit size={16} />} onClick={edit.open}>
              Edit
            </Button>
            <Button variant="default" leftSection={<IconSend size={16} />} onClick={notice.open}>
              Send Reward Notice
            </Button>
            <Button
              variant="light"
              color={blocked ? 'green' : 'orange'}
              leftSection={blocked ? <IconLockOpen size={16} /> : <IconLock size={16} />}
              loading={statusLoading}
              onClick={() => void toggleBlock()}
            >
              {blocked ? 'Unblock' : 'Block'}
            </Button>
            {member.totpEnabled ? (
              <Button variant="light" color="red" leftSection={<IconShieldOff size={16} />} loading={totpLoading} onClick={() => void resetTotp()}>
                Reset two-factor
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Group>

      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        <StatCard label="Active Wallet" value={formatMoney(member.wallets.active)} icon={IconWallet} />
        <StatCard label="Income Wallet" value={formatMoney(member.wallets.income)} icon={IconWallet} color="indigo" />
        <StatCard label="ROI Wallet" value={formatMoney(member.wallets.roi)} icon={IconWallet} color="grape" />
        <StatCard label="Compound Wallet" value={formatMoney(member.wallets.compound)} icon={IconWallet} color="orange" />
      </SimpleGrid>

      <MemberDetails member={member} />

      {can('wallets:adjust') ? <CashHandlingForm member={member} /> : null}

      {can('staff:manage') ? <MemberTokenBudgets memberId={member.id} /> : null}

      <Paper withBorder p="md" radius="md">
        <MemberHistoryTabs memberId={member.id} />
      </Paper>

      {canWrite ? (
        <>
          <EditMemberModal member={member} opened={editing} onClose={edit.close} />
          <RewardNoticeModal member={member} opened={noticeOpen} onClose={notice.close} />
        </>
      ) : null}
    </Stack>
  );
}

export default function MemberProfilePage() {
  const { id } = useParams();
  const memberId = /^\d+$/.test(id ?? '') ? Number(id) : NaN;
  const valid = Number.isSafeInteger(memberId) && memberId > 0;
  const { data, loading, error, refetch } = useAdminMemberQuery({ variables: { id: memberId }, skip: !valid, fetchPolicy: 'cache-and-network' });

  return (
    <>
      <PageHeader title="Member profile" />
      {!valid ? (
        <Alert color="red" title="Error Loading Data" role="alert">
          Invalid member id
        </Alert>
      ) : (
        <QueryState
          loading={loading && !data}
          error={error && !data ? errorMessage(error) : null}
          onRetry={() => void refetch()}
        >
          {data ? <Profile key={data.member.id} member={data.member} /> : null}
        </QueryState>
      )}
    </>
  );
}
