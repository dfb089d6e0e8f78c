import { Column, Entity, PrimaryColumn } from 'typeorm';
import { DateColumn } from '../columns';

/** A stored upload (deposit proof, image), owned by the member who sent it. */
@Entity('uploads')
export class Upload {
  /** `<area>/<32 hex>.<ext>`: also the path under UPLOAD_DIR. */
  @PrimaryColumn({ type: 'varchar', length: 100 }) name: string;
  @Column({ type: 'varchar', length: 16 }) area: string;
  @Column({ name: 'owner_id', type: 'int', nullable: true }) ownerId: number | null;
  @Column({ type: 'varchar', length: 40 }) mime: string;
  @Column({ type: 'int' }) size: number;
  @Column({ type: 'boolean', default: false }) private: boolean;
  @Column({ type: 'boolean', default: false }) attached: boolean;
  @DateColumn({ name: 'created_at' }) createdAt: Date;
}
