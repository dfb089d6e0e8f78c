/**
 * /user/direct-members — Direct Members (PAGES §2.2): cards Total/Active/Inactive and the directs
 * table; 'View Tree' ⇒ /user/refferral-tree.
 */
import { Link } from 'react-router-dom';
import { Button, Stack } from '@mantine/core';
import { IconSitemap } from '@tabler/icons-react';
import { PageHeader } from '../../components/PageHeader';
import { DirectMembersTable } from '../../modules/team/components/DirectMembersTable';

export default function DirectMembersPage() {
  return (
    <Stack gap="lg">
      <PageHeader
        title="Direct members"
        subtitle="Members who joined with your referral code"
        actions={
          <Button component={Link} to="/user/refferral-tree" leftSection={<IconSitemap size={16} />}>
            View Tree
          </Button>
        }
      />
      <DirectMembersTable />
    </Stack>
  );
}
