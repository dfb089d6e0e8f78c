import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import nodemailer, { Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Sends mail through SMTP when SMTP_URL is set; otherwise writes each message as one JSON file
 * (to, subject, text, html, created_at) into the outbox folder.
 */
export class Mailer {
  private readonly transport?: Transporter;
  constructor(
    private readonly opts: { smtpUrl?: string; outbox: string; from: string },
  ) {
    if (opts.smtpUrl) this.transport = nodemailer.createTransport(opts.smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    if (this.transport) {
      await this.transport.sendMail({ from: this.opts.from, ...message });
      return;
    }
    // Asynchronous file work: a slow disk must not stall every other request on the event loop.
    await fs.promises.mkdir(this.opts.outbox, { recursive: true });
    const createdAt = new Date();
    const name = `${createdAt.getTime()}-${crypto.randomBytes(4).toString('hex')}.json`;
    const body = { to: message.to, subject: message.subject, text: message.text, html: message.html ?? null, created_at: createdAt.toISOString() };
    const tmp = path.join(this.opts.outbox, `.${name}.tmp`);
    await fs.promises.writeFile(tmp, JSON.stringify(body, null, 2));
    await fs.promises.rename(tmp, path.join(this.opts.outbox, name));
  }
}
