import { screen } from '@testing-library/react';
import { formatMoney } from '../../lib/money';
import { renderWithProviders } from '../../test/render';
import { STAT_UNAVAILABLE, StatCard } from './StatCard';

describe('StatCard', () => {
  it('shows the amount in the one money format', () => {
    renderWithProviders(<StatCard label="Income Wallet" value={formatMoney('100')} testId="v" />);
    expect(screen.getByTestId('v')).toHaveTextContent('$100.00');
  });

  it('an error state shows no number: a dash and why', () => {
    renderWithProviders(<StatCard label="Income Wallet" value={formatMoney(undefined)} error={new Error('Failed to fetch')} testId="v" />);
    expect(screen.getByTestId('v')).toHaveTextContent('—');
    expect(screen.queryByText('$0.00')).not.toBeInTheDocument();
    expect(screen.getByText(STAT_UNAVAILABLE)).toBeInTheDocument();
    expect(screen.getByText('not available')).toBeInTheDocument();
  });

  it('a linked card in an error state names no amount either', () => {
    renderWithProviders(<StatCard label="ROI Wallet" value="$0.00" error to="/user/dep" />);
    const link = screen.getByRole('link', { name: /ROI Wallet.*not available/ });
    expect(link).not.toHaveTextContent('$');
  });
});
