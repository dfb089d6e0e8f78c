import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { EnumValue, graphqlEnum } from '../../common/graphql-enum';
import { Paginated } from '../../common/pagination';

export const TicketStatusValue = graphqlEnum('TicketStatus', { OPEN: 'open', IN_PROGRESS: 'in-progress', RESOLVED: 'resolved', CLOSED: 'closed' });
export type TicketStatusValue = EnumValue<typeof TicketStatusValue>;

export const TicketPriorityValue = graphqlEnum('TicketPriority', { LOW: 'low', NORMAL: 'normal', HIGH: 'high' });
export type TicketPriorityValue = EnumValue<typeof TicketPriorityValue>;

@ObjectType()
export class TicketRecord {
  @Field(() => Int) id: number;
  @Field(() => Int) memberId: number;
  @Field() subject: string;
  @Field() description: string;
  @Field({ description: 'Deposit, Withdrawal, Plans, Account or Other' }) category: string;
  @Field(() => TicketPriorityValue) priority: string;
  @Field(() => TicketStatusValue) status: string;
  @Field() createdAt: Date;
  @Field() updatedAt: Date;
}

@ObjectType()
export class TicketPage extends Paginated(TicketRecord) {}

@ObjectType()
export class TicketReply {
  @Field(() => Int) id: number;
  @Field(() => Int) ticketId: number;
  @Field(() => Int) fromId: number;
  @Field({ description: "'user' (the owner) or 'admin' (support)" }) fromRole: string;
  @Field() message: string;
  @Field() createdAt: Date;
}

@ObjectType({ description: 'A live ticket event: a new reply, or a status change (reply null).' })
export class TicketEventRecord {
  @Field(() => TicketRecord) ticket: TicketRecord;
  @Field(() => TicketReply, { nullable: true }) response: TicketReply | null;
}

@InputType()
export class CreateTicketInput {
  @Field() subject: string;
  @Field({ description: 'The message, 10 to 2000 characters' }) description: string;
  @Field({ nullable: true, description: 'Deposit, Withdrawal, Plans, Account or Other' }) category?: string;
  @Field(() => TicketPriorityValue, { defaultValue: TicketPriorityValue.NORMAL }) priority: TicketPriorityValue;
}
