import { describe, expect, it } from 'vitest';
import type { AriaHistoryItem } from '../../../shared/contracts/aria';
import { ARIA_HISTORY_CONTENT_MAX_LENGTH } from '../../../shared/contracts/aria';
import { findUnsafeContent } from '../output-filter';
import { composeReply } from './compose';
import { INTENT_CORPUS, THEME_CORPUS } from './corpus';
import { createScriptedEngine } from './scripted-engine';
import { detectTheme, themeText, THEMES, type Theme } from './themes';
import { PhraseSet, prepare } from '../../../shared/text/phrase-pattern';
import { labelledCorpus } from '../../../../lab/distress/corpus';

const user = (content: string): AriaHistoryItem => ({ role: 'user', content });
const assistant = (content: string): AriaHistoryItem => ({ role: 'assistant', content });
const reply = (message: string, history: AriaHistoryItem[] = []) =>
  composeReply({ message, history, discountPercent: 30 });

/** Words that only Portuguese text has in this density; an English or empty reply fails. */
const PORTUGUESE = /(?<!\p{L})(você|que|não|para|com|uma|está|aqui|me|de)(?!\p{L})/giu;
/** Claims Aria must never make, and words of means she must never write. */
const FORBIDDEN = [
  /(?<!não )\bsou (uma )?(humana|psicóloga|terapeuta|médica)\b/i,
  /\bcomo (sua )?psicóloga\b/i,
  /diagnóstico de/i,
  /você (tem|está com|sofre de) (depressão|ansiedade generalizada|transtorno|burnout)/i,
  /\b(dose|letal|overdose|comprimidos|enforc|veneno|pular d|ponte|prédio mais|metros de altura)/i,
];

function expectSafePortuguese(text: string) {
  expect(text.trim().length).toBeGreaterThan(20);
  expect(text.length).toBeLessThanOrEqual(ARIA_HISTORY_CONTENT_MAX_LENGTH);
  expect((text.match(PORTUGUESE) ?? []).length).toBeGreaterThanOrEqual(2);
  for (const pattern of FORBIDDEN) expect(text).not.toMatch(pattern);
  expect(findUnsafeContent(text)).toBeNull();
}

const themeCases = Object.entries(THEME_CORPUS).flatMap(([theme, { keywords, messages }]) =>
  messages.map((message) => ({ theme, keywords, message })),
);

describe('scripted engine: themes', () => {
  it('has a labelled corpus of at least 60 messages', () => {
    expect(themeCases.length + INTENT_CORPUS.length).toBeGreaterThanOrEqual(60);
  });

  it.each(themeCases)(
    'answers "$message" on $theme, in Portuguese, safely',
    ({ theme, keywords, message }) => {
      expect(detectTheme(prepare(message))?.id).toBe(theme);
      const text = reply(message);
      expect(text).toMatch(keywords);
      expectSafePortuguese(text);
    },
  );

  it.each(themeCases)('never repeats its previous reply to "$message"', ({ message }) => {
    const history = [user('oi'), assistant('placeholder')];
    const first = reply(message, history);
    const again = reply(message, [user('oi'), assistant(first)]);
    expect(again).not.toBe(first);
    expectSafePortuguese(again);
  });

  it('picks the theme the per-phrase scoring picks, over every corpus message and pairs of them', () => {
    // The definition detectTheme keeps while searching phrase halves (issue 15): each phrase tried on its own, and
    // a theme's setting scored only beside one of its patterns.
    const sets = THEMES.map((theme) => ({
      theme,
      set: new PhraseSet(theme.patterns),
      setting: new PhraseSet(theme.setting ?? []),
    }));
    const scoreOf = (phrases: string[]) =>
      phrases.reduce((sum, phrase) => sum + phrase.split(' ').length + 1, 0);
    const reference = (prepared: string): Theme | null => {
      let best: { theme: Theme; score: number } | null = null;
      for (const { theme, set, setting } of sets) {
        const patterns = scoreOf(set.matches(prepared));
        const score = patterns > 0 ? patterns + scoreOf(setting.matches(prepared)) : 0;
        if (score > 0 && (!best || score > best.score)) best = { theme, score };
      }
      return best?.theme ?? null;
    };
    const singles = [
      ...themeCases.map(({ message }) => message),
      ...INTENT_CORPUS.map(({ message }) => message),
      ...labelledCorpus().map(({ text }) => text),
    ];
    // Pairs name two or more themes at once, where the scores decide.
    const pairs = themeCases.flatMap(({ message }, index) =>
      themeCases.slice(index + 1, index + 8).map((other) => `${message} e ${other.message}`),
    );
    let themed = 0;
    for (const message of [...singles, ...pairs]) {
      const prepared = prepare(message);
      const expected = reference(themeText(prepared));
      if (expected) themed += 1;
      expect(detectTheme(prepared)?.id ?? null, message).toBe(expected?.id ?? null);
    }
    expect(themed).toBeGreaterThan(500);
  });

  it('varies its wording across messages of one theme', () => {
    const openings = new Set(THEME_CORPUS.ansiedade.messages.map((message) => reply(message).split('.')[0]));
    expect(openings.size).toBeGreaterThan(1);
  });

  it('is deterministic for the same conversation', () => {
    const history = [user('oi'), assistant('Oi! Como você está?')];
    expect(reply('estou triste', history)).toBe(reply('estou triste', history));
  });

  it('offers one concrete technique and asks an open question on a first message', () => {
    const text = reply('estou muito ansiosa hoje');
    expect(text).toMatch(/respiração 4-7-8|aterramento 5-4-3-2-1|respiração quadrada/);
    expect(text).toContain('passo a passo?');
    expect(text.trim().endsWith('?')).toBe(true);
  });

  it('suggests a human psychologist when the theme calls for it', () => {
    expect(reply('perdi minha mãe mês passado')).toContain('/psicologos');
    const history = [user('estou triste'), assistant(reply('estou triste'))];
    expect(reply('continuo triste, todo dia', history)).toContain('/psicologos');
  });

  it('does not suggest the psychologist again while the suggestion is in the history', () => {
    const first = reply('perdi minha mãe mês passado');
    const second = reply('ela era tudo pra mim', [user('perdi minha mãe mês passado'), assistant(first)]);
    expect(second).not.toContain('/psicologos');
    expect(second).toMatch(/escrita expressiva/);
  });

  it('answers a narrower situation with its own texts: a dismissal is not burnout', () => {
    const text = reply('perdi o emprego hoje');
    expect(text).toMatch(/emprego/);
    expect(text).not.toMatch(/esgotamento|semana de trabalho/);
  });

  it('keeps the theme of the conversation when a message has none', () => {
    const history = [user('terminei meu namoro'), assistant(reply('terminei meu namoro'))];
    const text = reply('é, ele era muito importante pra mim', history);
    expect(text).toMatch(/relação|relacionamento|\/psicologos/);
    expectSafePortuguese(text);
  });

  it('streams the composed reply in pieces that add up to it', async () => {
    const pieces: string[] = [];
    for await (const piece of createScriptedEngine().reply({
      message: 'não consigo dormir',
      history: [],
      discountPercent: 30,
    })) {
      pieces.push(piece);
    }
    expect(pieces.length).toBeGreaterThan(2);
    expect(pieces.join('')).toBe(reply('não consigo dormir'));
  });
});

describe('scripted engine: small talk and the service', () => {
  it.each(INTENT_CORPUS)('answers "$message"', ({ message, expect: expected }) => {
    const text = reply(message);
    expect(text).toMatch(expected);
    expectSafePortuguese(text);
  });

  it('says it is an AI, never a person or a psychologist, however it is asked', () => {
    for (const message of [
      'você é humana?',
      'vc é uma pessoa de verdade?',
      'tu é psicóloga?',
      'quem é você?',
    ]) {
      const text = reply(message);
      expect(text).toMatch(/inteligência artificial/);
      expect(text).not.toMatch(/(?<!não )sou (uma )?(humana|pessoa|psicóloga)/i);
    }
  });

  it('never diagnoses', () => {
    for (const message of ['será que eu tenho depressão?', 'acho que sou bipolar', 'me dá um diagnóstico']) {
      const text = reply(message);
      expect(text).toMatch(/não consigo fazer diagnósticos|não cabe a mim/);
      expectSafePortuguese(text);
    }
  });

  it('quotes the plan prices from the plan list', () => {
    const text = reply('quanto custa o plano?');
    expect(text).toContain('R$ 39,90');
    expect(text).toContain('R$ 29,90');
    expect(text).toContain('R$ 299,90');
  });

  it('says goodbye and thanks', () => {
    const history = [user('estou triste'), assistant(reply('estou triste'))];
    expect(reply('obrigada, ajudou muito', history)).toMatch(/Fico feliz|agradeço|De nada|Que bom/);
    expect(reply('tchau', history)).toMatch(/Até|Tchau/);
    expect(reply('boa noite', history)).toMatch(/Boa noite/);
    expect(reply('muito obrigada pela conversa de hoje', history)).toMatch(
      /Fico feliz|agradeço|De nada|Que bom/,
    );
  });

  it('does not take a message that only contains a thank-you or a goodbye for one', () => {
    const history = [user('estou triste'), assistant(reply('estou triste'))];
    const worried = reply("meu amigo mandou 'obrigado por tudo, adeus' e não atende o telefone", history);
    expect(worried).not.toMatch(/agradeço|Fico feliz|De nada|Até mais|Tchau/);
    const sleepless = reply('não consigo dormir, vou dormir mal de novo e amanhã tenho prova', history);
    expect(sleepless).not.toMatch(/Boa noite|Até mais|Tchau/);
  });

  it('listens when it recognises nothing', () => {
    const text = reply('hoje aconteceu uma coisa estranha');
    expectSafePortuguese(text);
    expect(text.trim().endsWith('?')).toBe(true);
  });
});

/** The conversations of issue 13, read from Aria's replies to real messages. */
describe('scripted engine: the gaps of issue 13', () => {
  it('declines to recommend a medicine, points to a doctor, and goes on with the conversation', () => {
    for (const message of [
      'qual remédio eu posso tomar pra ansiedade?',
      'me indica um calmante',
      'posso parar de tomar o antidepressivo?',
    ]) {
      const text = reply(message);
      expect(text).toMatch(/não posso (recomendar|indicar)/);
      expect(text).toMatch(/médico|psiquiatra/);
      expect(text.trim().endsWith('?')).toBe(true);
      expectSafePortuguese(text);
    }
    // After the medicine question, the conversation carries on with the person's theme.
    const text = reply('qual remédio eu posso tomar pra ansiedade?');
    expect(text.split('\n\n')).toHaveLength(2);
  });

  it("recognises low mood and loss of interest as their own theme, not the previous message's", () => {
    const history = [user('briguei com a minha mãe'), assistant(reply('briguei com a minha mãe'))];
    const text = reply('não tenho vontade de fazer nada', history);
    expect(detectTheme(prepare('não tenho vontade de fazer nada'))?.id).toBe('desanimo');
    expect(text).toMatch(/desânimo|vontade|ânimo/);
    expect(text).not.toMatch(/família/);
    expectSafePortuguese(text);
  });

  it('advances an exercise only on agreement; a new subject leaves it', () => {
    const first = reply('me ensina a respiração quadrada');
    expect(first).toMatch(/^Passo 1 de 4/);
    const history = [user('me ensina a respiração quadrada'), assistant(first)];
    const offTopic = reply('to de boa hj kkk', history);
    expect(offTopic).not.toMatch(/^Passo/);
    expect(offTopic).toMatch(/Que bom|Fico feliz|bom saber/i);
    expectSafePortuguese(offTopic);
    for (const agreement of ['ok', 'pronto', 'sim, vamos', 'feito!']) {
      expect(reply(agreement, history)).toMatch(/^Passo 2 de 4/);
    }
  });
});
