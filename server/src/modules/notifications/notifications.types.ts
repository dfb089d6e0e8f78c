import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { EnumValue, graphqlEnum } from '../../common/graphql-enum';
import { Paginated } from '../../common/pagination';

export const NotificationKind = graphqlEnum(
  'NotificationKind',
  {
    NOTIFICATION: 'notification',
    SITE_POPUP: 'site_popup',
    HOME: 'home',
  },
  'notification (bell), site_popup (home page pop-up), home (home page notice)',
);
export type NotificationKind = EnumValue<typeof NotificationKind>;

export const NotificationArea = graphqlEnum('NotificationArea', { MEMBER: 'MEMBER', ADMIN: 'ADMIN' }, "Whose bell: the member session's or the admin session's");
export type NotificationArea = EnumValue<typeof NotificationArea>;

@ObjectType({ description: 'A notification as composed (admin list, home page).' })
export class NotificationRecord {
  @Field(() => Int) id: number;
  @Field() title: string;
  @Field() message: string;
  @Field(() => NotificationKind) type: string;
  @Field({ description: 'ALL (every member), SELECTED (chosen members) or ADMINS' }) audience: string;
  @Field(() => String, { nullable: true }) imageUrl: string | null;
  @Field() createdAt: Date;
}

@ObjectType({ description: 'A composed notification with its delivery figures (admins).' })
export class AdminNotification extends NotificationRecord {
  @Field(() => Int, { description: 'Recipient rows' }) recipients: number;
  @Field(() => Int, { description: 'Recipients who have seen it' }) seenCount: number;
}

@ObjectType()
export class AdminNotificationPage extends Paginated(AdminNotification) {}

@ObjectType({ description: "A notification as its recipient sees it: with the recipient's seen state." })
export class MyNotification {
  @Field(() => Int, { description: 'The notification id' }) id: number;
  @Field() title: string;
  @Field() message: string;
  @Field(() => NotificationKind) type: string;
  @Field(() => String, { nullable: true }) imageUrl: string | null;
  @Field() createdAt: Date;
  @Field() seen: boolean;
  @Field(() => Date, { nullable: true }) seenAt: Date | null;
}

@ObjectType()
export class MyNotificationPage extends Paginated(MyNotification) {
  @Field(() => Int, { description: 'Unseen notifications in total (the bell badge)' }) unseen: number;
}

@ObjectType({ description: 'The home page banner image.' })
export class Banner {
  @Field() image: string;
  @Field() url: string;
  @Field() createdAt: Date;
}

@InputType()
export class CreateNotificationInput {
  @Field() title: string;
  @Field() message: string;
  @Field(() => NotificationKind, { defaultValue: NotificationKind.NOTIFICATION }) type: NotificationKind;
  @Field({ defaultValue: false, description: 'true = every member; otherwise `recipients`' }) toAll: boolean;
  @Field(() => [Int], { nullable: true, description: 'Member ids (when not toAll)' }) recipients?: number[];
  @Field({ nullable: true, description: 'Upload name from POST /api/v1/uploads/banner (required for a site pop-up)' }) image?: string;
}
