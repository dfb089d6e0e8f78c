import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { EnumValue, graphqlEnum } from '../../common/graphql-enum';
import { Paginated } from '../../common/pagination';

export const SupportStatusValue = graphqlEnum('SupportStatus', { PENDING: 'pending', RESOLVED: 'resolved' });
export type SupportStatusValue = EnumValue<typeof SupportStatusValue>;

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
