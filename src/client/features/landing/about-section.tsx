import { Compass, Eye, HandHeart, ShieldCheck } from 'lucide-react';
import { FeatureList } from './feature-list';

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
    <section id="sobre" aria-labelledby="sobre-titulo" className="scroll-mt-16 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <h2 id="sobre-titulo" className="text-center text-3xl font-bold text-slate-900">
          Sobre nós
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-700">
          Nascemos para que ninguém precise atravessar um momento difícil sozinho. Mais de 10.000 pessoas já
          conversaram com a Aria.
        </p>
        <FeatureList features={PILLARS} look="outlined" iconColor="text-brand-700" />
      </div>
    </section>
  );
}
