import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config';

export interface MailAttachment {
  filename: string;
  content: string | Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  /** Plain text is always sent; HTML is optional. Both in pt-BR. */
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set; otherwise each message is written as a complete .eml file to DATA_DIR/outbox, so a
 * fresh `npm start` needs no mail account and a developer can open what would have been sent.
 */
export function createMailer(mail: Config['mail']): Mailer {
  const from = mail.from;
  if (mail.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(mail.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(mail.outboxDir, { recursive: true });
      // A sortable time prefix keeps the folder in sending order; the random part keeps names unique across
      // processes sharing one DATA_DIR.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      await writeFile(path.join(mail.outboxDir, name), info.message as Buffer, { mode: 0o600 });
    },
  };
}
