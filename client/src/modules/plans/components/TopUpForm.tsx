/**
 * Plan + amount (+ friend) form of /user/retopup, /user/re-topup and /user/top (PAGES §2.2, §4):
 * plan chosen; Amount within the plan's min–max and ≤ Active; a self re-top-up not below the
 * running plan; a friend found and not oneself; a friend top-up's description at most 200 characters.
 * For whom it is bought (a friend's running plan) the server's quote says why it would be refused
 * (`blockedReason`): shown, and the submit disabled.
 */
import { useState } from 'react';
import { OtpBlock, useExpireOtp, useOtpVerified } from '../../money/OtpBlock';
import { notifyError } from '../../../lib/notify';
import { Button, Group, Paper, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useSession } from '../../../app/session';
import type { PlanFieldsFragment } from '../desk.generated';
import { formatMoney, formatPercent } from '../../../lib/money';
import { MemberLookup, type FoundMember } from '../../member/MemberLookup';
import { normalizeAmount } from '../../money/amount';
import type { Outcome } from '../../money/action';
import type { TopUpRequest } from '../hooks';
import { validateTopUpAmount } from '../rules';
import { planRange } from '../PlanCards';
import { quoteLines, TopUpQuotePanel, useTopUpQuote, type QuoteKind } from './TopUpQuotePanel';

/** Longest description of a friend top-up (the server refuses more). */
export const TOPUP_DESCRIPTION_MAX = 200;

export interface TopUpFormProps {
  plans: PlanFieldsFragment[];
  activeBalance: string | null | undefined;
  /** Friend top-up: a member lookup (not self). */
  friend?: boolean;
  /** Top-up for anyone: an optional member lookup (empty = yourself, self allowed). */
  anyMember?: boolean;
  /** The running plan a self top-up may not be below. */
  runningPlan?: string | null;
  /** RETOPUP on /user/re-topup (the quote then names no sponsor bonus unless the setting pays one). */
  kind?: QuoteKind;
  submitLabel: string;
  loading?: boolean;
  onSubmit: (r: TopUpRequest) => Promise<Outcome<unknown>>;
}

export function TopUpForm({ plans, activeBalance, friend, anyMember, runningPlan, kind, submitLabel, loading, onSubmit }: TopUpFormProps) {
  const { user } = useSession();
  const [planId, setPlanId] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [receiver, setReceiver] = useState<{ member: FoundMember; query: string } | null>(null);
  const [description, setDescription] = useState('');
  const [lookupKey, setLookupKey] = useState(0);
  const [errors, setErrors] = useState<{ plan?: string | null; amount?: string | null; receiver?: string | null; description?: string | null }>({});
  const plan = plans.find((p) => String(p.id) === planId) ?? null;
  // Paying for another member is money leaving this account: a step-up (OTP or authenticator code) first.
  const forOther = !!friend || (!!anyMember && !!receiver && String(receiver.member.id) !== String(user?.id));
  const otpVerified = useOtpVerified();
  const expireOtp = useExpireOtp();
  const runningLimit = forOther ? null : runningPlan;
  const validAmount = plan && validateTopUpAmount(amount, plan, activeBalance, runningLimit) === null ? normalizeAmount(amount) : null;
  const quoteKind: QuoteKind = kind ?? (friend ? 'FRIEND' : 'TOPUP');
  const quote = useTopUpQuote({ planId: plan?.id ?? null, amount: validAmount, kind: quoteKind, receiverId: receiver && quoteKind !== 'RETOPUP' ? Number(receiver.member.id) : null });

  const submit = async () => {
    const next = {
      plan: plan ? null : 'Choose a plan',
      amount: plan ? validateTopUpAmount(amount, plan, activeBalance, runningLimit) : null,
      receiver: friend && !receiver ? 'Find the member first' : null,
      description: friend && [...description.trim()].length > TOPUP_DESCRIPTION_MAX ? `At most ${TOPUP_DESCRIPTION_MAX} characters` : null,
    };
    setErrors(next);
    if (next.plan || next.amount || next.receiver || next.description || !plan || quote.blockedReason) return;
    if (forOther && !otpVerified) {
      notifyError('Verify the code first: a top-up for another member needs it.');
      return;
    }
    const outcome = await onSubmit({
      planId: plan.id,
      planName: plan.name,
      amount: normalizeAmount(amount)!,
      activeBalance,
      receiver: receiver ? { query: receiver.query, label: `${receiver.member.fullname} (${receiver.member.username})` } : null,
      ...(friend ? { description: description.trim() } : {}),
      terms: quote.quote ? quoteLines(quote.quote, quote.forOther) : undefined,
    });
    if (outcome.ok) {
      setAmount('');
      setDescription('');
      setReceiver(null);
      setLookupKey((k) => k + 1);
    } else if (outcome.code === 'OTP_REQUIRED') {
      expireOtp();
    } else if (outcome.fieldErrors?.amount) {
      setErrors((e) => ({ ...e, amount: outcome.error }));
    } else if (outcome.fieldErrors?.description) {
      setErrors((e) => ({ ...e, description: outcome.error }));
    }
  };

  return (
    <Paper withBorder radius="md" p="md" maw={560}>
      <Stack gap="md">
        <Text size="sm">
          Active Wallet balance: <b data-testid="topup-active">{formatMoney(activeBalance)}</b>
        </Text>
        {friend || anyMember ? (
          <MemberLookup
            key={lookupKey}
            selfId={friend ? user?.id : undefined}
            label={anyMember ? 'Top up for (email or referral code; leave empty for yourself)' : undefined}
            error={errors.receiver}
            onChange={(member, query) => {
              setReceiver(member ? { member, query } : null);
              if (member) setErrors((e) => ({ ...e, receiver: null }));
            }}
          />
        ) : null}
        <Select
          label="Plan"
          placeholder="Choose a plan"
          // buyBlockedReason is about buying for herself: a plan she cannot buy is disabled, with the reason.
          data={plans.map((p) => {
            const blocked = forOther ? null : p.buyBlockedReason;
            return { value: String(p.id), label: `${p.name} · ${planRange(p)} · ${formatPercent(p.roiDay)} daily${blocked ? ` (${blocked})` : ''}`, disabled: !!blocked };
          })}
          value={planId}
          onChange={(v) => {
            setPlanId(v);
            setErrors((e) => ({ ...e, plan: null, amount: null }));
          }}
          error={errors.plan}
          allowDeselect={false}
        />
        <TextInput
          label="Amount"
          leftSection="$"
          inputMode="decimal"
          placeholder={plan ? plan.minAmount : '100.00'}
          value={amount}
          onChange={(e) => {
            setAmount(e.currentTarget.value);
            setErrors((x) => ({ ...x, amount: null }));
          }}
          error={errors.amount}
          description={plan ? `${plan.name}: ${planRange(plan)}${!friend && runningPlan ? ` · not below your running plan (${formatMoney(runningPlan)})` : ''}` : undefined}
        />
        {friend ? (
          <Textarea
            label="Description"
            placeholder="Optional: a note for this top-up"
            autosize
            minRows={2}
            value={description}
            onChange={(e) => {
              setDescription(e.currentTarget.value);
              setErrors((x) => ({ ...x, description: null }));
            }}
            error={errors.description}
            description={`Optional, at most ${TOPUP_DESCRIPTION_MAX} characters`}
          />
        ) : null}
        <TopUpQuotePanel state={quote} />
        {forOther ? <OtpBlock purpose="A top-up for another member needs a code: the one we email you, or your authenticator app's." /> : null}
        <Group>
          {/* The quote says the server would refuse it (e.g. below the friend's running plan): nothing to confirm. */}
          <Button leftSection={<IconSend size={16} />} onClick={() => void submit()} loading={loading} disabled={!!quote.blockedReason}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
