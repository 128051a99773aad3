import type { Theme } from './theme-types';

/**
 * A breakup told with "terminar", in the forms that name the relationship or when it ended: not "termin*" alone,
 * since "terminei, reli tudo" finished an exercise's step (dialogue round 4). Both the theme and its breakup
 * situation read them.
 */
const TERMINATION_TOLD = [
  '(terminou|terminei|terminar|terminando|terminaria) (comigo|com (ele|ela|o|a|meu|minha)|o namoro|o noivado|o relacionamento|o casamento)',
  '(terminei|terminou|terminamos) (c|com|um|meu|nosso) *',
  '(terminei|terminou|terminamos) (faz|ha|tem|semana|mes|ontem|hoje|anteontem)',
];

/**
 * A breakup told by what happened or how it ended ("ele saiu de casa, levou as coisa tudo e disse que não me ama
 * mais", "meu namoro acabou", "me largou"; dialogue round 4), for the theme and its breakup situation alike.
 */
const BREAKUP_TOLD = [
  'nao me ama mais',
  '(meu|o|nosso) (namoro|noivado|casamento|relacionamento) (acabou|terminou|chegou ao fim)',
  'fim do (meu |nosso )?(namoro|noivado|casamento|relacionamento)',
  '(me largou|me trocou|largou de mim|me deu o fora|me deu um pe)',
  '(meu|minha) ex (postou|ta com|esta com|arrumou|ja tem|ta namorando|esta namorando)',
  '(quer|querer|pediu pra|pediu para) (se )?separar',
  '(ele|ela) foi embora (e levou|levou|de casa|e disse)',
  'acabou de vez',
];

/** Themes named by the part of life that hurts: relationships, loss, self-image, work, family. */
export const LIFE_THEMES = {
  relacionamento: {
    id: 'relacionamento',
    patterns: [
      'namorad*',
      'namoro',
      'noiv*',
      'relacionamento*',
      // Not "termin*" (TERMINATION_TOLD).
      'termino',
      'terminamos',
      '(a gente|a gnt|ele|ela|eles|nos) (nao )?(terminou|terminaram|terminamos)',
      ...TERMINATION_TOLD,
      '(quer|quero|queria|vamos|vai|pensando em|medo de|nao quero) terminar',
      'separacao',
      'separei',
      'separad*',
      'divorcio',
      'marido',
      'esposa',
      'esposo',
      '(meu|minha) ex',
      'crush',
      'ciume*',
      'traicao',
      'traiu',
      'me trai*',
      'levei um fora',
      'coracao partido',
      'casamento',
      'parceir*',
      'ficante',
      'minha mina',
      'me deixou',
      '(briguei|brigamos|discuti|discutimos) com (a|minha|o|meu) (mulher|esposa|marido|namorad*|noiv*|companheir*)',
      ...BREAKUP_TOLD,
    ],
    situations: [
      {
        topic: 'termino',
        patterns: [
          'termino',
          'terminamos',
          '(a gente|ele|ela|eles|nos) (terminou|terminaram|terminamos)',
          ...TERMINATION_TOLD,
          '(quer|quero|queria|vamos|vai|pensando em) terminar',
          'casamento * acabou',
          'acabou (o|meu|nosso) (casamento|namoro|noivado)',
          '(ele|ela) saiu de casa',
          'separacao',
          'separei',
          'divorcio',
          'me deixou',
          'levei um fora',
          'coracao partido',
          ...BREAKUP_TOLD,
        ],
        validations: [
          'Sinto muito pelo término. O fim de um relacionamento mexe com a rotina, com os planos e com a forma como a gente se vê — é natural estar doendo assim.',
          'Que momento difícil. Um término é uma perda de verdade, mesmo quando foi a decisão certa, e faz sentido sentir o chão balançar.',
        ],
        education: [
          'Depois de um término é comum oscilar entre tristeza, raiva, saudade e até alívio — às vezes no mesmo dia. Isso não quer dizer que você está fazendo algo errado: é o jeito de a mente processar uma perda.',
          'Nos primeiros dias depois de um término, é comum a cabeça voltar o tempo todo para a pessoa e para o que poderia ter sido diferente. Isso vai diminuindo aos poucos, principalmente quando a gente se trata com paciência.',
        ],
        questions: [
          'O que mais tem doído desde o término?',
          'Como você tem cuidado de você desde que isso aconteceu?',
          'Tem alguém por perto com quem você pode contar nesses dias?',
        ],
      },
      {
        topic: 'conflito-casal',
        patterns: [
          'brig*',
          'discuti*',
          // "briguei com a mulher" (a probe in the round-5 voices: terse men).
          '(briguei|brigamos|discuti|discutimos|to brigado|tô brigado) com (a|minha|o|meu) (mulher|esposa|marido|namorad*|noiv*|companheir*)',
          'discussao',
          'discussoes',
          'bate boca',
          'nao (nos|a gente) (entende|entendemos|fala|falamos)',
          'gritou comigo',
          'nao me escuta',
          'nao me ouve',
          'ficou (bravo|brava|chateado|chateada) comigo',
          'desentendimento*',
          'crise no (casamento|relacionamento|namoro)',
        ],
        validations: [
          'Que desgaste, brigar com quem a gente ama. Um conflito no relacionamento deixa tudo mais tenso, mesmo quando o vínculo continua forte.',
          'Sinto muito que vocês estejam se desentendendo. Brigas frequentes no relacionamento cansam e deixam a gente sem saber o que fazer.',
        ],
        education: [
          'Em conflitos a dois, ajuda falar a partir do que você sente ("eu me sinto...") em vez de acusar ("você sempre..."). Isso costuma baixar a defesa do outro e abrir espaço para conversa.',
          'Quando uma discussão esquenta, fazer uma pausa combinada — "vamos voltar a isso daqui a meia hora" — ajuda os dois a falarem com mais calma e menos mágoa.',
        ],
        questions: [
          'Sobre o que vocês mais têm brigado?',
          'Como você costuma se sentir depois dessas discussões?',
          'O que você gostaria que a outra pessoa entendesse sobre como você se sente?',
        ],
      },
    ],
    validations: [
      'Sinto muito. Questões no relacionamento mexem com a gente por inteiro, e é natural que isso esteja doendo.',
      'Obrigada por me contar. Um relacionamento envolve muito afeto e expectativa, e quando algo não vai bem, dói.',
      'Entendo. Crises no relacionamento costumam deixar a cabeça cheia de perguntas e o coração apertado.',
    ],
    // Read when neither a breakup nor a fight is told ("meu marido ajuda, mas trabalha de turno e chega morto de
    // cansado"): nothing here may assume either (a blind ordinary message got the breakup's sentence).
    education: [
      'Quando algo não vai bem numa relação, ajuda olhar primeiro para o que você está sentindo e do que precisa: colocar isso em palavras simples costuma ser o começo de uma conversa melhor.',
      'Em conflitos a dois, ajuda falar a partir do que você sente ("eu me sinto...") em vez de acusar ("você sempre..."). Isso costuma baixar a defesa do outro e abrir espaço para conversa.',
    ],
    techniques: ['escrita', 'reestruturacao'],
    questions: [
      'O que mais tem doído nessa situação?',
      'Como você tem cuidado de você desde que isso aconteceu?',
      'O que você gostaria que a outra pessoa entendesse sobre como você se sente?',
    ],
    followUps: [
      // Said after a breakup or in the middle of a fight that is no breakup ("a gnt n terminou, so brigou").
      'Faz sentido que esse relacionamento ocupe tanto espaço nos seus pensamentos: quando a relação importa, o que acontece nela mexe com a gente por inteiro.',
      'Obrigada por continuar me contando. Dá para perceber o quanto essa relação é importante para você.',
    ],
    psychologistFromTurn: 1,
    psychologistReason:
      'Um psicólogo pode ajudar você a atravessar esse momento no relacionamento com mais clareza e cuidado.',
  },
  luto: {
    id: 'luto',
    patterns: [
      'luto',
      'faleceu',
      'falecimento',
      'faleceram',
      'morreu',
      'morte (do|da|de) (meu|minha)',
      'perdi (meu|minha|o meu|a minha) (mae|pai|avo|filho|filha|irmao|irma|amigo|amiga|cachorro|cachorra|gato|gata|pet|marido|esposa|esposo|tio|tia|bebe|companheiro|companheira|cusco|cusca|guaipeca|bichano)',
      'perdi (alguem|uma pessoa)',
      'partiu (ontem|semana passada|mes passado|ano passado|faz)',
      '(que|q) (ele|ela) (partiu|se foi)',
      '(ele|ela|minha mae|meu pai|minha avo|meu avo|meu marido|minha esposa) se foi',
      'faz * (anos|ano|meses|mes) (que|q) (ele|ela|minha|meu) *(se foi|partiu|faleceu|morreu)',
      'enterro',
      'velorio',
      // The burial told (dialogue round 4: "enterrei minha tia ontem", "enterrei meu irmao sabado").
      '(enterrei|enterramos|sepultei|sepultamos|cremamos|cremei) (meu|minha|o meu|a minha|o|a) (mae|pai|avo|vo|filho|filha|irmao|irma|amigo|amiga|marido|esposa|esposo|tio|tia|primo|prima|sogra|sogro|companheiro|companheira)',
      'sinto (muita )?falta (dele|dela)',
      // Longing for the dead, not for a family far away ("saudade da minha familia, minha mae ta doente la no haiti":
      // round 7 walk, answered as a death).
      'saudade (dele|dela)',
      // Only of the dead: "a saudade da minha filha ta me matando, ela fez 5 anos ontem e eu nao tava la" is a trucker
      // far from home (round 9 walk, answered with condolences); a death told before keeps the subject (manager.ts).
      'saudade (do meu|da minha) (falecid*|finad*)',
      'perda',
      // A death witnessed: "vi um colega morrer semana passada" (a probe in the round-5 voices: a policeman).
      '(vi|presenciei|assisti) (um|uma|o|a|meu|minha) * (morrer|morrendo|ser morto|ser morta|falecer)',
      // A colleague killed ("meu marido é PM e hoje mataram um colega dele numa abordagem": round 9 walk).
      '(mataram|matou|assassinaram|executaram) (um|uma|o|a)? (colega|amigo|amiga|companheiro|companheira|parceiro|parceira|irmao de farda|vizinho|vizinha|primo|prima)',
    ],
    situations: [
      {
        // A violent death close by: a colleague killed at work, told by the person or by a spouse at home ("meu marido é
        // PM e hoje mataram um colega dele numa abordagem": round 9 walk, answered "a saudade costuma vir em ondas").
        topic: 'luto',
        patterns: [
          '(mataram|matou|assassinaram|executaram) (um|uma|o|a)? (colega|amigo|amiga|companheiro|companheira|parceiro|parceira|irmao de farda|vizinho|vizinha)',
          '(morreu|morto|morta) (num|numa|no|na|em) (confronto|tiroteio|abordagem|assalto|acidente de trabalho|ocorrencia)',
        ],
        validations: [
          'Que notícia pesada. Uma morte assim, violenta e de repente, abala quem estava perto e também quem espera em casa — faz sentido você estar assim.',
        ],
        education: [
          'Depois de uma morte violenta, é comum o medo ficar mais alto, o sono piorar e quem foi mais atingido se fechar por uns dias. Estar por perto sem forçar a conversa e cuidar do básico ajuda; se o medo ou o silêncio durarem semanas, vale procurar apoio psicológico — muitas corporações e empresas oferecem.',
        ],
        questions: ['Como você está desde que soube?', 'E em casa, como estão as coisas desde então?'],
      },
      {
        topic: 'luto-pet',
        patterns: [
          // The South's "cusco" and "guaipeca", a "bichano" (a probe in the round-5 voices).
          '(meu|minha|o meu|a minha) (cachorr*|gat*|pet|bichinh*|cao|calopsita|passarinho|coelh*|hamster|peixinho|dog|doguinho|gatinh*|cachorrinh*|cusco|cusca|guaipeca|bichano|vira lata|viralata)',
          '(cachorr*|gat*|pet|bichinh*|gatinh*|cachorrinh*) (morreu|faleceu|se foi|partiu)',
          'sacrificar (ele|ela|o|a)',
          'hamster',
          'calopsita',
          'periquito',
          'tartaruga',
          'bichinho da casa',
          'eutanasia',
          'veterinari*',
        ],
        validations: [
          'Sinto muito pelo seu bichinho. Quem convive com um animal sabe: ele é família, e a falta que faz é enorme.',
          'Que dor perder um companheiro de tantos dias. O luto por um animal é luto de verdade, mesmo quando nem todo mundo entende.',
        ],
        education: [
          'A perda de um pet mexe com a rotina inteira — os passeios, o barulho em casa, o jeito de ser recebido na porta. Sentir essa falta em cada pequeno momento é esperado.',
          'Às vezes as pessoas em volta não dão ao luto por um animal o peso que ele tem. Mas o vínculo era real, e a sua dor merece espaço.',
        ],
        questions: [
          'Como ele era? Se quiser, me conta uma lembrança boa de vocês.',
          'Como está sendo a casa sem ele?',
          'Tem alguém que conhecia o seu bichinho com quem você possa dividir essa saudade?',
        ],
      },
    ],
    validations: [
      'Sinto muito pela sua perda. O luto dói de um jeito único, e não existe forma certa de senti-lo.',
      'Meus sentimentos. Perder alguém importante muda muita coisa, e a saudade costuma vir em ondas.',
      'Obrigada por dividir isso comigo. Falar de quem a gente perdeu é uma forma de manter o vínculo e de cuidar da própria dor no luto.',
    ],
    education: [
      'O luto não segue uma linha reta: há dias mais leves e outros em que a saudade aperta de repente. Isso é esperado e não tem prazo certo para passar.',
      'No luto, tristeza, culpa, raiva e até alívio podem aparecer juntos. Nenhuma dessas emoções diminui o amor que você sente.',
    ],
    // Writing to or about the person lost is the one exercise that fits grief; breathing drills would not.
    techniques: ['escrita'],
    questions: [
      'Se quiser, me conta um pouco sobre quem você perdeu. Como era essa presença na sua vida?',
      'Como têm sido os seus dias desde a perda?',
      'Você tem alguém por perto com quem pode falar sobre a saudade?',
      'Que lembrança tem aparecido mais para você nesses dias?',
      'Do que você sente mais falta no dia a dia?',
      'Como você tem cuidado de você no meio de tudo isso?',
    ],
    followUps: [
      'Estou aqui com você. A saudade é o amor que continua, e ela precisa de espaço.',
      'Obrigada por me contar mais. Cada lembrança que você divide mostra o quanto essa perda é grande.',
    ],
    psychologistFromTurn: 0,
    psychologistReason:
      'O luto não precisa ser atravessado sem apoio: um psicólogo pode acompanhar você nesse processo com calma e no seu tempo.',
  },
  autoestima: {
    id: 'autoestima',
    patterns: [
      '(sou|me sinto) (mt |muito |tao |a pessoa mais )?(burra|burro|feia|feio|uma fraude|um fraude|um fracasso|uma fracassada|horrivel)',
      '(pessoa|mulher|homem) mais (feia|feio|burra|burro) do mundo',
      'me acho (horrivel|feia|feio|burra|burro|chata|chato|um lixo|um fracasso|sem graca)',
      'dramatic*',
      '(todo mundo|geral) (diz|fala|acha) (que|q) eu sou',
      'me (olhei|olho) no espelho',
      'autoestima',
      'auto estima',
      'me acho (feio|feia|burro|burra|inutil|um fracasso|uma fracassada|incapaz|insuficiente|chato|chata)',
      'nao sou (bom|boa|suficiente|capaz|bonito|bonita|inteligente)',
      'insegur*',
      'odeio (meu corpo|minha aparencia|o meu corpo)',
      'meu corpo',
      'fracass*',
      'inutil',
      'me comparo',
      'comparando com',
      'vergonha de mim',
      'incapaz',
      'ninguem gosta de mim',
      'sou (um|uma)? (lixo|nada|idiota|burro|burra)',
      'impostor*',
      'me odeio',
      'nao me amo',
      // Round 7 development: the worst at what one does, the others smarter, a body changed by illness.
      '(sou|seja|ser) (um |uma )?(merda|pessim*|a pior|o pior)',
      '(pior|pessim*) (professora|professor|residente|mae|pai|aluno|aluna|funcionari*|filho|filha|amiga|amigo|esposa|marido|enfermeira|medica|medico|motorista|jogador*) (do|da|de|mesmo|mesma|que)',
      '(todo mundo|todos|geral|eles|elas) * (e|sao) mais (inteligente*|bonit*|capaz|capazes|esperto*|talentos*|magr*) (q|que|do que) eu',
      '(nem|nao|n) (quero|consigo|gosto de) me olhar no espelho',
      'me acho (mt |muito |tao )?(burr*|feia|feio|horrivel|chata|chato|inutil)',
    ],
    validations: [
      'Sinto muito que você esteja se vendo desse jeito. Quando a autoestima está baixa, os pensamentos sobre si costumam ser muito duros.',
      'Obrigada por confiar isso a mim. Com a autoestima abalada, a voz crítica interna fala alto e parece sempre ter razão.',
      'Dá para sentir o quanto você tem se cobrado. A autoestima sofre muito quando a gente só enxerga os próprios defeitos.',
    ],
    education: [
      'A autoestima não é fixa: ela se constrói na forma como falamos com nós mesmos todos os dias. Perceber a autocrítica e questioná-la, como faria com uma pessoa amiga, já começa a mudar esse diálogo.',
      'Comparações, principalmente nas redes sociais, mostram só o melhor recorte da vida dos outros. É comum sair delas se sentindo menos — e isso não é um retrato fiel de quem você é.',
    ],
    techniques: ['reestruturacao', 'escrita'],
    questions: [
      'O que você diria para uma pessoa amiga que pensasse isso sobre ela mesma?',
      'Em que situações esses pensamentos sobre você costumam aparecer?',
      'Tem alguma coisa em você que outras pessoas valorizam, mesmo que você não veja assim agora?',
    ],
    followUps: [
      'Percebo como essa autocrítica tem sido pesada. Você merece a mesma gentileza que oferece aos outros.',
      'Obrigada por continuar aqui. Olhar para a própria autoestima exige coragem.',
    ],
    psychologistFromTurn: 2,
    psychologistReason:
      'Um psicólogo pode ajudar você a fortalecer a autoestima e a lidar com essa autocrítica tão dura.',
  },
  trabalho: {
    id: 'trabalho',
    patterns: [
      // Round 10 development: a rider blocked by the app, a company's party.
      '(fui|me) (bloqueado|bloqueada|desativado|desativada|banido|banida) (do|no|da|pelo|pela) (ifood|uber|99|app|aplicativo|rappi|loggi|lalamove)',
      'happy hour (da|do) (firma|empresa|trabalho|equipe)',
      'mandad* embora',
      'curriculo*',
      'seguro desemprego',
      'entrevista de emprego',
      'plantao',
      // Medical training and its hierarchy ("o preceptor me humilhou na frente da equipe": round 10 walk, a resident).
      '(residencia|residente|preceptor|preceptora|internato|staff)',
      'salario',
      // Work named by its place (round 5 development): a call centre, one's own small shop closing.
      '(call center|callcenter|telemarketing)',
      '(meu|minha) (mercadinho|comercio|negocio|lojinha|barraca|banca|lanchonete|salao|oficina|borracharia)',
      '(fechar|fechando|fechei|fechou) as portas',
      'vaga de emprego',
      'procurando (emprego|trabalho|servico)',
      'trabalho',
      'emprego',
      'chefe',
      'patrao',
      'patroa',
      // Dismissal and the job centre, so the job-loss situation below can read them (round 7 development).
      'fui (desligad*|dispensad*)',
      '(me|o|a|nos) (mandou|mandaram) embora',
      '(no|ao|pro|na) sine',
      // App work (round 7 walk: "o app me bloqueou por atraso, fiquei sem entrega o dia todo").
      '(o )?(app|aplicativo|ifood|uber|99) (me )?(bloqueou|suspendeu|desativou|baniu|cortou|tirou)',
      'sem (entrega|entregas|corrida|corridas|chamada|chamadas) (o dia|hoje|hj|a semana)',
      'trabajo',
      'gestor*',
      'colega* de trabalho',
      'burnout',
      'esgotad*',
      'esgotamento',
      'exaust*',
      'demitid*',
      'demissao',
      'desempregad*',
      'me mandaram embora',
      'carreira',
      'reuniao',
      'hora extra',
      'expediente',
      'home office',
      'empresa',
      'servico',
      'trampo',
      // Jobs named by what fills the day (dialogue round 4: app riders, drivers, a shop, a shift changed).
      'gerente',
      'supervisor*',
      'encarregad*',
      'coordenador*',
      '(minha|a) escala',
      'turno',
      'jovem aprendiz',
      'estagio',
      '(1*|2*|3*|4*|5*|6*|7*|8*|9*|mil|varias|muitas) entregas',
      'entregas (no|pelo|do) app',
      'corrida (longe|cancelada)',
      'recusei corrida',
      'frete*',
      '(minha|a) loja',
      'clientes',
      '(to|estou|fiquei) rodando',
    ],
    situations: [
      {
        // Racism and xenophobia at work ("no trabalho chamam-me de macaco e o chefe finge que não ouve": round 9 walk,
        // answered with burnout and pauses): named as what it is, a crime in Brazil, with where to report it.
        patterns: [
          '(chamam|chamaram|chamou|chama|chamando|chamavam) (me |ela |ele )?(de )?(macaco|macaca|crioulo|crioula|escravo|escrava|preto sujo|negro sujo|gringo sujo|cabelo ruim)',
          '(racismo|racista|racistas|injuria racial|xenofob*)',
          'preconceito (por|porque|pq|contra|com) *',
          '(por|porque|pq|so por) (eu )?(ser|sou) (negro|negra|preto|preta|estrangeir*|imigrante|venezuelan*|haitian*|angolan*|bolivian*|senegales*|africano|africana|indigena|nordestino|nordestina)',
        ],
        validations: [
          'Sinto muito. Ser tratado assim por causa da sua cor ou da sua origem tem nome: é discriminação — e racismo e injúria racial são crimes no Brasil. Você não fez nada para merecer isso, e a raiva que você sente faz todo o sentido.',
          'Isso que você está vivendo é discriminação, e a culpa não é sua. Ouvir isso no trabalho, e ver quem deveria agir fingir que não ouviu, machuca duas vezes.',
        ],
        education: [
          'Se e quando você quiser agir, dá para registrar um boletim de ocorrência (em muitos estados, pela internet), denunciar pelo Disque 100, de graça e sem precisar se identificar, e no trabalho procurar o RH, o sindicato ou o Ministério Público do Trabalho. Anotar datas, o que foi dito e quem viu ajuda. E decidir esperar também é um direito seu.',
        ],
        questions: [
          'Tem alguém, no trabalho ou fora dele, com quem você possa contar nisso?',
          'Como você tem feito para aguentar esses dias?',
        ],
      },
      {
        topic: 'desemprego',
        patterns: [
          // The only income lost with an app's account ("fui bloqueado do ifood sem explicacao, era minha unica renda").
          '(fui|me) (bloqueado|bloqueada|desativado|desativada|banido|banida) (do|no|da|pelo|pela) (ifood|uber|99|app|aplicativo|rappi|loggi|lalamove)',
          '(nao consigo|nao acho|nao arrumo) (nem )?(vaga|emprego|trabalho|servico)',
          'perdi (o|meu) emprego',
          // Told in other words (dialogue round 4).
          'fui desligad* (do|da) (estagio|empresa|trabalho|emprego|firma|loja)',
          '(to|estou|fiquei|ando) sem (trampo|trabalho|emprego|servico|serviço)',
          '(nao|n|no) (consegui|consigo|arrumei|arrumo|achei|acho|encuentro|tengo) (emprego|trabalho|trampo|servico|vaga|trabajo|empleo)',
          '(sin|sem) (trabajo|empleo)',
          'fui mandad* embora',
          // Round 7 development: dismissal told in other words.
          '(me|o|a|nos) (mandou|mandaram) embora',
          'fui (desligad*|dispensad*)',
          '(empresa|firma|patrao|patroa|loja|fabrica|escola|obra) * (nao|n) (precisa|precisam) mais de (mim|mim)',
          '(arrumar|arranjar|conseguir|achar) (um |outro )?(emprego|trampo|trabalho|servico)',
          '(no|ao|pro|na) sine',
          '(ver|procurar|olhar|vendo) (as )?(vaga|vagas)',
          'procurando emprego',
          'sem emprego',
          'nao (consigo|acho) emprego',
          'fiquei desempregad*',
          'me demitiram',
          'corte na empresa',
          'demitid*',
          'demissao',
          'desempregad*',
          'me mandaram embora',
          'mandad* embora (da|do) *',
          'curriculo*',
          'seguro desemprego',
          'procurando (emprego|trabalho|servico)',
          '(meses|ano|anos|semanas) procurando',
          'entrevista de emprego',
          'desemprego',
          // Work about to end ("a academia que eu trabalho vai fechar, vou ficar sem emprego": round 8 walk).
          '(vou|vai|vamos|vamo) ficar sem (emprego|trabalho|trampo|servico)',
          '(empresa|academia|loja|firma|escola|fabrica|clinica|restaurante|mercado) (que|q|onde) (eu )?trabalho (vai fechar|fechou|faliu)',
          // One's own business closed ("fechei minha loja hoje. 6 anos de trabalho": round 8 walk).
          '(fechei|fechamos|tive que fechar|tive q fechar|vou ter que fechar|vou ter q fechar) (a|minha|o meu|meu|nossa|o) (loja|empresa|firma|negocio|confeitaria|salao|lanchonete|padaria|oficina|restaurante|bar|mercadinho|comercio|barraca|startup|ateli*)',
          '(minha|a|nossa|o meu|meu) (empresa|loja|startup|firma|confeitaria|negocio|lanchonete|padaria|oficina|restaurante) (faliu|quebrou|fechou|fechou as portas)',
        ],
        validations: [
          'Sinto muito pela perda do trabalho. Perder o trabalho mexe com a segurança, com a rotina e com a forma como a gente se vê — é natural que isso abale você.',
          'Que notícia difícil. Ficar sem emprego traz preocupação com o futuro e, muitas vezes, uma sensação de injustiça. Faz sentido estar assim.',
        ],
        education: [
          'Perder o emprego costuma abalar ao mesmo tempo a rotina, as finanças e a forma como a gente se vê. Ir um passo de cada vez — cuidar do básico hoje e organizar os próximos passos depois — ajuda a não se afogar em tudo de uma vez.',
          'É comum, depois de perder o trabalho, a cabeça alternar entre preocupação com o futuro e cobrança sobre o passado. O seu valor não se resume a um emprego, mesmo que agora seja difícil sentir isso.',
        ],
        questions: [
          'O que tem preocupado mais agora: a parte financeira, a rotina ou como você está se sentindo?',
          'Como você recebeu essa notícia, e como está sendo o dia de hoje?',
          'Tem alguém com quem você possa dividir esse momento?',
        ],
      },
    ],
    validations: [
      'Parece que o trabalho tem exigido muito de você. Esse desgaste é real e merece atenção.',
      'Sinto muito que o trabalho esteja pesando tanto. Quando a gente passa boa parte do dia num lugar que drena energia, tudo fica mais difícil.',
      'Entendo. Problemas no trabalho mexem com a segurança, com a autoestima e com o descanso.',
    ],
    education: [
      'O esgotamento ligado ao trabalho costuma aparecer como um cansaço que não passa com descanso, distanciamento e sensação de não dar conta. Limites claros de horário e pausas de verdade ao longo do dia fazem parte do cuidado.',
      'Quando o trabalho invade todo o tempo livre, o corpo não tem chance de se recuperar. Reservar um momento do dia para desligar de verdade — sem e-mails nem mensagens — ajuda a recuperar energia.',
    ],
    techniques: ['respiracao-quadrada', 'escrita', 'reestruturacao'],
    questions: [
      'O que no trabalho tem pesado mais: o volume, as relações ou outra coisa?',
      'Como está sendo desligar do trabalho quando o expediente acaba?',
      'O que tornaria a sua semana de trabalho um pouco mais leve?',
    ],
    followUps: [
      'Faz sentido você estar no limite com o trabalho desse jeito. Seu cansaço merece ser levado a sério.',
      'Obrigada por me contar mais. Dá para ver o quanto o trabalho tem ocupado a sua cabeça.',
    ],
    psychologistFromTurn: 2,
    psychologistReason:
      'Se o cansaço com o trabalho não passa nem com descanso, vale conversar com um psicólogo sobre isso.',
  },
  familia: {
    id: 'familia',
    patterns: [
      // Caring for a sick parent or partner alone is the family's matter, not loneliness (dialogue round 3).,
      '(cuido|cuidei|cuidando|cuidar) (dela|dele|da minha|do meu|da|do) *(sozinh*)?',
      '(mae|pai|marido|mulher|esposa|avo|vo) (ta|esta|tá) (internad*|doente|de cama|no hospital)',
      // Someone of the family in prison (round 7 walk: "meu marido foi preso" was answered as a couple's fight).
      '(marido|mulher|esposa|esposo|companheir*|filho|filha|pai|mae|irmao|irma|namorad*) (foi|ta|esta|tá|continua) (pres*|preso|presa|na cadeia|no presidio|detid*)',
      '(visita|visitas) (no|na) (presidio|cadeia|penitenciaria|cdp)',
      'familia',
      'familiares',
      'mae',
      'pai',
      'pais',
      'irmao',
      'irma',
      'irmaos',
      'filho',
      'filha',
      'filhos',
      'sogra',
      'sogro',
      'parentes',
      'madrasta',
      'padrasto',
    ],
    situations: [
      {
        // Caring for someone ill at home is no conflict to set limits in ("meu marido tem alzheimer e eu cuido dele
        // sozinha" got "Conflitos com quem a gente ama" and "Colocar limites": round 8 walk).
        patterns: [
          '(cuido|cuidei|cuidando|cuidar) (dela|dele|da minha|do meu|da|do) *(sozinh*)?',
          '(alzheimer|demencia|parkinson|avc|acamad*|cadeirante|hemodialise|quimioterapia|quimio|cancer|autis*)',
          '(mae|pai|marido|mulher|esposa|avo|vo|filho|filha) (ta|esta|tá) (internad*|doente|de cama|no hospital)',
          '(nao|n) (me )?(reconhece|reconheceu|lembra (de mim|quem eu sou))',
        ],
        validations: [
          'Cuidar de alguém que a gente ama todos os dias é muito pesado, e ainda mais quando o cuidado cai quase todo sobre você. Faz sentido estar cansada e triste.',
          'Sinto muito. Cuidar de perto de alguém da família, dia após dia, cansa o corpo e o coração, e muitas vezes quem cuida fica sem ninguém cuidando dela.',
        ],
        education: [
          'Quem cuida costuma se esquecer de si. Pequenas pausas, dividir tarefas com alguém da família ou da rede de saúde (a UBS e o CRAS podem orientar sobre apoio) e ter com quem desabafar fazem diferença.',
          'Sentir tristeza, cansaço e até raiva cuidando de alguém não diminui o seu amor: são reações comuns de quem carrega muito por muito tempo.',
        ],
        questions: [
          'Tem alguém que divide esse cuidado com você, mesmo que um pouco?',
          'E você, quem cuida de você no meio de tudo isso?',
        ],
      },
      {
        // Someone of the family in prison ("meu filho ta preso faz 8 meses… nao tenho dinheiro pro jumbo" got "Colocar
        // limites com a família": round 10 walk, a prisoner's mother).
        patterns: [
          '(marido|mulher|esposa|esposo|companheir*|filho|filha|pai|mae|irmao|irma|namorad*|neto|neta) (foi|ta|esta|tá|continua|ficou) (pres*|preso|presa|na cadeia|no presidio|detid*|recolhid*)',
          '(visita|visitas|dia de visita) (no|na) (presidio|cadeia|penitenciaria|cdp|unidade)',
          '(jumbo|sedex pro presidio|carteirinha de visita|revista intima)',
        ],
        validations: [
          'Sinto muito. Ter alguém que a gente ama preso pesa de muitos jeitos ao mesmo tempo: a saudade, o dinheiro, as visitas, o olhar dos outros. E quem fica do lado de fora quase nunca é cuidado por ninguém.',
          'Obrigada por me contar. Quem tem um filho, um marido ou um irmão preso carrega uma pena também, sem ter feito nada — e muitas vezes carrega em silêncio, com vergonha do que os outros vão dizer.',
        ],
        education: [
          'A culpa pelo que aconteceu não é sua, e o amor por quem está lá dentro não precisa de desculpa. A Defensoria Pública orienta de graça sobre o processo e os direitos da família, e o CRAS pode ajudar com os custos; grupos de familiares, muitas vezes em igrejas e associações, ajudam a não passar por isso sem apoio.',
        ],
        questions: [
          'Como tem sido para você levar isso, entre as visitas e o dia a dia?',
          'Tem alguém com quem você consegue falar disso sem sentir vergonha?',
        ],
      },
    ],
    validations: [
      'Questões com a família mexem fundo, porque envolvem afeto, história e expectativas. Faz sentido isso estar pesando.',
      'Sinto muito que as coisas em família estejam difíceis. Conflitos com quem a gente ama costumam doer em dobro.',
      'Obrigada por me contar. Relações de família são complexas, e nenhuma família é sem atritos — mas isso não torna a dor menor.',
    ],
    education: [
      'Nas relações de família é comum repetirmos papéis antigos sem perceber. Dar um passo atrás e observar o padrão já ajuda a escolher como responder.',
      'Colocar limites com a família não é falta de amor: é uma forma de preservar a relação e de cuidar de si.',
    ],
    techniques: ['escrita', 'respiracao-quadrada'],
    questions: [
      'Com quem da família está mais difícil neste momento?',
      'O que você gostaria que fosse diferente na relação com a sua família?',
      'Como você costuma se sentir depois dessas situações em família?',
    ],
    followUps: [
      'Faz sentido essa situação em família mexer tanto com você. Quem está perto costuma ter mais poder de nos ferir.',
      'Obrigada por confiar isso a mim. Não é fácil falar da própria família.',
    ],
    psychologistFromTurn: 2,
    psychologistReason:
      'Um psicólogo pode ajudar você a encontrar formas de se posicionar em família com mais tranquilidade.',
  },
} satisfies Record<string, Theme>;
