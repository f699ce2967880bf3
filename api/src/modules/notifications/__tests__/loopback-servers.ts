import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  messageId: string;
}

const decodeWords = (value: string) =>
  value.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_m, kind: string, data: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_x, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
  );

const decodeQuotedPrintable = (body: string) =>
  Buffer.from(body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_x, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');

/** Just enough MIME for nodemailer's single-part text mails. */
function parseMail(raw: string, to: string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text = encoding === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : body;
  return { to, subject: decodeWords(header('Subject')), text: text.replace(/\r\n/g, '\n').trim(), messageId: header('Message-ID') };
}

export interface SmtpServerOptions {
  /** A fixed port (a server stopped and started again); any free one by default. */
  port?: number;
  /** Kept here: a server started again after a stop appends to the first one's list. */
  mails?: ReceivedMail[];
  /** Recipients refused with 550 (no such mailbox), a permanent refusal. */
  refuse?: (address: string) => boolean;
}

/** A real SMTP server on 127.0.0.1 (no TLS, no auth) that keeps what it receives. */
export async function startSmtpServer(options: SmtpServerOptions = {}): Promise<{ url: string; mails: ReceivedMail[]; connections(): number; close(): Promise<void> }> {
  const mails = options.mails ?? [];
  let connections = 0;
  const server = new SMTPServer({
    onConnect(_session, callback) {
      connections += 1;
      callback();
    },
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!options.refuse?.(address.address)) return callback();
      callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push(parseMail(Buffer.concat(chunks).toString('utf8'), session.envelope.rcptTo.map((r) => r.address)));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, mails, connections: () => connections, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

export interface GatewayCall {
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  body: { sender: string; route: string; numbers: string; message: string; reference: string };
}

/**
 * An SMS gateway on loopback in the shape of common Indian gateways. Like them it drops a
 * repeated idempotency key: `delivered` holds what would reach phones, `calls` every POST.
 */
export async function startSmsGateway(port = 0): Promise<{ url: string; calls: GatewayCall[]; delivered: GatewayCall[]; failNext(count: number): void; close(): Promise<void> }> {
  const calls: GatewayCall[] = [];
  const delivered: GatewayCall[] = [];
  let failures = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const call: GatewayCall = {
        authorization: req.headers.authorization,
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
      };
      calls.push(call);
      if (failures > 0) {
        failures -= 1;
        res.writeHead(503, { 'content-type': 'application/json' }).end('{"return":false}');
        return;
      }
      if (!delivered.some((d) => d.idempotencyKey === call.idempotencyKey)) delivered.push(call);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"return":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${bound}/dev/bulkV2`,
    calls,
    delivered,
    failNext: (count) => {
      failures = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
