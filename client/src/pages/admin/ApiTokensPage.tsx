/** /admin/tokens — Apps and tokens for staff: tokens holding at most the role's permissions (issue 18). */
import { PageHeader } from '../../components/PageHeader';
import { TokensManager } from '../../modules/tokens/components/TokensManager';

export default function StaffApiTokensPage() {
  return (
    <>
      <PageHeader title="Apps and tokens" subtitle="API tokens for your scripts and report tools, within your role's permissions." />
      <TokensManager area="staff" />
    </>
  );
}
