/**
 * /admin/check/profile/:id — 'Member Profile' (PAGES §2.3): identity (with the current reward
 * notice), sponsor, statuses, payout addresses; the four wallets; income totals; history tabs;
 * Edit → updateMember; Cash Handling → adjustWallet; 'Send Reward Notice' → sendRewardNotice;
 * Block/Unblock (confirm) → setMemberStatus. Edit, the notice and Block need members:write; Cash
 * Handling needs wallets:adjust (a role without them reads the profile only); the member's API tokens
 * and their budgets, staff:manage.
 */
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Alert, Anchor, Badge, Button, Grid, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconEdit, IconLock, IconLockOpen, IconSend, IconWallet } from '@tabler/icons-react';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { confirm } from '../../components/confirm';
import { errorMessage } from '../../lib/notify';
import { formatDate, formatDateTime, formatMoney } from '../../lib/money';
import { useAdminMemberQuery, useAdminSetMemberStatusMutation, type AdminMemberQuery } from '../../modules/admin/graphql/members.generated';
import { runAction } from '../../modules/admin/actions';
import { CashHandlingForm } from '../../modules/admin/components/CashHandlingForm';
import { CopyValue } from '../../modules/admin/components/CopyValue';
import { EditMemberModal } from '../../modules/admin/components/EditMemberModal';
import { AccountStatusBadge, PackageStatusBadge, isBlocked } from '../../modules/admin/components/MemberBadges';
import { MemberHistoryTabs } from '../../modules/admin/components/MemberHistoryTabs';
import { RewardNoticeModal } from '../../modules/admin/components/RewardNoticeModal';
import { StatCard } from '../../components/StatCard';
import { useStaffAccess } from '../../modules/staff/access';
import { MemberTokenBudgets } from '../../modules/tokens/components/MemberTokenBudgets';

type MemberData = AdminMemberQuery['member'];

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md" align="flex-start">
      <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" fw={500} component="div" ta="right" style={{ wordBreak: 'break-word', minWidth: 0 }}>
        {children}
      </Text>
    </Group>
  );
}

const INCOME_ROWS: Array<[keyof MemberData['totals'], string]> = [
  ['directIncome', 'Direct Income'],
  ['levelIncome', 'Level Income'],
  ['roiIncome', 'ROI Income'],
  ['rewardIncome', 'Reward Income'],
  ['salaryIncome', 'Salary Income'],
  ['leadershipIncome', 'Leadership Income'],
  ['ctoIncome', 'CTO Income'],
];

function Profile({ member }: { member: MemberData }) {
  const [editing, edit] = useDisclosure(false);
  const [noticeOpen, notice] = useDisclosure(false);
  const [setStatus, { loading: statusLoading }] = useAdminSetMemberStatusMutation();
  const blocked = isBlocked(member.status);
  const { can } = useStaffAccess();
  const canWrite = can('members:write');

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
          </Group>
        ) : null}
      </Group>

      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        <StatCard label="Active Wallet" value={formatMoney(member.wallets.active)} icon={IconWallet} />
        <StatCard label="Income Wallet" value={formatMoney(member.wallets.income)} icon={IconWallet} color="indigo" />
        <StatCard label="ROI Wallet" value={formatMoney(member.wallets.roi)} icon={IconWallet} color="grape" />
        <StatCard label="Compound Wallet" value={formatMoney(member.wallets.compound)} icon={IconWallet} color="orange" />
      </SimpleGrid>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
          <Paper withBorder p="md" radius="md" h="100%">
            <Title order={4} mb="sm">
              Identity
            </Title>
            <Stack gap={8}>
              <Line label="Full Name">{member.fullname}</Line>
              <Line label="Username">{member.username}</Line>
              <Line label="E-mail">
                {member.email}{' '}
                <Badge size="xs" variant="light" color={member.emailVerified ? 'green' : 'gray'}>
                  {member.emailVerified ? 'Verified' : 'Not verified'}
                </Badge>
              </Line>
              <Line label="Phone">{member.phone || '—'}</Line>
              <Line label="Referral Code">{member.referralCode}</Line>
              <Line label="Joined">{formatDate(member.createdAt)}</Line>
              <Line label="Activated">{formatDate(member.activationDate)}</Line>
              <Line label="Last sign-in">{formatDateTime(member.lastLogin)}</Line>
            </Stack>
            <Title order={5} mt="md" mb="xs">
              Reward notice
            </Title>
            {member.rewardNotice ? (
              <Stack gap={8} data-testid="reward-notice">
                <Line label="Title">{member.rewardNotice.title}</Line>
                <Line label="Amount">{formatMoney(member.rewardNotice.amount)}</Line>
                <Line label="Sent">{formatDateTime(member.rewardNotice.createdAt)}</Line>
              </Stack>
            ) : (
              <Text size="sm" c="dimmed" data-testid="reward-notice">
                No reward notice
              </Text>
            )}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
          <Paper withBorder p="md" radius="md" h="100%">
            <Title order={4} mb="sm">
              Sponsor and team
            </Title>
            <Stack gap={8}>
              <Line label="Sponsor">
                {member.sponsor ? (
                  <Anchor component={Link} to={`/admin/check/profile/${member.sponsor.id}`} size="sm">
                    {member.sponsor.fullname} ({member.sponsor.username})
                  </Anchor>
                ) : (
                  '—'
                )}
              </Line>
              <Line label="Package Status">
                <PackageStatusBadge isActive={member.isActive} />
              </Line>
              <Line label="Account Status">
                <AccountStatusBadge status={member.status} />
              </Line>
              <Line label="Directs">{`${member.team.directs} (${member.team.activeDirects} active)`}</Line>
              <Line label="Team">{member.team.team}</Line>
            </Stack>
            <Title order={4} mt="md" mb="sm">
              Payout addresses
            </Title>
            <Stack gap={8}>
              <Line label="BEP20">
                <CopyValue value={member.bep20} label="BEP20 address" />
              </Line>
              <Line label="TRC20">
                <CopyValue value={member.trc20} label="TRC20 address" />
              </Line>
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Paper withBorder p="md" radius="md" h="100%">
            <Title order={4} mb="sm">
              Income totals
            </Title>
            <Table verticalSpacing={4} fz="sm">
              <Table.Tbody>
                {INCOME_ROWS.map(([key, label]) => (
                  <Table.Tr key={key}>
                    <Table.Td c="dimmed">{label}</Table.Td>
                    <Table.Td ta="right">{formatMoney(member.totals[key])}</Table.Td>
                  </Table.Tr>
                ))}
                <Table.Tr>
                  <Table.Td fw={700}>Total Earning</Table.Td>
                  <Table.Td ta="right" fw={700}>
                    {formatMoney(member.totals.totalEarning)}
                  </Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Td c="dimmed">Total Deposit</Table.Td>
                  <Table.Td ta="right">{formatMoney(member.totals.totalDeposit)}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Td c="dimmed">Total Withdrawal</Table.Td>
                  <Table.Td ta="right">{formatMoney(member.totals.totalWithdrawal)}</Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </Paper>
        </Grid.Col>
      </Grid>

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
