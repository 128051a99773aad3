import { FileLock2, KeyRound, Landmark, LockKeyhole, ShieldCheck } from 'lucide-react';
import { FeatureList } from './feature-list';
import { LandingSection } from './landing-section';

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
    <LandingSection
      titleId="seguranca-titulo"
      title="Segurança e conformidade"
      background="bg-slate-50"
      intro="O histórico das suas conversas com a Aria fica só no seu navegador: nossos servidores não guardam o texto do chat."
    >
      <FeatureList features={CLAIMS} look="badges" iconColor="text-brand-700" />
    </LandingSection>
  );
}
