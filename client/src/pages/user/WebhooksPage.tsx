/** /user/webhooks — the member's webhook endpoints (issue 18 item 5). */
import { PageHeader } from '../../components/PageHeader';
import { WebhooksManager } from '../../modules/webhooks/components/WebhooksManager';

export default function WebhooksPage() {
  return (
    <>
      <PageHeader title="Webhooks" subtitle="Send your account's events to your own server as they happen." />
      <WebhooksManager area="member" />
    </>
  );
}
