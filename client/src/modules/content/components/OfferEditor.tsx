/**
 * /admin/offers/{offerId}: the offers list beside an editor for `offerId` ('new' = blank): Title,
 * Description, Image, Valid From, Valid To, Active, audience (everyone or chosen member ids).
 */
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Anchor, Badge, Button, FileInput, Group, Image, Paper, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPhoto } from '@tabler/icons-react';
import { DataTable, type Column } from '../../../components/DataTable';
import { formatDate } from '../../../lib/money';
import { errorMessage } from '../../../lib/notify';
import { useOfferQuery, useOffersQuery, type OfferFieldsFragment } from '../content.generated';
import { exportUrl } from '../../console/exportUrl';
import { useOfferActions } from '../hooks';
import { validateImage } from '../uploadImage';

export interface OfferFormValues {
  title: string;
  description: string;
  startDate: string;
  endDate: string;
  status: boolean;
  allMembers: boolean;
  /** Comma-separated member ids. */
  memberIds: string;
  file: File | null;
}

const today = () => new Date().toISOString().slice(0, 10);

export function parseMemberIds(text: string): number[] | null {
  const parts = text.split(/[\s,]+/).filter(Boolean);
  if (!parts.every((p) => /^\d+$/.test(p) && Number(p) > 0)) return null;
  return [...new Set(parts.map(Number))];
}

export function offerErrors(v: OfferFormValues) {
  const title = v.title.trim();
  const ids = parseMemberIds(v.memberIds);
  return {
    title: !title ? 'Title is required' : title.length < 3 || title.length > 120 ? 'Title must be 3 to 120 characters' : null,
    description: v.description.length > 1000 ? 'Description must be at most 1,000 characters' : null,
    startDate: /^\d{4}-\d{2}-\d{2}$/.test(v.startDate) ? null : 'Valid From is required',
    endDate: !/^\d{4}-\d{2}-\d{2}$/.test(v.endDate) ? 'Valid To is required' : v.endDate < v.startDate ? 'Valid To must be on or after Valid From' : null,
    memberIds: v.allMembers ? null : !ids ? 'Member ids are numbers separated by commas' : !ids.length ? 'Enter at least one member id' : null,
    file: validateImage(v.file),
  };
}

function valuesOf(offer: OfferFieldsFragment | null | undefined): OfferFormValues {
  return {
    title: offer?.title ?? '',
    description: offer?.description ?? '',
    startDate: offer?.startDate ?? today(),
    endDate: offer?.endDate ?? today(),
    status: offer?.status ?? true,
    allMembers: offer?.allMembers ?? true,
    memberIds: offer?.memberIds.join(', ') ?? '',
    file: null,
  };
}

function OfferForm({ offer }: { offer: OfferFieldsFragment | null }) {
  const navigate = useNavigate();
  const actions = useOfferActions();
  const form = useForm<OfferFormValues>({ initialValues: valuesOf(offer), validate: offerErrors });
  useEffect(() => {
    form.setValues(valuesOf(offer));
    form.resetDirty();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [offer?.id]);
  const submit = form.onSubmit(async (v) => {
    const saved = await actions.save(
      offer?.id ?? null,
      { title: v.title.trim(), description: v.description.trim(), startDate: v.startDate, endDate: v.endDate, status: v.status, allMembers: v.allMembers, memberIds: v.allMembers ? undefined : parseMemberIds(v.memberIds)! },
      v.file,
    );
    if (saved && !offer) navigate(`/admin/offers/${saved.id}`, { replace: true });
  });
  const remove = async () => {
    if (offer && (await actions.remove(offer))) navigate('/admin/offers/new', { replace: true });
  };
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={3} size="h5" mb="sm">
        {offer ? `Edit offer #${offer.id}` : 'New offer'}
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label="Title" required maxLength={120} {...form.getInputProps('title')} />
          <Textarea label="Description" autosize minRows={3} maxLength={1000} {...form.getInputProps('description')} />
          {offer?.imageUrl ? <Image src={offer.imageUrl} alt={`Image of ${offer.title}`} h={120} w="auto" fit="contain" radius="sm" /> : null}
          <FileInput label="Image" accept="image/jpeg,image/png,image/webp" leftSection={<IconPhoto size={16} />} placeholder={offer?.image ? 'Replace the image' : 'JPEG, PNG or WebP, up to 5 MB'} clearable {...form.getInputProps('file')} />
          <Group grow>
            <TextInput type="date" label="Valid From" required {...form.getInputProps('startDate')} />
            <TextInput type="date" label="Valid To" required {...form.getInputProps('endDate')} />
          </Group>
          <Switch label="Active" {...form.getInputProps('status', { type: 'checkbox' })} />
          <Switch label="For every member" {...form.getInputProps('allMembers', { type: 'checkbox' })} />
          {!form.values.allMembers ? <TextInput label="Member IDs" description="Comma-separated member ids" required {...form.getInputProps('memberIds')} /> : null}
          <Group justify="space-between">
            {offer ? (
              <Button variant="light" color="red" onClick={() => void remove()}>
                Delete
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" loading={actions.saving}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

export function OfferEditor({ offerId }: { offerId: number | null }) {
  const list = useOffersQuery({ fetchPolicy: 'cache-and-network' });
  const one = useOfferQuery({ variables: { id: offerId ?? 0 }, skip: !offerId });
  const columns: Column<OfferFieldsFragment>[] = [
    {
      key: 'title',
      header: 'Title',
      render: (o) => (
        <Anchor component={Link} to={`/admin/offers/${o.id}`} size="sm">
          {o.title}
        </Anchor>
      ),
      csv: (o) => o.title,
    },
    { key: 'valid', header: 'Valid', render: (o) => `${formatDate(o.startDate)} – ${formatDate(o.endDate)}` },
    { key: 'audience', header: 'Audience', render: (o) => (o.allMembers ? 'Everyone' : `${o.memberIds.length} member${o.memberIds.length === 1 ? '' : 's'}`) },
    { key: 'status', header: 'Status', render: (o) => <Badge color={o.status ? 'green' : 'gray'}>{o.status ? 'Active' : 'Inactive'}</Badge>, csv: (o) => (o.status ? 'Active' : 'Inactive') },
  ];
  return (
    <Stack gap="lg">
      {offerId && one.error ? (
        <Text c="red" role="alert">
          {errorMessage(one.error)}
        </Text>
      ) : offerId && !one.data ? (
        <Text size="sm">Loading...</Text>
      ) : (
        <OfferForm offer={offerId ? (one.data?.offer ?? null) : null} />
      )}
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" mb="sm">
          <Title order={3} size="h5">
            All offers
          </Title>
          <Button component={Link} to="/admin/offers/new" size="xs" variant="light">
            New offer
          </Button>
        </Group>
        <DataTable columns={columns} rows={list.data?.offers} rowKey={(o) => o.id} loading={list.loading} error={list.error && !list.data ? errorMessage(list.error) : null} exportHref={exportUrl('offers')} />
      </Paper>
    </Stack>
  );
}
