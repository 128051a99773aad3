import { describe, expect, it } from 'vitest';
import type { UrgentKind } from './kinds';
import { readRiskText } from './reader';
import { detectUrgent } from './urgent';

const kinds = (message: string): UrgentKind[] => detectUrgent(readRiskText(message));

describe('detectUrgent', () => {
  it.each<[string, UrgentKind]>([
    ['peguei o revolver do meu sogro e vou esperar aquele cara sair do serviço hoje', 'harm-others'],
    ['vou envenenar o café do meu patrão amanhã, já decidi', 'harm-others'],
    ['as vozes não param e agora mandam eu machucar meu irmão', 'psychosis'],
    ['a maçonaria colocou câmera no meu quarto, eles sabem tudo de mim', 'psychosis'],
    ['já são cinco dias sem comer e ainda me acho gorda', 'eating-disorder'],
    ['toda vez que janto eu enfio o dedo na garganta', 'eating-disorder'],
    ['bebi umas oito cervejas e tô pegando a moto pra voltar', 'intoxication'],
    ['meu primo cheirou e tá caído no chão, não acorda', 'intoxication'],
    ['minha bebê tem um mês e me vem a imagem de afogar ela no banho, tenho medo de mim', 'perinatal'],
    ['tô tendo uma crise agora, coração disparado e falta de ar', 'panic'],
    ['oi, tenho treze anos e meu pai grita comigo', 'minor'],
    ['tô no nono ano e ninguém fala comigo na escola', 'minor'],
  ])('%s → %s', (message, kind) => {
    expect(kinds(message)).toContain(kind);
  });

  it.each([
    'meu irmão comeu meu chocolate, vou matar esse moleque kkkk',
    'vou matar a saudade da minha vó no domingo',
    'comprei uma faca nova pra cozinha, tá cortando muito bem',
    'na oração sinto Deus falando comigo, é uma paz',
    'assisti uma série sobre um cara que foi trocado por um clone',
    'tô morrendo de fome, o almoço atrasou',
    'vomitei a noite toda, acho que foi comida estragada',
    'vou beber no aniversário, mas vou e volto de uber',
    'tenho medo de morte súbita, fico vendo se ele respira',
    'tive uma crise de pânico ano passado, hoje tô bem',
    'corri na esteira e o coração ficou a mil, treino puxado',
    'meu filho tem 14 anos e não larga o celular',
    'sou professora do 8º ano e os alunos estão agitados',
    'tenho 15 anos de casada e ainda amo meu marido',
  ])('benign: %s', (message) => {
    expect(kinds(message)).toEqual([]);
  });

  it('keeps an intrusive image of harming the baby apart from an intent to harm', () => {
    expect(kinds('desde que ele nasceu escondi as facas, vem o pensamento de machucar ele')).toEqual([
      'perinatal',
    ]);
  });

  it('reads several kinds in one message', () => {
    const read = kinds('tenho 16 anos, bebi muito e vou dirigir o carro do meu pai agora');
    expect(read).toContain('intoxication');
    expect(read).toContain('minor');
  });
});
