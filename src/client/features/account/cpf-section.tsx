import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { ApiRequestError } from '../../lib/api';
import { CPF_INVALID_MESSAGE, formatCpf, isValidCpf } from '../../../shared/cpf';
import { CPF_QUERY_KEY, getCpf, saveCpf } from './account-api';

/** The CPF the Receita Saúde receipts name (issue 24): added or corrected here, also on past consultations. */
export function CpfSection() {
  const queryClient = useQueryClient();
  const current = useQuery({ queryKey: CPF_QUERY_KEY, queryFn: getCpf });
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (current.data?.cpf) setValue(formatCpf(current.data.cpf));
  }, [current.data?.cpf]);

  const save = useMutation({
    mutationFn: () => saveCpf(value),
    onSuccess: (saved) => {
      queryClient.setQueryData(CPF_QUERY_KEY, saved);
      toast.success(saved.cpf ? 'CPF salvo' : 'CPF removido', {
        description: saved.cpf ? 'Ele aparece nos recibos das suas consultas.' : undefined,
      });
    },
    onError: (failure) =>
      toast.error('Não foi possível salvar o CPF', {
        description:
          failure instanceof ApiRequestError ? failure.message : 'Tente novamente em alguns instantes.',
      }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (value.trim() !== '' && !isValidCpf(value)) {
      setError(CPF_INVALID_MESSAGE);
      return;
    }
    setError(null);
    save.mutate();
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>CPF para recibos</CardTitle>
        <CardDescription>
          Opcional. Com ele, o(a) psicólogo(a) emite o recibo do Receita Saúde das suas consultas, que você
          pode deduzir no Imposto de Renda.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="flex flex-col gap-3">
          <Field
            label="CPF"
            inputMode="numeric"
            placeholder="000.000.000-00"
            value={value}
            disabled={current.isPending}
            aria-invalid={error ? true : undefined}
            aria-errormessage={error ? 'cpf-erro' : undefined}
            onChange={(event) => setValue(event.target.value)}
          />
          {error ? (
            <p id="cpf-erro" className="text-sm text-red-700">
              {error}
            </p>
          ) : null}
          <Button type="submit" disabled={save.isPending || current.isPending} className="self-start">
            {save.isPending ? 'Salvando...' : 'Salvar CPF'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
