import { describeApproval, kindLabel } from './approvalText';

describe('describeApproval', () => {
  it('says what approving each kind of request does, money from the request amount', () => {
    expect(describeApproval({ kind: 'wallet.adjust', amount: '25.5', payload: JSON.stringify({ memberId: 4, wallet: 'INCOME', action: 'credit', amount: '25500000' }) })).toBe('Credit $25.50 to the Income wallet');
    expect(describeApproval({ kind: 'wallet.adjust', amount: '1000', payload: JSON.stringify({ wallet: 'ACTIVE', action: 'debit' }) })).toBe('Debit $1,000.00 from the Active wallet');
    expect(describeApproval({ kind: 'member.wallets', amount: null, payload: JSON.stringify({ memberId: 4, wallets: { ACTIVE: '120.5', ROI: '0' } }) })).toBe('Set the Active wallet to $120.50, the ROI wallet to $0.00');
    expect(describeApproval({ kind: 'topup.reverse', amount: '200', payload: JSON.stringify({ investmentId: 31 }) })).toBe("Reverse top-up #31 of $200.00: the principal returns to the payer's Active wallet");
    expect(describeApproval({ kind: 'topup.delete', amount: null, payload: JSON.stringify({ investmentId: 31 }) })).toBe('Delete top-up #31 (reversed first if it still runs)');
    expect(describeApproval({ kind: 'withdrawal.complete', amount: '1500', payload: JSON.stringify({ withdrawalId: 12, expectedKind: 'ROI' }) })).toBe('Complete ROI withdrawal #12 of $1,500.00 and pay it out');
    expect(describeApproval({ kind: 'withdrawal.complete', amount: '1500', payload: JSON.stringify({ withdrawalId: 12, expectedKind: null }) })).toBe('Complete withdrawal #12 of $1,500.00 and pay it out');
  });

  it('shows an unknown kind with its payload, and survives a payload that is not JSON', () => {
    expect(describeApproval({ kind: 'wallet.set', amount: null, payload: JSON.stringify({ memberId: 4, wallet: 'ROI', value: '10' }) })).toBe('Set balance: memberId: 4, wallet: ROI, value: 10');
    expect(describeApproval({ kind: 'future.thing', amount: null, payload: 'not json' })).toBe('Future thing');
    expect(kindLabel('withdrawal.complete')).toBe('Withdrawal payout');
  });
});
