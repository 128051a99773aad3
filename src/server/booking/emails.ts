import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { createEvent } from 'ics';
import { CONSULTATION_TIME_ZONE } from '../../shared/contracts/consultations';
import { CONSULTATION_MINUTES } from '../../shared/consultation-pricing';
import { formatBRL } from '../../shared/money';
import type { MailAttachment, MailMessage } from '../mail/mailer';
import type { AppointmentRow } from './repository';
import { escapeHtml } from '../escape-html';

/**
 * The booking e-mails, in pt-BR, as text plus simple HTML. Every e-mail to the patient carries the signed manage
 * link; confirmations and reschedules carry an .ics invite in America/Sao_Paulo.
 */

const ZONE = CONSULTATION_TIME_ZONE;

/**
 * America/Sao_Paulo has kept -03:00 all year since 2019; bookings are always in the future, so one STANDARD
 * rule describes every date an invite can carry. Calendar clients that know the zone by its TZID use their own.
 */
const SAO_PAULO_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${ZONE}`,
  `X-LIC-LOCATION:${ZONE}`,
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0300',
  'TZOFFSETTO:-0300',
  'TZNAME:-03',
  'DTSTART:19700101T000000',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

interface When {
  date: string;
  time: string;
}

function whenOf(instant: Date): When {
  const local = new TZDate(instant.getTime(), ZONE);
  return {
    date: format(local, "EEEE, d 'de' MMMM 'de' yyyy", { locale: ptBR }),
    time: format(local, 'HH:mm'),
  };
}

/** Wall-clock parts of an instant in São Paulo, for the .ics library. */
function wallClockParts(instant: Date): [number, number, number, number, number] {
  const local = new TZDate(instant.getTime(), ZONE);
  return [local.getFullYear(), local.getMonth() + 1, local.getDate(), local.getHours(), local.getMinutes()];
}

/**
 * The calendar invite. The `ics` library writes only UTC or floating times, so the São Paulo wall clock is
 * written as if it were UTC and the trailing 'Z' is replaced by a TZID parameter, with the zone's VTIMEZONE.
 */
export function consultationInvite(appointment: AppointmentRow, sequence = 0): string {
  const { error, value } = createEvent({
    uid: `${appointment.id}@aria.com.br`,
    sequence,
    productId: 'aria/consultas',
    title: `Consulta com ${appointment.psychologistName} — Aria`,
    description: `Consulta online de ${CONSULTATION_MINUTES} minutos.${
      appointment.videoLink ? `\nLink da videochamada: ${appointment.videoLink}` : ''
    }`,
    ...(appointment.videoLink ? { location: appointment.videoLink, url: appointment.videoLink } : {}),
    start: wallClockParts(appointment.startsAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: CONSULTATION_MINUTES },
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
  });
  if (error || !value) throw error ?? new Error('Could not build the consultation invite');
  return value
    .replace(/^DTSTART:(\d{8}T\d{6})Z$/m, `DTSTART;TZID=${ZONE}:$1`)
    .replace(/^BEGIN:VEVENT$/m, `${SAO_PAULO_VTIMEZONE}\r\nBEGIN:VEVENT`);
}

function inviteAttachment(appointment: AppointmentRow, sequence = 0): MailAttachment {
  return {
    filename: 'consulta-aria.ics',
    content: consultationInvite(appointment, sequence),
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
  };
}

function html(paragraphs: string[], ...links: Array<{ href: string; label: string } | null>): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n');
  const buttons = links
    .filter((link) => link !== null)
    .map((link) => `\n<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`)
    .join('');
  return `<!doctype html><html lang="pt-BR"><body style="font-family:sans-serif;line-height:1.5">\n${body}${buttons}\n</body></html>`;
}

/** The built-in room (ADR 025) opens 10 minutes early and has its own device check; a Jitsi link is just a link. */
function isBuiltInRoom(link: string | null): boolean {
  return link !== null && /\/consultas\/sala\/[0-9a-f-]{36}/.test(link);
}

function videoLine(appointment: AppointmentRow): string {
  if (!isBuiltInRoom(appointment.videoLink)) return `Link da videochamada: ${appointment.videoLink ?? ''}`;
  return `Sala da consulta: ${appointment.videoLink ?? ''}\nA sala abre 10 minutos antes do horário, direto no navegador (no celular, Chrome no Android ou Safari no iPhone). Nada é gravado.`;
}

function roomButton(appointment: AppointmentRow): { href: string; label: string } | null {
  return appointment.videoLink && isBuiltInRoom(appointment.videoLink)
    ? { href: appointment.videoLink, label: 'Entrar na sala da consulta' }
    : null;
}

function priceLine(appointment: AppointmentRow): string {
  const discount = appointment.discountPercent > 0 ? ` (${appointment.discountPercent}% OFF aplicado)` : '';
  return `Valor: ${formatBRL(appointment.priceCents)}${discount}`;
}

const MANAGE_HINT =
  'Precisa cancelar ou remarcar? Use o link abaixo até 24 horas antes do horário (reembolso integral no cancelamento):';

export function confirmationEmail(appointment: AppointmentRow, manageUrl: string): MailMessage {
  const when = whenOf(appointment.startsAt);
  const lines = [
    `Olá, ${appointment.patientName}!`,
    `Sua consulta com ${appointment.psychologistName} está confirmada.`,
    `Data: ${when.date}\nHorário: ${when.time} (horário de Brasília)\nDuração: ${CONSULTATION_MINUTES} minutos\n${priceLine(appointment)}`,
    videoLine(appointment),
    'Dicas: entre 5 minutos antes, teste sua câmera e seu microfone e procure um lugar reservado.',
    MANAGE_HINT,
  ];
  return {
    to: appointment.patientEmail,
    subject: `Consulta agendada com ${appointment.psychologistName} — ${when.time}`,
    text: `${lines.join('\n\n')}\n${manageUrl}\n\nEquipe Aria`,
    html: html(lines, roomButton(appointment), { href: manageUrl, label: 'Gerenciar minha consulta' }),
    attachments: [inviteAttachment(appointment)],
  };
}

export function psychologistNoticeEmail(appointment: AppointmentRow, to: string): MailMessage {
  const when = whenOf(appointment.startsAt);
  const lines = [
    `Olá, ${appointment.psychologistName}!`,
    'Uma nova consulta foi agendada e paga.',
    `Paciente: ${appointment.patientName}\nData: ${when.date}\nHorário: ${when.time} (horário de Brasília)\nDuração: ${CONSULTATION_MINUTES} minutos`,
    videoLine(appointment),
  ];
  return {
    to,
    subject: `Nova consulta agendada — ${when.date}, ${when.time}`,
    text: `${lines.join('\n\n')}\n\nEquipe Aria`,
    html: html(lines, roomButton(appointment)),
    attachments: [inviteAttachment(appointment)],
  };
}

export function reminderEmail(appointment: AppointmentRow, manageUrl: string): MailMessage {
  const when = whenOf(appointment.startsAt);
  const lines = [
    `Olá, ${appointment.patientName}!`,
    `Lembrete: sua consulta com ${appointment.psychologistName} é amanhã ou nas próximas 24 horas.`,
    `Data: ${when.date}\nHorário: ${when.time} (horário de Brasília)`,
    videoLine(appointment),
    'Entre 5 minutos antes e teste sua câmera e seu microfone.',
    'Dentro das 24 horas anteriores à consulta não é mais possível cancelar ou remarcar, conforme os Termos de Uso. Detalhes da consulta:',
  ];
  return {
    to: appointment.patientEmail,
    subject: `Lembrete: consulta com ${appointment.psychologistName} — ${when.time}`,
    text: `${lines.join('\n\n')}\n${manageUrl}\n\nEquipe Aria`,
    html: html(lines, roomButton(appointment), { href: manageUrl, label: 'Ver minha consulta' }),
  };
}

export function cancellationEmail(appointment: AppointmentRow): MailMessage {
  const when = whenOf(appointment.startsAt);
  const lines = [
    `Olá, ${appointment.patientName}!`,
    `Sua consulta com ${appointment.psychologistName} em ${when.date}, às ${when.time}, foi cancelada.`,
    `O valor de ${formatBRL(appointment.priceCents)} será estornado integralmente na forma de pagamento usada. O prazo para aparecer na fatura depende do seu banco.`,
  ];
  return {
    to: appointment.patientEmail,
    subject: 'Consulta cancelada — reembolso integral',
    text: `${lines.join('\n\n')}\n\nEquipe Aria`,
    html: html(lines),
  };
}

export function psychologistCancellationEmail(appointment: AppointmentRow, to: string): MailMessage {
  const when = whenOf(appointment.startsAt);
  const lines = [
    `Olá, ${appointment.psychologistName}!`,
    `A consulta de ${appointment.patientName} em ${when.date}, às ${when.time}, foi cancelada pelo paciente. O horário está livre novamente.`,
  ];
  return {
    to,
    subject: `Consulta cancelada — ${when.date}, ${when.time}`,
    text: `${lines.join('\n\n')}\n\nEquipe Aria`,
    html: html(lines),
  };
}

/** The old and the new time of a rescheduled consultation, as the patient's and the psychologist's e-mails say it. */
function movedLine(previousStart: Date, startsAt: Date): string {
  const before = whenOf(previousStart);
  const when = whenOf(startsAt);
  return `Antes: ${before.date}, às ${before.time}\nAgora: ${when.date}, às ${when.time} (horário de Brasília)`;
}

export function rescheduleEmail(
  appointment: AppointmentRow,
  previousStart: Date,
  manageUrl: string,
  sequence: number,
): MailMessage {
  const when = whenOf(appointment.startsAt);
  const lines = [
    `Olá, ${appointment.patientName}!`,
    `Sua consulta com ${appointment.psychologistName} foi remarcada.`,
    movedLine(previousStart, appointment.startsAt),
    videoLine(appointment),
    MANAGE_HINT,
  ];
  return {
    to: appointment.patientEmail,
    subject: `Consulta remarcada — ${when.date}, ${when.time}`,
    text: `${lines.join('\n\n')}\n${manageUrl}\n\nEquipe Aria`,
    html: html(lines, roomButton(appointment), { href: manageUrl, label: 'Gerenciar minha consulta' }),
    attachments: [inviteAttachment(appointment, sequence)],
  };
}

export function psychologistRescheduleEmail(
  appointment: AppointmentRow,
  previousStart: Date,
  to: string,
  sequence: number,
): MailMessage {
  const when = whenOf(appointment.startsAt);
  const lines = [
    `Olá, ${appointment.psychologistName}!`,
    `A consulta de ${appointment.patientName} foi remarcada pelo paciente.`,
    movedLine(previousStart, appointment.startsAt),
    videoLine(appointment),
  ];
  return {
    to,
    subject: `Consulta remarcada — ${when.date}, ${when.time}`,
    text: `${lines.join('\n\n')}\n\nEquipe Aria`,
    html: html(lines, roomButton(appointment)),
    attachments: [inviteAttachment(appointment, sequence)],
  };
}

export function slotLostRefundEmail(appointment: AppointmentRow): MailMessage {
  const when = whenOf(appointment.startsAt);
  const lines = [
    `Olá, ${appointment.patientName}!`,
    `Recebemos o pagamento da consulta com ${appointment.psychologistName} em ${when.date}, às ${when.time}, mas ele foi confirmado depois que a reserva do horário expirou, e o horário já tinha sido ocupado por outra pessoa.`,
    `Por isso, o valor de ${formatBRL(appointment.priceCents)} foi estornado integralmente. Você pode escolher outro horário quando quiser.`,
  ];
  return {
    to: appointment.patientEmail,
    subject: 'Horário indisponível — pagamento estornado',
    text: `${lines.join('\n\n')}\n\nEquipe Aria`,
    html: html(lines),
  };
}
