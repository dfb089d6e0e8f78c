/**
 * /admin/activation/plan — Activation Plans (PAGES §2.3): ID, Name, Price, Description, Active,
 * Action; the Activation Level % panel; the e-pin codes panel.
 */
import { Link } from 'react-router-dom';
import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { DataTable, type Column } from '../../components/DataTable';
import { exportUrl } from '../../modules/console/exportUrl';
import { PageHeader } from '../../components/PageHeader';
import { useActivationPlansQuery, useLevelTablesQuery, type ActivationPlanFieldsFragment } from '../../modules/plans/desk.generated';
import { formatMoney } from '../../lib/money';
import { errorMessage } from '../../lib/notify';
import { EpinPanel } from '../../modules/plans/components/EpinPanel';
import { LevelTableEditor } from '../../modules/plans/components/LevelTableEditor';
import { planAdminColumns } from '../../modules/plans/components/planAdminColumns';
import { useRetireActivationPlan } from '../../modules/plans/hooks';

export default function ActivationPlansPage() {
  const { data, loading, error } = useActivationPlansQuery({ fetchPolicy: 'cache-and-network' });
  const levels = useLevelTablesQuery();
  const { retire, loading: retiring } = useRetireActivationPlan();
  const columns: Column<ActivationPlanFieldsFragment>[] = [
    { key: 'id', header: 'ID', render: (p) => String(p.id) },
    { key: 'name', header: 'Name', render: (p) => p.name },
    { key: 'price', header: 'Price', align: 'right', render: (p) => formatMoney(p.price) },
    { key: 'description', header: 'Description', render: (p) => p.description || '—' },
    ...planAdminColumns<ActivationPlanFieldsFragment>({ editPath: (id) => `/admin/editactplan/${id}`, retire, retiring }),
  ];
  return (
    <Stack gap="lg">
      <PageHeader
        title="Activation plans"
        subtitle="Buying one activates a member and pays activation level income to the uplines."
        actions={
          <Button component={Link} to="/admin/addactplan" leftSection={<IconPlus size={16} />}>
            Add Activation Plan
          </Button>
        }
      />
      <DataTable columns={columns} rows={data?.activationPlans} rowKey={(p) => p.id} loading={loading && !data} error={error && !data ? errorMessage(error) : null} emptyText="No activation plans yet" exportHref={exportUrl('activation-plans')} />
      <LevelTableEditor
        table="ACTIVATION"
        title="Activation Level %"
        description="Share of an activation plan's price paid to the upline at levels 1–20 (later activations)."
        rates={levels.data?.levelTables.activation}
        loading={levels.loading}
      />
      <EpinPanel />
    </Stack>
  );
}
