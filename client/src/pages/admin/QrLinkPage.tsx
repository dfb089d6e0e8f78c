/**
 * /admin/qr/Link — 'QR Link' (PAGES §2.3): the current BEP20 / TRC20 deposit addresses with QR
 * previews, earlier entries with Delete (confirm) → deleteDepositAddresses, and the 'Add' form
 * (BEP20 '0x' + 40 hex, TRC20 'T' + 33 base58, at least one) → addDepositAddresses.
 */
import { Badge, Button, Center, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { QRCodeSVG } from 'qrcode.react';
import { PageHeader } from '../../components/PageHeader';
import { DataTable, type Column } from '../../components/DataTable';
import { exportUrl } from '../../modules/console/exportUrl';
import { QueryState } from '../../components/QueryState';
import { confirm } from '../../components/confirm';
import { errorMessage, notifyError, notifySuccess } from '../../lib/notify';
import { formatDateTime } from '../../lib/money';
import { useMutationFlow } from '../../lib/useMutationFlow';
import {
  useAdminAddDepositAddressesMutation,
  useAdminDeleteDepositAddressesMutation,
  useAdminDepositAddressesQuery,
  type AdminDepositAddressFieldsFragment,
} from '../../modules/admin/graphql/system.generated';
import { serverFieldErrors } from '../../modules/admin/actions';
import { CopyValue } from '../../modules/admin/components/CopyValue';
import { bep20Error, trc20Error } from '../../modules/admin/validation';

type AddressSet = AdminDepositAddressFieldsFragment;

function AddressPreview({ network, address }: { network: 'BEP20' | 'TRC20'; address: string | null | undefined }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm" align="center">
        <Group justify="space-between" w="100%">
          <Title order={3} size="h5">
            {network} deposit address
          </Title>
          <Badge variant="light" color={address ? 'green' : 'gray'}>
            {address ? 'Current' : 'Not set'}
          </Badge>
        </Group>
        {address ? (
          <>
            <QRCodeSVG value={address} size={168} marginSize={2} role="img" aria-label={`${network} address QR code`} />
            <CopyValue value={address} short={false} label={`${network} address`} />
          </>
        ) : (
          <Center h={168}>
            <Text size="sm" c="dimmed">
              No {network} address yet
            </Text>
          </Center>
        )}
      </Stack>
    </Paper>
  );
}

interface AddValues {
  bep20: string;
  trc20: string;
}

function AddAddressesForm({ onAdded }: { onAdded: () => void }) {
  const [add, { loading }] = useAdminAddDepositAddressesMutation();
  const form = useForm<AddValues>({
    initialValues: { bep20: '', trc20: '' },
    validate: (values) => {
      const none = !values.bep20.trim() && !values.trc20.trim();
      return {
        bep20: none ? 'Enter at least one address' : bep20Error(values.bep20),
        trc20: none ? 'Enter at least one address' : trc20Error(values.trc20),
      };
    },
  });

  const submit = async (values: AddValues) => {
    try {
      await add({ variables: { input: { bep20: values.bep20.trim() || null, trc20: values.trc20.trim() || null } } });
      notifySuccess('Deposit addresses added');
      form.reset();
      onAdded();
    } catch (err) {
      form.setErrors(serverFieldErrors(err));
      notifyError(errorMessage(err));
    }
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Title order={3} size="h4" mb={4}>
        Add addresses
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        The new set becomes the current one; members deposit to it from now on.
      </Text>
      <form onSubmit={form.onSubmit((v) => void submit(v))} noValidate>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <TextInput label="BEP20" placeholder="0x…" ff="monospace" autoComplete="off" {...form.getInputProps('bep20')} />
          <TextInput label="TRC20" placeholder="T…" ff="monospace" autoComplete="off" {...form.getInputProps('trc20')} />
        </SimpleGrid>
        <Group justify="flex-end" mt="md">
          <Button type="submit" leftSection={<IconPlus size={16} />} loading={loading}>
            Add
          </Button>
        </Group>
      </form>
    </Paper>
  );
}

export default function QrLinkPage() {
  const { data, loading, error, refetch } = useAdminDepositAddressesQuery({ fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const [remove] = useAdminDeleteDepositAddressesMutation();
  const { busyId, run } = useMutationFlow<number>();
  const current = data?.depositAddresses ?? null;

  const onDelete = async (row: AddressSet) => {
    const ok = await confirm({
      title: 'Delete deposit addresses',
      message: row.id === current?.id ? 'This is the current set: members will see the previous active set, or none.' : 'The address set is retired.',
      details: [
        ['BEP20', row.bep20 || '—'],
        ['TRC20', row.trc20 || '—'],
      ],
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!ok) return;
    const result = await run(row.id, () => remove({ variables: { id: row.id } }), (r) => r.data?.deleteDepositAddresses.message || 'Deposit addresses deleted');
    if (result) void refetch();
  };

  const columns: Column<AddressSet>[] = [
    { key: 'id', header: 'ID', render: (r) => r.id },
    { key: 'bep20', header: 'BEP20', render: (r) => <CopyValue value={r.bep20} label="BEP20 address" />, csv: (r) => r.bep20 },
    { key: 'trc20', header: 'TRC20', render: (r) => <CopyValue value={r.trc20} label="TRC20 address" />, csv: (r) => r.trc20 },
    {
      key: 'status',
      header: 'Status',
      render: (r) =>
        r.id === current?.id ? (
          <Badge color="green" variant="light">Current</Badge>
        ) : r.active ? (
          <Badge color="blue" variant="light">Active</Badge>
        ) : (
          <Badge color="gray" variant="light">Retired</Badge>
        ),
      csv: (r) => (r.id === current?.id ? 'Current' : r.active ? 'Active' : 'Retired'),
    },
    { key: 'created', header: 'Added At', render: (r) => formatDateTime(r.createdAt) },
    {
      key: 'action',
      header: 'Action',
      render: (r) =>
        r.active ? (
          <Button size="xs" variant="subtle" color="red" leftSection={<IconTrash size={14} />} loading={busyId === r.id} disabled={busyId !== null && busyId !== r.id} onClick={() => void onDelete(r)}>
            Delete
          </Button>
        ) : (
          <Text size="sm" c="dimmed">—</Text>
        ),
      csv: () => '',
    },
  ];

  return (
    <>
      <PageHeader title="QR link" subtitle="Deposit addresses shown to members, with their QR codes." />
      <QueryState loading={loading && !data} error={error && !data ? errorMessage(error) : null} onRetry={() => void refetch()}>
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <AddressPreview network="BEP20" address={current?.bep20} />
            <AddressPreview network="TRC20" address={current?.trc20} />
          </SimpleGrid>
          <AddAddressesForm onAdded={() => void refetch()} />
          <div>
            <Title order={3} size="h4" mb="sm">
              Earlier entries
            </Title>
            <DataTable columns={columns} rows={data?.depositAddressHistory} rowKey={(r) => r.id} loading={loading} exportHref={exportUrl('qr')} />
          </div>
        </Stack>
      </QueryState>
    </>
  );
}
