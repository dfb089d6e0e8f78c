/**
 * One hook per mutation flow of the ranks pages (confirm, perform, notify). Each resolves to the
 * outcome and never rejects; the success texts are the exact ones of PAGES §1.10.
 */
import { useCallback } from 'react';
import { confirm } from '../../components/confirm';
import { formatMoney } from '../../lib/money';
import type { RewardPlanInput } from '../../generated/types';
import {
  useCarryForwardRewardMutation,
  useClaimRewardMutation,
  useCreateRewardPlanMutation,
  useDeleteLeadershipMutation,
  useDeleteRewardPlanMutation,
  useDisqualifyCtoMutation,
  usePayCtoMutation,
  useRunCtoQualificationMutation,
  useSelfTradeMutation,
  useUpdateRewardPlanMutation,
} from './ranks.generated';
import { perform } from '../money/action';

/** 'Claim Reward' → claimReward → 'Reward Claimed successfull!'. */
export function useClaimReward(onDone?: () => void) {
  const [mutate, state] = useClaimRewardMutation();
  const claim = useCallback(async () => {
    const outcome = await perform(() => mutate(), { success: 'Reward Claimed successfull!', fallback: 'Error fetching rewards' });
    if (outcome.ok) onDone?.();
    return outcome;
  }, [mutate, onDone]);
  return { claim, loading: state.loading };
}

/** 'Trade Now' (confirm) → selfTrade(pair) → 'Trade Successfull!'. */
export function useSelfTrade(onDone?: () => void) {
  const [mutate, state] = useSelfTradeMutation();
  const trade = useCallback(
    async (pair: string, price?: string) => {
      const ok = await confirm({ title: 'Trade now?', details: [['Pair', pair], ['Price', price ?? '—']], message: "Today's ROI of your running plans is credited to your ROI wallet.", confirmLabel: 'Trade Now' });
      if (!ok) return null;
      const outcome = await perform(() => mutate({ variables: { pair } }), { success: 'Trade Successfull!', fallback: 'Failed to update ROI income' });
      if (outcome.ok) onDone?.();
      return outcome;
    },
    [mutate, onDone],
  );
  return { trade, loading: state.loading };
}

/** Admin 'Carry Forward' (confirm) → carryForwardReward → 'Carry forword successfull'. */
export function useCarryForward(onDone?: () => void) {
  const [mutate, state] = useCarryForwardRewardMutation();
  const carry = useCallback(
    async (memberId: number, username: string) => {
      if (!(await confirm({ title: 'Carry forward?', details: [['Member', username]], message: 'The business above the last reached threshold moves into the next rank (once per rank).' }))) return null;
      const outcome = await perform(() => mutate({ variables: { memberId } }), { success: 'Carry forword successfull' });
      if (outcome.ok) onDone?.();
      return outcome;
    },
    [mutate, onDone],
  );
  return { carry, loading: state.loading };
}

/** Reward plan editor: create or update, server message as the toast. */
export function useSaveRewardPlan(onDone?: () => void) {
  const [create, c] = useCreateRewardPlanMutation();
  const [update, u] = useUpdateRewardPlanMutation();
  const save = useCallback(
    async (id: number | null, input: RewardPlanInput) => {
      const outcome =
        id === null
          ? await perform(() => create({ variables: { input }, refetchQueries: ['RewardPlans'] }), { success: 'Reward created', fallback: 'Failed to create reward' })
          : await perform(() => update({ variables: { id, input } }), { success: 'Reward updated', fallback: 'Failed to update reward' });
      if (outcome.ok) onDone?.();
      return outcome;
    },
    [create, update, onDone],
  );
  return { save, loading: c.loading || u.loading };
}

export function useDeleteRewardPlan() {
  const [mutate, state] = useDeleteRewardPlanMutation();
  const remove = useCallback(
    async (id: number, title: string) => {
      if (!(await confirm({ title: 'Deactivate this reward plan?', details: [['Plan', title]], message: 'Reached ranks keep their history.', danger: true, confirmLabel: 'Deactivate' }))) return null;
      return perform(() => mutate({ variables: { id }, refetchQueries: ['RewardPlans'] }), { success: (d) => d.deleteRewardPlan.message, fallback: 'Failed to delete reward' });
    },
    [mutate],
  );
  return { remove, loading: state.loading };
}

export function useDeleteLeadership(onDone?: () => void) {
  const [mutate, state] = useDeleteLeadershipMutation();
  const remove = useCallback(
    async (id: number, amount: string) => {
      if (!(await confirm({ title: 'Reverse this leadership entry?', details: [['Amount', formatMoney(amount)]], message: "The amount is taken back from the leader's Income wallet.", danger: true, confirmLabel: 'Reverse' }))) return null;
      const outcome = await perform(() => mutate({ variables: { id } }), { success: (d) => d.deleteLeadership.message });
      if (outcome.ok) onDone?.();
      return outcome;
    },
    [mutate, onDone],
  );
  return { remove, loading: state.loading };
}

export function useRunCtoQualification(onDone?: () => void) {
  const [mutate, state] = useRunCtoQualificationMutation();
  const run = useCallback(async () => {
    const outcome = await perform(() => mutate(), { success: (d) => `${d.runCtoQualification} member(s) newly qualified` });
    if (outcome.ok) onDone?.();
    return outcome;
  }, [mutate, onDone]);
  return { run, loading: state.loading };
}

export function usePayCto(onDone?: () => void) {
  const [mutate, state] = usePayCtoMutation();
  const pay = useCallback(
    async (id: number, amount: string, gift: string) => {
      const outcome = await perform(() => mutate({ variables: { id, amount, gift } }), { success: 'Paid successfully' });
      if (outcome.ok) onDone?.();
      return outcome;
    },
    [mutate, onDone],
  );
  return { pay, loading: state.loading };
}

export function useDisqualifyCto(onDone?: () => void) {
  const [mutate, state] = useDisqualifyCtoMutation();
  const disqualify = useCallback(
    async (id: number, name: string) => {
      if (!(await confirm({ title: 'Disqualify from CTO?', details: [['Member', name]], message: 'Monthly CTO payments stop and the cap goes back to the plan multiplier.', danger: true, confirmLabel: 'Disqualify' }))) return null;
      const outcome = await perform(() => mutate({ variables: { id } }), { success: (d) => d.disqualifyCto.message });
      if (outcome.ok) onDone?.();
      return outcome;
    },
    [mutate, onDone],
  );
  return { disqualify, loading: state.loading };
}
