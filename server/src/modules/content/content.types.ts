import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { EnumValue, graphqlEnum } from '../../common/graphql-enum';
import { Paginated } from '../../common/pagination';

export const BookingState = graphqlEnum(
  'BookingState',
  {
    PENDING: 'pending',
    CONFIRMED: 'confirmed',
    CANCELLED: 'cancelled',
  },
  'A consultation booking: pending until an admin confirms or cancels it',
);
export type BookingState = EnumValue<typeof BookingState>;

export const BookingDecision = graphqlEnum('BookingDecision', { CONFIRMED: 'confirmed', CANCELLED: 'cancelled' });
export type BookingDecision = EnumValue<typeof BookingDecision>;

@ObjectType()
export class NewsItem {
  @Field(() => Int) id: number;
  @Field() title: string;
  @Field() content: string;
  @Field() createdAt: Date;
  @Field() updatedAt: Date;
}

@ObjectType()
export class NewsPage extends Paginated(NewsItem) {}

@InputType()
export class NewsInput {
  @Field({ description: '3–120 characters' }) title: string;
  @Field({ description: '1–10,000 characters' }) content: string;
}

@ObjectType()
export class AchieverCard {
  @Field(() => Int) id: number;
  @Field() username: string;
  @Field() description: string;
  @Field({ description: 'Stored name, e.g. achievers/<hex>.png' }) image: string;
  @Field() imageUrl: string;
  @Field() createdAt: Date;
}

@InputType()
export class AchieverInput {
  @Field({ description: 'The achiever’s name (1–100)' }) username: string;
  @Field({ defaultValue: '', description: 'Up to 1,000 characters' }) description: string;
  @Field({ description: 'Name returned by POST /api/v1/uploads/image (area achievers)' }) image: string;
}

@ObjectType()
export class OfferRecord {
  @Field(() => Int) id: number;
  @Field() title: string;
  @Field() description: string;
  @Field(() => String, { nullable: true }) image: string | null;
  @Field(() => String, { nullable: true }) imageUrl: string | null;
  @Field({ description: 'YYYY-MM-DD, inclusive' }) startDate: string;
  @Field({ description: 'YYYY-MM-DD, inclusive' }) endDate: string;
  @Field({ description: 'Active (shown to members within its dates)' }) status: boolean;
  @Field({ description: 'Addressed to every member' }) allMembers: boolean;
  @Field(() => [Int], { description: 'The members a targeted offer is addressed to (admins only; empty for members)' }) memberIds: number[];
  @Field() createdAt: Date;
}

@InputType()
export class OfferInput {
  @Field() title: string;
  @Field({ defaultValue: '' }) description: string;
  @Field({ description: 'YYYY-MM-DD' }) startDate: string;
  @Field({ description: 'YYYY-MM-DD, on or after startDate' }) endDate: string;
  @Field({ defaultValue: true }) status: boolean;
  @Field({ defaultValue: true }) allMembers: boolean;
  @Field(() => [Int], { nullable: true, description: 'Required when allMembers is false' }) memberIds?: number[];
  @Field({ nullable: true, description: 'Name returned by POST /api/v1/uploads/image (area offers)' }) image?: string;
}

@ObjectType()
export class BookingRecord {
  @Field(() => Int) id: number;
  @Field(() => Int) memberId: number;
  @Field({ description: 'YYYY-MM-DD' }) date: string;
  @Field({ description: 'HH:mm' }) time: string;
  @Field() topic: string;
  @Field() message: string;
  @Field(() => BookingState) status: string;
  @Field() createdAt: Date;
}

@ObjectType()
export class BookingPage extends Paginated(BookingRecord) {}

@InputType()
export class BookingInput {
  @Field({ description: 'YYYY-MM-DD, today or later' }) date: string;
  @Field({ description: 'HH:mm' }) time: string;
  @Field({ description: '3–120 characters' }) topic: string;
  @Field({ description: '10–2,000 characters' }) message: string;
}
