import { messageError, replyError, subjectError } from './labels';
import { appendReply } from './useTicketThread';

const reply = (id: number, message = `m${id}`) => ({ id, ticketId: 1, fromId: 7, fromRole: 'user', message, createdAt: '2025-03-12T14:05:00.000Z' });

describe('appendReply', () => {
  it('adds a new reply in id order and ignores one already shown (own reply echoed live)', () => {
    const thread = [reply(1), reply(3)];
    expect(appendReply(thread, reply(2)).map((r) => r.id)).toEqual([1, 2, 3]);
    expect(appendReply(thread, reply(3, 'echo'))).toBe(thread);
  });
});

describe('ticket form rules', () => {
  it('mirrors the server: subject 3–120, message 10–2000, reply 1–2000', () => {
    expect(subjectError('')).toBe('Subject is required');
    expect(subjectError('ab')).toBe('Subject must be 3 to 120 characters');
    expect(subjectError('abc')).toBeNull();
    expect(subjectError('', 'Title')).toBe('Title is required');
    expect(messageError('too short')).toBe('Message must be 10 to 2000 characters');
    expect(messageError('long enough now')).toBeNull();
    expect(replyError('  ')).toBe('Reply is required');
    expect(replyError('x'.repeat(2001))).toBe('Reply must be at most 2000 characters');
    expect(replyError('ok')).toBeNull();
  });
});
