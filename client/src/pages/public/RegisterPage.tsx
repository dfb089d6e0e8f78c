import { Link } from 'react-router-dom';
import { Anchor, Button, Checkbox, Grid, PasswordInput, Select, Stack, TextInput } from '@mantine/core';
import { AuthCard } from '../../modules/auth/components/AuthCard';
import { VerifyEmailStep } from '../../modules/auth/components/VerifyEmailStep';
import { COUNTRY_CODES } from '../../modules/auth/countryCodes';
import { useRegisterForm } from '../../modules/auth/hooks/useRegisterForm';

/** /register — Register (PAGES §2.1, §4). */
export default function RegisterPage() {
  const { form, submit, submitting, registeredEmail } = useRegisterForm();

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
