/** The admin dashboard's figure cards (members, deposits, withdrawals, income, fees); each opens its list page. */
import { SimpleGrid } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconCash, IconCoin, IconReceipt, IconUserPlus, IconUsers } from '@tabler/icons-react';
import { StatCard } from '../../../components/StatCard';
import { formatMoney } from '../../../lib/money';
import type { AdminDashboardQuery } from '../graphql/dashboard.generated';

export function DashboardCards({ data }: { data: AdminDashboardQuery }) {
  const m = data.adminOverview.members;
  const money = data.moneyDashboard;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="md">
      <StatCard
        label="Members"
        value={m.total}
        icon={IconUsers}
        to="/admin/user/all"
        details={[
          ['Active', m.active],
          ['Inactive', m.inactive],
          ['Blocked', m.blocked],
        ]}
      />
      <StatCard label="Joined Today" value={m.joinedToday} icon={IconUserPlus} to="/admin/user/all" color="indigo" />
      <StatCard
        label="Deposits"
        value={formatMoney(money.depositsCompleted)}
        icon={IconArrowDownRight}
        to="/admin/deposite/complete"
        details={[
          ['Pending', money.depositsPendingCount],
          ['Pending amount', formatMoney(money.depositsPendingAmount)],
        ]}
      />
      <StatCard label="Withdrawals" value={formatMoney(money.withdrawalsCompleted)} icon={IconArrowUpRight} to="/admin/pending-withdrawal-request/complete" color="red" />
      <StatCard
        label="Pending Withdrawals"
        value={money.withdrawalsPendingCount}
        icon={IconReceipt}
        to="/admin/pending-withdrawal-request/pending"
        color="orange"
        details={[['Amount', formatMoney(money.withdrawalsPendingAmount)]]}
      />
      <StatCard label="Income Paid" value={formatMoney(money.incomePaid)} icon={IconCash} color="grape" />
      <StatCard label="Fees" value={formatMoney(money.fees)} icon={IconCoin} color="yellow" />
    </SimpleGrid>
  );
}
