/**
 * The operator of the platform and the risk notice of investment products (issue 20 item 14), from
 * the settings an admin edits (Settings → Operator): on the home page, the contact page and the
 * footer of every public page.
 */
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { usePublicQuery } from '../../../lib/publicGraphql';
import { PublicOperatorDocument, type PublicOperatorQuery } from '../operator.generated';

export type Operator = PublicOperatorQuery['settings'];

export function useOperator(): Operator | undefined {
  return usePublicQuery<PublicOperatorQuery>(PublicOperatorDocument).data?.settings;
}

/** Name, address, contact email and support hours (each line only when set). */
export function OperatorDetails({ operator, size = 'sm' }: { operator: Operator; size?: 'xs' | 'sm' }) {
  return (
    <Stack gap={2} data-testid="operator-details">
      <Text size={size} fw={600}>
        {operator.operatorName}
      </Text>
      {operator.operatorAddress ? (
        <Text size={size} c="dimmed" component="address" style={{ fontStyle: 'normal' }}>
          {operator.operatorAddress}
        </Text>
      ) : null}
      {operator.contactEmail ? (
        <Text size={size} c="dimmed">
          Email:{' '}
          <Anchor href={`mailto:${operator.contactEmail}`} size={size}>
            {operator.contactEmail}
          </Anchor>
        </Text>
      ) : null}
      {operator.supportHours ? (
        <Text size={size} c="dimmed">
          Support hours: {operator.supportHours}
        </Text>
      ) : null}
    </Stack>
  );
}

export function RiskNotice({ operator, compact }: { operator: Operator; compact?: boolean }) {
  if (compact) {
    return (
      <Text size="xs" c="dimmed" data-testid="risk-notice">
        <b>Risk notice:</b> {operator.riskNotice}
      </Text>
    );
  }
  return (
    <Alert variant="light" color="yellow" icon={<IconAlertTriangle size={18} />} title="Risk notice" data-testid="risk-notice">
      {operator.riskNotice}
    </Alert>
  );
}
