import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** The message with quoted-printable and base64 parts decoded, for searching. */
  decoded: string;
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeParts(raw: string): string {
  const base64Blocks = [
    ...raw.matchAll(
      /Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/g,
    ),
  ].map((m) => Buffer.from((m[1] ?? '').replace(/\s+/g, ''), 'base64').toString('utf8'));
  return [decodeQuotedPrintable(raw), ...base64Blocks].join('\n');
}

/** A real SMTP server in this process (the `smtp-server` package), collecting what it receives. */
export async function startSmtpServer(): Promise<{
  url: string;
  messages: ReceivedMail[];
  close: () => Promise<void>;
}> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          decoded: decodeParts(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link to a page of the app in a received message. */
export function linkIn(
  mail: ReceivedMail | undefined,
  page: 'verify-email' | 'reset-password',
): { url: string; token: string } {
  const match = mail?.decoded.match(
    new RegExp(`https?://[^\\s"<>]+/${page}\\?token=([A-Za-z0-9_-]+)`),
  );
  if (!match?.[1])
    throw new Error(`no ${page} link in the message:\n${mail?.decoded ?? '(no message)'}`);
  return { url: match[0], token: match[1] };
}
