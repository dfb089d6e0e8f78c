/**
 * The member profile's three detail panels (PAGES §2.3): identity (with two-factor on/off and the
 * hold after a security change, when one runs) and the current reward notice;
 * sponsor, statuses, team and payout addresses; and the income totals.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Anchor, Badge, Grid, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/money';
import type { AdminMemberQuery } from '../graphql/members.generated';
import { CopyValue } from './CopyValue';
import { AccountStatusBadge, PackageStatusBadge } from './MemberBadges';
import { adminMemberPath } from '../../../app/routes/paths';

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

export function MemberDetails({ member }: { member: MemberData }) {
  return (
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
            <Line label="Two-factor">
              <Badge size="xs" variant="light" color={member.totpEnabled ? 'green' : 'gray'}>
                {member.totpEnabled ? 'On' : 'Off'}
              </Badge>
            </Line>
            {member.withdrawalHoldUntil ? <Line label="Money held until">{formatDateTime(member.withdrawalHoldUntil)}</Line> : null}
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
                <Anchor component={Link} to={adminMemberPath(member.sponsor.id)} size="sm">
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
  );
}
