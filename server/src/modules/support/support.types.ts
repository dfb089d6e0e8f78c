import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Paginated } from '../../common/pagination';

export enum SupportStatusValue {
  PENDING = 'pending',
  RESOLVED = 'resolved',
}
registerEnumType(SupportStatusValue, { name: 'SupportStatus' });

@ObjectType()
export class SupportMessageRecord {
  @Field(() => Int) id: number;
  @Field(() => Int) memberId: number;
  @Field() title: string;
  @Field() message: string;
  @Field(() => String, { nullable: true }) reply: string | null;
  @Field(() => SupportStatusValue) status: string;
  @Field() createdAt: Date;
  @Field(() => Date, { nullable: true }) repliedAt: Date | null;
}

@ObjectType()
export class SupportMessagePage extends Paginated(SupportMessageRecord) {}

@InputType()
export class CreateSupportMessageInput {
  @Field() title: string;
  @Field() message: string;
}
