import { useEffect, useState, type ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { ExternalLink, Lock } from 'lucide-react';
import { toast } from 'sonner';
import { consultationPrice } from '../../../shared/consultation-pricing';
import {
  CONSULTATION_MESSAGES,
  bookingFormSchema,
  MINOR_NEEDS_GUARDIAN_MESSAGE,
  type BookingFormInput,
} from '../../../shared/contracts/consultations';
import { formatBRL } from '../../../shared/money';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { ApiRequestError } from '../../lib/api';
import { SIGNED_OUT, useMe } from '../../lib/me';
import { openCheckout } from '../../lib/open-checkout';
import { usePsychologists } from './api';
import { startConsultationCheckout, uploadGuardianAuthorization } from './consultations-api';
import { formatConsultationDate, formatConsultationTime } from './consultation-time';
import { TitledSection } from '../../components/ui/titled-section';

/** Codes after which the chosen slot is gone: the person picks another one on step 3. */
const SLOT_LOST_CODES = new Set(['slot_taken', 'slot_invalid']);

/** A CPF is typed as digits, never autofilled, and may be left empty. */
const CPF_INPUT = {
  inputMode: 'numeric',
  autoComplete: 'off',
  placeholder: '000.000.000-00',
  required: false,
} as const;

const EMPTY_FORM: BookingFormInput = {
  name: '',
  email: '',
  phone: '',
  cpf: '',
  payer_is_patient: true,
  payer_name: '',
  payer_cpf: '',
  is_adult: false,
};

/** Step 4: the summary and the contact form; paying opens the hosted payment page in a new tab. */
export function BookingFormStep({
  psychologistId,
  startsAt,
  onSlotTaken,
}: {
  psychologistId: string;
  startsAt: string;
  onSlotTaken: () => void;
}) {
  const me = useMe();
  const list = usePsychologists();
  const queryClient = useQueryClient();
  const [checkoutOpened, setCheckoutOpened] = useState(false);
  const user = me.data?.user ?? null;
  // The price shown; the server prices the booking again by the plan it finds at checkout.
  const price = consultationPrice((user ? me.data?.plan : undefined) ?? SIGNED_OUT.plan);
  const psychologist = list.data?.psychologists.find((candidate) => candidate.id === psychologistId);

  const form = useForm<BookingFormInput, unknown, z.output<typeof bookingFormSchema>>({
    resolver: zodResolver(bookingFormSchema),
    defaultValues: { ...EMPTY_FORM },
  });
  const payerIsPatient = form.watch('payer_is_patient');
  const isAdult = form.watch('is_adult');
  const [guardianFile, setGuardianFile] = useState<File | null>(null);
  const [ageError, setAgeError] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  const contactField = (name: keyof typeof errors & keyof BookingFormInput) => ({
    error: errors[name]?.message,
    ...form.register(name),
  });

  // Prefilled from the account once the session arrives, unless the person already started typing.
  useEffect(() => {
    if (user && !form.formState.isDirty) form.reset({ ...EMPTY_FORM, name: user.name, email: user.email });
  }, [user, form]);

  const submit = form.handleSubmit(async (contact) => {
    if (!contact.is_adult && !guardianFile) {
      setAgeError(MINOR_NEEDS_GUARDIAN_MESSAGE);
      return;
    }
    setAgeError(null);
    try {
      const guardian =
        contact.is_adult || !guardianFile ? null : await uploadGuardianAuthorization(guardianFile);
      const { url } = await startConsultationCheckout({
        appointment_data: {
          ...contact,
          ...(guardian ? { guardian_authorization_id: guardian.id } : {}),
          appointment_date: startsAt,
          psychologist_id: psychologistId,
        },
      });
      openCheckout(url);
      setCheckoutOpened(true);
    } catch (error) {
      if (error instanceof ApiRequestError && SLOT_LOST_CODES.has(error.code)) {
        toast.error('Horário indisponível', { description: error.message });
        // The calendar must show that slot as taken now, not as the cached answer had it.
        void queryClient.invalidateQueries({ queryKey: ['psychologists', psychologistId, 'slots'] });
        onSlotTaken();
        return;
      }
      if (
        error instanceof ApiRequestError &&
        error.status >= 400 &&
        error.status < 500 &&
        error.status !== 429
      ) {
        toast.error('Erro', { description: error.message });
        return;
      }
      toast.error('Erro', { description: CONSULTATION_MESSAGES.checkoutFailed });
    }
  });

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_1.2fr]">
      <TitledSection
        titleId="resumo-titulo"
        title="Resumo da consulta"
        className="flex flex-col gap-4 rounded-2xl bg-slate-50 p-6"
      >
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-3 text-sm">
          <dt className="text-slate-600">Psicólogo(a)</dt>
          <dd className="font-medium text-slate-900">
            {psychologist?.name ?? (list.isPending ? 'Carregando...' : 'Psicólogo(a) indisponível')}
          </dd>
          <dt className="text-slate-600">Data</dt>
          <dd className="font-medium text-slate-900">{formatConsultationDate(startsAt)}</dd>
          <dt className="text-slate-600">Horário</dt>
          <dd className="font-medium text-slate-900">
            {formatConsultationTime(startsAt)} (horário de Brasília)
          </dd>
          <dt className="text-slate-600">Duração</dt>
          <dd className="font-medium text-slate-900">50 minutos, por videochamada</dd>
          <dt className="text-slate-600">Valor</dt>
          <dd className="font-medium text-slate-900">
            {me.isPending ? (
              'Calculando...'
            ) : (
              <>
                {formatBRL(price.priceCents)}
                {price.discountPercent > 0 ? (
                  <span className="text-emerald-700"> ({price.discountPercent}% OFF)</span>
                ) : null}
              </>
            )}
          </dd>
        </dl>
      </TitledSection>

      <TitledSection titleId="dados-titulo" title="Seus dados" className="flex flex-col gap-4">
        <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
          <ContactField label="Nome completo" autoComplete="name" {...contactField('name')} />
          <ContactField label="E-mail" type="email" autoComplete="email" {...contactField('email')} />
          <ContactField
            label="Telefone (com DDD)"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder="(11) 91234-5678"
            {...contactField('phone')}
          />
          <ContactField
            label="CPF (opcional)"
            {...CPF_INPUT}
            hint="Com o CPF, o(a) psicólogo(a) emite o recibo do Receita Saúde, que você pode deduzir no Imposto de Renda."
            {...contactField('cpf')}
          />
          <label className="flex items-start gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="mt-1 size-4"
              {...form.register('is_adult', { onChange: () => setAgeError(null) })}
            />
            A pessoa que será atendida tem 18 anos ou mais
          </label>
          {isAdult ? null : (
            <fieldset className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
              <legend className="px-1 font-medium">Paciente com menos de 18 anos</legend>
              <p>
                Pelo Conselho Federal de Psicologia (Resolução CFP nº 13/2022), o atendimento de menores de 18
                anos precisa da autorização por escrito de um responsável legal. Envie a autorização assinada
                (PDF, JPG ou PNG, até 10 MB); o(a) psicólogo(a) a recebe junto com a consulta.
              </p>
              <label htmlFor="guardian-file" className="font-medium">
                Autorização do responsável
              </label>
              <input
                id="guardian-file"
                type="file"
                accept="application/pdf,image/jpeg,image/png"
                aria-invalid={ageError ? true : undefined}
                aria-describedby={ageError ? 'idade-erro' : undefined}
                onChange={(event) => {
                  setGuardianFile(event.target.files?.[0] ?? null);
                  setAgeError(null);
                }}
              />
            </fieldset>
          )}
          {ageError ? (
            <p id="idade-erro" role="alert" className="text-sm text-red-700">
              {ageError}
            </p>
          ) : null}
          <label className="flex items-start gap-2 text-sm text-slate-800">
            <input type="checkbox" className="mt-1 size-4" {...form.register('payer_is_patient')} />
            Eu mesmo(a) pago a consulta
          </label>
          {payerIsPatient ? null : (
            <fieldset className="flex flex-col gap-4 rounded-xl border border-slate-200 p-4">
              <legend className="px-1 text-sm font-medium text-slate-800">Quem paga a consulta</legend>
              <ContactField
                label="Nome completo de quem paga"
                autoComplete="off"
                {...contactField('payer_name')}
              />
              <ContactField
                label="CPF de quem paga (opcional)"
                {...CPF_INPUT}
                {...contactField('payer_cpf')}
              />
            </fieldset>
          )}
          <Button type="submit" size="lg" disabled={isSubmitting}>
            {isSubmitting ? (
              <>
                <Spinner className="[&>span:first-child]:size-4" label="Processando..." />
                Processando...
              </>
            ) : (
              <>
                <Lock aria-hidden="true" />
                Prosseguir para Pagamento
              </>
            )}
          </Button>
          {checkoutOpened ? (
            <p
              role="status"
              className="flex items-start gap-2 rounded-xl bg-calm-50 p-4 text-sm text-calm-700"
            >
              <ExternalLink aria-hidden="true" className="mt-0.5 size-4 shrink-0" />A página de pagamento foi
              aberta em uma nova aba. O horário fica reservado para você por 30 minutos enquanto conclui o
              pagamento.
            </p>
          ) : null}
        </form>
      </TitledSection>
    </div>
  );
}

function ContactField({
  error,
  label,
  name,
  ...props
}: ComponentProps<typeof Field> & { error?: string; name: string }) {
  const errorId = `${name}-erro`;
  const inputId = `${name}-campo`;
  // Field ties its hint as `${id}-hint`; the error is added to it, never in its place.
  const describedBy = [props.hint ? `${inputId}-hint` : null, error ? errorId : null].filter(Boolean);
  return (
    <div className="flex flex-col gap-1">
      <Field
        id={inputId}
        label={label}
        name={name}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
        {...props}
      />
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
