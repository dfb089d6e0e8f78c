import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  Anchor,
  Button,
  Checkbox,
  Grid,
  Group,
  PasswordInput,
  PinInput,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { isEmail, useForm } from '@mantine/form';
import { AuthCard } from '../../modules/auth/components/AuthCard';
import { useAuthActions } from '../../modules/auth/useAuthActions';

/** Dial codes offered in the phone field (value = ISO country code, unique). */
export const COUNTRY_CODES: { value: string; label: string; dial: string }[] = [
  { value: 'US', label: 'United States (+1)', dial: '1' },
  { value: 'CA', label: 'Canada (+1)', dial: '1' },
  { value: 'GB', label: 'United Kingdom (+44)', dial: '44' },
  { value: 'IE', label: 'Ireland (+353)', dial: '353' },
  { value: 'DE', label: 'Germany (+49)', dial: '49' },
  { value: 'FR', label: 'France (+33)', dial: '33' },
  { value: 'ES', label: 'Spain (+34)', dial: '34' },
  { value: 'IT', label: 'Italy (+39)', dial: '39' },
  { value: 'NL', label: 'Netherlands (+31)', dial: '31' },
  { value: 'TR', label: 'Türkiye (+90)', dial: '90' },
  { value: 'AE', label: 'United Arab Emirates (+971)', dial: '971' },
  { value: 'SA', label: 'Saudi Arabia (+966)', dial: '966' },
  { value: 'QA', label: 'Qatar (+974)', dial: '974' },
  { value: 'IN', label: 'India (+91)', dial: '91' },
  { value: 'PK', label: 'Pakistan (+92)', dial: '92' },
  { value: 'BD', label: 'Bangladesh (+880)', dial: '880' },
  { value: 'LK', label: 'Sri Lanka (+94)', dial: '94' },
  { value: 'NP', label: 'Nepal (+977)', dial: '977' },
  { value: 'SG', label: 'Singapore (+65)', dial: '65' },
  { value: 'MY', label: 'Malaysia (+60)', dial: '60' },
  { value: 'ID', label: 'Indonesia (+62)', dial: '62' },
  { value: 'PH', label: 'Philippines (+63)', dial: '63' },
  { value: 'TH', label: 'Thailand (+66)', dial: '66' },
  { value: 'VN', label: 'Vietnam (+84)', dial: '84' },
  { value: 'JP', label: 'Japan (+81)', dial: '81' },
  { value: 'KR', label: 'South Korea (+82)', dial: '82' },
  { value: 'AU', label: 'Australia (+61)', dial: '61' },
  { value: 'NZ', label: 'New Zealand (+64)', dial: '64' },
  { value: 'NG', label: 'Nigeria (+234)', dial: '234' },
  { value: 'GH', label: 'Ghana (+233)', dial: '233' },
  { value: 'KE', label: 'Kenya (+254)', dial: '254' },
  { value: 'ZA', label: 'South Africa (+27)', dial: '27' },
  { value: 'EG', label: 'Egypt (+20)', dial: '20' },
  { value: 'BR', label: 'Brazil (+55)', dial: '55' },
  { value: 'MX', label: 'Mexico (+52)', dial: '52' },
];

const RESEND_COOLDOWN_S = 60;

export interface RegisterFormValues {
  fullname: string;
  countryCode: string | null;
  phone: string;
  email: string;
  password: string;
  confirmPassword: string;
  referralBy: string;
  terms: boolean;
}

/** Step 2: the 6-digit email code. */
function VerifyEmailStep({ email }: { email: string }) {
  const { verifyUser, requestOtpCode } = useAuthActions();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  const [cooldown, setCooldown] = useState(RESEND_COOLDOWN_S);
  // This step replaces the form (whose Register button had focus): focus goes to the first code
  // digit, never to the page body. A stable id keeps PinInput's inputs mounted (without it they are
  // re-keyed after the first render and the focused one is thrown away).
  const pinId = useId();
  const pinRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    pinRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, []);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  const verify = async () => {
    setVerifying(true);
    try {
      const result = await verifyUser(email, code);
      if (result.ok) navigate('/user/login', { replace: true });
    } finally {
      setVerifying(false);
    }
  };

  const resend = async () => {
    setResending(true);
    try {
      const result = await requestOtpCode(email);
      if (result.ok) {
        setCode('');
        setCooldown(RESEND_COOLDOWN_S);
      }
    } finally {
      setResending(false);
    }
  };

  return (
    <Stack gap="md" align="stretch">
      <Text fw={600}>Verify your email</Text>
      <Text size="sm" c="dimmed">
        We sent a 6-digit code to <b>{email}</b>. Enter it below to confirm your address. The code is valid for 15
        minutes.
      </Text>
      <Group justify="center" ref={pinRef}>
        <PinInput
          id={pinId}
          length={6}
          type="number"
          oneTimeCode
          value={code}
          onChange={setCode}
          ariaLabel="Email verification code"
          size="md"
        />
      </Group>
      <Button onClick={() => void verify()} disabled={code.length !== 6} loading={verifying} fullWidth>
        Verify
      </Button>
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed">
          {cooldown > 0 ? `You can request a new code in ${cooldown} s.` : 'Did not receive it? Check your spam folder.'}
        </Text>
        <Button variant="subtle" size="compact-sm" onClick={() => void resend()} disabled={cooldown > 0} loading={resending}>
          Resend code
        </Button>
      </Group>
    </Stack>
  );
}

/** /register — Register (PAGES §2.1, §4). */
export default function RegisterPage() {
  const [searchParams] = useSearchParams();
  const { register } = useAuthActions();
  const [submitting, setSubmitting] = useState(false);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);

  const form = useForm<RegisterFormValues>({
    initialValues: {
      fullname: '',
      countryCode: 'US',
      phone: '',
      email: '',
      password: '',
      confirmPassword: '',
      referralBy: searchParams.get('referral')?.trim() ?? '',
      terms: false,
    },
    validate: {
      fullname: (value) => {
        const length = value.trim().length;
        return length >= 2 && length <= 100 ? null : 'Full name must be 2 to 100 characters';
      },
      countryCode: (value) => (value ? null : 'Select a country code'),
      phone: (value) => (/^\d{7,15}$/.test(value) ? null : 'Phone must be 7 to 15 digits'),
      email: isEmail('Enter a valid email address'),
      password: (value) => (value.length >= 8 ? null : 'Password must be at least 8 characters'),
      confirmPassword: (value, values) => (value === values.password ? null : 'Passwords do not match'),
      terms: (value) => (value ? null : 'Please accept the Terms & Conditions'),
    },
  });

  const submit = form.onSubmit(async (values) => {
    const dial = COUNTRY_CODES.find((c) => c.value === values.countryCode)?.dial ?? '';
    const email = values.email.trim();
    setSubmitting(true);
    try {
      const result = await register({
        fullname: values.fullname.trim(),
        phone: `+${dial}${values.phone}`,
        email,
        password: values.password,
        confirmPassword: values.confirmPassword,
        referralBy: values.referralBy.trim(),
      });
      if (result.ok) setRegisteredEmail(email);
      else if (result.fieldErrors) form.setErrors(result.fieldErrors);
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <AuthCard
      title="Register"
      subtitle={registeredEmail ? 'One last step' : 'Open your Meridian member account'}
      size={560}
      footer={
        <>
          Already have an account?{' '}
          <Anchor component={Link} to="/user/login" size="sm">
            Sign in
          </Anchor>
        </>
      }
    >
      {registeredEmail ? (
        <VerifyEmailStep email={registeredEmail} />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput label="Full Name" autoComplete="name" required {...form.getInputProps('fullname')} />
            <Grid gap="sm">
              <Grid.Col span={{ base: 12, xs: 5 }}>
                <Select
                  label="Country Code"
                  data={COUNTRY_CODES.map(({ value, label }) => ({ value, label }))}
                  searchable
                  required
                  allowDeselect={false}
                  nothingFoundMessage="No matching country"
                  {...form.getInputProps('countryCode')}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, xs: 7 }}>
                <TextInput
                  label="Phone"
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  required
                  description="Digits only, without the country code"
                  {...form.getInputProps('phone')}
                  onChange={(event) => form.setFieldValue('phone', event.currentTarget.value.replace(/\D/g, ''))}
                />
              </Grid.Col>
            </Grid>
            <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
            <PasswordInput
              label="Password"
              autoComplete="new-password"
              required
              description="At least 8 characters"
              {...form.getInputProps('password')}
            />
            <PasswordInput label="Confirm Password" autoComplete="new-password" required {...form.getInputProps('confirmPassword')} />
            {/*
              Required: after the first member every registration needs a sponsor (server setting
              'requireSponsor', on by default). Only the very first member of a new installation
              registers without one, so the server, not the form, has the last word.
            */}
            <TextInput
              label="Referral Code"
              description="Required: the code of the member who invited you. Only the very first member of a new Meridian registers without one."
              autoComplete="off"
              withAsterisk
              aria-required
              {...form.getInputProps('referralBy')}
            />
            <Checkbox
              label={
                <>
                  I am at least 18 years old and accept the{' '}
                  <Anchor component={Link} to="/terms-conditions" target="_blank" rel="noopener" size="sm">
                    Terms & Conditions
                  </Anchor>
                </>
              }
              {...form.getInputProps('terms', { type: 'checkbox' })}
            />
            <Button type="submit" fullWidth loading={submitting}>
              Register
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
