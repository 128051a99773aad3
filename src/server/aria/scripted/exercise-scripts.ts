/**
 * The guided exercises Aria offers, written as she says them. Each is a short, evidence-informed self-help
 * technique, never treatment: breathing with a long exhale, 5-4-3-2-1 grounding, thought restructuring in the
 * style of cognitive therapy, sleep hygiene and expressive writing. Steps never mention medication.
 */

export const TECHNIQUE_IDS = [
  'respiracao-478',
  'respiracao-quadrada',
  'aterramento',
  'reestruturacao',
  'higiene-sono',
  'escrita',
] as const;
export type TechniqueId = (typeof TECHNIQUE_IDS)[number];

export interface Technique {
  id: TechniqueId;
  /** As it reads inside a sentence. */
  name: string;
  /** As it reads in a step label, "Passo 1 de 4 — <title>." */
  title: string;
  /** Phrases (phrase-pattern.ts) by which a person names it. */
  aliases: string[];
  /** One or two sentences presenting it; each mentions `name`. */
  offers: string[];
  steps: string[];
  closings: string[];
  /** Its steps ask the person to write or list something, so any answer moves on. */
  writtenAnswers: boolean;
}

const READY = 'Me manda um "ok" quando quiser seguir.';

export const TECHNIQUES: Record<TechniqueId, Technique> = {
  'respiracao-478': {
    id: 'respiracao-478',
    name: 'respiração 4-7-8',
    title: 'Respiração 4-7-8',
    // "respirar" alone is left out: "não consigo respirar" is a symptom to answer, not a request.
    aliases: [
      '4 7 8',
      '478',
      'quatro sete oito',
      'exercicio* de respiracao',
      'respiracao',
      '(o|aquele|aquela) de (contar|segurar o ar|soltar o ar)',
    ],
    offers: [
      'Uma coisa que costuma ajudar é a respiração 4-7-8: inspirar contando até 4, segurar até 7 e soltar o ar devagar até 8. Leva uns dois minutos.',
      'Posso te guiar numa respiração 4-7-8, que usa uma expiração longa para avisar ao corpo que ele pode desacelerar.',
    ],
    steps: [
      `Sente-se ou deite-se de um jeito confortável e solte os ombros. Se quiser, feche os olhos ou deixe o olhar descansar num ponto fixo. Para começar, solte todo o ar pela boca, devagar, como um suspiro longo. ${READY}`,
      'Agora inspire pelo nariz contando até 4… segure o ar contando até 7… e solte pela boca, bem devagar, contando até 8. Esse é um ciclo. Faça mais três, no seu ritmo. Se segurar até 7 ficar desconfortável, encurte as contagens: o importante é soltar o ar mais devagar do que puxou. Me avisa quando terminar.',
      'Volte a respirar normalmente e só observe: como estão seus ombros, sua mandíbula, suas mãos? Tem algum lugar do corpo um pouco mais solto do que antes? Não precisa mudar nada, só perceber. Me conta o que você notou.',
      'Para fechar, faça mais um ou dois ciclos bem lentos — 4, 7, 8 — reconhecendo que você tirou esse momento para se cuidar. Quando terminar, me conta como foi.',
    ],
    closings: [
      'Que bom que você foi até o fim da respiração 4-7-8. De 0 a 10, como está a sua tensão agora, comparada com o começo? Essa respiração funciona melhor com prática: fazer duas vezes por dia, mesmo nos dias tranquilos, ensina o corpo o caminho da calma.',
      'Você completou a respiração 4-7-8. Como você está se sentindo agora? Ela fica ainda mais eficaz com o treino, então vale repetir em outros momentos do dia — e, se quiser, seguimos conversando.',
    ],
    writtenAnswers: false,
  },
  'respiracao-quadrada': {
    id: 'respiracao-quadrada',
    name: 'respiração quadrada',
    title: 'Respiração quadrada',
    aliases: [
      'respiracao quadrada',
      'quadrad*',
      'respiracao da caixa',
      'box breathing',
      '(quatro|4) tempos',
      // Breathing asked for without a name ("agora eu quero aquele de respirar"): the square breathing.
      '(aquele|aquela|o|a|um|uma) (exercicio |negocio |lance )?(de|da|do) (respirar|respiracao)',
      // "aquele negócio que você falou antes, de respirar" (dialogue round 4).
      '(aquele|aquela) (exercicio|negocio|lance) (q|que) (vc|voce) (falou|disse|mandou|ofereceu) (antes )?(de|da) (respirar|respiracao)',
    ],
    offers: [
      'Uma técnica simples para esses momentos é a respiração quadrada: quatro tempos iguais de inspirar, segurar, soltar e esperar. Dá para fazer em qualquer lugar, sem ninguém perceber.',
      'Posso te guiar numa respiração quadrada, que ajuda a baixar a tensão do corpo em poucos minutos.',
    ],
    steps: [
      `Imagine um quadrado: cada lado é uma etapa de 4 segundos. Sente-se com as costas apoiadas e os pés no chão, e solte o ar devagar. ${READY}`,
      'Inspire pelo nariz contando até 4 (primeiro lado)… segure o ar contando até 4 (segundo lado)… solte pela boca contando até 4 (terceiro lado)… e fique sem ar contando até 4 (quarto lado). Repita o quadrado quatro vezes, no seu ritmo. Me avisa quando terminar.',
      'Se a mente se distraiu no meio, tudo bem: é normal, é só voltar a contar. Faça mais duas voltas no quadrado, imaginando cada lado sendo desenhado bem devagar. Me conta quando terminar.',
      'Agora volte à respiração natural e perceba: o ritmo do coração, a temperatura das mãos, o peso do corpo apoiado. O que mudou, mesmo que pouco?',
    ],
    closings: [
      'Você completou a respiração quadrada. Ela é discreta e cabe em qualquer lugar — numa reunião, no ônibus, antes de uma conversa difícil. De 0 a 10, como você está agora?',
      'Que bom que você fez a respiração quadrada até o fim. Guarde essa ferramenta para os momentos de tensão. Como você está se sentindo agora? Se quiser, seguimos conversando.',
    ],
    writtenAnswers: false,
  },
  aterramento: {
    id: 'aterramento',
    name: 'aterramento 5-4-3-2-1',
    title: 'Aterramento 5-4-3-2-1',
    aliases: [
      'aterramento',
      '5 4 3 2 1',
      'cinco quatro tres dois um',
      'grounding',
      '(5|cinco) sentidos',
      '(o|aquele|aquela) (exercicio |negocio )?dos sentidos',
    ],
    offers: [
      'Quando a cabeça dispara, o aterramento 5-4-3-2-1 ajuda a voltar para o presente usando os cinco sentidos.',
      'Um exercício que costuma acalmar é o aterramento 5-4-3-2-1: você vai notando coisas ao seu redor, uma por uma, até a mente desacelerar.',
    ],
    steps: [
      'Essa técnica traz sua atenção para o agora usando os sentidos. Olhe ao redor e repare em 5 coisas que você consegue ver — podem ser simples: uma cor, uma luz, um objeto. Se quiser, escreva aqui.',
      'Agora perceba 4 coisas que você consegue tocar ou sentir no corpo: a roupa na pele, os pés no chão, a textura de algo perto de você, a temperatura do ar.',
      'Agora preste atenção em 3 sons ao seu redor — perto ou longe, altos ou bem baixinhos.',
      'Para terminar, perceba 2 cheiros (da sua roupa, do ar, de uma xícara) e 1 sabor na boca, ou algo que você gostaria de saborear. Depois, respire fundo uma vez, devagar.',
    ],
    closings: [
      'Você completou o aterramento 5-4-3-2-1. Ele é útil sempre que a mente corre para o futuro ou para o passado: os sentidos trazem você de volta para o agora. Como você está se sentindo?',
      'Que bom que você foi até o fim do aterramento 5-4-3-2-1. Percebe alguma diferença entre o começo e agora? Dá para usar essa técnica em qualquer lugar, sempre que precisar.',
    ],
    writtenAnswers: true,
  },
  reestruturacao: {
    id: 'reestruturacao',
    name: 'reestruturação de pensamentos',
    title: 'Reestruturação de pensamentos',
    aliases: [
      'reestrutura*',
      'questionar (o|meu|meus|esse|esses) pensamento*',
      '(o|aquele|aquela) (do|dos|de) (pensamento*|questionar)',
      // Described by what it does (dialogue round 3): "esse de repensar o pensamento", "anotar o pensamento e ver a
      // prova contra", "escrever o pensamento e ver se é verdade".
      'repensar (o|os|um|meu|meus)? pensamento*',
      '(examinar|analisar|avaliar|checar|testar) (o|os|um|meu|meus|esse|esses|aquele)? pensamento*',
      '(anotar|anoto|escrever|escrevo|escreve|anota) (o|os|um|meu|meus|esse|aquele) pensamento* * * (prova*|evidencia*|verdade|contra|a favor|justo)',
      'pensamento mais justo',
      // "aquele negócio de escrever o pensamento q vc falou" (round 6 development): the thought written is this one's
      // first step; expressive writing writes what one feels.
      '(escrever|escrevo|escreve|escrevendo|anotar|anoto|anota|anotando) (o|os|esse|esses|aquele|meu|meus|um) pensamento*',
    ],
    offers: [
      'Um exercício que ajuda a olhar para isso de outro ângulo é a reestruturação de pensamentos: a gente pega um pensamento que machuca e examina com calma se ele é tão verdadeiro quanto parece.',
      'Posso te acompanhar numa reestruturação de pensamentos, um exercício para questionar aquela voz crítica e buscar uma visão mais justa com você.',
    ],
    steps: [
      'Vamos olhar para um pensamento que está pesando. Escreva aqui do jeito que ele aparece na sua cabeça — por exemplo, "eu nunca faço nada direito". E, de 0 a 10, quanto você acredita nele agora?',
      'Obrigada. Agora, como alguém curioso investigando um caso: que fatos apoiam esse pensamento? E que fatos não combinam com ele — situações em que as coisas foram diferentes? Pode listar os dois lados.',
      'Imagine que uma pessoa de quem você gosta muito tivesse esse mesmo pensamento sobre ela. O que você diria a ela? Tente escrever uma versão mais equilibrada e gentil do pensamento — não precisa ser positiva, só mais justa.',
      'Leia essa nova versão com calma. De 0 a 10, quanto você acredita agora no pensamento do começo?',
    ],
    closings: [
      'Você completou a reestruturação de pensamentos. O objetivo não é "pensar positivo", e sim enxergar a situação com mais justiça com você. Esses pensamentos automáticos voltam às vezes — e cada vez que você os questiona, eles perdem um pouco de força. Como você está depois disso?',
      'Que bom que você fez a reestruturação de pensamentos até o fim. Perceber que um pensamento é só um pensamento, e não um fato, já muda muita coisa. Como você se sente agora?',
    ],
    writtenAnswers: true,
  },
  'higiene-sono': {
    id: 'higiene-sono',
    name: 'higiene do sono',
    title: 'Higiene do sono',
    aliases: [
      'higiene do sono',
      'ritual (do|de|pra) (sono|dormir)',
      '(o|aquele|aquela|esse|essa) (exercicio |negocio |lance )?(do|de|pra) (sono|dormir)',
    ],
    offers: [
      'Posso te guiar num pequeno ritual de higiene do sono, com passos simples para preparar o corpo e a mente para dormir.',
      'Uma ajuda prática é um ritual de higiene do sono: alguns minutos para desacelerar o corpo e tirar as preocupações da cabeça antes de deitar.',
    ],
    steps: [
      `Vamos preparar o terreno para o sono. Se der, diminua as luzes agora, deixe o celular longe da cama (ou no modo noturno) e deixe o quarto um pouco mais fresco e silencioso. ${READY}`,
      'Se a cabeça está cheia, pegue um papel e anote as preocupações ou tarefas de amanhã — assim elas ficam guardadas no papel e não precisam ficar girando na mente. Quando terminar, me avisa.',
      'Agora, já na cama, faça um relaxamento: contraia os pés por uns 5 segundos e solte; depois as pernas, a barriga, as mãos, os ombros e o rosto, sempre contraindo e soltando. Respire devagar entre uma parte e outra. Se em uns 20 minutos o sono não vier, levante, faça algo calmo com pouca luz e volte quando sentir sono.',
    ],
    closings: [
      'Você completou o ritual de higiene do sono. Repetir esses passos no mesmo horário todas as noites ajuda o corpo a aprender que é hora de desligar. Também ajuda evitar café depois da tarde e acordar num horário parecido, inclusive no fim de semana. Boa noite — e, se precisar, estou aqui.',
      'Que bom que você fez o ritual de higiene do sono. Dê tempo ao corpo: o sono costuma melhorar com alguns dias de rotina. Descanse bem — estou aqui se precisar.',
    ],
    writtenAnswers: false,
  },
  escrita: {
    id: 'escrita',
    name: 'escrita expressiva',
    title: 'Escrita expressiva',
    aliases: [
      'escrita (expressiva)?',
      'escrever (sobre|o que eu sinto|o que sinto)',
      'diario',
      '(o|a|aquele|aquela|aquilo|esse|essa) (exercicio |negocio |lance )?(de|da) (escrever|escrita)',
    ],
    offers: [
      'Uma ferramenta que ajuda bastante é a escrita expressiva: escrever por alguns minutos, sem filtro, sobre o que você está sentindo. Colocar no papel costuma aliviar e organizar as ideias.',
      'Posso te guiar numa escrita expressiva, um exercício de uns dez minutos para tirar do peito o que está guardado.',
    ],
    steps: [
      'Pegue um papel ou um bloco de notas e reserve uns 10 minutos. Escreva sem parar e sem se preocupar com letra, gramática ou lógica, sobre o que você está sentindo e sobre o que aconteceu. Ninguém precisa ler — nem eu. Quando terminar, me manda um "terminei".',
      'Obrigada por se dar esse tempo. Agora releia o que escreveu, com calma. Alguma frase ou sentimento chamou sua atenção? Tem algo ali que você precisava ouvir?',
      'Para fechar, escreva uma ou duas linhas para si, como se falasse com alguém querido que está passando por isso. O que essa pessoa precisaria ouvir agora?',
    ],
    closings: [
      'Você completou a escrita expressiva. O papel é seu: pode guardar, reler outro dia ou até rasgar — o importante é que o que estava guardado ganhou espaço para sair. Como você está agora?',
      'Que bom que você fez a escrita expressiva até o fim. Repetir por alguns dias seguidos costuma trazer ainda mais alívio. Como você se sente depois de escrever?',
    ],
    writtenAnswers: true,
  },
};

/** The last sentence of every offer: the phrase "passo a passo?" is how the next turn recognises an offer. */
export const OFFER_CLOSINGS = [
  'Quer fazer comigo agora, passo a passo?',
  'Topa experimentar agora, passo a passo?',
  'Quer tentar agora, comigo, passo a passo?',
];

export const EXERCISE_MENU =
  'Claro! Posso te guiar em alguns exercícios: respiração 4-7-8 ou respiração quadrada (para acalmar o corpo), aterramento 5-4-3-2-1 (para voltar ao presente), reestruturação de pensamentos (para olhar um pensamento difícil de outro jeito), higiene do sono (para preparar a noite) e escrita expressiva (para colocar o que sente no papel). Qual você quer experimentar?';

export const EXERCISE_STOPPED = [
  'Tudo bem, podemos parar por aqui — obrigada por ter tentado. Às vezes um exercício não encaixa no momento, e está tudo certo. Como você está agora?',
  'Claro, a gente para aqui. Nem todo exercício funciona para todo mundo, e você pode voltar a ele quando quiser. O que você gostaria de fazer agora?',
];
