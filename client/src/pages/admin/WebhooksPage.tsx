/** /admin/webhooks — the platform's webhook endpoints: every member's events (webhooks:manage, issue 18 item 5). */
import { PageHeader } from '../../components/PageHeader';
import { WebhooksManager } from '../../modules/webhooks/components/WebhooksManager';

export default function AdminWebhooksPage() {
  return (
    <>
      <PageHeader title="Webhooks" subtitle="Platform endpoints: every member's events of the chosen types, sent to your systems as they happen." />
      <WebhooksManager area="staff" />
    </>
  );
}
