import { describe, expect, it } from 'vitest';
import type { AriaHistoryItem } from '../../../shared/contracts/aria';
import { findUnsafeContent } from '../output-filter';
import { composeReply } from './compose';
import { TECHNIQUE_IDS, TECHNIQUES, type TechniqueId } from './exercise-scripts';
import { readExerciseState } from './exercises';

/** A conversation as the browser keeps it: each reply is appended and the last 10 messages are sent. */
function conversation() {
  const history: AriaHistoryItem[] = [];
  return {
    history,
    say(message: string): string {
      const text = composeReply({ message, history: history.slice(-10), discountPercent: 30 });
      history.push({ role: 'user', content: message }, { role: 'assistant', content: text });
      return text;
    },
  };
}

const STARTERS: Record<TechniqueId, string> = {
  'respiracao-478': 'estou muito ansiosa hoje',
  'respiracao-quadrada': 'me ensina a respiração quadrada',
  aterramento: 'quero fazer o aterramento 5-4-3-2-1',
  reestruturacao: 'me guia na reestruturação de pensamentos',
  'higiene-sono': 'não consigo dormir',
  escrita: 'quero fazer a escrita expressiva',
};

const ANSWERS = ['ok', 'pronto', 'feito', 'terminei', 'fiz', 'sim', 'consegui'];

describe('guided exercises', () => {
  it.each([...TECHNIQUE_IDS])('guides %s step by step to its closing, from the history alone', (id) => {
    const technique = TECHNIQUES[id];
    const chat = conversation();
    let text = chat.say(STARTERS[id]);
    if (!text.startsWith('Passo 1')) {
      expect(text).toContain(technique.name);
      expect(text).toContain('passo a passo?');
      text = chat.say('sim');
    }
    for (let step = 1; step <= technique.steps.length; step += 1) {
      expect(text.startsWith(`Passo ${step} de ${technique.steps.length} — ${technique.title}.`)).toBe(true);
      expect(findUnsafeContent(text)).toBeNull();
      text = chat.say(ANSWERS[step % ANSWERS.length]!);
    }
    expect(technique.closings).toContain(text);
    // After the closing the exercise is over: an answer gets a normal reply, not another step.
    const after = chat.say('estou mais calma');
    expect(after).not.toMatch(/^Passo/);
  });

  it('accepts answers written in the exercise, however long, for writing techniques', () => {
    const chat = conversation();
    chat.say('me guia na reestruturação de pensamentos');
    const text = chat.say(
      'O pensamento é que eu nunca vou conseguir nada na vida, que todo mundo é melhor do que eu. Acredito nele uns 8.',
    );
    expect(text.startsWith('Passo 2 de 4 — Reestruturação de pensamentos.')).toBe(true);
  });

  it('respects a refusal and keeps the conversation going', () => {
    const chat = conversation();
    chat.say('estou muito ansiosa hoje');
    const text = chat.say('não, prefiro só conversar');
    expect(text).not.toMatch(/^Passo/);
    expect(text).toMatch(/Tudo bem|respeito|Sem problema/);
    expect(text.trim().endsWith('?')).toBe(true);
  });

  it('stops when asked to, in the middle of an exercise', () => {
    const chat = conversation();
    chat.say('me ensina a respiração quadrada');
    chat.say('ok');
    const text = chat.say('quero parar');
    expect(text).not.toMatch(/^Passo/);
    expect(text).toMatch(/parar|para aqui/);
  });

  it('leaves a breathing exercise when the person starts talking about something else at length', () => {
    const chat = conversation();
    chat.say('me ensina a respiração quadrada');
    const text = chat.say(
      'na verdade o que me deixa assim é o meu chefe, que grita comigo toda reunião na frente de todo mundo',
    );
    expect(text).not.toMatch(/^Passo/);
    expect(text).toMatch(/trabalho|chefe|raiva/);
  });

  it('offers a menu when asked for an exercise without a theme, and starts the one picked', () => {
    const chat = conversation();
    const menu = chat.say('me ensina um exercício');
    expect(menu).toMatch(/Qual você quer experimentar\?/);
    expect(chat.say('a quadrada')).toMatch(/^Passo 1 de 4 — Respiração quadrada\./);
  });

  it('picks the technique of the theme when asked for an exercise about it', () => {
    const chat = conversation();
    expect(chat.say('me passa um exercício pra dormir')).toMatch(/^Passo 1 de 3 — Higiene do sono\./);
  });

  it('reads the exercise state from the last reply only', () => {
    const step = `Passo 2 de 4 — ${TECHNIQUES.aterramento.title}. ${TECHNIQUES.aterramento.steps[1]}`;
    expect(readExerciseState(step)).toMatchObject({ kind: 'step', step: 2, total: 4 });
    expect(
      readExerciseState('Quer tentar a respiração quadrada? Topa experimentar agora, passo a passo?'),
    ).toMatchObject({
      kind: 'offer',
      technique: { id: 'respiracao-quadrada' },
    });
    expect(readExerciseState('Oi! Como você está?')).toEqual({ kind: 'none' });
    expect(readExerciseState(null)).toEqual({ kind: 'none' });
  });

  it('resumes correctly when only the last 10 messages are sent', () => {
    const chat = conversation();
    chat.say('oi');
    chat.say('estou triste');
    chat.say('me guia na reestruturação de pensamentos');
    chat.say('sou um fracasso, 9');
    chat.say('fatos a favor: perdi a vaga; contra: já consegui outras coisas');
    const text = chat.say('eu diria que ela está sendo dura demais com ela mesma');
    expect(text.startsWith('Passo 4 de 4 — Reestruturação de pensamentos.')).toBe(true);
  });
});

describe('a new subject during an exercise', () => {
  it('answers the new subject instead of moving to the next step', async () => {
    const { composeReply } = await import('./compose');
    const history: Array<{ role: 'user' | 'assistant'; content: string }> = [];
    for (const message of ['não consigo dormir direito faz semanas', 'sim, quero tentar']) {
      const reply = composeReply({ message, history, discountPercent: 30 });
      history.push({ role: 'user', content: message }, { role: 'assistant', content: reply });
    }
    expect(history.at(-1)?.content).toMatch(/^Passo 1 de/);
    const reply = composeReply({ message: 'meu namorado terminou comigo', history, discountPercent: 30 });
    expect(reply).not.toMatch(/^Passo 2 de/);
    expect(reply).toMatch(/término|relacionamento/);
  });
});
