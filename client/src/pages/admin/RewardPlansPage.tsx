/** /admin/reward-plans — 'Reward Plans' (PAGES §2.3): ranks with Add/Edit modal and Delete (deactivate). */
import { useState } from 'react';
import { Badge, Button, Group, Modal, NumberInput, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { PageHeader } from '../../components/PageHeader';
import { DataTable, type Column } from '../../components/DataTable';
import { exportUrl } from '../../modules/console/exportUrl';
import { useRewardPlansQuery, type RewardPlanFieldsFragment } from '../../modules/ranks/ranks.generated';
import { errorMessage } from '../../lib/notify';
import { formatMoney } from '../../lib/money';
import { useDeleteRewardPlan, useSaveRewardPlan } from '../../modules/ranks/hooks';
import { toMicro } from '../../modules/ranks/salaryTable';

const MONEY = /^\d+(\.\d{1,2})?$/;

interface FormValues {
  title: string;
  description: string;
  threshold: string;
  rewardAmount: string;
  salaryAmount: string;
  leadershipPercent: string;
  durationDays: number | string;
  isActive: boolean;
}

function PlanForm({ plan, previous, onClose }: { plan: RewardPlanFieldsFragment | null; previous: RewardPlanFieldsFragment | undefined; onClose: () => void }) {
  const { save, loading } = useSaveRewardPlan(onClose);
  const form = useForm<FormValues>({
    initialValues: {
      title: plan?.title ?? '',
      description: plan?.description ?? '',
      threshold: plan?.threshold ?? '',
      rewardAmount: plan?.rewardAmount ?? '0',
      salaryAmount: plan?.salaryAmount ?? '0',
      leadershipPercent: plan?.leadershipPercent ?? '0',
      durationDays: plan?.durationDays ?? 30,
      isActive: plan?.isActive ?? true,
    },
    validate: {
      title: (v) => (v.trim() ? null : 'Title is required'),
      threshold: (v) => (!MONEY.test(v) || toMicro(v) <= 0n ? 'Threshold must be above 0' : previous && toMicro(v) <= toMicro(previous.threshold) ? 'Threshold must be above the previous rank' : null),
      rewardAmount: (v) => (MONEY.test(v) ? null : 'Reward must be 0 or more'),
      salaryAmount: (v) => (MONEY.test(v) ? null : 'Salary must be 0 or more'),
      leadershipPercent: (v) => (/^\d+(\.\d{1,4})?$/.test(v) && toMicro(v) <= toMicro('100') ? null : 'Percent between 0 and 100'),
      durationDays: (v) => (Number.isInteger(Number(v)) && Number(v) >= 1 ? null : 'Duration must be a whole number of days (at least 1)'),
    },
  });
  return (
    <form
      onSubmit={form.onSubmit((v) =>
        void save(plan?.id ?? null, { ...v, durationDays: Number(v.durationDays), description: v.description.trim(), title: v.title.trim() }),
      )}
    >
      <Stack>
        <TextInput label="Title" required {...form.getInputProps('title')} />
        <Textarea label="Description" maxLength={1000} {...form.getInputProps('description')} />
        <TextInput label="Threshold (team business, $)" required {...form.getInputProps('threshold')} />
        <Group grow>
          <TextInput label="Reward Amount ($)" {...form.getInputProps('rewardAmount')} />
          <TextInput label="Salary Amount ($ / month)" {...form.getInputProps('salaryAmount')} />
        </Group>
        <Group grow>
          <TextInput label="Leadership %" {...form.getInputProps('leadershipPercent')} />
          <NumberInput label="Duration (days)" min={1} allowDecimal={false} {...form.getInputProps('durationDays')} />
        </Group>
        <Switch label="Active" {...form.getInputProps('isActive', { type: 'checkbox' })} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={loading}>
            {plan ? 'Update' : 'Save'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export default function RewardPlansPage() {
  const q = useRewardPlansQuery();
  const [editing, setEditing] = useState<RewardPlanFieldsFragment | 'new' | null>(null);
  const { remove } = useDeleteRewardPlan();
  const plans = q.data?.rewardPlans ?? [];
  const columns: Column<RewardPlanFieldsFragment>[] = [
    { key: 'rank', header: 'Rank', render: (p) => p.rank },
    { key: 'title', header: 'Title', render: (p) => p.title },
    { key: 'description', header: 'Description', render: (p) => p.description || '—' },
    { key: 'threshold', header: 'Threshold', align: 'right', render: (p) => formatMoney(p.threshold) },
    { key: 'duration', header: 'Duration (days)', align: 'right', render: (p) => p.durationDays },
    { key: 'reward', header: 'Reward Amount', align: 'right', render: (p) => formatMoney(p.rewardAmount) },
    { key: 'salary', header: 'Salary Amount', align: 'right', render: (p) => formatMoney(p.salaryAmount) },
    { key: 'leadership', header: 'Leadership %', align: 'right', render: (p) => `${p.leadershipPercent}%` },
    { key: 'active', header: 'Active', render: (p) => (p.isActive ? <Badge color="teal">Active</Badge> : <Badge color="gray">Inactive</Badge>) },
    {
      key: 'action',
      header: 'Action',
      render: (p) => (
        <Group gap={4} wrap="nowrap">
          <Button size="xs" variant="default" onClick={() => setEditing(p)}>
            Edit
          </Button>
          <Button size="xs" color="red" variant="light" disabled={!p.isActive} onClick={() => void remove(p.id, p.title)}>
            Delete
          </Button>
        </Group>
      ),
    },
  ];
  const current = editing === 'new' ? null : editing;
  const previous = current ? plans.filter((p) => p.rank < current.rank).pop() : plans[plans.length - 1];
  return (
    <Stack gap="lg">
      <PageHeader
        title="Reward plans"
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            Add Reward Plan
          </Button>
        }
      />
      <DataTable columns={columns} rows={q.data?.rewardPlans} rowKey={(p) => p.id} loading={q.loading} error={q.error && !q.data ? errorMessage(q.error, 'Failed to fetch rewards') : null} emptyText="No reward plans yet" exportHref={exportUrl('reward-plans')} />
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={current ? `Edit rank ${current.rank}` : 'Add Reward Plan'} size="lg">
        {editing !== null ? <PlanForm key={current?.id ?? 'new'} plan={current} previous={previous} onClose={() => setEditing(null)} /> : null}
      </Modal>
    </Stack>
  );
}
