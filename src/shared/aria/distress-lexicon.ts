/**
 * The distress lexicon, in the phrase language of phrase-pattern.ts. Sources: CARE.md (phrases from SBP, MS/OMS
 * and CVV material, and our own colloquial variants). A miss here can leave a person in crisis without the
 * crisis lines, while a false alarm costs one careful message, so the lists lean towards inclusion; only idioms
 * that are plainly not about dying are excluded.
 */

/**
 * SPEC §4's twelve phrases. Each one alone, anywhere in a message, flags it (the SPEC rule is a substring match),
 * in any case, with or without accents and in the spellings normalize.ts knows.
 */
export const SPEC_DISTRESS_PHRASES = [
  'não aguento mais',
  'quero morrer',
  'vontade de morrer',
  'me matar',
  'tirar minha vida',
  'acabar com tudo',
  'não quero mais viver',
  'quero sumir',
  'melhor sem mim',
  'não vejo saída',
  'dormir e não acordar',
  'ninguém vai sentir minha falta',
] as const;

/** Wanting to die or to end one's life. */
export const SUICIDAL = [
  '(quero|queria|vontade de|desejo de|penso em|pensando em|pensei em|pensado em|so quero|so queria) morrer',
  '(quero|queria|vontade de|so quero) (logo )?(morre|morrer|morre logo)',
  '(vou|quero|vontade de) me (mata|mato)',
  '(quero|queria) (estar|ta) (morto|morta)',
  'melhor (eu )?(estar )?(morto|morta)',
  '(seria|era) melhor se eu (morresse|nao existisse|nao tivesse nascido|sumisse)',
  '(queria|preferia) (nao ter nascido|nunca ter nascido|nao existir)',
  'nao (quero|queria) (mais )?existir',
  '(me|se) matar',
  '(vou|quero|vontade de|pensando em|penso em) (se|c) matar',
  '(me|eu) suicidar',
  'suicid*',
  'tirar (a )?(minha )?(propria )?vida',
  '(acabar|terminar|dar fim|por fim) (com|a|na) (a )?minha (propria )?vida',
  'atentar contra (a )?(minha )?(propria )?vida',
  'acabar com tudo',
  'acabar de vez com tudo',
  'nao (quero|aguento|consigo) (mais )?viver',
  'nao quero mais viver',
  '(nao tenho|sem|perdi a) (mais )?vontade de viver',
  '(cansei|cansado|cansada|cansad*) de viver',
  'nao vale (mais )?a pena viver',
  'a vida nao vale (mais )?a pena',
  'dormir e nao acordar',
  '(queria|quero) nao acordar (mais)?',
  'nao quero (mais )?acordar',
  'dormir pra sempre',
  '(logo|em breve) tudo (isso )?vai acabar',
  '(carta|bilhete) de despedida',
  'me despedir de (todo mundo|todos|voces)',
  '(me|vou me) jogar (da|de|do|embaixo|na frente) *(ponte|predio|janela|sacada|viaduto|andar|carro|onibus|trem|metro|caminhao)',
  'pular (da|de|do) *(ponte|predio|janela|sacada|viaduto|terraco|andar)',
  'me (enforcar|envenenar)',
  'tomar (todos os|todas as|um monte de|uma cartela de|a cartela de|varios|varias) *(remedios|comprimidos|pilulas|remedio|comprimido)',
];

/** Hurting oneself. */
export const SELF_HARM = [
  '(quero|vou|vontade de|penso em|pensando em|preciso|voltei a|tenho vontade de|comecei a) me (cortar|machucar|ferir|queimar|punir|bater|arranhar)',
  'me (corto|machuco|firo|queimo) (de proposito|pra aliviar|quando fico|escondid*)',
  'eu me corto',
  'me cortei (de novo|de proposito|pra aliviar|outra vez)',
  'me cortar (de novo|pra aliviar)',
  'automutila*',
  'auto mutila*',
  'autolesao',
  'auto lesao',
  'cortes (no|nos) (braco|bracos|pulso|pulsos|coxa|coxas)',
  '(medo de|vontade de|posso|vou acabar|acho que vou) fazer (uma )?besteira (comigo|contra mim)',
  'fazer (uma )?besteira (de vez|sem volta)',
  'fazer (alguma coisa|algo|mal) (contra mim|comigo mesmo|comigo mesma|a mim mesmo|a mim mesma)',
];

/** Wanting to disappear or stop existing. */
export const DISAPPEAR = [
  '(quero|queria|vontade de|so quero|so queria|poder) (sumir|sumi|desaparecer)',
  'quero sumir',
  '(sumir|desaparecer) (pra sempre|do mapa|de vez|do mundo)',
  'deixar de existir',
  'nao existir mais',
];

/** Feeling a burden, or that nobody would notice one's absence. */
export const BURDEN = [
  'melhor sem mim',
  '(estariam|ficariam|seriam|viveriam|estaria|ficaria|seria) (bem )?melhor sem mim',
  'sou (um|uma)? (peso|fardo) (pra|na vida)',
  'so (atrapalho|dou trabalho|sou um peso)',
  'ninguem (vai|ia|iria|vai nem) (sentir|notar) (a )?(minha )?falta',
  'ninguem (vai|ia|iria) (notar|perceber|ligar) se eu (sumisse|morresse|nao estivesse|fosse embora)',
  'se eu (morresse|sumisse) ninguem',
  'ninguem se importaria se eu',
  'o mundo (seria|ficaria) melhor sem mim',
];

/** Seeing no way out. */
export const HOPELESS = [
  'nao aguento mais',
  'nao (estou|ando)? aguentando mais',
  'nao suporto mais (viver|essa vida|essa dor|tudo|nada|existir)',
  'nao aguento (mais )?essa dor',
  'nao vejo (mais )?(saida|sentido|solucao|futuro|razao pra viver|motivo pra viver|luz no fim)',
  '(nao tem|nao ha|sem) (mais )?saida',
  'nao tenho (mais )?(saida|esperanca|motivo pra viver|razao pra viver|pelo que viver|por que viver)',
  'sem (motivo|razao) (pra|de) viver',
  'perdi (toda )?(a )?esperanca',
  'nada (mais )?faz sentido',
  'a vida nao (tem|faz) (mais )?sentido',
  'nada (nunca )?vai (melhorar|mudar)',
  'minha vida nunca vai (melhorar|mudar)',
  '(desisti|quero desistir|vou desistir) (de tudo|de viver|de mim|da vida)',
  'cansei de (tudo|existir|lutar)',
];

/**
 * Questions about means that flag a message on their own: no innocent reading needs a lethal dose.
 */
export const MEANS_STRONG = [
  'dose (letal|fatal|mortal)',
  'overdose',
  'como (me|se|eu posso me|posso me|da pra se|da pra me) matar',
  '(jeito|forma|maneira|metodo|modo) (facil|rapido|rapida|indolor|sem dor)? (de|pra) (morrer|me matar|se matar)',
  '(morrer|morte) (sem dor|rapido|rapida|indolor)',
  '(quantos|quantas) *(comprimidos|remedios|pilulas|gotas|miligramas|mg) *(pra|de) (morrer|matar|nao acordar|apagar de vez)',
  '(quantos|quantas) *(comprimidos|remedios|pilulas) (mata|matam)',
  '(remedio|veneno|comprimido) (que|pra) (mata|matar|morrer)',
  'veneno (letal|mortal)',
  '(qual|que) (a )?altura *(mata|pra morrer|e fatal)',
  'altura (suficiente|pra morrer)',
  'como fazer (uma )?forca',
  '(onde|como) (comprar|conseguir|arrumar) (chumbinho|veneno)',
  'cortar (o|os|meu|meus) puls*',
  'quanto tempo (leva|demora) (pra|para) (morrer|sangrar)',
  '(juntei|estou juntando|tenho juntado|escondi) *(remedios|comprimidos|pilulas)',
];

/**
 * Questions that are harmless from a tourist but are the classic indirect means question after bad news
 * (CARE.md: "perdi o emprego… quais as pontes mais altas de SP?"). They flag a message only together with a
 * sign of distress in it or in the recent history.
 */
export const MEANS_CONTEXTUAL = [
  '(ponte|pontes|predio|predios|viaduto|viadutos|edificio|edificios|lugar|lugares|andar|andares|janela|terraco|mirante|penhasco|torre|torres) mais (alto|altos|alta|altas)',
  '(qual|quais) (a|as|o|os)? (ponte|pontes|predio|predios|viaduto|viadutos|edificio|edificios) (mais|de|da)',
  '(altura|quantos metros) (da|do|tem a|tem o) (ponte|predio|viaduto|edificio|torre)',
  '(quantos|quantas) (comprimidos|remedios|pilulas|miligramas|mg)',
  'remedio (pra dormir )?(mais forte|tarja preta)',
  '(onde|como) (comprar|conseguir|arrumar) (uma )?(arma|revolver|pistola|remedio controlado|tarja preta)',
  'acesso (ao|pro) (terraco|telhado|topo)',
  '(linha|trilho|trilhos) do trem',
];

/** Signs of a hard moment that turn a contextual means question into a crisis. */
export const NEGATIVE_CONTEXT = [
  'perdi (o|meu) (emprego|trabalho)',
  'perdi (meu|minha|o|a) (filho|filha|mae|pai|marido|esposa|namorado|namorada|casa|tudo|noivo|noiva)',
  'perdi tudo',
  'fui (demitido|demitida|mandado embora|mandada embora)',
  'me (demitiram|mandaram embora)',
  '(terminou|terminaram|acabou) comigo',
  'me (deixou|largou|traiu|abandonou)',
  'divorcio',
  'falencia',
  'faliu',
  'dividas',
  'despejad*',
  'trist*',
  'sozinh*',
  'deprimid*',
  'depressao',
  'desesper*',
  'sem esperanca',
  'vazio',
  'vazia',
  'arrasad*',
  'destruid*',
  'fracasso',
  'fracassad*',
  'inutil',
  'um lixo',
  'nada da certo',
  'tudo (deu|da) errado',
  'odeio (minha vida|a minha vida|viver|a vida)',
  'minha vida (acabou|e um lixo|desmoronou|nao tem sentido)',
  'ninguem me (ama|quer|entende)',
  'pior dia da minha vida',
  'cansad* de tudo',
  'sem chao',
  'nao sei mais o que fazer',
];

/**
 * Idioms that use the words of death for something else; they are blanked out before matching, so "quero morrer
 * de vergonha" is not read as "quero morrer".
 */
export const IDIOMS = [
  '(morri|morro|morrendo|morrer|morto|morta|mortos|morre|morreu|morremos) de (rir|tanto rir|vergonha|fome|sono|calor|frio|saudade|saudades|medo|inveja|tedio|preguica|cansaco|curiosidade|ansiedade pra|amor|sede|alegria|felicidade)',
  '(me|te|nos|vai me|vai te) (mata|matou|matar|matando|mataram) de (rir|vergonha|susto|saudade|saudades|raiva|curiosidade|tanto rir|tedio|cansaco)',
  '(me|se) matar de (estudar|trabalhar|rir|tanto trabalhar|tanto estudar|correr|treinar|malhar|limpar)',
  'matar (a|as|essa|essas|minha|minhas)? (aula|aulas|saudade|saudades|fome|sede|tempo|curiosidade|vontade|charada|serie|trabalho)',
  '(matei|matando|mata|matamos|matar) (a|as)? (aula|aulas|saudade|saudades|fome|sede|tempo|curiosidade|vontade|charada)',
  'nao quero morrer',
  'nao aguento mais (de rir|de tanto rir|esse calor|esse frio|essa chuva|esse transito|essa fila|esperar|de curiosidade|de ansiedade pra|de saudade de voce)',
  'quero sumir com (essa|essas|esse|esses|minhas|meus|as|os|isso)',
  'overdose de (chocolate|doce|doces|serie|series|cafe|cafeina|trabalho|informacao|informacoes|fofura|amor|netflix)',
  '(veneno|remedio) (de|pra|que) *(barata|baratas|rato|ratos|formiga|formigas|mosquito|mosquitos|cupim|pulga|pulgas|carrapato|praga|pragas|piolho|piolhos|verme|vermes|fungo|fungos)',
  'me jogar na (balada|pista|festa|vida)',
  'corda (pra|de) pular',
  'me despedi (da|do|dos|das) * (no|na) (aeroporto|rodoviaria|estacao|festa|porta|escola)',
  '(vai|vao|ia|iria) me matar',
  '(sumir|desaparecer) (da|dessa|desse|do|de|pra|para) (uma )?(festa|reuniao|aula|ilha|praia|grupo|insta|instagram|rede|redes|trabalho|escola|casamento|viagem)',
  '(sem|nao tem|nao vejo) saida (vou ter|pra (esse|essa|minha|meu|o|a) (labirinto|jogo|fase|divida|dividas|problema|transito))',
  '(acabou pra mim|ja era) (zerei|perdi o|perdi a)',
  'adeus (dinheiro|salario|ferias|dieta|fim de semana|grana)',
  'me (cortei|queimei|machuquei) (cozinhando|fazendo|abrindo|no forno|no fogao|na panela|com (a|o) (faca|papel|forno|ferro|panela)|jogando|na academia)',
  '(remedio|remedios|comprimido) (pra|para|de) (gripe|dor|febre|pressao|enxaqueca|azia|alergia|tosse|colica|garganta|estomago|diabetes|cabeca)',
];

/**
 * Denials of the words of crisis ("não vou me matar", "nunca me cortei"), blanked like idioms. The verbs are
 * listed rather than left to a gap, so "não sei, quero sumir" keeps its "quero sumir". "Não quero mais viver"
 * and "não aguento mais" are SPEC phrases and stay flagged whatever comes before them.
 */
export const DENIALS = [
  'nao (vou fazer|tenho) (nenhum|nenhuma) (besteira|plano|intencao)',
  'nao (e|eh) (uma )?despedida',
  '(nao|nunca|jamais) (eu )?(vou|quero|penso|pensei|pensando|estou pensando|estou|tenho|tenho vontade|tenho intencao|faria|desejo|sou|me)? (em|de)? (me matar|suicid*|pensamentos suicidas|me cortei|me corto|me cortar|me machuco|me machucar|me ferir|sumir|desistir|desisti|me despedir|morrer|a morte|um peso|um fardo)',
];

/**
 * Talk about someone else, a film or the news, or a crisis long past: a list phrase inside it is not the person
 * saying it now, so it flags only with SELF_NOW beside it (the classifier still reads the whole message, and
 * the SPEC phrases flag regardless).
 */
export const OTHER_CONTEXT = [
  '(filme|filmes|serie|novela|livro|reportagem|materia|noticia|noticiario|jornal|documentario|podcast|palestra|episodio|personagem|anime|jogo|game|letra|musica|meme|video|tiktok|tcc|protocolo|prevencao|campanha|setembro amarelo|numero de|professora|professor|entrevista)',
  '(minha|meu|um|uma|o|a) (amiga|amigo|irmao|irma|mae|pai|primo|prima|tio|tia|filho|filha|colega|vizinho|vizinha|aluno|aluna|paciente|namorado|namorada|marido|esposa|ator|atriz|cantora|cantor|menino|menina|vilao|cara) *(disse|diz|dizendo|falou|fala|falando|ta|esta|tentou|se|relatou|vive|sempre|quer|queria|mandou|postou|morreu)',
  'alguem (que|com|q)',
  '(ele|ela|eles|elas) (falou|falaram|disse|disseram|diz|dizem|fala|falam)',
  '(hoje|agora) (eu )?(to|estou|sou|tenho|faco|sei|acordo|escrevo|trabalho|me trato|amo|nao tenho)',
  '(no passado|anos atras|ano passado|teve uma epoca|naquela epoca|crise antiga|ainda bem)',
  'faz (tempo|um ano|1|2|3|4|5|6|7|8|9|10) (anos |meses )?(que|q) nao',
  '(ja estive|ja estava|voltei a sentir|pela primeira vez|com mais forca|reaprendendo|to curad*|estou curad*|sobrevivi|ja passei)',
  '(ja tive|eu tinha|quando eu tinha|lembro de quando|nunca mais pensei|depois do tratamento|depois que comecei|mas recomecei|mas encontrei|foi em)',
];

/** A present, first-person turn that outweighs OTHER_CONTEXT: "vi um filme sobre isso e quero me matar". */
export const SELF_NOW = [
  '(e|mas|agora|so que) (eu )?(tambem )?(quero|queria|penso|to pensando|estou pensando|vou|me sinto)',
  'voltei a (me|pensar|querer)',
  'de novo',
];

/**
 * Wishes to be dead in other verbs, persons and moods than SUICIDAL's (Columbia: passive ideation). Verb stems
 * end in "*" so every conjugation matches: "desej*" is desejo, desejava, desejaria.
 */
export const PASSIVE_IDEATION = [
  '(desej*|quer*|qria|preferi*|torco|rezo|peco|pedi) *(morrer|morre|a morte|estar mort*|ter morrido|nao existir|nao ter nascido|nunca ter nascido|nao acordar|nunca mais acordar|me levar)',
  '(queria|quero|so queria|so quero|preferia) (nunca mais|nao) (acordar|estar aqui|estar viv*|existir)',
  'nao (quero|queria) mais (estar aqui|estar viv*|acordar)',
  '(queria|quero|so queria|so quero) que (tudo|isso tudo|isso|tudo isso) (acab*|termin*)',
  'que tudo acabe',
  '(deus|a morte) (me levar|me leve|viesse me buscar|venha me buscar)',
  'se eu (morresse|nao acordasse|morrer|deixasse de existir|nao existisse) *(alivio|tanto faz|melhor|tudo certo|ninguem)',
  '(tanto faz|nao ligo (mais )?) se eu (morrer|morresse)',
  '(cansei|cansad*|nao aguento mais) de estar viv*',
  '(melhor|mais facil) (nao estar viv*|morrer|estar mort*)',
  'morrer (seria|e|deve ser) (mais )?(facil|leve|melhor|um alivio|um descanso)',
  'a morte (parece|seria|e) (um|uma|a)? (descanso|paz|alivio|saida|unica)',
  'penso na morte',
  'pensamentos de morte',
  '(apagar|dormir) e (nao|nunca mais) (voltar|acordar)',
  '(deixar|deixasse|deixe) de existir',
  'nao vou mais existir',
  '(vontade|desejo) (enorme|grande|imensa)? de morrer',
  'meu coracao pare',
  'ter morrido',
  'me atropel*',
  'acidente (acontecer|aconteca) comigo',
];

/** Thinking of killing oneself, in the words people use for it (Columbia: active ideation). */
export const ACTIVE_IDEATION = [
  '(penso|pensei|pensando|pensado|pensar|imagino|imaginando) (muito|sempre|tanto|demais)? (em|como seria)? (me matar|me mata|me suicidar|suicidio|dar (um )?fim|por (um )?fim|acabar com (tudo|minha vida|a minha vida)|pular|me jogar|me enforcar|cortar os pulsos|tomar todos)',
  '(formas|jeitos|maneiras) de (morrer|me matar)',
  'meu (proprio )?enterro',
  'pensamentos suicidas',
  'ideacao suicida',
  'so nao (me matei|fiz nada|fiz isso|me mato)',
  '(nao me mato|ja tinha me matado|ja teria me matado)',
  'so (continuo|estou|to|sigo) (viv*|aqui) (por causa|pel*)',
  'coragem (de|pra) (me matar|fazer|acabar)',
  'vontade de (me matar|me mata|acabar com a minha vida|acabar com minha vida|me jogar)',
  '(dar|por) (um )?fim (em|a|na|nisso) (tudo|minha vida|nisso)',
];

/** Saying one will act, now or at a set time (Columbia: intent), and acts in progress. */
export const INTENT = [
  '(hoje|hj|essa noite|amanha|daqui a pouco) (eu )?(me mato|acabo com|termino com|vou fazer|dou um fim)',
  '(eu )?(vou|vo) (me matar|me mata|me suicidar|tirar minha vida|acabar com (tudo|isso|minha vida|a minha vida)|dar (um )?fim|partir|fazer isso|fazer hoje|morrer hoje)',
  '(ultima|ultimo) (noite|dia|vez|mensagem|desabafo)',
  'nao (passo|chego|vou passar) (de|dessa|ate) (hoje|amanha|noite|essa noite)',
  '(vou|vo) tomar (tudo|a cartela|a caixa|todos|todas|os remedios|os comprimidos)',
  '(tomei|acabei de tomar|ja tomei) (um monte|varios|varias|a caixa|a cartela|todos|todas|tudo)',
  '(ja )?(estou|to) (na|em cima da|no) (ponte|terraco|telhado|parapeito|trilho)',
  '(estou|to) com (os remedios|a faca|a lamina|a corda|a arma) na mao',
  '(decidi|decidida|decidido|tomei minha decisao|nao tem volta)',
  'acabou pra mim',
  'vou fazer (hoje|essa noite|amanha)',
  'eu vou fazer',
  'vou morrer hoje',
  'nao tenho (mais )?medo de morrer',
];

/** A plan already made, or preparatory acts and acquired means (Columbia: plan, preparatory behaviour). */
export const PLAN_AND_PREPARATION = [
  '(planejei|planejando|planejado|planejada|planejar|plano) *(como|tudo|morte|suicidio|dia|matar|pular|tomar|acabar|pra sabado|pro fim)',
  '(ja sei|decidi|escolhi|marquei|sei exatamente) (como|quando|onde|o dia|a data|o lugar|o predio|a ponte|o remedio|qual|de qual|o jeito)',
  'sei como fazer',
  '(ja )?(tenho|sei) (um|o) (metodo|jeito|plano)',
  '(pesquisei|pesquisando|calculei|descobri|olhei) *(remedios|comprimidos|formas|como|altura|dose|forca|morrer)',
  'vai ser (no|na|quando|de madrugada|amanha|sexta|sabado|domingo)',
  '(arma|revolver) do meu (pai|tio|avo|irmao)',
  'onde (meu|minha) (pai|mae|tio) guarda',
  '(comprei|compramos|arrumei|consegui|peguei|juntei|juntando|guardei|escondi|separei|afiei) *(remedio*|comprimido*|cartela*|corda|veneno|chumbinho|arma|lamina*|faca|gilete|carvao|caixas)',
  '(tenho|com) *(remedio*|comprimidos) (suficiente*|separad*|guardad*)',
  'comprei o maximo',
  '(carta|bilhete) (escrita|de despedida|de adeus|explicando)',
  '(carta|bilhete) (pra|pro) (minha|meu) (familia|mae|pai|filho|filha|irma|irmao) explicando',
  'deixei (uma|um|meu|minha) (carta|bilhete)',
  '(escrevi|fiz) (meu|minha) (carta|bilhete|testamento)',
  '(doei|doando|dei) *(minhas coisas|tudo|meu gato|meu cachorro|pra sempre)',
  '(nao vou|nao vou mais) (mais )?precisar',
  'tudo organizado',
  '(quando|depois que|depois q) eu (nao estiver|for|partir|morrer)',
  'senhas anotadas',
  '(subi|fui ate|fui na|fiquei na|fiquei no) (no|a|na)? (parapeito|ponte|linha do trem)',
  '(coloquei|amarrei) a corda',
  '(tentei|ja tentei) (me matar|uma vez|tomar remedio|me enforcar)',
  'fazer certo',
  '(ensaio|ensaiei)',
  'vedar o quarto',
  'quero ser enterrad*',
  '(ja pensei em tudo|tudo pensado|pra hora certa|janela destrancada)',
  'esperar (todo mundo|todos|minha familia|eles) (viajar|sair|dormir)',
  '(juntar|acumular|acumulando) *(remedio*|comprimido*)',
  'nao deixar (nada|dividas|problema) pra ninguem',
  '(cuidar|ficar com) (dele|dela|ele|ela)? pra sempre',
];

/** Saying goodbye, or that one will not be here tomorrow. */
export const FAREWELL = [
  '(quero|vou|queria|vim|fui) me despedir',
  '(me|se) (despedi|despedindo) (de|do|da|dos|das|antes)',
  '(mensagem|minha) (de )?despedida',
  'despedida (pros|pra|dos|das)',
  'e (um|meu) adeus',
  'adeus',
  'adeus (a todos|pessoal|mundo|obrigad*)',
  'nao (vou|vou mais|estarei) (mais )?(estar )?(aqui|por aqui)',
  '(amanha|logo) (eu )?(nao|ja nao) (vou|estarei)',
  'nao (vai|vao) mais ter noticias minhas',
  'ninguem vai me ver de novo',
  'cuida (da|do|dos) (minha|meu|meus) * por mim',
  '(diz|fala|diga|avisa) (pra|pro|a|ao) (minha|meu) * (que|q) (eu )?(amava|amo|a culpa)',
  'a culpa nao (foi|e) (dela|dele|sua|de voces|de ninguem)',
  '(quando|qnd) (voce ler|lerem|vc ler|voces lerem) isso',
  '(ja )?vou ter (ido|partido)',
  '(tchau|adeus) (pra sempre|mundo)',
  'e o fim',
  '(me perdoem|peco perdao a todos|desculpa por tudo)',
  'nao vou mais incomodar',
  '(vou|to|estou) (partir|indo embora pra sempre|embora desse mundo)',
  '(indo|vou) embora (pra sempre|desse mundo)',
  'descansar (pra sempre|de vez)',
  'amanha ja era',
  'antes de (ir|eu ir|partir)',
  'lembra de mim',
];

/** More words for self-harm than SELF_HARM's: acts, objects and hiding. */
export const SELF_HARM_MORE = [
  'me (cortei|corto|corta|cortar|machuquei|queimei|queimo|arranho|bato|mutilo|automutilo|belisco|mordo|firo|ferir|punir)',
  'eu me (queimo|bato|arranho|mordo|belisco)',
  '(cortes|marcas|cicatrizes) (no|na|nos|nas|dos|do) (braco|bracos|pulso|pulsos|coxa|coxas|cortes)',
  '(mais|os|fiz|fiz um|corte) (cortes|corte fundo)',
  'corte fundo',
  '(lamina|gilete|estilete)',
  'dor fisica (alivia|acalma)',
  '(bati|soco|socar|bater) a (cabeca|mao) (na|a) parede',
  'ate (sangrar|machucar|ficar roxo)',
  '(de proposito) *(sentir|punir)?',
  'merec* sentir dor',
  'me machuco',
  '(recai|recaida)',
  'vontade de me (machucar|cortar|ferir)',
  'me segurando (pra|para)',
  'marcas (no|na|nos|nas) (meu|minha|meus|minhas)? (pulso|pulsos|braco|bracos|coxa|coxas)',
];

/** Hopelessness without a word about death: no meaning, no strength, no future. */
export const HOPELESS_MORE = [
  '(vida|minha vida) (nao|ja nao) (tem|faz) (mais )?sentido',
  '(nao|n) vejo sentido',
  'sem (sentido|forca|forcas|esperanca|futuro|saida)',
  'nao (tenho|tem) (mais )?(forca|forcas|esperanca|futuro|motivo|por quem|nada a perder)',
  'nao (consigo|da) mais (seguir|continuar|pra mim)',
  'nao da mais',
  'nao existe futuro',
  'nao vejo futuro',
  '(minha vida acabou|ta tudo perdido|caso perdido|nunca vai melhorar)',
  'nada (nunca )?vai (dar certo|melhorar|mudar)',
  'fundo do poco e nao',
  'nao ha mais',
  '(eu )?desisto',
  'desisti de (tudo|mim|viver|lutar)',
  '(pra que|qual o sentido de|por que|porque) (continuar|eu ainda)',
  'ainda (estou|to) viv*',
  'nao vale a pena (continuar|viver)',
  'viver nao vale',
  '(perdi a|sem|nenhuma) vontade de viver',
  'vazi* sem vontade',
  'a dor nao passa',
];

/** Feeling a burden, in more words than BURDEN's. */
export const BURDEN_MORE = [
  '(estariam|ficariam|seriam|seria|ficaria|vao ficar|vai ficar|viveriam) (bem |mais )?(melhor|melhores|feliz|felizes|aliviad*) (sem mim|se eu)',
  'sem mim (ela|ele|eles|elas) (seria|seriam|ficaria|ficariam)',
  '(peso|fardo|estorvo|problema|erro) (pra|na|da|morto)',
  'sou (um|uma|o) (peso|fardo|estorvo|erro|problema)',
  'ser um (peso|problema)',
  '(so|eu) (atrapalho|dou trabalho|dou desgosto|dou prejuizo|trago sofrimento|incomodo)',
  'nao (faco|faria) falta',
  'ninguem (ia|vai|iria) (notar|perceber|ligar|chorar|sentir)',
  'ninguem se importaria',
  'se eu (sumir|sumisse|morresse|nao estivesse aqui|fosse embora)',
  'nao mereco (viver|estar)',
  'nunca deveria ter nascido',
  'estrago a vida',
  'minha existencia',
  'merecem alguem melhor',
  'merecia (um|uma) (filho|filha) melhor',
  'melhor eu sumir',
  '(eu )?sou o problema',
  'alivio (pra|para) (todos|todo mundo|eles|minha familia)',
  'eu (fui|sou) um erro',
];

/**
 * Low mood and loss of interest (anhedonia): its own theme in the scripted Aria, never a flag by itself, and a
 * reason to stay in crisis mode when the person's recent messages were flagged.
 */
export const LOW_MOOD = [
  '(nao tenho|sem|perdi a|perdi o|nenhuma) (mais )?(vontade|animo|energia|forca|interesse|prazer) (de|pra|para|em)? (fazer )?(nada|nenhuma coisa|coisa nenhuma|mais nada)',
  '(nao tenho|sem|perdi o|perdi a) (mais )?(animo|interesse|prazer|vontade) (em|pra|por|de) (nada|tudo|fazer as coisas|sair|viver as coisas)',
  'perdi (o|a) (interesse|prazer|graca|animo|vontade)',
  'nao sinto (mais )?(prazer|vontade|animo|interesse|vontade de nada)',
  'nada (mais )?(tem|me da) (graca|prazer|vontade)',
  'nao consigo (sair|levantar) da cama',
  'sem (animo|energia) (pra|para) nada',
  'desanim*',
  'apati*',
  'tanto faz tudo',
];
