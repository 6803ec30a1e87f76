/** The development mailbox: every e-mail a service "sends" lands here, its links extracted. */
import { randomUUID } from 'node:crypto';
import type { MockClock } from './clock.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface MailMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  sent_at: string;
}

const LINK = /https?:\/\/[^\s"'<>]+/g;

/** How many messages the mailbox keeps at most; the oldest goes first. */
export const MAILBOX_CAPACITY = 1_000;

export class Mailbox {
  messages: MailMessage[] = [];

  constructor(private readonly clock: MockClock) {}

  send(mail: OutgoingMail): MailMessage {
    const html = mail.html ?? `<p>${mail.text.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</p>`;
    const links = [...new Set([...(mail.text.match(LINK) ?? []), ...(html.match(LINK) ?? [])])].map((l) =>
      l.replace(/&amp;/g, '&'),
    );
    const message: MailMessage = {
      id: randomUUID(),
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html,
      links: [...new Set(links)],
      sent_at: this.clock.now().toISOString(),
    };
    this.messages.push(message);
    if (this.messages.length > MAILBOX_CAPACITY) this.messages.splice(0, this.messages.length - MAILBOX_CAPACITY);
    return message;
  }

  clear(): void {
    this.messages = [];
  }
}
