import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Button, SubmitButton } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { serverMessage } from '../../lib/api';
import {
  bankDetailsBodySchema,
  type BankDetailsBody,
} from '../../../shared/contracts/psychologist-applications';
import { fetchBankDetails, PSYCHOLOGIST_BANK_DETAILS_KEY, saveBankDetails } from './api';
import { useFormValues } from '../../lib/use-form-values';
import { parsedOrToast } from '../../lib/toast-failure';

const EMPTY: BankDetailsBody = { bankName: '', bankAgency: '', bankAccount: '', bankAccountHolder: '' };

/** Bank details left for later at application (issue 24): completed here before the first payout. */
export function BankDetailsSection() {
  const queryClient = useQueryClient();
  const current = useQuery({ queryKey: PSYCHOLOGIST_BANK_DETAILS_KEY, queryFn: fetchBankDetails });
  const [editing, setEditing] = useState(false);
  const { values: form, setValues: setForm, bind } = useFormValues<BankDetailsBody>(EMPTY);
  const save = useMutation({
    mutationFn: saveBankDetails,
    onSuccess: (saved) => {
      queryClient.setQueryData(PSYCHOLOGIST_BANK_DETAILS_KEY, saved);
      setEditing(false);
      setForm(EMPTY);
      toast.success('Dados bancários salvos.');
    },
    onError: (error) =>
      toast.error('Não foi possível salvar os dados bancários.', {
        description: serverMessage(error),
      }),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    const details = parsedOrToast(bankDetailsBodySchema, form, 'Não foi possível salvar os dados bancários.');
    if (details) save.mutate(details);
  }
  if (!current.data) return null;
  const { pending, bankDetails } = current.data;
  return (
    <Card className="mt-6 flex flex-col gap-4 p-6">
      <h2 className="text-lg font-semibold text-slate-900">Dados bancários</h2>
      {pending ? (
        <p role="status" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          Dados bancários pendentes: complete-os para receber o primeiro repasse.
        </p>
      ) : bankDetails ? (
        <p className="text-slate-800">
          {bankDetails.bankName} · ag. {bankDetails.agency} · conta {bankDetails.account} ·{' '}
          {bankDetails.holder}
        </p>
      ) : null}
      {pending || editing ? (
        <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
          <Field label="Banco" {...bind('bankName')} required />
          <Field label="Agência" {...bind('bankAgency')} required />
          <Field label="Conta" {...bind('bankAccount')} required />
          <Field label="Titular da conta" {...bind('bankAccountHolder')} required />
          <SubmitButton className="self-start" busy={save.isPending} busyLabel="Salvando...">
            Salvar dados bancários
          </SubmitButton>
        </form>
      ) : (
        <Button variant="outline" className="self-start" onClick={() => setEditing(true)}>
          Alterar dados bancários
        </Button>
      )}
    </Card>
  );
}
