import { randomBytes } from 'node:crypto';
import { readdirSync, statSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildTestApp, cookieHeader, nextClientAddress, type TestApp } from '../testing/test-app';
import { psychologistApplications, psychologists, user } from '../db/schema';
import { decryptBankDetails } from './bank-details';
import { hashInvitationToken } from './accounts-service';
import { readOutbox } from '../testing/outbox';
import { confirmEmailFromOutbox, latestVerificationPath } from '../testing/email-verification';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await buildTestApp();
});

afterAll(async () => {
  await testApp.close();
});

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(200)]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(100)]);
const EXE = Buffer.concat([Buffer.from('MZ'), randomBytes(300)]);

interface FilePart {
  filename: string;
  contentType: string;
  content: Buffer;
}

function multipart(fields: Record<string, string>, files: Record<string, FilePart>) {
  const boundary = `----aria${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const [name, file] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function applicationFields(overrides: Record<string, string | undefined> = {}): Record<string, string> {
  const fields: Record<string, string | undefined> = {
    name: 'Helena Candidata Lopes',
    email: `helena-${randomBytes(3).toString('hex')}@example.com`,
    phone: '(11) 91111-2222',
    crp: '06/765432',
    specialization: 'Luto',
    biography: 'Atendo processos de luto há 10 anos.',
    bankName: 'Banco do Brasil',
    bankAgency: '1234-5',
    bankAccount: '98765-4',
    bankAccountHolder: 'Helena Candidata Lopes',
    acceptTerms: 'true',
    ...overrides,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Record<
    string,
    string
  >;
}

const pdfDocument: FilePart = { filename: 'crp.pdf', contentType: 'application/pdf', content: PDF };

function submit(
  fields: Record<string, string>,
  files: Record<string, FilePart>,
  remoteAddress = nextClientAddress(),
) {
  const { payload, contentType } = multipart(fields, files);
  return testApp.request({
    method: 'POST',
    url: '/api/psychologist-applications',
    payload,
    headers: { 'content-type': contentType },
    remoteAddress,
  });
}

const uploadsDir = () => testApp.config.uploadsDir;
const storedFiles = () => (existsSync(uploadsDir()) ? readdirSync(uploadsDir()).sort() : []);
const countRows = async (table: typeof psychologists | typeof psychologistApplications) => {
  const [row] = await testApp.database.db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row!.n;
};

describe('POST /api/psychologist-applications', () => {
  it('stores an inactive psychologist without account, its files (0600, random names) and encrypted bank details', async () => {
    const fields = applicationFields();
    const before = storedFiles();
    const response = await submit(fields, {
      document: pdfDocument,
      profilePicture: { filename: 'eu.png', contentType: 'image/png', content: PNG },
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json() as { id: string };

    const [application] = await testApp.database.db
      .select()
      .from(psychologistApplications)
      .where(eq(psychologistApplications.id, id));
    expect(application).toMatchObject({
      status: 'pendente',
      documentMimeType: 'application/pdf',
      pictureMimeType: 'image/png',
    });
    expect(application!.bankDetailsEncrypted).not.toContain('98765');
    expect(decryptBankDetails(application!.bankDetailsEncrypted!, testApp.config.bankDetailsKey)).toEqual({
      bankName: 'Banco do Brasil',
      agency: '1234-5',
      account: '98765-4',
      holder: 'Helena Candidata Lopes',
    });
    const [psychologist] = await testApp.database.db
      .select()
      .from(psychologists)
      .where(eq(psychologists.id, application!.psychologistId));
    expect(psychologist).toMatchObject({
      name: 'Helena Candidata Lopes',
      email: fields.email,
      crp: '06/765432',
      isActive: false,
      userId: null,
    });

    const added = storedFiles().filter((name) => !before.includes(name));
    expect(added.sort()).toEqual([application!.documentFile, application!.pictureFile].sort());
    for (const name of added) {
      expect(name).toMatch(/^[0-9a-f]{32}$/);
      expect(statSync(path.join(uploadsDir(), name)).mode & 0o777).toBe(0o600);
    }
    expect(readFileSync(path.join(uploadsDir(), application!.documentFile!))).toEqual(PDF);

    const list = await testApp.request({ method: 'GET', url: '/api/psychologists' });
    expect(list.body).not.toContain('Helena');
  });

  it('hands the admin domain the stored files through readApplicationFile, and null for anything else', async () => {
    const response = await submit(applicationFields(), { document: pdfDocument });
    const { id } = response.json() as { id: string };
    const service = testApp.app.services.psychologists;
    const document = await service.readApplicationFile(id, 'document');
    expect(document?.mimeType).toBe('application/pdf');
    expect(document?.size).toBe(PDF.length);
    expect(
      Buffer.from(await text(document!.stream), 'utf8')
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(await service.readApplicationFile(id, 'picture')).toBeNull();
    expect(await service.readApplicationFile('00000000-0000-4000-8000-000000000000', 'document')).toBeNull();
    expect(await service.readApplicationFile('../../etc/passwd', 'document')).toBeNull();
  });

  it.each([
    [
      'an .exe renamed .pdf',
      applicationFields(),
      { document: { filename: 'crp.pdf', contentType: 'application/pdf', content: EXE } },
      400,
      'O documento precisa ser um arquivo PDF, JPG ou PNG.',
    ],
    [
      'a PDF sent as the profile picture',
      applicationFields(),
      {
        document: pdfDocument,
        profilePicture: { filename: 'eu.png', contentType: 'image/png', content: PDF },
      },
      400,
      'A foto de perfil precisa ser uma imagem JPG, PNG, GIF ou WebP.',
    ],
    ['a missing document', applicationFields(), {}, 400, 'Envie o documento (PDF, JPG ou PNG).'],
    [
      'an empty document',
      applicationFields(),
      { document: { filename: 'vazio.pdf', contentType: 'application/pdf', content: Buffer.alloc(0) } },
      400,
      'Envie o documento (PDF, JPG ou PNG).',
    ],
    [
      'a document over 10 MB',
      applicationFields(),
      {
        document: {
          filename: 'grande.pdf',
          contentType: 'application/pdf',
          content: Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(10 * 1024 * 1024)]),
        },
      },
      413,
      'Cada arquivo pode ter no máximo 10 MB.',
    ],
    ['a bad CRP', applicationFields({ crp: '6/12' }), { document: pdfDocument }, 400, 'CRP'],
    [
      'terms not accepted',
      applicationFields({ acceptTerms: undefined }),
      { document: pdfDocument },
      400,
      'Você deve aceitar os termos de parceria para continuar.',
    ],
    ['a missing phone', applicationFields({ phone: '' }), { document: pdfDocument }, 400, 'telefone'],
    [
      'a missing bank account',
      applicationFields({ bankAccount: ' ' }),
      { document: pdfDocument },
      400,
      'conta',
    ],
  ])(
    'refuses %s with a pt-BR 4xx, storing no row and no file',
    async (_label, fields, files, status, message) => {
      const [rows, applications, files0] = [
        await countRows(psychologists),
        await countRows(psychologistApplications),
        storedFiles(),
      ];
      const response = await submit(fields, files as Record<string, FilePart>);
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toContain(message);
      expect(await countRows(psychologists)).toBe(rows);
      expect(await countRows(psychologistApplications)).toBe(applications);
      expect(storedFiles()).toEqual(files0);
    },
  );

  it('e-mails a confirmation link that marks the application once; an altered link lands on the error page', async () => {
    const fields = applicationFields();
    const response = await submit(fields, { document: pdfDocument });
    expect(response.statusCode).toBe(201);
    const { id } = response.json() as { id: string };
    const mail = (await readOutbox(testApp.config.mail.outboxDir)).filter((m) =>
      m.to.includes(fields.email!),
    );
    expect(mail.map((m) => m.subject)).toEqual(['Confirme seu e-mail na Aria']);
    expect(mail[0]!.text).toContain('Olá, Helena Candidata Lopes!');
    const path = await latestVerificationPath(testApp, fields.email!);
    expect(path).toMatch(/^\/api\/psychologist-applications\/confirm-email\?token=[0-9a-f-]{36}\.[\w-]{43}$/);
    const verifiedAt = async () =>
      (
        await testApp.database.db
          .select({ at: psychologistApplications.emailVerifiedAt })
          .from(psychologistApplications)
          .where(eq(psychologistApplications.id, id))
      )[0]!.at;
    expect(await verifiedAt()).toBeNull();

    const altered = path.slice(0, -1) + (path.endsWith('A') ? 'B' : 'A');
    for (const url of [altered, '/api/psychologist-applications/confirm-email']) {
      const refused = await testApp.app.inject({ method: 'GET', url });
      expect(refused.statusCode).toBe(302);
      expect(refused.headers.location).toBe('/email-confirmado?error=INVALID_TOKEN');
    }
    expect(await verifiedAt()).toBeNull();

    await confirmEmailFromOutbox(testApp, fields.email!);
    const first = await verifiedAt();
    expect(first).toBeInstanceOf(Date);
    await confirmEmailFromOutbox(testApp, fields.email!);
    expect(await verifiedAt()).toEqual(first);
  });

  it('refuses a JSON body with a pt-BR 400', async () => {
    const response = await testApp.request({
      method: 'POST',
      url: '/api/psychologist-applications',
      payload: applicationFields(),
      remoteAddress: nextClientAddress(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('multipart');
  });

  it('limits applications per address', async () => {
    const address = nextClientAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push(
        (await submit(applicationFields({ crp: 'x' }), { document: pdfDocument }, address)).statusCode,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});

describe('POST /api/psychologist-invitations/accept', () => {
  async function approvedApplication(
    expiresAt = new Date(Date.now() + 7 * 86_400_000),
    overrides: Record<string, string | undefined> = {},
  ) {
    const fields = applicationFields({ name: 'Irene Convidada', ...overrides });
    const response = await submit(fields, { document: pdfDocument });
    const { id } = response.json() as { id: string };
    const token = randomBytes(32).toString('base64url');
    // What the admin domain's approval writes (agreed in issue 10): active, 'aprovado', the token's SHA-256.
    const [application] = await testApp.database.db
      .update(psychologistApplications)
      .set({
        status: 'aprovado',
        reviewedAt: new Date(),
        invitationTokenHash: hashInvitationToken(token),
        invitationExpiresAt: expiresAt,
      })
      .where(eq(psychologistApplications.id, id))
      .returning();
    await testApp.database.db
      .update(psychologists)
      .set({ isActive: true })
      .where(eq(psychologists.id, application!.psychologistId));
    return { token, email: fields.email!, psychologistId: application!.psychologistId, applicationId: id };
  }

  const accept = (token: string, password = 'senha-convite-1') =>
    testApp.request({
      method: 'POST',
      url: '/api/psychologist-invitations/accept',
      payload: { token, password },
      remoteAddress: nextClientAddress(),
    });

  it('creates the account with the application e-mail, links it, signs in, and works only once', async () => {
    const invitation = await approvedApplication();
    const response = await accept(invitation.token);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ psychologistId: invitation.psychologistId });

    const me = await testApp.request({
      method: 'GET',
      url: '/api/psychologist/me',
      headers: { cookie: cookieHeader(response) },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      id: invitation.psychologistId,
      email: invitation.email,
      isActive: true,
    });

    const [account] = await testApp.database.db.select().from(user).where(eq(user.email, invitation.email));
    expect(account).toMatchObject({ name: 'Irene Convidada', emailVerified: true });
    const [application] = await testApp.database.db
      .select()
      .from(psychologistApplications)
      .where(eq(psychologistApplications.id, invitation.applicationId));
    expect(application!.invitationUsedAt).not.toBeNull();

    const again = await accept(invitation.token, 'outra-senha-2');
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('invitation_used');

    const signIn = await testApp.request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: invitation.email, password: 'senha-convite-1' },
      remoteAddress: nextClientAddress(),
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('takes an application without bank details; the dashboard completes them, shown masked (issue 24)', async () => {
    const withoutBank = {
      bankName: undefined,
      bankAgency: undefined,
      bankAccount: undefined,
      bankAccountHolder: undefined,
    };
    const invitation = await approvedApplication(undefined, withoutBank);
    const [application] = await testApp.database.db
      .select()
      .from(psychologistApplications)
      .where(eq(psychologistApplications.id, invitation.applicationId));
    expect(application!.bankDetailsEncrypted).toBeNull();

    const cookie = cookieHeader(await accept(invitation.token));
    const bankDetails = (method: 'GET' | 'PUT', payload?: Record<string, string>) =>
      testApp.request({
        method,
        url: '/api/psychologist/bank-details',
        headers: { cookie },
        ...(payload ? { payload } : {}),
      });
    expect((await bankDetails('GET')).json()).toEqual({ pending: true, bankDetails: null });
    const partial = await bankDetails('PUT', {
      bankName: 'Nubank',
      bankAgency: '',
      bankAccount: '1',
      bankAccountHolder: 'x',
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().message).toBe('Informe a agência.');
    const saved = await bankDetails('PUT', {
      bankName: 'Nubank',
      bankAgency: '0001',
      bankAccount: '12345-6',
      bankAccountHolder: 'Irene Convidada',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      pending: false,
      bankDetails: { bankName: 'Nubank', agency: '•••1', account: '•••••-6', holder: 'Irene Convidada' },
    });
    const [row] = await testApp.database.db
      .select({ encrypted: psychologists.bankDetailsEncrypted })
      .from(psychologists)
      .where(eq(psychologists.id, invitation.psychologistId));
    expect(row!.encrypted).not.toContain('12345');
    expect(decryptBankDetails(row!.encrypted!, testApp.config.bankDetailsKey).account).toBe('12345-6');
  });

  it('refuses an unknown, an expired and a not approved invitation, creating no account', async () => {
    const expired = await approvedApplication(new Date(Date.now() - 1000));
    const users = async () =>
      (await testApp.database.db.select({ n: sql<number>`count(*)::int` }).from(user))[0]!.n;
    const before = await users();

    const unknown = await accept(randomBytes(32).toString('base64url'));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      code: 'invalid_invitation',
      message: 'Convite inválido. Confira o link recebido por e-mail.',
    });

    const late = await accept(expired.token);
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('invitation_expired');

    const pending = await approvedApplication();
    await testApp.database.db
      .update(psychologistApplications)
      .set({ status: 'recusado' })
      .where(eq(psychologistApplications.id, pending.applicationId));
    const refused = await accept(pending.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('invalid_invitation');

    const short = await accept(pending.token, '123');
    expect(short.statusCode).toBe(400);
    expect(await users()).toBe(before);
  });

  it('gives the invitation back when the e-mail already has an account', async () => {
    const invitation = await approvedApplication();
    const first = await testApp.request({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Já Existe', email: invitation.email, password: 'senha-segura-1' },
      remoteAddress: nextClientAddress(),
    });
    expect(first.statusCode).toBe(200);
    const response = await accept(invitation.token);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Já existe uma conta com este e-mail. Faça login.');
    const [application] = await testApp.database.db
      .select()
      .from(psychologistApplications)
      .where(eq(psychologistApplications.id, invitation.applicationId));
    expect(application!.invitationUsedAt).toBeNull();
    const [psychologist] = await testApp.database.db
      .select()
      .from(psychologists)
      .where(eq(psychologists.id, invitation.psychologistId));
    expect(psychologist!.userId).toBeNull();
  });
});
