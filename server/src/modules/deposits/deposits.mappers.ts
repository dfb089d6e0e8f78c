import { uploadUrl } from '../../common/uploads/upload.service';
import type { Deposit } from './deposit.entity';
import type { DepositRecord } from './deposits.types';

export function toDepositRecord(d: Deposit): DepositRecord {
  return {
    id: d.id,
    memberId: d.userId,
    amount: d.amount,
    currency: d.currency,
    method: d.method,
    hash: d.hash,
    proofUrl: uploadUrl(d.image),
    status: d.status,
    createdAt: d.createdAt,
    processedAt: d.processedAt,
  };
}
