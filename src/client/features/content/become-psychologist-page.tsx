import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Clock, Mail, MapPin, MessageCircle, Send, Video, Wallet, type LucideIcon } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { CheckList } from '../../components/ui/check-list';
import { Field, TextareaField } from '../../components/ui/field';
import { ROUTE_META } from '../../lib/route-meta';
import { usePageMeta } from '../../lib/page-meta';
import { getSiteConfig } from '../../lib/site-config';
import {
  EMPTY_RECRUITMENT_APPLICATION,
  buildApplicationMailto,
  firstRecruitmentFailure,
  whatsappUrl,
  type RecruitmentApplication,
  type RecruitmentField,
} from './recruitment-application';
import { TitledSection } from '../../components/ui/titled-section';

const BENEFITS: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Wallet,
    title: 'R$ 50,00 por consulta',
    text: 'Valor fixo por sessão de 50 minutos, qualquer que seja o plano do paciente.',
  },
  { icon: Clock, title: 'Horários flexíveis', text: 'Você define os dias e horários em que quer atender.' },
  { icon: Video, title: 'Atendimento online', text: 'Sessões por videochamada, de onde você estiver.' },
  {
    icon: MapPin,
    title: 'Pacientes de todo o Brasil',
    text: 'Alcance pessoas de todas as regiões que buscam apoio em português.',
  },
];

// /seja-psicologo (docs/product.md, Psychologist sign-up and partner applications): the requirements and the
// specialties sought, word for word.
const REQUIREMENTS = [
  'Graduação em Psicologia e registro ativo no CRP',
  'Experiência clínica comprovada',
  'Disponibilidade para atendimentos online',
  'Ética profissional',
];
const SPECIALTIES = ['Ansiedade', 'Depressão', 'Relacionamentos', 'Autoestima', 'Luto', 'Trauma'];

/**
 * False while pre-rendering and during hydration, true once mounted. The pre-rendered HTML holds the WhatsApp
 * number as a placeholder that the server fills in, so a link built from its digits can only be made in the
 * browser, after hydration: neither React nor Preact patches an attribute that differs while hydrating.
 */
function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

export function BecomePsychologistPage() {
  const meta = ROUTE_META['/seja-psicologo'];
  usePageMeta(meta.title, meta.description);
  const { contactEmail, contactWhatsapp } = getSiteConfig();
  const mounted = useMounted();

  return (
    <>
      <div className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto flex max-w-6xl flex-col items-center gap-5 px-4 py-14 text-center md:py-20">
          <h1 className="max-w-3xl text-3xl font-bold tracking-tight text-slate-900 md:text-5xl">
            Seja um psicólogo parceiro da Aria
          </h1>
          <p className="max-w-2xl text-lg text-slate-600">
            Atenda online pessoas que buscam apoio emocional, com agenda flexível e pagamento fixo por
            consulta.
          </p>
          <Button asChild size="lg">
            <a href="#candidatura">Quero me candidatar</a>
          </Button>
        </div>
      </div>

      <section aria-labelledby="beneficios-titulo" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="beneficios-titulo" className="text-center text-2xl font-bold text-slate-900 md:text-3xl">
          Benefícios
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {BENEFITS.map((benefit) => (
            <li key={benefit.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-xl bg-brand-100 text-brand-700"
              >
                <benefit.icon className="size-5" />
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">{benefit.title}</h3>
              <p className="mt-1 text-sm text-slate-600">{benefit.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-6 md:grid-cols-2">
        <TitledSection
          titleId="requisitos-titulo"
          title="Requisitos"
          className="rounded-2xl border border-slate-200 p-6"
        >
          <CheckList
            items={REQUIREMENTS}
            size="md"
            listClassName="mt-4 flex flex-col gap-3"
            className="text-slate-700"
          />
          <p className="mt-4 text-sm text-slate-600">
            Os atendimentos seguem o Código de Ética Profissional do Psicólogo e a Resolução CFP nº 9/2024
            sobre serviços psicológicos por meios digitais.
          </p>
        </TitledSection>
        <TitledSection
          titleId="especialidades-titulo"
          title="Especialidades procuradas"
          className="rounded-2xl border border-slate-200 p-6"
        >
          <ul className="mt-4 flex flex-wrap gap-2">
            {SPECIALTIES.map((specialty) => (
              <li
                key={specialty}
                className="rounded-full bg-calm-50 px-4 py-1.5 text-sm font-medium text-calm-700"
              >
                {specialty}
              </li>
            ))}
          </ul>
        </TitledSection>
      </div>

      <section
        id="candidatura"
        aria-labelledby="candidatura-titulo"
        className="mx-auto max-w-3xl scroll-mt-24 px-4 py-12"
      >
        <h2 id="candidatura-titulo" className="text-2xl font-bold text-slate-900 md:text-3xl">
          Envie sua candidatura
        </h2>
        <p className="mt-2 text-slate-600">
          Ao enviar, abrimos o seu aplicativo de e-mail com uma mensagem pronta para {contactEmail}. Este
          formulário não envia seus dados aos nossos servidores.
        </p>
        <ApplicationForm contactEmail={contactEmail} />
      </section>

      <section aria-labelledby="contato-titulo" className="mx-auto max-w-3xl px-4 pb-16">
        <div className="rounded-2xl bg-brand-50 p-6">
          <h2 id="contato-titulo" className="text-xl font-semibold text-slate-900">
            Prefere falar com a gente?
          </h2>
          <ul className="mt-4 flex flex-col gap-3 text-slate-700 sm:flex-row sm:gap-8">
            <li className="flex items-center gap-2">
              <Mail aria-hidden="true" className="size-5 text-brand-700" />
              <span>
                E-mail:{' '}
                <a
                  href={`mailto:${contactEmail}`}
                  className="font-semibold break-words text-brand-800 underline-offset-4 hover:underline"
                >
                  {contactEmail}
                </a>
              </span>
            </li>
            <li className="flex items-center gap-2">
              <MessageCircle aria-hidden="true" className="size-5 text-brand-700" />
              <span>
                WhatsApp:{' '}
                <a
                  href={mounted ? whatsappUrl(contactWhatsapp) : undefined}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="font-semibold text-brand-800 underline-offset-4 hover:underline"
                >
                  {contactWhatsapp}
                </a>
              </span>
            </li>
          </ul>
        </div>
      </section>
    </>
  );
}

function ApplicationForm({ contactEmail }: { contactEmail: string }) {
  const idPrefix = useId();
  const [values, setValues] = useState<RecruitmentApplication>(EMPTY_RECRUITMENT_APPLICATION);
  const [invalidField, setInvalidField] = useState<RecruitmentField | null>(null);

  const fieldProps = (field: RecruitmentField) => ({
    id: `${idPrefix}-${field}`,
    name: field,
    value: values[field],
    'aria-invalid': invalidField === field ? true : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [field]: value }));
      if (invalidField === field) setInvalidField(null);
    },
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const failure = firstRecruitmentFailure(values);
    if (failure) {
      setInvalidField(failure.field);
      toast.error(failure.title, { description: failure.message });
      const element = event.currentTarget.elements.namedItem(failure.field);
      if (element instanceof HTMLElement) element.focus();
      return;
    }
    setInvalidField(null);
    window.location.href = buildApplicationMailto(values, contactEmail);
    toast.success('Abrindo o seu aplicativo de e-mail', {
      description: `Se ele não abrir, envie seus dados para ${contactEmail}.`,
    });
  }

  // noValidate: like the other forms (docs/product.md, Sign-up and login), the first missing field is reported in a
  // toast, in order; the fields stay `required` and typed for assistive technology.
  return (
    <form onSubmit={handleSubmit} noValidate className="mt-8 flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Nome completo" autoComplete="name" required {...fieldProps('fullName')} />
        <Field label="E-mail" type="email" autoComplete="email" required {...fieldProps('email')} />
        <Field label="Telefone" type="tel" autoComplete="tel" required {...fieldProps('phone')} />
        <Field label="Número do CRP" placeholder="Ex.: 06/123456" required {...fieldProps('crp')} />
      </div>
      <Field
        label="Especialidades"
        hint="Por exemplo: ansiedade, depressão, luto."
        required
        {...fieldProps('specialties')}
      />
      <Field
        label="Disponibilidade"
        hint="Dias e horários em que pode atender, por exemplo: segunda a quarta, das 14h às 20h."
        required
        {...fieldProps('availability')}
      />
      <Field
        label="LinkedIn (opcional)"
        type="url"
        autoComplete="url"
        placeholder="https://www.linkedin.com/in/seu-perfil"
        {...fieldProps('linkedin')}
      />
      <TextareaField label="Mensagem (opcional)" rows={4} {...fieldProps('message')} />
      <Button type="submit" size="lg" className="self-start">
        <Send aria-hidden="true" />
        Enviar candidatura por e-mail
      </Button>
    </form>
  );
}
