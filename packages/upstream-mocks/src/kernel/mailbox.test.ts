import { describe, expect, it } from 'vitest';
import { MockClock } from './clock.ts';
import { MAILBOX_CAPACITY, Mailbox } from './mailbox.ts';

describe('the development mailbox', () => {
  it('keeps the newest messages only, however many are sent', () => {
    const mailbox = new Mailbox(new MockClock(() => new Date()));
    for (let n = 0; n < MAILBOX_CAPACITY + 250; n += 1)
      mailbox.send({ to: `kunde${n}@example.de`, subject: 'Ihr Link', text: 'x'.repeat(2_000) });
    expect(mailbox.messages).toHaveLength(MAILBOX_CAPACITY);
    expect(mailbox.messages[0]?.to).toBe('kunde250@example.de');
    expect(mailbox.messages.at(-1)?.to).toBe(`kunde${MAILBOX_CAPACITY + 249}@example.de`);
  });
});
