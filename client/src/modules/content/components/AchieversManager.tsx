/**
 * /admin/achivers: 'Add Achiever' (Username, Description, Photo) and the table Name, Description,
 * Photo, Added At, Action (addAchiever with an uploaded photo; deleteAchiever).
 */
import { Button, FileInput, Group, Image, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPhoto } from '@tabler/icons-react';
import { DataTable, type Column } from '../../../components/DataTable';
import { formatDateTime } from '../../../lib/money';
import { errorMessage } from '../../../lib/notify';
import { useAchieversQuery, type AchieverFieldsFragment } from '../content.generated';
import { exportUrl } from '../../console/exportUrl';
import { useAchieverActions, type AchieverValues } from '../hooks';
import { validateImage } from '../uploadImage';

export function achieverErrors(values: AchieverValues) {
  const name = values.username.trim();
  return {
    username: !name ? 'Name is required' : name.length > 100 ? 'Name must be at most 100 characters' : null,
    description: values.description.length > 1000 ? 'Description must be at most 1,000 characters' : null,
    file: validateImage(values.file, true),
  };
}

function AddAchieverForm() {
  const actions = useAchieverActions();
  const form = useForm<AchieverValues>({ initialValues: { username: '', description: '', file: null }, validate: achieverErrors });
  const submit = form.onSubmit(async (values) => {
    if (await actions.add({ ...values, username: values.username.trim(), description: values.description.trim() })) form.reset();
  });
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={3} size="h5" mb="sm">
        Add Achiever
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label="Username" required maxLength={100} {...form.getInputProps('username')} />
          <Textarea label="Description" autosize minRows={2} maxLength={1000} {...form.getInputProps('description')} />
          <FileInput label="Photo" required accept="image/jpeg,image/png,image/webp" leftSection={<IconPhoto size={16} />} placeholder="JPEG, PNG or WebP, up to 5 MB" clearable {...form.getInputProps('file')} />
          <Group justify="flex-end">
            <Button type="submit" loading={actions.saving}>
              Add Achiever
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

export function AchieversManager() {
  const { data, loading, error } = useAchieversQuery({ fetchPolicy: 'cache-and-network' });
  const actions = useAchieverActions();
  const columns: Column<AchieverFieldsFragment>[] = [
    { key: 'name', header: 'Name', render: (a) => a.username },
    { key: 'description', header: 'Description', render: (a) => a.description },
    { key: 'photo', header: 'Photo', render: (a) => <Image src={a.imageUrl} alt={`Photo of ${a.username}`} w={56} h={56} radius="sm" fit="cover" />, csv: (a) => a.imageUrl },
    { key: 'added', header: 'Added At', render: (a) => formatDateTime(a.createdAt) },
    {
      key: 'action',
      header: 'Action',
      render: (a) => (
        <Button size="xs" variant="light" color="red" onClick={() => void actions.remove(a)} aria-label={`Delete ${a.username}`}>
          Delete
        </Button>
      ),
      csv: () => '',
    },
  ];
  return (
    <Stack gap="lg">
      <AddAchieverForm />
      <DataTable columns={columns} rows={data?.achievers} rowKey={(a) => a.id} loading={loading} error={error && !data ? errorMessage(error) : null} searchable exportHref={exportUrl('achievers')} />
    </Stack>
  );
}
