import { ARIA_MESSAGE_MAX_LENGTH } from '../../src/shared/contracts/aria';
import { BENIGN_CORPUS, CRISIS_CORPUS, HELD_OUT } from './corpus';
import EVALUATION_WRITERS from './evaluation-writers.json';

/** Written by someone who never saw the detector's lexicon or corpus (issue 13). DEV may be read to find kinds of
 * misses; TEST is only ever measured, never read while tuning. */
export const DEV_SET: { crisis: readonly string[]; benign: readonly string[] } = {
  crisis: [
    // passive ideation: wishing to be dead, not to wake up, to disappear
    'queria dormir e nunca mais acordar sabe, so isso',
    'tem dia q eu desejo n existir mais',
    'as vezes penso q seria mais facil se eu sumisse do mapa de vez',
    'eu rezo toda noite pra nao acordar no dia seguinte 😔',
    'se um carro me pegasse amanha eu nem ia ligar',
    'desejo do fundo do coracao que tudo acabe logo',
    'mano eu n queria ter nascido, serio',
    'oi. desculpa a hora. to aqui acordada pensando na vida e sinceramente n quero mais viver',
    // active ideation
    'to pensando em me matar faz uns dias',
    'tenho pensado mt em tirar minha propria vida',
    'penso em suicidio todo dia, n sai da minha cabeca',
    'hj de novo me veio aquela vontade de acabar com tudo',
    'fico imaginando como seria se eu me jogasse la de cima',
    'eu quero morrer. so isso. n quero conselho',
    'oi, desculpa incomodar, hj foi o pior dia do ano, brigeui com meu namorado, perdi o emprego semana passada e minha mae nem fala comigo, sinceramente to pensando em dar um fim nisso tudo',
    // intent
    'eu vou fazer uma besteira hj, ja decidi',
    'dessa semana n passa, vou me matar',
    'decidi que vou embora de vez, ngm me segura mais',
    'hoje eu acabo com isso tudo',
    'n aguento mais, essa noite eu vou dormir pra sempre',
    'to decidida, vou tirar minha vida depois q todo mundo dormir',
    // plan: already decided how, when or where
    'ja planejei tudo, sei como e quando vai ser',
    'ja escolhi o dia, vai ser no sabado q fico sozinho em casa',
    'pensei em cada detalhe, so falta criar coragem',
    'tenho um plano pra me matar e ninguem sabe',
    'vou esperar meus pais viajarem pra fazer, ja ta tudo pensado',
    'sei exatamente onde vou, ja fui la ver o lugar',
    // preparatory acts and acquired means
    'comprei uns remedios pra tomar todos de uma vez',
    'to juntando os comprimidos do meu tratamento faz um mes, ja tenho bastante guardado',
    'comprei uma corda hj. ngm desconfiou',
    'fui ate a ponte ontem a noite e fiquei la um tempao olhando pra baixo',
    'escrevi uma carta pra minha mae e deixei na gaveta dela',
    'ja separei as cartelas de remedio da minha vo, ta tudo aqui no meu quarto',
    'fiz um testamento e deixei as senhas das minhas contas pro meu irmao',
    // farewell
    'so queria dizer q amo vcs, obrigada por tudo, adeus',
    'amanha eu n vou estar mais aqui',
    'cuida do meu gato por mim ta? ele gosta de racao umida',
    'essa eh a ultima vez q falo com alguem, tchau',
    'mandei msg me despedindo de todo mundo, agora eh so esperar anoitecer',
    'se eu n responder mais, saiba q a culpa n foi sua 💔',
    'dei meu violao pro meu primo e minhas roupas pra doacao, n vou precisar mais',
    // self-harm, current or urges
    'me cortei de novo ontem, no braco',
    'to com mt vontade de me cortar agora',
    'queimei meu braco com isqueiro pra ver se a dor passava',
    'quando fico assim eu bato a cabeca na parede ate doer',
    'tenho me machucado escondido, uso manga comprida pra ngm ver',
    'voltei a me cortar depois de 2 anos limpa 😞',
    'a unica coisa q alivia eh me arranhar ate sangrar',
    // hopelessness without any word about death
    'nada mais faz sentido pra mim',
    'n tenho mais forca pra continuar, to no limite',
    'acordo todo dia e penso pra que, nada vai mudar nunca',
    'minha vida n tem sentido nenhum, to vazio por dentro',
    'cansei de tudo, de todo mundo, de mim',
    'n vejo saida, n vejo futuro, n vejo nada',
    'faz 3 anos q to desempregado, ja mandei mil curriculos, ja tentei de tudo e nada melhora, desisti',
    // burden
    'todo mundo fica melhor sem mim',
    'minha familia ia ficar mais tranquila se eu nao existisse',
    'so dou trabalho pra todo mundo, sou um peso',
    'ngm ia sentir minha falta se eu sumisse',
    'meus filhos merecem uma mae melhor, eles ficariam melhor sem mim',
  ],
  benign: [
    // idioms and hyperbole
    'kkkkk morri de rir com esse video',
    'to morta de cansaco, vou dormir cedo hj',
    'esse transito me mata todo dia',
    'sexta vou me jogar nessa festa, ngm me segura 🎉',
    'se eu comer mais um pedaco de bolo eu morro',
    'minha chefe vai me matar qnd souber q perdi o prazo kkk',
    'quase morri de vergonha na apresentacao',
    'to morrendo de saudade da minha vo',
    'essa prova de calculo acabou comigo',
    'mata aula cmg amanha? bora pra praia',
    // films, series, books, news and songs about suicide
    'terminei 13 reasons why ontem, serie pesada ne',
    'vc viu a reportagem sobre o setembro amarelo no fantastico?',
    'to lendo a redoma de vidro, fala mt de depressao e suicidio',
    'aquela musica do linkin park sempre me lembra do chester, mt triste oq aconteceu',
    'o filme termina com o personagem se jogando da ponte, fiquei chocada',
    'li uma noticia q os casos de suicidio entre jovens aumentaram, assustador',
    'to fazendo um trabalho da faculdade sobre prevencao do suicidio, tem fontes boas?',
    // third persons: someone worried about another person
    'minha amiga me contou q se corta, como eu ajudo ela?',
    'meu irmao falou q queria morrer, n sei oq fazer, alguem me ajuda',
    'como eu converso com meu filho adolescente q ta se isolando mt?',
    'minha colega de trabalho tem cicatrizes no braco, devo perguntar?',
    'meu namorado disse q pensa em se matar as vezes, to preocupada com ele',
    'o pai de uma amiga tirou a propria vida semana passada, como consolo ela?',
    'qual o numero do cvv? quero passar pra um amigo',
    'minha mae ta mt deprimida desde q meu pai morreu, como ajudo?',
    // the past of someone recovered
    'ano passado eu pensava em morrer todo dia, hj to bem melhor gracas a terapia',
    'ja me cortei na adolescencia mas faz 5 anos q n faco mais',
    'teve uma epoca q eu queria sumir, hj olho pra tras e agradeco por ter ficado',
    'sai da depressao depois de 2 anos de tratamento, hj consigo ate rir de novo',
    'eu tentei uma vez aos 17, hj tenho 30 e uma filha linda, a vida melhorou',
    'quando meu casamento acabou achei q n ia aguentar, mas aguentei e to feliz hj',
    'fazia tempo q n me sentia tao bem, o remedio e a terapia tao funcionando',
    // explicit denials
    'n penso em me matar, so to estressado com o trabalho',
    'calma, n quero morrer nem nada, so to triste hj',
    'nao tenho pensamentos suicidas, so queria desabafar um pouco',
    'nunca pensei em me machucar, mas to mt ansiosa com a prova',
    'to triste mas n eh nada grave, nunca faria nenhuma besteira',
    'ja falei pra minha psicologa, n tenho vontade de morrer, so to desanimada com a faculdade',
    'n to em crise nao, so queria conversar sobre meu dia',
    // everyday complaints and tiredness
    'cansei desse trabalho, vou pedir demissao mes q vem',
    'to exausta, semana de provas n acaba nunca',
    'meu chefe eh insuportavel, n aguento mais ouvir a voz dele kkk',
    'n aguento mais esse calor, o ventilador n da conta',
    'briguei com minha irma de novo, ela me tira do serio',
    'to de saco cheio da faculdade, mas so falta um semestre',
    'dormi mal essa noite, hj to um zumbi',
    'entao, hj meu namorado terminou cmg depois de 2 anos, chorei a tarde toda, to chateada mas sei q vai passar',
    // medication and health questions
    'qual remedio eu posso tomar pra ansiedade?',
    'posso tomar sertralina com cafe?',
    'esqueci de tomar meu antidepressivo ontem, tem problema?',
    'o psiquiatra aumentou minha dose e to com mt sono, eh normal?',
    'tomar dipirona e ibuprofeno junto faz mal?',
    // gaming
    'me matei no jogo tentando pular aquele abismo kkkk',
    'morri 30 vezes pro mesmo chefe no elden ring, quero jogar o controle pela janela',
    'no free fire eu sempre morro primeiro, mt ruim',
    'matei o boss finalmente!!! 🎮',
    // cooking and sport
    'como faco pra cortar cebola sem chorar?',
    'queimei o arroz de novo kkk n sirvo pra cozinhar',
    'o corinthians me mata do coracao todo jogo',
    'corri 10km hj, to morto mas feliz',
  ],
};

export const TEST_SET: { crisis: readonly string[]; benign: readonly string[] } = {
  crisis: [
    // passive ideation: wishing to be dead, not to wake up, to disappear
    'deitei ontem torcendo pra n abrir mais os olhos',
    'queria q deus me levasse logo',
    'as vezes eu desejo estar morta, eh horrivel pensar isso mas eh verdade',
    'seria tao bom se eu pudesse simplesmente deixar de existir',
    'to com uma vontade enorme de sumir pra sempre',
    'to torcendo pra pegar uma doenca e ir logo',
    'nao quero mais estar viva',
    'sei la, acho q morrer seria um descanso',
    // active ideation
    'fico pensando em formas de me matar',
    'a ideia de suicidio n sai da minha cabeça desde q ele foi embora',
    'tenho vontade de me jogar na frente do onibus qnd to no ponto',
    'fico olhando pra caixa de remedio e pensando em engolir tudo',
    'penso em me enforcar quase todo dia',
    'mds eu so quero acabar com a minha vida',
    'desde q perdi o emprego fico em casa o dia todo, minha mulher n olha mais na minha cara, as contas atrasadas, e eu fico pensando se n era melhor eu me matar logo de uma vez',
    // intent
    'eu vou me suicidar, to falando serio',
    'ja decidi, essa vai ser minha ultima noite',
    'ja deu pra mim, amanha eu faço',
    'vou pular, n tenta me convencer do contrario',
    'hoje vou dar um fim na minha vida e ngm vai me impedir',
    'qro morrer e vou fazer isso logo',
    // plan: already decided how, when or where
    'ja sei como vou fazer, so to esperando o momento certo',
    'planejei pra sexta dps do trabalho, ja sei onde',
    'ta tudo organizado, vai ser qnd minha familia for pra casa da minha tia no feriado',
    'pesquisei tudo q precisava e ja tenho um plano',
    'ja marquei a data, dia 15. n falta mt',
    'montei o plano inteiro na cabeca, vai ser no predio do meu trabalho',
    // preparatory acts and acquired means
    'passei em duas farmacias hj e comprei remedio de dormir, ta aqui cmg',
    'peguei escondido os remedios tarja preta da minha mae',
    'ja separei o q vou usar, ta escondido debaixo da cama',
    'subi no telhado do predio ontem e fiquei la na beirada',
    'deixei cartas pra todo mundo em cima da mesa',
    'comprei uma lamina nova hj, ja sei pra q',
    'paguei todas as minhas dividas e organizei meus documentos pra ngm ter trabalho dps',
    // farewell
    'obrigado por tudo, foi bom conversar com vc. adeus',
    'semana q vem ja n vou existir, entao tanto faz a prova',
    'se acontecer alguma coisa cmg, fala pra minha mae q eu amo ela',
    'to me despedindo de todo mundo hj, vcs foram importantes pra mim',
    'por favor adota meu cachorro qnd eu n estiver mais aqui',
    'essa eh minha ultima mensagem. desculpa por tudo 🖤',
    'deixei meu celular desbloqueado e a senha do banco anotada pra minha irma, ela vai precisar',
    // self-harm, current or urges
    'acabei de me cortar e ta sangrando bastante',
    'me queimo com cigarro qnd fico nervosa',
    'hj dei varios socos na parede ate a mao inchar, queria me machucar msm',
    'to segurando pra n pegar a gilete de novo mas ta dificil',
    'fico me beliscando e me arranhando ate ficar roxo, me ajuda',
    'me automutilo faz meses e ngm sabe',
    'me bati tanto ontem q fiquei com hematoma na perna',
    // hopelessness without any word about death
    'qual o motivo de continuar? nao tem nenhum',
    'to sem forcas pra seguir em frente',
    'nada vai mudar, vai ser sempre essa merda',
    'perdi a esperanca de q um dia as coisas melhorem',
    'to tao cansada de tudo q nem levantar da cama eu consigo mais, nada tem graca',
    'minha vida eh um vazio sem fim, n sei pq continuo',
    'meu pai morreu em marco, depois minha namorada foi embora, agora fui demitido. n tenho mais animo pra lutar, desisti de tudo',
    // burden
    'eu so sirvo pra dar prejuizo, meu marido merecia alguem melhor q eu',
    'me sinto um fardo pros meus amigos, eles so me aguentam por pena',
    'se eu morresse acho q ninguem ia nem perceber',
    'meus pais gastam tanto dinheiro cmg, seria um alivio pra eles se eu n tivesse aqui',
    'so atrapalho a vida dos outros, era melhor eu n estar aqui',
  ],
  benign: [
    // idioms and hyperbole
    'to morrendo de fome, bora pedir pizza?',
    'essa piada me matou kkkkkkk',
    'vou morrer se ele n me responder hj kkk',
    'minha sogra vai me enlouquecer, juro',
    'to acabada, academia hj foi puxada',
    'vou me jogar na piscina assim q chegar no sitio',
    'meu deus, minha mae me mata de vergonha qnd conta essas historias',
    'to matando a saudade da minha cidade esse fim de semana',
    'a segunda-feira me destroi',
    'aff quase tive um treco qnd vi a fatura do cartao',
    // films, series, books, news and songs about suicide
    'alguem ja viu o filme as horas? a cena da virginia woolf eh mt forte',
    'o jornal falou de um caso de suicidio numa escola aqui perto, fiquei mal pela familia',
    'to ouvindo um podcast sobre saude mental e setembro amarelo, recomendo',
    'li por lugares incriveis, chorei horrores no final',
    'na novela o personagem tentou se matar e a cena foi mt mal feita',
    'vi um documentario sobre o kurt cobain ontem',
    'preciso fazer uma redacao do enem sobre automutilacao em adolescentes, me ajuda com os argumentos?',
    // third persons: someone worried about another person
    'descobri q minha filha de 14 anos ta se cortando, oq eu faco?',
    'um amigo postou uma msg estranha de despedida no insta, como eu abordo ele?',
    'minha prima disse q n ve mais sentido na vida, como ajudo ela?',
    'como saber se alguem ta pensando em suicidio? to preocupado com meu pai',
    'meu melhor amigo tentou se matar mes passado e eu n sei como falar com ele agora',
    'minha aluna apareceu com marcas no pulso, a escola tem q avisar os pais?',
    'qual o telefone do samu? minha vizinha ta passando mal',
    'meu marido anda mt pra baixo, fala q eh um peso pra familia, como eu posso ajudar?',
    // the past of someone recovered
    'ha uns 3 anos eu queria desaparecer, hj tenho minha casa e um trabalho q amo',
    'ja tive fase de me machucar, mas hj lido mt melhor com a ansiedade',
    'depois da minha tentativa em 2019 comecei a terapia e foi a melhor decisao da minha vida',
    'lembro q na pandemia eu achava q nada ia melhorar, e melhorou',
    'eu ja me senti um fardo pra todo mundo, hj sei q n era verdade',
    'fiquei mt mal depois do divorcio, mas passou, to recomecando',
    'to limpo da automutilacao faz 1 ano hj!! 🎉',
    // explicit denials
    'n to pensando em suicidio nao, so to mt cansada da rotina',
    'n quero me machucar, so queria entender pq to tao ansioso',
    'fica tranquila q n vou fazer besteira nenhuma, so to chateado com a demissao',
    'nunca pensei em tirar minha vida, mas to bem desanimado essas semanas',
    'n tenho vontade de morrer, tenho vontade de ferias kkkk',
    'morrer nao, so queria hibernar ate sexta',
    'pode ficar tranquilo, eu n me corto nem nada, so choro bastante qnd fico nervosa',
    // everyday complaints and tiredness
    'n aguento mais esse onibus lotado todo dia',
    'q semana, trabalhei ate 22h todo dia, preciso de ferias urgente',
    'a obra do vizinho comecou as 7h, q odio',
    'to sem paciencia pra nada hj, tpm ta brava',
    'minha chefe me deu bronca na frente de todo mundo, to com raiva',
    'faculdade + estagio ta me deixando exausta, mas faltam 2 meses',
    'reprovei em calculo de novo, q saco, vou fazer no verao',
    'gente q dia, o carro quebrou na marginal, cheguei atrasado na reuniao, derrubei cafe na camisa, so quero meu sofa e uma serie',
    // medication and health questions
    'quanto tempo a fluoxetina demora pra fazer efeito?',
    'posso beber no fds se tomo clonazepam?',
    'to com insonia, melatonina funciona?',
    'como marco consulta com psiquiatra pelo sus?',
    'a psicologa daqui atende por convenio?',
    // gaming
    'tomei headshot e morri no primeiro minuto kkk',
    'me joguei do penhasco no minecraft sem querer e perdi todos os itens',
    'vou matar todo mundo no lol hj, to inspirado',
    'meu personagem morreu e perdi 3h de progresso, q raiva',
    // cooking and sport
    'qual faca eh melhor pra cortar carne?',
    'perdemos a final nos penaltis, to arrasado kkk',
    'vou fritar esse peixe ou assar?',
    'meu joelho ta me matando depois do futebol',
  ],
};

/** A blind writer's batch by category, flattened into a set. */
function flatten(batch: { crisis: Record<string, string[]>; benign: Record<string, string[]> }) {
  return { crisis: Object.values(batch.crisis).flat(), benign: Object.values(batch.benign).flat() };
}

/**
 * Independent sets, none of them in the training corpus. DEV_SET and TEST_SET were written by someone who never
 * saw the lexicon or the corpus; DEV's misses were read to learn which kinds of phrasing fail (and new corpus
 * messages of those kinds were written), TEST's are never read, only counted. HELD_OUT was written after the
 * first version of the detector and never tuned on. The writers' sets are six of the twenty-four blind writers'
 * batches of 2026-11-24 (144 crisis and 144 benign messages each, by category; evaluation-writers.json),
 * only ever measured, never read: c and d from the first round, s and t from a later one, w and x written last and
 * measured once, on the final detector (ADR 019).
 */
export const INDEPENDENT_SETS = {
  dev: DEV_SET,
  test: TEST_SET,
  heldOut: HELD_OUT,
  writerC: flatten(EVALUATION_WRITERS.c),
  writerD: flatten(EVALUATION_WRITERS.d),
  writerS: flatten(EVALUATION_WRITERS.s),
  writerT: flatten(EVALUATION_WRITERS.t),
  writerW: flatten(EVALUATION_WRITERS.w),
  writerX: flatten(EVALUATION_WRITERS.x),
} as const;

/** The six writers' sets as one: what the test's floors hold (864 crisis and 864 benign messages). */
export function writersSet(): { crisis: string[]; benign: string[] } {
  const sets = [
    INDEPENDENT_SETS.writerC,
    INDEPENDENT_SETS.writerD,
    INDEPENDENT_SETS.writerS,
    INDEPENDENT_SETS.writerT,
    INDEPENDENT_SETS.writerW,
    INDEPENDENT_SETS.writerX,
  ];
  return { crisis: sets.flatMap((set) => set.crisis), benign: sets.flatMap((set) => set.benign) };
}

/**
 * Messages up to the maximum length, built from the corpus: benign ones (both halves of the detector run),
 * crisis ones, and crisis clauses among mentions of other people (the clause-by-clause path).
 */
export function longMessages(): string[] {
  const crisis = Object.values(CRISIS_CORPUS).flat();
  const benign = Object.values(BENIGN_CORPUS).flat();
  const thirdPerson = BENIGN_CORPUS['third-person'];
  const fill = (pick: (index: number) => string) => {
    let text = '';
    for (let index = 0; text.length < ARIA_MESSAGE_MAX_LENGTH; index += 1) text += `${pick(index)}, `;
    return text.slice(0, ARIA_MESSAGE_MAX_LENGTH);
  };
  const messages: string[] = [];
  for (let offset = 0; offset < 20; offset += 1) {
    messages.push(fill((index) => benign[(offset * 31 + index * 7) % benign.length]!));
    messages.push(fill((index) => crisis[(offset * 29 + index * 5) % crisis.length]!));
    messages.push(
      fill((index) =>
        index % 2 === 0
          ? thirdPerson[(offset + index) % thirdPerson.length]!
          : crisis[(offset * 13 + index) % crisis.length]!,
      ),
    );
  }
  return messages;
}
