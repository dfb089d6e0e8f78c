/** /admin/editactplan/{id} — Edit Activation Plan (PAGES §2.3): prefilled form; 'Update' → updateActivationPlan. */
import { useNavigate, useParams } from 'react-router-dom';
import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { useActivationPlanQuery } from '../../modules/plans/desk.generated';
import { errorMessage } from '../../lib/notify';
import { ActivationPlanForm } from '../../modules/plans/components/ActivationPlanForm';
import { useSaveActivationPlan } from '../../modules/plans/hooks';

export default function EditActPlanPage() {
  const { id } = useParams();
  const planId = Number(id);
  const valid = Number.isInteger(planId) && planId > 0;
  const navigate = useNavigate();
  const plan = useActivationPlanQuery({ variables: { id: planId }, skip: !valid, fetchPolicy: 'network-only' });
  const { save, loading } = useSaveActivationPlan();
  const p = plan.data?.activationPlan;
  return (
    <Stack gap="lg">
      <PageHeader title="Edit activation plan" subtitle={p ? `${p.name} (#${p.id}) — past purchases keep their price.` : undefined} />
      <QueryState loading={plan.loading && !p} error={!valid ? 'Activation plan not found' : !p && plan.error ? errorMessage(plan.error) : null} onRetry={valid ? () => void plan.refetch() : undefined}>
        {p ? (
          <ActivationPlanForm
            initial={{ name: p.name, description: p.description, price: p.price, isActive: p.isActive }}
            submitLabel="Update"
            loading={loading}
            onSubmit={async (values) => {
              const outcome = await save(values, p.id);
              if (outcome.ok) navigate('/admin/activation/plan');
              else return outcome.fieldErrors;
            }}
          />
        ) : null}
      </QueryState>
    </Stack>
  );
}
