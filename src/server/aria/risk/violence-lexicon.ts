/**
 * Violence and abuse, in the phrase language of src/shared/text/phrase-pattern.ts. A miss leaves a person in
 * danger with couples' advice; a false alarm costs one careful message with the help lines. The lists lean towards
 * inclusion, and benign look-alikes ("meu time apanhou", "minha mãe me mata se eu chegar tarde") are blanked first.
 *
 * The lists are written by kind of phrasing, not by example: a verb of hitting with the writer as its object ("me
 * bateu", "bateu ni mim", "me deu uns tapa", "levei um soco dele"), a threat tied to leaving or telling, a watcher
 * who knows where the writer is, money or papers taken. Who suffers it (the writer, a child, an elder, someone
 * else) is read apart (the *_CONTEXT lists) and combined in violence.ts.
 */

/** "(a|b|c)" from a list of words. */
const any = (words: readonly string[]) => `(${words.join('|')})`;

/** Third-person forms of a regular verb (the aggressor acts): "empurra", "empurrou", "empurrava", "empurrando". */
function third(infinitive: string): string[] {
  const stem = infinitive.slice(0, -2);
  const ending = infinitive.slice(-2);
  if (ending === 'ar') {
    const soft = stem.endsWith('c') ? `${stem.slice(0, -1)}qu` : stem.endsWith('g') ? `${stem}u` : stem;
    return [
      `${stem}a`,
      `${stem}ou`,
      `${stem}ava`,
      `${stem}ando`,
      `${stem}am`,
      `${stem}aram`,
      `${stem}avam`,
      `${stem}ar`,
      `${soft}e`,
    ];
  }
  const vowel = ending === 'er' ? 'e' : 'i';
  return [
    `${stem}e`,
    `${stem}${vowel}u`,
    `${stem}ia`,
    `${stem}${vowel}ndo`,
    `${stem}em`,
    `${stem}${vowel}ram`,
    `${stem}iam`,
    infinitive,
  ];
}

const ages = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
const NUMS_LIST = [
  ...Array.from({ length: 200 }, (_, i) => String(i + 1)),
  'um',
  'dois',
  'tres',
  'dez',
  'vinte',
  'trinta',
  'cinquenta',
  'cem',
  'mil',
];
const NUMS = any(NUMS_LIST);
const MANY = any([
  ...ages(10, 500),
  'dez',
  'quinze',
  'vinte',
  'trinta',
  'quarenta',
  'cinquenta',
  'cem',
  'duzentas',
  'mil',
  'mil vezes',
]);
/** Lists may say NUMS for any number a person writes in digits or words. */
const fill = (list: string[]) =>
  list.map((phrase) => phrase.replaceAll('MANY', MANY).replaceAll('NUMS', NUMS));
const MINOR_AGES = any([
  ...ages(5, 17),
  'cinco',
  'seis',
  'sete',
  'oito',
  'nove',
  'dez',
  'onze',
  'doze',
  'treze',
  'quatorze',
  'catorze',
  'quinze',
  'dezesseis',
  'dezessete',
]);
/** One to thirteen in words, as ages are written ("menina de treze anos"). */
const AGE_WORDS_TO_THIRTEEN = [
  'um',
  'dois',
  'tres',
  'quatro',
  'cinco',
  'seis',
  'sete',
  'oito',
  'nove',
  'dez',
  'onze',
  'doze',
  'treze',
];
const CHILD_AGES = any([...ages(0, 17), ...AGE_WORDS_TO_THIRTEEN]);
/**
 * Under 14, the age of the Código Penal's art. 217-A (estupro de vulnerável): a pregnancy there is sexual violence
 * whatever is said of it. At 14–17 it is not by itself ("minha filha de 16 tá grávida e o pai sumiu", a mother's
 * worry: round 7 walk, answered with the child-abuse reply addressed to a child).
 */
const UNDER_FOURTEEN = any([...ages(0, 13), ...AGE_WORDS_TO_THIRTEEN]);
const ADULT_AGES = any(ages(18, 59));
const ELDER_AGES = any(ages(60, 105));

/** Verbs of hitting and hurting whose third person reads as an attack ("me empurrou", "empurrou ela"). */
const HIT_VERBS = [
  'bater',
  'espancar',
  'agredir',
  'socar',
  'chutar',
  'empurrar',
  'estapear',
  'esbofetear',
  'esganar',
  'enforcar',
  'estrangular',
  'sufocar',
  'arranhar',
  'morder',
  'beliscar',
  'arrastar',
  'sacudir',
  'esmurrar',
  'surrar',
  'chicotear',
  'esfaquear',
  'furar',
  'prensar',
  'torcer',
  'machucar',
  'queimar',
  'cuspir',
  'sangrar',
  'maltratar',
  'espremer',
  'pisar',
];
const HIT = any([...HIT_VERBS.flatMap(third), 'agride', 'agridem', 'agrida']);
/** Blows as nouns: "me deu um tapa", "levei uma surra dele". */
const BLOWS = any([
  'tapa*',
  'tapao',
  'mata leao',
  'gravata',
  'rasteira',
  'tranco',
  'bofetao',
  'tabefe*',
  'bofet*',
  'soco*',
  'murro*',
  'chute*',
  'pontape*',
  'empurra*',
  'cabecada*',
  'cotovelada*',
  'joelhada*',
  'surra*',
  'sova',
  'coca',
  'pisa',
  'porrada*',
  'paulada*',
  'cintada*',
  'chinelada*',
  'garrafada*',
  'facada*',
  'mordida*',
  'belisca*',
  'safanao',
  'sopapo*',
  'bicuda*',
  'pancada*',
  'tapinha*',
  'bolacha*',
  'murraca*',
  'peia',
  'lapada*',
  'taca',
  'chibatada*',
]);
const GIVE_QUANTITY = '(um|uns|uma|umas|outro|outra|outros|mais um|mais uma|varios|varias|muito|muita|mt)';
const GIVE = any([
  'deu',
  'da',
  'dava',
  'dando',
  'dar',
  'meteu',
  'mete',
  'metia',
  'acertou',
  'tacou',
  'sentou',
  'desceu',
  'dao',
  'deram',
  'descer',
  'sentar',
  'meter',
]);
const PARTNER = any([
  'marido',
  'esposo',
  'esposa',
  'mulher',
  'namorad*',
  'companheir*',
  'noivo',
  'noiva',
  'ex',
  'ex marido',
  'ex mulher',
  'ficante',
  'parceir*',
  'conjuge',
  'macho',
  'homem',
]);
const FAMILY = any([
  'pai',
  'mae',
  'padrasto',
  'madrasta',
  'irmao',
  'irma',
  'filho',
  'filha',
  'tio',
  'tia',
  'primo',
  'prima',
  'cunhad*',
  'sogr*',
  'genro',
  'nora',
  'neto',
  'neta',
  'avo',
  'vo',
  'enteado',
  'enteada',
  'painho',
  'mainha',
  'cuidador*',
  'patrao',
  'patroa',
]);
/** Words for the one who hurts, so "apanho do marido" or "o marido dela bate" read as violence. */
const AGGRESSOR = `(${PARTNER.slice(1, -1)}|${FAMILY.slice(1, -1)})`;
/** A third person as the object of an attack: "bate nela", "empurrou a mulher". */
const THIRD_OBJECT = any([
  'ela',
  'ele',
  'eles',
  'elas',
  'a mulher',
  'a esposa',
  'a companheira',
  'a namorada',
  'a menina',
  'o menino',
  'a crianca',
  'as criancas',
  'os filhos',
  'o filho',
  'a filha',
  'a mae',
  'minha mae',
  'minha irma',
  'minha amiga',
  'minha prima',
  'minha vo',
  'minha avo',
  'meu pai',
  'meu avo',
  'o velho',
  'a velha',
  'o idoso',
  'a idosa',
  'a senhora',
  'o senhor',
  'o bebe',
  'a bebe',
  'o nenem',
  'a nenem',
  'a moca',
  'a vizinha',
]);
const IN_THIRD = any([
  'nela',
  'nele',
  'neles',
  'nelas',
  'na mulher',
  'na esposa',
  'na companheira',
  'na namorada',
  'na minha mae',
  'na mae',
  'na minha irma',
  'na minha cunhada',
  'na cunhada',
  'na minha vo',
  'na vo',
  'no meu pai',
  'no pai',
  'no meu avo',
  'no avo',
  'no velho',
  'na velha',
  'no idoso',
  'na idosa',
  'na senhora',
  'no senhor',
  'no filho',
  'na filha',
  // One's own child named (dialogue round 4: "a professora bateu no meu filho" was read as nothing).
  'no meu filho',
  'na minha filha',
  'nos meus filhos',
  'no meu menino',
  'na minha menina',
  'no meu neto',
  'na minha neta',
  'no meu bebe',
  'na minha bebe',
  'nos filhos',
  'nas criancas',
  'na crianca',
  'no menino',
  'na menina',
  'no bebe',
  'na bebe',
  'no nenem',
  'na vizinha',
  'no marido',
  'no namorado',
  'na moca',
]);

const ANIMAL =
  '(vaca|vacas|cachorro|cachorra|cao|cavalo|egua|boi|touro|gato|gata|cobra|abelha|marimbondo|arraia|bicho|mosquito|carapana|formiga|galinha|bode|cabra|jumento|burro|porco|papagaio|calopsita|hamster|pinscher|vira lata)';

/** Idioms and look-alikes blanked before any list is read. */
export const BENIGN_LOOK_ALIKES = fill([
  // The writer's own wish to hurt themselves is the crisis detector's: "tô com vontade de me machucar de novo" tells
  // of no one else. Only in the first person: "ele queria me machucar", "ele tem vontade de me bater" are violence.
  '(to|estou|tou|fico|ando|tenho|sinto|senti|me deu|me da|bateu|deu) (com |uma |a )?(vontade|desejo|impulso|necessidade) de me (machucar|cortar|ferir|queimar|arranhar|punir|bater)',
  'eu (quero|queria|penso em|to pensando em|pensei em) me (machucar|cortar|ferir|queimar|arranhar|punir)',
  '(nao|n|nem) vou (mais )?me (machucar|cortar|ferir|queimar|arranhar|punir)',
  // A boss threatening dismissal or a docked wage is a labour matter, not a threat of harm ("o patrão da fazenda não
  // paga há 3 meses e ameaça mandar embora quem reclamar": round 6 probes).
  '(patrao|patroa|chefe|gerente|encarregad*|supervisor*|dono|empresa|firma|fazendeiro|coordenador*|lider) * (ameaca|ameacou|ameacando|ameacam|ameacaram) (de |a gente de |me |nos )?(mandar embora|demitir|dar justa causa|descontar|cortar o salario|cortar o ponto|tirar o emprego|suspender|dar advertencia)',
  // The same, told as a condition ("ele disse que se eu não bater a meta vai me mandar embora": round 8 walk).
  '(se|senao|se nao) (eu )?(nao|n)? * * (vai|vao|ia|iam) me (mandar embora|demitir|dispensar|dar justa causa|tirar da escala|descontar|cortar o ponto)',
  // A grown child who wants an older parent to stop working or driving, out of care ("minha filha quer q eu pare de
  // trabalhar mas como": round 7 blind ordinary messages), is no control.
  '(minha|meu|meus|minhas) (filha|filho|filhos|filhas|neta|neto|netos|netas) * (quer|querem|pede|pedem|fala|falam|vive falando|vivem falando) (q|que|pra|para) (eu )?(pare|parar|largue|largar) de (trabalhar|dirigir|vender|pescar|lavar roupa|fazer faxina|pegar peso)',
  // A pain or an illness that keeps one from working ("to com uma dor nas costas q n me deixa trabalhar": round 7 walk).
  '(dor|dores|doenca|coluna|costas|joelho|perna|braco|hernia|febre|gripe|tontura|enxaqueca|remedio|tratamento|quimio|gravidez|barriga) * (q|que) (nao|n) (me )?deixa (eu )?(trabalhar|dormir|andar|sair|estudar|levantar|fazer nada)',
  '(ameaca|ameacas|ameacou|ameacando) (de )?(demissao|justa causa|desconto|advertencia|suspensao)',
  '(ameaca|ameacou|ameacando|ameacam|ameacaram) (de )?(mandar embora|demitir|descontar de) (quem|todo mundo|a gente|os funcionarios|geral|os peao|os peoes|a turma|a equipe)',
  // Rereading one's own conversations ("fico abrindo nossa conversa no zap e lendo tudo de novo": round 6 development),
  // not someone reading them.
  '(fico|to|estou|vivo) (abrindo|lendo|relendo|olhando) (a |as )?(nossa|nossas|nosso|nossos) (conversa|conversas|mensagens|msgs|fotos|audios)',
  '(lendo|leio|li|relendo|releio|reli) tudo de novo',
  // Asking after a parent's pension is no taking of it ("meu irmão mais velho só liga pra perguntar da aposentadoria
  // dela": round 6 development).
  '(perguntar|pergunta|perguntou|perguntando|saber) (da|sobre a|sobre o|do|pela|pelo) (aposentadoria|beneficio|pensao|bpc)',
  // Being looked at by a crowd is feeling out of place, not being stalked ("vim da aldeia pra estudar e todo mundo
  // fica me olhando estranho na facul": round 6 probes).
  '(todo mundo|as pessoas|o pessoal|geral|a galera|os outros|a turma|a sala toda|a sala|o povo|a gente da rua) (fica|ficam|ficava|ficavam) me (olhando|observando)',
  'me olhando (estranho|torto|de lado|com pena|de cara feia|diferente|feio|esquisito)',
  // Dialogue round 2: people at work or school who humiliate or tear someone down are a workplace or school matter
  // (assédio moral, the coordination, the HR), not the violence of a home that Ligue 180 answers; a writer who
  // stalks an ex's profile is the one looking; things pushed onto someone; a grandparent kept from a grandchild.
  '(meu|minha|o|a|esse|essa|um|uma) (chefe|gerente|supervisor*|coordenador*|diretor*|professor*|patrao|patroa|lider|cliente|colega de trabalho|encarregad*) (me )?(humilh*|esculach*|xing*|detonou|massacrou|ridiculariz*|expos|expoe|diminui*|rebaix*|grit*)',
  // The same at work with a habit said ("meu supervisor vive me humilhando na frente do pessoal"), or from a passenger
  // or a customer ("passageiro me xingou de tudo e deu 1 estrela"): work, not violence at home (w9, w11).
  '(meu|minha|o|a|esse|essa|um|uma) (chefe|gerente|supervisor*|coordenador*|diretor*|patrao|patroa|lider|cliente|encarregad*) (vive|sempre|so|fica|ficou|ja) (me )?(humilh*|esculach*|xing*|ridiculariz*|diminui*|rebaix*|grit*)',
  // A new boss, named with a word between ("o encarregado novo fica me humilhando", "o chefe novo, um rapazinho de
  // 30, vive me humilhando"), and an insult before the customers (round 5, development: w13, w15).
  '(chefe|gerente|supervisor*|coordenador*|diretor*|patrao|patroa|encarregad*) (novo|nova) * (vive |sempre |fica |ficou |ja )?(me )?(humilh*|esculach*|xing*|ridiculariz*|diminui*|rebaix*|grit*)',
  'me (xing*|humilh*|esculach*|gritou|grita|gritando|ofendeu|ofende) * * na frente (dos|das) (clientes|fregueses|freguesas|pacientes|passageiros|alunos)',
  // Play, a guard's suspicion, an illness (found walking the chat, dialogue round 4).
  '(empurr*|jog*) (na|pra|para dentro da|dentro da) (piscina|agua|rio|lago|mar|represa)',
  '(seguranca|fiscal|vigia|vendedor*) (do|da) (mercado|loja|shopping|supermercado|farmacia) (me )?(seguiu|seguindo|segue|ficou me seguindo|fica me seguindo)',
  '(bate|bateu|batia|machuca|machucou|machucava|belisca|beliscou|arranha|arranhou) sem querer',
  '(me|mim|eu) (obriga|obrigou|obrigava|obrigam|forca|forcou) a ir (na|a|pra|para|no|ao) (igreja|missa|culto|escola|aula|medico|dentista|psicologo|terapia|academia|faculdade)',
  // A parent's rule or sanction, a pickpocket, a grandchild kept from a grandparent in other words.
  '(meu pai|minha mae|meus pais|minha vo|meu vo|minha avo|meu avo) (me )?(proibiu|proibe|proibiram|nao deixa|nao deixou|nao me deixa|nao me deixou) (de )?(ir|sair) (na|pra|para|no|ao|a) (festa|balada|role|show|viagem|praia|shopping|jogo|excursao|casa)',
  '(ameac*|vai|disse que vai) (me )?(tirar|cortar|parar de pagar) (da|a|o|minha|meu) (faculdade|escola|curso|mesada|celular|internet|videogame|video game)',
  '(bateram|bateu|batem|bater) (a|minha) carteira',
  // Found walking the chat (dialogue round 4): siblings' fights as children, now friends; a stranger's insult in the
  // street; a boss's insult at work; a teenager's door slammed.
  '(irmao|irma|primo|prima) (me )?(bateu|batia|brigava|brigou) (comigo )?quando (a gente|nos) (era|eramos) (pequen*|crianca*|piquen*)',
  '(cara|moco|moca|mulher|homem|senhor|senhora|motorista|motoboy|flanelinha|vendedor*|atendente|caixa|segurança|seguranca) (do|da) (estacionamento|mercado|loja|onibus|transito|rua|posto|banco|padaria|farmacia|uber|app) (me )?(xing*|humilh*|grit*|ofend*)',
  '(chefe|gerente|supervisor*|coordenador*|patrao|patroa|lider|encarregad*|professor*) (me )?(chamou|chama|chamava) de (burr*|incompetente|lerd*|inutil|preguicos*)',
  '(filho|filha|neto|neta|adolescente) (me )?(xingou|gritou comigo|gritou|respondeu) e bateu a porta',
  // A parent who will not hit ("eu n quero bater nos meus filhos, que outras formas de educar tem?").
  '(nao|n|nunca) (quero|vou|queria|pretendo) (mais )?(bater|batendo) (no|na|nos|nas|em) (meu|minha|meus|minhas)? (filho|filha|filhos|filhas|criancas|menino|menina|neto|neta)',
  // A child hit by another child at school: bullying, told by a parent (dialogue round 4: "meu filho apanhou na escola
  // hoje, um menino maior bateu nele").
  '(apanhou|apanhando|apanha|bateram nele|bateram nela|empurraram ele|empurraram ela) (na|da|no) (escola|creche|aula|sala|recreio|colegio|onibus da escola|saida da escola)',
  '(um|uma|o|a|uns|umas) (menino|menina|colega|aluno|aluna|moleque|garoto|garota|guri|guria|criancas|meninos|meninas|colegas|alunos|moleques) (maior|maiores|mais velho|mais velhos|da sala|da turma|da escola)? (bateu|bateram|empurrou|empurraram|mordeu|morderam|chutou|chutaram|deu um soco|deram um soco|arranhou) (nele|nela|no meu filho|na minha filha|no meu menino|na minha menina|nele de novo)',
  // A sibling who takes one's things (dialogue round 4: "meu irmao pega minhas coisa sem pedir").
  '(meu|minha|o|a) (irmao|irma|irmaozinho|irmazinha) (mais novo|mais nova|cacula|menor)? (pega|pegou|mexe|mexeu|usa|usou|some com|sumiu com) (minhas|meu|minha|meus|nas minhas|no meu|na minha) (coisa*|roupa*|carregador|fone*|celular|maquiagem|tenis|videogame|controle)',
  // "ela joga na minha cara toda hora" (reproaches), not a thing thrown.
  '(joga|jogou|jogava|jogando|jogam|jogaram|jogar) na (minha )?cara (toda hora|sempre|que|q|o tempo todo|tudo|isso|o favor|os favores)?',
  'nao (me )?(deixa|deixou|deixam|deixaram) (eu )?(ver|visitar) (meu|minha|os|as|meus|minhas) (neto|neta|netos|netas|netinho|netinha|netinhos)',
  '(passageir*|client*|motorista|usuario|freguês|fregues|consumidor*) (me )?(xing*|humilh*|esculach*|ofend*|grit*)',
  // The one who would suffer is the speaker's craving: "disse q se eu nao fizer de novo ele morre kkk" (a cake).
  'se eu (nao|n) (fizer|der|comprar|trouxer|cozinhar|fizer mais) (de novo|outra|outro|mais)? (ele|ela) (morre|vai morrer)',
  '(humilh*|esculach*|ridiculariz*) (na frente|em frente) (da|do|de) (equipe|time|turma|sala|reuniao|colegas|clientes)',
  // Before everyone, only where a group did it or it is told in the passive: "meu marido vive me humilhando na frente
  // de todo mundo" is what happens at home.
  '(humilharam|humilhad*|humilhacao|esculacharam|esculachad*|ridicularizaram|ridicularizad*) (na frente|em frente) (da|do|de) (todo mundo|galera)',
  '(eu )?(to|tava|estava|fiquei|fico|ficava)? *(stalkeando|stalkeei|stalkear|stalkeio) (o|a|os|as)? (insta|instagram|perfil|face|facebook|tiktok|twitter|stories|story|foto*|rede*)',
  'me (empurr*|jog*) (mais )?(nada|coisa*|exercicio*|tarefa*|trabalho|servico|responsabilidade*)',
  '(nao deixa|nao deixam|proibiu|proibe|proibem) (eu )?(ver|visitar|encontrar|pegar) (meu|minha|os|as|o|a) (neto*|neta*)',
  // Dialogue round 3: names called by classmates are school bullying (a subject of its own), not a home's violence;
  // being dragged to a party; hiding one's tears; a door shut in one's face.
  // "chamou" too ("a sala toda me chamou de burro", round 6 development): "chama*" held only chama, chamam, chamaram.
  '(sala|turma|classe|escola|colegas|guri|guris|gurias|meninos|meninas|galera|pessoal|alunos|moleques) * * (me )?(cham*|xing*|ficam me chamando|ficaram me chamando|vivem me chamando|vive me chamando) (de|d)',
  '(me )?(arrastou|arrastaram|arrasta|arrastam|arrastar) (pro|pra|para o|para a|pra um|pra uma|num|numa) (karaoke|festa|balada|show|bar|academia|igreja|shopping|role|cinema|casamento|aniversario|churrasco|jogo|corrida|trilha|viagem|praia|missa|culto|happy hour|pagode|forro)',
  '(pra|para) (ele|ela|eles|elas|ninguem) (nao|n)? me (ver|verem|veja|vejam) (chorando|chorar|triste|assim|desse jeito|nesse estado|mal)',
  'fechou a porta na (minha cara|cara)',
  '(humilh*|esculach*|ridiculariz*|expos|expoe|grit*) (na|no|em) (reuniao|trabalho|servico|escritorio|loja|empresa|firma|plantao|expediente|call)',
  // Hyperbole: "minha mãe me mata se souber", "meu chefe me esgana se eu atrasar", "vai me esfolar vivo".
  '(vai|vao|iria|ia)? me (mata|matar|esgana|esganar|esfola|esfolar|enforca|enforcar|come|comer|quebra|quebrar|mata de|matou de) (viv*|de rir|de vergonha|de rir|de susto|de ansiedade|de curiosidade|se (eu )?(souber|souberem|descobrir|descobrirem|ver|chegar|errar|esquecer|atrasar|gastar|comprar|nao passar|faltar|usar|pintar|comer|perder|tirar|bater|quebrar|for mal|reprovar|repetir))',
  '(vai|vao)? me (matar|esganar|esfolar|enforcar) (qnd|quando|qdo|assim que) (ver|souber|descobrir|vir|chegar a fatura)',
  '(me|esta me|ta me|estao me) (matando|mata|matam|destruiu|destruindo|assassinando|acabando) (de|aos|com)? (calor|dor|ansiedade|saudade|curiosidade|fome|sono|rir|vergonha|preocupacao|raiva|tedio|cansaco|pouquinho*|pouco*)',
  // Struggles and games: "tô apanhando desse trem", "apanhei da matéria".
  'apanh* (desse|dessa|deste|desta|do|da|pro|pra|com) (trem|materia|computador|excel|planilha|prova|celular|sistema|calculo|tabuada|receita|matematica|portugues|ingles)',
  `(levando|levei|tomando|tomei|leva|toma|levo|tomo) ${GIVE_QUANTITY}? ${BLOWS} (desse|dessa|deste|desta|do|da|de) (tcc|trem|materia|prova|vida|semana|trabalho|faculdade|academia|treino|projeto|relatorio|monografia|livro|concurso|enem|codigo|planilha|rotina|mes|dia|calor|transito|chefe|cliente*|professor*|maratona|corrida)`,
  '(parece|parecendo|igual|como|feito) (que|se|quem)? (eu)? (levei|tivesse levado|levado|tomei|apanhei|apanhou|tivesse apanhado|apanhado|brigou|tivesse brigado) (um|uma|uns)?',
  '(perguntou|pergunta|perguntaram|perguntar) se (alguem|alguem) (bateu|bate|agrediu)',
  '(nao|nunca|jamais|nem|ninguem|ngm) (me )?(bate|bateu|batia|encostou|encosta|encostar|acertou|agrediu|agride|tocou|relou|triscou) (um dedo )?(em mim|ni mim|nela|nele)?',
  '(nunca|nao) (revidei|revido|bati nela|bati nele)',
  '(nao|nunca) (me )?(proibe|proibiu|controla) nada',
  'culpa (em|ni) mim',
  // Sports and fighting as a sport.
  '(soco no saco|saco de pancada|saco de pancadas|bolada|bolada na cara)',
  '(me|mim) (segue|seguiu|seguindo|seguir|sigo) (no|na|nas|em|de volta) (insta*|twitter|tiktok|face*|rede*|x|twitch|youtube|kwai|perfil|spotify|volta)',
  '(mae|pai|pais|madrasta|padrasto|minha vo|minha avo|meu avo|tia|tio) (nao )?(me )?(deixa|deixou|deixar|deixam) (eu )?(sair|ir|ficar|jogar|dormir|namorar|pintar|cortar|furar|tatuar|usar o celular|mexer no celular|ter celular|ir no baile|ir na festa)',
  '(mae|pai|pais|madrasta|padrasto|minha vo|minha avo|meu avo) (pegou|pega|tirou|tira|confiscou|toma|tomou|escondeu) (o |a |meu |minha |o meu |a minha )?(celular|tablet|videogame|video game|computador|notebook|fone|controle|play)',
  // Parenting: a child who hits a sibling or a classmate.
  '(filho|filha|crianca|guri|guria|menino|menina|bebe|enteado|enteada|neto|neta) * (bate|bateu|batendo|morde|mordeu|mordendo|empurra|empurrou) (no|na|nos|nas|o|a|os|as) (irmao*|irma*|colega*|coleguinha*|primo*|prima*|amigo*)',
  '(minha|meu|a|o) (mae|pai|vo|avo|chefe|patrao|patroa|professor*|orientador*|gerente|tia|tio|irma|irmao|sogra|coach|treinador*|supervisor*|namorad*) (vai |ia |vao )?me (mata|matar|esgana|esganar|esfola|esfolar|enforca|enforcar|quebra|quebrar|come|comer viv*)',
  `${ANIMAL} (de rua|brav*|do vizinho)? (me|mim)`,
  // A thing that "hits": "a fatura me deu um soco", "a academia me espancou", "a porta me acertou".
  `(a|o|essa|esse|aquela|aquele) (fatura|conta|academia|prova|vida|semana|segunda|treino|aula|materia|tcc|trabalho|boleto|calor|transito|ressaca|gripe|dor|porta|armario|janela|galho|bola|onda|escada|quina|mesa|cama|noticia|realidade|saudade) * (me|mim) (${HIT_VERBS.flatMap(third).join('|')}|acertou|acerta|${GIVE} ${GIVE_QUANTITY}? ${BLOWS})`,
  // A bite or a kick from an animal: "levei uma mordida do meu cachorro".
  `${BLOWS} (do|da|de|dum|duma|num|numa) (meu|minha|um|uma|o|a)? ${ANIMAL}`,
  '(ninguem|ngm) (me )?(machucou|bateu|agrediu|encostou|tocou)',
  '(nao|n|nem) (e|eh|foi|era|seria) (assedio|abuso|violencia|agressao|estupro)',
  `${GIVE} ${GIVE_QUANTITY}? ${BLOWS} (de|na|por) (brincadeira|zoeira|zoacao)`,
  '(filho|filha|neto|neta|crianca|menino|menina|guri|guria) de (1|2|3|4|5|um|dois|tres|quatro|cinco) (anos|ano|aninhos|meses) (me )?(bate|morde|mordeu|belisca|arranha|chuta|puxa|bateu|mordendo|batendo)',
  '(banco|operadora|cobranca|telemarketing|empresa|loja|financeira|serasa|call center|robo|bot|vendedor*|corretor*) (esta |fica |vive |nao para de )?(me )?(liga|ligando|ligou|manda|mandando|mandou|ligar)',
  '(chefe|gerente|professor*|supervisor*|azar|mosquito|mosca|pernilongo|carapana|muri*|pium|sorte|passado|saudade|lembranca*|culpa|ansiedade|medo) (esta |ta |vive |fica )?(me )?(persegu*)',
  'me (segue|seguiu|seguindo|seguir) de volta',
  'perseguid* (pelo|pela) (azar|sorte|passado|chefe|professor*|mosquito|ansiedade|medo|culpa|lembranca*)',
  '(meu|minha|o|a|do|da|nosso|nossa) (bebe|nenem|bebezinho|bebezinha) * (me )?(bate|morde|mordeu|belisca|arranha|chuta|puxa|bateu|mordendo|batendo|arranhou|beliscou)',
  // The writer's own urge to hit, said and let go: "queria dar um tapa nele", "vontade de entrar no campo e esganar
  // ele", "vou esganar ela quando chegar". The writer as the one who would hurt is the urgent family's, never a
  // violence suffered (the lists read a victim from "dar um murro nele").
  `(vontade de|vontade d|queria|quero|vou|eu vou|eu ia|eu queria|sinceramente ia|penso em|pensei em|tentado a|tentada a) (entrar no campo e|invadir o campo e|atravessar o telefone e|ir la e|descer do carro e)? (${GIVE} ${GIVE_QUANTITY}? ${BLOWS}|esganar|enforcar|estrangular|esmurrar|socar|espancar|estapear) (nele|nela|ele|ela|na|no|num|numa|esse|essa|aquele|aquela|a|o)`,
  // Denials: "nunca pensei em machucar ele", "não penso em me machucar".
  '(nao|nunca|nem|jamais) (penso|pensei|pensaria|pensou|penso nem|pensei nem) (em|nisso de) (me )?(machucar|bater|agredir|ferir|fazer mal)',
  // Drink, weather and tiredness that knock the writer down: "uma latinha já me derruba", "dia cinza me derruba".
  '(latinha|latinhas|cerveja|cachaca|dose|doses|pinga|vinho|chuva|dia cinza|dia nublado|frio|calor|sono|cansaco|remedio|gripe|virose|segunda feira|segunda) (ja |so |sempre |logo )?(me )?(derruba|derrubou|derrubava|acaba|acabou|mata|matou)',
  // Kept from work by a doctor's report or an illness, not by a person: "o laudo do meu médico diz que eu não posso
  // trabalhar" (blind ordinary messages).
  '(laudo|atestado|medico|medica|doutor|doutora|pericia|perito|perita|afastad*|afastamento|cirurgia) * * (nao posso|n posso) (trabalhar|dirigir|carregar peso)',
  '(nao posso|n posso) (trabalhar|dirigir) (por causa da|pela|com essa|com a|ate) (doenca|cirurgia|coluna|perna|gravidez|saude|lesao|recuperacao|fratura)',
  // Locking oneself in, not being locked in: "minha filha se trancou no quarto e não abre a porta" (a parent whose
  // daughter said she wants to die got the violence reply), "me tranquei no banheiro pra chorar".
  'se (tranca|trancou|trancava|trancaram|trancando|trancado|trancada)',
  'me (tranquei|tranco)',
  // Flopping into bed, not being thrown: "agora vou me jogar na cama e apagar até amanhã" (round 5 development, w15).
  '(me jogar|me joguei|me jogo|jogar o corpo) (na|no) (cama|sofa|rede|colchao|chao da sala)',
  // An employer calling a domestic worker slow or stupid over a broken glass: work (round 5 development, w16).
  '(patrao|patroa|chefe|gerente|supervisor*|encarregad*|dona da casa|dono da loja) (falou|disse|diz|fala|vive dizendo|ficou falando) (que|q) (eu )?(sou|era|to) (uma |um )?(burr*|lerd*|inutil|incompetente|lent*|desastrad*)',
  // A bill's consequence, not a threat: "vão cortar a luz amanhã se eu não pagar" (a probe in the round-5 voices).
  '(luz|agua|energia|internet|gas|telefone|conta|boleto|aluguel|banco|financiamento|parcela|despejo|nome|carro|moto) * * se eu (nao|n) (pagar|quitar)',
  // A feeling that hits: "no metrô me bateu aquela ansiedade chata" (round 5 development, w14).
  'me (bateu|bate|batia|deu|da) (uma |aquela |a |essa |um |aquele |aquela mesma )?(ansiedade|tristeza|saudade|vontade|fome|sono|bad|depre|panico|medo|angustia|desanimo|preguica|culpa|raiva|inseguranca|agonia|aperto|nervoso|crise|solidao|carencia|nostalgia)',
  // A classmate's photo of one eating, posted to mock: school, not an intimate image (round 5 development, w13).
  '(postou|postaram) (uma )?foto minha (comendo|dormindo|no intervalo|na sala|de uniforme|fazendo careta|babando)',
  // A question about this chat's privacy: "alguém lê as minhas msgs?" asks who reads what is written here.
  '(alguem|quem|voces|vcs|vc|voce|a equipe|a empresa|um humano|uma pessoa|os psicologos|a aria|o app|o site) (le|leem|vai ler|vao ler|pode ler|podem ler|consegue ler|conseguem ler|ve|veem) (as )?(minhas|nossas) (conversas|mensagens|mensagem|msgs|msg)',
  '(alguem|voces|vcs|vc|voce|a equipe|a empresa|um humano|uma pessoa|os psicologos|a aria|o app|o site) (le|leem|vai ler|vao ler|pode ler|podem ler|consegue ler|conseguem ler|ve|veem) o que (eu escrevo|eu escrevi|a gente escreve|eu mando)',
  // A relative's remark about one's weight ("minha mãe vive dizendo que eu tô gorda, mas não faz por mal"): being
  // called a "gorda" stays name-calling.
  '(diz|dizendo|fala|falando|falou|disse|acha|acham|reclama) (que|q)? (eu )?(to|estou|fiquei|engordei|to ficando|estou ficando) (muito |mais |meio |um pouco |mt )?(gorda|gordo|gordinha|gordinho)',
  // News or a loss knocking one down: "a notícia da demissão me derrubou", "isso me derrubou" (blind ordinary
  // messages, lab/distress/ordinary-blind). A photo or a message only right before the verb, and never a verb of
  // seeing: "ele achou as fotos e me derrubou", "fui ver ele e ele me derrubou" are blows.
  '(a noticia|essa noticia|o resultado|o diagnostico|o termino|a perda|a morte|a saudade|a tristeza|a demissao) * (me )?(derrubou|derrubaram|derruba|derrubam|derrubava|acabou comigo)',
  '(a foto|as fotos|essa foto|essas fotos|a mensagem|essa mensagem|isso|isso ai|aquilo|tudo isso) (me )?(derrubou|derrubaram|derruba|derrubam|derrubava|acabou comigo)',
  // Words that hurt: "aquilo me machucou", "o que ele disse me feriu" (a person who hurts one is still read).
  '(isso|isso ai|aquilo|tudo isso|(o|aquilo) que (ele|ela) (disse|falou)|as palavras (dele|dela)) (me )?(machucou|machuca|machucava|feriu|fere)',
  // Figures of letters and photos: a liver's "carta de demissão", an ex posting his own photo, a dream.
  'carta* de (demissao|recomendacao|apresentacao|alforria|despedida|amor)',
  '(postou|posta|postando|postar) (uma |umas |a |as )?(foto|fotos|video|videos) (com|dele|dela|do|da|beijando|namorando|abracad*)',
  '(apareceu|aparece|aparecia|aparecendo|veio) (no|num|em) (meu |um )?sonho',
  '(gritando|gritava|grita|gritou) (pra|para) (eu|mim)',
  // A young adult's parents who still decide for them: ordinary family life, not coercive control.
  '(meus pais|minha mae|meu pai|minha familia) (ainda )?(controla|controlam|controlava|controlavam) (tudo|td|demais|muito)',
  // A photo of a thing is no nude asked for ("mandou foto de uma faca": a threat, read by its own words).
  'foto* (de|da|do) (uma |um |a |o )?(faca|facao|arma|revolver|pistola|espingarda|bala|balas|tumulo|cova|caixao|corda)',
  // An animal's bite or scratch, whoever owns the animal: "o cachorro da minha tia me mordeu".
  `${ANIMAL} * (me|mim) (mordeu|morde|mordia|arranhou|arranha|bicou|picou|deu um coice|deu uma patada)`,
  // A blow by accident: "minha filha me deu uma cabeçada sem querer".
  `${GIVE} ${GIVE_QUANTITY}? ${BLOWS} (sem querer|de sem querer|por acidente|brincando)`,
  // Round 8 probes in the voices of young adults and parents: a child who pushed a classmate (the parent is told by the
  // school), looking through someone's profile, a curfew at home.
  '(meu|minha) (filho|filha|menino|menina|pequeno|pequena) (empurrou|bateu em|bateu no|bateu na|mordeu|chutou|arranhou) (um|uma|o|a) (colega|coleguinha|amigo|amiga|menino|menina|primo|prima|irmao|irma)',
  '(stalkeia|stalkear|stalkeando|stalkeou|stalkeio|stalkeiam) (o|a|meu|minha|os|as|seu|sua)? (insta|instagram|perfil|face|facebook|tiktok|twitter|stories|story|fotos)',
  '(minha mae|meu pai|meus pais|minha vo|meu vo|minha avo|meu avo) (controla|controlam|quer controlar|querem controlar) (meu|o) horario',
  // Older people's families looking after them (round 8 probes in the voices of people of 60–85): a son who no longer
  // lets his father drive after a crash, a card taken to pay the bills, a care home talked about. Money taken, being
  // locked in or left without food stay read.
  '(meu|minha|meus|minhas) (filho|filha|filhos|filhas|neto|neta|netos|netas) * (nao|n) (me )?(deixa|deixam|quer deixar|querem deixar) (eu )?(dirigir|pegar peso|subir (na|em) escada|trabalhar na roca|andar de moto)',
  '(pegou|pega|ficou com|fica com) (meu|o) cartao (pra|para) (pagar|resolver) (as |minhas )?(contas|boletos|coisas)',
  '(querem|quer|vao|vai|pensam em|falam em|falando em) (me )?(colocar|por|botar|levar) (num|no|em um|em uma|numa) (asilo|casa de repouso|lar de idosos|casa de idosos)',
  // A thought of harm the writer fears in themselves, after a birth or in an intrusive thought ("me veio um
  // pensamento de sacudir ela", "fico imaginando machucando ela"): the urgent family's perinatal kind, no one hurt.
  `(pensamento|pensamentos|pensar em|penso em|imaginando|imagino|imaginar|imaginei|impulso de|ideia de|ideias de|vontade de|vem na cabeca|passa pela cabeca|medo de) (horrive*|ruins|estranh*|intrusiv*)? (de )?(${HIT}|${GIVE} ${GIVE_QUANTITY}? ${BLOWS})`,
  // Hiding in a room: "tô trancada no banheiro do escritório" (a blow or a lock from someone is read apart).
  '(estou|to|fiquei|me tranquei) trancad* no (banheiro|quarto)',
  // A car or a motorbike taken: "vou pegar o carro pra voltar".
  '(vou|vai|ia) pegar (o|a|meu|minha|o meu|a minha) (carro|moto|onibus|uber|estrada|chave|bicicleta|bike|caminhao|carreta|van)',
  // Not leaving for a reason of one's own, money or someone to look after ("e n posso sair pq o dinheiro ajuda em
  // casa", "não posso sair, ela não pode ficar sozinha": round 6 and 7 development turns), is no one's control.
  '(nao|n) posso sair (do emprego|do trabalho|de la|daqui|de casa)? (pq|porque|por causa d*|que|q)? (o |a )?(dinheiro|grana|salario|renda|aluguel|conta*) (ajuda|paga|e o que|e oq|faz falta)',
  '(nao|n) posso sair (de casa |daqui )?(pq|porque|que|q)? (ela|ele|minha mae|meu pai|minha vo|meu vo|minha avo|meu avo|o bebe|a bebe|meu filho|minha filha) (nao|n) (pode|consegue) ficar (sozinh*|so)',
  // Visits in a custody dispute ("o pai da minha filha não deixa eu ver ela no fim de semana dele": round 8 probes):
  // a family court's matter; a partner who keeps the writer from family or friends stays control.
  '(pai|mae) (da|do|dos|das) (minha|meu|minhas|meus) (filha|filho|filhas|filhos) * * (nao|n) (me )?(deixa|deixou|quer deixar) (eu )?(ver|visitar|pegar|buscar|ficar com|falar com) (ela|ele|eles|elas|a menina|o menino|as criancas|os meninos|minha filha|meu filho)',
  // A house rule on screens for a young person ("meu vô n deixa eu usar o pc depois das 22h": round 7 development).
  '(nao|n) (me )?deixa (eu )?usar (o |a )?(pc|computador|celular|cel|videogame|video game|internet|wifi|tablet|play) (depois|antes|a noite|de noite|de madrugada|durante a semana|em dia de aula|na hora|ate|mais de|so)',
  // A persecution by powers, shadows or machines: the urgent family's psychosis, not a stalker the writer knows.
  '(federal|governo|prefeitura|maconaria|illuminati|sombra|sombras|vozes|espiritos|demonios|demonio|satanas|extraterrestre*|alien*|drone|drones|satelite*) * (me )?(vigia*|segu*|persegu*|observ*|espion*|rastre*|monitor*)',
  '(me )?(vigia*|segu*|persegu*|observ*|espion*|monitor*) (com|por|pelo|pela) (drone|drones|satelite|tomada|televisao|tv|chip|microfone na parede)',
  // Round 9 development turns. A post one cannot leave at work ("nao posso sair do posto" in a guard's question on
  // breathing), and a visit the writer cannot make to someone in hospital ("ESTÁ INTERNADO E NÃO POSSO VISITAR, ESTOU
  // DE CADEIRA DE RODAS"): no one keeps them.
  '(nao|n) posso (sair|largar|deixar) (do|da|o|a) (posto|plantao|trabalho|servico|loja|caixa|balcao|guarita|viatura|obra|turno|escala|escritorio|barco|roca)',
  '(internad*|hospitalizad*|na uti|no hospital) (e )?(eu )?(nao|n) (posso|consigo) (visitar|ver|ir)',
  // Nobody hiring someone who leaves ("tenho 50 anos, se eu sair de la quem vai me contratar?"): no threat.
  '(quem|ninguem|nenhuma empresa|nenhum lugar) (vai|ia|iria) me (contratar|empregar|dar emprego|dar trabalho|dar servico|chamar)',
  // Nobody's love doubted in one's own thought ("penso que ninguém mais vai me querer assim enrugada"): the threat is
  // someone saying it to the writer.
  '(penso|pensando|pensei|acho|achando|sinto|sentindo|medo|pensamento e|pensamento eh|pensamento) (de |que |q )?(ninguem|nenhum homem|nenhuma mulher) (mais )?(vai|ia|iria) me (querer|aguentar|amar|aceitar)',
  // Fear for someone, not of them ("tenho medo que um dia seja ele, toda vez que ele sai eu fico rezando": round 9 walk,
  // a police officer's wife).
  '(medo|tenho medo|morro de medo|fico com medo) (que|q|de) (um dia )?(seja|aconteca (algo|alguma coisa) com|ele nao volte|ela nao volte|ele morra|ela morra) (ele|ela)?',
  // Kept from work by pain or an illness, not by a person ("tenho fibromialgia, a dor nao me deixa trabalhar direito":
  // round 9 probes, chronic pain).
  '(a dor|as dores|a doenca|a fibromialgia|a coluna|o joelho|a perna|o corpo|a ansiedade|a depressao|o cansaco|a crise|o remedio|os remedios|a deficiencia|a cadeira|o tratamento|a quimio|a chuva|o tempo|a saude|minha saude) (nao|n|nunca) (me )?deixa',
  // Someone who shuts himself in ("ele chegou em casa calado, foi direto pro quarto e trancou a porta": round 9 walk, a
  // police officer's wife after his colleague was killed, answered as violence): the lock is on his side.
  '(foi|entrou|entra|vai|correu) (direto )?(pro|para o|no|pra o|pro seu|pro banheiro|pro quarto) (quarto|banheiro)? e (se )?(trancou|tranca|fechou|fecha) (a porta)?',
  '(ele|ela) se (trancou|tranca|trancava) (no|na) (quarto|banheiro|escritorio)',
  // Looked at in fear or sadness by someone close ("ele fica me olhando com medo, já nem puxa assunto"): no watcher.
  '(fica|ficava|ficam|ficavam) me (olhando|observando|encarando) (com medo|assustad*|com pena|triste*|preocupad*|sem entender)',
  // Round 10 development turns. A boss who threatens dismissal for missing work ("ele ameaçou botar eu pra fora se eu
  // faltar de novo"): work's matter; a partner who threatens to put the writer out of the house stays a threat.
  '(ameaca|ameacou|ameacava|ameacando) (de )?(me |eu )?(botar|por|mandar) (eu )?(pra fora|pra rua|embora)? se (eu )?(faltar|faltasse|atrasar|atrasasse|chegar atrasad*|nao bater a meta|nao fizer hora extra)',
  // A phone taken to help ("meu irmão às vezes pega meu celular pra me ajudar"), not to control.
  '(pega|pegou|pegava|usa|mexe|mexeu) (no |o )?(meu|minha) (celular|cel|telefone|computador|notebook) (pra|para) (me )?(ajudar|ler pra mim|digitar|escrever|configurar|arrumar|consertar)',
  // Not even crying in peace where no one knows of the relationship: no one's control.
  '(nao|n) posso nem (chorar|sofrer|ficar triste|desabafar|falar disso|contar)',
  // An ex who keeps the children from the writer in a separation ("a ex não deixa eu ver as criança"): the custody
  // court's matter, as the visits of a child's father are above.
  '(a |o |minha |meu )?(ex|ex mulher|ex marido|ex esposa|ex companheira|ex companheiro|mae deles|pai deles) (nao|n) (me )?(deixa|deixou|quer deixar) (eu )?(ver|visitar|pegar|buscar|ficar com|falar com) (as|os|meus|minhas|a|o) (criancas|crianca|filhos|filhas|filho|filha|meninos|meninas|menino|menina|pequenos)',
]);

/** Sports, games and fights as a sport: the soft physical list (surras, apanhar, derrubar) does not count there. */
export const SPORTS_CONTEXT = fill([
  '(jogo|jogos|joguinho|jogamos|jogavamos|partida*|campeonato|torneio|treino|treinando|sparring|luta|lutas|boxe|jiu|jiujitsu|jitsu|muay|thai|capoeira|karate|judo|mma|ufc|futebol|futsal|futevolei|volei|basquete|pelada|varzea|xadrez|domino|truco|buraco|baralho|sinuca|bocha|videogame|video game|game|games|free fire|fortnite|valorant|minecraft|gta|mortal kombat|fifa|flamengo|mengao|corinthians|timao|palmeiras|verdao|vasco|cruzeiro|gremio|botafogo|fluminense|paysandu|nautico|goleada|goleado|placar|rodada|round|nocaute*|faixa preta|tatame|ringue|ping pong|pingue pongue|tenis de mesa|handebol|queimada|uno|damas|poker|playstation|xbox|roblox|counter strike|street fighter|tekken|brawl)',
  '(torcedor*|torcida|just dance|ranked|partidinha|mario kart|smash|league of legends|clash|tabuleiro|joguei|jogando|jogar (bola|video game|videogame|game|online|truco|xadrez|cartas))',
  '(meu|nosso|o) time',
  'time (de|do|da)',
  'corrida de (rua|canoa|kart|carro)',
  '(de|por) (0|1|2|3|4|5|6|7|8|9|10) a (0|1|2|3|4|5|6|7|8|9|10)',
]);

/** Blanked in a message about a game or a sport: the words of losing, not of violence. */
export const SPORTS_LOOK_ALIKES = fill([
  `(levei|levo|levava|tomei|tomo|tomava|levando|tomando|dar|da|deu|dava|dando) ${GIVE_QUANTITY}? ${BLOWS}`,
  '(me|mim) (humilha|humilhou|humilhava|perseguiu|persegue|perseguia|matou|mata|destroi|destruiu|massacrou|massacra|derrubou|derruba|finalizou|acertou|pegou|caca|cacou|cacava|cacando|segue|seguiu|seguindo)',
  // A blow inside the game: "me espanca com a personagem", "me bateu na partida".
  `(me|mim) ${HIT} (com|usando) (o|a|meu|minha) (personagem|boneco|boneca|lutador|lutadora|time|carta|deck|campeao|chun li|ryu|ken)`,
  `(me|mim) ${HIT} (no|na|nas|nos) (jogo|partida|game|round|rodada|quadra|campo|treino|tatame|ringue|online|ranked)`,
  `${GIVE} ${GIVE_QUANTITY}? lavada`,
  '(apanhou|apanha|apanhava|apanhando|apanhamos|apanharam) (em casa|fora de casa|fora|de novo|feio|de lavada|de goleada|no classico)',
]);

/** The writer plays with the person at home: in a game, their blows are moves ("eu e meu namorado jogamos"). */
export const CO_PLAYER = fill([
  '(eu e|eu com) (meu|minha|o|a) (marido|esposa|esposo|namorad*|companheir*|filho|filha|irmao|irma|pai|mae|primo|prima) (jogamos|jogando|jogo|joga|jogar|jogavamos|treinamos|lutamos|disputamos)',
  '(jogo|jogamos|jogando|jogar|treino|luto) (com|contra) (meu|minha|o|a) (marido|esposa|esposo|namorad*|companheir*|filho|filha|irmao|irma|pai|mae|primo|prima)',
]);

/** Films, series, books, the news, studies: what a third person suffers there is not the writer's to help. */
export const FICTION_CONTEXT = fill([
  '(assisti|assistindo|assistir|terminei de ver|maratonando|maratonei|novela|serie|series|filme|filmes|livro|livros|podcast|documentario|personagem|personagens|protagonista|vilao|conto|romance|jornal|noticia|noticias|reportagem|telejornal|cidade alerta|programa policial|true crime|musica|concurso|seminario|redacao|enem|simulado|faculdade de direito|trabalho (da|de) (escola|faculdade|sociologia|direito)|anuario|lei maria da penha|maria da penha|episodio|temporada|netflix|novelas|manchete)',
  '(monografia|palestra|pregacao|sermao|artigo cientifico|dissertacao|tese)',
  '(lendo|estudando|pesquisando|li) sobre',
  'cena (do|da) (marido|mulher|novela|filme|serie|personagem|vilao|protagonista|capitulo|episodio)',
  '(g1|uol|jornal nacional|fantastico|globo news|globonews|cnn|acabei de ver|vi um video|vi uns videos|video viral)',
  '(vi|li|saiu|passou|vendo|lendo) (no|na|nos|nas) (g1|tv|televisao|site|internet|jornal|portal|insta|instagram|tiktok|twitter|youtube)',
  '(tcc|literatura|artigo|tese) (de|sobre)',
  '(tcc|aula|prova|curso|faculdade) de (psicologia|direito|servico social|sociologia|enfermagem|criminologia)',
  '(escrevendo|escrevo|escrevi|estudo|estudando|pesquiso|pesquisa|pesquisando|apresentando|apresentar) * sobre',
  '(a|essa|nova|uma) lei (de|do|da|sobre|maria)',
]);

/** In a message about a film, the news or a study, the names of abuse are its topic, not the writer's life. */
export const FICTION_TOPICS = fill([
  '(perseguicao|perseguicoes|stalking|stalker|assedio|assedios|abuso|abusos|violencia|violencias|gaslighting|estupro|estupros|feminicidio|feminicidios|agressao|agressoes|abuso sexual|relacionamento abusivo|relacionamentos abusivos|narcisista|narcisismo)',
]);

/** Words of psychological abuse that people also use in jest or of an ordinary quarrel: read only without laughter. */
export const ABUSE_JARGON = ['gaslighting'];
export const ABUSE_JARGON_OTHER = ['relacionamento abusivo'];

/**
 * With laughter, a blow in a condition or a future is hyperbole: "se ela descobrir ela me esgana kkk", "vai me dar
 * uma chinelada se eu faltar kkkk". Blanked only in a message that laughs.
 */
export const JOKE_HYPERBOLE = fill([
  `(vai|vao|ia|iria|vou) me ${GIVE} ${GIVE_QUANTITY}? ${BLOWS}`,
  '(ela|ele) me (esgana|esganar|mata|matar|espanca|espancar|enforca|enforcar|arrebenta|arrebentar|bate|bater|come viva|come vivo|enterra|enterrar|estrangula|estrangular)',
  // "ele falou q vai me matar na próxima festa kkkkk", "a gente enforca ela com a toalha kkkk": said in jest.
  '(disse|diz|falou|fala|jurou) (que )?(vai|ia) (me )?(matar|esganar|enforcar)',
  '(a gente|nos|eu) (enforca|enforcamos|mata|matamos|esgana|esganamos) (ela|ele)',
]);

/** A blow or an attack on the writer. */
export const PHYSICAL = fill([
  `(me|mim) ${HIT}`,
  `${HIT} (em|ni|in|no|na) (mim|minha cara|minha cabeca|meu rosto|meu peito|minha barriga|minhas costas|meu braco|minha perna|meu olho|minha boca|meu pescoco)`,
  `(me|mim) ${GIVE} ${GIVE_QUANTITY}? ${BLOWS}`,
  `${GIVE} ${GIVE_QUANTITY}? ${BLOWS} (em mim|ni mim|na minha cara|na cara|no meu rosto|no rosto|no meu peito|na minha cabeca|nas minhas costas|no meu olho|na minha boca)`,
  '(me|mim) (jog*|tac*|atir*|arremess*) (contra|na|no|pela|pelo|da|do|de|em|dentro) (parede|chao|escada|geladeira|porta|armario|cama|sofa|mesa|carro|agua|rio|muro|portao|rua)',
  '(jogou|joga|jogava|tacou|taca|atirou) * (em mim|ni mim|na minha cara|na minha cabeca|no meu rosto|na minha direcao)',
  '(me|mim) (pegou|pega|pegava|segurou|segura|segurava|puxou|puxa|puxava|agarrou|agarra|arrastou|arrasta|sacudiu|sacode) (pelo|pela|pelos|pelas) (cabelo|cabelos|pescoco|braco|bracos|garganta|gola|camisa|pulso|pe|orelha)',
  '(puxou|puxa|puxava|puxando|arrancou|arranca) (o )?(meu|meus|minha) (cabelo|cabelos|orelha|braco)',
  '(apertou|aperta|apertava|apertando|segurou|segura|esmagou) (o )?(meu|minha) (pescoco|garganta|braco|pulso|punho)',
  '(aperta|apertou|apertava|apertando|segura|segurou|segurava|belisca|beliscou) (o |a )?(meu |minha )?(braco|bracos|pulso|pulsos|pescoco|perna|coxa) (da gente|de mim)? (ate|e) (ficar|fica|ficou|deixar|deixa) (roxo|roxa|marcado|marcada|vermelho)',
  '(torceu|torce|torcia|quebrou|quebra|cortou) (o )?(meu|minha) (braco|dedo|pulso|dente|nariz|costela|perna|labio|boca|cabeca)',
  '(me|mim) (deixou|deixa|deixava) (roxa|roxo|marcada|marcado|sangrando|desacordad*|sem ar|com o olho roxo)',
  '(enforcou|enforca|esganou|esgana|sufocou) (ate|e) (eu )?(fica*|desmaia*|apaga*|perde*)',
  '(partiu|parte|vem|veio|foi|avancou|avanca) (pra|para) cima de mim',
  '(levantou|levanta|levantava|ergueu) a mao (pra|para|contra) mim',
  '(meteu|mete|passou|passa|enfiou) a mao na minha cara',
  '(ele|ela|marido|esposa|namorad*|companheir*|ex|mulher) (me )?(deu|da|dava|meteu|mete) (uns|umas|um|uma)? (tapa|tapas|soco|socos|murro|murros|chute|chutes|bofetada|bofetadas)',
  '(sofro|sofri|sofria|estou sofrendo|eu sofrendo|sou vitima de|fui vitima de|era vitima de) (violencia|agressao|agressoes|violencia domestica|violencia fisica|maus tratos|espancamento)',
  '(violencia|agressao) (domestica|fisica) (comigo|contra mim|em casa)',
  'mulher com mulher conta como violencia',
  '(fui|sou|era|estou sendo|to sendo) (agredid*|espancad*|surrad*|esfaquead*|enforcad*|estrangulad*)',
  '(olho|rosto|braco|pescoco|corpo) (roxo|inchado|marcado) (do|da|dos|das) (tapa|tapas|soco|socos|murro|murros|pancada*|chute*)',
  '(esconder|disfarcar|cobrir|escondo|disfarco|cubro) (o |os |esse |um |uns |a |as )?(roxo|roxos|hematoma*|marca|marcas|olho roxo|roxo no braco|mancha roxa)',
  '(hospital|medico|posto|upa|pronto socorro) (por causa|por conta) (do|da|dos|das) (olho roxo|roxo|roxos|marcas|hematoma*)',
  '(jogou|joga|jogava|tacou|taca|tacava|atirou|atira|arremessou|arremessa) (o|a|um|uma|os|as)? (prato|panela|copo|garrafa|controle|celular|cadeira|sapato|chinelo|oleo|agua|cafe|comida|faca|pedra|tijolo|coisas|coisa|objetos|ferro|caneca|xicara|vaso) * (em mim|ni mim|na minha cara|na minha cabeca|no meu rosto|na minha direcao|no meu corpo)',
  '(anos|ano|meses|mes) de (soco|socos|tapa|tapas|porrada|pancada*|surra*|apanhar|agressao|agressoes|espancamento|violencia|murro*|chute*)',
  '(bateu|bate|batia|bater|esfregou|jogou|empurrou|batendo) (a )?minha cabeca (na|no|contra|em)',
  '(me|la|lo|mi) (golpea|golpeo|golpeaba|golpearon|pego|pega|pegaba|pegan) (en la|en el|cuando|muy|fuerte|con|todos|siempre|otra vez)',
  '(me|la|lo) (golpea|golpeo|golpeaba|golpearon|maltrata|maltrato|maltrataba)',
  '(me )?(quebrou|quebra|encheu|enche|arrebentou|arrebenta|moeu|amassou|encher) (na|de) (porrada|pancada|soco|socos|pau|tapa|tapas|murro|murros)',
  'me (jogou|joga|jogava|arremessou|prensou|prensa|prensava|empurrou|empurra|empurrava) contra (a|o) (parede|armario|porta|geladeira|mesa|carro|muro|pia)',
  // Round 7, by kind: an object thrown at or broken on the head; the neck squeezed; dragged or pulled by the hair;
  // beaten with a switch, a belt or a cord; French and Spanish of immigrants.
  '(jogou|joga|jogava|tacou|taca|tacava|atirou|arremessou|quebrou|quebra|quebrava) * (na|no|em) (minha|meu) (cabeca|testa|cara|rosto|olho|boca|costas|nuca|barriga|peito)',
  '(taca|tacou|joga|jogou|atirou|arremessou) (o|a|um|uma) * (na minha direcao|em mim|ni mim)',
  '(me )?(apertou|aperta|apertava|apertando|apreto|apretou|esganou|esgana|segurou|segura|agarrou) (o |meu |el |pelo )?(pescoco|garganta|cuello)',
  '(me )?(arrasta|arrastou|arrastava|arrastando|arrastar|puxa|puxou|puxava|puxando|pega|pegou) pelo (cabelo|cabelos)',
  '(puxa|puxou|puxava|puxar|puxando) (meu|o meu) (cabelo|cabelos)',
  '(puxa|puxou|puxava|puxar|puxando) o (cabelo|cabelos) (da gente|de mim)',
  '(leva|levou|levava|toma|tomou|tomava|dava|deu|da) (uma )?(surra|peia|pisa|coca|lapada|lapadas|chibatada*) (de|com) (cipo|cinto|cinta|vara|fio|mangueira|chinelo|corda)',
  '(mon mari|il|elle|mi marido|mi novio|el) me (bat|frappe|pega|golpea|golpeo|golpeó)',
]);

/** Soft blows, read only outside sports and games: "levei uma surra", "apanhei", "me acertou", "me derrubou". */
export const PHYSICAL_SOFT = fill([
  '(cansei|cansada|cansado|canso|cansando|farta|farto) de (apanhar|levar tapa|levar surra|levar porrada|ser agredid*|ser espancad*)',
  `(${HIT_VERBS.filter((verb) => verb !== 'bater')
    .flatMap(third)
    .join('|')}) a gente`,
  `(me|mim) (acertou|acerta|acertava|derrubou|derruba|derrubava|machucou|machuca|machucava|feriu|fere)`,
  `(levei|levo|levava|tomei|tomo|tomava|levando|tomando) (um|uns|uma|umas|varios|varias|outro|outra|mais um|mais uma)? ${BLOWS}`,
  `(me|mim) ${GIVE} (um|uns|uma|umas)? (surra|sova|coca|pisa|lavada|pau)`,
  `(eu )?(apanho|apanhei|apanhava|apanhando|apanhar|apanhe|apanhasse) (do|da|dele|dela|de|pro|pra) (meu|minha|seu|sua)? ${AGGRESSOR}`,
  '(eu )?(apanho|apanhei|apanhava|apanhando|apanhar|apanhe|apanhasse) (dele|dela|em casa|todo dia|toda semana|toda noite|quase todo|calad*|desde|faz|ha|de novo|dnv|sempre|de cinta|de cinto|de chinelo|de fio|de pau|de vara|de cipo)',
  '(nao aguento|nao aguentava|cansad*|parar de|deixar de|medo de) (mais )?(de )?apanhar',
  '(homem|mulher) (apanhando|apanha|apanhar) de (mulher|homem)',
]);

/** Rape, abuse, harassment, coercion into sex, stealthing, drugging; recent or past. */
export const SEXUAL = fill([
  'estupr*',
  'abusad*',
  '(me|mim|de mim) (abusou|abusa|abusava|abusaram|abusando|abusar|violentou|violenta|violentava|molestou|molesta|molestava|assediou|assedia|assediava)',
  '(abusou|abusa|abusava|abusaram|abusando) de mim',
  'abuso sexual',
  'abusos sexuais',
  'violencia sexual',
  'assedi*',
  'importuna* sexual',
  '(me|mim) (forcou|forca|forcava|forcaram|obrigou|obriga|obrigava) (a|a fazer|a transar|a ter relacao|a fazer coisa*|a chupar|a pegar|na cama|quando)?',
  '(me )?(forcou|forca|forcava|obrigou|obriga|obrigava) (a|a ter|a fazer) (relacao|relacoes|sexo|transar|coisa*|coisas na cama|coisa com a boca)',
  '(me )?(pegou|pega|pegava|beijou|beija|agarrou|agarra|levou) (a|à) forca',
  '(a|à) forca (comigo|em mim|cmg)',
  '(fez|faz|fazia|fizeram|faziam|fazendo) (umas|uma|as|aquilo|aquela|essas|umas coisa|o que fez|oque fez|coisa|coisas) (coisa|coisas)? (comigo|cmg|em mim|com mim)',
  '(fez|faz|fazia) (o que|oq|o q) (fez|faz|queria) (comigo|cmg)',
  '(mexia|mexe|mexendo|mexeu|mexer|tocava|toca|tocou|tocando|passava a mao|passa a mao|passou a mao|passando a mao|bolinava|bolinou|apalpou|apalpa|apalpava|apalpar) (em mim|ni mim|no meu corpo|nas minhas partes|na minha (bunda|perna|pernas|coxa|coxas|peito|peitos|seio|seios|vagina|parte intima|partes intimas|intimidade))',
  '(passava|passa|passou|passando|enfiou|enfia|botou|bota) a mao (na minha|no meu|nas minhas|nos meus|no meio|por dentro|por baixo|em mim)',
  '(pegou|pega|pegava|pegando|apertou|aperta|apertando|agarrou|agarra|agarrando|alisa|alisando|alisou) (no|nos|na|nas) (meu|meus|minha|minhas) (seio|seios|peito|peitos|bunda|partes|coxa|coxas|vagina|cintura|perna|pernas|parte intima|partes intimas|intimidade)',
  '(se )?(esfregou|esfrega|esfregava|esfregando|encostou|encostava|encostando|roçou|rocando) (em mim|ni mim|no meu corpo)',
  '(encosta|encostando|encostou|encostava) em mim',
  '(ficou|fica|ficava) (se )?(esfregando|roçando|encostando)',
  '(me|mim) (apalpa|apalpou|apalpar|apalpava|bolinou|bolina|agarrou|agarra|encurralou|encurrala) ',
  '(me )?beij* (a|à) forca',
  '(tirou|tira|tirava|tirando) a camisinha',
  'sem camisinha sem (eu )?(saber|deixar|querer)',
  '(transou|transa|transava|fez sexo|faz sexo) comigo (enquanto|quando|qnd|qdo) (eu )?(dormia|dormindo|estava dormindo|desacordad*|apagad*|bebad*|drogad*|inconsciente)',
  '(faz|fez|fazia) comigo (enquanto|quando|qnd|qdo) (eu )?(estou|estava|to|tava|era)? (dormindo|apagad*|bebad*)',
  '(acordei|acordo|acordava) (com|e) (ele|ela|o cara|um cara|um homem|uma mulher) (ja )?(em cima|mexendo|dentro|esta|estava|tava|ta)',
  '(acordei|acordo) (sem roupa|pelad*|nua|nu|sangrando|com dor)',
  '(acordei|acordo) (na casa|na cama|no carro) de (um|uma) (cara|homem|mulher|desconhecid*|estranh*) *(sem roupa|sem lembrar|nao lembro|pelad*)?',
  '(colocou|botou|pos|colocaram|botaram|batizou) (alguma coisa|algo|droga|remedio) na minha (bebida|cerveja|copo)',
  'boa noite cinderela',
  '(me )?(forcou|forca|forcava|obriga|obrigou) (quando|qnd|qdo|enquanto|dentro|no|na) ',
  '(eu )?(disse|falei|dizia|falava|falo|digo) (que )?nao (varias vezes|muitas vezes|mil vezes)? (e|mas)? (ele|ela) (continuou|nao parou|fez assim mesmo|fez mesmo assim|fez)',
  '(mesmo|msm) (eu )?(falando|dizendo|chorando|pedindo) (que )?(nao|pra parar|pra nao)',
  '(mesmo|msm) (quando )?(eu )?(falo|digo|falando|dizendo) (que )?(nao quero|to cansada|estou cansada)',
  '(quando|qnd|qdo) eu (falo|digo) (que )?nao quero (ele|ela) faz',
  '(faz|fez) (assim|mesmo) (mesmo|assim)',
  '(insiste|insistia|insistiu) ate eu (deixar|ceder|aceitar)',
  '(eu )?(faco|fazia|fiz|acabo fazendo|acabo deixando|deixo) (mesmo )?(sem querer|chorando|sem vontade|com nojo|pra ele parar|so pra ele parar)',
  '(obrigacao|dever) (de|da) (esposa|mulher|namorada|mulher casada|companheira)',
  '(mulher casada|esposa) (tem que|tem obrigacao|deve) (servir|obedecer|se submeter|satisfazer|dar)',
  '(servir|satisfazer) o marido',
  '(direito dele|direito de marido)',
  'se eu nao (fizer|der|transar) (ele|ela) (vai )?(procurar|procura|arruma|vai arrumar|me larga|para de)',
  // A photo sent or asked for is sexual only when it is a nude or of the body ("minha esposa manda foto do menino e eu
  // fico olhando na boleia": round 7 blind ordinary messages).
  '(pediu|pede|pedindo|manda|mandou|mandando|quer|queria|exige|exigiu) (uma )?(nude|nudes)',
  '(pediu|pede|pedindo|manda|mandou|mandando|quer|queria|exige|exigiu) (uma )?(foto|fotos|video|videos) (minha|minhas|meu|meus|dela|dele)? (sem blusa|sem roupa|pelad*|nu|nua|intima*|de calcinha|sem sutia)',
  '(pediu|pede|pedindo|quer|queria|exige|exigiu) (uma )?(foto|fotos|video|videos) (minha|minhas|meu|meus)',
  '(mandou|manda|mandava|mostrou|mostra|mostrava) (foto|fotos|video|videos) (pelad*|de adulto|porno*|intima*|dele pelado|das partes)',
  '(video|videos|filme|filmes) (de adulto|porno*) (pra nos|pra mim|pra gente|pra ela|pra ele)',
  '(sentar|senta|sentava) no colo (dele|do)',
  '(entrava|entra|entrou|fica entrando|ficava entrando|vinha) no (meu )?(quarto|banheiro|chuveiro) (de noite|a noite|de madrugada|quando|qnd|qdo|enquanto)',
  '(brinca|brincava|brincadeira|brincar|brinquedo) de segredo',
  '(nosso|e|eh) segredo (nosso|entre nos)?',
  'segredo (nosso|entre nos|so nosso)',
  '(me|mim) (levou|puxou|arrastou) (pro|pra|para o|para a) (beco|mato|matagal|quarto|carro|banheiro)',
  '(me )?(pegou|pegaram) (na|no) (estrada|rua|beco|mato|ponto) *(me levou|me puxou)',
  '(trancou|tranca) a porta e (fez|faz)',
  '(me )?(agarrou|agarra|agarrava) (na|no|e|por tras)',
  '(relacao|sexo) (forcad*|sem (eu )?querer|sem consentimento|obrigad*)',
  'sem (o meu |meu )?consentimento',
  'pilula do dia seguinte',
  '(tomar|tomei) (remedio|alguma coisa) (pra|para) (nao )?engravidar',
  '(exame|teste) de (dst|ist|hiv)',
  'me (chupou|lambeu|despiu|tirou a roupa)',
  '(tirou|tira) (a )?minha roupa',
  '(gravou|grava|filmou|filma) (a gente|nos|eu) (transando|na cama|sem eu saber)',
  '(ele|ela) (fez|faz|fazia) (coisa|coisas) (comigo|cmg) *(sem|que eu nao|q eu nao|q eu n)',
  '(o que|oq|o q|aquilo que|aquilo q) (aquele|esse|o|um|meu|ele) (homem|cara|tio|velho|desgracado|monstro|padrasto|vizinho|ex)? (fez|faz|fazia) (comigo|cmg)',
  '(aquele|esse) (homem|cara|velho|desgracado|monstro) (fez|faz|fazia) (comigo|cmg|aquilo)',
  '(violentad*|molestad*|estuprad*|abusad*)',
  'me (passou|passa|passava|passando|passaram|passam) a mao',
  '(sofri|sofria|sofro|sofrendo|vitima de|fui vitima de) (um |uns )?(abuso|abusos|estupro|assedio|violencia sexual)',
  '(tio|padrasto|pai|avo|primo|irmao|vizinho|professor|treinador|homem|cara|chefe|pastor|padre|ele|velho) (me )?(toca|tocou|tocava|tocando|fica tocando|ficava tocando|fica me tocando) (em mim)?',
  'me (toca|tocou|tocava|tocando) (nas|na|no|la|em lugar*|onde nao|de um jeito)',
  'me (viola|violo|violaron|abuso|abusaron)',
  '(me )?(cantando|cantada|cantadas) (e|no trabalho|pesad*)',
  '(meteu|mete|enfiou|enfia|botou|bota|colocou|passou|passa) a mao (dentro|por dentro|embaixo|por baixo|debaixo) (da|do) (minha|meu)',
  '(tentou|tenta|tentava|quis|queria) me (agarrar|beijar a forca|estuprar|forcar|pegar a forca|abusar|apalpar|tocar)',
  '(pediu|pede|pedindo|quer|queria|exige|exigiu|mandou|manda|fica pedindo) (pra|para) (eu|mim) (mandar|enviar|tirar) (uma |umas )?(foto|fotos|nude|nudes|video|videos)',
  // Round 6: taken advantage of while drunk or asleep.
  '(se )?(aproveitou|aproveitaram|aproveitando|aproveita) de mim',
  '(acordei|acordo) (sem|pelad*) (calcinha|cueca|roupa|short|sutia)',
  // Round 7, by kind: "no" said many times; a recording of sex spread; a child touched by a coach, a tutor, a
  // grandfather; woken by a partner already having sex; dragged to a vacant lot; sex as the price of something returned.
  '(eu )?(disse|falei|dizia|falava|gritei|pedi) (que )?(nao|pra parar|para parar) (umas |uma |mais de )?(varias|muitas|mil|tantas|NUMS|duas|tres|quatro|cinco) vez*',
  '(gravou|gravaram|filmou|filmaram|fotografou) (eu|a gente|nos|mim|nois) (e|com)? (meu|minha|o|a)? (ex|namorado|namorada|marido|esposa|ficante)? * (motel|transando|na cama|pelad*|sem roupa|no banho|tomando banho)',
  '(video|videos|foto|fotos|nudes|nude) (meu|minha|meus|minhas|intim*|nosso|nossa|de nos|da gente|comigo)? * (circulando|rodando|vazou|vazaram|vazad*|espalhad*)',
  '(toca|tocou|tocava|pega|pegou|pegava|mexe|mexeu|mexia|passa a mao|passou a mao|passava a mao) (nela|nele|nos meninos|nas meninas|na menina|no menino|na crianca|nas criancas|nos alunos|nas alunas)',
  '(faz|fez|fazia|faziam) (exame|exames|massagem|inspecao|revista) (nos|nas|no|na|em) (meninos|meninas|alunos|alunas|atletas|criancas|menino|menina|mim)',
  '(tocou|toca|tocava|mexeu|mexia|pegou|pegava) (em|nos|nas) (lugares|lugar|partes) (que|q|intim*|onde)?',
  '(aconteceu|rolou) (uma coisa|algo|aquilo|uma parada|uma situacao) (comigo|cmg) * (que|q) (eu )?(n|nao) (queria|quis|pedi|deixei)',
  '(acordei|acordo|acordava) com (meu namorado|meu marido|meu ex|meu esposo|meu companheiro|minha namorada|minha esposa|alguem|o cara|um cara) (fazendo|transando|em cima|mexendo|me tocando|dentro)',
  '(fazendo|fazia|fez) (sexo|amor) comigo (e|enquanto|quando|qnd) (eu )?(tava|estava|to|estou) (dormindo|apagad*|desmaiad*|bebad*|inconsciente)',
  '(me )?(puxou|arrastou|levou|puxaram|arrastaram|levaram) (pra|pro|para) (um|uma|o|a) (terreno|beco|mato|matagal|canto|rua escura|predio abandonado|casa abandonada)',
  '(acordei|acordo) * (sem calcinha|sem cueca|sem roupa|pelad*|nua|sem short|sem sutia)',
  '(tirou|tira|tirava) (a camisinha )?(sem eu ver|sem eu saber|sem me avisar|escondido|no meio)',
  'stealthing',
  '(se|si|caso) eu (dormisse|dormir|transasse|transar|ficasse com|ficar com|fosse pra cama|for pra cama) (com )?(ele|ela)',
  '(encosta|encostou|encostava|encostando|bate|bateu|pega|pegou|passa a mao|passou a mao) (na|no|nos|nas) (minha|meu|meus|minhas) (bunda|peito|peitos|seio|seios|coxa|coxas)',
]);

/** Threats, intimidation, humiliation, gaslighting, blackmail. */
export const THREATS = fill([
  // Threats sent online after a hate wave ("gente mandando mensagem dizendo q vai me achar na rua": round 10 walk, an
  // influencer, read by the urgent classifier alone as psychosis).
  '(mandando|mandam|mandaram|manda|recebi|recebendo|recebo|chegou|chegando|chegam) (mensagem|mensagens|msg|msgs|dm|dms|direct|comentario*|ameaca*) * (dizendo|falando|que|q) * (vai|vao|ia|iam) me (achar|pegar|matar|encontrar|bater|estuprar|quebrar|esperar|furar)',
  '(me )?(ameaca|ameacou|ameacava|ameacando|ameacar|ameacas|ameacado|ameacada) (de morte|(de )?me (matar|bater|pegar|furar|quebrar|expulsar|internar|largar|deixar|levar|tirar|espancar|arrebentar|queimar|machucar|denunciar|ferir|esfaquear|dar|jogar|botar|por|colocar|entregar|abandonar)|matar|bater|espalhar|postar|vazar|contar|mandar|divulgar|(levar|tirar|sumir com) (meus|os|as|minhas|a|o) (filhos|filhas|criancas|meninos|meninas|menina|menino|guarda|bebe)|botar fogo|tocar fogo|tacar fogo|botar|expulsar|internar|largar|se matar|denunciar|publicar|mostrar|quebrar|furar|ela|ele|toda|todo|sempre|direto|de novo|dnv|com (uma |a |um |o )?(faca|arma|facao|tesoura|revolver|espingarda|pistola|pau|martelo))',
  '(ele|ela|marido|esposa|esposo|namorad*|companheir*|ex|mulher|pai|mae|padrasto|madrasta|irmao|irma|filho|filha|neto|neta|nora|genro|vizinho|cunhado|sogra|sogro|tio) (vive |fica |ficou |ja )?(me )?(ameaca|ameacou|ameacava|ameacando)',
  '(vive|fica|ficou|esta|estou|estou sendo|fui|sendo|sou) (me )?ameacad*',
  'ameaca* de morte',
  '(recebo|recebi|recebendo|mandou|manda) (uma |umas )?ameaca*',
  '(disse|diz|dizia|falou|fala|falava|jurou|jura|gritou|grita|mandou|manda|dizendo|falando|escreveu|avisou) (que|q)? (vai|ia|iria)? (me )?(mata|matar|me mata|me matar|acabar comigo|acabar com a minha vida|acabar com minha vida|me arrebentar|me quebrar toda|me desfigurar|jogar acido|me dar uma surra|me encher de porrada|me sumir|me enterrar|me pegar|me furar|me quebrar|me bater|me arrebentar|sumir comigo|dar um jeito em mim|me dar um tiro)',
  '(vai|ia|iria|vou) (me )?(matar|mata) (e )?(depois|dps|dai)? (se )?(matar|mata)',
  '(me )?(mata|matar) e (depois|dps|dai)? (se )?(mata|matar)',
  'me (mata|matar|mato|leva junto|levar junto) (se|caso|quando|qnd|qdo) (eu )?(contar|conto|terminar|termino|largar|largo|sair|saio|for|separar|pedir|denunciar|arrumar|arranjar|falar|trair|ficar com|voltar|deixar|abrir a boca)',
  '(se|caso) eu (contar|terminar|largar|sair|for embora|for na|for pra|separar|me separar|pedir (o )?divorcio|pedir a separacao|denunciar|arrumar outro|arrumar outra|arranjar|deixar ele|deixar ela|largar ele|largar ela|ir embora|fizer (b o|bo|boletim)|chamar a policia|abrir a boca) * (me mata|mata|vai|ele|ela|e pior|vou me arrepender|me arrepender|vou pagar|ja era|to morta|estou morta|sou mulher morta|morre|morro|ele se mata|ela se mata|se mata|nunca mais|some|leva|tira|fica com|conta|manda|faz|me acha|me pega|vem atras|acaba|vou aparecer|apareco|aparecer)',
  '(aparecer|aparece|apareco|vou aparecer|acabar) (na vala|morta|morto|boiando|no rio|no mato|num saco)',
  '(some|sumir|sumo|desaparece|desaparecer|foge|fugir|leva|levar|tira|tirar) com (as|os|meus|minhas) (criancas|crianca|menino|meninos|meninas|filhos|filhas|filho|filha|curumim|guri*)',
  'nunca mais (vou )?(ver|vejo|veria) (elas|eles|as criancas|os meninos|meus filhos|minhas filhas|a menina|o menino)',
  '(tocar|tacar|botar|colocar|por) fogo (na|em) (minha )?casa',
  '(da|na) proxima (vez)? (e|vai ser|sera|eh) (a minha|pior|voce|tu|vc|eu|sua|tua|minha)',
  'acidente acontece',
  'sabe onde (eu moro|eu trabalho|minha familia mora|meus filhos estudam|minha mae mora|a minha familia)',
  '(mostrou|mostra|mostrava) a (arma|faca|espingarda|pistola|revolver)',
  '(tem|com) (uma )?(arma|espingarda|revolver|pistola) (em casa|na gaveta|guardad*)? (e )?(vive|fica|sempre) (me )?(lembr*|mostr*|limp*)',
  '(limpando|limpa|afiando|afia|amolando|amola|apontando|aponta|segurando|com) (a )?(arma|espingarda|faca|facao|revolver|pistola) (olhando|e olhando|na mao|pra mim|na minha)',
  '(faca|facao|arma) na mao (enquanto|quando|qnd|olhando)',
  'cuidado (hein|viu|heim)',
  '(tu|voce|vc) vai ver',
  '(questao|questão) de tempo',
  // Said to the writer: "vou pegar um caderno" is no threat (round 5 development, w13).
  '(vai|vou|ia) te (pegar|acabar)',
  '(vai|vou|ia) (pegar voce|acabar com (a )?tua vida|acabar com voce)',
  '(vai|ia) me pegar',
  // Humiliation and name-calling by someone close.
  '(ele|ela|marido|esposa|esposo|namorad*|companheir*|mulher|mae|pai|padrasto|madrasta|filho|filha|nora|genro|neto|neta|sogra|sogro|irmao|irma) (vive |fica |so |sempre )?me (xinga|xingando|xingou|xingava|ofende|ofendendo|ofendia|humilha|humilhando|despreza|desprezando|ridiculariza|menospreza)',
  '(me )?(xinga|xingando|xingou|ofende|ofendendo|humilha|humilhando) (todo dia|toda hora|o tempo todo|de tudo|na frente|sempre|direto|de nomes)',
  'sem (ele|ela) (eu )?(nao sou|nao seria|nao valho|nao tenho|sou) (nada|ninguem)',
  '(voce|tu) (e|eh|nao passa de|so serve) (uma |um )?(burra|burro|lixo|inutil|vagabunda|puta|nada|ninguem|louca|gorda|feia|idiota|imprestavel|piranha|vadia|vaca)',
  'ninguem (vai|ia) (te|querer voce|te querer)',
  '(voce|tu) nao (presta|serve pra nada|vale nada)',
  '(diz|dizia|disse|fala|falava|falou|grita|gritava|repete|vive dizendo|vive falando) (que|q)? (eu )?(nao presto|nao sirvo pra nada|nao valho nada|nao faco nada direito|nao sou nada|sou um nada|nao sei fazer nada)',
  '(me )?(chama|chamava|chamou|chamando|xinga|xingava|xingou|xingando) (de|d) (burr*|gorda|gordo|lixo|vagabund*|inutil|inuteis|louca|louco|doida|doido|puta|piranha|vadia|frouxo|brocha|broxa|fracassad*|estorvo|retardad*|demonio|aberracao|imprestavel|idiota|nojent*|feia|feio|porca|porco|vaca|cadela|traste|peso|anta|jumenta|burra|aleijad*|caduc*|velha|velho|incapaz|macho|bicha|viado|sapatao|maluca|histeric*)',
  '(diz|dizia|disse|fala|falava|falou|grita|gritava|gritou|repete|vive dizendo|vive falando|fica dizendo|fica falando|ficam dizendo) (que|q)? (eu )?(sou|era|to|estou|fico) (uma |um )?(burr*|gorda|gordo|lixo|vagabund*|inutil|louca|louco|doida|doido|puta|ninguem|nada|um nada|um peso|um fardo|um erro|o erro|amaldicoad*|incapaz|fracassad*|um estorvo|um lixo|uma aberracao|ficando louca|ficando doida|ficando louco|ficando doido)',
  '(ninguem|nenhum homem|nenhuma mulher|nenhum outro) (mais )?(vai|ia|iria) me (querer|aguentar|amar|aceitar)',
  'ninguem (alem dele|alem dela|mais) (me )?(aguentaria|aguenta|ia me querer|me quer)',
  '(devo|deveria|tenho que) agradecer (por|que) (ele|ela)',
  'me (humilha|humilhou|humilhava|humilhando|humilhar|despreza|diminui|rebaixa|inferioriza)',
  'humilha* (na frente|em publico|todo dia)',
  'pisando em ovo*',
  '(grita|gritando|berra|berrando) (comigo|cmg) (o tempo todo|todo dia|toda hora|por tudo|na frente)',
  '(quebra|quebrou|quebrava|quebrando|joga|jogou|taca|tacou|destroi|destruiu|rasga|rasgou|rasgando) (as |minhas |as minhas |meus |os meus )?(coisa|coisas|celular|roupas|diploma|caderno|documentos|objetos|moveis)',
  '(quebra|quebrou|quebrava|quebrando|destroi|destruiu) tudo (em casa|perto de mim|quando bebe|qnd bebe|qdo bebe|quando fica|qnd fica|na minha frente|que eu tenho)',
  '(soca|socou|socava|socando|murro na|chuta|chutou|esmurra|esmurrou) (a )?(parede|porta|mesa)',
  '(quebrou|quebra) o berco',
  '(provar|dizer|falar|mostrar) (pro juiz |pro juiz que |que )?(eu )?(sou|to|estou) (louca|doida|maluca|incapaz|desequilibrad*)',
  '(me )?(internar|interna|internou|botar|bota|colocar|coloca) (num|no|em um|em) (hospicio|manicomio|asilo|clinica)',
  '(contar|conta|falar|fala|espalhar|espalha) (pra|para) (minha )?(familia|igreja|todo mundo|meus pais|meu pai|minha mae|a cidade|o bairro) (toda )?(que|q) (eu )?(sou|era) (gay|lesbica|sapatao|trans|bi|bissexual|viado|bicha)',
  '(vai|vou|ia)? (falar|dizer|contar) (pra todo mundo|na delegacia|pra policia|pro juiz) (que|q) (eu )?(bati|bato|abusei|agredi)',
  '(espalhar|espalha|espalhou|postar|posta|postou|vazar|vaza|vazou|mandar|manda|mostrar|mostra|publicar|divulgar|divulgou) (as minhas|minhas|meus|os meus|uns|umas) (foto|fotos|video|videos|nudes|nude)',
  '(espalhar|espalha|espalhou|postar|posta|postou|vazar|vaza|vazou|mandar|manda|mostrar|mostra|publicar|divulgar|divulgou) (a |as |uma |umas |os )?(foto|fotos|video|videos|nude|nudes) (minha |minhas |meu |meus )?(intima*|pelad*|nua|nuas|nu|sem roupa|de nudes)',
  '(espalhar|espalha|espalhou|postar|posta|postou|vazar|vaza|vazou|mandar|manda|mostrar|mostra|divulgar|divulgou) (os |meus |as |uns )?nudes',
  '(fotos|foto|videos|video|nudes) (intima*|pelad*|nuas) (pra|no|nos|na) (grupo|familia|igreja|todo mundo|internet)',
  '(se mata|se matar|vai se matar) (e )?(a culpa|a culpa vai ser minha|e culpa minha)',
  '(a culpa|culpa) (vai ser|e|sera) (minha|sua|tua) (se|quando)',
  '(sai|sair|vai sair|vou sair) sem nada',
  'nem com a roupa do corpo',
  '(me )?(expulsar|expulsa|botar pra fora|colocar pra fora|por pra fora) (de casa)? (se|caso)',
  '(manda|mandar|mandou|vai mandar) (os cara|uns cara|alguem|os parceiro) (me pegar|dar um jeito|me dar um jeito|me apagar|atras de mim)',
  '(dar|da|deu) um jeito em mim',
  '(escondem|esconde|escondia|escondeu) (minhas|as minhas|minha|meus) (coisas|chave|chaves|remedio*|documentos) *(e )?(depois|dps)? (falam|fala|diz|dizem)',
  '(dizem|diz|falam|fala|ficam dizendo|vivem dizendo) (que|q) (eu )?(to|estou|estava|tou) (ficando )?(louca|louco|doida|doido|maluca|esquecendo tudo)',
  '(eu )?(to|estou) ficando (louca|doida) mesmo',
  '(quem|o) manda aqui',
  '(vive|fica|ficar) me lembrando (disso|que tem)',
  '(hj|hoje|amanha) (de noite|a noite)? (tu|voce|vc) (vai ver|me paga)',
  '(vai|vou) (te )?(quebrar|arrebentar|matar) (todinh*|inteir*|quando|qnd|qdo) (voce|vc|tu|eu)? (chegar|voltar)',
  'me (quebrar|arrebentar) (qnd|quando|qdo) eu (chegar|voltar)',
  '(me )?(furar|furo|fura) se (eu )?nao',
  'ameaça de morte',
  'ameaca de morte',
  '(vou|vai) pro inferno se',
  '(me )?(mandou|manda|mandaram) (eu )?(me matar|morrer)',
  '(eu )?devia (me matar|morrer|nao ter nascido)',
  '(nao|n) (devia|deveria) ter (nascido|tido eu|me tido)',
  '(devia|deveria) ter me (tirado|abortado)',
  '(se )?arrependeu de ter me (tido|criado)',
  '(queria|queria que) (q )?eu nunca (tivesse|tinha) nascido',
  '(violencia|abuso|agressao) (psicologic*|emocional|verbal|moral|patrimonial)',
  '(vai|ia|ameaca|ameacou) (mandar|espalhar|postar|vazar|mostrar|divulgar|publicar) (pro|pra|no|nos|na|em|pros|pras) (grupo|familia|todo mundo|internet|escola|igreja|trabalho|meus pais|minha familia|zap|whats|meu chefe|meus amigos)',
  'se eu (nao|n) (voltar|responder|mandar|fizer|der|pagar|obedecer|fizer o que)',
  '(vai|vou) se arrepender',
  '(disse|falou|fala|diz|ameaca) (que|q)? (eu )?(vou|vai) (me arrepender|pagar caro|ver so)',
  'me va a matar',
  'amenaz*',
  '(sei|sabe|saber) do que (ele|ela|eu) (e|sou|era) capaz',
  '(vem|vai vir|venho|vir) (aqui )?e (quebra|quebrar) tudo',
  '(vai|vou|ia) (quebrar|destruir) tudo',
  // Round 6, by kind: a parent wishing the child dead or never born; a weapon shown in silence; a warning to take
  // care; a threat to take the children; a pet hurt to show what happens; leaving answered with a threat of suicide.
  '(preferia|prefiro|preferiria) (ter )?(um|uma)? (filho|filha|filhos) (morto|morta|mortos|na cadeia) (do )?(q|que)',
  '(era|seria) melhor (eu|vc|voce|tu) (ter|tivesse) (morrido|morto|morta|nascido morto|nascido morta)',
  '(se )?arrepender de ter nascido',
  '(espingarda|arma|revolver|faca|facao|garrucha|peixeira|canivete|pistola) * (olhando|encarando) (pra|para) mim',
  '(afiando|afia|afiava|limpando|limpa|limpava|mostrando|mostra|mostrou) (a|o|uma|um|sua|seu) (faca|facao|arma|revolver|espingarda|peixeira|pistola) * (olhando|encarando|me olhando|na minha frente)',
  '(e|eh) bom (eu|vc|voce|tu) (tomar|ter) cuidado (andando|sozinha|sozinho|na rua|na estrada|de noite|a noite|com a minha vida|com meus filhos)',
  '(ameaca|ameacam|ameacou|ameacaram|ameacando) (de )?(pedir|tirar|tomar|levar|ficar com) (a guarda|meu filho|minha filha|meus filhos|minhas filhas|as criancas|os meninos)',
  '(some|sumir|sumo|sumia) com (vc|voce|tu|eu|a gente|comigo) * (ninguem|ngm|mato|rio)',
  '(matou|mata|machucou|chutou|envenenou|enforcou) (o |a |meu |minha )?(gato|gata|cachorro|cachorra|cachorrinho|cachorrinha|bicho|passarinho|papagaio) (pra|para) me',
  '(se|caso) (vc|voce|tu|eu) (me )?(deixar|largar|terminar|for embora) * (eu me mato|me mato|se mata|vou me matar)',
  // Round 7, by kind: acid or boiling water promised; fear of the partner's arrival, the house checked to be perfect;
  // a gun aimed "as a joke"; a blade sharpened in front of the writer; "tonight you won't make it"; deportation; being
  // made to doubt one's memory; worthless, no one would accept her; fear that he will do what he promised.
  '(joga|jogar|jogo|jogou|jogaria|vai jogar|taca|tacar|tacou) (acido|soda|soda caustica|agua fervendo|oleo quente|gasolina|alcool) (na|em|no) (minha|mim|meu|tua|sua|cara|rosto)',
  '(quando|qnd|qd|qdo|so de|toda vez q|toda vez que|na hora q|na hora que) (ele|ela|o carro dele|a moto dele|o carro dela|ouco o carro|escuto o carro|ouco a chave|escuto a chave|ouco o portao|escuto o portao|ouco os passos|escuto os passos) * * (gelar|gela|gelo|gelei|tremer|treme|tremo|tremendo|paraliso|congelo|congela|disparar|dispara|apavor*|pavor|medo|panico)',
  '(corpo|coracao|estomago|sangue) (gelar|gela|gelou|treme|tremer|dispara|disparar|congela|congelar|gelado) (quando|qnd|qd|qdo|so de|toda vez) (ele|ela|ouco|escuto|o carro|a moto|a chave)',
  '(conferindo|confiro|confere|checando|checo|verificando|verifico|arrumando|arrumo) (se )?(a casa|tudo|as toalhas|a comida|a janta|os sapatos) (ta|esta|estao|tao)? (perfeit*|no lugar|alinhad*|certinh*)',
  '(tudo|a casa|a comida) (tem que|precisa|tinha que) (estar|ta|ficar) (perfeit*|do jeito dele|do jeito dela) (quando|qnd|qd|antes de|antes dele|antes dela) (ele|ela)? (chegar|chega)?',
  '(apontou|aponta|apontava|apontando|mirou|mira|encostou|encosta|encostava) (a |uma |o |um )?(arma|revolver|pistola|espingarda|38|cano|faca|facao|peixeira) (pra|para|na|em|no) (mim|minha|meu|minha cabeca|minha testa|meu peito|minha barriga|meu pescoco)',
  '(afiou|afiando|afia|afiava|amolou|amola|amolava|amolando|limpou|limpa|limpava|limpando|mostrou|mostra|exibiu|exibe|deixou|deixa|botou|colocou) (a|o|uma|um|sua|seu) (faca|facao|arma|revolver|espingarda|peixeira|pistola|canivete|machado|foice) * (na minha frente|pra mim|pra eu ver|do lado da cama|no travesseiro|em cima da mesa)',
  '(e|eh) (pra|para) (vc|voce|tu|eu) (lembrar|nao esquecer|ficar esperta|ficar esperto) (q|que|de quem|quem manda)?',
  '(hoje|hj|essa noite|esta noite|amanha) (tu|vc|voce) (nao|n) (passa|escapa|amanhece|ve o dia|dorme)',
  '(some|sumir|sumo|sumia|desaparece|desaparecer) (comigo|contigo|com (vc|voce|tu|eu|a gente|voces)) * (ninguem|ngm|mato|rio|vala|acha)',
  '(amanhecer|aparecer|acordar|acabar) com a boca cheia de formiga',
  '(medo|pavor) (dele|dela|de ele|de ela) (cumprir|fazer|levar adiante) (o que|oq|o q|aquilo que|aquilo q) (prometeu|falou|disse|jurou|ameacou)',
  '(ninguem|nenhum homem|nenhuma mulher|nenhum outro) (mais )?me (aceitaria|quereria|aguentaria|amaria|olharia)',
  '(sou|e|eh|era) (uma|um) (mulher|homem|pessoa|esposa) (sem valor|que nao vale nada|imprestavel|inutil)',
  '(me )?(faz|fez|fazia|fica fazendo) (eu )?duvidar (de mim|da minha|de tudo|do que|da minha memoria|da minha cabeca|da minha sanidade)',
  '(diz|fala|disse|falou|dizendo|falando) (que|q) eu (n|nao) (lembro|me lembro) (das coisas|direito|de nada)',
  '(vou|vai|sou|ser|fico|ficar|serei|seria) deportad*',
  '(ele|ela) (vai|ia) me matar (de qualquer jeito|de qualquer forma|um dia|qualquer hora|qualquer dia)',
  '(se|caso) (vc|voce|tu) (for embora|me deixar|me largar|sair|fugir|terminar|contar|denunciar) * (eu )?(te acho|te encontro|te pego|te busco|vou atras|te mato)',
  '(nao|n) vai (ver|mais ver) (seus|teus|os|as) (filhos|filhas|criancas) (crescer|crescerem)?',
  '(de proposito|de propósito) (pra|para) (eu|mim|me) (tropecar|cair|machucar|me machucar|me perder|bater)',
]);

/** Followed, watched, tracked, harassed without end, in person or online. */
export const STALKING = fill([
  // The writer's address or data exposed to strangers (doxxing: round 10 walk).
  '(meu|minha|meus|minhas) (endereco|casa|telefone|numero|cpf|dados|localizacao) (ta |esta |tá )?(circulando|vazad*|expost*|postad*|espalhad*|rodando)',
  '(vazaram|vazou|postaram|espalharam|expuseram|divulgaram) (o )?(meu|minha|meus|minhas) (endereco|telefone|numero|cpf|dados|localizacao)',
  '(me|mim) (segue|seguiu|seguia|seguindo|persegue|perseguiu|perseguia|perseguindo|monitora|monitorando|rastreia|rastreando|vigia|vigiou|vigiava|vigiando|espiona|espionou|espionando|observa|observando|filma|filmou|filmando|fotografa|fotografando|ronda|rondando|cerca|cercando|caca|cacando|espera|esperava|esperando)',
  'perseguicao',
  '(estou sendo|to sendo|sou|fui|era|vivo sendo|vivo) perseguid*',
  '(ex|ele|ela|cara|homem|mulher|marido|namorad*|vizinho|alguem|desconhecido|stalker|colega|cliente) (me )?(persegue|perseguiu|perseguia|perseguindo)',
  'stalk*',
  '(vai|anda|foi|vem|veio|ia) atras de mim',
  'andando atras de mim',
  '(aparece|apareceu|aparecia|aparecendo|surge|surgiu) (em todo lugar|em tudo|no meu|na minha|na porta|no portao|de madrugada|onde eu|na casa|nas festas|no culto|na igreja)',
  '(fica|ficava|ficou|passa o dia|esta|ta) (parado|parada|rondando) (na|no|em) (frente|esquina|porta|portao|rua|saida)',
  '(rondando|ronda|rondava) (a |minha |a minha )?(casa|rua|bairro|trabalho|escola)',
  '(passa|passou|passava|passando) (de carro|de moto|de voadeira|de bicicleta|devagar|bem devagar) (bem )?(devagar )?(na|pela) (frente|rua|porta)',
  '(carro|moto|caminhonete) * parad* (na frente|na rua|na esquina|em frente)',
  'perfi* (fake|falso|falsos|fakes|novo|novos)',
  '(cria|criou|criando|faz|fez) (outro|outra|um|uma|mais um|novo|nova)? (perfil|perfis|conta|contas|numero|numeros|chip) (novo|nova|fake|falso|diferente)?',
  '(bloqueei|bloqueio|bloqueando|ja bloqueei|bloquiei) * (e|mas)? (ele|ela)? (cria|criou|manda|mandou|liga|ligou|continua|volta|aparece|arruma)',
  '(bloqueei|ja bloqueei) (ele|ela|o numero|os numeros|ele em tudo|ela em tudo|em tudo)',
  '(NUMS|um) centavo',
  '(ja )?bloqueei (NUMS|varios|varias|todos os) (numeros|perfis|contas|chips)',
  '(liga|ligou|ligava|ligando|manda|mandou|mandando) (mensagem|msg|mensagens|msgs|audio|audios)? (pra mim )?(MANY|mil|cem|trinta|vinte|dez|mais de NUMS) (vezes|vez|mensagens|msg|ligacoes)',
  '(me )?(liga|manda msg|manda mensagem) (o dia (todo|inteiro)|toda hora|sem parar|de madrugada)',
  '(numero|numeros) (diferente*|desconhecid*|novo|novos|outro)',
  '(pix|pixs) de (1|um) centavo',
  'rastreador*',
  'airtag',
  'localizador',
  '(app|aplicativo|programa|espiao) (no|dentro do) meu (celular|telefone|computador)',
  '(botou|colocou|instalou|pos|instala|bota|coloca) (um|uma)? (app|aplicativo|programa|camera|espiao|rastreador)',
  '(sabe|sabia|sabem) (exatamente |sempre )?(onde eu (to|estou|estava|tava|vou|fui|moro|trabalho|ando)|tudo (o )?que eu faco|cada lugar|com quem eu)',
  '(descobriu|descobre|achou|acha) (meu|o meu|onde eu|minha) (endereco|numero|casa|trabalho|moro|novo|nova|emprego)',
  '(camera|cameras) escondid*',
  // Read once ("minha mãe leu minhas conversas com a bia", "ele leu minhas msgs e surtou") is a fight the writers
  // of rounds 3 and 7 labelled ordinary; reading as a habit is watching.
  '(le|lia|lendo|vive lendo|sempre le) (minhas|as minhas|todas as minhas) (conversa*|mensage*|msg*)',
  'whats web',
  '(pegou|sabe|descobriu|hackeou|roubou|entrou na) (a )?minha (senha|conta)',
  '(hackeou|invadiu|clonou|hackearam) (meu|minha) (conta|celular|whats|insta|instagram|email|facebook|perfil)',
  '(ve|vê|olha|assiste|acompanha) (todos )?(os )?meus (stories|status|storys)',
  '(espalhou|vazou|divulgou|espalharam|vazaram) (as |minhas |meus |os |uns |umas |as minhas |os meus )?(foto|fotos|video|videos|nudes|nude|print|prints) (minhas|minha|meus|intima*|pelad*)?',
  // Posting is what everyone does: "minha ex postou foto com outro" is a breakup's, not an exposure.
  '(postou|postaram) (as |os |uns |umas )?(nudes|nude)',
  '(postou|postaram) (minhas |meus |as minhas |os meus )(foto|fotos|video|videos|nudes|nude|print|prints)',
  '(postou|postaram) (as |os |uns |umas )?(foto|fotos|video|videos|print|prints) (minhas|minha|meus|meu|intima*|pelad*|de mim|da minha|do meu)',
  '(nao|n) (para|parava|parou) de me (mandar|ligar|procurar|seguir|perseguir|encher|mandar mensagem|mandar msg|escrever|stalkear)',
  'me (liga|ligando|manda|mandando|escreve) (mensagem |msg |mensagens )?(sem parar|toda hora|o dia todo|o dia inteiro|o tempo todo|de madrugada|a noite toda)',
  '(dizendo|diz|fala|falando|sabe|sabia|comenta|comentando|descreve|descrevendo) (o que|oq|o q|a roupa que|a roupa q|com quem|onde) eu (vesti|visto|tava vestindo|estava vestindo|fiz|fazia|comi|estava|tava|fui|sai)',
  '(tem|com|pedi|pedir|consegui|tenho|ter|peguei|saiu a) (uma )?medida protetiva',
  'medida protetiva (e|mas) (mesmo assim|ainda|continua)',
  '(deixa|deixou|deixava) (flor|flores|bilhete|bilhetes|carta|presente|recado) (no|na|pra mim|em) ',
  '(foto|fotos) (minha|minhas) (saindo|na rua|dentro de casa|no mercado|andando)',
  '(me )?(espera|esperava|esperando) (na saida|no portao|no estacionamento|na porta|na esquina|no ponto)',
  '(fica|ficar|ficava) me (olhando|vigiando|observando|filmando|seguindo)',
  '(liga|ligando|ligou|manda mensagem|manda msg) (pra|pros|pras|na) (minha|meus|minhas|meu)? (mae|familia|amigas|amigos|patroa|chefe|trabalho|empresa|pais)',
  '(pergunta|perguntando|perguntar) (onde eu|com quem eu|de mim)',
  '(paga|pagou|pagando) * (pra|para) me (vigiar|seguir|olhar)',
  '(batendo|bate|bateu) na (minha )?janela (de madrugada|de noite|as)?',
  '(esta|ta|tá) (aqui )?(fora|la fora) de novo',
  '(mudei|mudamos|me mudei) (de|pra|para) * (e )?(ele|ela) (achou|descobriu|me achou|apareceu|foi)',
  '(ja )?(troquei|mudei) (de )?(numero|chip|horario|endereco|caminho) * (vez|vezes)?',
  '(tira|tirou|tirava) foto (minha|de mim) escondid*',
  '(comenta|comentou) (coisa*|sobre) (da|sobre a) minha (rotina|roupa|casa)',
  'nao me deixa em paz',
  '(me|mim) (seguir|perseguir|monitorar|rastrear|vigiar|espionar|observar|filmar|rondar|cacar|esperar|fotografar|controlar de longe)',
  '(pra|para|pro) fugir (dele|dela|do meu ex|da minha ex|do meu marido|do meu ex marido)',
  '(pra|para) (ele|ela) (nao|n) me (achar|encontrar|ver)',
  'parad* (na rua de casa|na frente de casa|na frente da minha casa|na minha rua|na esquina de casa|em frente de casa|em frente a minha casa|na frente do meu (predio|trabalho|servico|portao)|na porta de casa)',
  '(deixa|deixou|deixava|manda|mandou|mandava) (flor|flores|bilhete|bilhetes|carta|cartas|presente|presentes) (e (flor|flores|bilhete|bilhetes|carta|cartas|presente|presentes))?',
  '(nunca|nao|n) (dei|passei|falei) (o |meu |o meu )?endereco',
  '(monitora|monitorando|rastreia|rastreando|acompanha|controla|ve|olha|sabe) (a )?minha (localizacao|localizacão)',
  'localizacao (em tempo real|compartilhada|ativada) (pra|para|com) (ele|ela)',
  '(colocou|botou|pos|mandou|paga|pagou|bota|coloca) * (pra|para) (me )?(vigiar|seguir|olhar|cuidar) (minha|a minha|meu|o meu)? (casa|rua|porta|trabalho|portao|passos)?',
  '(fica|vive|ficava|ficou|anda) passando * (na|pela|em) (frente|rua|porta|esquina)',
  // Round 6: accounts made again as each is blocked; moving near the writer to watch them.
  '(criou|cria|fez|faz|abriu|abre|criando) (NUMS|varias|outra|outras|mil|um monte de|varios) (contas|conta|perfis|perfil|numeros|numero|fake|fakes|chips)',
  '(bloqueio|bloqueei|bloqueia|bloqueie) (uma|um|ele|ela|o numero)? * (vem|cria|aparece|volta) (outra|outro|mais uma|mais um|com outro|de outro)',
  '(mudou|se mudou|veio morar|foi morar|alugou|alugou casa) (pro|para o|no|na|pra|pra a) (mesmo|mesma) (bairro|predio|condominio|rua|cidade|vila) (q|que) eu',
  // Round 7, by kind: his car parked across the street whenever the writer leaves; posing as a relative to learn the
  // writer's hours; a note under the door or on the windscreen that knows where she is; the same car seen everywhere;
  // location shared with the ex without her knowing; hundreds of calls in a day; circling "our" house.
  '(o carro|a moto|a caminhonete|o carro prata|o carro preto|o carro branco|o carro vermelho) (dele|dela|do meu ex|da minha ex) * (parad*|estacionad*)',
  '(ele|ela|o carro dele|a moto dele|a caminhonete dele) (ta|esta|fica|ficava|tava|estava) (parad*|estacionad*) (com|de)? (o carro|a moto|a caminhonete|carro|moto|caminhonete)? (do outro lado|em frente|na frente|perto|na saida|no estacionamento|na esquina|na estrada)',
  '(fica|ficava|ta|esta|fica la) de olho (na|no) (porteira|portao|porta|casa|janela|minha casa|meu trabalho|minha janela|minha rua)',
  '(vejo|vi|encontro|encontrei|cruzo|cruzei) (o carro|a moto|a caminhonete|ele|ela|aquele carro|aquela moto|o mesmo carro) (dele|dela|prata|preto|branco|vermelho)? (dele|dela)? (em todo lugar|em todos os lugares|toda hora|por todo lado|de novo|dnv|outra vez|todo dia)',
  '(toda vez|sempre|todo dia) (q|que) (eu )?(saio|chego|volto|passo) * (ele|ela|o carro dele|a moto dele) (ta|esta|aparece|fica|tava|estava)',
  '(se passando|se passou|se passa|fingindo ser|fingiu ser|se fazendo passar) (por|pelo|pela)? (mim|meu|minha|eu)',
  '(pra|para) (saber|descobrir|pegar) (meu|o meu|minha|a minha) (horario|endereco|rotina|localizacao|escala|turno)',
  '(bilhete|recado|carta|flor|flores|bilhetinho) (murcha|murchas)? (embaixo|debaixo|por baixo) (da|do) (porta|portao|janela|tapete)',
  '(bilhete|recado|carta|flor|flores|bilhetinho) (murcha|murchas)? (no|na) (para brisa|parabrisa|caixa de correio)',
  '(sempre )?(sei|sabe|to sabendo|estou sabendo|vou saber) (onde|aonde) (vc|voce|tu|vcs|voces) (ta|esta|anda|mora|vai|estiver|estava|tava)',
  '(localizacao|local) (ativad*|ligad*|compartilhad*)? (com|pro|pra) (o )?(email|celular|conta|numero)? (do|da)? (meu ex|minha ex|ex|dele|dela)',
  '(compartilhamento|compartilhando) (de )?(localizacao|local) * (nunca|nao|n) (liguei|ativei|autorizei|permiti|coloquei)',
  '(troca|trocou|muda|mudou) (de )?(chip|numero|perfil|conta) (toda vez|sempre|cada vez) (q|que) (eu )?(bloqueio|bloqueia|bloqueei)',
  // Calls received, not made: a call centre's "200 ligações por dia" is a job.
  '(NUMS|mais de NUMS|centenas de) (ligacao|ligacoes|mensagem|mensagens|msg|msgs|chamada|chamadas) (perdida|perdidas)? (num|em um|no mesmo|em) dia',
  '(me|recebi|recebo|recebia|tenho|tinha|ja sao|foram) (NUMS|mais de NUMS|centenas de) (ligacao|ligacoes|mensagem|mensagens|msg|msgs|chamada|chamadas) (perdida|perdidas)? por dia',
  '(rondando|ronda|rondava|rondar|rodeando) (a |nossa |a nossa |minha |a minha )?(casa|rua|bairro|trabalho|escola|predio)',
  '(filmando|filma|filmou|fotografando|fotografa) (a gente|nos|nois|nossa casa|a nossa casa|minha casa)',
  '(sabe|sabia) (que|q) eu (vou|ia) (estar|passar|sair) (la|ali|aqui|nessa hora|naquela hora)',
]);

const NON_SEXUAL_TASK =
  '(ficar|ir|sair|beber|trabalhar|comer|pedir|dar|entregar|mostrar|largar|parar|desbloquear|usar|vestir|trocar|apagar|morar|voltar|pagar|assinar|mentir|cozinhar|limpar|tomar)';

/** Made to do something that is not sex: control, and not the sexual kind ("me obriga a ficar em casa bebendo"). */
export const NON_SEXUAL_COERCION = fill([
  `(me|mim|eu) (forcou|forca|forcava|forcaram|obrigou|obriga|obrigava|obrigam|obrigaram) a ${NON_SEXUAL_TASK}`,
]);

/**
 * Made to do a task that is work or school ("meu chefe me obriga a fazer hora extra sem pagar"): not the sexual
 * coercion "me obriga a fazer" reads as, nor control at home (found walking the chat, dialogue round 4).
 */
export const WORK_OR_SCHOOL_TASK = fill([
  '(me|mim|eu) (forcou|forca|forcava|forcaram|obrigou|obriga|obrigava|obrigam|obrigaram) a fazer (hora extra|plantao|plantoes|faxina|servico|trabalho|o trabalho|dever|tarefa|licao|curso|faculdade|academia|dieta|prova|estagio|relatorio|entrega*)',
]);

/**
 * A superior at work or school named anywhere in the message: "o chefe novo, um rapazinho de 30, vive me humilhando na
 * frente dos outros" tells the humiliation a clause after the boss (round 6 development), where no clause's look-alike
 * sees both. With no one at home named, the humiliation (WORK_HUMILIATION) is work's or school's, not a home's.
 */
export const SUPERIOR_AT_WORK = [
  '(chefe|chefa|gerente|supervisor*|coordenador*|encarregad*|patrao|patroa|diretor*|lider|sargento|tenente|capitao|comandante|superior|coronel|major|delegado|professor*|orientador*)',
];
export const WORK_HUMILIATION = [
  '(vive |fica |sempre |so |ja )?me (humilh*|esculach*|xing*|ridiculariz*|diminui*|rebaix*|despreza*|inferioriza*|grit*)',
  // A boss who picks on the writer ("o encarregado novo tá me perseguindo": round 9 development): moral harassment at
  // work, work's matter, not a stalker's.
  '(ta |esta |vive |fica |anda )?me (persegu*|pegando no pe|pega no pe)',
  'na frente (dos|das|da|de) (outros|outras|colegas|tropa|equipe|turma|todo mundo|clientes|pacientes|alunos|pessoal|galera|peoes|funcionarios)',
];

/**
 * Not seeing one's family for years: a partner's isolation in the violence batches ("faz 2 anos q n vejo minha mãe, ele
 * diz q ela é má influência"), and homesickness in a migrant's ("já faz 3 anos q não vejo minha mãe, tô aqui na
 * Irlanda": round 6 probes), so it does not count where the writer lives far away (LIVING_AWAY).
 */
export const FAMILY_NOT_SEEN = fill([
  '(faz|fazem|ha|tem) (NUMS|um|dois|tres|quatro|cinco|varios|muitos) (ano|anos|mes|meses) (que|q) (eu )?(nao|n) (vejo|visito|falo com) (minha|meu|meus|minhas)',
  '(nao|n) (vejo|visito) (minha|meu|meus|minhas) (familia|mae|pai|pais|irma|irmas|irmao|amigas|amigos) (faz|ha)',
]);

/** Living abroad or far from home, in the writer's words. */
export const LIVING_AWAY = [
  '(to|estou|tou|moro|morando|vivo|vivendo|trabalho|trabalhando) (aqui )?(na|no|em|nos|nas) (irlanda|portugal|japao|eua|estados unidos|alemanha|inglaterra|londres|espanha|italia|franca|canada|australia|suica|holanda|belgica|chile|argentina|paraguai|bolivia|exterior|europa|gringa)',
  '(aqui )?(na|no|em) (irlanda|portugal|japao|eua|estados unidos|alemanha|inglaterra|londres|espanha|italia|canada|australia|suica|holanda|europa|gringa|exterior) (trabalhando|morando|sozinh*|faz|ha)',
  '(moro|mora|morando|vivo) (muito )?(longe|fora|em outro pais|em outro estado|do outro lado do (pais|mundo))',
  'longe (da|de) (minha )?(familia|casa|mae|terra)',
  '(vim|mudei|me mudei|fui) (pra|para|pro) (fora|o exterior|outro pais|portugal|irlanda|japao|eua|estados unidos|alemanha|inglaterra|londres|espanha|italia|canada|europa)',
];

/** Coercive and financial control: no work, no money, no phone, no family, papers kept, locked in. */
export const CONTROL = fill([
  ...NON_SEXUAL_COERCION,
  '(me )?(proibir|proibe|proibiu|proibia|impede|impedir|impediu|impedia) (de )?(estudar|trabalhar|sair|ver|ir|usar|ter|falar|visitar|dirigir|vestir)',
  '((quer|queria|exige|exigiu|exigindo) (que|q)|(me )?(obriga|obrigou|mandou|manda|fez|faz) (eu)?) (eu )?(tranque|trancar|largue|largar|pare de|parar de|saia|sair|deixe|deixar|abandone|abandonar) (a |o |do |da |de |meu |minha )?(faculdade|curso|escola|emprego|trabalho|estudar|trabalhar|academia|igreja|estagio)',
  '(exige|exigia|quer|obriga|cobra|exigindo) (a |minha |que eu )?(localizacao|senha|senhas|compartilhe|compartilhar)',
  '(escondeu|esconde|escondia|pegou|tomou|tirou) (as |os )?(minhas|minha|meu|meus) (chave|chaves|cartao|cartoes|documento*|dinheiro) (e|pra|para)',
  '(nao|n|nunca) (me )?deixa (eu )?(trabalhar|trabalhar fora|estudar|sair|ir|ver|visitar|falar|conversar|ter|usar|fazer o curso|fazer faculdade|vestir|pintar|cortar|dirigir|usar o carro|ligar|ficar com|mexer)',
  '(ele|ela|marido|esposa|esposo|namorad*|companheir*|mulher|sogra) (nao|n)? (me )?(proibe|proibiu|proibia|impede|impediu) (de )?',
  '(nao|n) posso (sair|trabalhar|estudar|ver minha|visitar|ir na casa|ter conta|ter celular|ter dinheiro|comprar|usar|falar com|conversar com|ir no|ir na|ir pro|ir pra|nem)',
  '(so|somente|sempre) (posso|deixa) (sair|ir) (com ele|com ela|junto|acompanhad*)',
  '(tenho|preciso) (que|de)? (pedir|pedindo) (permissao|autorizacao|dinheiro|licenca)',
  '(pedir|explicar|justificar) (cada|cada um|ate o) (centavo|real|gasto)',
  '(quer ver|pede|exige|tenho que mostrar|preciso mostrar|mostrar) (a )?(nota|notas|nota fiscal|comprovante|extrato) (de tudo)?',
  '(pega|pegou|pegava|fica|ficou|ficava|recolhe|recolheu|controla|controlava|saca|sacou|sacava|toma|tomou|guarda|guardou|leva|levou|tem) (com )?(o |a |todo o |toda a |todo |toda |todos os |todas as )?(meu|minha|meus|minhas|o meu|a minha|do meu|da minha) (dinheiro|salario|cartao|cartoes|pagamento|bolsa familia|aposentadoria|beneficio|bpc|pensao|senha|conta|pix|diaria|seguro|auxilio|defeso|documento*|rg|cpf|passaporte|certidao|titulo|carteira|celular|chip|chave*)',
  '(o )?cartao (do|da) (bolsa familia|auxilio|beneficio|aposentadoria|inss|bpc) (fica|ficam|esta|ta)? (com )?(ele|ela)',
  '(meu|minha) (salario|dinheiro|pagamento|cartao|conta|aposentadoria) (cai|fica|vai|esta|ta) (numa|na|com|pra) (conta q|conta que|conta dele|conta dela|ele|ela|mao dele)',
  '(so|somente) (ele|ela) (mexe|tem a senha|sabe a senha)',
  '(me )?(da|dá|dava|deu|manda) (so )?(NUMS|vinte|dez|cinquenta|cem) (real|reais|conto|pila) (por|pra|na) (semana|mes)',
  '(recebo|me da|me dá|ganho|me dao) (uma )?mesada',
  'dinheiro contado',
  '(trocou|troca|mudou) a senha (do banco|da conta|do cartao)',
  '(guardou|guarda|escondeu|esconde|pegou|pega|tomou|trancou|rasgou|queimou|ficou com|sumiu com) (os |meus |os meus |minha |meu )?(documento*|rg|cpf|passaporte|certidao|certidoes|titulo|identidade|carteira de trabalho)',
  '(tranca|trancou|trancava|trancam|trancaram) (a porta|o portao|o cadeado|a casa|o quarto) (e|com cadeado)? (leva|levou|leva a chave|levava)?',
  // A door shut is a door shut ("riu da minha cara e fechou a porta"); shut with the key taken, it is confinement.
  '(fecha|fechou) (a porta|o portao|o cadeado|a casa|o quarto) (e|com cadeado|com chave|a chave) (leva|levou|leva a chave|levava|tranca|trancou|sumiu com a chave|escondeu a chave)',
  '(me )?(tranca|trancou|trancava|trancam|trancaram|deixa trancad*|deixou trancad*|prende|prendeu|mantem) (em casa|dentro de casa|no quarto|no banheiro|aqui|presa|preso)',
  '(fico|ficava|vivo|vivendo|estou|to) (o dia (todo|inteiro) )?(presa|preso|trancad*|prisioneir*) (em casa|aqui|dentro|nessa casa|com as crianca*)?',
  '(quebrou|quebra|quebrava|tomou|toma|confiscou|pegou|tirou|escondeu) (o )?(meu|minha) (celular|telefone|chip|computador|notebook)',
  '(tirou|tira) o chip',
  '(esta|ta|fica) com (o )?meu (celular|telefone|chip) (faz|ha|desde)',
  '(confere|olha|le|mexe|vasculha|revista|fuça|checa|pega|pegando) (o |no )?(meu )?(celular|telefone|whats|zap) (todo dia|toda noite|toda hora|o tempo todo|quando chega|qnd chega|qdo chega|e le tudo)',
  '(le|lê|lendo|olha) (tudo|todas as (minhas )?(mensagens|conversas))',
  '(passar|passei|dar|dei) a (minha )?senha',
  '(apagou|apaga|bloqueou|me fez bloquear|mandou bloquear) (o numero |os numeros |todos os )?(meus )?(contatos|amigos|amigas|numero dos meus|numero das)',
  '(me fez|me obrigou a|me faz) (bloquear|largar|sair|parar|deixar|apagar|abandonar)',
  '(escolhe|escolhia|decide|decidem|controla) (a )?(minha|minhas|meu|meus) (roupa*|vida|amizades|amigos|horario*|celular|dinheiro)',
  '(controla|controlam|controlava|controlando) (tudo|o meu|a minha|meu|minha|cada)',
  '(mandar|mando|manda) foto de onde (eu )?(estou|to|tou|estiver)',
  '(emprestimo|financiamento|cartao|divida|dividas|conta) (no|em) meu nome',
  // A name dirtied by someone's debts; a bad credit record alone ("tô com o nome sujo") is money trouble.
  '(sujou|sujaram|sujando|suja) (o )?meu nome',
  '(deixou|deixaram|deixa) (o )?meu nome sujo',
  'nome sujo (por causa|por conta|pelas dividas|pelos emprestimos) (dele|dela|do meu|da minha|do marido|do ex)',
  '(fala|falava|responde) por mim',
  'cronometra',
  ...FAMILY_NOT_SEEN,
  '(ma|mas) influencia',
  'nunca tive (uma )?conta no meu nome',
  '(dependo|dependente) (dele|dela) (pra|para) tudo',
  'submissa',
  '(vivendo|vivo) presa',
  '(tira|tirou|esconde|escondeu) a chave do carro',
  '(lugar de mulher|mulher dele) (e em casa|nao precisa)',
  '(quebrou|tomou|escondeu|pegou|quebra|toma) o meu (pq|porque|quando|qnd|qdo|pra|de proposito)',
  '(pega|pegou|pegava|pegam|fica com|ficam com|ficou com|ficavam com|saca|sacou|toma|tomou|recolhe|leva|levou) (o |a |os )?(cartao|cartoes|dinheiro|salario|pagamento|senha) (do|da|de) (meu |minha )?(bolsa familia|auxilio|beneficio|aposentadoria|pensao|bpc|inss|loas|defeso|salario)',
  '(o )?dinheiro nunca chega (em mim|pra mim|na minha mao)',
  '(trancar|tranca|trancou|trancava|fechar) a porta e (levar|leva|levou|levava) a chave',
  '(fez|faz|obrigou|forcou|mandou) (eu|me) (largar|sair|deixar|parar|abandonar) (do|da|de|o|a|meu|minha)',
  '(ele|ela) (me )?(tirou|tira|tomou|toma) tudo (de mim)?',
  // Round 6: the family or friends kept away, the phone broken, study or work given up for the partner.
  '(proibida|proibido|proibiu|proibe) de (ver|visitar|falar com|sair com|encontrar) (a )?(minha|meu|meus|minhas) (familia|mae|pai|pais|irma|irmao|amigas|amigos)',
  '(me afastei|afastei|me afastou|afastou) (de )?(todas|todos)? (as |os )?(minhas |meus )?(amigas|amigos|familia) (pq|porque|por causa) (dele|qnd|quando|ele|q|que)',
  '(quebra|quebrou|quebrava|quebrar) (o )?meu (chip|celular|telefone) (toda vez|sempre|qnd|quando|pq|porque|pra)',
  '(tive|tive q|tive que|me fez|fez eu) (largar|sair|trancar|abandonar) (a|o|meu|minha) (faculdade|emprego|trabalho|curso|escola) (pq|porque|por causa) (ele|dele)',
  // Round 7, by kind: a stopwatch on the errands, the bag and the receipt searched; the card taken at the lottery
  // house; clothes and whom to speak to chosen for her; family kept away; not allowed out alone; made to marry.
  'cronometr*',
  '(revista|revistou|revistava|revira|revirou|vasculha|vasculhou|confere|conferiu) (a |minha |as minhas |minhas |as )?(sacola|sacolas|bolsa|notinha|nota|compras|carteira|mochila)',
  '(ele|ela|e) (fica|ficou|pega|pegou|toma|tomou|guarda|guardou) (com )?o (cartao|dinheiro|beneficio|salario|pagamento|auxilio)',
  '(escolhe|escolhia|decide|decidia|determina) (a roupa|as roupas|o que|oq|o q|com quem|onde|quando) (q|que)? (eu )?(posso|vou|devo|tenho que)? (usar|vestir|falar|sair|ir|visto|falo|uso)',
  '(afastou|afasta|afastando|afastaram) (a |de mim a )?(minha|meus|minhas) (familia|amigas|amigos|mae|pais)',
  '(desde|depois) (que|q) (casei|casamos|juntamos|fui morar com ele|casei com ele) (nao|n) (vejo|visito|falo com|posso ver) (minha|meu|meus|minhas)',
  '(so|somente) (saio|posso sair|vou|ando|posso ir) (com ele|com ela|junto com ele|acompanhad*|com a mae dele|com a sogra)',
  '(nao|n|nunca) (me )?(deixam|deixavam|deixa|deixava) (eu )?(sair|ir|trabalhar|estudar) (de casa )?(sem|sozinh*)',
  '(pegaram|esconderam|quebraram) (o )?meu chip',
  '(querem|quer|obrigam|obrigaram|obriga|obrigou|vao me fazer) (q|que)? (eu )?(case|casar|me casar|me case) com',
]);

/** A child or a teen as the writer: "tenho 13 anos", "eu tenho 10". */
export const WRITER_MINOR = fill([
  `(tenho|tnh|eu tenho|fiz|faco|com) ${MINOR_AGES} (anos|ano|aninhos)?`,
  '(sou|eu sou) (crianca|menor|menor de idade|adolescente)',
  '(oi|ola) tia',
  'tia (vc|voce) (e|eh)',
]);

/** The writer says they are an adult: the family's violence is then not a child's, unless a child is named. */
export const WRITER_ADULT = fill([
  `(tenho|eu tenho|com|fiz) ${ADULT_AGES} (anos|ano)?`,
  '(sou|eu sou) (casad*|mae|pai|adult*|maior de idade)',
  // Caring for a parent with dementia (round 10 walk: "minha mae tem alzheimer e hj ela me bateu com a bengala" got the
  // words for a child): the writer is grown.
  '(minha|meu) (mae|pai|vo|avo|sogra|sogro|marido|esposa) (tem|esta com|ta com|com|teve) (alzheimer|demencia|parkinson|avc)',
  '(cuido|cuidando|cuidar|cuidadora|cuidador) (da|do|de) (minha|meu) (mae|pai|vo|avo|sogra|sogro)',
]);

/** Abuse in the writer's childhood, told as an adult. */
export const PAST_CHILDHOOD = fill([
  '(quando|qnd|qdo|q) (eu )?(era|tinha|fui) (crianca|pequen*|piquen*|mocinha|menin*|novinh*|adolescente|coroinha|NUMS|uns NUMS)',
  '(na|da|a) (minha )?infancia',
  'desde (os )?(meus )?NUMS',
  'de (crianca|pequena|pequeno)',
]);

/** A child or a teen as the one who suffers, named by an adult. */
export const CHILD_VICTIM = fill([
  '(um|o|do|no|pro|ao|com o|com um) (menino|garoto|menininho|moleque|molequinho|pirralho)',
  `(menino|menina|filho|filha|garoto|garota|crianca|sobrinh*|net*|aluno|aluna) * ${CHILD_AGES} (anos|aninhos|meses)`,
  `de (uns|umas|quase|so|apenas) ${CHILD_AGES} (anos|aninhos|meses)`,
  `(filho|filha|filhos|filhas|sobrinh*|net*|enteado|enteada|irmao|irma|irmaozinho|irmazinha|primo|prima|aluno|aluna|menino|menina|crianca|criancas|curumim|guri|guria|bebe|nenem|garoto|garota) (de|com|tem)? ${CHILD_AGES} (anos|ano|aninhos|mes|meses)`,
  `(filho|filha|sobrinh*|net*|enteado|enteada|irmao|irma|primo|prima|aluno|aluna|menino|menina) de ${CHILD_AGES}`,
  `(a|o|uma|um|de) (maior|mais velha|mais velho|pequena|pequeno) (tem )?${CHILD_AGES}`,
  '(crianca|criancas|menininha|menininho|bebe|nenem|curumim|netinha|netinho|aluno|aluna|alunos|alunas|alunno|pequenininh*|recem nascid*|criancinha*)',
  '(os|as|dois|duas|tres|3|2) (menino|meninos|menina|meninas|pequeno|pequenos|guri*) (pequeno*|pequena*)?',
  'conselho tutelar',
  '(menor de idade|adolescente)',
  // Hurt by whoever looks after them at school or at home: a child (dialogue round 4).
  '(professor|professora|tia da creche|tia da escola|monitor*|cuidador*|baba) (bateu|bate|batia|agrediu|agride|empurrou|beliscou|puxou|machucou|chacoalhou|sacudiu) (no|na|o|a) (meu|minha) (filho|filha|menino|menina|neto|neta|bebe)',
  '(professor|professora) (do|da|de) (NUMS|infantil|ensino|creche|escola)',
  'sou (professora|professor|agente de saude|pediatra|lider do ministerio infantil|conselheir*)',
  '(meu|minha) (aluno|aluna|colega da escola|colega de sala)',
  '(amiguinho|coleguinha|colega da escola)',
  `(o|a) (menor|mais novo|mais nova|cacula) (tem|de|com) ${CHILD_AGES}`,
]);

/** The family violence a child tells of: a parent or a carer hurting "me". */
export const FAMILY_AGGRESSOR = fill([
  '(meu|minha|o|a) (pai|mae|padrasto|madrasta|painho|mainha|tio|tia|avo|vo|irmao mais velho|irma mais velha|baba|treinador|professor)',
  '(namorado|marido|companheiro) da minha (mae|vo|tia)',
]);

/**
 * A relative the writer is kept from ("não deixa eu ver minha mãe") is not the one who hurts: named only so, the
 * family does not make the writer a child hurt at home.
 */
export const KEPT_FROM_FAMILY = fill([
  '(ver|visitar|falar com|ligar pra|ligar para|sair com|ir na casa (do|da)|ir ver) (o |a )?(meu|minha|meus|minhas) (pai|mae|tio|tia|avo|vo|irmao|irma|familia|parentes)',
]);

/** Told of a child: neglect, sexual approaches, marks; read as the child's kind on their own. */
export const CHILD = fill([
  `(pediu|pede|pedindo|manda|mandou|quer|queria) (uma )?(foto|fotos|nude|nudes|video) (minha|minhas|dela|dele)? (sem blusa|sem roupa|pelad*|nu|nua|intima*|de calcinha)`,
  '(video|videos|filme|filmes) (de adulto|porno*)',
  '(brinca|brincava|brincadeira|brincar) de segredo',
  'segredo (nosso|entre nos|so nosso)',
  'nosso segredo',
  '(sentar|senta|sentava) no colo',
  'sobrinha preferida',
  '(ficando|ta ficando|esta ficando) mocinha',
  '(ajoelhad*|ajoelhar) no milho',
  '(chora|choram|chorando|chorava) de fome',
  '(ninguem|ninguem) (vem|veio|aparece|apareceu) (em|na|aqui em) casa',
  '(ninguem|nunca) (leva|levou|levam) (no|ao|pro) (posto|medico|hospital|dentista)',
  '(cheio|cheia) de piolho',
  '(marca|marcas) (de cinto|de cinta|de fio|de chinelo|roxa|roxas|de queimadura|de cigarro|de mordida|de dedo|de dedos|nas pernas|nas costas|no braco|nos bracos|no corpo)',
  '(queimadura|queimaduras) (de cigarro|redond*)',
  '(esta|ta|tá) gravida (de um|do) (homem|cara|velho|adulto|tio|padrasto)',
  `(menina|garota|filha|sobrinha|prima|aluna) (de )?${UNDER_FOURTEEN} (anos|ano)? (esta |ta )?gravida`,
  '(bate|bateu|batia) (de|com) (cinto|cinta|fio|chinelo|chinela|vara|cipo|pau|cabo|fivela|mangueira|tamanco|colher de pau|ferro)',
  'para pai',
  '(com|de|leva|levava|dava|da) (choque|choques) (de fio|eletric*|na tomada|no fio)',
  '(isso|e) (e )?(apanhar|bater) ou (e )?(educar|educacao)',
  'desenh* (uma |umas )?(coisa|coisas) (muito )?estranh*',
  '(nao|n) quer (ficar )?(perto|sozinh*) (do|da|com o|com a) (avo|tio|padrasto|pai|primo|vizinho|vo)',
  '(adulto|homem|cara|velho|moco) (do|no|de) (jogo|roblox|free fire|discord|minecraft|fortnite|tiktok|insta|instagram|whats)',
  // Round 6: an adult dating a child.
  `(homem|cara|velho|adulto|coroa|senhor|tio) (de|com) ${ADULT_AGES} (anos)? (ta|esta)? (namorando|namora|ficando com|saindo com|dando em cima)`,
  '(marcad*|roxa|roxas|roxo|roxos|vergao|vergoes) (de|com) (cinto|cinta|fio|chinelo|vara|cipo|mangueira|fivela|cabo)',
  // Round 7: a child left to fend for itself, a mother gone for days, food from the rubbish; thrown out of home at 16.
  '(esquece|esquecia|esqueceu) de (fazer|comprar|dar) (comida|almoco|janta|de comer)',
  '(some|sumia|sumiu) (NUMS|uns|dois|tres|varios) dias',
  '(comendo|come|comia) (resto|restos|comida) (do|de|no) lixo',
  '(expulsou|expulsaram|botou pra fora|botaram pra fora|colocou pra fora) (de casa )?(com|aos) (12|13|14|15|16|17|treze|quatorze|catorze|quinze|dezesseis|dezessete)',
]);

/** Neglect and confinement, read as a child's only when a child is in view (or no elder is). */
export const CHILD_WEAK = fill([
  '(sem|nao tem|nao tinha) (comida|comer|janta|almoco) (em casa|hoje|hj|so tem|de castigo|o dia)?',
  '(trancad*|sozinh*) (o dia (todo|inteiro)|desde cedo|ate de noite|sem comida|em casa sozinh*)',
  '(deixa|deixou|deixam|deixava) (eu|os|as|o|a|meus|minhas|a gente|nos)? * (sozinh*|trancad*) (o dia|desde|ate|sem|em casa|de noite)',
  '(amarra|amarrou|amarrava|prende|prendia) (ele|ela|o menino|a menina|o curumim|a crianca) (no|na)',
  '(nao|n) (quero|queria) (ir|voltar) (pra|para) casa',
  // A rash with neglect around it ("assadura em carne viva", "assaduras abertas"), not a baby's ordinary rash.
  'assadura* (em carne viva|aberta*|sangrando|feia* e|de dias)',
  '(me )?(deixa|deixou|deixam) (sem comer|sem comida|sem janta|sem almoco) (de castigo)?',
  'voltou a fazer xixi na cama',
  '(medo|pavor) de (ir|voltar) (pra|para|em) casa',
  '(ficam|fica|ficavam|ficava|passam|passa) sozinh* (o dia (todo|inteiro)|a noite (toda|inteira)|o fim de semana|em casa)',
  // Round 7: a child newly terrified of one relative or coach; strange drawings.
  '(comecou a ter|comecou a|tem|ficou com|morre de|morrendo de) (pavor|medo) (do|da) (vo|avo|tio|tia|padrasto|padrinho|primo|treinador|professor|vizinho)',
  'desenhos estranhos',
]);

/** A disability named: the elder-and-disability kind, also for a child who has one. */
export const DISABILITY = [
  '(cadeirante|cadeira de rodas|ando de cadeira|amputad*|acamad*|paraplegic*|tetraplegic*|deficien*|pcd|autis*|sindrome de down|down|cego|cega|surdo|surda|surdo mudo|mudo|muda|alzheimer|parkinson|demencia|esquizofreni*|caduc*|muleta*|bengala|fralda geriatrica|deficiencia intelectual|paralisia)',
  '(com|tem) (pc|tea|tdah severo)',
];

/** An elder or a person with a disability: who they are. */
export const ELDER_CONTEXT = fill([
  `(tenho|com|de|tem|fez|completou) ${ELDER_AGES} (anos|ano)`,
  `${ELDER_AGES} (anos|ano) (de idade)?`,
  '(idos*|velhinh*|velho|velha|vovo|vozinha|avozinha|avozinho|avo|bisavo)',
  '(minha|da|a|na|pra|sua|tua|nossa) vo',
  '(aposentad*|aposentadoria|inss|pensionista|bpc|loas)',
  '(asilo|casa de repouso|lar de idosos|ilpi|clinica de repouso)',
  ...DISABILITY,
  `(tenho|ja tenho|to com|estou com|eu tenho) ${ELDER_AGES}`,
  '(neto|neta|netos|netas)',
  '(senhor|senhora|senhorzinho|senhorinha)',
  '(cuido|cuidava|cuidar|cuidando) (do meu pai|da minha mae|do meu avo|da minha vo|dele|dela)',
  '(meu|minha) (neto|neta|nora|genro|netos)',
  `(pai|mae|avo|sogro|sogra|tio|tia|vizinho|vizinha|marido|esposa) (tem|de|com|ja tem) ${ELDER_AGES}`,
]);

/** Told of an elder or a disabled person: money taken, neglect, restraint; read as the elder kind. */
export const ELDER = fill([
  // Neglect: care withheld from someone who depends on it (read as elder abuse only when an elder or a disability
  // is named, see violence.ts).
  'ninguem (leva|levou|cuida|cuidou|da|deu) (ela |ele )?(no medico|ao medico|comida|banho|remedio|o remedio)',
  '(deixa|deixam|deixou|deixaram) (ela|ele) (sozinh*|sem comida|sem comer|sem remedio|sem banho|no escuro|trancad*|amarrad*)',
  '(ta|esta|fica|ficou) com (uma )?(ferida|escara|ferimento) (feia|aberta|enorme|infeccionad*)',
  '(cartao|cartão|senha) (do|da|de) (inss|aposentadoria|beneficio|bpc|pensao|aposentado)',
  '(pega|pegou|pegaram|pegam|fica com|ficou com|ficaram com|saca|sacou|sacaram|toma|tomou|tomaram|rouba|roubou|roubaram|desconta|leva|levou|levaram) (o |a |todo o |toda a )?(minha|meu|dela|dele|da minha vo|do meu avo|do vo|da vo)? (aposentadoria|beneficio|bpc|pensao|loas)',
  '(aposentadoria|beneficio|bpc|pensao) (dela|dele|da minha vo|do meu avo|do pai|da mae)',
  '(recebe|recebeu|gasta|gastou) (o |a )?(minha|meu|dela|dele) (aposentadoria|beneficio|bpc|pensao|loas)',
  'consignado (no|em) (meu )?nome',
  '(fez|fizeram|pegou|pegaram|tirou|tiraram|fazer) (um )?(emprestimo )?consignado',
  '(me )?(largaram|largou|abandonou|abandonaram|jogaram|deixaram|jogou) (aqui|sozinh*|no asilo|num asilo|na rua|no quartinho|no quarto dos fundos|jogad*)',
  '(toda|todo) (a |o )?(minha|meu) (aposentadoria|beneficio|salario|pensao|dinheiro)',
  '(emprestimo|emprestimos|financiamento) (no|em) (meu )?nome (dela|dele|da minha|do meu|da vo|do vo|sem)',
  'procuracao',
  '(escara|escaras)',
  '(ferida|feridas) (nas costas|de ficar deitad*|de tanto ficar)',
  '(cheio|cheia) de ferida*',
  '(sujo|suja|sujos) (o dia (todo|inteiro)|cheio|cheia|sem banho|de fezes)',
  '(deixa|deixou|deixam) (ele|ela|o velho|a velha|meu avo|minha vo)? (sujo|suja|sem trocar|sem banho|sem comer|sem remedio|passando fome|largad*|sozinh*)',
  '(sem me trocar|sem trocar a fralda|sem trocar fralda)',
  '(amarrad*|amarra|amarrou|amarram|amarrava) (na|no|ele|ela|me) (cadeira|cama|esteio|poste|sol)?',
  '(esconde|escondeu|escondem|tira|tirou|tiram) (a |as |o |os )?(minha|minhas|meu|meus|a|as|o|os) (muleta|muletas|bengala|cadeira|oculos|dentadura|aparelho|aparelho de surdez|remedio|remedios)',
  '(da|dá|dando|deu) (remedio|calmante) (pra|para) (ela|ele|vo|avo|mae|pai) (dormir|ficar quiet*)',
  '(largad*|abandonad*) (pela|pelo) (familia|filho|filhos|filha|neto)',
  '(velho|velha|idoso) (nao precisa|nao serve|so da trabalho)',
  '(velha|velho) (inutil|caduc*|imprestavel|nojent*|gaga)',
  '(me )?(bota|botar|coloca|colocar|interna|internar|joga|jogar) (num|no|em um) asilo',
  '(tranca|trancou|trancam) a geladeira',
  '(passando|passa|passou) fome',
  '(gemendo|gritando) (e|pedindo) (agua|ajuda|socorro|comida)',
  '(pedindo|pede) agua',
  '(nao|n) (consegue|consigo) (contar|falar|explicar|se defender|ligar pra policia)',
  '(pega|pegou|pegam|tomam) (minhas coisa*|meu dinheiro|o dinheiro dela|o dinheiro dele|dinheiro da minha carteira|dinheiro da carteira)',
  '(some|sumiu|sumindo) dinheiro (da|de) (minha )?carteira',
  '(me )?(fez|faz|obrigou|fizeram|fazem|obrigaram|mandaram) (eu )?(assinar|assinei)',
  '(pegou|pega) (minha|a minha) digital',
  '(descobri|vi|vimos) (pela|na) camera',
  '(mordida|mordidas|roxo|roxos|marca|marcas) (no|nos|na|nas) (braco|bracos|pulso|pulsos|costas) (dele|dela)',
  '(torceu|torce|apertou) o braco (do|da|dele|dela) (velho|velha|pai|mae|avo|vo)?',
  'sem luz (ha|faz)',
  '(sacou|saca|pegou|roubou|gastou|tirou) * (da|do) (poupanca|conta|aposentadoria|beneficio) (dele|dela)',
  // Round 6: an elder's money or card taken, a loan in their name, food or medicine held back.
  '(emprestimo|emprestimos|consignado|cartao|cartoes|divida|dividas) (consignado )?(no|em) (meu|minha) nome sem (eu saber|minha autorizacao|me perguntar|me avisar)',
  '(tira|tirou|tirando|tem tirado|pega|pegou|pegando|rouba|roubou|roubando) (o )?dinheiro (da|de) (minha|sua|dela|dele)? (carteira|bolsa|conta|pensao|aposentadoria)',
  '(pegou|pega|ta usando|esta usando|usa|usou) (o )?(cartao|cartoes|senha) (dela|dele|da minha mae|do meu pai|da minha vo|do meu vo|do meu avo) * (compras|gastando|sacando|saque)',
  '(nao|n) (dao|da|davam|dava) (comida|remedio|banho) (direito|pra ela|pra ele)',
  '(economizar|economiza|economizam) (ate )?(no|o) remedio',
  // Round 7: an elder left without food or fed on the floor like an animal; made to sign a sale.
  '(deixa|deixou|deixava) (ela|ele|a comida dela|a comida dele|a comida) (no quarto |trancad* )?(sem comida|sem comer|no chao)',
  'como se fosse (pra )?(bicho|cachorro|animal)',
  '(fez|faz|obrigou|convenceu|enganou) (ele|ela|meu pai|minha mae|meu avo|minha avo|o velho|a velha) (a )?(assinar|passar|transferir|vender)',
]);

/** Violence suffered by someone else the writer speaks of. */
export const OTHER_VICTIM = fill([
  `${HIT} ${IN_THIRD}`,
  `(${HIT_VERBS.filter((verb) => verb !== 'bater')
    .flatMap(third)
    .join('|')}) ${THIRD_OBJECT}`,
  '(a|o) (espanca|espancou|espancava|agride|agrediu|agredia|enforcou|enforca|esganou|esgana|empurrou|empurra|arrasta|arrastou|chutou|chuta|forcou|forca|forcava|obrigou|obrigava|estuprou|estuprava|violentou|abusou|abusava|assediou|assediava|ameacou|ameaca|ameacava)',
  `${GIVE} ${GIVE_QUANTITY}? ${BLOWS} (nela|nele|na mulher|na esposa|na cara dela|na cara dele|na minha mae|no meu pai|na vo|no avo|nos filhos|na crianca|no menino|na menina|numa|num|no|na) (senhora|senhor|idosa|idoso|velhinha|velhinho|crianca|menina|menino|paciente|mulher|moca|bebe|filho|filha|aluno|aluna)?`,
  `(apanha|apanhou|apanhava|apanham|apanhando|apanhar) (do|da|de) (seu|sua|meu|minha|o|a)? ${AGGRESSOR}`,
  '(apanha|apanhava|apanhando|apanhou) (quase|toda|todo|muito|calad*|faz|ha|desde|em casa|sempre|dele|dela)',
  '(amiga|amigo|vizinha|vizinho|irma|irmao|mae|prima|primo|colega|cunhada|cunhado|filha|filho|moca|mulher|esposa|tia|sobrinha|compadre|comadre|funcionaria|aluna|manicure|diarista|faxineira|conhecida) (q|que|dele|dela|minha|meu|do lado|de cima|de baixo|de infancia)? (apanha|apanhando|apanhava|sofre violencia|sofre abuso|sofrendo)',
  '(o|a|seu|sua) (marido|namorado|companheiro|esposo|ex|mulher|esposa|namorada|companheira|padrasto|cara) (dela|dele)? (bate|batia|bateu|espanca|espancou|agride|agrediu|forca|forcou|forçou|ameaca|ameacou|ameacando|humilha|humilhava|controla|controlava|tranca|trancou|prende|persegue|abusa|abusou|xinga|nao deixa (ela|ele)|rasgou|estuprou|chutou|empurrou|arrasta|arrastou|liga (NUMS|vinte|trinta|dez) vezes)',
  '(forcou|forca|forçou|abusou|abusa|abusava|estuprou|assediava|assedia|assediou|violentou|molestou|molestava) (ela|ele|dela|dele|a minha|minha|a menina|o menino)',
  '(fez|faz|fazia) (coisa|coisas) (com ela|com ele) (sem|q|que)',
  '(ameacad*|ameacou|ameaca|ameacando) (ela|ele|de morte|a mulher|a esposa|minha)',
  '(vai|quer|disse que vai|falou q vai|falando que vai) matar a (mulher|esposa|companheira|namorada|ex) (dele)?',
  '(controla|controlava|controlando) (tudo dela|tudo dele|o celular dela|o celular dele|o dinheiro dela|o dinheiro dele|ela|ele)',
  '(nao|n) deixa (ela|ele|a mulher|a esposa|a companheira|a namorada|minha irma|minha filha|minha mae|minha amiga|minha prima|minha cunhada|minha tia|minha sobrinha) (sair|falar|ir|trabalhar|ter|ver|usar|estudar)',
  '(aperta|apertou|apertava|apertando|segura|segurou|segurava) (o |a )?(braco|bracos|pulso|pulsos|pescoco) (dela|dele) (ate|e) (ficar|fica|ficou|deixar|deixa) (roxo|roxa|marcado|marcada)',
  '(os dois|eles|elas|o casal) se (batem|bate|agridem|agride|espancam|socam|batiam|agrediam|esganam)',
  '(enche|encheu|enchia|enchendo) (ele|ela|o menino|a menina|o filho|a filha|o moleque) de (porrada|pancada|tapa|soco|socos|tapas)',
  '(le|lê|lendo|olha) (todas )?(as )?(mensagens|conversas) dela',
  '(pegou|pega|guardou|tomou|escondeu) (os )?(documentos|dinheiro|cartao|celular) dela',
  '(deixa|mantem) (ela|ele) trancad*',
  '(olho|braco|rosto|pescoco) (roxo|marcado|machucado) (dela|dele)',
  '(oculos escuro|oculos escuros)',
  'manga comprida (nesse|com esse|no) (calor|sol)',
  '(marca|marcas) (de|dos) (dedo|dedos|cinta|cinto|mordida|unha|unhas) (no|na|nos|nas) (pescoco|braco|bracos|costas|rosto|perna|pernas)',
  '(diz|disse|fala|falou|jura|jurou|falei|disse que) (que|q)? (caiu|escorregou|tropecou|bateu no armario|bateu na porta|foi alergia|tropecei|cai)',
  '(gritando|gritar|grita|gritava) (socorro|para)',
  'barulho de (tapa|tapas|pancada|pancadas|soco|socos|coisa quebrando|briga|porrada)',
  '(labio|boca) (cortad*|inchad*|sangrando)',
  '(dente|dentes) (quebrado|quebrados|arrancado)',
  '(violencia|agressao|abuso) (domestica|contra) (de )?(outra pessoa|minha|meu|uma|a minha|a mulher|ela|ele|amiga|vizinha|colega|prima)',
  '(denunciar|denuncio|denuncia|ligar pro 190|ligar 190|ligar pra policia|chamar a policia) * (sem|anonim*|ela saber|ele saber|q fui eu|que fui eu)',
  'denuncia anonima',
  'se eu sumir foi ele',
  '(empurrou|empurra) (ela|ele) (da|de|do) (moto|escada|carro)',
  '(ameaca|ameacando|ameacou) (botar|contar|expulsar)',
  'bate na (mulher|esposa|companheira|namorada) dele',
  '(amarra|amarrou|amarrava|amarram|amarrad*|acorrent*) (no|na|em) (esteio|poste|cadeira|cama|arvore|corrente|grade|pe da mesa)',
  '(amarra|amarrou|amarram|amarrava|acorrenta) (ele|ela)',
  '(prendem|prende|prendeu|trancam|tranca|trancou|trancaram|trancava|deixa|deixam|deixava|mantem) (ele|ela) (trancad*|preso|presa|num|no|em|na) (quarto|quartinho|banheiro|porao|casa|cela|gaiola|cadeado)?',
  '(esta|foi|e|eh|era|vive) (sendo )?(agredid*|espancad*|ameacad*|perseguid*|humilhad*|violentad*|abusad*|estuprad*|maltratad*|negligenciad*|explorad*|xingad*|trancad*|amarrad*) (pelo|pela)',
  '(tomar|toma|tomam|tomaram|roubar|rouba|roubam|roubou|roubaram) o dinheiro (dele|dela)',
  '(faz|fez|fazia) aquilo com (ela|ele)',
  '(pavor|medo) de (homem|homens)',
  '(olho roxo|rosto roxo|braco marcado|marcas|machucad*) e (com )?medo',
  '(com )?medo de falar na frente (dele|dela|do|da)',
  '(o|a|seu|sua) (marido|namorado|companheiro|esposo|ex|mulher|esposa) (dela|dele)? (deixa|deixava) (ela|ele)? trancad*',
  `${HIT} (muito|sempre|todo dia|demais|direto|de novo|dnv|muito forte) ${IN_THIRD}`,
  '(esta|vive|anda|ela|ele) (sofrendo|sofre|sofreu|sofria) (violencia|abuso|agressao|agressoes|maus tratos|assedio)',
  '(amiga|amigo|irma|irmao|prima|primo|vizinha|vizinho|colega|filha|filho|mae|tia|cunhada|sobrinha|ela|ele|moca|mulher) * (foi|era|esta|vive|sendo) (estuprad*|abusad*|violentad*|agredid*|espancad*|ameacad*|assediad*|perseguid*)',
  '(marido|namorado|companheiro|esposo|ex|mulher|esposa|namorada|companheira|padrasto) (da|do) (minha|meu) (amiga|amigo|irma|irmao|prima|primo|vizinha|vizinho|colega|filha|filho|mae|tia|cunhada|sobrinha) (bate|batia|bateu|espanca|espancou|agride|agrediu|forca|forcou|ameaca|ameacou|humilha|controla|tranca|prende|persegue|abusa|abusou|xinga|nao deixa)',
  '(sofre|sofrendo) (violencia|abuso|agressao|agressoes) (do|da) (marido|namorado|companheiro|esposo|ex|mulher|esposa|pai|padrasto)',
  '(mexe|mexia|mexeu|mexendo) (com|em) (ela|ele) (de noite|a noite|quando|qnd|qdo|no banho|escondido|no quarto)',
  // The formal enclitic victim of a professional's report: "diz todo dia que vai matá-la".
  `(${['matar', 'mata', 'bater', 'espancar', 'espanca', 'agredir', 'agride', 'enforcar', 'estrangular', 'queimar', 'furar', 'esfaquear', 'estuprar', 'violentar', 'abusar'].join('|')}) (la|lo|las|los)`,
  // An injury whose story does not add up, or a partner who answers for her at the hospital.
  '(diz|disse|fala|falou|dizem|disseram|alega|alegou) (que|q) (ela|ele|a crianca|o menino|a menina|o bebe|a bebe) (caiu|escorregou|tropecou|bateu (a cabeca )?(na|no)) * (historia|versao|explicacao)? (nao fecha|nao bate|nao convence)',
  '(historia|versao|explicacao) (nao fecha|nao bate|nao convence)',
  '(marido|companheiro|namorado|esposo) (nao sai do lado|nao deixa ela sozinha)? * (responde|fala) por ela',
  '(chega|aparece|vem|anda|chegou|apareceu|veio) (sempre )?com (marca|marcas|hematoma*) (nos|no|na|nas|pelo)',
  '(gravida|engravidou|engravidada) (do|pelo) (padrasto|pai|tio|avo|primo|cunhado) (dela)?',
  // Round 6: marks that keep arriving; harassment at work told by a colleague; a partner's threats overheard.
  '(chega|chegou|aparece|apareceu|vem|veio|anda|vive) (sempre |toda semana |todo dia |de novo )?(com|cheio de|cheia de) (um |uns |umas )?(hematoma*|marca roxa|marcas roxas|mancha roxa|manchas roxas|o rosto machucado|machucado novo|roxo novo)',
  '(manchas roxas|marcas roxas|hematomas) (no|nos|na|nas|pelo) (braco|bracos|corpo|perna|pernas|pulso|pulsos|rosto)',
  '(passando|passa|passou|passava|passam) a mao (nela|nele)',
  '(agarra|agarrou|agarrava|agarrando) (ela|ele) (na|no|a forca|a forca)',
  '(ameaca|ameacou|ameacava|ameacando) a (namorada|companheira|ex) (dele)?',
  // Round 7: the neck squeezed until she passed out; tried to kill her; marks that a fall does not explain; dragged by
  // the hair; a child touched; not allowed, in the formal clitic, to speak or go out.
  '(apertou|aperta|apertava|apertando|esganou|esgana|esganava) (o )?(pescoco|garganta) (dela|dele|da|do)',
  '(ate|até) (ela|ele) (apagar|apagou|desmaiar|desmaiou|ficar sem ar|perder o ar|ficar roxa|ficar roxo)',
  '(tentou|tentava|tentaram|quis) (matar|enforcar|esganar|esfaquear|atropelar|queimar|afogar) (ela|ele|a mulher|a esposa|a namorada)',
  '(lesoes|lesao|machucados|ferimentos|marcas|hematomas) (nao|n) (batem|bate|combinam|combina|fecham|fecha)',
  '(arrastando|arrastou|arrasta|puxando|puxou) (uma|a|um|o) (mulher|moca|menina|crianca|senhora|garota|esposa) (pelo|pelos) (cabelo|cabelos|braco)',
  '(toca|tocou|tocava|pegava|pega|mexe|mexia|mexeu|passa a mao|passava a mao) (nela|nele)',
  '(nao|n) (a|o) (deixa|deixava|permite) (falar|sair|ver|ir|trabalhar|estudar|usar)',
  '(apareceu|aparece) com (o )?(roxo|roxos|hematoma*|marca*|machucad*|o braco enfaixado|braco enfaixado|olho roxo) (no|na|nos|nas)? (rosto|braco|bracos|perna|pernas|corpo|olho)?',
  '(mao pesada)',
]);

/** The writer wants to help someone else: the guidance for helping. */
export const HELP_FOR_OTHER = fill([
  '(como|onde) (eu )?(ajudo|ajudar|posso ajudar|chego|falo|converso|convenco|convencer|oriento|denuncio|puxo|abordo)',
  '(o|oq|o que) (eu )?(faco|posso fazer|devo fazer|falo)',
  '(posso|devo|da pra|tenho que) (ligar|chamar|denunciar|contar|levar|ajudar|me meter|fazer alguma coisa)',
  '(ela|ele) (nao quer|n quer) (denunciar|sair|largar|ir|policia|delegacia|hospital)',
  '(pediu|pede) (pra eu )?(segredo|nao contar|pra nao contar|nao me meter|pra eu nao)',
]);

/** Read on the whole message, across clauses: "eu disse não. ele não parou." */
export const ACROSS_CLAUSES = fill([
  '(disse|falei|dizia|falava|gritei|pedi) (que )?(nao|pra parar) * (ele|ela|o cara|ele so) (nao parou|continuou|fez mesmo assim|fez assim mesmo|nao ligou)',
]);

/** The writer speaks of themselves: in a message about a film, only such clauses are read. */
export const FIRST_PERSON = ['(me|mim|comigo|eu|meu|minha|meus|minhas)'];

/** Laughter: in a message about a game, "me bateu kkk" is a game lost. */
export const JOKE = ['(k|kk|kkk|rs|rsrs|rsrsrs|haha|hahaha|hehe|hihi|kakaka|ksks|ksksks|lol|jaja|jajaja)'];

/**
 * An accident, an injury, a fall, a bite, a child's own meltdown: a benign context in which the classifier needs to be
 * surer (a person hurt by someone says so in words the lists read; "falei pro médico que escorreguei" is read there).
 */
export const ACCIDENT_CONTEXT = fill([
  '(cai|caiu|caimos|caindo|tropecei|tropecou|escorreguei|escorregou|tombo|acidente|batida de carro|bati o carro|bati com|bati a|bati o|me cortei|cortei o|cortei a|queimei|torci|fraturei|fratura|ralei|ralou|quebrei o|quebrei a|pontos|ponto na|antitetanica|pronto socorro|curativo|gesso|picada|mordida de|mordeu (a|o) (mao|dedo|perna))',
  '(crise|crises|autista|autismo|tea) * (bate|bateu|batendo|se bate|se machuca|se morde|morde)',
  '(se bate|se bateu|bate a cabeca|bateu a cabeca|se machucou|se machuca|se morde)',
]);

/**
 * A word of harm, fear or control, however oblique: without one the classifier must be as sure as in a benign context
 * (it otherwise leans on words of family life, money or work that violence shares with everyday messages).
 */
export const VIOLENCE_CUES = fill([
  '(bat*|bate|bateu|batia|soc*|tapa*|tapao|empurr*|chut*|roxo|roxa|roxos|roxas|hematoma*|marca|marcas|machuc*|sangu*|sangr*|ferid*|ferimento*|corte|cortou|queimou|inchad*|medo|pavor|panico|apavorad*|assustad*|ameac*|grit*|berr*|xing*|humilh*|ofend*|control*|proib*|impede|impediu|tranc*|pres*|prend*|segu*|persegu*|vigi*|rastre*|espion*|abus*|estupr*|forc*|obrig*|toc*|mexe|mexeu|mexia|assedi*|agred*|agress*|violen*|apanh*|surra*|porrada*|pancada*|faca|facao|arma|revolver|mata|matar|morte|morta|morto|enforc*|esgan*|sufoc*|estrangul*|ciume*|ciumento*|celular|senha*|localiza*|escondid*|esconde*|escondeu|calad*|quiet*|submiss*|ninguem|sozinh*|fome|sujo|suja|abandon*|largad*|dinheiro|cartao|aposentadoria|beneficio|pensao|documento*|chave*|nervos*|tremendo|tremo|chorand*|chora|chorou|choro|denunc*|policia|delegacia|190|180|100|conselho tutelar|segredo|manga comprida|oculos escuro*|maquiagem|caiu|cai|escorreg*|tropec*|desmai*|sumiu|sumir|some|fugir|fugi|fuga|nojo|vergonha|culpa|louca|louco|doida|loucura)',
]);

/** An ordinary quarrel, a doubt about one's own relationship, a chore: no act of violence named. */
export const QUARREL_CONTEXT = fill([
  '(discute|discutem|discutimos|discutiu|discuto|discutir|discussao|discussoes|discutindo|brigamos|briguinha|brigou comigo|discordamos|discorda|discordar|emburrad*|chatead*|implica|implicancia|red flag*|red flags|terapeuta disse|conflito nao e abuso|a gente conversa|a gente conversou|fizemos as pazes|ja conversamos|resolvemos)',
  '(e|eh|seria|sera|isso e) (normal|abusivo|abuso|controle|cuidado|ciume)',
]);

/** Someone at home: in a message about a game or a sport, a blow counts only when one of them is named. */
export const HOME_AGGRESSOR = [
  '(marido|esposa|esposo|namorad*|companheir*|ex|padrasto|madrasta|mulher|meu pai|minha mae|em casa|meu filho|minha filha|sogra|sogro|cunhad*)',
];

/**
 * Someone else's violence told as a past that ended: the person left, is well now, years have passed, the cycle was
 * broken. Read with RESOLVED_BUT (danger still there) and SELF_AS_VICTIM (the writer's own story) in violence.ts.
 */
export const RESOLVED_PAST = fill([
  '(hj|hoje|hoje em dia|agora) (ela|ele|elas|eles) (ta|esta|estao|tao|vive|vivem|e|eh|viaja|conta|mora|trabalha|seguiu|segue|ri)',
  '(ta|esta|estao|tao|vive|vivem|segue|seguem) (mt |muito |super |bem )?(bem|tranquil*|feliz|felizes|em paz|otima|otimo|outra pessoa)',
  '(bem|muito|mt) melhor',
  '(seguiu|seguiram|segue) (a vida|em frente)',
  '(se separou|se separaram|separou dele|separou dela|largou ele|largou dela|se livrou|se divorciou|mudou de cidade)',
  '(saiu|sairam) (de casa|de um relacionamento|do relacionamento|dessa relacao|de uma relacao)',
  '(conseguiu|conseguiram|pediu|tem) (uma |a )?medida protetiva',
  // "Faz dois anos" alone is as often how long the abuse has lasted.
  '(faz|ha) (NUMS|uns|muitos)? anos (q|que) (nao|n) (tem|teve|aconteceu|acontece) (problema|nada)',
  '(anos|decadas) atras',
  'ano retrasado',
  '(quebrou|quebraram|quebrar) (esse|o|aquele) ciclo',
  '(jurou|prometeu) nunca',
  '(ficou|ficaram) viuv*',
  '(falecid*|finad*)',
  '(ja|tudo) (passou|ficou no passado)',
  '(superou|superaram)',
  '(foi|foram) (preso|presa|presos|demitido|demitida|condenado|condenada|embora)',
  '(conta|contava|contou|lembra) (isso )?(rindo|de boa|tranquila|tranquilo)',
  // Round 7: a grandmother's or a neighbour's story from decades ago (the sixties, "naquela época"), ended in a new
  // marriage or a peaceful death; a protective order the past tense; a life rebuilt; a promise never to repeat it, kept.
  'nos anos (NUMS|vinte|trinta|quarenta|cinquenta|sessenta|setenta|oitenta|noventa)',
  '(morreu|faleceu) * (em paz|tranquila|tranquilo|feliz|velhinha|velhinho)',
  '(casou|casaram|se casou) (de novo|novamente|com outro|com outra|com meu avo|com meu vo|com minha avo)',
  '(fugiu|fugiram) com (os|as) (filho|filhos|filhas|criancas|menino|meninos)',
  '(na|naquela) epoca',
  'cumpriu',
  '(lembrei|lembro|lembrando) (hoje )?(da|de uma|de) (historia|epoca)',
  '(teve|tinha) (uma |a )?medida protetiva',
  '(mudou|mudaram|se mudou) de (estado|pais)',
  '(hj|hoje|hoje em dia|agora) (ela|ele|elas|eles) (construiu|abriu|ajuda|casou|estuda|se formou)',
  '(hj|hoje|hoje em dia) (ela|ele) tem (o proprio|a propria|seu proprio|sua propria|um negocio|uma loja|uma empresa|a vida dela|a vida dele)',
  '(construiu|reconstruiu|refez) (tudo|a vida|sua vida|a propria vida)',
  '(ajuda|ajudando) outras (mulheres|vitimas|pessoas)',
  '(contava|contavam) (que|q)',
  '(ja )?(morreram|faleceram) (todos|todas|os dois)',
  '(isso|isso ja|tudo isso) (faz|foi ha|foi faz|aconteceu ha) (uns |mais de )?(NUMS|muitos) anos',
]);

/** The danger not over: it goes on, it came back, it is feared now, or help is asked for. */
export const RESOLVED_BUT = fill([
  '(ainda|continua|continuam|de novo|dnv|voltou a|volta a|voltou pro|voltou pra|voltou com)',
  '(essa|esta) semana',
  '(ontem|anteontem|agora ele|agora ela)',
  '(medo|socorro|perigo)',
  // Round 7: the writer frightened for the person now ("eu to apavorada").
  '(apavorad*|assustad*|preocupad*|pavor)',
  '(como|onde) (eu )?(ajudo|ajudar|posso ajudar|denuncio|denunciar)',
  '(o|oq|o que) (eu )?(faco|posso fazer|devo fazer)',
]);

/** The writer as the one hurt: "me", "mim", "comigo", "fui". */
export const SELF_AS_VICTIM = [
  '(me|mim|comigo|fui|eu era|eu tinha|conosco|com a gente|nos batia|nos bate)',
  // Round 7: the writer's own partner or ex, or the writer's own sleep lost, is the writer's story.
  '(meu|minha) (ex|marido|esposa|esposo|namorado|namorada|companheiro|companheira)',
  '(nao|n) (durmo|consigo dormir|preguei o olho|prego o olho)',
];

/**
 * The writer told or moved by the story ("me contou", "me inspira"), or the promise kept with the writer's family
 * ("jurou nunca fazer isso conosco"): blanked before SELF_AS_VICTIM is read, for they say who tells it, not who is hurt.
 */
export const TOLD_TO_THE_WRITER = [
  'me (contou|conta|contava|contaram|disse|dizia|falou|falava|inspira|inspirou|emociona|emocionou|orgulha|lembro|lembrei|lembra|mostrou)',
  '(jurou|prometeu) nunca (fazer|repetir) (isso|o mesmo|igual)? (com )?(a gente|comigo|conosco|com nos)',
  '(quebrou|quebraram) (esse|o|aquele) ciclo (comigo|conosco|com a gente|com nos)',
];

/** "Ainda na Europa", "casou de novo": not a danger that goes on; blanked before RESOLVED_BUT is read. */
export const NOT_ONGOING = [
  'ainda (na|no|em|crianca|pequen*|jovem|menina|menino|mocinha|mocinho|solteir*|adolescente|nova|novo|bebe)',
  '(casou|casaram|se casou) de novo',
];

/**
 * Someone else's wish to die told by a worried writer ("minha amiga disse que quer morrer, o que eu faço?"): the
 * crisis detector's and the helper's answer, not violence, unless an act of violence is named (ACTS_OF_VIOLENCE) or
 * the writer speaks of their own (SELF_CRISIS).
 */
export const OTHER_CRISIS = [
  '(quer|queria|pensa em|pensando em|falou em|fala em|falando em|disse que quer|diz que quer) (morrer|se matar|suicidio|tirar a propria vida|sumir|sumir pra sempre|sumir de vez|acabar com tudo)',
  '(se despedindo|despedida|ninguem ia sentir falta|fazer besteira|sentido (em|nenhum em) viver|nao aguenta mais viver|guardando remedio|carta de despedida|seria melhor sem (ele|ela))',
  'suicid*',
];
export const SELF_CRISIS = [
  '(eu )?(so )?(queria|quero|to pensando em|estou pensando em|penso em|pensei em) (dormir e (n|nao) acordar|morrer|me matar|acabar com tudo|sumir)',
];
export const ACTS_OF_VIOLENCE = [
  '(bat*|bate|bateu|soc*|tapa*|empurr*|chut*|roxo|roxa|hematoma*|ameac*|xing*|humilh*|control*|proib*|tranc*|prend*|persegu*|abus*|estupr*|forc*|obrig*|assedi*|agred*|agress*|violen*|apanh*|surra*|porrada*|pancada*|espanc*|enforc*|esgan*|sufoc*|estrangul*)',
];
