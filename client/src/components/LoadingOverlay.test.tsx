import { render, screen } from '@testing-library/react';
import { LoadingOverlay } from './LoadingOverlay';
import { Providers } from '../test/render';

describe('LoadingOverlay', () => {
  it("shows 'Loading, please wait...' as a status", () => {
    render(
      <Providers>
        <LoadingOverlay />
      </Providers>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading, please wait...');
    expect(screen.getByText('Loading, please wait...')).toBeInTheDocument();
  });

  it('renders nothing when not visible', () => {
    render(
      <Providers>
        <LoadingOverlay visible={false} />
      </Providers>,
    );
    expect(screen.queryByText('Loading, please wait...')).not.toBeInTheDocument();
  });
});
