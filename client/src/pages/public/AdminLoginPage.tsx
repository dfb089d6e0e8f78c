import { useRef, useState } from 'react';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AuthCard } from '../../modules/auth/components/AuthCard';
import { useAuthActions, type StaffSession } from '../../modules/auth/useAuthActions';
import { TotpCodeField, validTotpInput } from '../../modules/auth/components/TotpCodeField';
import { TotpEnrolment } from '../../modules/auth/components/TotpEnrolment';

export const STAFF_ENROL_TEXT = 'Staff accounts must use two-factor authentication. Set up an authenticator app to finish signing in.';

/**
 * /admin/panel/login — Admin Login (PAGES §2.1, §4). With two-factor authentication on, TOTP_REQUIRED
 * asks for the authenticator's code (or a recovery code); when the setting makes it required for
 * staff and this account has none, TOTP_ENROLMENT_REQUIRED: the enrolment runs here (QR, key, code,
 * recovery codes) with the sign-in's enrolment token, then the session opens.
 */
export default function AdminLoginPage() {
  const actions = useAuthActions();
  const { signInAdmin } = actions;
  const [submitting, setSubmitting] = useState(false);
  const [step, setStep] = useState<'password' | 'code' | 'enrol'>('password');
  const enrolmentToken = useRef<string>('');
  const pendingSession = useRef<StaffSession | null>(null);

  const form = useForm({
    initialValues: { email: '', password: '', totpCode: '' },
    validate: {
      email: (value) => (value.trim() ? null : 'Email is required'),
      password: (value) => (value ? null : 'Password is required'),
      totpCode: (value) => (step === 'code' ? validTotpInput(value) : null),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setSubmitting(true);
    try {
      const totpCode = step === 'code' ? values.totpCode.trim() : '';
      const result = await signInAdmin({ email: values.email.trim(), password: values.password, ...(totpCode ? { totpCode } : {}) });
      if (result.ok) return;
      if (result.code === 'TOTP_REQUIRED') setStep('code');
      else if (result.code === 'TOTP_INVALID') form.setFieldError('totpCode', result.error);
      else if (result.code === 'TOTP_ENROLMENT_REQUIRED' && result.fieldErrors?.enrolmentToken) {
        enrolmentToken.current = result.fieldErrors.enrolmentToken;
        setStep('enrol');
      }
    } finally {
      setSubmitting(false);
    }
  });

  const back = () => {
    setStep('password');
    form.setValues({ password: '', totpCode: '' });
  };

  if (step === 'enrol') {
    return (
      <AuthCard title="Admin login" subtitle="Set up two-factor authentication">
        <Stack gap="md">
          <Alert color="blue" variant="light">
            {STAFF_ENROL_TEXT}
          </Alert>
          <TotpEnrolment
            begin={async () => {
              const r = await actions.beginTotpEnrolment(enrolmentToken.current);
              return r.ok ? r.data : null;
            }}
            confirm={async (code) => {
              const r = await actions.confirmTotpEnrolment(code, enrolmentToken.current);
              if (!r.ok) return null;
              pendingSession.current = r.data.session;
              return r.data.recoveryCodes;
            }}
            onDone={() => {
              if (pendingSession.current) void actions.openAdminSession(pendingSession.current);
              else back();
            }}
          />
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Admin login" subtitle="Administrators only. Member accounts sign in on the member login page.">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {step === 'code' ? (
            <TotpCodeField onBack={back} {...form.getInputProps('totpCode')} />
          ) : (
            <>
              <TextInput label="Email" type="email" autoComplete="username" required {...form.getInputProps('email')} />
              <PasswordInput label="Password" autoComplete="current-password" required {...form.getInputProps('password')} />
            </>
          )}
          <Button type="submit" fullWidth loading={submitting}>
            {step === 'code' ? 'Verify and sign in' : 'Sign In'}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
