// With SMTP_URL the outbox is delivered by nodemailer: a minimal SMTP server receives the mail.
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../src/db/schema/index.ts';
import { freshIp, startTestApp, type TestApp } from './helpers.ts';

let smtp: Server;
let port = 0;
const received: string[] = [];

/** Just enough SMTP for nodemailer: greet, accept every command, collect DATA. */
function startSmtp(): Promise<void> {
  smtp = createServer((socket) => {
    let inData = false;
    let data = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      for (const line of chunk.toString().split('\r\n')) {
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(data);
            data = '';
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
          continue;
        }
        if (!line) continue;
        const cmd = line.slice(0, 4).toUpperCase();
        if (cmd === 'EHLO' || cmd === 'HELO') socket.write('250 test\r\n');
        else if (cmd === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (cmd === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    smtp.listen(0, '127.0.0.1', () => {
      port = (smtp.address() as { port: number }).port;
      resolve();
    }),
  );
}

let t: TestApp;
beforeAll(async () => {
  await startSmtp();
  t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await t.close();
  smtp.close();
});

describe('SMTP delivery', () => {
  it('sends the registration code through SMTP_URL and marks the outbox row sent', async () => {
    const res = await t.call(
      'sendEmailRegisterVerification',
      { email: 'smtp@example.com' },
      { headers: freshIp() },
    );
    expect(res.status).toBe(200);
    await t.deps.mailer.flush();
    const rows = await t.db.select().from(outbox);
    expect(rows.map((r) => r.status)).toEqual(['sent']);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatch(/To: smtp@example\.com/i);
    expect(received[0]).toMatch(/Subject: Your Gemlane verification code: \d{6}/);
  });
});
