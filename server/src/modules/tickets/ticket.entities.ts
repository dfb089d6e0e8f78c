import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { DateColumn } from '../../common/columns';

export type TicketStatus = 'open' | 'in-progress' | 'resolved' | 'closed';
export type TicketPriority = 'low' | 'normal' | 'high';

/** A member's support ticket; replies live in `ticket_responses`. */
@Entity('tickets')
@Index('idx_ticket_status', ['status', 'id'])
export class Ticket {
  @PrimaryGeneratedColumn() id: number;
  @Index() @Column({ name: 'user_id', type: 'int' }) userId: number;
  @Column({ type: 'varchar', length: 120 }) subject: string;
  @Column({ type: 'text' }) description: string;
  @Column({ type: 'varchar', length: 20, default: 'Other' }) category: string;
  @Column({ type: 'varchar', length: 10, default: 'normal' }) priority: TicketPriority;
  @Column({ type: 'varchar', length: 12, default: 'open' }) status: TicketStatus;
  @DateColumn({ name: 'created_at' }) createdAt: Date;
  @DateColumn({ name: 'updated_at' }) updatedAt: Date;
}

/** One message of a ticket's thread, from the owner or an admin. */
@Entity('ticket_responses')
@Index('idx_ticket_response_ticket', ['ticketId', 'id'])
export class TicketResponse {
  @PrimaryGeneratedColumn() id: number;
  @Column({ name: 'ticket_id', type: 'int' }) ticketId: number;
  @Column({ name: 'from_id', type: 'int' }) fromId: number;
  @Column({ name: 'from_role', type: 'varchar', length: 10 }) fromRole: 'user' | 'admin';
  @Column({ type: 'text' }) message: string;
  @DateColumn({ name: 'created_at' }) createdAt: Date;
}
