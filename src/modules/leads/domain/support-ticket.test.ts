import { describe, expect, it } from 'vitest';
import {
  canMoveTicket,
  statusAfterAssignment,
  statusAfterReply,
  TICKET_STATUS_LABELS,
  TICKET_STATUSES,
  ticketReplyEmail,
} from './support-ticket';

describe('support ticket statuses (spec 03 §4)', () => {
  it('shows new, open, pending, hold, solved as Nuevo, Abierto, Pendiente, En Espera, Completado', () => {
    expect(TICKET_STATUSES.map((status) => TICKET_STATUS_LABELS[status])).toEqual([
      'Nuevo',
      'Abierto',
      'Pendiente',
      'En Espera',
      'Completado',
    ]);
  });

  it('never goes back to new; a solved ticket only reopens; staying is always allowed', () => {
    for (const from of TICKET_STATUSES) expect(canMoveTicket(from, from)).toBe(true);
    const backToNew = TICKET_STATUSES.filter((from) => from !== 'new' && canMoveTicket(from, 'new'));
    expect(backToNew).toEqual([]);
    expect(canMoveTicket('solved', 'open')).toBe(true);
    expect(canMoveTicket('solved', 'pending')).toBe(false);
    expect(canMoveTicket('new', 'solved')).toBe(true);
    expect(canMoveTicket('hold', 'pending')).toBe(true);
  });

  it('opens a new ticket when assigned and waits on the customer after an answer', () => {
    expect(statusAfterAssignment('new')).toBe('open');
    expect(statusAfterAssignment('hold')).toBe('hold');
    expect(statusAfterReply('new')).toBe('pending');
    expect(statusAfterReply('open')).toBe('pending');
    expect(statusAfterReply('hold')).toBe('hold');
    expect(statusAfterReply('solved')).toBe('solved');
  });

  it('writes the answer e-mail with the ticket number in the subject', () => {
    const mail = ticketReplyEmail({ id: 7, subject: 'No veo mi póliza', requesterName: 'Ana' }, '  Ya está.  ');
    expect(mail.subject).toBe('[Ticket #7] No veo mi póliza');
    expect(mail.text).toContain('Hola Ana:\n\nYa está.\n');
    expect(mail.text).toContain('ticket #7');
  });
});
