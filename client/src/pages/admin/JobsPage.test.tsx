import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import JobsPage from './JobsPage';
import { DailyRunChangedDocument, DailyRunsDocument, PreviewDayDocument } from '../../modules/income/income.generated';
import { renderAdmin } from '../../modules/admin/testing';

const step = (id: number, name: string, status: string, worker: string | null, done = 3, total = 3) => ({
  __typename: 'JobStepRecord', id, day: '2026-03-03', step: name, status, done, total, rows: 7, durationMs: 1200, attempts: status === 'RUNNING' ? 2 : 1,
  error: null, worker, startedAt: '2026-03-04T00:05:00.000Z', finishedAt: status === 'DONE' ? '2026-03-04T00:05:02.000Z' : null,
});

describe('JobsPage (/admin/jobs)', () => {
  it('shows which worker holds a running day and its last heartbeat, and who ran each step', async () => {
    const runs = [
      {
        __typename: 'DailyRunRecord', day: '2026-03-03', status: 'RUNNING', settings: '{}', worker: 'worker-2:41:ab12', heartbeatAt: '2026-03-04T00:06:10.000Z',
        steps: [step(1, 'roi', 'DONE', 'worker-1:17:9f00'), step(2, 'level', 'RUNNING', 'worker-2:41:ab12', 1, 3)],
      },
      { __typename: 'DailyRunRecord', day: '2026-03-02', status: 'QUEUED', settings: '{}', worker: null, heartbeatAt: null, steps: [] },
    ];
    const mocks = [
      { request: { query: DailyRunsDocument, variables: { limit: 14 } }, result: { data: { dailyRuns: runs } } },
      // A chunk of the running step committed (a step already shown: its bar moves, no refetch).
      { request: { query: DailyRunChangedDocument }, result: { data: { dailyRunChanged: step(2, 'level', 'RUNNING', 'worker-2:41:ab12', 2, 3) } } },
    ];
    renderAdmin(<JobsPage />, { mocks });
    const running = await screen.findByTestId('run-2026-03-03');
    expect(within(running).getByText('worker-2:41:ab12', { selector: 'code' })).toBeInTheDocument();
    expect(within(running).getByText(/, last heartbeat /)).toBeInTheDocument();
    expect(within(running).getByText('by worker-1:17:9f00')).toBeInTheDocument();
    expect(within(running).getByText('by worker-2:41:ab12')).toBeInTheDocument();
    const queued = screen.getByTestId('run-2026-03-02');
    expect(within(queued).getByText('QUEUED')).toBeInTheDocument();
    expect(within(queued).getByText('Queued: a worker will take it.')).toBeInTheDocument();
  });

  it("the preview's top earners are people: the member's name (linked to the profile) with the code, not a bare id (issue 20 item 7)", async () => {
    const earner = (memberId: number, amount: string, member: Record<string, unknown> | null) => ({ __typename: 'Earner', memberId, amount, member });
    const mocks = [
      { request: { query: DailyRunsDocument, variables: { limit: 14 } }, result: { data: { dailyRuns: [] } } },
      // The page's live-progress subscription: nothing runs meanwhile.
      { request: { query: DailyRunChangedDocument }, result: { data: { dailyRunChanged: null } } },
      {
        request: { query: PreviewDayDocument, variables: { date: '2026-03-03' } },
        result: {
          data: {
            previewDay: {
              __typename: 'DayPreview',
              day: '2026-03-03',
              totals: [{ __typename: 'IncomeKindTotal', kind: 'ROI', amount: '12.5', members: 2 }],
              topEarners: [
                earner(7, '10', { __typename: 'MemberSummary', id: 7, fullname: 'Ada Lovelace', username: 'MRD100007', referralCode: 'MRD100007' }),
                // A deleted member keeps her id, shown as the code.
                earner(9, '2.5', null),
              ],
            },
          },
        },
      },
    ];
    renderAdmin(<JobsPage />, { mocks });
    const day = await screen.findByRole('textbox', { name: /Platform day/ });
    await userEvent.clear(day);
    await userEvent.type(day, '2026-03-03');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByTestId('preview');
    const rows = within(preview).getAllByRole('row');
    expect(within(rows[0]).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute('href', '/admin/check/profile/7');
    expect(within(rows[0]).getByText('MRD100007')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('$10.00');
    expect(within(rows[1]).getByRole('link', { name: '#9' })).toHaveAttribute('href', '/admin/check/profile/9');
  });
});
