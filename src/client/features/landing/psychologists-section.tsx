import { BadgeCheck, Clock, Percent, Video } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button-link';
import { FeatureList } from './feature-list';

const HIGHLIGHTS = [
  {
    icon: BadgeCheck,
    title: 'Profissionais qualificados',
    text: 'Psicólogos com registro ativo no CRP e experiência clínica comprovada.',
  },
  {
    icon: Video,
    title: 'Sessões online de 50 minutos',
    text: 'Por videochamada, de onde você estiver, com sigilo profissional.',
  },
  {
    icon: Clock,
    title: 'Horários flexíveis',
    text: 'Escolha o dia e o horário que cabem na sua rotina, de segunda a sexta.',
  },
  {
    icon: Percent,
    title: '30% OFF para assinantes',
    text: 'Consulta avulsa por R$ 99,90, ou R$ 69,90 para quem tem um plano ativo.',
  },
];

export function PsychologistsSection() {
  return (
    <section id="psicologos" aria-labelledby="psicologos-titulo" className="scroll-mt-16 bg-calm-50">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="psicologos-titulo" className="text-center text-3xl font-bold text-slate-900">
          Psicólogos parceiros
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-700">
          Quando você quiser falar com uma pessoa, nossos psicólogos parceiros atendem por videochamada. A
          Aria apoia no dia a dia; o psicólogo cuida do tratamento.
        </p>
        <FeatureList features={HIGHLIGHTS} look="raised" iconColor="text-calm-700" />
        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <ButtonLink to="/consultas" size="lg" variant="calm">
            Agendar uma consulta
          </ButtonLink>
          <ButtonLink to="/psicologos" size="lg" variant="outline">
            Conhecer os psicólogos
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
