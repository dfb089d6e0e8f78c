import { addMoney, compareMoney, normalizeAmount, toUnits, validateAddress, validateAmount, validateHash, newIdempotencyKey } from './amount';
import { BSC_CHAIN_ID, encodeTransfer, sameChain, toTokenUnits } from './evm';
import { dayRange, nextDay, parseDay } from './dateRange';
import { ACTIVE_WALLET_KIND_OPTIONS, humanize, kindLabel } from './labels';
import { validateProof } from './uploadProof';

describe('amount rules (exact decimals)', () => {
  it('accepts plain amounts with up to 2 decimals and refuses text, exponents and 0', () => {
    expect(validateAmount('12.5')).toBeNull();
    expect(validateAmount('0.01')).toBeNull();
    expect(validateAmount('')).toBe('Enter an amount');
    expect(validateAmount('', { optional: true })).toBeNull();
    expect(validateAmount('1e3')).toBe('Enter a valid amount (digits, up to 2 decimals)');
    expect(validateAmount('NaN')).toBe('Enter a valid amount (digits, up to 2 decimals)');
    expect(validateAmount('1.234')).toBe('Enter a valid amount (digits, up to 2 decimals)');
    expect(validateAmount('0')).toBe('Amount must be greater than $0.00');
    expect(validateAmount('10000000.01')).toBe('Amount must not exceed $10,000,000.00');
    expect(validateAmount('10000000')).toBeNull();
    expect(validateAmount('5000.01', { limit: '5000' })).toBe('Amount must not exceed $5,000.00');
  });

  it('compares against balances without float error', () => {
    // 0.1 + 0.2 style traps.
    expect(validateAmount('0.3', { max: '0.30' })).toBeNull();
    expect(validateAmount('0.31', { max: '0.300001', maxMessage: 'too much' })).toBe('too much');
    expect(compareMoney('9007199254740993.01', '9007199254740993.00')).toBe(1);
    expect(toUnits('-5.5')).toBe(-5_500_000n);
    expect(normalizeAmount('0010.5')).toBe('10.50');
    expect(addMoney('0.1', '0.2')).toBe('0.30');
  });

  it('checks payout addresses and transaction hashes per network', () => {
    expect(validateAddress('BEP20', '0x' + 'a'.repeat(40))).toBeNull();
    expect(validateAddress('BEP20', '0x' + 'a'.repeat(39))).toMatch(/BEP20/);
    expect(validateAddress('TRC20', 'T' + 'A'.repeat(33))).toBeNull();
    expect(validateAddress('TRC20', 'T' + '0'.repeat(33))).toMatch(/TRC20/);
    expect(validateAddress('TRC20', '')).toBeNull();
    expect(validateHash('BEP20', '0x' + 'f'.repeat(64))).toBeNull();
    expect(validateHash('TRC20', 'f'.repeat(64))).toBeNull();
    expect(validateHash('TRC20', '0x' + 'f'.repeat(64))).toMatch(/TRC20/);
  });

  it('makes fresh idempotency keys', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});

describe('Wallet Pay encoding (USDT BEP20, 18 decimals)', () => {
  it('converts amounts to token units with BigInt', () => {
    expect(toTokenUnits('1.5')).toBe(1_500_000_000_000_000_000n);
    expect(toTokenUnits('123456789.99')).toBe(123456789990000000000000000n);
    expect(() => toTokenUnits('1e3')).toThrow();
  });

  it('ABI-encodes transfer(address,uint256)', () => {
    const to = '0x00000000000000000000000000000000000000Ab';
    expect(encodeTransfer(to, '1.5')).toBe(
      '0xa9059cbb' + '00000000000000000000000000000000000000000000000000000000000000ab' + '00000000000000000000000000000000000000000000000014d1120d7b160000',
    );
    expect(() => encodeTransfer('0x123', '1')).toThrow('Invalid recipient address');
  });

  it('recognises BNB Smart Chain whatever the hex spelling', () => {
    expect(sameChain('0x38', BSC_CHAIN_ID)).toBe(true);
    expect(sameChain('0x038', BSC_CHAIN_ID)).toBe(true);
    expect(sameChain('0x1', BSC_CHAIN_ID)).toBe(false);
    expect(sameChain(null, BSC_CHAIN_ID)).toBe(false);
  });
});

describe('labels', () => {
  it('names sources and entry kinds', () => {
    expect(humanize('income_to_active')).toBe('Income to Active');
    expect(humanize('roi_to_active')).toBe('ROI to Active');
    expect(humanize('withdrawal_normal')).toBe('Withdrawal Normal');
    expect(kindLabel('TRANSFER_IN')).toBe('Transfer In');
    expect(kindLabel('RETOPUP')).toBe('Re-Top-Up');
    expect(kindLabel('WALLET_MOVE', 'ROI to Active')).toBe('ROI to Active');
    expect(kindLabel('SOMETHING_NEW')).toBe('Something New');
  });

  it('offers the Active Wallet kinds as Type filter options (no withdrawals: they never touch Active)', () => {
    expect(ACTIVE_WALLET_KIND_OPTIONS).toEqual(
      expect.arrayContaining([
        { value: 'DEPOSIT', label: 'Deposit' },
        { value: 'TRANSFER_IN', label: 'Transfer In' },
        { value: 'TRANSFER_OUT', label: 'Transfer Out' },
        { value: 'WALLET_MOVE', label: 'Income to Active' },
        { value: 'COMPOUND_IN', label: 'Compound' },
        { value: 'ADMIN_CREDIT', label: 'Admin Credit' },
        { value: 'ADMIN_DEBIT', label: 'Admin Debit' },
      ]),
    );
    expect(ACTIVE_WALLET_KIND_OPTIONS.map((o) => o.value)).not.toContain('WITHDRAWAL_HOLD');
  });
});

describe('day ranges (date inputs → from/to)', () => {
  it('parses local calendar days and refuses impossible ones', () => {
    expect(parseDay('2025-03-10')?.getTime()).toBe(new Date(2025, 2, 10).getTime());
    expect(parseDay('2025-02-29')).toBeNull();
    expect(parseDay('2025-13-01')).toBeNull();
    expect(parseDay('10/03/2025')).toBeNull();
    expect(nextDay(new Date(2024, 1, 29)).getTime()).toBe(new Date(2024, 2, 1).getTime());
    expect(nextDay(new Date(2025, 11, 31)).getTime()).toBe(new Date(2026, 0, 1).getTime());
  });

  it('sends From midnight and the midnight after To; From after To is an error', () => {
    expect(dayRange('', '')).toEqual({ from: undefined, to: undefined, error: null });
    expect(dayRange('2025-03-01', '2025-03-31')).toEqual({ from: new Date(2025, 2, 1).toISOString(), to: new Date(2025, 3, 1).toISOString(), error: null });
    expect(dayRange('2025-03-05', '2025-03-05')).toEqual({ from: new Date(2025, 2, 5).toISOString(), to: new Date(2025, 2, 6).toISOString(), error: null });
    expect(dayRange('', '2025-03-05').to).toBe(new Date(2025, 2, 6).toISOString());
    expect(dayRange('2025-03-06', '2025-03-05')).toEqual({ error: 'From must be on or before To', errorField: 'to' });
    expect(dayRange('2025-02-30', '')).toEqual({ error: 'Enter a valid date', errorField: 'from' });
  });
});

describe('deposit proof check', () => {
  const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });
  it('accepts JPEG/PNG/WebP/PDF up to 5 MB', () => {
    expect(validateProof(file('a.png', 'image/png', 10))).toBeNull();
    expect(validateProof(file('a.pdf', 'application/pdf', 5 * 1024 * 1024))).toBeNull();
    expect(validateProof(file('a.gif', 'image/gif', 10))).toBe('Proof must be a JPEG, PNG, WebP or PDF file');
    expect(validateProof(file('a.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1))).toBe('Proof must be at most 5 MB');
  });
});
