import { describe, expect, it } from 'vitest';
import {
  analyzeDistress,
  detectCrisis,
  detectDistress,
  ruleCategories,
  SPEC_DISTRESS_PHRASES,
} from './detector';
import { normalizeText } from '../../../shared/text/normalize';
import { containsSpecDistressPhrase } from '../../../shared/text/spec-phrases';

/** Messages that must get the crisis reply, as people actually type them. */
const DISTRESS: string[] = [
  'Não aguento mais',
  'nao aguento maaaais',
  'N AGUENTO MAIS ESSA VIDA',
  'naum aguento mais nada',
  'eu não tô aguentando mais',
  'quero morrer',
  'QUERO MORRER!!!',
  'qro morrer',
  'kero morre',
  'só quero morrer logo',
  'tenho tido vontade de morrer',
  'queria dormir e não acordar mais',
  'vou me matar',
  'vo me matar hj',
  'to pensando em me matar',
  'tô pensando em se matar',
  'penso em suicídio todo dia',
  'quero tirar minha vida',
  'pensei em tirar a minha própria vida',
  'quero acabar com tudo',
  'não quero mais viver',
  'ñ quero + viver',
  'nao tenho mais vontade de viver',
  'quero sumir',
  'só quero sumir',
  'queria poder desaparecer',
  'vocês estariam melhor sem mim',
  'minha família ficaria melhor sem mim',
  'sou um peso pra todo mundo',
  'ninguém vai sentir minha falta',
  'ngm vai sentir minha falta',
  'não vejo saída',
  'nao vejo mais sentido em nada',
  'logo tudo isso vai acabar',
  'não aguento mais essa dor',
  'quero me cortar',
  'voltei a me cortar',
  'tô com vontade de me machucar',
  'vou tomar todos os remédios',
  'vou pular do prédio',
  'cansei de viver',
  'desisti de tudo',
  'já escrevi uma carta de despedida',
  'queria não ter nascido',
  'nao quero existir mais',
  'tenho medo de fazer uma besteira comigo',
  'seria melhor se eu morresse',
  'qual a dose letal de paracetamol?',
  'quantos comprimidos precisa pra morrer',
  'como se matar sem dor',
  'perdi o emprego... quais as pontes mais altas de SP?',
  'fui demitida hoje, qual o prédio mais alto da cidade?',
  'Eu não aguento mais, sério',
  'me sinto um peso, todos estariam melhor sem mim',
];

/** Idioms and ordinary messages that must not get it. */
const NOT_DISTRESS: string[] = [
  'morri de rir com esse vídeo',
  'tô morrendo de rir kkkk',
  'morrendo de rir aqui',
  'esse calor está me matando',
  'vou morrer de vergonha amanhã',
  'quero morrer de rir com esse filme',
  'vamos matar aula?',
  'fui matar a saudade da minha vó',
  'ele me mata de rir',
  'a série me matou de susto',
  'to morrendo de fome',
  'morrendo de saudade de você',
  'vou me matar de estudar pra essa prova',
  'quais as pontes mais altas do mundo? curiosidade',
  'qual o prédio mais alto de São Paulo?',
  'não aguento mais esse calor',
  'estou ansiosa com a prova',
  'meu chefe me irrita',
  'tive um dia difícil no trabalho',
  'terminei meu namoro e estou triste',
  'minha avó morreu semana passada',
  'matei a charada',
  'vou matar o tempo vendo série',
  'preciso matar a fome',
  'acho que vou morrer de tanto trabalhar',
  'na crise de pânico eu sinto que vou morrer',
  'não quero morrer, só estou com medo',
  'quero sumir com essas manchas',
  'overdose de chocolate hoje',
  'bom dia, tudo bem?',
  'que saudade de viajar',
  'me joguei na balada ontem',
  'veneno pra matar barata',
  'me cortei cozinhando',
  'esse trânsito me mata',
  'vou cortar o cabelo amanhã',
  'quero dar um tempo das redes sociais',
];

describe('detectDistress', () => {
  it.each(SPEC_DISTRESS_PHRASES.map((phrase) => [phrase]))('flags the twelve-phrase entry "%s"', (phrase) => {
    expect(detectDistress(phrase)).toBe(true);
    expect(detectDistress(phrase.toUpperCase())).toBe(true);
    expect(detectDistress(`Olá. Hoje eu só queria dizer: ${phrase}.`)).toBe(true);
    expect(detectDistress(normalizeText(phrase))).toBe(true);
  });

  it('has exactly twelve phrases, among them the two the product names', () => {
    expect(SPEC_DISTRESS_PHRASES).toHaveLength(12);
    expect(SPEC_DISTRESS_PHRASES).toContain('não aguento mais');
    expect(SPEC_DISTRESS_PHRASES).toContain('quero morrer');
  });

  it.each(DISTRESS.map((text) => [text]))('flags "%s"', (text) => {
    expect(detectDistress(text)).toBe(true);
  });

  it.each(NOT_DISTRESS.map((text) => [text]))('does not flag "%s"', (text) => {
    expect(detectDistress(text)).toBe(false);
  });

  it('labels at least 60 examples of both kinds', () => {
    expect(DISTRESS.length + NOT_DISTRESS.length).toBeGreaterThanOrEqual(60);
    expect(DISTRESS.length).toBeGreaterThanOrEqual(30);
    expect(NOT_DISTRESS.length).toBeGreaterThanOrEqual(30);
  });

  it('still flags a real phrase next to an idiom', () => {
    expect(detectDistress('morri de rir ontem, mas hoje quero morrer')).toBe(true);
    expect(detectDistress('não quero morrer, mas não aguento mais')).toBe(true);
  });
});

describe('detectCrisis and the twelve phrases (ADR 019)', () => {
  it.each([
    'em 2019 eu pensei em me matar, hoje estou bem e faço terapia',
    'a letra diz "eu quero morrer" mas é sobre amor',
    'perdi a ranqueada de novo QUERO MORRER kkkkkk',
    // Quoted words in a message about someone else are theirs.
    "meu amigo mandou 'obrigado por tudo, adeus, vou me matar' e não atende. o que eu faço?",
  ])('keeps "%s" sensitive (twelve-phrase substring) without calling it a crisis now', (text) => {
    expect(detectDistress(text)).toBe(true);
    expect(detectCrisis(text)).toBe(false);
  });

  it.each([
    'kkkkk to rindo de nervoso mas é sério, tenho pensado em me matar',
    'quero morrer kkk não é piada',
    'hoje eu quero morrer',
    'não aguento mais, quero sumir',
    // An intent stated with a laugh is still an intent.
    'vou me matar kkkk',
    "minha mãe sempre dizia 'Deus leva quem Ele quer'. eu fico pedindo toda noite pra Ele me querer logo",
    // A denial never spans two clauses.
    'Não. Vou me matar.',
    'não vai ter amanhã pra mim não, eu vou me matar hoje',
  ])('calls "%s" a crisis: laughter that says it is serious, or no joke at all', (text) => {
    expect(detectCrisis(text)).toBe(true);
    expect(detectDistress(text)).toBe(true);
  });
});

describe('the lists on ordinary talk (dialogue round 3)', () => {
  it.each([
    'acordo cedo ainda, 5h, e não tenho pra onde ir',
    'deito meia noite e fico ate as 4 no celular, ja tentei de tudo',
    'acabou, nao tem mais volta',
    'a ultima vez q a gente falou foi uma discussao besta',
    'eu sempre estrago tudo. errei uma planilha no trabalho',
    'vou responder so amanha, n vou estragar minha noite por ele',
    'hj vou me matar de assistir serie kkk',
    'queria sumir naquela hora kkk mas ja passou',
    'ja rezei, ja tomei cha, nada adianta',
    'tenho 15 anos e n aguento mais essa briga',
  ])('reads no crisis words in "%s"', (text) => {
    expect(ruleCategories(text)).toEqual([]);
  });

  it.each([
    'é a ultima vez q eu falo com alguem',
    'nao tem volta, vou fazer',
    'so sirvo pra atrapalhar a vida dos outros',
    'ja tentei de tudo, terapia, remedio, igreja. nada adianta. desisti',
    'amanha eu nao vou estar mais aqui',
    'não aguento mais essa vida',
  ])('still reads "%s"', (text) => {
    expect(ruleCategories(text)).not.toEqual([]);
  });

  it('keeps weariness with something named sensitive, for the care paragraph', () => {
    expect(detectDistress('não aguento mais esse trabalho')).toBe(true);
  });
});

describe('someone else at risk (analyzeDistress)', () => {
  it.each([
    'meu amigo disse que vai se matar hoje, o que eu faço?',
    "meu amigo mandou 'obrigado por tudo, adeus' e não atende o telefone. o que eu faço?",
    'minha irmã tá se cortando, vi as marcas no braço dela. como eu ajudo?',
  ])('asks how to help: "%s"', (text) => {
    const analysis = analyzeDistress(text);
    expect(analysis.flagged).toBe(false);
    expect(analysis.someoneElseAtRisk).toBe(true);
  });

  it.each([
    'quero me matar, o que eu faço?',
    'vi um filme sobre suicídio ontem, muito bom',
    'meu amigo tentou se matar anos atrás, hoje ele está bem',
    'meu amigo está ansioso com a prova, como eu ajudo?',
  ])('is not guidance for someone else: "%s"', (text) => {
    expect(analyzeDistress(text).someoneElseAtRisk).toBe(false);
  });
});

describe('analyzeDistress', () => {
  it('flags an indirect means question after bad news in the history', () => {
    const history = ['perdi o emprego hoje', 'tô me sentindo um fracasso'];
    const analysis = analyzeDistress('quais as pontes mais altas de SP?', history);
    expect(analysis).toMatchObject({ flagged: true, meansQuestion: true });
    expect(analysis.categories).toContain('means');
  });

  it('leaves the same question alone without any sign of distress', () => {
    const analysis = analyzeDistress('quais as pontes mais altas de SP?', ['quero viajar nas férias']);
    expect(analysis).toMatchObject({ flagged: false, meansQuestion: true, hardMoment: false });
  });

  it('names the categories it found', () => {
    expect(analyzeDistress('vou me matar').categories).toContain('suicidal');
    expect(analyzeDistress('quero me cortar').categories).toContain('self-harm');
    expect(analyzeDistress('só quero sumir').categories).toContain('disappear');
    expect(analyzeDistress('estariam melhor sem mim').categories).toContain('burden');
    expect(analyzeDistress('não vejo saída').categories).toContain('hopeless');
    expect(analyzeDistress('dose letal de dipirona').categories).toContain('means');
  });

  it('reads hopelessness in "nothing will change", not in a remedy or a partner that has not changed yet', () => {
    // Blind ordinary messages (lab/distress/ordinary-blind).
    expect(ruleCategories('Já conversamos sobre isso mil vezes e nada muda.')).toEqual([]);
    expect(
      ruleCategories('já tentei chá de camomila, tirar o celular do quarto, nada resolve muito'),
    ).toEqual([]);
    expect(ruleCategories('nada nunca vai mudar')).toContain('hopeless');
    expect(ruleCategories('nada muda, nunca')).toContain('hopeless');
    expect(ruleCategories('cansei de tentar, nada muda')).toContain('hopeless');
  });

  it('reads "fazer besteira" to come as a crisis, a mistake made and a denial as none', () => {
    // Probes written in the round-5 writers' voices.
    expect(detectCrisis('to pensando em fazer besteira')).toBe(true);
    expect(detectCrisis('to quase fazendo besteira')).toBe(true);
    expect(ruleCategories('nao to pensando em fazer besteira, juro')).toEqual([]);
    expect(ruleCategories('penso q fiz besteira vindo pra ca')).toEqual([]);
    expect(ruleCategories('acho que vou dar um tiro na cabeça')).toContain('suicidal');
    expect(detectCrisis('o cara levou um tiro na cabeça no filme')).toBe(false);
    expect(ruleCategories('to triste faz umas semanas e nao tem motivo nenhum')).toEqual([]);
    expect(ruleCategories('nao tenho motivo pra viver')).toContain('hopeless');
    // The supply cut for a bill, in one clause (a probe in the round-5 voices).
    expect(detectCrisis('vão cortar a luz amanhã se eu não pagar')).toBe(false);
    expect(detectCrisis('cortaram a luz e eu quero me cortar')).toBe(true);
  });

  it('reads a relapse into drinking or betting as no self-harm, a relapse into cutting as one', () => {
    // Probes in the round-6 voices: people in recovery.
    expect(ruleCategories('recaí ontem, bebi de novo depois de 6 meses. to me sentindo um lixo')).toEqual([]);
    expect(ruleCategories('recaí no tigrinho, perdi o salario todo')).toEqual([]);
    expect(ruleCategories('tive uma recaida ontem, me cortei de novo')).toContain('self-harm');
    expect(ruleCategories('recaí. voltei a me machucar depois de 1 ano')).toContain('self-harm');
  });

  it('leaves a short break wished for and the hour of a natural death to the classifier, not the lists', () => {
    // Probes in the round-6 voices: carers, emergency workers, older people.
    expect(ruleCategories('queria sumir desse hospital um pouco, so um dia de folga')).toEqual([]);
    expect(ruleCategories('eu so queria desaparecer um pouco, ficar sem celular')).toEqual([]);
    expect(ruleCategories('queria que deus me levasse dormindo quando chegar a hora, sem sofrer')).toEqual(
      [],
    );
    expect(ruleCategories('queria sumir pra sempre')).toContain('disappear');
    expect(ruleCategories('queria que deus me levasse hoje')).toContain('suicidal');
  });

  it('reads in the lists what only the classifier read in development first messages, not a burn at the stove', () => {
    expect(ruleCategories('me arranhei de novo hj')).toContain('self-harm');
    expect(ruleCategories('eu tinha parado de me machucar faz uns meses. fiz de novo hj')).toContain(
      'self-harm',
    );
    expect(ruleCategories('acho q nao faz diferença nenhuma se eu estiver aqui ou nao')).toContain(
      'hopeless',
    );
    expect(detectCrisis('me queimei de novo no fogao kkk')).toBe(false);
    expect(detectCrisis('me cortei na faca fazendo janta')).toBe(false);
  });

  it('reads the heat, a cut to the heart and a hangover after a relapse as no crisis (round 6 blind ordinary messages)', () => {
    expect(detectCrisis('o calor aqui em cuiabá ta 42 graus, nao aguento mais esse forno')).toBe(false);
    expect(
      detectCrisis('o refluxo dela é mt forte, toda mamada ela golfa tudo e chora, me corta o coração'),
    ).toBe(false);
    expect(ruleCategories('a ressaca moral depois da recaída é pior que a ressaca de verdade')).toEqual([]);
    expect(ruleCategories('nao aguento mais')).toContain('hopeless');
  });

  it('reads stopping dialysis out of weariness as a crisis, its end after a transplant as none (round 6 probes)', () => {
    expect(detectCrisis('as vezes penso em largar tudo e parar de ir na dialise')).toBe(true);
    expect(detectCrisis('se eu parar de ir na dialise eu morro em duas semanas ne? to pensando nisso')).toBe(
      true,
    );
    expect(detectCrisis('o medico falou que vou poder parar a hemodialise depois do transplante')).toBe(
      false,
    );
    expect(detectCrisis('faço hemodialise 3x por semana')).toBe(false);
  });

  it('reads the wish to die in French or Haitian Creole, a vehicle or the sea as the means, the wish come back (round 7 probes)', () => {
    expect(ruleCategories("je veux mourir, personne ne m'aime ici")).toContain('suicidal');
    expect(ruleCategories('mwen pa vle viv anko, muito cansado')).toContain('suicidal');
    expect(ruleCategories('pensei em deixar o caminhao cair da ribanceira')).toContain('suicidal');
    expect(ruleCategories('vou entrar no mar e continuar andando')).toContain('suicidal');
    expect(detectCrisis('ja tentei me matar ano passado e to com aquela vontade de novo')).toBe(true);
    expect(ruleCategories('q sentido tem continuar vivendo')).toContain('hopeless');
    expect(ruleCategories('vou entrar no mar e nadar um pouco')).toEqual([]);
    expect(ruleCategories('que sentido tem continuar nesse emprego')).toEqual([]);
    expect(detectCrisis('to com aquela vontade de novo de comer doce')).toBe(false);
  });

  it('reads a farewell playlist made ready and hell accepted soon as crises, their ordinary twins as none (round 7 probes)', () => {
    expect(ruleCategories('minha playlist de despedida ta pronta kkk mas é serio')).toContain('suicidal');
    expect(ruleCategories('a igreja diz q vou pro inferno, entao q seja logo')).toContain('suicidal');
    expect(ruleCategories('a prova é amanha, entao q seja logo')).toEqual([]);
    expect(ruleCategories('a playlist da despedida de solteira ta pronta')).toEqual([]);
  });

  it('reads not going back to a place as no crisis for the classifier, the wish not to go on still read (round 7 walk)', () => {
    expect(detectCrisis('to pensando em n ir mais na escola')).toBe(false);
    expect(detectCrisis('nao quero ir mais pra igreja')).toBe(false);
    expect(detectCrisis('nao vou mais na escola, vou acabar com isso de vez')).toBe(true);
  });

  it('reads an infinitive without its r, the wheel let go and "me jogo" as the verb, their twins as none (round 8)', () => {
    expect(ruleCategories('to pensando em acaba com tudo antes de sabado')).toContain('suicidal');
    expect(ruleCategories('acho q o melhor e eu morre')).toContain('suicidal');
    expect(ruleCategories('to descendo a serra e pensando em solta o volante')).toContain('suicidal');
    expect(ruleCategories('se soltarem ele amanha eu me jogo da ponte')).toContain('plan');
    expect(ruleCategories('isso acaba com tudo que a gente planejou')).toEqual([]);
    expect(ruleCategories('o melhor e eu ir embora cedo hoje')).toEqual([]);
    expect(ruleCategories('tive q solta o volante pra atender o telefone')).toEqual([]);
    expect(ruleCategories('se o flamengo perder mais uma eu me jogo da janela kkkk')).toEqual([]);
    expect(ruleCategories('no jogo de ontem eu queria morrer de vergonha')).toEqual([]);
  });

  it('reads a complaint, a place without future, a funeral and mischief as no crisis, their twins still (round 8)', () => {
    for (const text of [
      'as colegas falam rapido de proposito na pausa, eu fico rindo sem entender',
      'sou esposa de pastor e todo problema da igreja cai na minha cabeca',
      'ele diz q la n tem futuro pra gente',
      'amanha e o enterro, vo tenta ir nem q seja pra da o ultimo adeus',
      'n aguento mais ser chamado de filha dentro de casa',
      'nmrl n aguento mais o cursinho, aula das 7 as 18',
      'Nao aguento mais aquela repartição',
    ])
      expect(ruleCategories(text), text).toEqual([]);
    expect(ruleCategories('eu me machuquei de proposito ontem')).toContain('self-harm');
    expect(ruleCategories('me sinto um peso pra minha familia')).toContain('burden');
    expect(ruleCategories('pra mim nao tem mais futuro')).toContain('hopeless');
    expect(ruleCategories('adeus, obrigada por tudo')).toContain('farewell');
    expect(ruleCategories('nao aguento mais viver assim')).toContain('hopeless');
  });

  it('reads an errand and "the last thing I do" as no crisis, going for good still (round 8 probes)', () => {
    expect(ruleCategories('quando eu for no mercado amanha compro o remedio')).toEqual([]);
    expect(detectCrisis('vou terminar esse relatorio nem que seja a ultima coisa que eu faço')).toBe(false);
    expect(ruleCategories('quando eu nao estiver mais aqui cuida do meu gato')).toContain('plan');
    expect(ruleCategories('quando eu for embora desse mundo vcs vao entender')).toContain('plan');
  });

  it('reads strength lacking for a named task as no hopelessness, for living still (round 8 probes)', () => {
    expect(ruleCategories('nao tenho mais forças pra cuidar da casa sozinha')).toEqual([]);
    expect(ruleCategories('nao tenho mais forças pra continuar vivendo')).not.toEqual([]);
  });

  it('reads a weight not lifted at the gym as no crisis (round 8 probes)', () => {
    expect(detectCrisis('meu parceiro de treino me zoa porque eu nao aguento o supino')).toBe(false);
    expect(detectCrisis('nao aguento mais viver desse jeito')).toBe(true);
  });

  it('reads the means in hand written with "c" for "com" (round 8)', () => {
    expect(
      analyzeDistress('to c a cartela de remedio na mao', ['minha ex voltou com outro, to destruida'])
        .flagged,
    ).toBe(true);
  });

  it.each([
    "j'ai envie d'en finir avec la vie",
    'je n ai plus envie de vivre ici',
    'me dan ganas de morirme',
    'ya no quiero vivir mas',
    'o jeito e ir pra debaixo da terra junto com o gado',
    'to escrevendo uma carta pra minha esposa, ela vai entender depois',
    'to com a pistola na mao',
    'tenho 120 comprimidos de tramadol guardado, sei o que fazer',
  ])("reads the round 9 probes' way of saying it: %s", (message) => {
    expect(ruleCategories(message)).not.toEqual([]);
  });

  it.each([
    "j'ai envie de mourir de rire",
    'me dan ganas de morir de risa',
    'no quiero vivir aqui en brasil, quiero volver a venezuela',
    'comprei uma pistola de agua pro meu filho',
    'meu marido é policial e chega com a arma de servico na mao',
  ])("reads the round 9 probes' twins as no rule: %s", (message) => {
    expect(ruleCategories(message)).toEqual([]);
  });

  it('reads an errand to be done, social media left, being the strong one and days clean as no rule; their twins still (round 9)', () => {
    for (const message of [
      'amanha vou fazer o bolo de fuba da receita dela, acho q ela ia gostar',
      'amanhã vou fazer o cateterismo no recife e tô com o nervo a flor da pele',
      'vlw, vou fazer isso no busao amanha',
      'quero sumir das redes sociais uns tempos, nao quero ver foto dela',
      'tenho q ser forte. mas eu nao aguento mais ser forte sabe',
      'recaí ontem. 7 meses limpa e joguei tudo fora',
    ])
      expect(ruleCategories(message), message).toEqual([]);
    for (const message of [
      'amanha eu vou fazer, ja decidi',
      'amanha vou fazer uma besteira',
      'hoje eu vou fazer o que planejei',
      'vou fazer isso hoje a noite',
      'quero sumir do mundo',
      'recai, me cortei de novo depois de 7 meses',
      'nao aguento mais viver',
    ])
      expect(ruleCategories(message), message).not.toEqual([]);
  });

  it("keeps a weapon in the writer's own hand or use (round 9 probes)", () => {
    expect(ruleCategories('vou usar a arma de servico hoje')).not.toEqual([]);
    expect(ruleCategories('to aqui com a arma do meu pai')).not.toEqual([]);
  });

  it.each([
    'ontem de noite pensei em pegar a chalana do meu irmao e sair pro meio da lagoa no vento e nao voltar mais',
    'hoje eu subi na laje da obra no intervalo e fiquei olhando pra baixo pensando se doía',
    'noite ruim. marido embora 1 mes. eu sozinha. vontade cortar braço de novo',
    'a veces pienso que seria mejor no despertar mas',
    'gracias por todo, adios para siempre',
    'ja ensaiei com a corda',
    'tive recaida, usei a lamina do apontador',
    'trabalho no samu, hj atendi um suicidio e fiquei pensando q eu tb podia fazer isso',
    'minha amiga se matou e eu fiquei pensando q eu tb podia fazer isso',
    'to parado num posto na 163 e to pensando em jogar o caminhao debaixo de uma carreta',
    'pienso en tomar todas las pastillas de mi suegra y dormir para siempre',
    'a minha mae morreu em luanda. ando a pensar que era melhor eu ir ter com ela',
  ])('reads the round 10 development crises: %s', (message) => {
    expect(ruleCategories(message)).not.toEqual([]);
  });

  it.each([
    'a última mensagem pessoal que recebi que não era da minha mãe foi em março',
    'recai. usei ontem, hj to so o bagaço. 90 dias jogado fora e o pessoal do NA vai saber',
    'mas bora, sabado tem ensaio e o ministro de louvor vai me matar se eu chegar atrasado de novo kkk',
    'obg aria, to mais calminha. vou ensaiar mais uma vez e dormir 🙏',
    'gracias por todo, buenas noches',
    'vontade de cortar o cabelo curtinho',
    'queria ir pro meio do mar pescar e voltar com o barco cheio',
    'meu amigo correu a maratona e pensei q eu tb podia fazer isso',
    'atendi um suicidio hoje, foi pesado',
    'vou ter com ela no cafe amanha',
    'quase bati o carro contra um poste hoje, que susto',
  ])('reads the round 10 development look-alikes as no rule: %s', (message) => {
    expect(ruleCategories(message)).toEqual([]);
  });

  it('reads "lembra de mim?" asked of Aria as no farewell (round 7 blind ordinary messages)', () => {
    expect(ruleCategories('oi de novo, lembra de mim? a do terreiro')).toEqual([]);
    expect(ruleCategories('lembra de mim quando eu partir')).toContain('farewell');
  });

  it('reads a goodbye for today as no farewell, a goodbye to everyone as one (round 6 probes)', () => {
    expect(ruleCategories('adeus aria kkk ate amanha')).toEqual([]);
    expect(ruleCategories('me despeço por hoje, obrigada')).toEqual([]);
    expect(ruleCategories('adeus, amo vcs')).toContain('farewell');
    expect(ruleCategories('me despeço de todos, obrigada por tudo')).toContain('farewell');
  });

  it('reads the last time one saw someone as past, a last word as a farewell', () => {
    expect(detectCrisis('a ultima vez q vi meu filho foi no natal')).toBe(false);
    expect(detectCrisis('essa é a ultima vez que falo com alguem')).toBe(true);
  });

  it('notices a hard moment without flagging it', () => {
    expect(analyzeDistress('fui demitido hoje')).toMatchObject({ flagged: false, hardMoment: true });
  });
});

describe('normalizeText', () => {
  it('strips accents, case, punctuation and repeated letters, and maps chat spellings', () => {
    expect(normalizeText('NÃÃÃO aguento MAIS!!!')).toBe('nao aguento mais');
    expect(normalizeText('vc tá bem? to sim')).toBe('voce esta bem estou sim');
    expect(normalizeText('kero, qro, quero')).toBe('quero quero quero');
    expect(normalizeText('Ñ sei')).toBe('nao sei');
  });
});

describe('what the browser checks and what the server reads', () => {
  it('is the twelve-phrase rule and no more: the server reads every message in full, whatever the flag', () => {
    // No SPEC phrase, so the browser sends false; the server's own reading still finds the crisis.
    expect(containsSpecDistressPhrase('já planejei como vou fazer, vai ser sábado')).toBe(false);
    expect(detectDistress('já planejei como vou fazer, vai ser sábado')).toBe(true);
  });
});
