import type { Database } from '../../database/data-source';
import { badInput, notFound } from '../../common/errors';
import * as v from '../../common/validate';
import type { AuditService } from '../audit/audit.service';
import { DepositAddress } from './deposit-address.entity';

/** Deposit addresses (BEP20, TRC20): the newest active set is current; earlier sets are kept. */
export class QrService {
  constructor(
    private readonly db: Database,
    private readonly audit: AuditService,
  ) {}

  async current(): Promise<DepositAddress | null> {
    return this.db.manager.findOne(DepositAddress, { where: { active: true }, order: { id: 'DESC' } });
  }

  async history(): Promise<DepositAddress[]> {
    return this.db.manager.find(DepositAddress, { order: { id: 'DESC' }, take: 100 });
  }

  async add(adminId: number, input: { bep20?: unknown; trc20?: unknown }): Promise<DepositAddress> {
    const bep20 = v.bep20(input.bep20);
    const trc20 = v.trc20(input.trc20);
    if (!bep20 && !trc20) throw badInput('Enter at least one address', { bep20: 'required', trc20: 'required' });
    return this.db.transaction(async (em) => {
      const row = em.create(DepositAddress, { bep20, trc20, active: true, createdBy: adminId, createdAt: new Date() });
      await em.insert(DepositAddress, row);
      await this.audit.record(adminId, 'qr.add', `qr:${row.id}`, { bep20, trc20 }, em);
      return row;
    });
  }

  async retire(adminId: number, id: number): Promise<void> {
    await this.db.transaction(async (em) => {
      const row = await em.findOne(DepositAddress, { where: { id } });
      if (!row || !row.active) throw notFound('Address set not found');
      await em.update(DepositAddress, { id }, { active: false });
      await this.audit.record(adminId, 'qr.retire', `qr:${id}`, undefined, em);
    });
  }
}
