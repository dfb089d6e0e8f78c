/** The investment plan form of /admin/addplan and /admin/editplan/{id} (PAGES §4). */
import { useState } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { EMPTY_PLAN, validatePlanForm, type PlanFormErrors, type PlanFormValues } from '../rules';

export interface PlanFormProps {
  initial?: PlanFormValues;
  /** Names of the other plans (the name must be unique). */
  otherNames: string[];
  submitLabel: string;
  loading?: boolean;
  /** Resolves to server field errors (or nothing) after the save. */
  onSubmit: (values: PlanFormValues) => Promise<PlanFormErrors | void>;
}

export function PlanForm({ initial = EMPTY_PLAN, otherNames, submitLabel, loading, onSubmit }: PlanFormProps) {
  const [values, setValues] = useState<PlanFormValues>(initial);
  const [errors, setErrors] = useState<PlanFormErrors>({});
  const field = (key: keyof PlanFormValues) => ({
    value: values[key] as string,
    error: errors[key],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const v = e.currentTarget.value;
      setValues((x) => ({ ...x, [key]: v }));
      setErrors((x) => ({ ...x, [key]: undefined }));
    },
  });
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const found = validatePlanForm(values, otherNames);
    setErrors(found);
    if (Object.keys(found).length) return;
    const serverErrors = await onSubmit(values);
    if (serverErrors) setErrors(serverErrors);
  };
  return (
    <Paper withBorder radius="md" p="lg" maw={760}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          <TextInput label="Name" required {...field('name')} />
          <Textarea label="Description" autosize minRows={2} {...field('description')} description={`${values.description.length}/1000`} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label="Price" leftSection="$" inputMode="decimal" required {...field('price')} description="Suggested amount" />
            <TextInput label="Min" leftSection="$" inputMode="decimal" required {...field('minAmount')} />
            <TextInput label="Max" leftSection="$" inputMode="decimal" {...field('maxAmount')} description="0 = no upper limit" />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
            <TextInput label="Daily ROI %" inputMode="decimal" required {...field('roiDay')} />
            <TextInput label="Sponsor Bonus %" inputMode="decimal" required {...field('sponsorBonus')} />
            <TextInput label="Period (months)" inputMode="numeric" required {...field('periodMonths')} />
            <TextInput label="Cap (x principal)" inputMode="numeric" required {...field('capMultiplier')} />
          </SimpleGrid>
          <Switch label="Active (offered to members)" checked={values.isActive} onChange={(e) => setValues((x) => ({ ...x, isActive: e.currentTarget.checked }))} />
          <Group>
            <Button type="submit" loading={loading}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
