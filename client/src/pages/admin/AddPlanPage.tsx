/** /admin/addplan — Add Plan (PAGES §2.3): the plan form; 'Save' → createPlan ⇒ /admin/membership/plan. */
import { useNavigate } from 'react-router-dom';
import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/PageHeader';
import { useDeskPlansQuery } from '../../modules/plans/desk.generated';
import { PlanForm } from '../../modules/plans/components/PlanForm';
import { useSavePlan } from '../../modules/plans/hooks';

export default function AddPlanPage() {
  const navigate = useNavigate();
  const plans = useDeskPlansQuery();
  const { save, loading } = useSavePlan();
  return (
    <Stack gap="lg">
      <PageHeader title="Add plan" subtitle="A new investment plan members can buy." />
      <PlanForm
        otherNames={(plans.data?.plans ?? []).map((p) => p.name)}
        submitLabel="Save"
        loading={loading}
        onSubmit={async (values) => {
          const outcome = await save(values);
          if (outcome.ok) navigate('/admin/membership/plan');
          else return fieldErrors(outcome.fieldErrors);
        }}
      />
    </Stack>
  );
}

/** Server field names → form fields. */
export function fieldErrors(fields: Record<string, string> | undefined) {
  if (!fields) return undefined;
  const map: Record<string, string> = { min: 'minAmount', max: 'maxAmount' };
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [map[k] ?? k, v]));
}
