import { Field, InputType, Int, ObjectType } from 'type-graphql';

/** Settings; the admin-only ones are null for everybody else. */
@ObjectType()
export class Settings {
  @Field() level: boolean;
  @Field() direct: boolean;
  @Field() reward: boolean;
  @Field() register: boolean;
  @Field() login: boolean;
  @Field() withdrawal: boolean;
  @Field() deposite: boolean;
  @Field() roi: boolean;
  @Field() support: boolean;
  @Field() topup: boolean;
  @Field() entryFee: string;
  @Field() depositMin: string;
  @Field() withdrawalMin: string;
  @Field() withdrawalMultiple: string;
  @Field() withdrawalFeeNormal: string;
  @Field() withdrawalFeeRoi: string;
  @Field() withdrawalFeeCompound: string;
  @Field() transferMin: string;
  @Field() transferFee: string;
  @Field() compoundPercent: string;
  @Field() verifyEmail: boolean;
  @Field() requireSponsor: boolean;
  @Field() manualTrade: boolean;
  @Field(() => String, { nullable: true }) ctoPercent: string | null;
  @Field(() => String, { nullable: true }) usernamePrefix: string | null;
  @Field(() => Boolean, { nullable: true }) directOnRetopup: boolean | null;
  @Field(() => String, { nullable: true }) timeZone: string | null;
  @Field(() => Int, { description: 'Hours withdrawals, transfers to other members and top-ups for others wait after a security change (email, password, payout address, two-factor off or reset)' }) withdrawalHoldHours: number;
  @Field(() => Boolean, { nullable: true, description: 'Staff (admins) must enrol an authenticator and sign in with its code' }) staffTotpRequired: boolean | null;
  @Field(() => String, { nullable: true, description: 'Withdrawals above this amount need a second staff member to approve (when two hold the permission)' }) approvalThreshold: string | null;
  @Field({ description: 'Largest amount a member may enter (server constant)' }) amountMax: string;
  @Field({ description: 'The company that runs the platform (home, contact, footer)' }) operatorName: string;
  @Field({ description: "The company's postal address ('' when not set)" }) operatorAddress: string;
  @Field({ description: "Where members write to ('' when not set)" }) contactEmail: string;
  @Field({ description: "When support answers, e.g. 'Mon-Fri 9:00-17:00 UTC' ('' when not set)" }) supportHours: string;
  @Field({ description: 'The risk notice of investment products (home page and footer)' }) riskNotice: string;
}

@InputType()
export class SettingsInput {
  @Field({ nullable: true }) level?: boolean;
  @Field({ nullable: true }) direct?: boolean;
  @Field({ nullable: true }) reward?: boolean;
  @Field({ nullable: true }) register?: boolean;
  @Field({ nullable: true }) login?: boolean;
  @Field({ nullable: true }) withdrawal?: boolean;
  @Field({ nullable: true }) deposite?: boolean;
  @Field({ nullable: true }) roi?: boolean;
  @Field({ nullable: true }) support?: boolean;
  @Field({ nullable: true }) topup?: boolean;
  @Field({ nullable: true }) entryFee?: string;
  @Field({ nullable: true }) depositMin?: string;
  @Field({ nullable: true }) withdrawalMin?: string;
  @Field({ nullable: true }) withdrawalMultiple?: string;
  @Field({ nullable: true }) withdrawalFeeNormal?: string;
  @Field({ nullable: true }) withdrawalFeeRoi?: string;
  @Field({ nullable: true }) withdrawalFeeCompound?: string;
  @Field({ nullable: true }) transferMin?: string;
  @Field({ nullable: true }) transferFee?: string;
  @Field({ nullable: true }) compoundPercent?: string;
  @Field({ nullable: true }) verifyEmail?: boolean;
  @Field({ nullable: true }) requireSponsor?: boolean;
  @Field({ nullable: true }) manualTrade?: boolean;
  @Field({ nullable: true }) ctoPercent?: string;
  @Field({ nullable: true }) usernamePrefix?: string;
  @Field({ nullable: true }) directOnRetopup?: boolean;
  @Field({ nullable: true }) timeZone?: string;
  @Field(() => Int, { nullable: true }) withdrawalHoldHours?: number;
  @Field({ nullable: true }) approvalThreshold?: string;
  @Field({ nullable: true }) staffTotpRequired?: boolean;
  @Field({ nullable: true }) operatorName?: string;
  @Field({ nullable: true }) operatorAddress?: string;
  @Field({ nullable: true }) contactEmail?: string;
  @Field({ nullable: true }) supportHours?: string;
  @Field({ nullable: true }) riskNotice?: string;
}
