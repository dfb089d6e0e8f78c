/**
 * /user/profile/{id} — My Profile (PAGES §2.2). Read-only identity; editable Full Name, Phone and
 * the BEP20/TRC20 payout addresses (§4). Changing an address needs a verified OTP first. A foreign
 * `id` shows the own profile (members only ever see themselves).
 */
import { useEffect, useMemo, useRef } from 'react';
import { Alert, Badge, Button, Grid, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconInfoCircle } from '@tabler/icons-react';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { useSession } from '../../app/session';
import type { ProfileInput } from '../../generated/types';
import { useMyProfileQuery, useUpdateMyProfileMutation } from '../../modules/member/member.generated';
import { formatDate, formatDateTime } from '../../lib/money';
import { useMemberLimits } from '../../modules/money/useMemberLimits';
import { errorMessage } from '../../lib/notify';
import { perform } from '../../modules/money/action';
import { validateAddress } from '../../modules/money/amount';
import { OtpBlock, useExpireOtp, useOtpVerified } from '../../modules/money/OtpBlock';
import { ChangeEmailCard } from '../../modules/member/ChangeEmailCard';
import { TwoFactorCard } from '../../modules/auth/components/TwoFactorCard';

export const PROFILE_UPDATED = 'Profile updated successfully';

export interface ProfileValues {
  fullname: string;
  phone: string;
  bep20: string;
  trc20: string;
}

export function validateFullname(value: string): string | null {
  const v = value.trim().replace(/\s+/g, ' ');
  return v.length < 2 || v.length > 100 ? 'Full name must be 2 to 100 characters' : null;
}

export function validatePhone(value: string): string | null {
  const v = value.replace(/[\s-]/g, '');
  return /^\+?\d{7,15}$/.test(v) ? null : 'Phone must be 7 to 15 digits, with an optional + country code';
}

function ReadOnly({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={700} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

export default function ProfilePage() {
  const { data, loading, error, refetch } = useMyProfileQuery();
  const [updateProfile, { loading: saving }] = useUpdateMyProfileMutation();
  const session = useSession();
  const otpVerified = useOtpVerified();
  const submitRef = useRef<HTMLButtonElement>(null);
  const expireOtp = useExpireOtp();
  const me = data?.me;

  const saved: ProfileValues = useMemo(
    () => ({ fullname: me?.fullname ?? '', phone: me?.phone ?? '', bep20: me?.bep20 ?? '', trc20: me?.trc20 ?? '' }),
    [me?.fullname, me?.phone, me?.bep20, me?.trc20],
  );

  const form = useForm<ProfileValues>({
    mode: 'controlled',
    initialValues: saved,
    validate: {
      fullname: validateFullname,
      phone: validatePhone,
      bep20: (v) => validateAddress('BEP20', v),
      trc20: (v) => validateAddress('TRC20', v),
    },
  });

  // Load (and reload after a save) the stored values into the form.
  useEffect(() => {
    form.setInitialValues(saved);
    form.setValues(saved);
    form.resetDirty(saved);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved]);

  const values = form.getValues();
  const addressChanged = values.bep20.trim() !== saved.bep20 || values.trc20.trim() !== saved.trc20;
  // The very first payout address needs no OTP and starts no hold (there is nothing to steal yet).
  const firstAddress = !saved.bep20 && !saved.trc20;
  const needsOtp = addressChanged && !firstAddress;
  const holdHours = useMemberLimits().withdrawalHoldHours;
  const changed =
    addressChanged || values.fullname.trim() !== saved.fullname || values.phone.trim() !== saved.phone;

  const submit = async (v: ProfileValues) => {
    const input: ProfileInput = {};
    if (v.fullname.trim() !== saved.fullname) input.fullname = v.fullname.trim().replace(/\s+/g, ' ');
    if (v.phone.trim() !== saved.phone) input.phone = v.phone.replace(/[\s-]/g, '');
    if (v.bep20.trim() !== saved.bep20) input.bep20 = v.bep20.trim();
    if (v.trc20.trim() !== saved.trc20) input.trc20 = v.trc20.trim();
    if (!Object.keys(input).length) return;
    const outcome = await perform(() => updateProfile({ variables: { input } }), { success: PROFILE_UPDATED });
    if (!outcome.ok) {
      if (outcome.code === 'OTP_REQUIRED') expireOtp();
      if (outcome.fieldErrors) {
        const known = Object.fromEntries(Object.entries(outcome.fieldErrors).filter(([k]) => k in v));
        if (Object.keys(known).length) form.setErrors(known);
      }
      return;
    }
    const updated = outcome.data.updateProfile;
    if (session.user && session.expireAt && updated.fullname !== session.user.fullname) {
      session.setUserSession({ ...session.user, fullname: updated.fullname }, session.expireAt);
    }
    await refetch();
  };

  return (
    <Stack gap="lg" maw={1000}>
      <PageHeader title="My profile" subtitle="Your account details and payout addresses." />
      <QueryState loading={loading && !me} error={!me && error ? errorMessage(error) : null} onRetry={() => void refetch()}>
        {me ? (
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Paper withBorder radius="md" p="md">
                <Stack gap="md">
                  <Title order={4}>Account</Title>
                  <SimpleGrid cols={{ base: 1, xs: 2, md: 1 }} spacing="sm">
                    <ReadOnly label="Username">{me.username}</ReadOnly>
                    <ReadOnly label="Email">{me.email}</ReadOnly>
                    <ReadOnly label="Referral Code">{me.referralCode}</ReadOnly>
                    <ReadOnly label="Sponsor">{me.sponsor ? `${me.sponsor.fullname} (${me.sponsor.username})` : '—'}</ReadOnly>
                    <ReadOnly label="Joined">{formatDate(me.createdAt)}</ReadOnly>
                    <ReadOnly label="Activated">{formatDate(me.activationDate)}</ReadOnly>
                  </SimpleGrid>
                  <Group gap="xs">
                    <Badge color={me.isActive ? 'green' : 'gray'} variant="light">
                      {me.isActive ? 'Active' : 'Inactive'}
                    </Badge>
                    <Badge color={me.emailVerified ? 'green' : 'yellow'} variant="light">
                      {me.emailVerified ? 'Email verified' : 'Email not verified'}
                    </Badge>
                    <Badge color={me.status === 'block' ? 'red' : 'green'} variant="light">
                      {me.status === 'block' ? 'Blocked' : 'Unblocked'}
                    </Badge>
                  </Group>
                </Stack>
              </Paper>
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
