/**
 * /admin/topup/detail/{id} — Top-Up #{id} (PAGES §2.3): payer, receiver, plan, amount, status, dates;
 * the admin's note (edit + Save); the incomes it paid; 'Reverse top-up' (status change) and 'Delete'
 * (reverses if still running, then hides it; back to the list). The actions and the note's Save are
 * for a role with topups:reverse; a reversal or deletion may wait for a second person (maker-checker).
 */
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { useAdminInvestmentQuery } from '../../modules/plans/investments.generated';
import { formatDate, formatDateTime, formatMoney, formatPercent } from '../../lib/money';
import { errorMessage } from '../../lib/notify';
import { humanize } from '../../modules/admin/actions';
import { InvestmentStatusBadge, personName } from '../../modules/plans/components/InvestmentTable';
import { TOPUP_NOTE_MAX, useDeleteTopUp, useReverseTopUp, useSaveTopUpNote } from '../../modules/plans/hooks';
import { useStaffAccess } from '../../modules/staff/access';
import { isPendingApproval } from '../../modules/staff/pending';
import { adminMemberPath } from '../../app/routes/paths';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={700} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

export default function TopupDetailPage() {
  const { id } = useParams();
  const topupId = Number(id);
  const valid = Number.isInteger(topupId) && topupId > 0;
  const { data, loading, error, refetch } = useAdminInvestmentQuery({ variables: { id: topupId }, skip: !valid, fetchPolicy: 'network-only' });
  const i = data?.investment;
  const { reverse, loading: reversing } = useReverseTopUp();
  const { save, loading: saving } = useSaveTopUpNote();
  const { remove, loading: deleting } = useDeleteTopUp();
  const navigate = useNavigate();
  const canReverse = useStaffAccess().can('topups:reverse');
  const [note, setNote] = useState('');
  const savedNote = i?.note ?? '';
  useEffect(() => setNote(savedNote), [i?.id, savedNote]);
  const noteLength = [...note.trim()].length;
  const noteError = noteLength > TOPUP_NOTE_MAX ? `At most ${TOPUP_NOTE_MAX} characters` : null;
  return (
    <Stack gap="lg">
      <PageHeader title={`Top-up #${valid ? topupId : id}`} subtitle={<Anchor component={Link} to="/admin/topup">Back to Top-Ups</Anchor>} />
      <QueryState loading={loading && !i} error={!valid ? 'Top-up not found' : !i && error ? errorMessage(error) : null} onRetry={valid ? () => void refetch() : undefined}>
        {i ? (
          <Stack gap="lg">
            <Paper withBorder radius="md" p="md">
              <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
                <Field label="Topup By">
                  <Anchor component={Link} to={adminMemberPath(i.payerId)}>
                    {personName(i.payer, i.payerId)}
                  </Anchor>
                </Field>
                <Field label="Topup To">
                  <Anchor component={Link} to={adminMemberPath(i.memberId)}>
                    {personName(i.member, i.memberId)}
                  </Anchor>
                </Field>
                <Field label="Plan">{i.plan?.name ?? `Plan #${i.planId}`}</Field>
                <Field label="Amount">{formatMoney(i.amount)}</Field>
                <Field label="Status">
                  <InvestmentStatusBadge status={i.status} />
                </Field>
                <Field label="Type">{humanize(i.kind)}</Field>
                <Field label="Terms">
                  {formatPercent(i.roiDay)} daily · cap {i.capMultiplier}x
                </Field>
                <Field label="Period">
                  {formatDate(i.startDay)} – {formatDate(i.endDay)} ({i.ageDays} days so far)
                </Field>
                <Field label="Created At">{formatDateTime(i.createdAt)}</Field>
                {i.description ? <Field label="Description">{i.description}</Field> : null}
              </SimpleGrid>
              {i.hidden ? (
                <Badge color="gray" mt="md">
                  Deleted
                </Badge>
              ) : canReverse && (i.status === 'RUNNING' || i.status === 'REVERSED') ? (
                <Group mt="md">
                  {i.status === 'RUNNING' ? (
                    <Button color="red" variant="light" loading={reversing} disabled={deleting} onClick={() => void reverse({ id: i.id, amount: i.amount, payer: personName(i.payer, i.payerId) })}>
                      Reverse top-up
                    </Button>
                  ) : null}
                  <Button
                    color="red"
                    loading={deleting}
                    disabled={reversing}
                    onClick={async () => {
                      const outcome = await remove({ id: i.id, amount: i.amount, payer: personName(i.payer, i.payerId), running: i.status === 'RUNNING' });
                      // Waiting for a second person: the top-up stays, so does the page.
                      if (outcome.ok && !isPendingApproval(outcome.data.deleteTopUp)) navigate('/admin/topup');
                    }}
                  >
                    Delete
                  </Button>
                </Group>
              ) : null}
            </Paper>
            <Paper withBorder radius="md" p="md">
              <form
                onSubmit={(e) => {
                  e.preventDefault();
                  if (canReverse && !noteError) void save(i.id, note);
                }}
              >
                <Stack gap="xs">
                  <Textarea
                    label="Note"
                    description={`Only admins edit it; shown on the legacy top-up row. ${noteLength}/${TOPUP_NOTE_MAX}`}
                    placeholder="No note"
                    autosize
                    minRows={2}
                    maxRows={8}
                    value={note}
                    error={noteError}
                    disabled={i.hidden}
                    readOnly={!canReverse}
                    onChange={(e) => setNote(e.currentTarget.value)}
                  />
                  {canReverse ? (
                    <Group>
                      <Button type="submit" variant="light" loading={saving} disabled={i.hidden || !!noteError || note.trim() === savedNote}>
                        Save note
                      </Button>
                    </Group>
                  ) : null}
                </Stack>
              </form>
            </Paper>
            <Stack gap="xs">
              <Title order={4}>Incomes paid</Title>
              {i.paidIncomes.length ? (
                <Table.ScrollContainer minWidth={420}>
                  <Table striped>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Member</Table.Th>
                        <Table.Th>Income</Table.Th>
                        <Table.Th ta="right">Amount</Table.Th>
                        <Table.Th>Date</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {i.paidIncomes.map((p, n) => (
                        <Table.Tr key={n}>
                          <Table.Td>
                            <Anchor component={Link} to={adminMemberPath(p.memberId)}>
                              Member #{p.memberId}
                            </Anchor>
                          </Table.Td>
                          <Table.Td>{humanize(p.kind)}</Table.Td>
                          <Table.Td ta="right">{formatMoney(p.amount)}</Table.Td>
                          <Table.Td>{formatDateTime(p.createdAt)}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              ) : (
                <Text size="sm" c="dimmed">
                  No income was paid for this top-up (no sponsor, the switch off, or the sponsor at the cap).
                </Text>
              )}
            </Stack>
          </Stack>
        ) : null}
      </QueryState>
    </Stack>
  );
}
