import type { ReactNode } from 'react';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { BankDetailsSection } from './bank-details-section';
import { formatCrp, type PsychologistMe } from '../../../shared/contracts/psychologist-area';

/** Read-only (docs/product.md, Psychologist area): changes go through the Aria team, which checks the CRP again. */
export function ProfileTab({ psychologist }: { psychologist: PsychologistMe }) {
  const rows: Array<[string, ReactNode]> = [
    ['Nome', psychologist.name],
    ['E-mail', psychologist.email],
    ['CRP', psychologist.crp ? formatCrp(psychologist.crp) : 'Não informado'],
    ['Especialização', psychologist.specialization],
    [
      'Status',
      psychologist.isActive ? <Badge variant="success">Ativo</Badge> : <Badge variant="muted">Inativo</Badge>,
    ],
    ['Biografia', psychologist.biography],
  ];
  return (
    <>
      <Card className="p-6">
        <dl className="grid gap-4 sm:grid-cols-[10rem_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-sm font-medium text-slate-500">{label}</dt>
              <dd className="whitespace-pre-line text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <BankDetailsSection />
    </>
  );
}
