import type { TechniqueId } from './exercise-scripts';

/**
 * Each step said again in other, plainer words, for "não entendi" (issue 22: confusion re-explains the same step,
 * it does not move on), and each technique as a how-to answer: the steps at once, for "como faço pra…?".
 */
export const REPHRASED_STEPS: Record<TechniqueId, readonly string[]> = {
  'respiracao-478': [
    'É só se ajeitar num lugar confortável, deixar os ombros caírem e soltar o ar pela boca, como num suspiro comprido. Não precisa fazer nada além disso agora. Me manda um "ok" quando fizer.',
    'Funciona assim: puxe o ar pelo nariz enquanto conta 1, 2, 3, 4. Prenda o ar contando até 7. Depois solte pela boca bem devagar, contando até 8. Se ficar difícil, use números menores — o que importa é soltar mais devagar do que puxou. Faça isso quatro vezes e me avise.',
    'Agora é só respirar normal e reparar no corpo: os ombros estão mais soltos? As mãos? Não tem resposta certa — me conta só o que você percebeu.',
    'Faça mais uma ou duas vezes a contagem 4, 7, 8, bem devagar, e depois me conta como você se sente.',
  ],
  'respiracao-quadrada': [
    'Pense num quadrado com quatro lados iguais: cada lado vai ser uma parte da respiração, de 4 segundos. Por enquanto, só se sente com as costas apoiadas e solte o ar devagar. Me manda um "ok" quando estiver pronto.',
    'Conte até 4 em cada parte: puxe o ar (1, 2, 3, 4), segure (1, 2, 3, 4), solte (1, 2, 3, 4) e fique sem ar (1, 2, 3, 4). Isso é uma volta. Faça umas quatro voltas e me avise.',
    'Se você se perdeu na contagem, não tem problema nenhum: recomece do 1. Faça mais duas voltas devagar e me conta quando terminar.',
    'Agora só respire normalmente e repare se algo mudou no corpo, mesmo um pouco: o coração, as mãos, os ombros. O que você notou?',
  ],
  aterramento: [
    'A ideia é prestar atenção no que está à sua volta. Olhe ao redor e diga cinco coisas que você está vendo agora — qualquer coisa serve: a parede, uma janela, um copo.',
    'Agora repare em quatro coisas que você sente pelo toque: a roupa no corpo, os pés no chão, a cadeira, o celular na mão. Pode me dizer quais são.',
    'Agora fique quietinho um instante e escute: quais três sons você consegue ouvir, mesmo bem baixinhos?',
    'Por último: dois cheiros que você percebe (pode ser da roupa ou do ar) e um gosto na boca. Depois respire fundo, devagar, uma vez.',
  ],
  reestruturacao: [
    'Pense numa frase que sua cabeça repete e que te faz mal — algo como "eu sou um fracasso". Escreva essa frase aqui, do jeito que ela vem. E diga um número de 0 a 10 para o quanto você acredita nela.',
    'Agora vamos ver as provas, como um detetive: o que aconteceu de verdade que combina com esse pensamento? E o que aconteceu que não combina com ele? Escreva um pouco de cada lado.',
    'Imagine um amigo querido pensando isso dele mesmo. O que você diria para ele? Escreva uma frase mais justa e mais gentil — não precisa ser otimista, só mais verdadeira.',
    'Leia a frase nova. Agora, de 0 a 10, quanto você ainda acredita naquele primeiro pensamento?',
  ],
  'higiene-sono': [
    'É preparar o quarto para dormir: apague ou diminua as luzes, deixe o celular longe da cama e deixe o quarto mais fresco e quieto, se der. Me avisa com um "ok" quando fizer.',
    'Se tiver muita coisa na cabeça, escreva num papel o que está te preocupando ou o que precisa fazer amanhã. Assim a cabeça não precisa ficar lembrando. Me avisa quando terminar.',
    'Deitado, aperte os pés com força por uns 5 segundos e depois solte. Faça o mesmo com as pernas, a barriga, as mãos, os ombros e o rosto, uma parte de cada vez, respirando devagar.',
  ],
  escrita: [
    'É escrever por uns 10 minutos, sem parar e sem se preocupar se está bonito ou certo, sobre o que você está sentindo e o que aconteceu. Ninguém vai ler. Me manda um "terminei" quando acabar.',
    'Agora leia o que você escreveu, com calma. Tem alguma frase ou sentimento que chamou sua atenção?',
    'Para fechar, escreva uma ou duas frases para você mesmo, como se falasse com alguém de quem você gosta muito e que está passando por isso.',
  ],
};

export const HOW_TO: Record<TechniqueId, string> = {
  'respiracao-478':
    'Claro! A respiração 4-7-8 é assim: sente-se ou deite-se, solte os ombros e solte todo o ar pela boca. Depois inspire pelo nariz contando até 4, segure o ar contando até 7 e solte pela boca, bem devagar, contando até 8. Repita quatro vezes. Se segurar até 7 for desconfortável, encurte as contagens: o que acalma é soltar o ar mais devagar do que puxou.',
  'respiracao-quadrada':
    'Claro! Numa crise, a respiração quadrada ajuda muito: inspire pelo nariz contando até 4, segure o ar contando até 4, solte pela boca contando até 4 e fique sem ar contando até 4. Repita de quatro a seis vezes. Se 4 for muito, use 3: o importante é um ritmo lento e igual. Se a falta de ar vier com dor no peito ou desmaio, procure atendimento ou ligue para o SAMU no [192](tel:192).',
  aterramento:
    'Claro! O aterramento 5-4-3-2-1 traz a mente de volta para o agora pelos sentidos: repare em 5 coisas que você vê, 4 que você pode tocar, 3 sons que você ouve, 2 cheiros e 1 sabor. Vá devagar, uma por uma, e no fim respire fundo uma vez. Funciona bem quando a cabeça dispara ou quando parece que você está longe do próprio corpo.',
  reestruturacao:
    'Claro! A reestruturação de pensamentos funciona assim: escreva o pensamento que está pesando e quanto você acredita nele, de 0 a 10; liste os fatos que apoiam e os que não combinam com ele; pense no que você diria a alguém querido com esse mesmo pensamento e escreva uma versão mais justa; por fim, veja de novo, de 0 a 10, quanto acredita no pensamento do começo.',
  'higiene-sono':
    'Claro! Algumas coisas que ajudam a dormir: diminua as luzes e deixe o celular longe da cama uns 30 minutos antes de deitar; anote num papel as preocupações e tarefas de amanhã para a cabeça não ficar girando; já deitado, contraia e solte cada parte do corpo, dos pés ao rosto, respirando devagar. Manter o mesmo horário para acordar e evitar café depois da tarde também faz diferença.',
  escrita:
    'Claro! A escrita expressiva é assim: reserve uns 10 minutos e escreva sem parar, sem se preocupar com letra ou gramática, sobre o que você está sentindo e o que aconteceu; depois releia com calma e repare no que chamou sua atenção; para fechar, escreva uma ou duas linhas para você mesmo, como falaria com alguém querido.',
};

/**
 * What people ask next about a technique once its how-to was given: how often and how long, whether it can be done
 * anywhere without anyone noticing, and what to do when a part is hard.
 */
export const HOW_TO_DETAILS: Record<TechniqueId, string> = {
  'respiracao-478':
    'Quatro ciclos de cada vez bastam, e dá para repetir duas ou três vezes ao dia ou sempre que a ansiedade subir; com a prática ela funciona mais rápido. Dá para fazer em qualquer lugar, até no meio de uma aula ou reunião, sem ninguém perceber: é só soltar o ar devagar, pelo nariz se preferir. Se prender o ar até 7 ficar difícil, use 2, 4 e 5 — o que acalma é o ar sair mais devagar do que entrou.',
  'respiracao-quadrada':
    'Faça de quatro a seis voltas, uns dois minutos, e repita sempre que precisar, várias vezes ao dia se quiser. Dá para fazer em qualquer lugar, até no meio de uma aula ou no ônibus, sem ninguém perceber: é só respirar pelo nariz, no seu ritmo. Se segurar o ar por 4 tempos for difícil, use 3 ou 2 — o importante é um ritmo lento e igual, não o número.',
  aterramento:
    'Leva uns dois ou três minutos e pode ser feito quantas vezes precisar, em qualquer lugar, só com o olhar e a atenção, sem ninguém perceber. Se não achar um cheiro ou um sabor, tudo bem: repare em mais uma coisa que você vê ou toca. O que importa é ir devagar e voltar a atenção para o agora.',
  reestruturacao:
    'Uma vez por dia, ou quando um pensamento pesado voltar muito, já ajuda; anotar no celular ou num caderno deixa você comparar depois. Se for difícil achar fatos contra o pensamento, pergunte-se o que um amigo que te conhece bem diria. Não precisa acreditar na frase nova de cara: baixar um pouco aquele número de 0 a 10 já é avanço.',
  'higiene-sono':
    'Sim, o celular até tarde atrapalha: a luz da tela e o que a gente lê deixam a cabeça acesa, então tente largá-lo uns 30 a 60 minutos antes de deitar. Os hábitos fazem efeito com alguns dias seguidos, não numa noite só; o mais importante é acordar sempre no mesmo horário. Se depois de uns 20 minutos na cama o sono não vier, levante, faça algo calmo com pouca luz e volte quando der sono.',
  escrita:
    'Dá para escrever antes de dormir, sim: muita gente acha que ajuda a cabeça a desacelerar. Uns 10 a 20 minutos, em três ou quatro dias seguidos, já fazem diferença. Se mexer muito com você, pare, respire e escreva sobre outra coisa — não precisa ir até o fim do que dói de uma vez, e o papel pode ser guardado ou jogado fora.',
};

/** A third question about a technique already explained twice: doing it together answers it best. */
export function tryItTogether(name: string): string {
  return `Vale tudo o que eu te disse acima. E o jeito mais fácil de pegar o ritmo é fazendo junto: quer fazer a ${name} comigo agora, passo a passo?`;
}

export const REEXPLAIN_OPENINGS = [
  'Sem problema, vou explicar de outro jeito.',
  'Claro, deixa eu dizer com outras palavras.',
  'Tudo bem, explico melhor.',
];

export const STEP_ACKNOWLEDGEMENTS = ['Muito bem.', 'Isso.', 'Ótimo.', 'Que bom.'];

/** Called away mid-step ("depois volto", "tão me ligando"): no answer to give, only the door left open. */
export function calledAwayReply(name: string): string {
  return `Claro, vai lá! Quando voltar, é só me chamar que a gente continua o exercício de ${name} de onde parou.`;
}

export function comeBackOffer(name: string): string {
  return `Quando quiser, a gente volta ao exercício de ${name} de onde parou — é só me dizer.`;
}

/**
 * Practical answers to how-to questions that no exercise answers (dialogue round 4): how to say something hard to
 * someone close without it turning into a fight, and what to do in the moment anger rises.
 */
export const ADVICE_IDS = ['hard-talk', 'anger-moment', 'help-someone'] as const;
export type AdviceId = (typeof ADVICE_IDS)[number];

export const ADVICE: Record<AdviceId, string> = {
  'hard-talk':
    'Algumas coisas costumam ajudar numa conversa difícil com alguém próximo:\n\n1. **Escolha a hora.** Fale quando os dois estiverem calmos, não no meio da briga.\n2. **Fale de você, não da pessoa.** "Eu me sinto ___ quando ___, e eu preciso de ___" costuma ser ouvido melhor do que "você sempre…".\n3. **Um assunto por vez**, com um pedido concreto ("queria que você me avisasse antes de vir").\n4. **Ouça de volta** e repita com suas palavras o que entendeu, mesmo discordando.\n5. **Se esquentar, pause**: "vamos continuar depois, quero conversar direito" — e volte mesmo.\n\nColocar um limite não é brigar: é dizer com calma o que você aceita e o que não aceita. Quer pensar comigo em como começar essa conversa?',
  // How to help someone close who is going through something ("como eu posso ajudar ele?", a police officer's wife
  // whose husband shut himself in after a colleague was killed: round 9 walk, answered with the writing exercise).
  'help-someone':
    'Algumas coisas costumam ajudar quem está passando por um momento difícil:\n\n1. **Esteja por perto sem forçar a conversa.** Um "tô aqui, quando quiser falar" e a presença no dia a dia já dizem muito.\n2. **Ouça mais do que aconselha.** Se a pessoa falar, deixe ela contar do jeito dela, sem julgar nem apressar.\n3. **Cuide do básico junto**: sono, comida, um tempo longe do assunto.\n4. **Sugira ajuda sem pressionar**: um psicólogo (muitas empresas e corporações têm), a UBS ou o CAPS pelo SUS, ou o CVV no [188](tel:188).\n5. **Se ela falar em morrer, em se machucar, ou em machucar alguém**, leve a sério: não deixe a pessoa sozinha e ligue para o SAMU no [192](tel:192) ou para o CVV.\n\nE cuide de você também: quem apoia precisa de apoio. Como você está no meio disso tudo?',
  'anger-moment':
    'Na hora em que a raiva sobe, o mais importante é ganhar alguns minutos antes de responder:\n\n1. **Sair de perto vale, sim** — avise que vai dar um tempo ("preciso de uns minutos, já volto") e vá para outro cômodo.\n2. **Solte o corpo**: respire devagar, soltando o ar mais longo do que puxa, por uns minutos; água gelada no rosto ou nos pulsos ajuda.\n3. **Espere a onda baixar** antes de falar: ela costuma passar em 10 a 20 minutos.\n4. **Depois, com calma**, volte ao assunto dizendo o que te incomodou e o que você precisa.\n\nSe a raiva vier com vontade de machucar alguém ou você mesmo, afaste-se de tudo o que possa ferir e peça ajuda. Quer me contar o que costuma acontecer logo antes de a raiva explodir?',
};
