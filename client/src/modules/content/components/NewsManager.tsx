/**
 * Admin news editor: the news table with Add / Edit / Delete (createNews, updateNews, deleteNews).
 * Used by /admin/news; the notification list's News tab can embed it as is.
 */
import { useState } from 'react';
import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { DataTable, type Column } from '../../../components/DataTable';
import { formatDateTime } from '../../../lib/money';
import { errorMessage } from '../../../lib/notify';
import { useNewsListQuery, type NewsFieldsFragment } from '../content.generated';
import { exportUrl } from '../../console/exportUrl';
import { useNewsActions } from '../hooks';

const PAGE_SIZE = 10;

export function newsErrors(values: { title: string; content: string }) {
  const title = values.title.trim();
  const content = values.content.trim();
  return {
    title: !title ? 'Title is required' : title.length < 3 || title.length > 120 ? 'Title must be 3 to 120 characters' : null,
    content: !content ? 'Content is required' : content.length > 10000 ? 'Content must be at most 10,000 characters' : null,
  };
}

function NewsForm({ initial, onDone }: { initial: NewsFieldsFragment | null; onDone: () => void }) {
  const actions = useNewsActions();
  const form = useForm({ initialValues: { title: initial?.title ?? '', content: initial?.content ?? '' }, validate: newsErrors });
  const submit = form.onSubmit(async (values) => {
    if (await actions.save(initial?.id ?? null, { title: values.title.trim(), content: values.content.trim() })) onDone();
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput label="Title" required maxLength={120} {...form.getInputProps('title')} />
        <Textarea label="Content" required autosize minRows={5} maxRows={14} {...form.getInputProps('content')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={actions.saving}>
            {initial ? 'Save' : 'Publish'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function NewsManager() {
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<NewsFieldsFragment | null | 'new'>(null);
  const { data, loading, error } = useNewsListQuery({ variables: { page, pageSize: PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  const actions = useNewsActions();
  const columns: Column<NewsFieldsFragment>[] = [
    { key: 'id', header: 'ID', render: (n) => n.id },
    { key: 'title', header: 'Title', render: (n) => n.title },
    { key: 'published', header: 'Published', render: (n) => formatDateTime(n.createdAt) },
    {
      key: 'action',
      header: 'Action',
      render: (n) => (
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="light" onClick={() => setEditing(n)} aria-label={`Edit ${n.title}`}>
            Edit
          </Button>
          <Button size="xs" variant="light" color="red" onClick={() => void actions.remove(n)} aria-label={`Delete ${n.title}`}>
            Delete
          </Button>
        </Group>
      ),
      csv: () => '',
    },
  ];
  return (
    <Stack>
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          Add News
        </Button>
      </Group>
      <DataTable
        columns={columns}
        rows={data?.news.items}
        rowKey={(n) => n.id}
        loading={loading}
        error={error && !data ? errorMessage(error) : null}
        exportHref={exportUrl('news')}
        paging={data ? { page, pageSize: PAGE_SIZE, total: data.news.total, onPageChange: setPage } : undefined}
      />
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? 'Add News' : 'Edit News'} size="lg">
        {editing !== null ? <NewsForm initial={editing === 'new' ? null : editing} onDone={() => setEditing(null)} /> : null}
      </Modal>
    </Stack>
  );
}
