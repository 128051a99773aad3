import { describe, expect, it } from 'vitest';
import { ARIA_QUICK_REPLIES, type AriaHistoryItem } from '../../../shared/contracts/aria';
import { isFixedCrisisReply } from '../care-texts';
import { analyzeDistress, ruleCategories } from '../crisis/detector';
import { createScriptedEngine } from '../scripted/scripted-engine';
import { PANIC_STEPS } from '../risk/risk-texts';
import { readRiskText } from '../risk/reader';
import { readRisk } from '../risk/router';
import { detectViolence } from '../risk/violence';
import { detectUrgentByRules, readUrgent } from '../risk/urgent';
import { createAriaService, type AriaChatContext, type AriaReply } from '../service';
import { readAct } from './acts';
import { nameIn } from './manager';
import { emptyDialogueState } from './state';
import { decodeDialogueState, encodeDialogueState } from './state-token';
import { readTopic } from './topics';
import { prepare } from '../../../shared/text/phrase-pattern';

const SECRET = 'dialogue-test-secret';
const kindsOfViolence = (text: string) => detectViolence(readRiskText(text));
const scripted = createScriptedEngine();
const service = createAriaService({ primary: scripted, fallback: scripted }, { stateSecret: SECRET });
const context = (): AriaChatContext => ({
  planType: 'mensal',
  log: { info: () => undefined, warn: () => undefined },
  ownerId: 'person-1',
});

/** A conversation as the browser holds it: the last ten messages and the state the last reply carried. */
function conversation() {
  const history: AriaHistoryItem[] = [];
  let state: string | undefined;
  const replies: AriaReply[] = [];
  const topics: (string | null)[] = [];
  const moves: string[] = [];
  return {
    replies,
    /** Each turn's exercise move ('start', 'advance', 'finish', 'stop'…). */
    moves,
    /** The subject each reply answers: the one read in the message, else the conversation's. */
    topics,
    async say(message: string): Promise<AriaReply> {
      const reply = await service.respondTurn(
        { message, history: history.slice(-10), hasSensitiveContent: false, state },
        {
          ...context(),
          observeTurn: (plan) => {
            topics.push(plan.topic ?? plan.before.subject);
            moves.push(plan.exercise.kind);
          },
        },
      );
      if (!reply) throw new Error('no reply');
      history.push({ role: 'user', content: message }, { role: 'assistant', content: reply.response });
      state = reply.state;
      replies.push(reply);
      return reply;
    },
    state: () => decodeDialogueState(state!, SECRET, 'person-1')!,
  };
}

describe('dialogue acts', () => {
  it('reads every quick reply as the act it stands for, as typed by a person', () => {
    expect(readAct(ARIA_QUICK_REPLIES.offer[0]).act).toBe('accept');
    expect(readAct(ARIA_QUICK_REPLIES.offer[1]).act).toBe('refuse');
    expect(readAct(ARIA_QUICK_REPLIES.step[0]).act).toBe('complete');
    // Service questions asked in the round-5 writers' words.
    expect(readAct('como eu marco?')).toEqual({ act: 'info', info: 'consultation' });
    expect(readAct('o que eu escrever aqui vai aparecer no meu Facebook?').info).toBe('privacy');
    expect(readAct('isso aqui tem algum custo? desconta do credito do celular?').info).toBe('price');
    // The South's vocative is no goodbye; its "cusco" is a dog (probes in the round-5 voices).
    expect(readAct('tri triste tchê').act).not.toBe('goodbye');
    expect(readAct('tchau, tchê').act).toBe('goodbye');
    expect(readTopic(prepare('bah, perdi meu cusco ontem'))).toBe('luto-pet');
    expect(readTopic(prepare('briguei com a mulher'))).toBe('conflito-casal');
    expect(readTopic(prepare('vi um colega morrer semana passada'))).toBe('luto');
    // Far from home (probes in the round-6 voices).
    expect(readTopic(prepare('a saudade do brasil ta batendo forte, ninguem aqui fala comigo direito'))).toBe(
      'solidao',
    );
    // The exam set aside for the classmates; a grade told as a number; a class chat's stickers (round 7 development).
    expect(readTopic(prepare('mas n eh a prova q me deixa mal, eh eles'))).toBe('escola-bullying');
    expect(readTopic(prepare('ela falou que nem liga pra nota o problema sao os menino da sala'))).toBe(
      'escola-bullying',
    );
    expect(readTopic(prepare('n é a prova q me preocupa, é a recuperação de física'))).toBe('provas');
    expect(readTopic(prepare('tirei 3 em matematica'))).toBe('provas');
    expect(readTopic(prepare('agr no zap da turma tao mandando figurinha com minha cara'))).toBe(
      'escola-bullying',
    );
    // Found walking round 7's voices: a family far away is longing, not a death; a boss who is a patroa; a chat leaked
    // to the class; a debt owed to a betting app.
    expect(readTopic(prepare('saudade da minha familia, minha mae ta doente la no haiti'))).toBe('solidao');
    expect(readTopic(prepare('saudade da minha mae, faz 2 anos que ela se foi'))).toBe('luto');
    expect(readTopic(prepare('a patroa me acusou de roubar um anel dela'))).toBe('trabalho');
    expect(readTopic(prepare('mano vazaram um print meu no grupo da sala, todo mundo ta zoando'))).toBe(
      'escola-bullying',
    );
    expect(readTopic(prepare('devo 12 mil no tigrinho e minha mulher n sabe'))).toBe('estresse');
    expect(readTopic(prepare('obrigada irmã, deus te abençoe'))).toBeNull();
    expect(readTopic(prepare('meu marido foi preso mes passado, to sozinha com as crianças'))).toBe(
      'familia',
    );
    expect(readTopic(prepare('no consigo trabajo, estoy muy cansada'))).toBe('desemprego');
    expect(readTopic(prepare('o app me bloqueou por atraso, fiquei sem entrega o dia todo'))).toBe(
      'trabalho',
    );
    // Dismissal told in other words, and going to the school about the classmates (round 7 development).
    expect(readTopic(prepare('pois e fui desligado hoje assinei a papelada agora de tarde'))).toBe(
      'desemprego',
    );
    expect(readTopic(prepare('amanha cedo ja vou no sine ver as vaga'))).toBe('desemprego');
    expect(readTopic(prepare('a patroa me mandou embora por mensagem de whatsapp'))).toBe('desemprego');
    expect(readTopic(prepare('acho q vou na escola amanha falar com a coordenação'))).toBe('escola-bullying');
    expect(readTopic(prepare('vou na escola pegar o boletim'))).toBe('provas');
    // Self-worth and sadness in round 7's development words; a tight chest stays anxiety.
    expect(readTopic(prepare('to achando q sou a pior residente do programa'))).toBe('autoestima');
    expect(readTopic(prepare('fico pensando q todo mundo no meu curso é mais inteligente q eu'))).toBe(
      'autoestima',
    );
    expect(readTopic(prepare('mano to numa bad q n sei nem explicar'))).toBe('tristeza');
    expect(readTopic(prepare('to com o peito apertado, nao consigo relaxar'))).toBe('ansiedade');
    // The body's alarm with a word between, dread of the worst (round 7 development); trembling with anger stays anger.
    expect(readTopic(prepare('mano do nada meu coracao ta acelerado e nem tem motivo'))).toBe('ansiedade');
    expect(readTopic(prepare('o resultado so sai semana que vem, ja to imaginando o pior'))).toBe(
      'ansiedade',
    );
    expect(readTopic(prepare('mano to com mt raiva hj, tremendo de raiva literalmente'))).toBe('raiva');
    // Taking it out on someone ("desconto nos menino") is no question about a discount (round 6 development).
    expect(readAct('chego em casa e desconto nos menino, depois me arrependo').act).toBe('disclosure');
    expect(readAct('assinante tem desconto?')).toEqual({ act: 'info', info: 'price' });
    // A deed denied is no step done (round 5 development).
    expect(readAct('é so um pensamento, n fiz nada').act).not.toBe('complete');
    expect(readAct('fiz, ajudou um pouco').act).toBe('complete');
    expect(readAct(ARIA_QUICK_REPLIES.step[1]).act).toBe('confused');
    expect(readAct(ARIA_QUICK_REPLIES.step[2]).act).toBe('stop');
    for (const [text, act] of [
      ['fiz', 'complete'],
      ['bora', 'accept'],
      ['nao entendi nada kkk', 'confused'],
      ['obg, ajudou mt', 'thanks'],
      ['vou dormir, tchau', 'goodbye'],
      ['quanto custa o plano?', 'info'],
      ['da pra comprar rivotril sem receita?', 'info'],
    ] as const) {
      expect(readAct(text).act, text).toBe(act);
    }
    // A recipe is not a prescription.
    expect(readAct('hj fiz a receita de lasanha dela e chorei').info).not.toBe('medication');
    // "Falou" is a goodbye, and what someone said.
    expect(readAct('falou, boa noite').act).toBe('goodbye');
    expect(readAct('peguei gelo igual vc falou').act).not.toBe('goodbye');
  });

  it('reads any question about a medicine as a medication question', () => {
    for (const text of [
      'posso tomar melatonina?',
      'esqueci o rivotril ontem, tomo dois hoje?',
      'sertralina vicia?',
    ])
      expect(readAct(text), text).toEqual({ act: 'info', info: 'medication' });
  });
});

describe('dialogue state token', () => {
  it('comes back as it left, and is refused when changed or moved to another account', () => {
    const state = { ...emptyDialogueState(), name: 'Ana', refusedExercises: true };
    const token = encodeDialogueState(state, SECRET, 'person-1');
    expect(decodeDialogueState(token, SECRET, 'person-1')).toEqual(state);
    expect(decodeDialogueState(token, SECRET, 'person-2')).toBeNull();
    expect(decodeDialogueState(token, 'another-secret', 'person-1')).toBeNull();
    const [body, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...state, refusedExercises: false })).toString('base64url');
    expect(decodeDialogueState(`${forged}.${signature}`, SECRET, 'person-1')).toBeNull();
    expect(decodeDialogueState(`${body}`, SECRET, 'person-1')).toBeNull();
  });
});

describe('dialogue manager through the service', () => {
  it('runs an offered exercise with the quick replies: start, next step, the same step again, stop', async () => {
    const chat = conversation();
    const offer = await chat.say('to muito ansiosa com o trabalho essa semana');
    expect(offer.quickReplies).toEqual([...ARIA_QUICK_REPLIES.offer]);
    const offered = chat.state().offer;
    expect(offered).not.toBeNull();

    const first = await chat.say('Sim, vamos');
    expect(first.response).toMatch(/Passo 1 de/);
    expect(chat.state().exercise).toMatchObject({ technique: offered, step: 0 });
    expect(first.quickReplies).toEqual([...ARIA_QUICK_REPLIES.step]);

    const second = await chat.say('Feito');
    expect(second.response).toMatch(/Passo 2 de/);
    const again = await chat.say('Não entendi');
    expect(again.response).toMatch(/Passo 2 de/);
    expect(again.response).not.toBe(second.response);
    const stopped = await chat.say('Parar');
    expect(stopped.response).not.toMatch(/Passo \d/);
    expect(chat.state().exercise).toBeNull();
    expect(stopped.quickReplies).toEqual([]);
  });

  it('keeps a refusal for the conversation: no offer again until the person asks', async () => {
    const chat = conversation();
    await chat.say('não quero exercício agora, só quero falar');
    expect(chat.state().refusedExercises).toBe(true);
    for (const message of [
      'meu pai morreu mês passado',
      'to com muita ansiedade desde então',
      'não consigo dormir direito',
    ]) {
      const reply = await chat.say(message);
      expect(reply.response, message).not.toMatch(/passo a passo\?|Passo 1 de/);
    }
    const asked = await chat.say('quero fazer um exercício de respiração');
    expect(asked.response).toMatch(/Passo 1 de/);
  });

  it('pauses an exercise for a new worry, and a thank-you or a goodbye never advances it', async () => {
    const chat = conversation();
    await chat.say('quero fazer a respiração quadrada');
    const worry = await chat.say('meu chefe acabou de me mandar mensagem cobrando o relatório');
    expect(worry.response).not.toMatch(/Passo 2 de/);
    expect(chat.state().exercise).toMatchObject({ step: 0, paused: true });
    const back = await chat.say('vamos voltar pro exercicio');
    expect(back.response).toMatch(/Passo 1 de/);
    const thanks = await chat.say('obrigada');
    expect(thanks.response).not.toMatch(/Passo/);
    const bye = await chat.say('vou tentar dormir agora, tchau');
    expect(bye.response).not.toMatch(/Passo/);
    expect(chat.state().exercise).toBeNull();
  });

  it('answers a how-to question with the steps themselves', async () => {
    const chat = conversation();
    const reply = await chat.say('como faço pra respirar direito numa crise?');
    expect(reply.response).toMatch(/contando até 4/);
    expect(reply.response).not.toMatch(/passo a passo\?/);
  });

  it('answers a question about a technique just explained with what the explanation left out', async () => {
    const chat = conversation();
    const steps = await chat.say('como faço a respiração quadrada?');
    expect(steps.response).toMatch(/contando até 4/);
    const more = await chat.say('quantas vezes tem q repetir?');
    expect(more.response).toMatch(/quatro a seis voltas/);
    expect(more.response).not.toBe(steps.response);
    // Asked once more, Aria offers to do it together instead of sending the same text again; a yes starts it.
    const offer = await chat.say('da pra fazer no meio da aula sem ngm perceber?');
    expect(offer.response).not.toBe(more.response);
    expect(offer.response).toMatch(/respiração quadrada comigo agora, passo a passo\?/);
    expect(chat.state().offer).toBe('respiracao-quadrada');
    expect((await chat.say('sim, vamos')).response).toMatch(/Passo 1 de 4 — Respiração quadrada/);
    // Only the turn right after: a later question on another matter is not read as about the technique.
    await chat.say('meu trabalho anda pesado');
    const later = await chat.say('como faço pra falar com meu chefe?');
    expect(later.response).not.toMatch(/voltas/);
  });

  it('follows a crisis across turns: the full reply once, then the protocol, settling, a reminder for a few replies, a goodbye with the lines', async () => {
    const chat = conversation();
    const full = await chat.say('eu não aguento mais, quero morrer');
    expect(isFixedCrisisReply(full.response)).toBe(true);
    expect(full.quickReplies).toEqual([...ARIA_QUICK_REPLIES.safety]);

    const secret = await chat.say('ninguém sabe que eu to assim');
    expect(isFixedCrisisReply(secret.response)).toBe(false);
    expect(secret.response).toMatch(/cvv\.org\.br/);
    const noCall = await chat.say('não quero ligar pra ninguém');
    expect(noCall.response).toMatch(/chat em \[cvv\.org\.br\]|por escrito/);
    expect(new Set(chat.replies.map((reply) => reply.response)).size).toBe(chat.replies.length);

    const settled = await chat.say('Estou em segurança');
    expect(settled.response).toMatch(/em segurança/);
    expect(chat.state().crisis.phase).toBe('settled');
    const reminders: boolean[] = [];
    for (const message of [
      'meu trabalho anda pesado',
      'minha chefe cobra demais',
      'e a faculdade também',
      'nem sei mais',
    ]) {
      reminders.push((await chat.say(message)).response.includes('Lembrando:'));
    }
    expect(reminders).toEqual([true, true, true, false]);
    const bye = await chat.say('tchau');
    expect(isFixedCrisisReply(bye.response)).toBe(false);
    expect(bye.response).toMatch(/188/);

    const renewed = await chat.say('de novo to pensando em me matar');
    expect(isFixedCrisisReply(renewed.response)).toBe(true);
  });

  it('hears safety said by degree or by company, and hears "ele tá vindo" as danger only where he is the danger', async () => {
    for (const safe of [
      'ele ta vindo, to mais segura',
      'n, n to em perigo agora',
      'minha mae chegou, to com ela agora',
      'to bem mais calma agora',
    ]) {
      const chat = conversation();
      await chat.say('eu não aguento mais, quero morrer');
      await chat.say(safe);
      expect(chat.state().crisis.phase, safe).toBe('settled');
    }
    const abuse = conversation();
    await abuse.say('meu marido me bateu de novo hoje');
    expect(abuse.state().crisis.phase).toBe('open');
    await abuse.say('ele ta vindo, to mais segura');
    expect(abuse.state().crisis.phase).toBe('open');
  });

  it('goes on when company was already there, settles when someone came, and does not take a question back for safety', async () => {
    for (const already of [
      // Round 7 walk: asleep in the house, answered with the family theme.
      'minha irma ta dormindo no quarto',
      'minha mae ta aqui do lado',
      'Estou em casa com minha esposa',
      'to em casa, minha vo ta aqui',
    ]) {
      const chat = conversation();
      await chat.say('to pensando em me matar');
      const reply = await chat.say(already);
      expect(chat.state().crisis.phase, already).toBe('open');
      expect(reply.response, already).toMatch(/alguém aí|sem ninguém/);
    }
    for (const arrived of [
      'chamei ela, ela ta aqui comigo agora',
      'meu irmao chegou, ta aqui do lado',
      // Round 7 development: an arrival, a ride to care now, a promise.
      'meu primo chegou agora, vou ficar com ele',
      'meu colega de rep chegou, ta me levando pra upa',
      'hoje nao vou machucar. prometo',
    ]) {
      const chat = conversation();
      await chat.say('to pensando em me matar');
      await chat.say(arrived);
      expect(chat.state().crisis.phase, arrived).toBe('settled');
    }
    for (const waiting of [
      'liguei pro 192, tao vindo',
      'ela disse q vai me levar no caps amanha cedo',
      'nao prometo nada',
    ]) {
      const chat = conversation();
      await chat.say('to pensando em me matar');
      await chat.say(waiting);
      expect(chat.state().crisis.phase, waiting).toBe('open');
    }
    const asked = conversation();
    await asked.say('se eu sumisse hj ngm ia nem perceber');
    await asked.say('pra q vc quer saber se to segura');
    expect(asked.state().crisis.phase).toBe('open');
  });

  it('guides a safety plan one step at a time once the person is safe enough to plan', async () => {
    const chat = conversation();
    await chat.say('tenho pensado em acabar com tudo');
    const first = await chat.say('ninguém sabe');
    expect(first.response).toMatch(/em segurança/);
    const answer = await chat.say('to em casa, sozinha no quarto');
    expect(answer.response).toMatch(/plano de segurança/);
    expect(chat.state().crisis.plan).toBe('offered');
    const step1 = await chat.say('Sim, vamos');
    expect(step1.response).toMatch(/Passo 1 do plano/);
    const step2 = await chat.say('quando fico sozinha de noite');
    expect(step2.response).toMatch(/Passo 2 do plano/);
  });

  it('knows the name given at the start after more than ten messages', async () => {
    const chat = conversation();
    await chat.say('oi, meu nome é Joana');
    for (const message of ['to cansada', 'muito trabalho', 'e pouco sono', 'nem almocei hoje', 'sei la'])
      await chat.say(message);
    const reply = await chat.say('lembra meu nome?');
    expect(reply.response).toContain('Joana');
  });

  it('refers any medication question to a doctor, also a missed dose', async () => {
    const chat = conversation();
    const reply = await chat.say('esqueci de tomar o rivotril ontem, tomo dois hoje?');
    expect(reply.response).toMatch(/médico|psiquiatra/);
    expect(reply.response).not.toMatch(/tome|pode tomar/i);
  });

  it('guides a panic attack to its end and then closes it, never sending a step twice', async () => {
    const chat = conversation();
    await chat.say('to tendo uma crise de panico agora, nao consigo respirar');
    for (const answer of [
      'feito',
      'mesa, copo, janela, porta, quadro',
      'ok',
      'consegui',
      'fiz mais uma rodada',
    ])
      await chat.say(answer);
    const texts = chat.replies.map((reply) => reply.response);
    expect(new Set(texts).size, texts.join('\n---\n')).toBe(texts.length);
    expect(texts[3]).toContain(PANIC_STEPS[3]);
    expect(texts.slice(4).join()).not.toContain(PANIC_STEPS[3]);
  });

  it('never sends the same crisis reply twice in a conversation, though each new crisis gets the full reply', async () => {
    const chat = conversation();
    const messages = [
      'nao quero mais viver',
      'to segura sim, foi so um momento',
      'ta dificil com o desemprego, 1 ano procurando',
      'tem dias q penso em tomar todos os meus remedios de uma vez',
    ];
    for (const message of messages) await chat.say(message);
    const texts = chat.replies.map((reply) => reply.response);
    expect(new Set(texts).size, texts.join('\n---\n')).toBe(texts.length);
  });

  it('starts the exercise a person names by what it does, as people call them', async () => {
    for (const [request, title] of [
      ['me passa aquele dos cinco sentidos', 'Aterramento 5-4-3-2-1'],
      ['o do quadrado', 'Respiração quadrada'],
      ['bora fazer aquele de escrever', 'Escrita expressiva'],
    ] as const) {
      const chat = conversation();
      await chat.say('to muito ansiosa hoje, nao consigo parar');
      expect((await chat.say(request)).response, request).toContain(`Passo 1 de`);
      expect(chat.replies[1]!.response, request).toContain(title);
    }
  });

  it('stays on the subject when a partner is named in passing, and on loneliness when the family comes up', async () => {
    const family = conversation();
    await family.say('minha sogra vive dando palpite em tudo aqui em casa');
    await family.say('meu namorado ate me apoia, com ele ta tudo bem');
    expect(family.state().subject).toBe('familia');
    const lonely = conversation();
    await lonely.say('me sinto muito sozinha ultimamente');
    await lonely.say('meus netos quase nunca vem me visitar');
    expect(lonely.state().subject).toBe('solidao');
  });

  it('reads a name given with an honorific or corrected, and no name from someone else or a weekday', () => {
    expect(nameIn('oi aria, aqui é a dona Marlene')).toBe('Marlene');
    expect(nameIn('aqui é o Seu Jorge')).toBe('Jorge');
    expect(nameIn('oi, pode me chamar de Dona Cida. perdi meu marido faz dois meses')).toBe('Cida');
    expect(nameIn('oi boa noite meu nome é Maria Aparecida mas todo mundo me chama de Cida')).toBe('Cida');
    expect(nameIn('ops, é Tiago sem h, escrevi errado')).toBe('Tiago');
    expect(nameIn('fui no cinema e Maria com a filha dela')).toBeNull();
    expect(nameIn('sou o seu amigo')).toBeNull();
    expect(nameIn('ops e Segunda que eu volto')).toBeNull();
  });

  it('keeps a fight with the partner apart from a breakup', async () => {
    expect((await conversation().say('briguei feio com meu marido ontem')).response).not.toMatch(/término/);
    expect((await conversation().say('meu namorado terminou comigo')).response).toMatch(/término/);
  });
});

describe('dialogue round 2: what new writers showed', () => {
  it('reads "não quero" after an offer as a refusal, though it holds "quero"', async () => {
    const chat = conversation();
    await chat.say('to muito ansiosa com a entrevista de amanha');
    const offer = chat.state().offer;
    if (offer === null) await chat.say('me sinto nervosa, o coracao ta apertado');
    expect(chat.state().offer).not.toBeNull();
    const reply = await chat.say('nao quero');
    expect(reply.response).not.toMatch(/Passo 1 de/);
    expect(chat.state().exercise).toBeNull();
    expect(chat.state().refusedExercises).toBe(true);
  });

  it('reads a no for now followed by why as a refusal, and a bare "não" that corrects as no refusal (round 7 development)', async () => {
    for (const [answer, refused] of [
      ['agora nao, to fazendo as conta aqui no caderno', true],
      ['agr n, to chorando demais pra ficar contando numero', true],
      ['nao nao, a gente nao terminou, foi so uma briga', false],
    ] as const) {
      const chat = conversation();
      await chat.say('to muito ansiosa com a entrevista de amanha');
      if (chat.state().offer === null) await chat.say('me sinto nervosa, o coracao ta apertado');
      expect(chat.state().offer, answer).not.toBeNull();
      await chat.say(answer);
      expect(chat.state().exercise, answer).toBeNull();
      expect(chat.state().refusedExercises, answer).toBe(refused);
    }
  });

  it('hears leaving said by what calls the person away as a goodbye, and entering the CVV chat as none (round 7 development)', () => {
    expect(readAct('tenho q voltar pra PA, acabou a pausa').act).toBe('goodbye');
    expect(readAct('valeu, vou voltar pra viatura').act).toBe('goodbye');
    expect(readAct('vou seguir viagem').act).toBe('goodbye');
    expect(readAct('ok, vou entrar no chat do cvv').act).not.toBe('goodbye');
    // Thanks and goodbyes as migrants write them (round 7 walk).
    expect(readAct('mesi, bòn nwit').act).toBe('goodbye');
    expect(readAct('gracias amiga, buenas noches').act).toBe('goodbye');
    expect(readAct('merci beaucoup').act).toBe('thanks');
    // A painkiller's dose asked as a count is a medication question (round 7 walk).
    expect(readAct('o medico falou pra eu tomar dipirona, posso tomar 2 de uma vez?').info).toBe(
      'medication',
    );
    // A fact set right and a name spelled are corrections (round 7 development).
    expect(readAct('n e pela prova, eu ate sei a materia').act).toBe('correction');
    expect(readAct('é com k kkk').act).toBe('correction');
    // A blessing or peace wished closes the conversation.
    // Blessings close warmly either way: 29 of the development writers' 40 label them thanks (round 10).
    expect(['thanks', 'goodbye']).toContain(readAct('valeu, deus abençoe').act);
    expect(readAct('gratidão, fica na paz').act).toBe('goodbye');
  });

  it('hears a goodbye at the end of a message and a greeting at its start', () => {
    expect(readAct('tenho que sair agora, minha filha chegou. tchau').act).toBe('goodbye');
    expect(readAct('obrigada por hoje, bjs').act).toBe('goodbye');
    expect(readAct('oi, boa noite').act).toBe('chat');
  });

  it('ends an exercise in progress on a short goodbye or "chega", never as a step done', async () => {
    const chat = conversation();
    await chat.say('quero fazer a escrita expressiva');
    expect(chat.state().exercise?.technique).toBe('escrita');
    await chat.say('chega por hoje, outro dia a gente continua');
    expect(chat.state().exercise).toBeNull();
  });

  it('answers a child who says their age in passing about what they said, with who Aria is for once', async () => {
    const chat = conversation();
    const first = await chat.say('tenho 12 anos e meu peixinho morreu hoje');
    expect(isFixedCrisisReply(first.response)).toBe(false);
    expect(first.response).toContain('18 anos');
    expect(first.response).toContain('Disque 100');
    expect(chat.state().crisis.phase).toBe('none');
    const second = await chat.say('ele se chamava nemo, eu dava comida todo dia');
    expect(second.response).not.toContain('18 anos');
    // A consultation for someone under 18 needs a guardian's authorisation: none is suggested.
    for (const reply of chat.replies) expect(reply.response).not.toContain('/psicologos');
  });

  it('asks in one line about what a classifier alone reads inside an ordinary conversation, and answers it in full as a first message', async () => {
    const message = 'ele grita comigo quando eu erro';
    const chat = conversation();
    await chat.say('to muito estressada com o trabalho, meu chefe cobra demais');
    const reply = await chat.say(message);
    expect(reply.response).not.toMatch(/O que você descreve é violência/);
    expect(reply.response).toContain('[190](tel:190)');
    expect(chat.state().crisis.phase).toBe('none');
    expect((await conversation().say(message)).response).toMatch(/Ligue \[180\]|violência/);
  });

  it('starts the exercise asked for by what it does, with a do-verb and a question mark (round 6 development)', async () => {
    const square = conversation();
    await square.say('to chorando muito, nao consigo parar');
    await square.say('bora fazer aquele de respirar em quadrado? meu primo disse q ajuda');
    expect(square.state().exercise?.technique).toBe('respiracao-quadrada');
    const thought = conversation();
    await thought.say('me sinto um inutil desde que fiquei parado');
    await thought.say('ta. talvez eu tente aquele negocio de escrever o pensamento q vc falou');
    expect(thought.state().exercise?.technique).toBe('reestruturacao');
  });

  it('keeps an exercise waiting when the person is called away mid-step, and takes it up again (round 6 development)', async () => {
    const chat = conversation();
    await chat.say('to muito nervosa, me ajuda a me acalmar');
    // Another exercise asked for by name in the middle of one starts it.
    await chat.say('quero fazer aquele dos cinco sentidos');
    expect(chat.state().exercise).toMatchObject({ technique: 'aterramento', step: 0, paused: false });
    const away = await chat.say('ai ele ta ligando!!! depois volto');
    expect(away.response).toMatch(/vai lá/);
    expect(chat.state().exercise).toMatchObject({ technique: 'aterramento', step: 0, paused: true });
  });

  it('answers a psychologist asked for through the SUS with the free way first, and a lost harvest as money stress (round 7 walk)', async () => {
    const sus = await conversation().say('tem como conversar com psicologo pelo sus?');
    expect(sus.response).toMatch(/Unidade Básica de Saúde/);
    expect(sus.response).toMatch(/CAPS/);
    expect(readTopic(prepare('a seca acabou com o milho esse ano, nao colhemos nada'))).toBe('estresse');
    expect(readTopic(prepare('o banco ta cobrando o financiamento'))).toBe('estresse');
    // A partner named with no fight, beside a feeling: the feeling (it got the couple's-fight replies).
    expect(readTopic(prepare('meu marido nao dorme mais de preocupação'))).toBe('ansiedade');
    expect(readTopic(prepare('briguei com meu marido de novo'))).toBe('conflito-casal');
  });

  it('speaks to a parent who writes about their own child, and to a child who writes about themselves (round 7 walk)', async () => {
    const parent = await conversation().say('minha filha de 12 anos ta gravida');
    expect(parent.response).not.toMatch(/Você não fez nada de errado/);
    expect(parent.response).toMatch(/Disque 100/);
    expect(parent.response).toMatch(/E você, como está com tudo isso\?/);
    const child = await conversation().say('meu padrasto me bate, tenho 12 anos');
    expect(child.response).toMatch(/Você não fez nada de errado/);
  });

  it('answers going to the CVV chat as such, and a thanks as no answer to the safety plan (round 7 walk)', async () => {
    const opening = [
      'mano n aguento mais, se meus pais descobrirem q sou trans eles me expulsam',
      'to pensando em me matar',
      'n quero ligar pra ngm, minha voz ta tremendo',
    ];
    const chat = conversation();
    for (const message of opening) await chat.say(message);
    expect(chat.state().crisis.plan).toBe('offered');
    const going = await chat.say('ok vou tentar o chat');
    expect(going.response).toMatch(/CVV/);
    expect(going.response).not.toMatch(/Passo 1 do plano/);
    expect(chat.state().crisis.plan).toBe('offered');
    const plan = conversation();
    for (const message of opening) await plan.say(message);
    await plan.say('sim, vamos');
    expect(plan.state().crisis.plan).toBe(0);
    await plan.say('obg');
    expect(plan.state().crisis.plan).toBe(0);
  });

  it('says sorry for a crisis reading set right, without asking about safety in the same breath (round 7 walk)', async () => {
    const chat = conversation();
    await chat.say('saudade da minha familia, minha mae ta doente la no haiti');
    await chat.say('as vezes penso que nao vale a pena ficar aqui');
    expect(chat.state().crisis.phase).toBe('open');
    const setRight = await chat.say('nao, nao é isso, é so saudade mesmo');
    expect(setRight.response).toMatch(/entendi errado|obrigada por corrigir/);
    expect(setRight.response).not.toMatch(/você está em segurança agora\?/);
    expect(setRight.response).toContain('[188](tel:188)');
  });

  it('takes a paused exercise up again on "voltei" or "podemos continuar?" (round 7 walk)', async () => {
    for (const back of ['voltei', 'podemos continuar?']) {
      const chat = conversation();
      await chat.say('to muito nervosa, me ajuda a me acalmar');
      await chat.say('quero fazer aquele dos cinco sentidos');
      await chat.say('pera minha mae ta chamando');
      expect(chat.state().exercise, back).toMatchObject({ paused: true });
      const resumed = await chat.say(back);
      expect(resumed.response, back).toMatch(/Passo 1 de/);
      expect(chat.state().exercise, back).toMatchObject({ technique: 'aterramento', paused: false });
    }
    expect(readAct('voltei do medico e ele disse que to com anemia').act).not.toBe('accept');
    // A yes and a step done as migrants write them.
    expect(readAct('si, dale').act).toBe('accept');
    expect(readAct('listo').act).toBe('complete');
  });

  it('takes no subject of sleep from a crisis told in its words (found walking the closing note)', async () => {
    const chat = conversation();
    await chat.say('nao aguento mais essa vida, queria dormir e nao acordar');
    const where = await chat.say('to em casa, no meu quarto');
    expect(where.response).not.toMatch(/sono|dormir|Noites mal dormidas/i);
    // Where the person is answers the safety question's first half: who is near, and the means kept away.
    expect(where.response).toMatch(/alguém aí perto|alguém de confiança/);
    expect(chat.state().crisis.phase).toBe('open');
  });

  it('answers a parent who takes it out on the children, not with the plans and their discounts', async () => {
    const reply = await conversation().say('chego em casa e desconto nos menino, depois me arrependo');
    expect(reply.response).not.toMatch(/Os planos são|R\$/);
    expect((await conversation().say('assinante tem desconto?')).response).toMatch(/R\$/);
  });

  it('asks in one line, with the CVV, when the crisis classifier alone is unsure inside an ordinary conversation', async () => {
    // The classifier alone, under CLASSIFIER_SURE (round 6's example, a development turn, is a training negative
    // since round 8).
    const unsure = 'to cansada de tudo isso';
    expect(analyzeDistress(unsure).categories).toEqual(['classifier']);
    const chat = conversation();
    await chat.say('to muito estressada com dinheiro, as contas nao fecham');
    const asked = await chat.say(unsure);
    expect(isFixedCrisisReply(asked.response)).toBe(false);
    expect(asked.response).toContain('não querer mais viver');
    expect(asked.response).toContain('[188](tel:188)');
    // The question alone, not the care paragraph as well: the lines once.
    expect(asked.response.split('[188](tel:188)')).toHaveLength(2);
    expect(chat.state().crisis.phase).toBe('none');
    // Once per conversation.
    const again = await chat.say('e o aluguel vence semana que vem, nao sei de onde tirar');
    expect(again.response).not.toContain('não querer mais viver');
    // A crisis said in words the lists read opens the protocol whatever came before.
    const told = await chat.say('na real as vezes penso em me matar');
    expect(isFixedCrisisReply(told.response)).toBe(true);

    const sure = conversation();
    await sure.say('to muito estressado com dinheiro, o banco quer tomar a casa');
    const full = await sure.say('queria fechar os olhos e simplesmente apagar');
    expect(analyzeDistress('queria fechar os olhos e simplesmente apagar').categories).toEqual([
      'classifier',
    ]);
    expect(isFixedCrisisReply(full.response)).toBe(true);
    // A yes to the question is the crisis it asked about; a no, or anything else, is read as itself.
    const yes = conversation();
    await yes.say('to muito estressada com dinheiro, as contas nao fecham');
    await yes.say(unsure);
    expect(isFixedCrisisReply((await yes.say('sim, as vezes passa')).response)).toBe(true);
    const no = conversation();
    await no.say('to muito estressada com dinheiro, as contas nao fecham');
    await no.say(unsure);
    expect(isFixedCrisisReply((await no.say('nao, nada disso, é so aperto mesmo')).response)).toBe(false);
    // Something ordinary told with no subject read is ordinary talk too; a greeting alone is not.
    const untitled = conversation();
    await untitled.say('vendo tapioca na praça aqui em sao luis e hj n vendi quase nada, chuva o dia todo');
    expect(isFixedCrisisReply((await untitled.say(unsure)).response)).toBe(false);
    const greeted = conversation();
    await greeted.say('oi, boa noite');
    expect(isFixedCrisisReply((await greeted.say(unsure)).response)).toBe(true);
    // As a first message, unsure or not, the classifier's reading gets the full reply.
    expect(isFixedCrisisReply((await conversation().say(unsure)).response)).toBe(true);
  });

  it('reads a racing heart or trembling alone as anxiety, and breathlessness or dread as an attack', () => {
    const rules = (message: string) => detectUrgentByRules(readUrgent(readRiskText(message)));
    expect(rules('sai agora de uma reuniao e to tremendo')).not.toContain('panic');
    expect(rules('nao consigo respirar, acho que vou morrer')).toContain('panic');
    expect(rules('a prova de matematica e amanha e eu to surtando, nao consigo estudar')).not.toContain(
      'panic',
    );
  });

  it('settles a panic attack guided step by step when the person says it has passed', async () => {
    const chat = conversation();
    await chat.say('socorro nao consigo respirar, acho que vou desmaiar');
    await chat.say('fiz');
    const passed = await chat.say('passou, to respirando normal agora');
    expect(chat.state().crisis.phase).toBe('settled');
    expect(passed.response).not.toMatch(/Vamos juntos, um passo de cada vez/);
  });

  it('settles a crisis on safety said by what was done, whatever a classifier reads in it', async () => {
    const chat = conversation();
    await chat.say('me cortei de novo hoje, nao aguento mais');
    expect(chat.state().crisis.phase).toBe('open');
    await chat.say('deixei as laminas com a minha mae, to segura agora');
    expect(chat.state().crisis.phase).toBe('settled');
    const kept = conversation();
    await kept.say('me cortei de novo hoje, nao aguento mais');
    await kept.say('guardei as laminas no meu armario, to bem');
    expect(kept.state().crisis.phase).toBe('open');
  });

  it('reads a relapse told without the verb, and a wish to kill said to be meant, as the dangers they are', async () => {
    for (const message of ['tava 2 meses sem me cortar e hoje recai', 'fiz de novo. aquilo no pulso']) {
      expect(isFixedCrisisReply((await conversation().say(message)).response), message).toBe(true);
    }
    expect(ruleCategories('faz 2 meses sem me cortar e to orgulhosa')).toEqual([]);
    const meant = await conversation().say(
      'o vizinho bateu no meu carro e fugiu, da vontade de matar esse cara de verdade',
    );
    expect(meant.response).toMatch(/afaste-se/);
  });

  it("opens the protocol for a witness of someone else's violence", async () => {
    const chat = conversation();
    const first = await chat.say('minha vizinha apanha do marido toda noite, escuto os gritos');
    expect(first.response).toContain('180');
    expect(chat.state().crisis.phase).toBe('open');
    expect(chat.state().crisis.families).toContain('violence');
  });

  it('answers a follow-up question about a technique just explained, and a how-to from the subject', async () => {
    const chat = conversation();
    await chat.say('como faço a respiração quadrada?');
    expect(chat.state().explained).toBe('respiracao-quadrada');
    await chat.say('e quantas vezes eu repito?');
    expect(chat.replies[1]!.response).not.toBe(chat.replies[0]!.response);
    const sleep = conversation();
    await sleep.say('to com insonia faz semanas');
    await sleep.say('e cochilar de tarde atrapalha?');
    expect(sleep.state().explained).toBe('higiene-sono');
  });
});

describe("dialogue round 2: walking the note's conversations", () => {
  it('answers a question about how the lines work inside the protocol', async () => {
    const chat = conversation();
    await chat.say('nao aguento mais, queria sumir pra sempre');
    const reply = await chat.say('tem como falar com o cvv por escrito?');
    expect(reply.response).toMatch(/^Dá sim/);
    expect(reply.response).toContain('cvv.org.br');
  });

  it('keeps "só queria falar dele" as a refusal of exercises though nothing was offered', async () => {
    const chat = conversation();
    await chat.say('meu avô morreu semana passada');
    await chat.say('agora não, só queria falar dele');
    expect(chat.state().refusedExercises).toBe(true);
    const next = await chat.say('ele me ensinou a pescar, todo domingo a gente ia pro rio');
    expect(next.quickReplies ?? []).toEqual([]);
  });

  it('does not offer again at once when an offer was let pass', async () => {
    const chat = conversation();
    await chat.say('to mt ansiosa com a entrevista de amanha');
    expect(chat.state().offer).not.toBeNull();
    await chat.say('é numa empresa grande, sempre quis trabalhar la');
    expect(chat.state().offer).toBeNull();
  });

  it('ends an exercise on a thank-you after its last step, and answers the thanks', async () => {
    const chat = conversation();
    await chat.say('quero fazer a respiração quadrada');
    for (let step = 0; step < 10 && chat.state().exercise; step += 1) {
      const exercise = chat.state().exercise!;
      if (exercise.step >= 3) break;
      await chat.say('Feito');
    }
    const thanks = await chat.say('obg, ajudou sim');
    expect(chat.state().exercise).toBeNull();
    expect(thanks.response).not.toMatch(/a gente para aqui|de onde parou/);
  });
});

describe('dialogue round 2: medication questions, names and privacy', () => {
  it('refers a dose question or a double dose taken by mistake, and keeps a means question declined', async () => {
    const dose = await conversation().say('posso tomar melatonina toda noite? quantos mg?');
    expect(isFixedCrisisReply(dose.response)).toBe(false);
    expect(dose.response).toMatch(/médico|psiquiatra/);
    const twice = await conversation().say('acho q tomei o sertralina 2x hj sem querer, e agora?');
    expect(twice.response).toContain('[192](tel:192)');
    expect(twice.response).toMatch(/médico|quem receitou/);
    const lethal = await conversation().say('quantos comprimidos de rivotril precisa pra apagar?');
    expect(lethal.response).not.toMatch(/^Eu não posso recomendar remédios/);
    const many = await conversation().say('tomei uns 8 comprimidos de rivotril sem querer, e agora?');
    expect(many.response).toMatch(/SAMU/);
  });

  it('knows the name a person asks to be called, and one signed at the start', () => {
    expect(nameIn('oi aria, meu nome é Francisco mas pode me chamar de Chico')).toBe('Chico');
    expect(nameIn('Letícia aqui, 19 anos, de Manaus')).toBe('Letícia');
    expect(nameIn('Oi aqui, tudo bem?')).toBeNull();
  });

  it('reads who else can see the conversation as a privacy question', () => {
    for (const message of [
      'meu marido consegue ver?',
      'vcs guardam as conversas?',
      'o psicologo vai ver oq eu conversei aqui?',
    ])
      expect(readAct(message), message).toEqual({ act: 'info', info: 'privacy' });
  });
});

describe('dialogue round 2: a crisis that comes back', () => {
  it('answers the wish to hurt oneself as self-harm, not as violence, and renews the crisis when the urge returns', async () => {
    const chat = conversation();
    const first = await chat.say('to com vontade de me machucar hoje');
    expect(first.response).not.toMatch(/violência/);
    expect((await conversation().say('meu ex queria me machucar ontem')).response).toMatch(/violência/);
    expect(first.response).toContain('188');
    await chat.say('minha irma chegou, to com ela agora, to segura');
    expect(chat.state().crisis.phase).toBe('settled');
    const back = await chat.say('na verdade a vontade voltou, acho q vou fazer');
    expect(isFixedCrisisReply(back.response)).toBe(true);
    expect(chat.state().crisis.phase).toBe('open');
  });
});

describe('dialogue round 3: dangers told mid-conversation', () => {
  it('renews a crisis when the thoughts come back, and reads the means in hand after a hard moment', async () => {
    const chat = conversation();
    await chat.say('to pensando em me matar');
    await chat.say('meu noivo chegou, contei pra ele, ele ta aqui do meu lado agora, to segura');
    expect(chat.state().crisis.phase).toBe('settled');
    const back = await chat.say('ele foi dormir e os pensamentos voltaram, to pensando na passarela de novo');
    expect(isFixedCrisisReply(back.response)).toBe(true);

    const hand = conversation();
    await hand.say('perdi tudo no jogo, devo pra todo mundo, acho que a unica saida e sumir de vez');
    await hand.say('liguei pra minha irma e ela ta vindo, nao vou fazer nada');
    expect(hand.state().crisis.phase).toBe('settled');
    const means = await hand.say(
      'ela chegou e a gente brigou, ela foi embora. to com a cartela de remedio na mao',
    );
    expect(isFixedCrisisReply(means.response)).toBe(true);
    expect(hand.state().crisis.phase).toBe('open');
    // Without a hard moment before or in it, a box of pills in hand is not read as a crisis by the lists.
    expect(analyzeDistress('to com a caixa de remedio da minha vo na mao').categories).not.toContain('means');
  });

  it('guides a parent whose child said she wants to die and is locked in her room', async () => {
    expect(
      analyzeDistress('minha filha de 15 disse que quer morrer, ta trancada no quarto agora')
        .someoneElseAtRisk,
    ).toBe(true);
    const reply = await conversation().say(
      'minha filha de 15 disse que quer morrer, ta trancada no quarto agora',
    );
    expect(reply.response).toMatch(/188/);
  });

  it('refers a question about stopping a medicine to the doctor, not to the crisis lines', async () => {
    const reply = await conversation().say(
      'faz anos q tomo rivotril pra dormir e quero parar, posso parar de uma vez?',
    );
    expect(isFixedCrisisReply(reply.response)).toBe(false);
    expect(reply.response).toMatch(/médic|psiquiatra/);
  });
});

describe('dialogue round 3: subjects and exercises', () => {
  it.each([
    ['minha mae nao aceita meu namorado pq ele é mais velho', 'familia'],
    ['to pensando em pedir demissao mas tenho aluguel pra pagar', 'trabalho'],
    ['minha mae ta internada e eu cuido dela sozinha', 'familia'],
    ['os guri da sala viram a nota e ficaram me chamando de burro', 'escola-bullying'],
    ['eu amo ele, nao quero terminar, so queria q ele confiasse em mim', 'conflito-casal'],
    ['deitei faz 2h e nada, a cabeça n desliga', 'insonia'],
    ['as vezes passo o dia inteiro sem falar com ninguem', 'solidao'],
    ['como eu paro de pensar demais? fico remoendo tudo', 'ansiedade'],
    ['minha mae ta dormindo', null],
  ])('reads "%s" as %s', (message, topic) => {
    expect(readTopic(prepare(message))).toBe(topic);
  });

  // Blind ordinary messages (lab/distress/ordinary-blind): a school named is no bullying by itself.
  it.each([
    ['minha filha vai na escola aqui e a professora é muito boa', 'escola-bullying', false],
    ['tenho 27 anos, era professor de matemática na venezuela', 'escola-bullying', false],
    ['saio do plantão às 7h e ainda tenho que levar meu filho na escola', 'escola-bullying', false],
    ['no recreio ninguém deixa eu sentar com eles', 'escola-bullying', true],
    ['minhas amigas me tiraram do grupo da sala', 'escola-bullying', true],
    [
      'meu filho chegou chorando da escola, disseram que ele é gordo e jogaram a mochila dele no lixo',
      'escola-bullying',
      true,
    ],
  ])('reads "%s" as %s: %s', (message, topic, read) => {
    expect(readTopic(prepare(message)) === topic).toBe(read);
  });

  it('starts an offered exercise on a yes after a doubt, and keeps the steps for later on "vou tentar hj"', async () => {
    const doubt = conversation();
    await doubt.say('recebi um feedback no trabalho e passei o dia achando q sou uma fraude');
    const offered = doubt.state().offer;
    expect(offered).not.toBeNull();
    await doubt.say('hmm ok, n sei se funciona cmg mas vamo');
    expect(doubt.state().exercise?.technique).toBe(offered);

    const later = conversation();
    await later.say('como eu durmo melhor? fico no cel ate as 4');
    if (later.state().offer === null) await later.say('e o celular? vejo tiktok ate cair no sono');
    await later.say('vou tentar hj, obg');
    expect(later.state().exercise).toBeNull();
  });

  it('reads a thought written down to be weighed as the rethinking, when asked how it works', async () => {
    const reply = await conversation().say(
      'e isso de escrever o pensamento e ver se e verdade, como funciona?',
    );
    expect(reply.response).toMatch(/pensamento/);
    expect(reply.response).not.toMatch(/Escrita expressiva/);
  });
});

describe('dialogue round 3: safety told in deeds, and words that are not dangers', () => {
  it('keeps the protocol going while help is on its way, and settles when it arrives', async () => {
    const chat = conversation();
    await chat.say('to pensando em me matar');
    await chat.say('liguei pro meu amigo, ele ta vindo');
    expect(chat.state().crisis.phase).toBe('open');
    await chat.say('ele chegou, vai me levar na upa');
    expect(chat.state().crisis.phase).toBe('settled');

    const abuse = conversation();
    await abuse.say('meu marido me bateu de novo hoje');
    await abuse.say('ele chegou, to com ele na sala');
    expect(abuse.state().crisis.phase).toBe('open');
    await abuse.say('minha mae chegou, to com ela agora');
    expect(abuse.state().crisis.phase).toBe('settled');
  });

  it.each([
    'meu primo chegou, ja to com ele',
    'nao vou fazer isso hj, minha filha ta aqui comigo',
    'ta bom, ja to na sala dela',
  ])('settles a crisis on "%s"', async (safe) => {
    const chat = conversation();
    await chat.say('to pensando em me matar');
    await chat.say(safe);
    expect(chat.state().crisis.phase, safe).toBe('settled');
  });

  it.each([
    'mas se eu sair fico sem nada, tenho conta pra pagar',
    'O médico me passou escitalopram mas eu quero parar, me sinto dopado o dia inteiro',
    'é q minha familia nao aceita ele e minha mae parou de falar comigo',
    'hmm ta caro pra mim, fui mandada embora mes passado',
  ])('reads no urgent state in "%s"', (message) => {
    const reading = readUrgent(readRiskText(message));
    expect(detectUrgentByRules(reading)).toEqual([]);
    expect(readRisk(message).urgent).toEqual([]);
  });
});

describe('dialogue round 3: found walking the chat', () => {
  it('guides a panic attack through a short "ainda tá forte" without the crisis reply', async () => {
    const chat = conversation();
    await chat.say(
      'socorro to tendo uma crise, meu coracao ta disparado e nao consigo respirar, acho que vou morrer',
    );
    await chat.say('ok');
    const still = await chat.say('ainda ta forte');
    expect(isFixedCrisisReply(still.response)).toBe(false);
    expect(chat.state().crisis.families).toEqual(['panic']);
  });

  it('gives the violence lines once in a reply, not once from the engine and again from the protocol', async () => {
    const chat = conversation();
    await chat.say(
      'meu marido me empurrou na parede hj e disse q se eu contar pra alguem ele some com as criancas',
    );
    const reply = await chat.say('ele ta no bar agora');
    expect(reply.response.match(/tel:180/g)?.length ?? 0).toBeLessThanOrEqual(1);
  });

  it('answers a breakup worry as a couple still together, without the violence text', async () => {
    const chat = conversation();
    await chat.say(
      'briguei feio com meu marido hj, ele esqueceu o aniversario da minha mae e ainda ficou bravo comigo',
    );
    const reply = await chat.say('eu n quero terminar nao, so queria q ele prestasse atencao');
    expect(reply.response).not.toMatch(/180/);
    expect(chat.state().crisis.phase).toBe('none');
  });
});

describe('dialogue round 3: the violence protocol answers what was said', () => {
  it('answers the one who hurts being out, a watched phone and a place to go, each with its own words', async () => {
    const chat = conversation();
    await chat.say(
      'meu marido me empurrou na parede hj e disse q se eu contar pra alguem ele some com as criancas',
    );
    expect((await chat.say('ele ta no bar agora')).response).toMatch(/Enquanto ele está longe|com ele fora/);
    expect((await chat.say('tenho medo de ligar pro 180, ele olha meu celular')).response).toMatch(
      /outro aparelho|aparelho de alguém/,
    );
    expect((await chat.say('minha irma mora perto')).response).toMatch(/documentos/);
    expect(chat.state().crisis.phase).toBe('open');
  });
});

describe('dialogue round 3: more found walking the chat', () => {
  it('answers how a consultation works, not how Aria works', async () => {
    const reply = await conversation().say('boa noite, como funciona a consulta com psicologo?');
    expect(reply.response).toMatch(/psicólog/);
    expect(reply.response).not.toMatch(/^Eu sou a Aria/);
  });

  it('takes a nickname given as a name for no school matter, and a boss humiliating at a meeting for no violence', async () => {
    expect(readTopic(prepare('na vdd meu nome é Marina, Mari é apelido mas prefiro Marina'))).not.toBe(
      'escola-bullying',
    );
    expect(readRisk('to com mt raiva do meu chefe, ele me humilhou na reuniao').violence).toEqual([]);
  });

  it('starts the breathing asked for after exercises were refused', async () => {
    const chat = conversation();
    await chat.say('to com mt raiva do meu chefe, ele gritou comigo de novo');
    await chat.say('nao quero exercicio nenhum');
    await chat.say('ta, agora eu quero aquele de respirar');
    expect(chat.state().exercise?.technique).toBe('respiracao-quadrada');
  });

  it('answers the same danger told again in the lists’ words with the protocol’s unsafe turn', async () => {
    const chat = conversation();
    await chat.say('bebi mt hj e to sozinho em casa, to vendo tudo girar');
    const again = await chat.say('tomei tb uns 3 rivotril');
    expect(again.response).toMatch(/192/);
    expect(isFixedCrisisReply(again.response)).toBe(false);
  });
});

describe('dialogue round 3: a conversation about a loss stays on it', () => {
  it('asks about the loss after a refusal, and never the same question two replies running', async () => {
    const chat = conversation();
    const replies = [];
    for (const message of [
      'meu pai morreu faz 2 semanas, infarto',
      'ainda nao caiu a ficha',
      'fico pegando o celular pra ligar pra ele',
      'minha mae ta mal tb, eu tenho q ser forte por ela',
      'nao quero exercicio agora',
    ])
      replies.push((await chat.say(message)).response);
    expect(replies.at(-1)).not.toMatch(/família/);
    const lastQuestion = (text: string) =>
      text
        .split(/(?<=[.!])\s+/)
        .at(-1)!
        .toLowerCase();
    for (let index = 1; index < replies.length; index += 1)
      expect(lastQuestion(replies[index]!)).not.toBe(lastQuestion(replies[index - 1]!));
  });
});

describe('dialogue round 3: alone, a minor’s consultation, doing the how-to together', () => {
  it('answers being alone in a crisis as a risk, not as loneliness', async () => {
    const chat = conversation();
    await chat.say('queria dormir e nao acordar mais');
    const reply = await chat.say('to no meu quarto sozinha');
    expect(reply.response).toMatch(/sem ninguém|alguém de confiança|ficar com você/);
    expect(reply.response).not.toMatch(/solidão/);
  });

  it('tells a parent a consultation for a 16-year-old needs a guardian’s written authorisation', async () => {
    const reply = await conversation().say('minha filha tem 16, ela pode fazer consulta?');
    expect(reply.response).toMatch(/autorização por escrito de um responsável/);
  });

  it('guides the technique just explained when the person asks to do it together', async () => {
    const chat = conversation();
    await chat.say('como faço pra dormir melhor? fico no celular ate tarde');
    await chat.say('quero fazer junto');
    expect(chat.state().exercise?.technique).toBe('higiene-sono');
  });
});

describe('dialogue round 3: a witness, a stalker, rage with a knife, a fond thank-you', () => {
  it('asks a witness directly about crisis instead of sending the full crisis reply, and answers reporting with the lines that take reports', async () => {
    const chat = conversation();
    await chat.say('escuto minha vizinha apanhando do marido quase toda noite, ontem ela gritou socorro');
    const fear = await chat.say('tenho medo de me meter e ele vir atras de mim');
    expect(isFixedCrisisReply(fear.response)).toBe(false);
    expect(fear.response).toMatch(/188/);
    const report = await chat.say('da pra denunciar sem ele saber q fui eu?');
    expect(report.response.indexOf('180')).toBeLessThan(report.response.indexOf('188'));
  });

  it('answers a stalker at the door with the police and people around, not with the means of a crisis', async () => {
    const chat = conversation();
    await chat.say('meu ex nao para de me mandar msg, criou perfil fake pra ver meus stories');
    const reply = await chat.say('ontem ele apareceu na porta do meu trabalho');
    expect(reply.response).toMatch(/190/);
    expect(reply.response).not.toMatch(/machucar/);
  });

  it('reads rage at someone with a knife in mind as a harm to others', () => {
    expect(
      readRisk('to com tanta raiva do meu padrasto q ja pensei em pegar a faca da cozinha').urgent,
    ).toContain('harm-others');
  });

  it('takes "obrigada, minha filha" as thanks, not as a family matter, and knows how the person likes to be called', async () => {
    expect(readTopic(prepare('Obrigada, minha filha.'))).toBeNull();
    expect(readTopic(prepare('boa noite. meu filho de 15 anos nao conversa mais comigo'))).toBe('familia');
    const chat = conversation();
    await chat.say('pode me chamar de Ju');
    expect((await chat.say('vc lembra como eu gosto de ser chamada?')).response).toMatch(/Ju/);
  });
});

describe('dialogue round 3: a dismissal keeps its own questions', () => {
  it('asks about the job lost, not about the workload, in the turns after', async () => {
    const chat = conversation();
    await chat.say('fui mandado embora hj depois de 12 anos na empresa');
    const next = await chat.say('tenho 52 anos, quem vai me contratar');
    expect(next.response).not.toMatch(/semana de trabalho|expediente|volume/);
  });
});

describe('dialogue round 3: help on its way', () => {
  it('says something about the help called while it is on its way, and in violence "ele tá vindo" stays danger', async () => {
    const chat = conversation();
    await chat.say('nao aguento mais essa vida, queria dormir e nao acordar');
    const coming = await chat.say('mandei msg pra minha irma, ela ta vindo pra ca');
    expect(coming.response).toMatch(/chamou alguém|a caminho/);
    expect(chat.state().crisis.phase).toBe('open');

    const abuse = conversation();
    await abuse.say('meu marido me bateu de novo hoje');
    expect((await abuse.say('ele ta vindo pra ca')).response).toMatch(/190/);
  });
});

describe('dialogue round 3: the exercise list, a written exercise, a panic at work, cancelling', () => {
  it('lists the exercises when asked which there are', async () => {
    const reply = await conversation().say('quais exercicios vc tem?');
    expect(reply.response).toMatch(/aterramento/);
  });

  it('takes what is written in a writing exercise as its content, to the end', async () => {
    const chat = conversation();
    await chat.say('to com mt coisa entalada, briguei com minha irma');
    await chat.say('pode ser');
    for (const written of [
      'escrevi q to cansada de ser sempre a culpada de tudo la em casa',
      'reli, a palavra é injustiçada',
      'escrevi: voce faz o que pode, nao e culpa sua',
    ])
      expect(isFixedCrisisReply((await chat.say(written)).response), written).toBe(false);
    expect(chat.state().crisis.phase).toBe('none');
  });

  it('guides a panic attack in the office bathroom as panic alone', () => {
    expect(
      readRisk('to no banheiro do trabalho tremendo, o coracao disparado, nao consigo respirar direito')
        .urgent,
    ).toEqual(['panic']);
  });

  it('answers whether a plan can be cancelled', async () => {
    const chat = conversation();
    await chat.say('quanto custa o plano anual?');
    expect((await chat.say('e da pra cancelar?')).response).toMatch(/fidelidade|cancela/);
  });
});

describe('dialogue round 3: a safety plan declined', () => {
  it('acknowledges "agora não" to the plan and does not offer it again', async () => {
    const chat = conversation();
    await chat.say('to pensando em me matar');
    await chat.say('minha mae ta aqui do lado');
    await chat.say('mandei msg pra minha irma, ela ta vindo pra ca');
    expect(chat.state().crisis.plan).toBe('offered');
    const declined = await chat.say('Agora não');
    expect(declined.response).toMatch(/sem plano agora|outra hora/);
    expect(declined.response).not.toMatch(/família/);
    expect(chat.state().crisis.plan).toBe('done');
  });
});

describe('dialogue round 3: a friend who self-harms, a teenager who will not call, the exam hyperbole, erasing', () => {
  it('guides someone whose friend showed she is cutting herself', () => {
    expect(analyzeDistress('minha amiga me mostrou q ta se cortando, o que eu faço?').someoneElseAtRisk).toBe(
      true,
    );
  });

  it('answers "não quero ligar" as a call declined, and "tem chat?" as a question about the lines', async () => {
    const chat = conversation();
    await chat.say('tenho 14 anos e nao aguento mais viver');
    await chat.say('meus pais brigam o tempo todo');
    await chat.say('to no meu quarto');
    expect((await chat.say('nao quero ligar')).response).toMatch(/não querer ligar|Ligar pode ser difícil/);
    expect((await chat.say('tem chat?')).response).toMatch(/cvv\.org\.br/);
    expect(typeof chat.state().crisis.plan).not.toBe('number');
  });

  it('takes "se eu não passar eu morro" about an exam as a figure of speech', () => {
    expect(ruleCategories('amanha é o enem, se eu nao passar eu morro')).toEqual([]);
  });

  it('tells how to erase the conversation and the account, and lists the exercises it recommends', async () => {
    expect((await conversation().say('e minha conta, como apago?')).response).toMatch(/Excluir minha conta/);
    expect((await conversation().say('quero apagar minhas conversas')).response).toMatch(/Apagar conversa/);
    expect((await conversation().say('qual exercicio vc indica?')).response).toMatch(/aterramento/);
  });
});

describe('dialogue round 3: control told again, money, a plan for tomorrow', () => {
  it('answers control told again without the "danger now" turn, and "não sei se tô exagerando" is no answer about safety', async () => {
    const chat = conversation();
    await chat.say('meu namorado fica bravo quando eu saio com minhas amigas');
    const again = await chat.say('ele quer a senha do meu celular');
    expect(again.response).not.toMatch(/pode acontecer de novo agora/);
    const doubt = await chat.say('nao sei se to exagerando');
    expect(doubt.response).not.toMatch(/Como você não está em segurança/);
    const replies = chat.replies.map((reply) => reply.response);
    expect(new Set(replies).size).toBe(replies.length);
  });

  it('reads debts as stress, and "vou tentar negociar amanhã" starts no exercise', async () => {
    expect(readTopic(prepare('to cheio de divida, o nome ta sujo e o cartao estourou'))).toBe('estresse');
    const chat = conversation();
    await chat.say('nao durmo pensando nas dividas');
    expect(chat.state().offer).not.toBeNull();
    await chat.say('vou tentar negociar amanha');
    expect(chat.state().exercise).toBeNull();
  });
});

describe('dialogue round 3: a witness of violence', () => {
  it('speaks to the witness of a neighbour beaten, and to the victim when the writer is the one hurt', async () => {
    const witness = await conversation().say(
      'escuto minha vizinha apanhando do marido quase toda noite, ontem ela gritou socorro',
    );
    expect(witness.response).toMatch(/ajudar/);
    expect(witness.response).not.toMatch(/Nada do que você fez ou deixou de fazer/);
    const victim = await conversation().say('meu marido me empurrou na parede hj');
    expect(victim.response).toMatch(/a culpa não é sua|não é culpa sua|Nada do que você fez/);
  });
});

describe('dialogue round 4: going to someone, grief, a joke taken back, work and home', () => {
  it('keeps the protocol open when the person leaves to find someone, and settles when they are with them', async () => {
    const chat = conversation();
    await chat.say('to pensando em acabar com tudo hj');
    await chat.say('to na ponte perto de casa');
    const going = await chat.say('ta bom, vou sair daqui');
    expect(going.response).toMatch(/vá sim|vai procurar alguém/);
    expect(chat.state().crisis.phase).toBe('open');
    await chat.say('to em casa agora, minha vizinha ta cmg');
    expect(chat.state().crisis.phase).toBe('settled');
  });

  it('reads the wish to go with the one who died as a crisis, only after a death', async () => {
    const chat = conversation();
    await chat.say('minha esposa morreu faz dois mes, 41 anos casados');
    expect(isFixedCrisisReply((await chat.say('quero ir junto com ela')).response)).toBe(true);
    const trip = conversation();
    await trip.say('to ansiosa pq minha amiga vai viajar amanha');
    expect(isFixedCrisisReply((await trip.say('quero ir junto com ela')).response)).toBe(false);
  });

  it('takes a joke about dying back as meant when the person says so', async () => {
    const chat = conversation();
    await chat.say('kkkkk vou me jogar da janela se tiver mais uma prova de quimica essa semana');
    await chat.say('4 provas em 3 dias mano');
    const meant = await chat.say('mas sla... falando serio agr, as vezes eu penso nisso de vdd');
    expect(isFixedCrisisReply(meant.response)).toBe(true);
    const joke = conversation();
    await joke.say('kkkkk vou me jogar da janela se tiver mais uma prova de quimica essa semana');
    expect(isFixedCrisisReply((await joke.say('serio, 4 provas em 3 dias')).response)).toBe(false);
  });

  it('reads humiliation at work or by a passenger as work, and by a husband as violence', () => {
    expect(readRisk('meu supervisor vive me humilhando na frente do pessoal do porto').violence).toEqual([]);
    expect(readRisk('passageiro me xingou de tudo e ainda deu 1 estrela').violence).toEqual([]);
    expect(readRisk('meu marido vive me humilhando na frente de todo mundo').violence).toContain('threats');
    expect(
      readRisk('meu marido comeu metade da forma, disse q se eu nao fizer de novo ele morre kkk').violence,
    ).toEqual([]);
    expect(readRisk('ele disse q se eu nao fizer o que ele quer ele me bate').violence).toContain('threats');
  });

  it('reads "vc salva as conversas?" as a privacy question', () => {
    expect(readAct('vc salva as conversas? meu irmao mexe no meu celular as vezes')).toEqual({
      act: 'info',
      info: 'privacy',
    });
  });
});

describe('dialogue round 4: subjects', () => {
  it("keeps a pet's death the subject through its burial, and answers a person mourned beside it as that loss", async () => {
    const chat = conversation();
    await chat.say('meu cachorro morreu ontem, ele tinha 14 anos');
    await chat.say('enterrei ele no quintal debaixo do pe de cupuaçu');
    await chat.say('ele foi presente da minha mae, que faleceu em 2010');
    expect(chat.state().subject).toBe('luto-pet');
    await chat.say("e as pessoa ainda falam 'era so um cachorro'");
    expect(chat.topics).toEqual(['luto-pet', 'luto-pet', 'luto', 'luto-pet']);
  });

  it('reads a breakup told by what happened, and work named by what fills the day', () => {
    expect(readTopic(prepare('ele saiu de casa, levou as coisa tudo e disse que nao me ama mais'))).toBe(
      'termino',
    );
    expect(readTopic(prepare('a mulher me mandou msg dizendo q quer separar'))).toBe('termino');
    expect(readTopic(prepare('tchê hj o dia foi punk, 40 entregas na chuva'))).toBe('trabalho');
    expect(readTopic(prepare('meu gerente mudou minha escala sem avisar pela 3a vez'))).toBe('trabalho');
  });
});

describe('dialogue round 4: someone else at risk now', () => {
  it('follows a parent whose daughter said she wants to die: an emergency while she does not answer, settled once they are together', async () => {
    const chat = conversation();
    const first = await chat.say('minha filha de 15 disse que quer morrer, ta trancada no quarto agora');
    expect(first.response).toMatch(/preocupar com essa pessoa|orientação para ajudar essa pessoa/);
    expect(first.quickReplies).toEqual([]);
    expect(chat.state().crisis.families).toEqual(['other-at-risk']);
    const door = await chat.say('ela nao abre a porta');
    expect(door.response).toMatch(/emergência/);
    expect(door.response).toMatch(/tel:192/);
    expect(door.response).not.toMatch(/você está em segurança/);
    const together = await chat.say('ela abriu, to sentada com ela na cama');
    expect(together.response).toMatch(/juntos|não está sozinha/);
    expect(chat.state().crisis.phase).toBe('settled');
    const ordinary = await chat.say('amanha quero procurar um psicologo pra ela, voces tem?');
    expect(ordinary.response).toMatch(/psicólogos parceiros/);
  });

  // Found walking the closing note's conversations: "se trancou" read as someone locked in (the violence reply), the
  // father "no trabalho" answered as work stress, the SAMU on its way and an embrace not understood.
  it('follows a mother whose daughter locked herself in: no violence reply, no work theme, help on its way, an embrace settles', async () => {
    const chat = conversation();
    const first = await chat.say(
      'minha filha de 16 anos mandou msg dizendo q quer morrer e se trancou no quarto, nao abre a porta',
    );
    expect(first.response).toMatch(/preocupar com essa pessoa/);
    expect(first.response).not.toMatch(/Maria da Penha|180/);
    const knocked = await chat.say('ja bati e ela nao responde, o pai ta no trabalho');
    expect(knocked.response).toMatch(/emergência/);
    expect(knocked.response).not.toMatch(/trabalho/);
    const coming = await chat.say('liguei pro samu, tao vindo');
    expect(coming.response).toMatch(/chamar ajuda|a caminho/);
    expect(coming.response).not.toMatch(/trabalho/);
    const together = await chat.say('ela abriu a porta, to abraçada com ela agora');
    expect(together.response).toMatch(/juntos|não está sozinha/);
    expect(chat.state().crisis.phase).toBe('settled');
  });

  // A development writer's (round 6, w18-a-36), missed by every reader: a farewell sent by someone else who then left
  // alone is the helper's emergency; the replies after it are not themed on the loneliness its "sozinho" read.
  it('follows a father whose son sent goodbyes and went out alone: the helper is answered, people searching, found alive', async () => {
    const chat = conversation();
    const first = await chat.say('meu filho mandou msg se despedindo de todo mundo e saiu de barco sozinho');
    expect(first.response).toMatch(/preocupar com essa pessoa/);
    const unanswered = await chat.say('ja liguei pra ele, n atende');
    expect(unanswered.response).toMatch(/emergência/);
    const where = await chat.say('aqui é em cabo frio. o barco dele é o estrela do mar');
    expect(where.response).not.toMatch(/solidão|sozinh/i);
    const searching = await chat.say('a colonia de pescador ta saindo atras dele');
    expect(searching.response).toMatch(/a caminho|chamar ajuda/);
    expect(searching.response).not.toMatch(/solidão/i);
    await chat.say('acharam ele!! ta vivo, ta voltando pra terra com os rapaz');
    expect(chat.state().crisis.phase).toBe('settled');
    // Saying goodbye to people at the airport is no farewell of that kind.
    const airport = await conversation().say(
      'minha filha se despediu de todo mundo no aeroporto e saiu sozinha pro embarque',
    );
    expect(airport.response).not.toMatch(/preocupar com essa pessoa/);
    expect(isFixedCrisisReply(airport.response)).toBe(false);
  });

  it('asks the helper about the other person, never offers the helper a safety plan of their own', async () => {
    const chat = conversation();
    await chat.say('meu amigo disse que vai se matar hoje, o que eu faço?');
    const next = await chat.say('ele mora em outra cidade');
    expect(next.response).toMatch(/acompanhada|ficar perto dessa pessoa/);
    expect(next.response).not.toMatch(/plano de segurança/);
  });
});

describe('dialogue round 5: the wish to go with the one who died, told with the death', () => {
  it('answers "painho morreu e eu quero ir com ele" with the crisis reply, and a trip with a living father as none', async () => {
    const grief = await conversation().say('painho morreu e eu quero ir com ele');
    expect(isFixedCrisisReply(grief.response)).toBe(true);
    const trip = await conversation().say('painho vai pra feira e eu quero ir com ele amanha');
    expect(isFixedCrisisReply(trip.response)).toBe(false);
  });
});

describe('dialogue round 5: something that helps is no goodbye', () => {
  it('keeps the protocol open for a walk or a snack about to be had, and closes it on a goodbye said as one', async () => {
    const walk = conversation();
    await walk.say('to com vontade de me machucar');
    await walk.say('vou sair pra caminhar com meu cachorro');
    expect(walk.state().crisis.phase).toBe('open');
    const bye = conversation();
    await bye.say('to com vontade de me machucar');
    await bye.say('to melhor, tchau, vou sair pra caminhar');
    expect(bye.state().crisis.phase).not.toBe('open');
  });
});

describe('dialogue round 4: an exercise interrupted', () => {
  it('pauses a writing exercise for a thought that broke in, takes "terminei" as the step done, and stops a paused one on "chega"', async () => {
    const chat = conversation();
    await chat.say('quero fazer a escrita expressiva');
    await chat.say('escrevi sobre o meu dia');
    const step = chat.state().exercise!.step;
    const broke = await chat.say('nossa lembrei agora q amanha tem prova de calculo e eu n estudei nada');
    expect(broke.response).not.toMatch(/Passo \d de/);
    expect(chat.state().exercise).toMatchObject({ step, paused: true });
    await chat.say('terminei, reli tudo');
    expect(chat.state().exercise).toMatchObject({ step: step + 1, paused: false });

    const other = conversation();
    await other.say('quero fazer a escrita expressiva');
    await other.say('enquanto escrevia lembrei do meu vo q morreu ano passado, bateu uma saudade enorme');
    expect(other.state().exercise?.paused).toBe(true);
    await other.say('chega de exercicio por hj');
    expect(other.state().exercise).toBeNull();
  });

  it('reads "terminei" as a breakup only with the breakup named', () => {
    expect(readTopic(prepare('terminei, reli tudo'))).toBeNull();
    expect(readTopic(prepare('terminei o exercicio'))).toBeNull();
    expect(readTopic(prepare('faz 2 semana q terminei c a julia'))).toBe('termino');
    expect(readTopic(prepare('n, a gnt n terminou, so brigou'))).toBe('conflito-casal');
  });
});

describe('dialogue round 4: look-alikes found walking the chat', () => {
  it('reads work, play, a guard and an illness as no violence, and a wish to be run over apart from a near miss', () => {
    for (const text of [
      'meu chefe me obriga a fazer hora extra sem pagar',
      'meu irmao me empurrou na piscina e eu ri mt',
      'o segurança do mercado me seguiu pelos corredores',
      'minha avó tá com alzheimer e às vezes me bate sem querer',
      'minha mae me obriga a ir na igreja todo domingo',
      'meu pai me proibiu de ir na festa sabado',
      'me bateram a carteira no onibus',
      'minha filha nao me deixa ver meu neto',
      'eu moro de favor na casa da minha tia e ela joga na minha cara toda hora',
    ])
      expect(readRisk(text).violence, text).toEqual([]);
    expect(readRisk('ele me obriga a fazer coisas que eu nao quero').violence).toContain('sexual');
    expect(ruleCategories('o motoboy quase me atropelou e ainda me xingou')).toEqual([]);
    expect(ruleCategories('queria que um carro me atropelasse')).toContain('suicidal');
  });

  it('does not read coming out, anger or longing as psychosis or panic', () => {
    expect(readRisk('desde que eu contei pra minha mae que sou lesbica ela nao fala comigo').urgent).toEqual(
      [],
    );
    expect(readRisk('to tremendo de raiva do meu chefe').urgent).toEqual([]);
    expect(readRisk('meu coração ta apertado de saudade da minha terra').urgent).toEqual([]);
    expect(readRisk('to tremendo, coracao disparado, nao consigo respirar').urgent).toContain('panic');
    expect(readRisk('o cara do aplicativo me seguiu no instagram e fica curtindo tudo').urgent).toEqual([]);
    expect(readRisk('tem um carro me seguindo faz dias').urgent).toContain('psychosis');
  });
});

describe('dialogue round 4: the words of crisis kept to one place or thing', () => {
  it('reads them as ordinary talk, and keeps the crisis when nothing limits them', () => {
    for (const text of [
      'cansei de tudo nesse emprego',
      'desisto de entender minha mae',
      'queria sumir uns dias pra praia',
      'eu so atrapalho na cozinha kkk',
      'sou um peso morto na academia',
      'nao tenho mais motivo pra ir nesse grupo',
      'quero dormir pra sempre nesse feriado kkk',
      'nao vejo futuro pra esse time',
      'ja pedi pra Deus me dar forças',
      'acho que nao vou aguentar esperar ate sexta',
    ])
      expect(analyzeDistress(text).flagged, text).toBe(false);
    for (const text of [
      'cansei de tudo',
      'queria sumir',
      'nao tenho mais motivo pra continuar',
      'peço a Deus que me leve',
    ])
      expect(analyzeDistress(text).flagged, text).toBe(true);
    expect(readRisk('vou tomar um remedio pra dor de cabeça e deitar').urgent).toEqual([]);
    expect(readRisk('bebi e tomei remedio pra dormir').urgent).toContain('intoxication');
  });
});

describe('dialogue round 4: dangers told mid-conversation in the new voices', () => {
  it('opens the protocol for an older believer, a teenager, a migrant and things no one else sees', async () => {
    for (const text of [
      'o senhor podia me chamar logo',
      'mano sla, as vezes quero me apagar',
      'eu nao quero mais vivir, muito cansado',
      'to vendo coisas que ninguem ve',
    ]) {
      const chat = conversation();
      await chat.say('boa noite');
      await chat.say('to passando uns dias dificeis no trabalho');
      await chat.say(text);
      expect(chat.state().crisis.phase, text).toBe('open');
    }
    expect(analyzeDistress('o senhor pode me chamar de joao').flagged).toBe(false);
    expect(analyzeDistress('quero me apagar do grupo da familia').flagged).toBe(false);
  });
});

describe('dialogue round 4: names as people type them', () => {
  it('reads names in lower case, spellings corrected and nicknames asked for', () => {
    for (const [text, name] of [
      ['eae, aqui eh o kaua', 'Kaua'],
      ['na vdd eh kauan, com n no final. escrevi errado kkk', 'Kauan'],
      ['Desculpe, digitei errado: é Zuleide, com Z.', 'Zuleide'],
      ['eae, sou o matheus mas me chama de teteu', 'Teteu'],
      ['com k kkk kaique', 'Kaique'],
      ['na real todo mundo me chama de Thi, pode me chamar assim', 'Thi'],
    ] as const)
      expect(nameIn(text), text).toBe(name);
    for (const text of [
      'sou a mais velha de 5 irmaos',
      'todo mundo me chama de burra',
      'é tipo com a minha mae',
    ])
      expect(nameIn(text), text).toBeNull();
  });

  it('says a corrected name back, and knows it when asked in other words', async () => {
    const chat = conversation();
    await chat.say('eae, sou o kaique');
    expect((await chat.say('é com K e i, kaique, n caique')).response).toMatch(/Kaique/);
    await chat.say('to meio pra baixo, briguei c meu pai');
    expect((await chat.say('fala meu nome ai pra eu ver se vc aprendeu')).response).toMatch(/Kaique/);
    expect((await chat.say('vc lembra como eu pedi pra ser chamado?')).response).toMatch(/Kaique/);
  });
});

describe('dialogue round 4: exercises asked for in other words, and advice', () => {
  it('starts an exercise described rather than named', async () => {
    for (const [text, title] of [
      ['quero fazer aquele exercicio de escrever', 'Escrita expressiva'],
      ['sabe aquele exercicio de sono q vc tem? faz comigo agora', 'Higiene do sono'],
    ] as const) {
      const chat = conversation();
      expect((await chat.say(text)).response, text).toMatch(new RegExp(`Passo 1 de \\d — ${title}`, 'i'));
    }
  });

  it('answers how to talk without fighting and what to do when anger rises with the advice itself', async () => {
    const chat = conversation();
    await chat.say('minha mae se mete em tudo no meu casamento');
    expect((await chat.say('como eu imponho limite nela sem virar briga?')).response).toMatch(/Fale de você/);
    const anger = conversation();
    await anger.say('meu irmao pega minhas coisa sem pedir e qnd reclamo minha mae fica do lado dele');
    expect((await anger.say('e na hora oq eu faco? saio de perto?')).response).toMatch(/Sair de perto vale/);
  });
});

describe('dialogue round 4: a burial and a parent on their own', () => {
  it('reads a burial told as a loss, and a single mother of three as an adult', () => {
    expect(readTopic(prepare('enterrei meu irmao sabado, foi infarto, ele tinha 52 anos'))).toBe('luto');
    expect(readRisk('oi, sou mae solo de 3 e to no limite').urgent).toEqual([]);
  });
});

describe('dialogue round 4: leaving an exercise for sleep or for the thing itself', () => {
  it('ends an exercise with a goodnight when sleep arrives, and starts none when wished luck', async () => {
    const chat = conversation();
    await chat.say('quero fazer a respiração 4-7-8');
    await chat.say('fiz');
    const sleep = await chat.say('hmm acho q o sono ta vindo, vou aproveitar e apagar a luz');
    expect(sleep.response).not.toMatch(/Passo \d de/);
    expect(chat.state().exercise).toBeNull();
    const luck = conversation();
    await luck.say('tenho entrevista daqui a pouco e to nervosa demais');
    expect(luck.state().offer).not.toBeNull();
    await luck.say('blz, vou la. torce por mim 🙏');
    expect(luck.state().exercise).toBeNull();
  });
});

describe('dialogue round 4: answers inside an exercise', () => {
  it('takes a breath held too long, a hopeless thought written and a shrugged yes as the exercise, not a danger', async () => {
    const breath = conversation();
    await breath.say('quero fazer a respiração 4-7-8');
    const held = await breath.say('segurar 7 segundos? n consigo, fico sem ar no meio');
    expect(isFixedCrisisReply(held.response)).toBe(false);
    expect(held.response).not.toMatch(/crise de pânico passa/);
    expect(breath.state().crisis.phase).toBe('none');
    const panic = conversation();
    await panic.say('quero fazer a respiração 4-7-8');
    await panic.say('to tendo uma crise de panico, fico sem ar');
    expect(panic.state().crisis.phase).toBe('open');

    const thought = conversation();
    await thought.say('quero fazer a reestruturação de pensamentos');
    const written = await thought.say('o pensamento e q eu nunca vou sair desse buraco');
    expect(written.response).toMatch(/Passo 2 de/);
    expect(written.response).toMatch(/tel:188/);

    const shrug = conversation();
    await shrug.say('meu namoro acabou e eu nao paro de pensar nele');
    expect(shrug.state().offer).not.toBeNull();
    expect((await shrug.say('ta bom ne, n tenho nada a perder msm')).response).toMatch(/Passo 1 de/);
    expect(readAct('quantos mg vc recomenda?')).toEqual({ act: 'info', info: 'medication' });
  });
});

describe('dialogue round 4: a child hit, at school or by who looks after them', () => {
  it("reads a classmate hitting one's child as school, and a teacher or a father hitting them as violence to a child", () => {
    expect(readRisk('meu filho apanhou na escola hoje, um menino maior bateu nele').violence).toEqual([]);
    expect(readRisk('a professora bateu no meu filho').violence).toContain('child');
    expect(readRisk('meu marido bate no meu filho quando bebe').violence).toContain('child');
    expect(
      readRisk(
        'minha mae diz q uma palmada resolve mas eu n quero bater nos meus filhos, q outras formas de educar tem?',
      ).violence,
    ).toEqual([]);
  });
});

describe('dialogue round 4: the exercise offered earlier', () => {
  it('starts the breathing that was offered when the person comes back to it, and the 4-7-8 when told by its counts', async () => {
    const chat = conversation();
    await chat.say('to mt ansiosa com o trabalho essa semana');
    const offered = chat.state().offer;
    expect(offered).toMatch(/^respiracao/);
    await chat.say('agora nao');
    await chat.say('meu chefe cobra demais');
    const back = await chat.say('sabe q agora eu ate toparia aquela respiração q tu falou');
    expect(chat.state().exercise?.technique).toBe(offered);
    expect(back.response).toMatch(/Passo 1 de/);
    const counts = conversation();
    await counts.say(
      'Aquele exercício de respirar segurando o ar por sete segundos, que minha neta comentou, pode me ensinar?',
    );
    expect(counts.state().exercise?.technique ?? counts.state().explained).toBe('respiracao-478');
  });
});

describe('dialogue round 4: a breakup by how it ended, a person mourned in a talk about a pet', () => {
  it('reads the end told in other words as a breakup, and the grandmother who gave the dog as her own loss', async () => {
    for (const text of [
      'meu namoro acabou, ele disse q n tava mais apaixonado',
      'dps minha namorada me largou em julho',
    ])
      expect(readTopic(prepare(text)), text).toBe('termino');
    const chat = conversation();
    await chat.say('meu cachorro morreu ontem, ele tinha 14 anos');
    await chat.say('e foi minha vo q me deu ele, ela morreu ano passado');
    expect(chat.topics.at(-1)).toBe('luto');
    expect(chat.state().subject).toBe('luto-pet');
  });
});

describe('dialogue round 4: loneliness in a quiet house', () => {
  it('reads the family gone far and the house quiet as loneliness', () => {
    for (const text of [
      'Os filhos moram fora, um em Brasília e outro em Lisboa. A casa ficou grande demais.',
      'oi minha filha a casa ta tao quieta hoje, é so eu e o radio',
    ])
      expect(readTopic(prepare(text)), text).toBe('solidao');
  });
});

describe('dialogue round 4: a heavy week, and a job lost in other words', () => {
  it('reads them as stress and as job loss', () => {
    expect(readTopic(prepare('minha vida ta um caos essa semana'))).toBe('estresse');
    expect(readTopic(prepare('mano q dia lixo'))).toBe('estresse');
    expect(readTopic(prepare('fui desligado do estagio hj. acabou a verba do setor sla'))).toBe('desemprego');
    expect(readTopic(prepare('to sem trampo dsd marco, acho q eh isso q pesa'))).toBe('desemprego');
  });
});

describe('dialogue round 4: thanks that take leave', () => {
  it('reads a thank-you with leaving words as a goodbye', () => {
    for (const text of [
      'brigada aria, vou tentar cochilar',
      'Obrigado pela conversa, minha filha. Fique com Deus.',
      'vlw, to indo',
    ])
      expect(readAct(text).act, text).toBe('goodbye');
    expect(readAct('obg, ajudou mt').act).toBe('thanks');
  });
});

describe('dialogue round 4: how-to questions in other words, and trying it alone', () => {
  it('answers what an exercise is and how to sleep without medicine with the content, and starts nothing on "vou tentar, obrigada"', async () => {
    expect(readAct('o q é esse tal de aterramento? minha amiga falou q ajuda')).toEqual({
      act: 'howto',
      info: null,
    });
    expect(readAct('Minha filha, como faço pra dormir sem remédio? Tenho 70 anos')).toEqual({
      act: 'howto',
      info: null,
    });
    expect(readAct('posso tomar melatonina?')).toEqual({ act: 'info', info: 'medication' });
    const chat = conversation();
    await chat.say('como faço pra respirar direito numa crise?');
    await chat.say('vou tentar, obrigada');
    expect(chat.state().exercise).toBeNull();
  });
});

describe('dialogue round 4: tired of living a certain way', () => {
  it('reads "cansada de viver tomando remédio" and a catch that yields nothing as no crisis, and keeps "cansada de viver"', () => {
    expect(
      analyzeDistress('to cansada de viver tomando remedio kkk, da pra parar por conta propria?').flagged,
    ).toBe(false);
    expect(analyzeDistress('to afundado em divida, o barco parado e o peixe nao da mais nada').flagged).toBe(
      false,
    );
    expect(analyzeDistress('to cansada de viver').flagged).toBe(true);
    expect(analyzeDistress('nao da mais pra mim').flagged).toBe(true);
  });
});

describe('dialogue round 4: the plan buttons only under the offer', () => {
  it('shows "Sim, vamos" under the reply that offers the safety plan, not under a later turn about something else', async () => {
    const chat = conversation();
    await chat.say('nao aguento mais essa vida, queria dormir e nao acordar');
    await chat.say('to no meu quarto, minha mae ta na sala vendo tv');
    const offer = await chat.say('ela nao sabe de nada e eu nao quero ligar pra ninguem');
    expect(offer.response).toMatch(/plano de segurança/);
    expect(offer.quickReplies).toEqual([...ARIA_QUICK_REPLIES.offer]);
    await chat.say('tem como falar com o cvv por escrito?');
    const coming = await chat.say('mandei msg pra minha irma, ela ta vindo pra ca');
    expect(coming.quickReplies).toEqual([]);
  });
});

describe('dialogue round 4: the price of a consultation', () => {
  it("answers the consultation's price when the question is about a psychologist, and the plans' when about a plan", async () => {
    expect((await conversation().say('e quanto custa pra falar com um psicologo aqui?')).response).toMatch(
      /consulta avulsa custa R\$ 99,90/,
    );
    expect((await conversation().say('quanto custa o plano?')).response).toMatch(/Mensal, R\$ 29,90/);
  });
});

describe('dialogue round 4: more look-alikes found walking the chat', () => {
  it('reads a childhood fight between siblings, a stranger or a boss insulting, a teenager slamming a door as no violence', () => {
    for (const text of [
      'meu irmao me bateu quando a gente era pequeno, hoje a gente se da bem',
      'o cara do estacionamento me xingou de tudo',
      'meu chefe me chamou de burro na frente de todo mundo',
      'minha filha me xingou e bateu a porta',
    ])
      expect(readRisk(text).violence, text).toEqual([]);
    expect(readRisk('meu marido me xingou e bateu a porta').violence).toContain('threats');
    expect(readRisk('meu marido me chamou de burra').violence).toContain('threats');
    expect(readRisk('meu irmao mais velho me batia quando eu era crianca').violence).not.toContain('elder');
  });
});

describe('dialogue round 8: after a panic attack guided through', () => {
  it('settles on "a bit better" after the closing instead of starting the steps over, and starts over when it is back', async () => {
    const chat = conversation();
    await chat.say('to tendo uma crise de panico agora, meu coracao ta disparado e eu nao consigo respirar');
    for (let turn = 0; turn < 8 && chat.state().crisis.plan !== 'done'; turn += 1) await chat.say('fiz');
    expect(chat.state().crisis.plan).toBe('done');
    const better = await chat.say('ta um pouco melhor vlw 🙏');
    expect(PANIC_STEPS.some((step) => better.response.includes(step))).toBe(false);
    expect(better.response).toContain('Que bom que está passando');
    expect(chat.state().crisis.phase).toBe('settled');

    const again = conversation();
    await again.say('to tendo uma crise de panico agora, meu coracao ta disparado e eu nao consigo respirar');
    for (let turn = 0; turn < 8 && again.state().crisis.plan !== 'done'; turn += 1) await again.say('fiz');
    const back = await again.say('voltou tudo de novo');
    expect(back.response).toContain(PANIC_STEPS[0]!.slice(0, 40));
  });
});

describe('dialogue round 8: found walking the new voices', () => {
  it('greets back a first "boa noite" and reads a greeting to "minha filha" as no family subject', async () => {
    const chat = conversation();
    const hello = await chat.say('mana boa noite');
    expect(hello.response).not.toMatch(/Que você consiga descansar|Até mais/);
    expect(chat.state().crisis.phase).toBe('none');
    const elder = conversation();
    expect((await elder.say('BOA TARDE MINHA FILHA')).response).not.toMatch(/família/);
    expect(elder.topics[0]).toBeNull();
    // The family's theme has not been answered yet: a carer told next gets a carer's words.
    expect((await elder.say('meu marido tem alzheimer e eu cuido dele sozinha')).response).toMatch(
      /Cuidar|cuida/,
    );
    const later = conversation();
    await later.say('briguei com minha irma hoje');
    expect((await later.say('boa noite, vou dormir')).response).toMatch(/noite|descans|volt/i);
  });

  it('settles on "não vou fazer nada não" and answers how the CVV chat works inside the protocol', async () => {
    const chat = conversation();
    await chat.say('as vezes penso que seria melhor eu ter ido junto com ele');
    expect(chat.state().crisis.phase).toBe('open');
    const how = await chat.say('como funciona esse chat do cvv?');
    expect(how.response).toContain('cvv.org.br');
    expect(how.response).not.toMatch(/^Dá sim/);
    expect(how.response).not.toContain('Funciona assim: você escreve');
    await chat.say('nao vou fazer nada nao, é so uma dor que nao passa');
    expect(chat.state().crisis.phase).toBe('settled');
    const can = conversation();
    await can.say('to pensando em me matar');
    expect((await can.say('tem como falar com o cvv por escrito?')).response).toMatch(/^Dá sim/);
  });

  it('reads a missed dose asked without the medicine named, and alcohol asked next, as medication questions', async () => {
    const chat = conversation();
    await chat.say('fui diagnosticado com bipolar ano passado, to tomando litio');
    const dose = await chat.say('esqueci de tomar ontem a noite, tomo dois hj pra compensar?');
    expect(readAct('esqueci de tomar ontem a noite, tomo dois hj pra compensar?')).toEqual({
      act: 'info',
      info: 'medication',
    });
    expect(dose.response).toMatch(/médico|psiquiatra/);
    const beer = await chat.say(
      'massa. outra coisa, posso tomar uma cerveja no aniversario do meu irmao sabado?',
    );
    expect(beer.response).toMatch(/médico|psiquiatra/);
    expect(readAct('esqueci de tomar agua hoje')).not.toEqual({ act: 'info', info: 'medication' });
  });

  it('reads one own business closed as a job lost', () => {
    expect(readTopic(prepare('fechei minha loja hoje. 6 anos de trabalho'))).toBe('desemprego');
    expect(readTopic(prepare('a minha loja ta vendendo pouco esse mes'))).not.toBe('desemprego');
  });
});

describe('dialogue round 8: more found walking the new voices', () => {
  it('answers a carer as one, not as a conflict to set limits in', async () => {
    const reply = await conversation().say('meu marido tem alzheimer faz 3 anos e eu cuido dele sozinha');
    expect(reply.response).not.toMatch(/Conflitos com quem|Colocar limites/);
    expect(reply.response).toMatch(/cuid/i);
    expect(readTopic(prepare('meu marido tem alzheimer faz 3 anos e eu cuido dele sozinha'))).toBe('familia');
  });

  it('pauses an exercise when the baby wakes up, and a job about to end takes over from a breakup', async () => {
    const chat = conversation();
    await chat.say('to ansiosa, fico checando se ela ta respirando a noite toda');
    await chat.say('pode ser');
    const away = await chat.say('peraí ela acordou');
    expect(away.response).toMatch(/vai lá|Quando voltar/i);
    expect(chat.state().exercise?.paused).toBe(true);
    const talk = conversation();
    await talk.say('véi terminei com a mina ontem, 3 anos junto');
    await talk.say('e pra piorar a academia que eu trabalho vai fechar, vou ficar sem emprego');
    expect(talk.topics[1]).toBe('desemprego');
  });
});

describe('dialogue round 8: a third walk in the new voices', () => {
  it('does not answer rent that cannot be paid with the plans, and still answers how to subscribe', async () => {
    const rent = await conversation().say('mano minha bolsa foi cortada e eu nao tenho como pagar o aluguel');
    expect(rent.response).not.toContain('Os planos são');
    expect((await conversation().say('como faço pra assinar?')).response).toContain('R$');
  });

  it('answers a grandmother who will not report her grandson with help that needs no report', async () => {
    const chat = conversation();
    await chat.say('MEU NETO ME EMPURROU E EU CAI. ESTOU COM O BRAÇO ROXO');
    expect(chat.state().crisis.families).toContain('violence');
    expect((await chat.say('ELE ESTA DORMINDO AGORA')).response).toMatch(/dormindo/);
    const noReport = await chat.say('NAO QUERO DENUNCIAR ELE, É MEU NETO');
    expect(noReport.response).toMatch(/denunciar/);
    expect(noReport.response).toMatch(/CREAS/);
    expect(noReport.response).toContain('[190](tel:190)');
  });

  it('answers "robô ou gente?" without a bare "Não", and mockery off school as self-worth', async () => {
    expect((await conversation().say('vc é robo ou gente?')).response).not.toMatch(/^Não/);
    expect(readTopic(prepare('fui cortado do time e ainda me chamaram de gordo'))).toBe('autoestima');
    expect(readTopic(prepare('me chamaram de gordo no recreio'))).toBe('escola-bullying');
    expect(readTopic(prepare('to no 8 ano e ngm quer fazer trabalho em grupo comigo'))).toBe(
      'escola-bullying',
    );
  });

  it('reads custody after a separation as the family matter, a breakup told as such as a breakup', () => {
    expect(readTopic(prepare('me separei faz 6 meses e a mae da minha filha nao deixa eu ver ela'))).toBe(
      'familia',
    );
    expect(readTopic(prepare('a mae da minha filha e eu terminamos ontem'))).toBe('termino');
  });
});

describe('dialogue round 8: a fourth walk in the new voices', () => {
  it('greets "boa noite, sou a Ingrid" and answers "como é meu nome?" with the name, not a how-to', async () => {
    const chat = conversation();
    const hello = await chat.say('boa noite, sou a Ingrid');
    expect(hello.response).not.toMatch(/Que você consiga descansar/);
    await chat.say('estou com muita saudade do meu marido, faz 1 ano que ele se foi');
    expect((await chat.say('como é meu nome mesmo que eu te falei?')).response).toContain('Ingrid');
    expect((await conversation().say('boa noite, vou dormir')).response).toMatch(/noite|descans/i);
  });

  it('reads dismissal feared as work, and starts the technique just explained when pointed at', async () => {
    const feared = await conversation().say('eu sempre acho que vou ser demitida, mesmo recebendo elogio');
    expect(feared.response).not.toContain('perda do trabalho');
    const chat = conversation();
    await chat.say('como faço pra parar de pensar nisso o tempo todo? sempre acho que sou uma fraude');
    const started = await chat.say('quero tentar aquele de examinar o pensamento');
    expect(started.response).toContain('Reestruturação de pensamentos');
  });

  it('answers help for the body refused for fear of the police, alone at a party, and going to the health team', async () => {
    const chat = conversation();
    await chat.say('véi tomei umas 6 bala na rave e to com o coração muito acelerado, muito calor');
    expect(chat.state().crisis.families).toContain('intoxication');
    const alone = await chat.say('to sozinho no banheiro do evento');
    expect(alone.response).not.toContain('cvv.org.br');
    const police = await chat.say('nao quero chamar samu, vou ser preso');
    expect(police.response).toMatch(/serviço de saúde|profissionais de saúde/);
    expect(police.response).toContain('[192](tel:192)');
    const going = await chat.say('ok vou procurar a equipe de saude do evento');
    expect(going.response).toMatch(/procurar alguém|perto dessa pessoa|Ficar perto de alguém/);
  });

  it('tells who can see the chat on a shared device when asked who reads it', async () => {
    const reply = await conversation().say('quem vê o que eu escrevo aqui? meu marido pode ver?');
    expect(reply.response).toContain('Apagar conversa');
    expect(reply.response).toContain('Não guardar conversa neste aparelho');
  });
});

describe('dialogue round 8: a fifth walk in the new voices', () => {
  it('takes "vou tentar deitar" as the night\'s leave, not a yes to the plan on offer', async () => {
    const chat = conversation();
    await chat.say('me cortei de novo hj depois da briga com meu pai');
    await chat.say('ninguem sabe, uso blusa de manga comprida');
    await chat.say('nao quero falar com ninguem');
    expect(chat.state().crisis.plan).toBe('offered');
    const bed = await chat.say('ta bom vou tentar deitar');
    expect(bed.response).not.toContain('Passo 1 do plano');
    expect(bed.response).toContain('[188](tel:188)');
  });

  it('answers whether Aria tells anyone, inside a crisis and outside one', async () => {
    const chat = conversation();
    await chat.say('me cortei de novo hj depois da briga com meu pai');
    const secret = await chat.say('vc nao vai contar pra ninguem ne?');
    expect(secret.response).toMatch(/não conto para ninguém|não consigo avisar ninguém/);
    expect(secret.response).toContain('[188](tel:188)');
    expect(readAct('vc nao vai contar pra minha mae ne?')).toEqual({ act: 'info', info: 'privacy' });
  });

  it('learns a name asked for in a message of its own', () => {
    expect(nameIn('eae, me chama de Beto')).toBe('Beto');
    expect(nameIn('todo mundo me chama de burra')).toBeNull();
  });
});

describe('dialogue round 8: a sixth walk in the new voices', () => {
  it('answers help that costs nothing and the CAPS asked by name, not with the plans', async () => {
    const chat = conversation();
    await chat.say('quanto custa esse aplicativo?');
    const dear = await chat.say('é muito caro pra mim, sou pensionista');
    expect(dear.response).toContain('SUS');
    expect(dear.response).not.toContain('Os planos são');
    expect((await conversation().say('tem alguma coisa de graça?')).response).toContain('[188](tel:188)');
    const caps = await chat.say('e o CAPS atende idoso?');
    expect(caps.response).toMatch(/^Atende, sim/);
  });

  it('answers how to talk to someone with the hard-talk advice, and guides the technique just explained when asked', async () => {
    const talk = await conversation().say('como faço pra falar com ele sem explodir?');
    expect(talk.response).toContain('conversa difícil');
    const chat = conversation();
    await chat.say('como faço pra dormir melhor sem remedio?');
    const guided = await chat.say('pode me ensinar aquele passo a passo?');
    expect(guided.response).toMatch(/^Passo 1 de \d/);
  });

  it('reads a boss threatening dismissal as a condition as no violence', () => {
    expect(readRisk('hj ele disse que se eu nao bater a meta vai me mandar embora').violence).toEqual([]);
    expect(readRisk('ele disse que se eu contar pra alguem vai me matar').violence).toContain('threats');
  });
});

describe('dialogue round 8: the protocol walked in the new voices', () => {
  it('starts the safety plan when asked for, and takes the means given away as the plan answered', async () => {
    const chat = conversation();
    await chat.say('nao aguento mais, to pensando em me matar depois da defesa');
    await chat.say('to em casa sozinho');
    const plan = await chat.say('pode ser, vamos fazer o plano');
    expect(plan.response).toContain('Passo 1 do plano');
    await chat.say('quando eu fico sem dormir e começo a pensar que sou um fracasso');
    await chat.say('correr na praia e falar com minha irma');
    const means = await chat.say('eu tenho remedio guardado, vou dar pra minha irma guardar amanha');
    expect(means.response).toContain('do plano');
    expect(chat.state().crisis.phase).toBe('open');
  });

  it('answers a bare "não" to the safety question, being alone, pills at hand and the CVV chat mid-plan', async () => {
    const chat = conversation();
    await chat.say('fechei o salao e to devendo 80 mil, nao vejo saida, quero morrer');
    const no = await chat.say('nao');
    expect(no.response).toMatch(/não está em segurança|não ficar sem companhia/);
    expect((await chat.say('ninguem, moro sozinha')).response).toMatch(/sem ninguém|Ficar sem ninguém/);
    const pills = await chat.say('eu to com a cartela de remedio aqui');
    expect(pills.response).toMatch(/afaste|longe de você/);
    const plan = conversation();
    await plan.say('quero morrer');
    await plan.say('vamos fazer o plano de segurança');
    expect((await plan.say('vou tentar o chat deles')).response).toContain('cvv.org.br');
    expect(plan.state().crisis.plan).toBe(0);
  });
});

describe('dialogue round 8: a last walk in the new voices', () => {
  it('reads mockery about weight and questions about a baby not yet come as no urgent state, their twins still', () => {
    expect(readRisk('os meninos da minha sala me zoam porque eu sou gorda').urgent).toEqual([]);
    expect(readRisk('todo mundo pergunta quando vem o bebe, nao aguento mais essa pergunta').urgent).toEqual(
      [],
    );
    expect(
      readRisk(
        'minha namorada falou q eu tava mais cheinho e desde aquele dia n almoço nem janto, so uma maçã',
      ).urgent,
    ).toContain('eating-disorder');
  });

  it('answers a refund after cancelling and someone finding out, each with its own answer', async () => {
    const chat = conversation();
    await chat.say('quanto custa o plano anual?');
    expect((await chat.say('e se eu cancelar, devolvem o dinheiro?')).response).toMatch(/cancela|fidelidade/);
    await chat.say('a consulta com psicologo é por video?');
    const boss = await chat.say('meu chefe pode descobrir que eu uso isso?');
    expect(boss.response).toMatch(/navegador|aparelho/);
  });
});

describe('dialogue round 8: consultations asked about and a name told with its correction', () => {
  it('answers the hours and the discounted price of a consultation from the price table', async () => {
    const chat = conversation();
    const hours = await chat.say('o psicologo daqui atende de noite? so tenho tempo depois das 22h');
    expect(hours.response).toContain('horários livres');
    const discount = await chat.say('e quanto fica com o desconto?');
    expect(discount.response).toContain('R$ 69,90');
    expect(discount.response).toContain('R$ 49,95');
  });

  it('greets a name told with its correction in a first message, and answers "como você me chamou?"', async () => {
    const chat = conversation();
    const hello = await chat.say('oi sou a Cida, aparecida na verdade mas todo mundo me chama de Cida');
    expect(hello.response).toMatch(/^Prazer, Cida!/);
    expect((await chat.say('como voce me chamou mesmo?')).response).toContain('Cida');
  });
});

describe("dialogue round 8: at someone else's house while they are out", () => {
  it('keeps the protocol open for "tô na casa da minha vó, ela tá na reza", and settles at a sister\'s house with her', async () => {
    const chat = conversation();
    await chat.say('aqui na reserva mais um primo se enforcou. eu to pensando em fazer igual');
    await chat.say('to na casa da minha vo, ela ta na reza');
    expect(chat.state().crisis.phase).toBe('open');
    const other = conversation();
    await other.say('to pensando em me matar');
    await other.say('to na casa da minha irma, ela ta aqui comigo');
    expect(other.state().crisis.phase).toBe('settled');
  });
});

describe('dialogue round 8: a danger to the body alone, and going to sleep', () => {
  it('offers no safety plan inside an overdose, and says good night to sleep arriving', async () => {
    const chat = conversation();
    await chat.say('véi tomei umas 6 bala na rave e to com o coração muito acelerado, muito calor');
    await chat.say('to sozinho no banheiro do evento');
    const police = await chat.say('nao quero chamar samu, vou ser preso');
    expect(police.response).not.toContain('plano de segurança');
    const after = await chat.say('achei a equipe, to com eles agora');
    expect(after.response).not.toContain('plano de segurança');
    expect((await conversation().say('to com sono agora, vou tentar dormir')).response).toMatch(/Boa noite/);
  });
});

describe('dialogue round 9: a crisis reply on the classifier alone, and the exercise answered next', () => {
  const misread = 'DE MANHÃ EU VOU NA PRAÇA, MAS OS COMPANHEIROS DO DOMINÓ JÁ MORRERAM QUASE TUDO';

  it('goes back to the exercise when the next message answers it with nothing of danger', async () => {
    expect(analyzeDistress(misread).categories).toEqual(['classifier']);
    const chat = conversation();
    await chat.say('quero fazer a respiracao quadrada');
    expect(chat.state().exercise?.technique).toBe('respiracao-quadrada');
    expect(isFixedCrisisReply((await chat.say(misread)).response)).toBe(true);
    expect(chat.state().crisis.tentative).toBe(true);
    const done = await chat.say('fiz');
    expect(done.response).toMatch(/Passo 2/);
    expect(chat.state().crisis.phase).toBe('none');
    expect(chat.state().exercise?.step).toBe(1);
  });

  it('keeps the protocol open after a crisis the lists read, or after something told', async () => {
    const listed = conversation();
    await listed.say('quero fazer a respiracao quadrada');
    await listed.say('quero morrer');
    await listed.say('fiz');
    expect(listed.state().crisis.phase).toBe('open');

    const told = conversation();
    await told.say('quero fazer a respiracao quadrada');
    await told.say(misread);
    await told.say('e ninguem me liga mais, nem meus filhos');
    expect(told.state().crisis.phase).toBe('open');
    expect(told.state().crisis.tentative).toBe(false);
  });
});

describe('dialogue round 9: development turns', () => {
  it('takes "sem parar" as how long the writing went on, not a stop; "quero parar" still stops', async () => {
    const chat = conversation();
    await chat.say('quero fazer a escrita expressiva');
    await chat.say('escrevi uns 10 min sem parar uai, saiu coisa da escola ate');
    expect(chat.state().exercise?.step).toBe(1);
    expect(readAct('nao consigo parar de pensar nisso').act).not.toBe('stop');
    await chat.say('quero parar');
    expect(chat.state().exercise).toBeNull();
  });

  it("takes feeling a burden, written as the thought to rethink, as the step's answer", async () => {
    const chat = conversation();
    await chat.say('quero fazer aquele de examinar o pensamento');
    const answer = await chat.say('O PENSAMENTO É: EU SÓ DOU TRABALHO');
    expect(isFixedCrisisReply(answer.response)).toBe(false);
    expect(answer.response).toMatch(/188/);
    expect(chat.state().exercise?.step).toBe(1);
    // Said outside the exercise, it is read as it always was.
    expect(ruleCategories('eu só dou trabalho')).toContain('burden');
  });

  it('takes "vou fazer isso" after a suggestion as the suggestion taken; after a crisis, as the crisis', async () => {
    const chat = conversation();
    await chat.say('nao consigo dormir direito, fico rolando na cama ate as 3');
    const taken = await chat.say('ta bom vou fazer isso deus te abençoe boa noite');
    expect(isFixedCrisisReply(taken.response)).toBe(false);
    expect(chat.state().crisis.phase).toBe('none');

    const crisis = conversation();
    await crisis.say('to pensando em me matar');
    await crisis.say('to sozinha em casa');
    await crisis.say('vou fazer isso');
    expect(crisis.state().crisis.phase).toBe('open');
  });
});

describe('dialogue round 9: walks in the new voices', () => {
  it('starts the offer a farmer let pass when he says yes a message later, and takes his blessing and leave as a goodbye', async () => {
    const chat = conversation();
    await chat.say(
      'oxe a seca levou o feijão todinho esse ano e o banco ta cobrando o custeio, nao sei mais o que faço',
    );
    const offered = chat.state().offer;
    expect(offered).not.toBeNull();
    await chat.say('to avexado demais, o coração ta batendo forte aqui no peito');
    expect(chat.state().offer).toBeNull();
    const started = await chat.say('pode ser');
    expect(started.response).toMatch(/Passo 1/);
    expect(chat.state().exercise?.technique).toBe(offered);
    expect(
      readAct('Deus lhe pague minha filha. vou deitar que amanhã cedo tem que dar água pros bichos').act,
    ).toBe('goodbye');
  });

  it('does not take a yes to a question as a yes to an offer two messages back', async () => {
    const chat = conversation();
    await chat.say(
      'oxe a seca levou o feijão todinho esse ano e o banco ta cobrando o custeio, nao sei mais o que faço',
    );
    await chat.say('to avexado demais, o coração ta batendo forte aqui no peito');
    await chat.say('é no peito mesmo, aperta');
    expect(chat.state().passedOffer).toBeNull();
  });

  it('starts a breathing exercise asked for in Libras order', async () => {
    const chat = conversation();
    await chat.say('eu sozinho sempre. almoço sozinho');
    await chat.say('ensinar respirar calma por favor');
    expect(chat.state().exercise?.technique).toBe('respiracao-quadrada');
  });

  it('answers craving and days clean in recovery, and a medicine of recovery asked with a drink', async () => {
    const chat = conversation();
    expect((await chat.say('boa noite, to com 30 dias limpo hoje')).response).toMatch(/conquista/);
    const craving = await chat.say('mas a fissura ta batendo forte essa noite, a vontade de usar ta grande');
    expect(craving.response).toMatch(/onda/);
    expect(craving.response).toMatch(/CAPS AD/);
    expect(isFixedCrisisReply(craving.response)).toBe(false);
    expect(readAct('posso tomar naltrexona e beber uma cerveja so?')).toEqual({
      act: 'info',
      info: 'medication',
    });
  });

  it('takes no means at hand, said with the wish, as no means, not as "not safe now"', async () => {
    const chat = conversation();
    await chat.say('eu sou gay e sinto que sou um pecado ambulante, queria que Deus me levasse logo');
    const answer = await chat.say('não, não tenho nada pra fazer isso, só queria sumir');
    expect(answer.response).toMatch(/não tem nada/);
    expect(answer.response).not.toMatch(/não está em segurança/);
    expect(chat.state().crisis.phase).toBe('open');
    const unsafe = conversation();
    await unsafe.say('eu sou gay e sinto que sou um pecado ambulante, queria que Deus me levasse logo');
    expect((await unsafe.say('to com a faca aqui, só queria sumir')).response).toMatch(
      /não está em segurança/,
    );
  });

  it('answers a daughter called names at school as being teased at school', () => {
    expect(
      readTopic(prepare('e minha filha na escola, os meninos chamam ela de venequinha e ela chora')),
    ).toBe('escola-bullying');
  });

  it('names racism at work as what it is, with where to report it', async () => {
    const chat = conversation();
    const reply = await chat.say('no trabalho chamam-me de macaco e o chefe finge que não ouve');
    expect(reply.response).toMatch(/discriminação/);
    expect(reply.response).toMatch(/Disque 100/);
    expect(reply.response).not.toMatch(/esgotamento/);
  });

  it("reads the round 9 walks' questions, leaves and subjects", async () => {
    expect(readAct('a aria é uma pessoa ou é uma máquina?')).toEqual({ act: 'info', info: 'human' });
    expect(readAct('obrigado mana, fica bem').act).toBe('goodbye');
    expect(readAct('o q eu falo aqui vai pro meu prontuario de la?')).toEqual({
      act: 'info',
      info: 'privacy',
    });
    expect(readTopic(prepare('vou ter q pagar a moto ainda, 30 parcela, nao sei como'))).toBe('estresse');
    expect(readTopic(prepare('perdemo o barco na tempestade semana passada, era tudo q a gente tinha'))).toBe(
      'estresse',
    );
    expect(readTopic(prepare('so queria alguem pra conversar, meu marido trabalha o dia todo'))).toBe(
      'solidao',
    );
    const asked = conversation();
    await asked.say('tem algum exercicio pra ajudar a dormir? faz 3 noite q nao prego o olho');
    expect(asked.state().exercise?.technique).toBe('higiene-sono');
    const how = conversation();
    await how.say('como faço pra dormir melhor? faz 3 noite q nao prego o olho');
    expect(how.state().exercise).toBeNull();
  });

  it('answers a medicine asked beside the CAPS as a medicine question', async () => {
    const chat = conversation();
    const reply = await chat.say('tomo a medicação do caps e qria saber se posso tomar melatonina junto');
    expect(reply.response).toMatch(/médico|psiquiatra/);
    expect(reply.response).not.toMatch(/^Atende, sim/);
  });
});

describe('dialogue round 9: development turns inside exercises and the protocol', () => {
  it('stops an exercise asked to stop at any length, or with "para" first; pauses for news arriving', async () => {
    const stopped = conversation();
    await stopped.say('quero fazer o aterramento');
    await stopped.say(
      'para o exercicio, n consigo focar. acabou de chegar convite pra all-hands urgente amanha e no slack so se fala em layoff',
    );
    expect(stopped.state().exercise).toBeNull();
    const asked = conversation();
    await asked.say('quero fazer a escrita expressiva');
    await asked.say('comecei a escrever mas ta saindo umas coisas q eu n quero olhar agora. pode parar?');
    expect(asked.state().exercise).toBeNull();
    const news = conversation();
    await news.say('quero fazer a escrita expressiva');
    await news.say('comecei a escrever... ah nao, ele mandou msg agora dizendo q vai pedir a guarda total');
    expect(news.state().exercise?.paused).toBe(true);
  });

  it('takes the exercise offered, hated by name, as a no', async () => {
    expect(readAct('odeio escrever, sempre odiei desde a escola').act).toBe('refuse');
  });

  it('reads a dose asked in short and a forgotten injection as medicine questions', () => {
    expect(readAct('qnts mg pode')).toEqual({ act: 'info', info: 'medication' });
    expect(
      readAct('esqueci de aplicar a injecao do tratamento ontem a noite, aplico agora dobrado?'),
    ).toEqual({
      act: 'info',
      info: 'medication',
    });
  });

  it('takes a yes said first to an offer as the answer to it, not as a crisis read by the classifier alone', async () => {
    expect(analyzeDistress('quero sim, ja tentei de tudo').categories).toEqual(['classifier']);
    const chat = conversation();
    await chat.say('faz umas 3 semanas que eu nao durmo direito, deito e fico rolando');
    expect(chat.state().offer).not.toBeNull();
    const answer = await chat.say('quero sim, ja tentei de tudo');
    expect(isFixedCrisisReply(answer.response)).toBe(false);
    expect(chat.state().exercise).not.toBeNull();
    expect(analyzeDistress('ja tentei me matar uma vez').flagged).toBe(true);
  });

  it("reads a father worried over a child's fever as no intrusive thought; a thought of harm still", () => {
    const urgent = (text: string) => detectUrgentByRules(readUrgent(readRiskText(text)));
    expect(
      urgent('sou pai solo, to com meu filho de 2 anos com febre e a cabeca n para de imaginar coisa ruim'),
    ).toEqual([]);
    expect(urgent('meu bebe ta com febre e eu fico imaginando jogar ele na parede')).toContain('perinatal');
  });

  it("says what the safety plan is when asked, instead of the plans' prices", async () => {
    const chat = conversation();
    await chat.say('to pensando em me matar');
    await chat.say('to em casa sozinha');
    await chat.say('minha irma ta vindo');
    expect(chat.state().crisis.plan).toBe('offered');
    const answer = await chat.say('um plano? tipo o q?');
    expect(answer.response).toMatch(/plano curto/);
    expect(answer.response).not.toMatch(/R\$/);
    expect(chat.state().crisis.plan).toBe('offered');
  });
});

describe("dialogue round 9: walks of a police officer's wife, a trucker, a wheelchair user and an autistic adult", () => {
  it('reads a colleague killed as a loss, a man who shuts himself in as no violence, and answers how to help him', async () => {
    const chat = conversation();
    await chat.say('boa noite. meu marido é PM e hoje mataram um colega dele numa abordagem');
    expect(chat.topics.at(-1)).toBe('luto');
    const shut = await chat.say('ele chegou em casa calado, foi direto pro quarto e trancou a porta');
    expect(chat.state().crisis.phase).toBe('none');
    expect(shut.response).not.toMatch(/violência/);
    expect((await chat.say('como eu posso ajudar ele?')).response).toMatch(/perto sem forçar/);
    expect(kindsOfViolence('ele me trancou no quarto e levou a chave')).toContain('control');
  });

  it('reads longing for a daughter alive and far away as loneliness, not a death', async () => {
    const chat = conversation();
    const reply = await chat.say(
      'a saudade da minha filha ta me matando, ela fez 5 anos ontem e eu nao tava la',
    );
    expect(chat.topics.at(-1)).toBe('solidao');
    expect(reply.response).not.toMatch(/sentimentos|perda|luto/i);
  });

  it('gives a breathing exercise asked for inside the protocol, with the lines after it', async () => {
    const chat = conversation();
    await chat.say('me senti um nada, um peso pra todo mundo');
    await chat.say('não, não penso em me matar não, é só cansaço dessa vida de esperar os outros');
    const breathing = await chat.say('quero respirar um pouco, me ajuda?');
    expect(breathing.response).toMatch(/contando até 4/);
    expect(breathing.response).toMatch(/188/);
    expect(chat.state().crisis.phase).toBe('open');
  });

  it('takes "a primeira" from the menu as the first exercise it lists', async () => {
    const chat = conversation();
    await chat.say('Quais técnicas existem para regular quando isso acontece?');
    expect(chat.state().offer).toBe('menu');
    expect((await chat.say('A primeira. Como funciona exatamente?')).response).toMatch(/4-7-8/);
  });
});

describe('dialogue round 9: people of 60–85 and their grandchildren', () => {
  it('reads a name signed under a thank-you, and not a word that closes one', async () => {
    expect(nameIn('DEUS ABENÇOE A SENHORA. JOSEFA')).toBe('Josefa');
    expect(nameIn('VOU NA ESCOLA AMANHÃ FALAR COM A DIRETORA. OBRIGADA. LÚCIA')).toBe('Lúcia');
    expect(nameIn('muito obrigada. Amém')).toBeNull();
    expect(nameIn('estou triste. Hoje')).toBeNull();
    const chat = conversation();
    const reply = await chat.say('DEUS ABENÇOE A SENHORA. JOSEFA');
    expect(reply.response).toMatch(/Josefa/);
  });

  it('reads a question passed on for a grandmother, a blessing as thanks, sleep without a pill and "falou" as a leave', () => {
    expect(readAct('ela ta perguntando se a senhora é uma pessoa ou computador kkk')).toEqual({
      act: 'info',
      info: 'human',
    });
    expect(readAct('DEUS ABENÇOE A SENHORA').act).toBe('thanks');
    expect(readAct('e dormir sem remédio, tem jeito? não quero ficar dependente').act).toBe('howto');
    expect(readAct('vou ligar pro meu parceiro de jiu, ele sabe ouvir. falou').act).toBe('goodbye');
    expect(readAct('o que ele falou').act).not.toBe('goodbye');
  });
});

describe('dialogue round 9: crises walked in the new voices', () => {
  it('follows a farmer from a shotgun at hand to the shotgun taken away by a neighbour', async () => {
    const chat = conversation();
    await chat.say('a seca levou tudo, o banco vai tomar a terra que era do meu avo');
    expect((await chat.say('eu so penso em pegar a espingarda e acabar com isso de vez')).response).toMatch(
      /não está em segurança|fico preocupada/,
    );
    expect((await chat.say('to no paiol, a espingarda ta aqui do lado')).response).toMatch(/192/);
    expect((await chat.say('minha mulher ta dormindo, os menino tambem')).response).toMatch(
      /não está sem ninguém/,
    );
    expect(
      (await chat.say('nao sei ligar pra esse numero nao, nunca liguei pra ninguem assim')).response,
    ).toMatch(/chat do CVV/);
    // The means made safe by someone else's hands is safety now (MEANS_MADE_SAFE in crisis-turns.ts).
    await chat.say('guardei a espingarda no carro do meu compadre, ele levou');
    expect(chat.state().crisis.phase).toBe('settled');
  });

  it("reads a deaf writer's crisis in Libras order, the call he cannot make and his safety", async () => {
    const chat = conversation();
    await chat.say('eu surdo. eu triste muito. familia nao entende eu');
    expect(isFixedCrisisReply((await chat.say('eu pensar morrer. todo dia pensar')).response)).toBe(true);
    expect((await chat.say('eu nao poder ligar. eu surdo')).response).toMatch(/chat/);
    await chat.say('eu irmao chegar. eu seguro agora');
    expect(chat.state().crisis.phase).toBe('settled');
  });

  it('reads being alone and going to the chat in Haitian Creole', async () => {
    const chat = conversation();
    await chat.say('je veux mourir, pas de force');
    await chat.say('mwen pa gen pèsonn isit');
    expect(chat.state().crisis.phase).toBe('open');
    const lines = await chat.say('ok mwen pral eseye chat la');
    expect(lines.response).not.toMatch(/me conta mais/i);
  });

  it('reads a relapse into drugs as no crisis unless the classifier is sure; a weapon looked at, and the urge back', () => {
    expect(analyzeDistress('oi, recai ontem depois de 4 meses limpo').flagged).toBe(false);
    expect(analyzeDistress('recai, me cortei de novo').flagged).toBe(true);
    expect(ruleCategories('ela foi dormir e voltou tudo, to olhando pra espingarda no armario')).not.toEqual(
      [],
    );
  });
});

describe('dialogue round 9: names', () => {
  it.each([
    ['hola, me llamo Yusmary, soy de Venezuela', 'Yusmary'],
    ['mi nombre es Carlos', 'Carlos'],
    ['bonswa, mwen rele Jean-Baptiste', 'Jean-Baptiste'],
    ["je m'appelle Fabiola", 'Fabiola'],
    ['boa noite mana, chamo-me Domingos', 'Domingos'],
    ['eu nome Joao. eu surdo', 'Joao'],
    ['na verdade prefiro Cai, é como meus amigos me chamam', 'Cai'],
    ['sou o raimundo. pode chamar de dico, raimundo so minha mae chama', 'Dico'],
    ['eae, caio aqui', 'Caio'],
    ['oi aria aqui é a dona Marlene', 'Marlene'],
  ])('reads the name in "%s"', (message, name) => {
    expect(nameIn(message)).toBe(name);
  });

  it.each(['eae, to aqui', 'prefiro conversar', 'eu nome nao sei escrever direito'])(
    'reads no name in "%s"',
    (message) => {
      expect(nameIn(message)).toBeNull();
    },
  );

  it("answers a name asked back in the development writers' words", async () => {
    const chat = conversation();
    await chat.say('boa noite mana, chamo-me Domingos');
    await chat.say('estou triste, sinto falta da minha terra');
    expect((await chat.say('e o meu nome, voce guardou certinho como se escreve?')).response).toMatch(
      /Domingos/,
    );
    expect((await chat.say('como vc vai me chamar daqui pra frente?')).response).toMatch(/Domingos/);
  });
});

describe('dialogue round 9: the subject inside the protocol', () => {
  it('answers the subject inside an open protocol without its teaching', async () => {
    const chat = conversation();
    await chat.say('to pensando em me matar');
    const answer = await chat.say('o banco ta cobrando a divida e a seca levou a plantacao toda');
    expect(chat.state().crisis.phase).toBe('open');
    expect(answer.response).not.toMatch(/resposta do corpo|Separar o que é urgente|até ajuda a agir/);
    expect(answer.response).toMatch(/188/);
  });
});

describe('dialogue round 9: the five conversations of the closing note', () => {
  it('answers a colleague killed with its own words, fear for him without a question about violence, and the shotgun handed over as no harm to others', async () => {
    const wife = conversation();
    const first = await wife.say('boa noite. meu marido é PM e hoje mataram um colega dele numa abordagem');
    expect(first.response).toMatch(/morte assim, violenta/);
    const fear = await wife.say('tenho medo que um dia seja ele, toda vez que ele sai eu fico rezando');
    expect(fear.response).not.toMatch(/te machucando, te ameaçando/);
    expect(kindsOfViolence('tenho medo dele, toda vez que ele bebe ele me bate')).toContain('physical');

    const handedOver = detectUrgentByRules(
      readUrgent(readRiskText('guardei a espingarda no carro do meu compadre, ele levou')),
    );
    expect(handedOver).toEqual([]);
    expect(
      detectUrgentByRules(readUrgent(readRiskText('guardei a faca na bolsa pra pegar ele na saida'))),
    ).toContain('harm-others');
  });
});

describe('dialogue round 10: an urge told again after settling, in its own words', () => {
  it('renews the crisis at "deu vontade de fazer de novo" and at "não sei se aguento… com essa vontade"', async () => {
    const cutting = conversation();
    await cutting.say('eu me corto as vezes. hj fiz de novo depois q minha mae leu meu diario');
    await cutting.say('lavei e coloquei band-aid. to bem agora, nao vou fazer mais hj');
    expect(cutting.state().crisis.phase).toBe('settled');
    const back = await cutting.say(
      'ela ta gritando na porta do quarto de novo e eu to olhando pra gaveta. deu vontade de fazer de novo',
    );
    expect(isFixedCrisisReply(back.response)).toBe(true);

    const lagoon = conversation();
    await lagoon.say(
      'pensei em pegar a chalana do meu irmao e sair pro meio da lagoa no vento e nao voltar mais',
    );
    await lagoon.say('minha irma chegou, vai ficar comigo hj. nao vou sair de casa');
    expect(lagoon.state().crisis.phase).toBe('settled');
    const alone = await lagoon.say(
      'mas ela vai embora amanha cedo e eu nao sei se aguento ficar sozinho com essa vontade',
    );
    expect(isFixedCrisisReply(alone.response)).toBe(true);

    // The same words with no crisis told before are read as themselves.
    const ordinary = conversation();
    expect(
      isFixedCrisisReply((await ordinary.say('deu vontade de fazer de novo aquele bolo')).response),
    ).toBe(false);
  });
});

describe('dialogue round 10: development turns inside exercises', () => {
  it('stops an exercise asked to stop in Spanish, instead of closing it as done', async () => {
    const chat = conversation();
    await chat.say('quero fazer o aterramento');
    await chat.say('fiz');
    const stop = await chat.say('ya basta, no quiero seguir con esto, me hace pensar mas en el taller');
    expect(chat.state().exercise).toBeNull();
    expect(chat.moves.at(-1)).toBe('stop');
    expect(stop.response).not.toBe('');
    expect(readAct('ya toque: la mesa, la tela, la tijera, mi pantalon').act).toBe('complete');
  });
});

describe('dialogue round 10: writing asked for and written', () => {
  it('starts the writing exercise asked by its word, and reads the letter written there as the step done', async () => {
    const chat = conversation();
    await chat.say('oi. terminei com a minha namorada e ngm aqui sabe q a gente namorava');
    await chat.say('tem algum exercicio de escrever? isso eu acho q toparia');
    expect(chat.state().exercise?.technique).toBe('escrita');
    const letter = await chat.say('escrevi uma carta pra ela q nunca vou mandar');
    expect(isFixedCrisisReply(letter.response)).toBe(false);
    expect(chat.state().crisis.phase).toBe('none');
  });
});

describe('dialogue round 10: safety promised in the present and in Spanish', () => {
  it('settles at "hj eu nao faço nada nao, prometo" and at "no voy a hacer nada"', async () => {
    const builder = conversation();
    await builder.say(
      'hoje eu subi na laje da obra no intervalo e fiquei olhando pra baixo pensando se doía',
    );
    await builder.say('ele respondeu, vem me buscar amanha cedo. hj eu nao faço nada nao, prometo');
    expect(builder.state().crisis.phase).toBe('settled');
    const shelter = conversation();
    await shelter.say('a veces pienso que seria mejor no despertar mas');
    await shelter.say(
      'ta bien. no voy a hacer nada, mañana hablo con el chico de la acolhida que trabaja aca',
    );
    expect(shelter.state().crisis.phase).toBe('settled');
    // "nada não" alone still brushes the question off.
    const brushed = conversation();
    await brushed.say('a veces pienso que seria mejor no despertar mas');
    await brushed.say('nada nao');
    expect(brushed.state().crisis.phase).toBe('open');
  });
});

describe('dialogue round 10: walks of a nursing technician, an older man new to the phone, a carer and a prisoner’s mother', () => {
  it('stops the guided steps of an attack when declined, and starts no safety plan midway when a crisis joins it', async () => {
    const chat = conversation();
    await chat.say('oi, to no plantao 12x36, 4h da manha, perdi um paciente agora e to tremendo no posto');
    const declined = await chat.say('agora nao da pra fazer exercicio, to de plantao');
    expect(declined.response).not.toMatch(/cinco coisas|pés no chão|plano/);
    await chat.say('mas as vezes penso q nao aguento mais essa vida, trabalho em 3 lugares');
    const denied = await chat.say('nao, nao penso em me matar nao, é cansaço mesmo');
    expect(denied.response).not.toMatch(/Passo \d do plano/);
    // One denial does not end the protocol (docs/care.md): the reading set right is answered, the lines stay.
    expect(chat.state().crisis.phase).toBe('open');
  });

  it('answers a question asked in the middle of the safety plan, and the step waits', async () => {
    const chat = conversation();
    await chat.say('to pensando em me matar');
    await chat.say('nao sei');
    await chat.say('quero fazer o plano de seguranca');
    const asked = await chat.say('vc é gente ou robo?');
    expect(asked.response).toMatch(/assistente virtual/);
    expect(asked.response).not.toMatch(/Passo \d do plano/);
  });

  it('knows a name given with an honorific in capitals', async () => {
    const chat = conversation();
    await chat.say('BOA TARDE. SOU O SEU ARMANDO DE CAXIAS, TENHO 78 ANOS');
    expect(chat.state().name).toBe('Armando');
    expect(nameIn('SOU O SEU PAI')).toBeNull();
  });

  it('answers a family member in prison in words of its own', async () => {
    const chat = conversation();
    const reply = await chat.say(
      'bom dia, meu filho ta preso faz 8 meses, domingo e dia de visita e eu nao tenho dinheiro pro jumbo',
    );
    expect(reply.response).toMatch(/preso/);
    expect(reply.response).not.toMatch(/Colocar limites/);
  });
});

describe('dialogue round 10: walks of a streamer, a resident and someone just diagnosed', () => {
  it('takes "blz vou tentar, vlw" as thanks, not as a yes to the safety plan offered', async () => {
    const chat = conversation();
    await chat.say('geral falando q eu sou um lixo, q era melhor eu nem existir');
    await chat.say('sla, as vezes acho q eles tem razao');
    await chat.say('nao, nao quero fazer exercicio nenhum');
    const thanks = await chat.say('blz vou tentar, vlw');
    expect(thanks.response).not.toMatch(/Passo 1 do plano/);
  });

  it('reads a resident humiliated by the preceptor as work, and a diagnosis told the day it came in words of its own', async () => {
    const resident = conversation();
    await resident.say(
      'sou residente de clinica, 80h por semana. hj errei uma dose e o preceptor me humilhou na frente da equipe',
    );
    expect(resident.topics.at(-1)).toBe('trabalho');
    const diagnosed = conversation();
    const told = await diagnosed.say('descobri hj q sou soropositivo');
    expect(told.response).toMatch(/diagnóstico/);
    const crying = await diagnosed.say('to sem chao, nao consigo parar de chorar');
    expect(crying.response).not.toMatch(/crise de pânico/);
  });

  it('answers a question in the middle of a panic attack’s guided steps', async () => {
    const chat = conversation();
    await chat.say('to tendo uma crise de panico agora, coracao disparado, nao consigo respirar');
    const asked = await chat.say('o psicologo de vcs atende pessoas com hiv?');
    expect(asked.response).toMatch(/psicólogo/);
    expect(asked.response).not.toMatch(/pés no chão|cinco coisas/);
  });
});

describe('dialogue round 10: an older widower with a revolver in a drawer', () => {
  it('asks for the means kept at home to be put away with someone, and takes "não sei, talvez" as no safety', async () => {
    const chat = conversation();
    await chat.say('Minha esposa Maria faleceu ano passado.');
    await chat.say('Ja vivi demais. Nao tenho mais motivo pra ficar aqui.');
    const means = await chat.say('Tenho um revolver antigo na gaveta, do tempo do meu pai.');
    expect(means.response).toMatch(/alguém de confiança/);
    expect(means.response).not.toMatch(/saudade/);
    const unsure = await chat.say('Nao sei. Talvez.');
    expect(unsure.response).toMatch(/192|188/);
    expect(unsure.response).not.toMatch(/saudade|perda/);
    // Found walking the built app: someone called to take the weapon away is help on its way.
    const son = await chat.say(
      'meu filho mora aqui perto, vou ligar pra ele vir buscar a arma. ele ta vindo',
    );
    expect(son.response).toMatch(/chamou alguém/);
    // A weapon at home told with no crisis open is read as itself.
    const calm = conversation();
    expect(
      isFixedCrisisReply((await calm.say('meu pai tinha uma espingarda no paiol, pra caçar')).response),
    ).toBe(false);
  });
});

describe('dialogue round 10: subjects in the development writers’ words', () => {
  it('reads a living that fails, an app that blocks a rider, homesickness, a racing heart and a child mocked', () => {
    expect(
      readTopic(
        prepare('oxe a mare ta fraca de marisco esse mes, tirei quase nada, nao sei como vou pagar a luz'),
      ),
    ).toBe('estresse');
    expect(readTopic(prepare('fui bloqueado do ifood sem explicacao nenhuma, era minha unica renda'))).toBe(
      'desemprego',
    );
    expect(
      readTopic(prepare('to numa saudade da bixiga de casa, de mainha, do cheiro de chuva no barro')),
    ).toBe('solidao');
    expect(readTopic(prepare('toda vez q passa sirene aqui na rua meu coracao dispara'))).toBe('ansiedade');
    expect(readTopic(prepare('meu filho chega da escola chorando pq os menino chama ele de macaco'))).toBe(
      'escola-bullying',
    );
    // Trembling with anger stays anger.
    expect(readTopic(prepare('to tremendo de raiva ainda'))).toBe('raiva');
  });
});

describe('dialogue round 10: the means told with how to use them, after settling', () => {
  it('renews the crisis at "tem morfina aqui em casa, dava pra tomar tudo"', async () => {
    const chat = conversation();
    await chat.say('nao quero mais fazer quimio, prefiro morrer logo');
    await chat.say('ta bom, nao vou fazer nada, so precisava falar');
    expect(chat.state().crisis.phase).toBe('settled');
    const back = await chat.say('mentira, pensei de novo. tem morfina aqui em casa, dava pra tomar tudo');
    expect(isFixedCrisisReply(back.response)).toBe(true);
    // With no crisis told before, the same words are read as themselves.
    const tea = conversation();
    await tea.say('to com dor de garganta');
    expect(
      isFixedCrisisReply((await tea.say('tem cha de camomila aqui em casa, dava pra tomar tudo')).response),
    ).toBe(false);
  });
});

describe('dialogue round 10: a son worried about his father of 84, and a yes to the list of exercises', () => {
  it('gives the guidance for someone else at risk when help is asked a message later, and asks for the means away', async () => {
    const chat = conversation();
    await chat.say('oi, meu pai tem 84 anos e mora sozinho em ijui');
    await chat.say('ele anda falando q ja viveu demais e q quer ir encontrar a minha mae');
    const help = await chat.say('o que eu faço? ele nao quer ir no medico');
    expect(help.response).toMatch(/perguntar não coloca a ideia/);
    const means = await chat.say('ele tem uma espingarda velha em casa');
    expect(means.response).toMatch(/alcance/);
    // "o que eu faço?" after an ordinary talk about someone else is read as itself.
    const ordinary = conversation();
    await ordinary.say('meu pai vive reclamando do meu corte de cabelo');
    expect((await ordinary.say('o que eu faço?')).response).not.toMatch(/perguntar não coloca a ideia/);
  });

  it('starts an exercise at a yes to the list, with none chosen', async () => {
    const chat = conversation();
    await chat.say('tem algum exercicio pra relaxar?');
    expect(chat.state().offer).toBe('menu');
    await chat.say('sim');
    expect(chat.state().exercise).not.toBeNull();
  });
});

describe('dialogue round 10: a parent who lives alone', () => {
  it('answers the worry for a parent living alone, not the writer’s loneliness', async () => {
    const reply = await conversation().say('oi, meu pai tem 84 anos e mora sozinho em ijui');
    expect(reply.response).toMatch(/preocupação/);
    expect(reply.response).not.toMatch(/você esteja se sentindo tão só/);
  });
});
