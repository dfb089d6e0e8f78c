import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { DateColumn } from '../../common/columns';

/** A set of deposit addresses; the newest active set is the current one, earlier sets are kept. */
@Entity('deposit_addresses')
export class DepositAddress {
  @PrimaryGeneratedColumn() id: number;
  @Column({ type: 'varchar', length: 64, nullable: true }) bep20: string | null;
  @Column({ type: 'varchar', length: 64, nullable: true }) trc20: string | null;
  @Column({ type: 'boolean', default: true }) active: boolean;
  @Column({ name: 'created_by', type: 'int', nullable: true }) createdBy: number | null;
  @DateColumn({ name: 'created_at' }) createdAt: Date;
}
