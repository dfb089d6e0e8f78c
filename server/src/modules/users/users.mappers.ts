import type { User } from './user.entity';
import type { Member, MemberSummary } from './users.types';

export function toMember(u: User): Member {
  return {
    id: u.id,
    username: u.username,
    referralCode: u.referralCode,
    fullname: u.fullname,
    email: u.email,
    phone: u.phone,
    role: u.role,
    status: u.status,
    isActive: u.isActive,
    emailVerified: u.emailVerified,
    sponsorId: u.sponsorId,
    bep20: u.bep20,
    trc20: u.trc20,
    activationDate: u.activationDate,
    lastLogin: u.lastLogin,
    createdAt: u.createdAt,
    securityChangedAt: u.securityChangedAt,
  };
}

export function toSummary(u: User): MemberSummary {
  return { id: u.id, username: u.username, fullname: u.fullname, referralCode: u.referralCode, isActive: u.isActive, status: u.status };
}
