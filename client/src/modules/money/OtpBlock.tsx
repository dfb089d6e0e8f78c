/**
 * OtpBlock (PAGES §1.11): 'Send OTP' → sendOtp (mailed to the member's address) → 6-digit PinInput
 * → 'Verify' → verifyOtp. 'Resend OTP' unlocks 60 s after each send.
 *
 * The server's clearance is per member and lasts 5 minutes, for withdrawals and payout-address
 * changes alike, and it mails at most one code a minute. So the state lives in one small store
 * shared by every block of the signed-in member: a code verified on the profile also clears a
 * withdrawal right after, and a code sent on one page can be entered on another.
 * Parents read the state with useOtpVerified() (or `onVerifiedChange`) and keep their submit
 * disabled until it is true.
 *
 * With two-factor authentication on (me.totpEnabled), nothing is mailed: the block asks for the
 * authenticator's 6-digit code (or a recovery code) and verifies it with the same verifyOtp — the
 * server's step-up, 5 minutes for every money exit (withdrawals, transfers to members, top-ups for
 * others, payout-address changes).
 */
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { Alert, Anchor, Badge, Button, Group, Paper, PinInput, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck, IconMailForward } from '@tabler/icons-react';
import { useSession } from '../../app/session';
import { useMemberSendOtpMutation, useMemberStepUpMethodQuery, useMemberVerifyOtpMutation } from './money.generated';
import { notifyError } from '../../lib/notify';
import { perform } from './action';

export const RESEND_AFTER_S = 60;
/** How long a verification clears money movements (server: 5 minutes). */
export const OTP_CLEARANCE_MS = 5 * 60_000;
/** How long a mailed code can be entered (server: 15 minutes). */
export const OTP_CODE_MS = 15 * 60_000;

/* ------------------------------------------------------------------------------ shared store */

interface OtpState {
  memberId: string | null;
  sentAt: number;
  verifiedUntil: number;
  /** Set when a clearance ran out (the block says why it asks again). */
  expired: boolean;
}

const EMPTY: OtpState = { memberId: null, sentAt: 0, verifiedUntil: 0, expired: false };
let state: OtpState = EMPTY;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export const otpStore = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** The state of this member (another member's is ignored). */
  of(memberId: string | null): OtpState {
    return memberId && state.memberId === memberId ? state : EMPTY;
  },
  markSent(memberId: string) {
    state = { ...otpStore.of(memberId), memberId, sentAt: Date.now(), expired: false };
    emit();
  },
  markVerified(memberId: string) {
    state = { ...otpStore.of(memberId), memberId, verifiedUntil: Date.now() + OTP_CLEARANCE_MS, expired: false };
    emit();
  },
  /** The server asked for a new verification (or the clearance ran out). */
  expire(memberId: string) {
    state = { ...otpStore.of(memberId), memberId, verifiedUntil: 0, expired: true };
    emit();
  },
  reset() {
    state = EMPTY;
    emit();
  },
};

/** Re-renders once per second while `active` (countdowns, expiry); returns the current time. */
function useTicker(active: boolean): number {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setTick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return Date.now();
}

function useOtpState() {
  const { user } = useSession();
  const memberId = user ? String(user.id) : null;
  useSyncExternalStore(otpStore.subscribe, otpStore.get, otpStore.get);
  const s = otpStore.of(memberId);
  const pending = s.verifiedUntil > Date.now() || s.sentAt + RESEND_AFTER_S * 1000 > Date.now();
  const now = useTicker(pending);
  const verified = s.verifiedUntil > now;
  // A clearance that just ran out: say so.
  useEffect(() => {
    if (memberId && s.verifiedUntil && !verified && !s.expired) otpStore.expire(memberId);
  }, [memberId, s.verifiedUntil, s.expired, verified]);
  return {
    memberId,
    verified,
    expired: s.expired,
    sent: s.sentAt > 0 && now - s.sentAt < OTP_CODE_MS,
    cooldown: Math.max(0, Math.ceil((s.sentAt + RESEND_AFTER_S * 1000 - now) / 1000)),
  };
}

/** True while the signed-in member holds a verified OTP (5 minutes). */
export function useOtpVerified(): boolean {
  return useOtpState().verified;
}

/** Forget the verification after the server answered OTP_REQUIRED. */
export function useExpireOtp(): () => void {
  const { user } = useSession();
  return useCallback(() => {
    if (user) otpStore.expire(String(user.id));
  }, [user]);
}

/* -------------------------------------------------------------------------------- component */

export interface OtpBlockProps {
  /** Called whenever the verified state changes (also with the initial state). */
  onVerifiedChange?: (verified: boolean) => void;
  /** What the code unlocks, shown above the controls. */
  purpose?: string;
  disabled?: boolean;
  /**
   * Where focus goes after a successful 'Verify' (usually the submit button the code unlocks).
   * When it is missing or still disabled, focus lands on the block's "OTP verified" panel, never on the page body.
   */
  nextFocusRef?: RefObject<HTMLElement | null>;
}

const isFocusable = (el: HTMLElement | null | undefined): el is HTMLElement =>
  !!el && el.isConnected && !el.matches(':disabled, [aria-disabled="true"]');

export const TOTP_PURPOSE = 'Confirm this request with the code from your authenticator app.';

export function OtpBlock({ onVerifiedChange, purpose = 'Confirm this request with the one-time code we email you.', disabled, nextFocusRef }: OtpBlockProps) {
  const { memberId, verified, expired, sent: mailed, cooldown } = useOtpState();
  const method = useMemberStepUpMethodQuery({ fetchPolicy: 'cache-and-network', skip: !memberId });
  const totp = !!method.data?.me.totpEnabled;
  // With the app there is nothing to send: the code field is there at once.
  const sent = mailed || totp;
  const [useRecovery, setUseRecovery] = useState(false);
  const [recovery, setRecovery] = useState('');
  const [code, setCode] = useState('');
  // The control the member used ('Send OTP', 'Resend OTP', 'Verify') disappears or is disabled
  // after it succeeds: move focus on to what needs input next, in this block only.
  const pendingFocus = useRef<'code' | 'next' | null>(null);
  const pinRef = useRef<HTMLDivElement>(null);
  const verifiedRef = useRef<HTMLDivElement>(null);
  // A stable id keeps PinInput's inputs mounted (without it they are re-keyed after the first
  // render, and a freshly focused input would be thrown away).
  const pinId = useId();
  useEffect(() => {
    if (pendingFocus.current === 'code' && sent && !verified) {
      pendingFocus.current = null;
      pinRef.current?.querySelector<HTMLInputElement>('input')?.focus();
    } else if (pendingFocus.current === 'next' && verified) {
      pendingFocus.current = null;
      const next = nextFocusRef?.current;
      (isFocusable(next) ? next : verifiedRef.current)?.focus();
    }
  });
  const [sendOtp, { loading: sending }] = useMemberSendOtpMutation();
  const [verifyOtp, { loading: verifying }] = useMemberVerifyOtpMutation();

  const notify = useRef(onVerifiedChange);
  useEffect(() => {
    notify.current = onVerifiedChange;
  });
  useEffect(() => {
    notify.current?.(verified);
  }, [verified]);

  const send = async () => {
    if (!memberId) return;
    const outcome = await perform(() => sendOtp(), { success: (d) => d.sendOtp.message || 'OTP sent successfully.' });
    if (outcome.ok) {
      setCode('');
      pendingFocus.current = 'code';
      otpStore.markSent(memberId);
    }
  };

  const typed = totp && useRecovery ? recovery.trim() : code;
  const ready = totp && useRecovery ? /^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/.test(typed) : /^\d{6}$/.test(typed);

  const verify = async () => {
    if (!memberId || !ready) return;
    const outcome = await perform(() => verifyOtp({ variables: { otp: typed } }), {
      success: (d) => (d.verifyOtp.verified ? d.verifyOtp.message || 'OTP verified' : undefined),
    });
    if (!outcome.ok) return;
    if (outcome.data.verifyOtp.verified) {
      setCode('');
      setRecovery('');
      pendingFocus.current = 'next';
      otpStore.markVerified(memberId);
    } else notifyError(outcome.data.verifyOtp.message || 'Invalid OTP');
  };

  if (verified) {
    return (
      <Paper withBorder radius="md" p="sm" data-testid="otp-block" ref={verifiedRef} tabIndex={-1} role="status" aria-label="OTP verified">
        <Group gap="xs">
          <IconCircleCheck size={20} color="var(--mantine-color-green-6)" aria-hidden />
          <Text size="sm" fw={600}>
            OTP verified
          </Text>
          <Badge color="green" variant="light">
            Valid for 5 minutes
          </Badge>
        </Group>
      </Paper>
    );
  }

  return (
    <Paper withBorder radius="md" p="sm" data-testid="otp-block">
      <Stack gap="sm">
        <Text size="sm">{totp ? TOTP_PURPOSE : purpose}</Text>
        {expired ? (
          <Alert color="yellow" variant="light" p="xs">
            {totp ? 'Your verification expired. Enter a new code from your authenticator app to continue.' : 'Your OTP verification expired. Send a new code to continue.'}
          </Alert>
        ) : null}
        {!sent ? (
          <Group>
            <Button leftSection={<IconMailForward size={16} />} onClick={() => void send()} loading={sending} disabled={disabled}>
              Send OTP
            </Button>
          </Group>
        ) : totp ? (
          <>
            {useRecovery ? (
              <Group gap="sm" wrap="wrap" align="flex-end">
                <TextInput label="Recovery code" placeholder="xxxxx-xxxxx" value={recovery} onChange={(e) => setRecovery(e.currentTarget.value)} disabled={disabled} autoComplete="off" />
                <Button onClick={() => void verify()} disabled={disabled || !ready} loading={verifying}>
                  Verify
                </Button>
              </Group>
            ) : (
              <>
                <Text size="sm" c="dimmed">
                  Enter the 6-digit code your authenticator app shows now.
                </Text>
                <Group gap="sm" wrap="wrap">
                  <div ref={pinRef}>
                    <PinInput id={pinId} length={6} type="number" oneTimeCode value={code} onChange={setCode} ariaLabel="Authenticator code" disabled={disabled} />
                  </div>
                  <Button onClick={() => void verify()} disabled={disabled || !ready} loading={verifying}>
                    Verify
                  </Button>
                </Group>
              </>
            )}
            <Anchor component="button" type="button" size="xs" onClick={() => setUseRecovery((v) => !v)}>
              {useRecovery ? 'Use the authenticator app' : 'Lost your phone? Use a recovery code'}
            </Anchor>
          </>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              Enter the 6-digit code sent to your email address.
            </Text>
            <Group gap="sm" wrap="wrap">
              <div ref={pinRef}>
                <PinInput id={pinId} length={6} type="number" oneTimeCode value={code} onChange={setCode} ariaLabel="OTP code" disabled={disabled} />
              </div>
              <Button onClick={() => void verify()} disabled={disabled || !ready} loading={verifying}>
                Verify
              </Button>
            </Group>
            <Group justify="space-between" gap="xs">
              <Text size="xs" c="dimmed" aria-live="polite">
                {cooldown > 0 ? `You can resend the code in ${cooldown} s.` : 'Did not receive it? Check your spam folder or resend.'}
              </Text>
              <Button variant="subtle" size="compact-sm" onClick={() => void send()} disabled={disabled || cooldown > 0} loading={sending}>
                Resend OTP
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
