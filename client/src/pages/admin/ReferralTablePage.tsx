/**
 * /admin/refferal-table/{referral_code} — Referral Table (PAGES §2.3): the sponsor card and the
 * member's direct referrals; View ⇒ profile, Directs ⇒ their table, Tree ⇒ their tree.
 */
import { Link, useParams } from 'react-router-dom';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconSitemap } from '@tabler/icons-react';
import { PageHeader } from '../../components/PageHeader';
import { formatDate, formatMoney } from '../../lib/money';
import { DirectMembersTable } from '../../modules/team/components/DirectMembersTable';
import { MemberStatusBadge } from '../../modules/team/components/MemberStatusBadge';
import { TreeRoot } from '../../modules/team/components/TreeRoot';
import { adminMemberPath } from '../../app/routes/paths';

export default function ReferralTablePage() {
  const code = useParams().referral_code ?? '';
  return (
    <Stack gap="lg">
      <PageHeader
        title={`Referral table — ${code}`}
        actions={
          <Button component={Link} to={`/admin/refferal/${encodeURIComponent(code)}`} leftSection={<IconSitemap size={16} />}>
            Tree
          </Button>
        }
      />
      <TreeRoot code={code}>
        {(m) => (
          <Stack gap="lg">
            <Paper withBorder radius="md" p="md" data-testid="sponsor-card">
              <Group justify="space-between" wrap="wrap">
                <Stack gap={2}>
                  <Text fw={700}>
                    <Link to={adminMemberPath(m.id)}>{m.username}</Link> · {m.fullname}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {m.email} · joined {formatDate(m.joinedAt)}
                  </Text>
                </Stack>
                <Group gap="lg">
                  <MemberStatusBadge isActive={m.isActive} status={m.status} />
                  <Text size="sm">Team {m.teamSize}</Text>
                  <Text size="sm">Team Business {formatMoney(m.teamBusiness)}</Text>
                </Group>
              </Group>
            </Paper>
            <DirectMembersTable key={m.id} memberId={m.id} adminActions />
          </Stack>
        )}
      </TreeRoot>
    </Stack>
  );
}
