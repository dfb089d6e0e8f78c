/** /admin/editplan/{id} — Edit Plan (PAGES §2.3): the plan form, prefilled; 'Update' → updatePlan. */
import { useNavigate, useParams } from 'react-router-dom';
import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { useDeskPlanQuery, useDeskPlansQuery } from '../../modules/plans/desk.generated';
import { errorMessage } from '../../lib/notify';
import { PlanForm } from '../../modules/plans/components/PlanForm';
import { useSavePlan } from '../../modules/plans/hooks';
import { fieldErrors } from './AddPlanPage';

export default function EditPlanPage() {
  const { id } = useParams();
  const planId = Number(id);
  const navigate = useNavigate();
  const valid = Number.isInteger(planId) && planId > 0;
  const plan = useDeskPlanQuery({ variables: { id: planId }, skip: !valid, fetchPolicy: 'network-only' });
  const plans = useDeskPlansQuery();
  const { save, loading } = useSavePlan();
  const p = plan.data?.plan;
  return (
    <Stack gap="lg">
      <PageHeader title="Edit plan" subtitle={p ? `${p.name} (#${p.id}) — running investments keep the terms they bought.` : undefined} />
      <QueryState loading={plan.loading && !p} error={!valid ? 'Plan not found' : !p && plan.error ? errorMessage(plan.error) : null} onRetry={valid ? () => void plan.refetch() : undefined}>
        {p ? (
          <PlanForm
            initial={{
              name: p.name,
              description: p.description,
              price: p.price,
              minAmount: p.minAmount,
              maxAmount: p.maxAmount,
              roiDay: p.roiDay,
              sponsorBonus: p.sponsorBonus,
              periodMonths: String(p.periodMonths),
              capMultiplier: String(p.capMultiplier),
              isActive: p.isActive,
            }}
            otherNames={(plans.data?.plans ?? []).filter((x) => x.id !== p.id).map((x) => x.name)}
            submitLabel="Update"
            loading={loading}
            onSubmit={async (values) => {
              const outcome = await save(values, p.id);
              if (outcome.ok) navigate('/admin/membership/plan');
              else return fieldErrors(outcome.fieldErrors);
            }}
          />
        ) : null}
      </QueryState>
    </Stack>
  );
}
