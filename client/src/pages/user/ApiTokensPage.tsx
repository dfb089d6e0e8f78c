/** /user/tokens — Apps and tokens: the member's personal API tokens (issue 18). */
import { PageHeader } from '../../components/PageHeader';
import { TokensManager } from '../../modules/tokens/components/TokensManager';

export default function ApiTokensPage() {
  return (
    <>
      <PageHeader title="Apps and tokens" subtitle="Personal API tokens for your apps and scripts: scoped, expiring, revocable." />
      <TokensManager area="member" />
    </>
  );
}
