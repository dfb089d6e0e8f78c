/**
 * What a staff member checks before completing or declining a deposit (issue 20 item 8): the proof
 * (the image itself beside the amount, or a link to a PDF / other file) and the transaction hash in
 * full with a copy button, so nobody approves money blind.
 */
import { Anchor, Group, Image, Stack, Text } from '@mantine/core';
import { formatMoney } from '../../../lib/money';
import { isImageUrl, isPdfUrl } from '../actions';
import { CopyValue } from './CopyValue';

export interface DepositEvidenceProps {
  amount: string;
  network: string;
  proofUrl: string | null | undefined;
  hash: string | null | undefined;
}

export function DepositEvidence({ amount, network, proofUrl, hash }: DepositEvidenceProps) {
  const image = isImageUrl(proofUrl);
  return (
    <Group align="flex-start" gap="md" wrap="wrap" data-testid="deposit-evidence">
      {image ? (
        <Anchor href={proofUrl!} target="_blank" rel="noopener noreferrer" aria-label="Open the proof in a new tab">
          <Image src={proofUrl} alt="Deposit proof" w={180} mah={240} fit="contain" radius="sm" bd="1px solid var(--mantine-color-default-border)" />
        </Anchor>
      ) : null}
      <Stack gap={6} style={{ flex: 1, minWidth: 200 }}>
        <div>
          <Text size="xs" c="dimmed">
            Amount
          </Text>
          <Text size="xl" fw={700}>
            {formatMoney(amount)}
          </Text>
          <Text size="xs" c="dimmed">
            {network}
          </Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            Transaction hash
          </Text>
          <CopyValue value={hash} short={false} label="transaction hash" />
        </div>
        <div>
          <Text size="xs" c="dimmed">
            Proof
          </Text>
          {proofUrl ? (
            <Anchor href={proofUrl} target="_blank" rel="noopener noreferrer" size="sm">
              {image ? 'Open the image in a new tab' : isPdfUrl(proofUrl) ? 'Open the PDF in a new tab' : 'Open the file in a new tab'}
            </Anchor>
          ) : (
            <Text size="sm" c="orange">
              No proof uploaded: check the hash on the network before completing.
            </Text>
          )}
        </div>
      </Stack>
    </Group>
  );
}
