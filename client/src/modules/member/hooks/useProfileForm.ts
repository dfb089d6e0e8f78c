/**
 * The member's profile form (PAGES §2.2, §4): Full Name, Phone and the BEP20/TRC20 payout addresses,
 * loaded (and reloaded after a save) from the stored profile. Changing an address needs a verified
 * OTP first, except the very first one; only the changed fields are sent → updateProfile.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useForm } from '@mantine/form';
import { useSession } from '../../../app/session';
import type { ProfileInput } from '../../../generated/types';
import { useUpdateMyProfileMutation, type MyProfileQuery } from '../member.generated';
import { useMemberLimits } from '../../money/useMemberLimits';
import { perform } from '../../money/action';
import { validateAddress } from '../../money/amount';
import { useExpireOtp, useOtpVerified } from '../../money/OtpBlock';

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

export function useProfileForm(me: MyProfileQuery['me'] | undefined, refetch: () => Promise<unknown>) {
  const [updateProfile, { loading: saving }] = useUpdateMyProfileMutation();
  const session = useSession();
  const otpVerified = useOtpVerified();
  const submitRef = useRef<HTMLButtonElement>(null);
  const expireOtp = useExpireOtp();

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

  return { form, saved, submit, saving, submitRef, otpVerified, needsOtp, changed, holdHours };
}
