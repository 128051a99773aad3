import { Compass, Eye, HandHeart, ShieldCheck } from 'lucide-react';
import { FeatureList } from './feature-list';
import { LandingSection } from './landing-section';

const PILLARS = [
  {
    icon: Compass,
    title: 'Missão',
    text: 'Tornar o apoio emocional acessível a qualquer pessoa no Brasil, a qualquer hora, com acolhimento e responsabilidade.',
  },
  {
    icon: Eye,
    title: 'Visão',
    text: 'Ser a porta de entrada mais confiável para o cuidado com a saúde emocional, unindo tecnologia e psicólogos.',
  },
  {
    icon: HandHeart,
    title: 'Valores',
    text: 'Empatia, respeito, sigilo e transparência: você é ouvido sem julgamento e sabe sempre com quem está falando.',
  },
  {
    icon: ShieldCheck,
    title: 'Compromissos',
    text: 'A Aria é uma IA e diz isso; não faz diagnósticos e, em momentos difíceis, indica ajuda humana: CVV 188 e SAMU 192.',
  },
];

export function AboutSection() {
  return (
    <LandingSection
      id="sobre"
      titleId="sobre-titulo"
      title="Sobre nós"
      background="bg-white"
      intro="Nascemos para que ninguém precise atravessar um momento difícil sozinho. Mais de 10.000 pessoas já conversaram com a Aria."
    >
      <FeatureList features={PILLARS} look="outlined" iconColor="text-brand-700" />
    </LandingSection>
  );
}
