/**
 * /user/profile/{id} — My Profile (PAGES §2.2). Read-only identity; editable Full Name, Phone and
 * the BEP20/TRC20 payout addresses (§4). Changing an address needs a verified OTP first. A foreign
 * `id` shows the own profile (members only ever see themselves).
 */
import { Alert, Button, Grid, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { useMyProfileQuery } from '../../modules/member/member.generated';
import { formatDateTime } from '../../lib/money';
import { errorMessage } from '../../lib/notify';
import { OtpBlock } from '../../modules/money/OtpBlock';
import { ChangeEmailCard } from '../../modules/member/ChangeEmailCard';
import { AccountPanel } from '../../modules/member/components/AccountPanel';
import { useProfileForm } from '../../modules/member/hooks/useProfileForm';
import { TwoFactorCard } from '../../modules/auth/components/TwoFactorCard';

export { PROFILE_UPDATED } from '../../modules/member/hooks/useProfileForm';

export default function ProfilePage() {
  const { data, loading, error, refetch } = useMyProfileQuery();
  const me = data?.me;
  const { form, saved, submit, saving, submitRef, otpVerified, needsOtp, changed, holdHours } = useProfileForm(me, refetch);

  return (
    <Stack gap="lg" maw={1000}>
      <PageHeader title="My profile" subtitle="Your account details and payout addresses." />
      <QueryState loading={loading && !me} error={!me && error ? errorMessage(error) : null} onRetry={() => void refetch()}>
        {me ? (
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 5 }}>
              <AccountPanel me={me} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Paper withBorder radius="md" p="md" component="form" onSubmit={form.onSubmit((v) => void submit(v))} noValidate>
                <Stack gap="md">
                  <Title order={4}>Details</Title>
                  <TextInput label="Full Name" required autoComplete="name" {...form.getInputProps('fullname')} key={form.key('fullname')} />
                  <TextInput label="Phone" required autoComplete="tel" placeholder="+15551234567" {...form.getInputProps('phone')} key={form.key('phone')} />
                  <TextInput
                    label="BEP20 payout address"
                    placeholder="0x…"
                    description="USDT on BNB Smart Chain: 0x followed by 40 hex digits"
                    autoComplete="off"
                    spellCheck={false}
                    {...form.getInputProps('bep20')}
                    key={form.key('bep20')}
                  />
                  <TextInput
                    label="TRC20 payout address"
                    placeholder="T…"
                    description="USDT on TRON: T followed by 33 characters"
                    autoComplete="off"
                    spellCheck={false}
                    {...form.getInputProps('trc20')}
                    key={form.key('trc20')}
                  />
                  {me.withdrawalHoldUntil ? (
                    <Alert color="orange" variant="light" icon={<IconInfoCircle size={18} />} data-testid="withdrawal-hold">
                      Withdrawals are on hold until {formatDateTime(me.withdrawalHoldUntil)} because your email, password or payout address changed recently.
                    </Alert>
                  ) : null}
                  {needsOtp ? (
                    <Stack gap="xs">
                      <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />}>
                        Changing a payout address needs a one-time code sent to your email, and withdrawals then wait {holdHours} hours (in case someone else
                        made the change).
                      </Alert>
                      <OtpBlock purpose="Verify the code to change your payout address." nextFocusRef={submitRef} />
                    </Stack>
                  ) : null}
                  <Group justify="flex-end">
                    <Button variant="default" onClick={() => form.setValues(saved)} disabled={!changed || saving}>
                      Cancel
                    </Button>
                    <Button ref={submitRef} type="submit" loading={saving} disabled={!changed || (needsOtp && !otpVerified)}>
                      Update Details
                    </Button>
                  </Group>
                </Stack>
              </Paper>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }} offset={{ base: 0, md: 5 }}>
              <ChangeEmailCard currentEmail={me.email} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }} offset={{ base: 0, md: 5 }}>
              <TwoFactorCard />
            </Grid.Col>
          </Grid>
        ) : null}
      </QueryState>
    </Stack>
  );
}
