import { Column, Entity, PrimaryColumn } from 'typeorm';
import { DateColumn } from '../../common/columns';

@Entity('settings')
export class Setting {
  @PrimaryColumn({ type: 'varchar', length: 64 }) key: string;
  @Column({ type: 'varchar', length: 255 }) value: string;
  @DateColumn({ name: 'updated_at' }) updatedAt: Date;
}
