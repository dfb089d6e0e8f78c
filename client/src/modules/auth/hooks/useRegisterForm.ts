/**
 * The registration form (PAGES §2.1, §4): its fields, their checks, the referral code from
 * `?referral=`, and the submit that registers the member. The server's field errors show on the
 * fields; once registered, `registeredEmail` is the address the verification code went to.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isEmail, useForm } from '@mantine/form';
import { useAuthActions } from '../useAuthActions';
import { COUNTRY_CODES } from '../countryCodes';

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

export function useRegisterForm() {
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
  return { form, submit, submitting, registeredEmail };
}
