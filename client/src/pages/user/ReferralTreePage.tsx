/** /user/refferral-tree — Referral Tree (PAGES §2.2, §2.4): the lazy tree rooted at the member. */
import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/PageHeader';
import { ReferralTree } from '../../modules/team/components/ReferralTree';
import { TreeRoot } from '../../modules/team/components/TreeRoot';

export default function ReferralTreePage() {
  return (
    <Stack gap="lg">
      <PageHeader title="Referral tree" subtitle="Expand a member to load their team; search finds anyone in your downline" />
      <TreeRoot>{(root) => <ReferralTree root={root} />}</TreeRoot>
    </Stack>
  );
}
