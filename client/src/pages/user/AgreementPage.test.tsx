import { screen } from '@testing-library/react';
import AgreementPage from './AgreementPage';
import { renderWithApollo } from '../../test/apollo';
import { limitsMock } from '../../test/memberFixtures';

describe('AgreementPage', () => {
  it("states the server's withdrawal minimum and multiple (MemberLimits), not fixed figures", async () => {
    renderWithApollo(<AgreementPage />, { mocks: [limitsMock({ withdrawalMin: '50', withdrawalMultiple: '25' })] });
    expect(await screen.findByText('Minimum withdrawal is $50.00, in multiples of $25.00. Requests are processed within 72 hours.')).toBeInTheDocument();
    expect(screen.queryByText(/Minimum withdrawal is \$10/)).not.toBeInTheDocument();
  });
});
