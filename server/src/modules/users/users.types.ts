import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { EnumValue, graphqlEnum } from '../../common/graphql-enum';
import { MoneyScalar } from '../../common/scalars';
import { CursorPaginated } from '../../common/pagination';
import { WalletKind } from '../ledger/ledger.types';
import { ApprovalRequestRecord } from '../staff/staff.types';

export const MemberStatusFilter = graphqlEnum('MemberStatusFilter', { ALL: 'all', ACTIVE: 'active', INACTIVE: 'inactive', BLOCKED: 'blocked' });
export type MemberStatusFilter = EnumValue<typeof MemberStatusFilter>;

export const AccountStatus = graphqlEnum('AccountStatus', { BLOCK: 'block', UNBLOCK: 'unblock' }, 'block: cannot sign in or move money');
export type AccountStatus = EnumValue<typeof AccountStatus>;

@ObjectType({ description: "A member's four wallet balances, from the ledger." })
export class Wallets {
  @Field(() => MoneyScalar) active: bigint;
  @Field(() => MoneyScalar) income: bigint;
  @Field(() => MoneyScalar) roi: bigint;
  @Field(() => MoneyScalar) compound: bigint;
}

@ObjectType({ description: 'Lifetime income and money figures, summed from ledger entries.' })
export class MemberTotals {
  @Field(() => MoneyScalar) directIncome: bigint;
  @Field(() => MoneyScalar) levelIncome: bigint;
  @Field(() => MoneyScalar) roiIncome: bigint;
  @Field(() => MoneyScalar) rewardIncome: bigint;
  @Field(() => MoneyScalar) salaryIncome: bigint;
  @Field(() => MoneyScalar) ctoIncome: bigint;
  @Field(() => MoneyScalar) leadershipIncome: bigint;
  @Field(() => MoneyScalar) totalEarning: bigint;
  @Field(() => MoneyScalar) totalDeposit: bigint;
  @Field(() => MoneyScalar) totalWithdrawal: bigint;
}

@ObjectType({ description: 'What any signed-in member may see of another member.' })
export class MemberSummary {
  @Field(() => Int) id: number;
  @Field() username: string;
  @Field() fullname: string;
  @Field() referralCode: string;
  @Field() isActive: boolean;
  @Field() status: string;
}

@ObjectType({ description: 'A member or admin account as its owner (or an admin) sees it.' })
export class Member {
  @Field(() => Int) id: number;
  @Field() username: string;
  @Field() referralCode: string;
  @Field() fullname: string;
  @Field() email: string;
  @Field() phone: string;
  @Field() role: string;
  @Field({ description: "'block' or 'unblock'" }) status: string;
  @Field() isActive: boolean;
  @Field() emailVerified: boolean;
  @Field(() => Int, { nullable: true }) sponsorId: number | null;
  @Field(() => String, { nullable: true }) bep20: string | null;
  @Field(() => String, { nullable: true }) trc20: string | null;
  @Field(() => Date, { nullable: true }) activationDate: Date | null;
  @Field(() => Date, { nullable: true }) lastLogin: Date | null;
  @Field() createdAt: Date;
  /** Not a field: the base of `withdrawalHoldUntil`. */
  securityChangedAt?: Date | null;
}

@ObjectType()
export class MemberPage extends CursorPaginated(Member) {}

@ObjectType({ description: 'A signed-in session. The web app uses the httpOnly cookie; other clients send the token as Bearer.' })
export class Session {
  @Field() token: string;
  @Field(() => Float, { description: 'Expiry time in epoch milliseconds' }) expireAt: number;
  @Field(() => Member) account: Member;
}

@ObjectType({ description: "An admin's reward notice to a member (no money moves)." })
export class RewardNoticeRecord {
  @Field(() => Int) memberId: number;
  @Field() title: string;
  @Field(() => MoneyScalar) amount: bigint;
  @Field() createdAt: Date;
}

@ObjectType()
export class MessageResult {
  @Field() success: boolean;
  @Field() message: string;
}

@ObjectType()
export class TeamCounts {
  @Field(() => Int) directs: number;
  @Field(() => Int) activeDirects: number;
  @Field(() => Int) team: number;
}

@InputType()
export class RegisterInput {
  @Field() fullname: string;
  @Field() phone: string;
  @Field() email: string;
  @Field() password: string;
  @Field({ nullable: true }) confirmPassword?: string;
  @Field({ nullable: true, description: "Sponsor's referral code" }) referralBy?: string;
}

@InputType()
export class SignInInput {
  @Field({ description: 'Email or username' }) email: string;
  @Field() password: string;
  @Field(() => String, { nullable: true, description: 'With two-factor authentication on: the 6-digit code of the authenticator app, or a recovery code' })
  totpCode?: string | null;
}

@InputType()
export class ProfileInput {
  @Field({ nullable: true }) fullname?: string;
  @Field({ nullable: true }) phone?: string;
  @Field({ nullable: true, description: 'A new address needs a code verified with verifyUser first' }) email?: string;
  @Field(() => String, { nullable: true, description: 'Needs a verified OTP (sendOtp, verifyOtp)' }) bep20?: string | null;
  @Field(() => String, { nullable: true, description: 'Needs a verified OTP (sendOtp, verifyOtp)' }) trc20?: string | null;
  @Field({ nullable: true, description: 'Required to change the email' }) currentPassword?: string;
}

/**
 * An admin's edit of a member: unlike the member's own ProfileInput, no OTP and no current password
 * are asked (the admin session is the authority); every change is audited with its before/after.
 */
@InputType({ description: "An admin's edit of a member: no OTP or password needed; every change is audited." })
export class AdminMemberInput {
  @Field({ nullable: true }) fullname?: string;
  @Field({ nullable: true }) phone?: string;
  @Field({ nullable: true, description: 'Set directly (no verification code); must not belong to another account' }) email?: string;
  @Field(() => String, { nullable: true, description: 'Set directly (no OTP); a BEP20 address' }) bep20?: string | null;
  @Field(() => String, { nullable: true, description: 'Set directly (no OTP); a TRC20 address' }) trc20?: string | null;
  @Field(() => AccountStatus, { nullable: true, description: 'BLOCK ends every session of the member at once' }) status?: AccountStatus;
}

@InputType({ description: "A wallet of the admin member edit set to a value (at cents; an unchanged value changes nothing)." })
export class WalletValueInput {
  @Field(() => WalletKind) wallet: WalletKind;
  @Field(() => MoneyScalar) value: string;
}

@InputType({ description: 'The admin member edit: profile fields, status and wallet values, saved together or not at all.' })
export class MemberEditInput extends AdminMemberInput {
  @Field(() => [WalletValueInput], { nullable: true, description: 'Needs wallets:adjust when a value differs from the balance; behind maker-checker' }) wallets?: WalletValueInput[];
  @Field({ nullable: true, description: 'Why the wallets change (3 to 200 characters), shown to the checker' }) reason?: string;
}

@ObjectType()
export class MemberEditResult {
  @Field(() => Member) member: Member;
  @Field(() => [WalletKind], { description: 'The wallets posted now (empty when none changed or a checker must approve)' }) changedWallets: string[];
  @Field(() => ApprovalRequestRecord, { nullable: true, description: 'Set when the wallet change waits for a second staff member (maker-checker)' }) pendingApproval: ApprovalRequestRecord | null;
}

@ObjectType()
export class DashboardCounts {
  @Field(() => Int) total: number;
  @Field(() => Int) active: number;
  @Field(() => Int) inactive: number;
  @Field(() => Int) blocked: number;
  @Field(() => Int) joinedToday: number;
}

