/** The activation plan form of /admin/addactplan and /admin/editactplan/{id} (PAGES §4). */
import { useState } from 'react';
import { Button, Group, Paper, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { EMPTY_ACTIVATION_PLAN, validateActivationPlanForm, type ActivationPlanFormValues } from '../rules';

type Errors = Partial<Record<keyof ActivationPlanFormValues, string>>;

export interface ActivationPlanFormProps {
  initial?: ActivationPlanFormValues;
  submitLabel: string;
  loading?: boolean;
  onSubmit: (values: ActivationPlanFormValues) => Promise<Errors | void>;
}

export function ActivationPlanForm({ initial = EMPTY_ACTIVATION_PLAN, submitLabel, loading, onSubmit }: ActivationPlanFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const set = (key: 'name' | 'description' | 'price') => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const v = e.currentTarget.value;
    setValues((x) => ({ ...x, [key]: v }));
    setErrors((x) => ({ ...x, [key]: undefined }));
  };
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const found = validateActivationPlanForm(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    const serverErrors = await onSubmit(values);
    if (serverErrors) setErrors(serverErrors);
  };
  return (
    <Paper withBorder radius="md" p="lg" maw={560}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="md">
          <TextInput label="Name" required value={values.name} onChange={set('name')} error={errors.name} />
          <TextInput label="Price" leftSection="$" inputMode="decimal" required value={values.price} onChange={set('price')} error={errors.price} />
          <Textarea label="Description" autosize minRows={2} value={values.description} onChange={set('description')} error={errors.description} description={`${values.description.length}/1000`} />
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
