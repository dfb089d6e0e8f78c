/**
 * /report-account-change/:token — opened from the mail sent to the old address after an email
 * change. "This wasn't me" locks the account and ends every session; support then contacts the owner.
 */
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconLock } from '@tabler/icons-react';
import { ReportAccountChangeDocument, type ReportAccountChangeMutation, type ReportAccountChangeMutationVariables } from '../../modules/auth/auth.generated';
import { publicGraphql } from '../../lib/publicGraphql';
import { AuthCard } from '../../modules/auth/components/AuthCard';
import { perform } from '../../modules/money/action';

export default function ReportAccountChangePage() {
  const { token = '' } = useParams();
  const [loading, setLoading] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async () => {
    setFailure(null);
    setLoading(true);
    const outcome = await perform(
      async () => ({ data: await publicGraphql<ReportAccountChangeMutation, ReportAccountChangeMutationVariables>(ReportAccountChangeDocument, { token }) }),
      { quietFailure: true },
    );
    setLoading(false);
    if (outcome.ok) setDone(outcome.data.reportAccountChange.message);
    else setFailure(outcome.error);
  };

  return (
    <AuthCard title="Report an account change" subtitle="The email address of your Meridian account was changed">
      {done ? (
        <Alert color="green" icon={<IconCircleCheck size={18} />} title="Account locked">
          {done}
        </Alert>
      ) : (
        <Stack gap="md">
          {failure ? (
            <Alert color="red" icon={<IconAlertCircle size={18} />} title="We could not lock the account" role="alert">
              <Text size="sm">{failure}</Text>
            </Alert>
          ) : null}
          <Text size="sm">
            If you did not change the email address yourself, lock the account now: every session ends, withdrawals stop, and our support team
            contacts you to restore access.
          </Text>
          <Button color="red" leftSection={<IconLock size={16} />} loading={loading} onClick={() => void submit()}>
            This wasn&apos;t me — lock my account
          </Button>
          <Anchor component={Link} to="/" size="sm">
            It was me: back to the home page
          </Anchor>
        </Stack>
      )}
    </AuthCard>
  );
}
