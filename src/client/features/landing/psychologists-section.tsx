import { BadgeCheck, Clock, Percent, Video } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button-link';
import { FeatureList } from './feature-list';
import { LandingSection } from './landing-section';

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
    <LandingSection
      id="psicologos"
      titleId="psicologos-titulo"
      title="Psicólogos parceiros"
      background="bg-calm-50"
      intro="Quando você quiser falar com uma pessoa, nossos psicólogos parceiros atendem por videochamada. A Aria apoia no dia a dia; o psicólogo cuida do tratamento."
    >
      <FeatureList features={HIGHLIGHTS} look="raised" iconColor="text-calm-700" />
      <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <ButtonLink to="/consultas" size="lg" variant="calm">
          Agendar uma consulta
        </ButtonLink>
        <ButtonLink to="/psicologos" size="lg" variant="outline">
          Conhecer os psicólogos
        </ButtonLink>
      </div>
    </LandingSection>
  );
}
