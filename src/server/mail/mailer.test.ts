import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../testing/outbox';
import { createMailer } from './mailer';

const dir = mkdtempSync(path.join(tmpdir(), 'aria-mail-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('outbox mailer', () => {
  it('writes each message as a complete .eml a mail client can read, attachments included', async () => {
    const outboxDir = path.join(dir, 'outbox');
    const mailer = createMailer({ from: 'Aria <nao-responda@aria.com.br>', outboxDir });
    await mailer.send({
      to: 'ana@example.com',
      subject: 'Consulta confirmada — Dra. Ana',
      text: 'Olá, Ana! Sua consulta está confirmada: https://meet.jit.si/aria-sala-longa-demais-para-uma-linha-0123456789',
      attachments: [
        {
          filename: 'consulta.ics',
          content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR',
          contentType: 'text/calendar',
        },
      ],
    });
    await mailer.send({ to: 'bruno@example.com', subject: 'Segunda', text: 'Até logo.' });

    const messages = await readOutbox(outboxDir);
    expect(messages.map((m) => m.to)).toEqual(['ana@example.com', 'bruno@example.com']);
    expect(messages[0]!.subject).toBe('Consulta confirmada — Dra. Ana');
    expect(messages[0]!.text).toContain(
      'https://meet.jit.si/aria-sala-longa-demais-para-uma-linha-0123456789',
    );
    expect(messages[0]!.attachments[0]).toMatchObject({
      filename: 'consulta.ics',
      contentType: 'text/calendar',
    });
    expect(messages[0]!.attachments[0]!.content).toContain('BEGIN:VCALENDAR');
  });

  it('reads an outbox that was never written as empty', async () => {
    expect(await readOutbox(path.join(dir, 'nowhere'))).toEqual([]);
  });
});
