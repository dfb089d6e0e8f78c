import { useRunDayMutation, DailyRunsDocument } from './income.generated';
import { confirm } from '../../components/confirm';
import { perform } from '../money/action';

/** Runs a platform day by hand: confirm, run, notify; the runs list refetches. */
export function useRunDay() {
  const [mutate, state] = useRunDayMutation({ refetchQueries: [DailyRunsDocument] });
  const run = async (date: string) => {
    const ok = await confirm({ title: 'Run the day', message: `Post every income of ${date}? A day already run posts nothing.`, confirmLabel: 'Run' });
    if (!ok) return null;
    return perform(() => mutate({ variables: { date } }), {
      success: (d) => `Run of ${d.runDay.day}: ${d.runDay.status === 'DONE' ? 'done' : d.runDay.status.toLowerCase()}`,
      fallback: 'The run failed',
    });
  };
  return { run, running: state.loading };
}
