import { useId, useState, type FormEvent } from 'react';
import { Building2 } from 'lucide-react';
import { notify } from '../../lib/notify';
import { EMPLOYEE_COUNT_OPTIONS } from '../../../shared/company-sizes';
import type { CompanyContactBody, CompanyContactResponse } from '../../../shared/contracts/company';
import { apiRequest, ApiRequestError } from '../../lib/api';
import { SubmitButton } from '../../components/ui/button';
import { Field, SelectField, TextareaField } from '../../components/ui/field';

/**
 * The company proposal (docs/product.md, Company proposals). The browser checks the two required fields and
 * leaves the company size to the server, which validates everything with the shared contract (the schema stays off the landing bundle). The
 * fields are uncontrolled: what a visitor typed before the page's app started is read at submission.
 */
export function CompanyForm() {
  const id = useId();
  const [sending, setSending] = useState(false);
  const named = (name: keyof CompanyContactBody) => ({ id: `${id}-${name}`, name });

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const values = new FormData(form);
    const text = (name: keyof CompanyContactBody) => String(values.get(name) ?? '');
    const employeeCount = text('employeeCount');
    setSending(true);
    const body: Partial<CompanyContactBody> = {
      companyName: text('companyName'),
      email: text('email'),
      employeeCount: employeeCount ? Number(employeeCount) : undefined,
      message: text('message') || undefined,
    };
    try {
      await apiRequest<CompanyContactResponse>('/api/company-contacts', { body });
      notify.success('Proposta enviada com sucesso!', {
        description: 'Entraremos em contato em até 24 horas.',
      });
      form.reset();
    } catch (error) {
      const description =
        error instanceof ApiRequestError && error.status === 400
          ? error.message
          : 'Tente novamente em alguns instantes.';
      notify.error('Erro ao enviar proposta', { description });
    } finally {
      setSending(false);
    }
  }

  return (
    <section aria-labelledby="empresas-titulo" className="bg-brand-50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-16 md:grid-cols-2 md:items-center">
        <div className="flex flex-col gap-4">
          <Building2 aria-hidden="true" className="size-10 text-brand-700" />
          <h2 id="empresas-titulo" className="text-3xl font-bold text-slate-900">
            Aria para empresas
          </h2>
          <p className="text-slate-700">
            Cuide do bem-estar emocional da sua equipe com acesso à Aria 24 horas e consultas com psicólogos
            parceiros. Conte um pouco sobre a sua empresa e enviamos uma proposta personalizada em até 24
            horas.
          </p>
        </div>
        <form
          onSubmit={handleSubmit}
          aria-label="Solicitar proposta para empresas"
          className="flex flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm"
        >
          <Field
            label="Nome da empresa"
            {...named('companyName')}
            required
            maxLength={200}
            autoComplete="organization"
          />
          <Field
            label="E-mail corporativo"
            {...named('email')}
            type="email"
            required
            maxLength={254}
            autoComplete="email"
          />
          <SelectField
            label="Número de funcionários"
            {...named('employeeCount')}
            emptyOption="Selecione"
            options={EMPLOYEE_COUNT_OPTIONS}
          />
          <TextareaField label="Mensagem (opcional)" {...named('message')} maxLength={2000} rows={3} />
          <SubmitButton busy={sending} busyLabel="Enviando...">
            Solicitar proposta
          </SubmitButton>
        </form>
      </div>
    </section>
  );
}
