import { mayChangeStatus, parseCategory, parsePriority, parseTicketStatus } from './tickets.service';
import { receives } from '../notifications/notifications.resolver';
import { NotificationArea } from '../notifications/notifications.types';
import { parseNotificationType } from '../notifications/notifications.service';

describe('ticket rules', () => {
  it('lets admins set any status and owners only close', () => {
    for (const s of ['open', 'in-progress', 'resolved', 'closed'] as const) expect(mayChangeStatus('admin', s)).toBe(true);
    expect(mayChangeStatus('user', 'closed')).toBe(true);
    expect(mayChangeStatus('user', 'open')).toBe(false);
    expect(mayChangeStatus('user', 'resolved')).toBe(false);
  });
  it('parses statuses, priorities and categories strictly', () => {
    expect(parseTicketStatus('In Progress')).toBe('in-progress');
    expect(parseTicketStatus('IN_PROGRESS')).toBe('in-progress');
    expect(() => parseTicketStatus('done')).toThrow('Status must be');
    expect(() => parseTicketStatus(3)).toThrow();
    expect(parsePriority(undefined)).toBe('normal');
    expect(parsePriority('HIGH')).toBe('high');
    expect(() => parsePriority('urgent')).toThrow();
    expect(parseCategory('deposit')).toBe('Deposit');
    expect(() => parseCategory('Gossip')).toThrow();
  });
});

describe('notification delivery rule', () => {
  const member = { id: 7 } as any;
  const admin = { id: 1 } as any;
  it('reaches everyone for ALL, the named for SELECTED, and only admin bells for ADMINS', () => {
    expect(receives({ notificationId: 1, audience: 'ALL', userIds: [] }, { member, admin: null }, NotificationArea.MEMBER)).toBe(true);
    expect(receives({ notificationId: 1, audience: 'SELECTED', userIds: [7] }, { member, admin: null }, NotificationArea.MEMBER)).toBe(true);
    expect(receives({ notificationId: 1, audience: 'SELECTED', userIds: [8] }, { member, admin: null }, NotificationArea.MEMBER)).toBe(false);
    expect(receives({ notificationId: 1, audience: 'ADMINS', userIds: [] }, { member, admin: null }, NotificationArea.MEMBER)).toBe(false);
    expect(receives({ notificationId: 1, audience: 'ADMINS', userIds: [] }, { member: null, admin }, NotificationArea.ADMIN)).toBe(true);
    expect(receives({ notificationId: 1, audience: 'ALL', userIds: [] }, { member: null, admin }, NotificationArea.ADMIN)).toBe(false);
    expect(receives({ notificationId: 1, audience: 'ALL', userIds: [] }, { member: null, admin }, NotificationArea.MEMBER)).toBe(false);
  });
  it('parses the legacy type names', () => {
    expect(parseNotificationType('Site Popup')).toBe('site_popup');
    expect(parseNotificationType(undefined)).toBe('notification');
    expect(() => parseNotificationType('banner')).toThrow();
  });
});
