/** /admin/addactplan — Add Activation Plan (PAGES §2.3): 'Save' → createActivationPlan ⇒ /admin/activation/plan. */
import { useNavigate } from 'react-router-dom';
import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/PageHeader';
import { ActivationPlanForm } from '../../modules/plans/components/ActivationPlanForm';
import { useSaveActivationPlan } from '../../modules/plans/hooks';

export default function AddActPlanPage() {
  const navigate = useNavigate();
  const { save, loading } = useSaveActivationPlan();
  return (
    <Stack gap="lg">
      <PageHeader title="Add activation plan" subtitle="A plan that activates a member's account." />
      <ActivationPlanForm
        submitLabel="Save"
        loading={loading}
        onSubmit={async (values) => {
          const outcome = await save(values);
          if (outcome.ok) navigate('/admin/activation/plan');
          else return outcome.fieldErrors;
        }}
      />
    </Stack>
  );
}
