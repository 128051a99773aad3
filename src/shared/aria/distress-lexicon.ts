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
];
