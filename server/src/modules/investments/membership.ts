import type { EntityManager } from 'typeorm';
import type { Database } from '../../database/data-source';
import { markUsersChanged } from '../../database/user-changes';
import { dateParam, execute } from '../../database/sql';
import { badInput, notFound } from '../../common/errors';
import type { AuthService } from '../auth/auth.service';
import { User } from '../users/user.entity';

/** The team aggregates kept by the referral module (CONTRACTS §2), updated in our transactions. */
export interface TeamAggregates {
  onPrincipalChange(em: EntityManager, memberId: number, delta: bigint): Promise<void>;
  onActivated(em: EntityManager, memberId: number): Promise<void>;
}

/**
 * What top-ups and activations share: finding the member a payment is for, the checks on paying
 * for someone else, and marking a member active.
 */
export class Membership {
  constructor(
    private readonly db: Database,
    private readonly team: TeamAggregates,
    private readonly auth?: AuthService,
  ) {}

  /** A member by id, referral code, username or email (staff and deleted accounts are 404). */
  async findMember(ref: unknown): Promise<User> {
    const text = String(ref ?? '').trim();
    if (!text) throw badInput('Choose a member', { userto_id: 'required' });
    const where = /^\d+$/.test(text) ? [{ id: Number(text) }] : [{ referralCode: text }, { username: text }, { email: text.toLowerCase() }];
    const user = await this.db.manager.findOne(User, { where });
    if (!user || user.role !== 'user' || user.deletedAt) throw notFound('User not found');
    return user;
  }

  /**
   * A top-up or entry paid for another member is money leaving the payer's control: it needs the
   * step-up and waits out the hold after a security change, as a transfer does.
   */
  async requireFriendPayment(payer: User, receiver: User): Promise<void> {
    if (receiver.id === payer.id || !this.auth) return;
    await this.auth.requireStepUp(payer);
    await this.auth.requireNoWithdrawalHold(payer);
  }

  /** Marks a member active (first time only: tells the team aggregates). */
  async activate(em: EntityManager, memberId: number): Promise<boolean> {
    const changed = await execute(em, 'UPDATE users SET is_active = 1, activation_date = ? WHERE id = ? AND is_active = 0', [dateParam(this.db.engine, new Date()), memberId]);
    markUsersChanged(em, [memberId]);
    if (changed === 1) await this.team.onActivated(em, memberId);
    return changed === 1;
  }
}
