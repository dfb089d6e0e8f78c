import { screen, waitFor } from '@testing-library/react';
import AdminIncomePage from './IncomePage';
import { IncomeReportDocument } from '../../modules/income/income.generated';
import { mockError, mockOp, renderWithApollo } from '../../test/apollo';

// The page's default range: the last 30 days up to today (computed as the page does).
const range = () => ({ from: new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10), to: new Date().toISOString().slice(0, 10) });

describe('AdminIncomePage (/admin/income)', () => {
  it('totals the report per kind', async () => {
    const row = (day: string, kind: string, amount: string, members: number) => ({ __typename: 'IncomeDayAmount', day, kind, amount, members });
    renderWithApollo(<AdminIncomePage />, {
      mocks: [mockOp(IncomeReportDocument, range(), { incomeReport: [row('2026-11-20', 'ROI', '25.7', 7), row('2026-11-20', 'LEVEL_INCOME', '1.58', 2), row('2026-11-21', 'ROI', '10', 3)] })],
    });
    await waitFor(() => expect(screen.getByTestId('admin-income-total')).toHaveTextContent('$37.28'));
  });

  it('an error shows the message and no total: never "Total $0.00"', async () => {
    renderWithApollo(<AdminIncomePage />, { mocks: [mockError(IncomeReportDocument, range(), 'Failed to load the income report', 'INTERNAL_SERVER_ERROR')] });
    expect(await screen.findByText('Failed to load the income report')).toBeInTheDocument();
    expect(screen.getByTestId('admin-income-total')).toHaveTextContent('—');
    expect(screen.getByTestId('admin-income-total')).not.toHaveTextContent('$');
    expect(screen.queryByText('No income in this range')).not.toBeInTheDocument();
  });
});
