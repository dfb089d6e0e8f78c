/**
 * /admin/membership/plan — Investment Plans (PAGES §2.3): ID, Name, Price, Min, Max, Daily ROI %,
 * Sponsor Bonus %, Period, Cap, Active, Action (Edit, Retire); the Level Income % panel.
 */
import { Link } from 'react-router-dom';
import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { DataTable, type Column } from '../../components/DataTable';
import { PageHeader } from '../../components/PageHeader';
import { useDeskPlansQuery, useLevelTablesQuery, type PlanFieldsFragment } from '../../modules/plans/desk.generated';
import { formatMoney, formatPercent } from '../../lib/money';
import { errorMessage } from '../../lib/notify';
import { LevelTableEditor } from '../../modules/plans/components/LevelTableEditor';
import { planAdminColumns } from '../../modules/plans/components/planAdminColumns';
import { useRetirePlan } from '../../modules/plans/hooks';
import { planPeriod } from '../../modules/plans/PlanCards';
import { isPositive } from '../../modules/money/amount';

export default function PlansPage() {
  const { data, loading, error } = useDeskPlansQuery({ fetchPolicy: 'cache-and-network' });
  const levels = useLevelTablesQuery();
  const { retire, loading: retiring } = useRetirePlan();
  const columns: Column<PlanFieldsFragment>[] = [
    { key: 'id', header: 'ID', render: (p) => String(p.id) },
    { key: 'name', header: 'Name', render: (p) => p.name },
    { key: 'price', header: 'Price', align: 'right', render: (p) => formatMoney(p.price) },
    { key: 'min', header: 'Min', align: 'right', render: (p) => formatMoney(p.minAmount) },
    { key: 'max', header: 'Max', align: 'right', render: (p) => (isPositive(p.maxAmount) ? formatMoney(p.maxAmount) : 'No limit') },
    { key: 'roi', header: 'Daily ROI %', align: 'right', render: (p) => formatPercent(p.roiDay) },
    { key: 'bonus', header: 'Sponsor Bonus %', align: 'right', render: (p) => formatPercent(p.sponsorBonus) },
    { key: 'period', header: 'Period', render: (p) => planPeriod(p.periodMonths) },
    { key: 'cap', header: 'Cap', render: (p) => `${p.capMultiplier}x` },
    ...planAdminColumns<PlanFieldsFragment>({ editPath: (id) => `/admin/editplan/${id}`, retire, retiring }),
  ];
  return (
    <Stack gap="lg">
      <PageHeader
        title="Investment plans"
        subtitle="Plans members buy; editing a plan never changes running investments."
        actions={
          <Button component={Link} to="/admin/addplan" leftSection={<IconPlus size={16} />}>
            Add Plan
          </Button>
        }
      />
      <DataTable columns={columns} rows={data?.plans} rowKey={(p) => p.id} loading={loading && !data} error={error && !data ? errorMessage(error) : null} emptyText="No plans yet" exportName="plans" />
      <LevelTableEditor
        table="INVESTMENT"
        title="Level Income %"
        description="Share of each member's daily ROI paid to the upline at levels 1–20 (from the next daily run)."
        rates={levels.data?.levelTables.investment}
        loading={levels.loading}
      />
    </Stack>
  );
}
