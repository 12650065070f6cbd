import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { AppConfig } from '../config/app-config';
import { smtpHostOf } from '../config/mail-settings';

/** Seconds, not minutes: a dead SMTP server fails the attempt quickly and the outbox retries later. */
const CONNECTION_TIMEOUT_MS = 5000;
const GREETING_TIMEOUT_MS = 5000;
const SOCKET_TIMEOUT_MS = 15000;

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
}

/** Sends mail through the SMTP server of SMTP_URL (one nodemailer transport for the app's life). */
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly logger = new Logger(MailService.name);
  private readonly transport: Transporter | null;

  constructor(config: AppConfig) {
    const mail = config.mail;
    this.transport = mail
      ? createTransport(
          {
            url: mail.smtpUrl,
            connectionTimeout: CONNECTION_TIMEOUT_MS,
            greetingTimeout: GREETING_TIMEOUT_MS,
            socketTimeout: SOCKET_TIMEOUT_MS,
          },
          { from: mail.from },
        )
      : null;
    if (mail) this.logger.log(`Mail goes out through ${smtpHostOf(mail.smtpUrl)}`);
  }

  /** False when SMTP_URL is unset: nothing is queued or sent. */
  get enabled(): boolean {
    return this.transport !== null;
  }

  /** Resolves once the SMTP server accepted the message; rejects with its error otherwise. */
  async send(mail: OutgoingMail): Promise<void> {
    if (!this.transport) throw new Error('Mail is not configured');
    await this.transport.sendMail(mail);
  }

  onModuleDestroy(): void {
    this.transport?.close();
  }
}
