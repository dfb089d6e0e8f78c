import type { Withdrawal } from './withdrawal.entity';
import type { WithdrawalRecord } from './withdrawals.types';

export function toWithdrawalRecord(w: Withdrawal): WithdrawalRecord {
  return {
    id: w.id,
    memberId: w.userId,
    kind: w.kind,
    gross: w.gross,
    fee: w.fee,
    net: w.net,
    feePercent: w.feePercent,
    bep20: w.bep20,
    trc20: w.trc20,
    status: w.status,
    createdAt: w.createdAt,
    processedAt: w.processedAt,
    investmentId: w.investmentId,
  };
}
