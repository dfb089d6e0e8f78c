import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { PlanForm } from './PlanForm';

describe('PlanForm', () => {
  it('shows the broken rules under the fields and does not submit', async () => {
    const onSubmit = jest.fn();
    renderWithProviders(<PlanForm otherNames={['Gold']} submitLabel="Save" onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'gold');
    await userEvent.type(screen.getByRole('textbox', { name: 'Min' }), '100');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Max' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Max' }), '50');
    await userEvent.type(screen.getByRole('textbox', { name: 'Daily ROI %' }), '101');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('A plan with this name already exists')).toBeInTheDocument();
    expect(screen.getByText('Max must be 0 (no limit) or at least Min')).toBeInTheDocument();
    expect(screen.getByText('Daily ROI % must be at most 100')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits valid values and shows the server field errors it returns', async () => {
    const onSubmit = jest.fn().mockResolvedValue({ name: 'A plan with this name already exists' });
    renderWithProviders(<PlanForm otherNames={[]} submitLabel="Save" onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Emerald');
    await userEvent.type(screen.getByRole('textbox', { name: 'Price' }), '200');
    await userEvent.type(screen.getByRole('textbox', { name: 'Min' }), '200');
    await userEvent.type(screen.getByRole('textbox', { name: 'Daily ROI %' }), '0.65');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Emerald', price: '200', minAmount: '200', maxAmount: '0', roiDay: '0.65', sponsorBonus: '5', periodMonths: '24', capMultiplier: '2', isActive: true }));
    expect(await screen.findByText('A plan with this name already exists')).toBeInTheDocument();
  });
});
