import { useRef, useState, type FormEvent } from 'react';
import { CheckCircle2, HandCoins } from 'lucide-react';
import { toast } from 'sonner';
import { SubmitButton } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Label } from '../../components/ui/label';
import { Textarea } from '../../components/ui/input';
import { ApiRequestError } from '../../lib/api';
import { usePageMeta } from '../../lib/page-meta';
import { ROUTE_META } from '../../lib/route-meta';
import { formatBRL } from '../../../shared/money';
import {
  DOCUMENT_ACCEPT,
  MAX_UPLOAD_BYTES,
  PICTURE_ACCEPT,
  psychologistApplicationFieldsSchema,
} from '../../../shared/contracts/psychologist-applications';
import { PSYCHOLOGIST_PAYOUT_CENTS } from '../../../shared/contracts/psychologist-area';
import { submitApplication } from './api';

const FAILURE = 'Erro ao enviar cadastro. Tente novamente.';
const TEXT_FIELDS = [
  'name',
  'email',
  'phone',
  'crp',
  'specialization',
  'biography',
  'bankName',
  'bankAgency',
  'bankAccount',
  'bankAccountHolder',
] as const;

/** Reads the form as the server will: the same zod contract, so both sides refuse the same things. */
function firstProblem(form: FormData, files: { document: File | null; picture: File | null }): string | null {
  const fields: Record<string, unknown> = Object.fromEntries(
    TEXT_FIELDS.map((name) => [name, String(form.get(name) ?? '')]),
  );
  if (form.get('acceptTerms') === 'true') fields.acceptTerms = 'true';
  const parsed = psychologistApplicationFieldsSchema.safeParse(fields);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? FAILURE;
  if (!files.document || files.document.size === 0) return 'Envie o documento (PDF, JPG ou PNG).';
  if ([files.document, files.picture].some((file) => file && file.size > MAX_UPLOAD_BYTES)) {
    return 'Cada arquivo pode ter no máximo 10 MB.';
  }
  return null;
}

/**
 * /cadastrar-psicologo: the partner application (docs/product.md, Psychologist sign-up and partner applications).
 * The Aria team reviews it within 48 hours.
 */
export function PartnerApplicationPage() {
  usePageMeta(ROUTE_META['/cadastrar-psicologo'].title, ROUTE_META['/cadastrar-psicologo'].description);
  const formRef = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const element = event.currentTarget;
    const fileOf = (name: string) =>
      (element.elements.namedItem(name) as HTMLInputElement | null)?.files?.[0] ?? null;
    const files = { document: fileOf('document'), picture: fileOf('profilePicture') };
    const form = new FormData(element);
    const problem = firstProblem(form, files);
    if (problem) {
      toast.error(problem);
      return;
    }
    // The chosen files themselves, and no empty part for a picture that was not chosen.
    form.delete('document');
    form.delete('profilePicture');
    form.set('document', files.document!);
    if (files.picture && files.picture.size > 0) form.set('profilePicture', files.picture);
    setBusy(true);
    try {
      await submitApplication(form);
      toast.success('Cadastro enviado com sucesso!', {
        description: 'Suas informações foram enviadas para análise. Entraremos em contato em até 48 horas.',
      });
      formRef.current?.reset();
      setSent(true);
    } catch (error) {
      toast.error(error instanceof ApiRequestError && error.message ? error.message : FAILURE);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">Seja um psicólogo parceiro</h1>
      <p className="mt-2 text-slate-600">
        Preencha seus dados profissionais. Nossa equipe analisa cada cadastro e responde em até 48 horas.
      </p>

      <Card className="mt-6 border-brand-200 bg-brand-50">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <HandCoins aria-hidden="true" className="size-5 text-brand-700" />
            Modelo de parceria
          </CardTitle>
          <CardDescription>Transparência em cada consulta.</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="list-disc space-y-1 pl-5 text-slate-700">
            <li>
              Você recebe <strong>{formatBRL(PSYCHOLOGIST_PAYOUT_CENTS)}</strong> por consulta realizada.
            </li>
            <li>A plataforma fica com R$ 19,90 a R$ 49,90, conforme o plano do paciente.</li>
            <li>Consultas online de 50 minutos, nos horários que você definir.</li>
          </ul>
        </CardContent>
      </Card>

      {sent ? (
        <p
          role="status"
          className="mt-6 flex items-center gap-2 rounded-xl bg-emerald-50 p-4 text-emerald-900"
        >
          <CheckCircle2 aria-hidden="true" className="size-5" />
          Cadastro enviado! Entraremos em contato em até 48 horas. Enviamos um link para o seu e-mail: abra-o
          para confirmar o endereço, pois só aprovamos cadastros com o e-mail confirmado.
        </p>
      ) : null}

      <form ref={formRef} onSubmit={handleSubmit} className="mt-8 flex flex-col gap-5" noValidate>
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold text-slate-900">Dados profissionais</legend>
          <Field label="Nome completo" name="name" autoComplete="name" required />
          <Field label="E-mail" name="email" type="email" autoComplete="email" required />
          <Field
            label="Telefone"
            name="phone"
            type="tel"
            autoComplete="tel"
            placeholder="(11) 99999-0000"
            required
          />
          <Field label="CRP" name="crp" placeholder="06/123456" hint="Região, barra e número." required />
          <Field label="Especialização" name="specialization" required />
          <div className="flex flex-col gap-1.5 sm:col-span-2">
            <Label htmlFor="application-biography">Biografia</Label>
            <Textarea id="application-biography" name="biography" required />
          </div>
          <Field
            label="Foto de perfil"
            name="profilePicture"
            type="file"
            accept={PICTURE_ACCEPT}
            hint="Opcional. Até 10 MB."
          />
          <Field
            label="Documento (CRP ou diploma)"
            name="document"
            type="file"
            accept={DOCUMENT_ACCEPT}
            hint="PDF, JPG ou PNG, até 10 MB."
            required
          />
        </fieldset>

        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-semibold text-slate-900">Dados bancários (opcional)</legend>
          <p className="text-sm text-slate-600 sm:col-span-2">
            Opcional agora: se preferir, complete depois, no seu painel, antes do primeiro repasse.
          </p>
          <Field label="Banco" name="bankName" />
          <Field label="Agência" name="bankAgency" />
          <Field label="Conta" name="bankAccount" />
          <Field label="Titular da conta" name="bankAccountHolder" />
          <p className="text-xs text-slate-500 sm:col-span-2">
            Seus dados bancários são guardados criptografados.
          </p>
        </fieldset>

        <label className="flex items-start gap-3 text-sm text-slate-700">
          <input type="checkbox" name="acceptTerms" value="true" className="mt-1 size-4" />
          <span>
            Li e aceito os termos de parceria: repasse de {formatBRL(PSYCHOLOGIST_PAYOUT_CENTS)} por consulta
            e análise do cadastro pela equipe Aria.
          </span>
        </label>

        <SubmitButton size="lg" busy={busy} busyLabel="Enviando...">
          Enviar cadastro
        </SubmitButton>
      </form>
    </div>
  );
}
