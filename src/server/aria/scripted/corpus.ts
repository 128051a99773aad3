import type { ThemeId } from './theme-types';

/**
 * A labelled corpus of messages as people write them, for the engine tests: the theme each should be answered
 * in, and what a reply on that theme must mention.
 */
export const THEME_CORPUS: Record<ThemeId, { keywords: RegExp; messages: string[] }> = {
  ansiedade: {
    keywords: /ansiedade/i,
    messages: [
      'estou muito ansiosa hoje',
      'tô com uma ansiedade absurda e não sei por quê',
      'tive uma crise de pânico no ônibus',
      'meu coração fica acelerado e sinto um aperto no peito',
      'fico preocupado com tudo o tempo todo',
      'ando muito nervosa com a entrevista de amanhã',
    ],
  },
  estresse: {
    keywords: /estresse/i,
    messages: [
      'estou muito estressado',
      'tô sobrecarregada com a faculdade',
      'é muita coisa pra fazer ao mesmo tempo, não dou conta',
      'to estressada com as contas e o aluguel',
      'o prazo do tcc está me deixando tensa',
      'to estressada demais com as contas atrasadas',
    ],
  },
  tristeza: {
    keywords: /trist/i,
    messages: [
      'estou triste',
      'tô muito pra baixo esses dias',
      'chorei a noite inteira',
      'me sinto vazia por dentro',
      'hoje acordei com uma tristeza enorme',
      'to na bad hoje',
    ],
  },
  desanimo: {
    keywords: /desânimo|vontade|ânimo/i,
    messages: [
      'não tenho vontade de fazer nada',
      'ando desanimado, nada tem graça',
      'perdi o interesse por tudo que eu gostava',
      'n tenho animo pra nada',
      'não consigo sair da cama, tudo tanto faz',
      'sem energia pra nada faz semanas',
    ],
  },
  insonia: {
    keywords: /sono|dormir/i,
    messages: [
      'não consigo dormir',
      'tenho insônia faz semanas',
      'acordo de madrugada e não volto a dormir',
      'fico rolando na cama até as 4 da manhã',
      'durmo mal todo dia',
      'tenho tido muitos pesadelos',
    ],
  },
  solidao: {
    keywords: /solidão|\bsó\b/i,
    messages: [
      'me sinto muito sozinho',
      'tô sozinha nessa cidade',
      'não tenho amigos',
      'a solidão está pesando muito',
      'ninguém me procura, me sinto isolado',
      'me sinto excluída do grupo',
    ],
  },
  raiva: {
    keywords: /raiva/i,
    messages: [
      'estou com muita raiva',
      'fiquei irritado com meu irmão e explodi',
      'tô puto com o que aconteceu',
      'perdi a paciência e gritei com todo mundo',
      'que ódio dessa situação',
      'estou furiosa com a injustiça',
    ],
  },
  relacionamento: {
    keywords: /relacionamento|término|relação/i,
    messages: [
      'terminei meu namoro',
      'meu namorado terminou comigo',
      'estou passando por um divórcio',
      'brigo muito com minha esposa',
      'sinto muito ciúme do meu parceiro',
      'descobri que ele me traiu',
    ],
  },
  luto: {
    keywords: /luto|perda|saudade/i,
    messages: [
      'minha avó faleceu semana passada',
      'perdi minha mãe mês passado',
      'meu cachorro morreu ontem',
      'ainda estou de luto pelo meu pai',
      'fui no velório do meu amigo hoje',
      'sinto muita falta dela desde que ela partiu',
    ],
  },
  autoestima: {
    keywords: /autoestima|autocrítica/i,
    messages: [
      'minha autoestima está no chão',
      'me acho feia',
      'não sou bom o suficiente pra nada',
      'me comparo com todo mundo no instagram',
      'sou muito insegura',
      'tenho síndrome do impostor no trabalho',
    ],
  },
  trabalho: {
    keywords: /trabalho|emprego/i,
    messages: [
      'meu chefe me cobra demais',
      'o trabalho está me consumindo, sinto um burnout chegando',
      'estou esgotado do trabalho',
      'fui demitida hoje',
      'odeio meu emprego',
      'não aguento reunião o dia inteiro, estou exausta',
    ],
  },
  familia: {
    keywords: /família/i,
    messages: [
      'briguei com a minha mãe',
      'meu pai não me entende',
      'a convivência com a família está difícil',
      'minha sogra se mete em tudo',
      'tenho problemas com meus irmãos',
      'meu filho adolescente não fala comigo',
    ],
  },
  'escola-bullying': {
    keywords: /escola|bullying|zoado|excluído/i,
    messages: [
      'os meninos da minha sala ficam me zoando todo dia',
      'sofro bullying no colegio por causa do meu peso',
      'ninguem senta comigo no intervalo',
      'me chamam de apelido que eu odeio na escola',
    ],
  },
  provas: {
    keywords: /prova/i,
    messages: [
      'semana de provas, estou no limite da pressão',
      'o enem é domingo e eu to travada',
      'tenho prova de calculo amanha e nao sei nada',
      'estudo pro concurso faz 2 anos e nao passo',
    ],
  },
};

/** Messages about the service or small talk, with what the reply must contain. */
export const INTENT_CORPUS: { message: string; expect: RegExp }[] = [
  { message: 'oi', expect: /Aria/ },
  { message: 'olá, tudo bem?', expect: /obrigada por perguntar/ },
  { message: 'bom dia', expect: /Aria/ },
  { message: 'você é humana?', expect: /inteligência artificial/ },
  { message: 'vc é psicóloga?', expect: /inteligência artificial/ },
  { message: 'estou falando com um robô?', expect: /inteligência artificial/ },
  { message: 'quanto custa?', expect: /R\$ 29,90/ },
  { message: 'quais são os planos?', expect: /Anual/ },
  { message: 'como funciona?', expect: /24 horas|a qualquer hora/ },
  { message: 'minhas conversas ficam salvas?', expect: /navegador/ },
  { message: 'quero falar com um psicólogo', expect: /\/psicologos/ },
  { message: 'será que eu tenho depressão?', expect: /diagnósticos|avaliação/ },
  { message: 'me ensina um exercício', expect: /respiração/ },
  { message: 'não sei', expect: /Tudo bem não saber|Não precisa ter a resposta/ },
  {
    message: 'qual remédio eu posso tomar pra ansiedade?',
    expect: /não posso (recomendar|indicar).*(médico|psiquiatra)/s,
  },
];

/** What the benches send the chat, in turn: two messages of each theme and the first service questions. */
export const BENCH_MESSAGES: string[] = [
  ...Object.values(THEME_CORPUS).flatMap(({ messages }) => messages.slice(0, 2)),
  ...INTENT_CORPUS.slice(0, 6).map(({ message }) => message),
];
