import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server in the test process: it parses every message it accepts into `received` before
 * answering 250, so once the API's send resolved the mail is here. `rejecting` makes it refuse messages
 * for now (451); `refusedRecipients` are refused for good at RCPT TO (550), as a server does an unknown address.
 */
export class SmtpInbox {
  readonly received: ParsedMail[] = [];
  rejecting = false;
  readonly refusedRecipients = new Set<string>();
  private server: SMTPServer | undefined;
  port = 0;

  async start(port = 0): Promise<void> {
    this.server = new SMTPServer({
      authOptional: true,
      // Plain SMTP on localhost: without STARTTLS on offer nodemailer does not try its self-signed certificate.
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        if (this.refusedRecipients.has(address.address)) return callback(Object.assign(new Error('No such user here (test)'), { responseCode: 550 }));
        callback();
      },
      onData: (stream, _session, callback) => {
        if (this.rejecting) {
          stream.resume();
          stream.on('end', () => callback(Object.assign(new Error('Mailbox unavailable (test)'), { responseCode: 451 })));
          return;
        }
        simpleParser(stream)
          .then((mail) => {
            this.received.push(mail);
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
    const server = this.server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
  }

  /** Stops listening (a test reuses the port to bring it back). */
  stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    return new Promise((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Mails received for one address. */
  to(address: string): ParsedMail[] {
    return this.received.filter((mail) => [mail.to].flat().some((to) => to?.value.some((entry) => entry.address === address)));
  }
}
