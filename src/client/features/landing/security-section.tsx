import { FileLock2, KeyRound, Landmark, LockKeyhole, ShieldCheck } from 'lucide-react';
import { FeatureList } from './feature-list';

const CLAIMS = [
  {
    icon: KeyRound,
    title: 'Criptografia AES-256',
    text: 'Seus dados são protegidos com criptografia forte.',
  },
  {
    icon: Landmark,
    title: 'LGPD',
    text: 'Tratamos dados de saúde como dados sensíveis, conforme a Lei Geral de Proteção de Dados.',
  },
  { icon: ShieldCheck, title: 'ISO 27001', text: 'Gestão de segurança da informação.' },
  { icon: FileLock2, title: 'SOC 2 Type II', text: 'Controles de segurança, disponibilidade e sigilo.' },
  { icon: LockKeyhole, title: 'SSL/TLS 1.3', text: 'Toda comunicação com a Aria é cifrada.' },
];

export function SecuritySection() {
  return (
    <section aria-labelledby="seguranca-titulo" className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="seguranca-titulo" className="text-center text-3xl font-bold text-slate-900">
          Segurança e conformidade
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-700">
          O histórico das suas conversas com a Aria fica só no seu navegador: nossos servidores não guardam o
          texto do chat.
        </p>
        <FeatureList features={CLAIMS} look="badges" iconColor="text-brand-700" />
      </div>
    </section>
  );
}
