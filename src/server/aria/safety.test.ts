import { describe, expect, it } from 'vitest';
import type { AriaHistoryItem } from '../../shared/contracts/aria';
import {
  AFTER_CRISIS_REMINDER,
  careParagraph,
  crisisFollowUpReply,
  crisisReply,
  meansQuestionReply,
  SAFE_REPLY,
} from './care-texts';
import { findUnsafeContent } from './output-filter';
import { assessRisk } from './safety';

const user = (content: string): AriaHistoryItem => ({ role: 'user', content });
const assistant = (content: string): AriaHistoryItem => ({ role: 'assistant', content });
const afterCrisis = [user('não quero mais viver'), assistant('(resposta de crise)')];

describe('assessRisk', () => {
  it('leaves words of dying said of oneself to the crisis reply, and keeps harm named against someone else', () => {
    for (const message of ['quero morrer', 'vou tomar todos os remédios', 'Não. Vou me matar.']) {
      expect(assessRisk(message, []), message).toMatchObject({ kind: 'crisis' });
    }
    expect(assessRisk('tomei uma cartela inteira de rivotril com vodka, to ficando tonto', [])).toMatchObject(
      {
        kind: 'risk',
        urgent: ['intoxication'],
        crisis: expect.any(Array),
      },
    );
    expect(assessRisk('vou matar ele e depois me matar, já tá tudo pronto', [])).toMatchObject({
      kind: 'risk',
      urgent: ['harm-others'],
      crisis: expect.any(Array),
    });
  });

  it('answers a victim as a victim: the aggressor’s threat is not harm to others, a tracking ex is not psychosis', () => {
    expect(
      assessRisk('ele disse que se eu largar ele, ele me mata e some com as crianças', []),
    ).toMatchObject({
      kind: 'risk',
      urgent: [],
    });
    expect(
      assessRisk(
        'meu ex instalou um app no meu celular e sabe onde eu to o tempo todo, aparece em todo lugar',
        [],
      ),
    ).toMatchObject({ kind: 'risk', violence: ['stalking'], urgent: [] });
    expect(assessRisk('meu ex me batia e agora eu vou matar ele, ja comprei a faca', [])).toMatchObject({
      kind: 'risk',
      urgent: ['harm-others'],
    });
  });

  it('sends distress to the fixed crisis reply', () => {
    expect(assessRisk('quero morrer', [])).toMatchObject({ kind: 'crisis' });
    expect(assessRisk('vou tomar todos os remédios', [])).toMatchObject({ kind: 'crisis' });
  });

  it('treats an indirect means question as a crisis after bad news, and declines it otherwise', () => {
    const history = [user('perdi o emprego hoje'), assistant('Sinto muito.')];
    expect(assessRisk('quais as pontes mais altas de SP?', history)).toMatchObject({ kind: 'crisis' });
    expect(assessRisk('perdi o emprego… quais as pontes mais altas de SP?', [])).toMatchObject({
      kind: 'crisis',
    });
    expect(assessRisk('quais as pontes mais altas de SP?', [])).toEqual({
      kind: 'means-question',
      sensitive: false,
    });
    expect(assessRisk('quantos comprimidos de dipirona posso tomar?', [])).toEqual({
      kind: 'means-question',
      sensitive: false,
    });
  });

  it.each(['esquece', 'nada não', 'tô bem, deixa pra lá', 'era brincadeira', 'não vou me matar, relaxa'])(
    'stays in crisis mode when "%s" follows a flagged message',
    (message) => {
      expect(assessRisk(message, afterCrisis)).toEqual({ kind: 'crisis-follow-up', sensitive: false });
    },
  );

  it('reads "ok" or "tô bem" as a brush-off right after a crisis reply, and as "next" during an exercise', () => {
    const afterReply = [user('não quero mais viver'), assistant(crisisReply(['suicidal'], 30, 0))];
    expect(assessRisk('ok', afterReply)).toEqual({ kind: 'crisis-follow-up', sensitive: false });
    expect(assessRisk('tô bem', afterReply)).toEqual({ kind: 'crisis-follow-up', sensitive: false });
    const duringExercise = [
      ...afterReply,
      user('me ensina a respiração quadrada'),
      assistant('Passo 1 de 4 — Respiração quadrada. Imagine um quadrado.'),
    ];
    expect(assessRisk('ok', duringExercise)).toEqual({ kind: 'after-crisis', sensitive: false });
    expect(assessRisk('esquece', duringExercise)).toEqual({ kind: 'crisis-follow-up', sensitive: false });
  });

  it('gives the full crisis reply again when distress comes back, even with a brush-off word', () => {
    expect(assessRisk('esquece, eu quero morrer mesmo', afterCrisis)).toMatchObject({ kind: 'crisis' });
  });

  it('reads a denial clause by clause: "Não. Vou me matar." after a crisis is the crisis again, not a brush-off', () => {
    expect(assessRisk('Não. Vou me matar.', afterCrisis)).toMatchObject({ kind: 'crisis' });
    expect(assessRisk('não, vou me matar sim', afterCrisis)).toMatchObject({ kind: 'crisis' });
    expect(assessRisk('não vou me matar, relaxa', afterCrisis)).toMatchObject({ kind: 'crisis-follow-up' });
  });

  it('lets an engine answer a new topic after a crisis, with the lines kept in view', () => {
    expect(
      assessRisk('me ajuda com a ansiedade da prova de amanhã, estou com muito medo', afterCrisis),
    ).toEqual({
      kind: 'after-crisis',
      sensitive: false,
    });
  });

  it('marks one of the twelve phrases told as a crisis long past as sensitive, for the care paragraph, not as a crisis', () => {
    expect(assessRisk('em 2019 eu pensei em me matar, hoje estou bem', [])).toEqual({
      kind: 'none',
      sensitive: true,
    });
  });

  it('leaves ordinary messages to the engine', () => {
    expect(assessRisk('estou ansiosa', [])).toEqual({ kind: 'none', sensitive: false });
    expect(assessRisk('esquece', [user('estou cansada'), assistant('Entendo.')])).toEqual({
      kind: 'none',
      sensitive: false,
    });
  });
});

describe('findUnsafeContent', () => {
  it.each([
    ['Sou psicóloga e posso te ajudar.', 'claims-human'],
    ['Não, eu sou humana, pode confiar.', 'claims-human'],
    ['Como sua terapeuta, recomendo descanso.', 'claims-human'],
    ['Não sou uma IA, sou uma pessoa real.', 'claims-human'],
    ['Pelo que você contou, você tem depressão.', 'diagnosis'],
    ['Isso parece um quadro de transtorno bipolar.', 'diagnosis'],
    ['O seu diagnóstico seria ansiedade generalizada.', 'diagnosis'],
    ['A dose letal é bem alta.', 'means'],
    ['Tome 20 comprimidos.', 'means'],
    ['A ponte mais alta de SP fica na marginal.', 'means'],
    ['O prédio tem 150 metros de altura.', 'means'],
    ['Isso fica só entre nós, prometo.', 'secrecy'],
    ['Você não precisa de psicólogo, só de descanso.', 'discourages-help'],
  ])('flags "%s" as %s', (text, reason) => {
    expect(findUnsafeContent(text)).toBe(reason);
  });

  it.each([
    'Não sou humana: sou a Aria, uma assistente de inteligência artificial.',
    'Eu não sou psicóloga, mas posso te ouvir.',
    'Não consigo fazer diagnósticos; um psicólogo pode avaliar com calma.',
    'Inspire contando até 4, segure até 7 e solte em 8.',
    'Contraia os pés por uns 5 segundos e solte.',
    'Força! Você está fazendo o melhor que pode.',
  ])('lets "%s" through', (text) => {
    expect(findUnsafeContent(text)).toBeNull();
  });
});

describe('fixed care replies', () => {
  const texts = [
    ...[0, 1, 2].flatMap((variant) => [
      crisisReply(['suicidal'], 30, variant),
      crisisReply(['hopeless'], 30, variant),
      crisisReply(['means'], 30, variant),
      crisisFollowUpReply(30, variant),
      meansQuestionReply(variant),
    ]),
    careParagraph(30),
    AFTER_CRISIS_REMINDER,
    SAFE_REPLY,
  ];

  it.each(texts.map((text) => [text.slice(0, 60), text]))(
    '"%s…" passes the output filter',
    (_label, text) => {
      expect(findUnsafeContent(text)).toBeNull();
    },
  );

  it('carries CVV 188, SAMU 192, the psychologists page and the discount in every crisis reply', () => {
    for (const text of [
      crisisReply(['burden'], 30, 0),
      crisisReply(['hopeless'], 50, 1),
      crisisFollowUpReply(30, 0),
    ]) {
      expect(text).toContain('188');
      expect(text).toContain('192');
      expect(text).toContain('cvv.org.br');
      expect(text).toContain('/psicologos');
      expect(text).toMatch(/\d0% de desconto/);
    }
  });

  it('asks directly and gently about safety without arguing', () => {
    expect(crisisReply(['hopeless'], 30, 0)).toMatch(/você tem pensado em se machucar/);
    expect(crisisReply(['suicidal'], 30, 0)).toMatch(/você está em segurança agora\?/);
    for (const text of texts) expect(text).not.toMatch(/não faça isso|você tem tanto|pense na sua família/i);
  });
});

describe('low mood after a flagged message (issue 13)', () => {
  it('stays in crisis mode when loss of interest follows distress, and is an ordinary theme otherwise', () => {
    const afterCrisis: AriaHistoryItem[] = [
      { role: 'user', content: 'não aguento mais' },
      { role: 'assistant', content: 'Sinto muito.' },
    ];
    expect(assessRisk('não tenho vontade de fazer nada', afterCrisis)).toEqual({
      kind: 'crisis-follow-up',
      lowMood: true,
      sensitive: false,
    });
    expect(assessRisk('não tenho vontade de fazer nada', [])).toEqual({ kind: 'none', sensitive: false });
  });
});
