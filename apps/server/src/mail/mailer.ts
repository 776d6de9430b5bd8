import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Links the message carries; printed to the log when mail goes to the outbox, so a local user can follow them. */
  links?: string[];
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export class MailUnavailableError extends Error {
  constructor(cause: unknown) {
    super('the mail transport failed', { cause });
    this.name = 'MailUnavailableError';
  }
}

/**
 * SMTP when SMTP_URL is set; otherwise every message is written to DATA_DIR/outbox as an .eml file
 * and its links are printed, so that the embedded default needs no mail server.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    } as SMTPTransport.Options);
    return {
      kind: 'smtp',
      async send(message) {
        try {
          await transport.sendMail({
            from: options.from,
            to: message.to,
            subject: message.subject,
            text: message.text,
            html: message.html,
          });
        } catch (error) {
          throw new MailUnavailableError(error);
        }
      },
      close: () => transport.close(),
    };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    kind: 'outbox',
    async send(message) {
      try {
        const info = await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
        await fs.mkdir(outbox, { recursive: true });
        const file = path.join(
          outbox,
          `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(3).toString('hex')}.eml`,
        );
        await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
        options.log.info(
          { to: message.to, subject: message.subject, file, links: message.links },
          'email written to the outbox',
        );
      } catch (error) {
        throw new MailUnavailableError(error);
      }
    },
    close: () => transport.close(),
  };
}
