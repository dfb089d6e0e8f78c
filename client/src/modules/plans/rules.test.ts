import { EMPTY_PLAN, largestRunning, validateActivationPlanForm, validateCode, validateLevels, validatePlanForm, validateTopUpAmount } from './rules';

const plan = { ...EMPTY_PLAN, name: 'Gold', price: '5000', minAmount: '5000', maxAmount: '100000', roiDay: '0.7' };

describe('plan form rules', () => {
  it('accepts a valid plan and an open-ended max of 0', () => {
    expect(validatePlanForm(plan)).toEqual({});
    expect(validatePlanForm({ ...plan, maxAmount: '0' })).toEqual({});
  });
  it('names every broken rule', () => {
    const e = validatePlanForm({ ...plan, name: ' ', price: '0', maxAmount: '10', roiDay: '101', sponsorBonus: '1.23456', periodMonths: '121', capMultiplier: '0' });
    expect(Object.keys(e).sort()).toEqual(['capMultiplier', 'maxAmount', 'name', 'periodMonths', 'price', 'roiDay', 'sponsorBonus']);
    expect(e.maxAmount).toBe('Max must be 0 (no limit) or at least Min');
  });
  it('refuses a duplicate name, case-insensitively', () => {
    expect(validatePlanForm(plan, ['gold']).name).toBe('A plan with this name already exists');
  });
  it('checks activation plans', () => {
    expect(validateActivationPlanForm({ name: 'A', price: '25', description: '', isActive: true })).toEqual({});
    expect(validateActivationPlanForm({ name: '', price: '-1', description: 'x'.repeat(1001), isActive: true })).toMatchObject({ name: 'Name is required', description: 'Description must be at most 1000 characters' });
  });
  it('checks level percentages (0-100, 3 decimals)', () => {
    expect(validateLevels(['10', '', '0.125', '100.5', '1.2345'])).toEqual([null, null, null, 'Level 4 must be at most 100', 'Level 5 can have at most 3 decimals']);
  });
});

describe('top-up amount', () => {
  const starter = { name: 'Starter', minAmount: '100', maxAmount: '999' };
  it('must be within the plan range and the Active balance', () => {
    expect(validateTopUpAmount('100', starter, '500')).toBeNull();
    expect(validateTopUpAmount('99.99', starter, '500')).toBe('Amount must be between $100.00 and $999.00 for Starter');
    expect(validateTopUpAmount('1000', starter, '5000')).toBe('Amount must be between $100.00 and $999.00 for Starter');
    expect(validateTopUpAmount('600', starter, '500')).toMatch(/exceeds your Active Wallet/);
    expect(validateTopUpAmount('100', null, '500')).toBe('Choose a plan');
    expect(validateTopUpAmount('5000', { name: 'Open', minAmount: '100', maxAmount: '0' }, '9000')).toBeNull();
  });
  it('may not be below the running plan', () => {
    expect(validateTopUpAmount('150', starter, '500', '200')).toBe('Buy a bigger plan than the active one');
    expect(largestRunning([{ amount: '200', status: 'RUNNING', memberId: 1 }, { amount: '900', status: 'CLOSED', memberId: 1 }, { amount: '500', status: 'RUNNING', memberId: 2 }], 1)).toBe('200');
  });
  it('checks e-pin codes', () => {
    expect(validateCode('ABC123')).toBeNull();
    expect(validateCode('AB-123')).toBe('A code is 6 to 32 letters or digits');
    expect(validateCode('')).toBe('Enter your code');
  });
});
