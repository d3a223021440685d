// A real SMTP receiver for e2e: listens where the API under test mails (E2E_SMTP_PORT) and keeps every message.
import { SMTPServer } from 'smtp-server';
import { SMTP_PORT } from './env';

export interface ReceivedMail {
  readonly to: readonly string[];
  /** Headers and body, quoted-printable decoded. */
  readonly text: string;
}

export interface SmtpReceiver {
  readonly mails: ReceivedMail[];
  close(): Promise<void>;
}

export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString('latin1')));
      stream.on('end', () => {
        // Soft line breaks joined and =XX bytes decoded, so a test reads the text as written.
        const text = Buffer.from(
          raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8');
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), text });
        done();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(SMTP_PORT, '127.0.0.1', () => resolve());
  });
  return { mails, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
