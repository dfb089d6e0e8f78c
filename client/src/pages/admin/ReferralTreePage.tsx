/** /admin/refferal/{referral_code} — Referral Tree (PAGES §2.3, §2.4) rooted at the code; a node links to the profile. */
import { Link, useParams } from 'react-router-dom';
import { Button, Stack } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { PageHeader } from '../../components/PageHeader';
import { ReferralTree } from '../../modules/team/components/ReferralTree';
import { TreeRoot } from '../../modules/team/components/TreeRoot';

export default function AdminReferralTreePage() {
  const code = useParams().referral_code ?? '';
  return (
    <Stack gap="lg">
      <PageHeader
        title={`Referral tree — ${code}`}
        actions={
          <Button component={Link} to={`/admin/refferal-table/${encodeURIComponent(code)}`} variant="default" leftSection={<IconUsers size={16} />}>
            Directs
          </Button>
        }
      />
      <TreeRoot code={code}>{(root) => <ReferralTree key={root.id} root={root} admin />}</TreeRoot>
    </Stack>
  );
}
