/**
 * One hook per mutation flow of the plan pages (confirm → perform → notify). Each returns a function
 * that resolves to the outcome (never rejects) and a `loading` flag.
 */
import { useCallback } from 'react';
import { confirm } from '../../components/confirm';
import type { ActivationPlanInput, LevelTable, PlanInput } from '../../generated/types';
import { useRequestMyWithdrawalMutation } from '../money/money.generated';
import {
  useCreateActivationPlanMutation,
  useCreateCodesMutation,
  useCreatePlanMutation,
  useRetireActivationPlanMutation,
  useRetirePlanMutation,
  useSetLevelRatesMutation,
  useUpdateActivationPlanMutation,
  useUpdatePlanMutation,
} from './desk.generated';
import {
  useActivateWithEntryFeeMutation,
  useBuyActivationPlanMutation,
  useDeleteTopUpMutation,
  useFriendTopUpMutation,
  useReTopUpMutation,
  useRedeemCodeMutation,
  useReverseTopUpMutation,
  useSetTopUpNoteMutation,
  useTopUpMutation,
  type DeleteTopUpMutation,
  type ReverseTopUpMutation,
} from './investments.generated';
import { formatMoney } from '../../lib/money';
import { perform, useIdempotencyKey, type Outcome } from '../money/action';
import { compareMoney, toUnits, unitsToDecimal } from '../money/amount';
import type { ActivationPlanFormValues, PlanFormValues } from './rules';
import { isPendingApproval, notifySentForApproval } from '../staff/pending';

export const TOPUP_DONE = 'Top-up successful';
export const RETOPUP_DONE = 'Re-top-up successful';
export const ACTIVATED = 'Your account is activated';
export const TOPUP_FAILED = 'Top-up failed.';
export const TRANSFER_FAILED = 'Transfer failed.';

/** The refetched queries after a money movement of these pages. */
const AFTER_TOPUP = ['MyInvestments', 'MyCap', 'MyActivation', 'MyDashboard'];

function cancelled<T>(): Outcome<T> {
  return { ok: false, error: 'Cancelled', code: 'CANCELLED' };
}

export function toPlanInput(v: PlanFormValues): PlanInput {
  return {
    name: v.name.trim(),
    description: v.description.trim(),
    price: v.price.trim(),
    minAmount: v.minAmount.trim(),
    maxAmount: v.maxAmount.trim() || '0',
    roiDay: v.roiDay.trim(),
    sponsorBonus: v.sponsorBonus.trim(),
    periodMonths: Number(v.periodMonths),
    capMultiplier: Number(v.capMultiplier),
    isActive: v.isActive,
  };
}

export function toActivationPlanInput(v: ActivationPlanFormValues): ActivationPlanInput {
  return { name: v.name.trim(), description: v.description.trim(), price: v.price.trim(), isActive: v.isActive };
}

// ---------------------------------------------------------------- admin desk

/** Create (no id) or update a plan. */
export function useSavePlan() {
  const [create, c] = useCreatePlanMutation({ refetchQueries: ['DeskPlans'] });
  const [update, u] = useUpdatePlanMutation({ refetchQueries: ['DeskPlans'] });
  const save = useCallback(
    (values: PlanFormValues, id?: number) =>
      id
        ? perform(() => update({ variables: { id, input: toPlanInput(values) } }), { success: `Plan ${values.name.trim()} updated` })
        : perform(() => create({ variables: { input: toPlanInput(values) } }), { success: `Plan ${values.name.trim()} created` }),
    [create, update],
  );
  return { save, loading: c.loading || u.loading };
}

export function useRetirePlan() {
  const [retire, { loading }] = useRetirePlanMutation({ refetchQueries: ['DeskPlans'] });
  const run = useCallback(
    async (plan: { id: number; name: string }) => {
      const ok = await confirm({ title: 'Retire plan', message: 'Members can no longer buy it; running investments keep their terms.', details: [['Plan', plan.name]], confirmLabel: 'Retire', danger: true });
      if (!ok) return cancelled();
      return perform(() => retire({ variables: { id: plan.id } }), { success: `Plan ${plan.name} retired` });
    },
    [retire],
  );
  return { retire: run, loading };
}

export function useSaveActivationPlan() {
  const [create, c] = useCreateActivationPlanMutation({ refetchQueries: ['ActivationPlans'] });
  const [update, u] = useUpdateActivationPlanMutation({ refetchQueries: ['ActivationPlans'] });
  const save = useCallback(
    (values: ActivationPlanFormValues, id?: number) =>
      id
        ? perform(() => update({ variables: { id, input: toActivationPlanInput(values) } }), { success: `Activation plan ${values.name.trim()} updated` })
        : perform(() => create({ variables: { input: toActivationPlanInput(values) } }), { success: `Activation plan ${values.name.trim()} created` }),
    [create, update],
  );
  return { save, loading: c.loading || u.loading };
}

export function useRetireActivationPlan() {
  const [retire, { loading }] = useRetireActivationPlanMutation({ refetchQueries: ['ActivationPlans'] });
  const run = useCallback(
    async (plan: { id: number; name: string }) => {
      const ok = await confirm({ title: 'Retire activation plan', message: 'Members can no longer buy it; past purchases keep their price.', details: [['Plan', plan.name]], confirmLabel: 'Retire', danger: true });
      if (!ok) return cancelled();
      return perform(() => retire({ variables: { id: plan.id } }), { success: `Activation plan ${plan.name} retired` });
    },
    [retire],
  );
  return { retire: run, loading };
}

export function useSaveLevels(table: LevelTable) {
  const [setRates, { loading }] = useSetLevelRatesMutation({ refetchQueries: ['LevelTables'] });
  const save = useCallback(
    (rates: string[]) => perform(() => setRates({ variables: { table, rates: rates.map((r) => r.trim() || '0') } }), { success: table === 'INVESTMENT' ? 'Level income percentages saved' : 'Activation level percentages saved' }),
    [setRates, table],
  );
  return { save, loading };
}

export function useGenerateCodes() {
  const [create, { loading }] = useCreateCodesMutation({ refetchQueries: ['Codes'] });
  const generate = useCallback((count: number) => perform(() => create({ variables: { count } }), { success: (d) => `${d.createCodes.length} e-pin${d.createCodes.length === 1 ? '' : 's'} created` }), [create]);
  return { generate, loading };
}

/**
 * Admin: reverse a running top-up (principal back to the payer's Active wallet). With maker-checker
 * the answer may carry `pendingApproval`: then nothing moved yet and the toast says it waits.
 */
export function useReverseTopUp() {
  const [reverse, { loading }] = useReverseTopUpMutation({ refetchQueries: ['AdminInvestment', 'AdminInvestments'] });
  const run = useCallback(
    async (t: { id: number; amount: string; payer: string }) => {
      const ok = await confirm({
        title: 'Reverse top-up',
        message: "The principal returns to the payer's Active Wallet and the investment stops; incomes already paid stay.",
        details: [
          ['Top-up', `#${t.id}`],
          ['Amount', formatMoney(t.amount)],
          ['Back to', t.payer],
        ],
        confirmLabel: 'Reverse',
        danger: true,
      });
      if (!ok) return cancelled<ReverseTopUpMutation>();
      const outcome = await perform(() => reverse({ variables: { id: t.id } }), { success: (d) => (isPendingApproval(d.reverseTopUp) ? undefined : `Top-up #${t.id} reversed`) });
      if (outcome.ok && isPendingApproval(outcome.data.reverseTopUp)) notifySentForApproval();
      return outcome;
    },
    [reverse],
  );
  return { reverse: run, loading };
}

/** Longest admin note on a top-up (the server refuses more). */
export const TOPUP_NOTE_MAX = 500;
export const NOTE_SAVED = 'Note saved';

/** Admin: save the note of a top-up (trimmed; '' clears it). */
export function useSaveTopUpNote() {
  const [setNote, { loading }] = useSetTopUpNoteMutation();
  const save = useCallback((id: number, note: string) => perform(() => setNote({ variables: { id, note: note.trim() } }), { success: NOTE_SAVED, fallback: 'Could not save the note' }), [setNote]);
  return { save, loading };
}

/**
 * Admin: delete a top-up (reversed first if it still runs, then hidden from the lists). With
 * maker-checker the answer may carry `pendingApproval` (the top-up stays until a second person approves).
 */
export function useDeleteTopUp() {
  // No refetch here: the page goes back to /admin/topup, whose list reads the network on mount.
  const [remove, { loading }] = useDeleteTopUpMutation();
  const run = useCallback(
    async (t: { id: number; amount: string; payer: string; running: boolean }) => {
      const ok = await confirm({
        title: 'Delete top-up',
        message: t.running
          ? "The top-up is reversed first: the principal returns to the payer's Active Wallet; incomes already paid stay. It then disappears from the lists (the ledger keeps it)."
          : 'The top-up disappears from the lists (the ledger keeps it).',
        details: [
          ['Top-up', `#${t.id}`],
          ['Amount', formatMoney(t.amount)],
          ...(t.running ? ([['Back to', t.payer]] as Array<[string, string]>) : []),
        ],
        confirmLabel: 'Delete',
        danger: true,
      });
      if (!ok) return cancelled<DeleteTopUpMutation>();
      const outcome = await perform(() => remove({ variables: { id: t.id } }), { success: (d) => (isPendingApproval(d.deleteTopUp) ? undefined : `Top-up #${t.id} deleted`) });
      if (outcome.ok && isPendingApproval(outcome.data.deleteTopUp)) notifySentForApproval();
      return outcome;
    },
    [remove],
  );
  return { remove: run, loading };
}

// ---------------------------------------------------------------- member flows

export interface TopUpRequest {
  planId: number;
  planName: string;
  amount: string;
  activeBalance: string | null | undefined;
  /** Receiver: referral code / email (another member); empty for oneself. */
  receiver?: { query: string; label: string } | null;
  /** The payer's description (friend top-ups); '' or absent for none. */
  description?: string;
  /** What the plan gives at this amount (the server's quote, TopUpQuotePanel's quoteLines), shown in the confirm dialog. */
  terms?: Array<[string, string]>;
}

function topUpDetails(r: TopUpRequest): Array<[string, string]> {
  const after = unitsToDecimal((toUnits(r.activeBalance) ?? 0n) - (toUnits(r.amount) ?? 0n), true);
  return [
    ['Plan', r.planName],
    ...(r.receiver ? ([['For', r.receiver.label]] as Array<[string, string]>) : []),
    ['Amount', formatMoney(r.amount)],
    ...(r.description ? ([['Description', r.description]] as Array<[string, string]>) : []),
    ['Active Wallet before', formatMoney(r.activeBalance)],
    ['Active Wallet after', formatMoney(after)],
    ...(r.terms ?? []),
  ];
}

/** Buys a plan for oneself or another member ('Buy' on /user/plan, /user/topup). */
export function useBuyPlan() {
  const [topUp, { loading }] = useTopUpMutation({ refetchQueries: AFTER_TOPUP });
  const key = useIdempotencyKey();
  const buy = useCallback(
    async (r: TopUpRequest) => {
      if (compareMoney(r.amount, r.activeBalance ?? '0') > 0) return cancelled();
      const ok = await confirm({ title: 'Confirm top-up', details: topUpDetails(r), confirmLabel: 'Buy' });
      if (!ok) return cancelled();
      const outcome = await perform(() => topUp({ variables: { input: { planId: r.planId, amount: r.amount, receiver: r.receiver?.query ?? null, idempotencyKey: key.current() } } }), {
        success: TOPUP_DONE,
        fallback: TOPUP_FAILED,
      });
      key.settle(outcome);
      return outcome;
    },
    [topUp, key],
  );
  return { buy, loading };
}

export function useReTopUp() {
  const [reTopUp, { loading }] = useReTopUpMutation({ refetchQueries: AFTER_TOPUP });
  const key = useIdempotencyKey();
  const run = useCallback(
    async (r: TopUpRequest) => {
      const ok = await confirm({ title: 'Confirm re-top-up', details: topUpDetails(r), confirmLabel: 'Re-Top-Up' });
      if (!ok) return cancelled();
      const outcome = await perform(() => reTopUp({ variables: { input: { planId: r.planId, amount: r.amount, idempotencyKey: key.current() } } }), { success: RETOPUP_DONE, fallback: TOPUP_FAILED });
      key.settle(outcome);
      return outcome;
    },
    [reTopUp, key],
  );
  return { reTopUp: run, loading };
}

export function useFriendTopUp() {
  const [friendTopUp, { loading }] = useFriendTopUpMutation({ refetchQueries: AFTER_TOPUP });
  const key = useIdempotencyKey();
  const run = useCallback(
    async (r: TopUpRequest & { receiver: { query: string; label: string } }) => {
      const ok = await confirm({ title: 'Top up a friend', details: topUpDetails(r), confirmLabel: 'Top Up' });
      if (!ok) return cancelled();
      const outcome = await perform(() => friendTopUp({ variables: { input: { planId: r.planId, amount: r.amount, receiver: r.receiver.query, description: r.description || null, idempotencyKey: key.current() } } }), {
        success: TOPUP_DONE,
        fallback: TRANSFER_FAILED,
      });
      key.settle(outcome);
      return outcome;
    },
    [friendTopUp, key],
  );
  return { topUpFriend: run, loading };
}

/** 'Pay Entry Fee' on /user/plan. */
export function useActivateEntry() {
  const [activate, { loading }] = useActivateWithEntryFeeMutation({ refetchQueries: AFTER_TOPUP });
  const key = useIdempotencyKey();
  const run = useCallback(
    async (fee: string | null | undefined) => {
      const ok = await confirm({ title: 'Pay entry fee', message: 'The entry fee activates your account.', details: [['Entry fee', formatMoney(fee)]], confirmLabel: 'Pay' });
      if (!ok) return cancelled();
      const outcome = await perform(() => activate({ variables: { idempotencyKey: key.current() } }), { success: ACTIVATED });
      key.settle(outcome);
      return outcome;
    },
    [activate, key],
  );
  return { payEntryFee: run, loading };
}

export function useBuyActivationPlan() {
  const [buy, { loading }] = useBuyActivationPlanMutation({ refetchQueries: AFTER_TOPUP });
  const key = useIdempotencyKey();
  const run = useCallback(
    async (plan: { id: number; name: string; price: string }) => {
      const ok = await confirm({ title: 'Activate', details: [['Activation plan', plan.name], ['Price', formatMoney(plan.price)]], confirmLabel: 'Activate' });
      if (!ok) return cancelled();
      const outcome = await perform(() => buy({ variables: { planId: plan.id, idempotencyKey: key.current() } }), { success: ACTIVATED });
      key.settle(outcome);
      return outcome;
    },
    [buy, key],
  );
  return { activate: run, loading };
}

export function useRedeemCode() {
  const [redeem, { loading }] = useRedeemCodeMutation({ refetchQueries: AFTER_TOPUP });
  const run = useCallback((code: string) => perform(() => redeem({ variables: { code: code.trim() } }), { success: ACTIVATED, quietFailure: true }), [redeem]);
  return { redeem: run, loading };
}

export const PRINCIPAL_SUBMITTED = 'Withdrawal request submitted';

/** Principal withdrawal of one investment: confirm (principal, exit fee, net, address) → requestWithdrawal(PRINCIPLE). */
export function usePrincipalWithdrawal() {
  const [request, { loading }] = useRequestMyWithdrawalMutation({ refetchQueries: ['MyInvestments', 'MyCap'] });
  const key = useIdempotencyKey();
  const run = useCallback(
    async (r: { investmentId: number; planName: string; gross: string; fee: string; net: string; feePercent: string; address: string }) => {
      const ok = await confirm({
        title: 'Confirm principal withdrawal',
        message: 'The investment stops earning now; it resumes if the request is declined.',
        details: [
          ['Investment', `#${r.investmentId} ${r.planName}`],
          ['Principal', formatMoney(r.gross)],
          ['Exit fee', `${formatMoney(r.fee)} (${r.feePercent} %)`],
          ['Net', formatMoney(r.net)],
          ['Address', r.address],
        ],
        confirmLabel: 'Withdraw',
      });
      if (!ok) return cancelled();
      const outcome = await perform(() => request({ variables: { input: { kind: 'PRINCIPLE', investmentId: r.investmentId, idempotencyKey: key.current() } } }), { success: PRINCIPAL_SUBMITTED });
      key.settle(outcome);
      return outcome;
    },
    [request, key],
  );
  return { withdrawPrincipal: run, loading };
}
