/** The signing secret of an endpoint just added: shown this once. */
import { ShownOnceSecret } from '../../../components/ShownOnceSecret';

export interface NewWebhookSecretProps {
  url: string;
  secret: string;
  onDone: () => void;
}

export function NewWebhookSecret({ url, secret, onDone }: NewWebhookSecretProps) {
  return (
    <ShownOnceSecret
      title="Your endpoint's signing secret"
      testId="new-webhook-secret"
      label="Signing secret"
      value={secret}
      warning={<>Your receiver needs it to check that each delivery to {url} comes from us.</>}
      hint={
        <>
          Each delivery carries <code>webhook-id</code>, <code>webhook-timestamp</code> and <code>webhook-signature</code> (Standard Webhooks: HMAC-SHA256 of
          id.timestamp.body with this secret). Any Standard Webhooks library verifies them.
        </>
      }
      onDone={onDone}
    />
  );
}
