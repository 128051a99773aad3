import { FileLock2, KeyRound, Landmark, LockKeyhole, ShieldCheck } from 'lucide-react';

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
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {CLAIMS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex flex-col items-center gap-2 rounded-2xl bg-white p-5 text-center">
              <Icon aria-hidden="true" className="size-7 text-brand-700" />
              <h3 className="font-semibold text-slate-900">{title}</h3>
              <p className="text-xs text-slate-700">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
