/**
 * The payout address block of /user/withdrawal (PAGES §2.2): the hold notice after a recent account
 * change, then the member's BEP20/TRC20 addresses with a link to change them, or a warning with a
 * link to the profile when there is none (skeleton while the profile loads, the error if it failed).
 */
import { Link } from 'react-router-dom';
import { Alert, Anchor, Code, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { formatDateTime } from '../../../lib/money';
import { errorMessage } from '../../../lib/notify';
import type { MyProfileQuery } from '../../member/member.generated';

interface PayoutAddressCardProps {
  me: MyProfileQuery['me'] | undefined;
  loading: boolean;
  error: unknown;
  /** The member's profile page (where the addresses are changed). */
  profileHref: string;
}

export function PayoutAddressCard({ me, loading, error, profileHref }: PayoutAddressCardProps) {
  const hold = me?.withdrawalHoldUntil ? (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} title="Withdrawals are on hold" data-testid="withdrawal-hold">
      Your email, password or payout address changed recently. To protect your funds in case someone else made the change, withdrawals open again
      on {formatDateTime(me.withdrawalHoldUntil)}.
    </Alert>
  ) : null;

  let block;
  if (loading && !me) block = <Skeleton height={56} radius="md" />;
  else if (error && !me) {
    block = (
      <Alert color="red" title="Error Loading Data">
        {errorMessage(error)}
      </Alert>
    );
  } else if (me?.bep20 || me?.trc20) {
    block = (
      <Paper withBorder radius="md" p="md">
        <Stack gap={4}>
          <Text size="xs" c="dimmed" fw={700} tt="uppercase">
            Payout address
          </Text>
          {me.bep20 ? (
            <Text size="sm">
              BEP20 <Code style={{ overflowWrap: 'anywhere' }}>{me.bep20}</Code>
            </Text>
          ) : null}
          {me.trc20 ? (
            <Text size="sm">
              TRC20 <Code style={{ overflowWrap: 'anywhere' }}>{me.trc20}</Code>
            </Text>
          ) : null}
          <Anchor component={Link} to={profileHref} size="xs">
            Change payout address
          </Anchor>
        </Stack>
      </Paper>
    );
  } else {
    block = (
      <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title="No payout address">
        Add a BEP20 or TRC20 payout address to your profile before you withdraw.{' '}
        <Anchor component={Link} to={profileHref} fw={600}>
          Go to My Profile
        </Anchor>
      </Alert>
    );
  }

  return (
    <>
      {hold}
      {block}
    </>
  );
}
