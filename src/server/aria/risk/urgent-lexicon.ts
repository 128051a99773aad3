/**
 * Urgent states beyond suicide, in the phrase language of src/shared/aria/phrase-pattern.ts. Benign look-alikes
 * ("meu chefe, eu mato ele kkk", "tô morrendo de fome", "vozes de anjos") are blanked first.
 */

export const BENIGN_LOOK_ALIKES = [
  'morrendo de fome',
  'vozes de anjos',
  'eu mato (ele|ela) (kkk*|rsrs*|haha*)',
];

export const HARM_OTHERS = ['(vou|quero) matar (ele|ela|esse|essa)', 'ja comprei (a|uma) (arma|faca)'];

export const PSYCHOSIS = [
  '(as )?vozes (mandam|falam|dizem)',
  '(estao|tao) me (vigiando|observando|seguindo)',
];

export const EATING_DISORDER = ['(dias|semana) sem comer', 'vomit* (depois|apos) (de )?(comer|as refeicoes)'];

export const INTOXICATION = [
  '(bebi|bebado|bebada|chapad*) (e|e to|e estou)? (dirigindo|no volante)',
  'tomei (muitos|varios) (remedios|comprimidos)',
];

export const PERINATAL = [
  '(medo|pensamento*) de (machucar|fazer mal|derrubar|afogar) (o|a|meu|minha) (bebe|nenem|filh*)',
];

export const PANIC = [
  '(to|estou) tendo (uma )?crise de (panico|ansiedade)',
  '(nao consigo|n consigo) respirar',
];

export const MINOR = ['tenho (10|11|12|13|14|15|16|17) anos', 'sou menor de idade'];
