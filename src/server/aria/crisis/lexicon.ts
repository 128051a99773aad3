/**
 * The distress lexicon, in the phrase language of phrase-pattern.ts. Sources: docs/care.md, Suicide and self-harm
 * (phrases from SBP, MS/OMS and CVV material, and our own colloquial variants). A miss here can leave a person in
 * crisis without the crisis lines, while a false alarm costs one careful message, so the lists lean towards
 * inclusion; only idioms that are plainly not about dying are excluded.
 */

// The twelve phrases (docs/care.md) live with the client's check (spec-phrases.ts), which must not load this file.
export { SPEC_DISTRESS_PHRASES } from '../../../shared/text/spec-phrases';

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
  'tirar (a )?(minha )?(propria )?vida',
  '(acabar|terminar|dar fim|por fim) (com|a|na) (a )?minha (propria )?vida',
  'atentar contra (a )?(minha )?(propria )?vida',
  'acabar com tudo',
  'acabar de vez com tudo',
  // The infinitive without its r, as chat writes it ("to pensando em acaba com tudo antes", "o melhor e eu morre":
  // round 7 development); after a wish or a thought only, since "isso acaba com tudo" is a plain present.
  '(pensando em|penso em|pensei em|vontade de|quero|queria|vou|vo|decidi) acaba com tudo',
  'o melhor (e|seria|era|eh) eu (@morrer|sumir|nao existir|nao estar aqui)',
  'nao (quero|aguento|consigo) (mais )?viver',
  'nao quero mais viver',
  '(nao tenho|sem|perdi a) (mais )?vontade de viver',
  '(cansei|cansad*|exaust*|farto|farta|cheio|cheia) de (viver|existir|estar viv*)',
  'nao vale (mais )?a pena viver',
  'a vida nao vale (mais )?a pena',
  'dormir e nao acordar',
  '(queria|quero) nao acordar (mais)?',
  'nao quero (mais )?acordar',
  'dormir pra sempre',
  '(logo|em breve) tudo (isso )?vai acabar',
  '(carta|bilhete) de despedida',
  // Round 7 probes: a farewell prepared in a teenager's forms; hell accepted, and soon.
  '(minha |meu )?(playlist|musica|video|mensagem|post|textao|audio|story|stories) de despedida (ta |esta |ja )?(pronta|pronto|feita|feito|gravad*|escrit*|postad*|agendad*)',
  '(inferno|morrer|morte) * (entao|pois|ja que) (q|que) seja (logo|hoje|agora|de uma vez)',
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
  'autolesao',
  'auto lesao',
  'cortes (no|nos) (braco|bracos|pulso|pulsos|coxa|coxas)',
  '(medo de|vontade de|posso|vou acabar|acho que vou) fazer (uma )?besteira (comigo|contra mim)',
  'fazer (uma )?besteira (de vez|sem volta)',
  // "tô pensando em fazer besteira": the euphemism, said of oneself and of what is to come (round 5 probes in the new
  // writers' voices); "penso que fiz besteira" is a mistake made, and a denial is blanked first.
  '(pensando em|penso em|pensei em|pensar em|to quase|tou quase|estou quase) fazer (uma )?(besteira|bobagem|loucura)',
  '(to|tou|estou) quase fazendo (uma )?(besteira|bobagem|loucura)',
  '(a ponto de|acho que vou|vou acabar|medo de|capaz de|posso) fazer (uma )?(besteira|loucura|coisa errada)',
  'medo do que (eu )?(posso|possa|vou|sou capaz de) fazer (comigo|contra mim)',
  'fazer (alguma coisa|algo|mal) (contra mim|comigo mesmo|comigo mesma|a mim mesmo|a mim mesma)',
  // Development first messages only the classifier read (0.83 to 0.84): the act done again, and the relapse told as
  // "I had stopped, I did it again".
  'me (arranhei|queimei|machuquei) (de novo|outra vez|dnv|de proposito|ate sangrar)',
  '(tinha|tava|estava|fiquei) * (parado|parada|sem) (de )?me (machucar|cortar|ferir|queimar|arranhar) * (fiz|voltei|recai|aconteceu) (de novo|outra vez|dnv)?',
];

/** Wanting to disappear or stop existing. */
export const DISAPPEAR = [
  '(quero|queria|vontade de|so quero|so queria|poder) (sumir|sumi|desaparecer)',
  'quero sumir',
  '(sumir|desaparecer) (pra sempre|de vez|do mundo)',
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
  '(estou|to|sou|me sinto|sinto que estou|sinto que to) sobrando (no mundo|aqui|na vida|em tudo|na minha familia)',
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
  // Whether one is here or not makes no difference (a development first message, 0.90 from the classifier alone).
  '(nao|n) faz (diferenca|falta) (nenhuma )?(se|que) eu (estiver|esteja|estivesse|existir|existisse) (aqui|viv*|no mundo) ou nao',
  // "sem ele n tem pq eu continuar viva" (a development writer's, round 6): the classifier alone read it at 0.82.
  '(nao|n) (tem|ha|existe) (mais )?(porque|por que|pq|motivo|razao|sentido) (pra |para |de )?(eu )?(continuar|seguir|ficar) (viva|vivo|vivendo|nesse mundo|neste mundo)',
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
  '(tomar|ter|fazer|causar|provocar|tomei|vou ter) (uma )?overdose',
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
  '(quanto tempo|quantas horas|quantos dias|quantos minutos) (leva|demora|levaria|demoraria) (pra|para) (morrer|sangrar|eu morrer|alguem morrer)',
  '(quantidade|quanto|quantos|quantas|dose|qual dose) * (que|q|pra|para) (mata|matam|mataria|matar|e fatal|e letal)',
  '(tomar|tomo|tomasse|tomando) * (comprimidos|remedios|pilulas|cartelas|caixas|gotas) * (eu )?(morro|morreria|morre|apago)',
  '(juntei|estou juntando|tenho juntado|escondi) *(remedios|comprimidos|pilulas)',
];

/**
 * Questions that are harmless from a tourist but are the classic indirect means question after bad news
 * (docs/care.md, Suicide and self-harm: "perdi o emprego… quais as pontes mais altas de SP?"). They flag a message
 * only together with a sign of distress in it or in the recent history.
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
  // Rat poison (chumbinho), a common means in Brazil, is also bought for rats.
  '(veneno|chumbinho) (de|pra) rato',
];

/**
 * The means in hand, or a place in mind, after a hard moment (dialogue round 3: "a gente brigou, tô com a cartela de
 * remédio na mão"; "os pensamentos voltaram, tô pensando na passarela"). Unlike a means question, the classifier still
 * reads these messages alone; the hard moment, in the message or before it, flags them when it does not.
 */
export const MEANS_AT_HAND = [
  // "c" is "com" in chat ("to c a cartela de remedio da minha colega na mao": round 7 development).
  '(estou|to|tou) (com|c) (a|as|uma|o|os|um|essa|esse) (cartela*|caixa*|vidro*|pote*|frasco*|remedio*|comprimido*|faca|lamina*|gilete*|corda|arma|veneno|chumbinho) * * na mao',
  '(pensando|penso|pensei|pensar) (na|no|numa|num|em) (passarela|ponte|viaduto|trilho*|linha do trem|janela|predio|laje|terraco)',
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
  // An errand, a meal or an exam to be done tomorrow ("amanha vou fazer o bolo de fuba da receita dela", "amanhã vou
  // fazer o cateterismo no recife": round 9 development), not "amanhã eu vou fazer" said of dying. The object named
  // is what is done; "vou fazer uma besteira", "vou fazer o que planejei" name nothing here.
  '(vou|vo) fazer (o|a|os|as|um|uma|meu|minha|meus|minhas) (bolo|bolos|almoco|janta|jantar|comida|cafe|pao|receita|feira|compras|faxina|exame|exames|cirurgia|consulta|prova|provas|entrevista|inscricao|matricula|tatuagem|unha|unhas|cabelo|trabalho|tarefa|lista|curso|viagem|mudanca|festa|aniversario|cateterismo|biopsia|tomografia|ressonancia|ultrassom|endoscopia|colonoscopia|mamografia|quimio|quimioterapia|radioterapia|hemodialise|dialise|fisioterapia|terapia|tratamento|academia|treino|caminhada|exercicio|exercicios|respiracao|oracao|entrega|entregas|corrida|corridas|plantao|turno|hora extra|bico|bicos|colheita|ensaio|show|apresentacao|tese|relatorio|planilha|concurso|enem|vestibular|simulado|redacao|dever|licao|pre natal|vacina|doacao|cesarea|castracao)',
  // What Aria suggested, done on the way ("vlw, vou fazer isso no busao amanha": round 9 development).
  '(vou|vo) fazer isso (no|na|pelo|pela) (busao|onibus|metro|trem|caminho|intervalo|almoco|trabalho|escola|aula|servico|carro|uber|fila|banho|cama|hora de dormir)',
  // Laughter and toys in the migrants' languages and at play (round 9 probes' twins: "j'ai envie de mourir de rire",
  // "me dan ganas de morir de risa", "comprei uma pistola de água pro meu filho").
  '(mourir|mourrir|morir|morirme) de (rire|risa)',
  '(pistola|arma|revolver|espingarda) de (agua|brinquedo|espoleta|paintball|airsoft)',
  // "Even if it is the last thing I do" (round 8 probes: "vou matar esse bug nem que seja a última coisa que eu faço").
  'nem (que|q) seja a ultima coisa (que|q) eu (faca|faco|fizer|faça)',
  // The last goodbye at a funeral: "amanhã é o enterro, vou tentar ir nem que seja pra dar o último adeus" (round 7
  // development).
  '(enterro|velorio|sepultamento|cemiterio|caixao|missa de corpo presente) * * * (o )?ultimo adeus',
  '(pra|para|fomos|fui) (da|dar) o ultimo adeus',
  '(o )?ultimo adeus (a|ao|pra|pro|para) (ele|ela|meu|minha|vo|vovo|avo|tio|tia|pai|mae|amigo|amiga|irmao|irma) * * (no|na) (enterro|velorio|sepultamento|cemiterio)',
  // Cuts a company or a budget makes.
  '(empresa|firma|fabrica|loja|governo|prefeitura|escola|faculdade|diretoria|gerencia|chefia|setor|banco) * (fazendo|fez|faz|vai fazer|fazer|anunciou) (uns |mais |varios |muitos )?cortes',
  'cortes (de|no|na|nos|nas) (gastos|custos|orcamento|pessoal|funcionarios|verba|verbas|salario*|equipe|empresa|firma|setor|folha)',
  // A bill unpaid and the supply cut: "é a conta de luz, vai cortar amanhã" (a probe in the round-5 voices).
  '(luz|agua|energia|internet|gas|telefone|net|linha) * (cortar|cortou|cortaram|corta|cortam|cortada|cortado|corte)',
  '(cortar|cortou|cortaram|corta|cortam|vao cortar|vai cortar) (a|o|minha|meu)? (luz|agua|energia|internet|gas|telefone|net|linha)',
  '(morri|morro|morrendo|morrer|morto|morta|mortos|morre|morreu|morremos) de (rir|tanto rir|vergonha|fome|sono|calor|frio|saudade|saudades|medo|inveja|tedio|preguica|cansaco|curiosidade|ansiedade pra|amor|sede|alegria|felicidade)',
  '(me|te|nos|vai me|vai te) (mata|matou|matar|matando|mataram) de (rir|vergonha|susto|saudade|saudades|raiva|curiosidade|tanto rir|tedio|cansaco)',
  '(me|se) matar de (tanto )?(estudar|trabalhar|rir|correr|treinar|malhar|limpar|assistir|maratonar|jogar|ler|comer|dancar|cantar|arrumar|cozinhar|andar|caminhar|pedalar|nadar|chorar de rir)',
  'matar (a|as|essa|essas|minha|minhas)? (aula|aulas|saudade|saudades|fome|sede|tempo|curiosidade|vontade|charada|serie|trabalho)',
  '(matei|matando|mata|matamos|matar) (a|as)? (aula|aulas|saudade|saudades|fome|sede|tempo|curiosidade|vontade|charada)',
  'nao quero morrer',
  'nao aguento mais de (tanta )?(felicidade|alegria|emocao|orgulho|fofura)',
  'nao aguento mais (de rir|de tanto rir|esse calor|esse frio|essa chuva|esse transito|essa fila|esperar|de curiosidade|de ansiedade pra|de saudade de voce)',
  '(@@querer|vou) sumir com (essa|essas|esse|esses|minhas|meus|as|os|isso)',
  'overdose de (chocolate|doce|doces|serie|series|cafe|cafeina|trabalho|informacao|informacoes|fofura|amor|netflix)',
  '(veneno|remedio) (de|pra|que) *(barata|baratas|formiga|formigas|mosquito|mosquitos|cupim|pulga|pulgas|carrapato|praga|pragas|piolho|piolhos|verme|vermes|fungo|fungos)',
  'me jogar na (balada|pista|festa|vida)',
  'corda (pra|de) (pular|varal|violao|guitarra|roupa)',
  'testamento vital',
  '(me belisquei|me belisca) (pra|para) (ver se|acreditar)',
  'ja sei (onde|quando|como|o que) (eu )?vou (passar|viajar|comemorar|almocar|jantar|morar|estudar|trabalhar|comprar|dar|vestir|fazer no|fazer na)',
  '(no|na) (telhado|terraco|laje) (consertando|arrumando|limpando|pegando|tomando sol|vendo|instalando|estendendo|regando)',
  'sentir falta (desse|dessa|desses|dessas|do|da|dos|das) (sofa|carro|celular|casa|emprego|trabalho|cidade|onibus|frio|calor|chuva|roupa|movel|moveis|escola|apartamento)',
  '(me|te|nos) (mata|matar|matando|matou) de (tanto )?(trabalho|trabalhar|estudo|estudar|treino|treinar)',
  'me despedir (dos|das|do|da) (meus |minhas |meu |minha )?(colegas|colega|turma|professores|professor|professora|chefe|equipe|time|clientes|alunos|vizinhos)',
  'me (despedi|despedir|despedindo) (da|do|dos|das|de) * (no|na) (aeroporto|rodoviaria|estacao|festa|porta|escola|viagem|formatura|ferias)',
  '(vai|vao|ia|iria) me matar',
  '(sumir|desaparecer) (da|dessa|desse|do|de|pra|para) (uma )?(festa|reuniao|aula|ilha|praia|grupo|insta|instagram|rede|redes|trabalho|escola|casamento|viagem|faculdade|facul|academia|empresa|escritorio)',
  'nao (vou|vou mais|estarei) (mais )?(estar )?(aqui|por aqui|no grupo|online) (amanha |hoje |essa semana )?(vou|to|estou|estarei|porque vou) (viajar|viajando|de viagem|de ferias|sem internet|trabalhando|no hospital)',
  '(planejei|planejando|planejar|organizei|organizando) (tudo )?(pro|pra|para o|para a|da|do) (cha|festa|aniversario|casamento|viagem|churrasco|formatura|ferias|mudanca|evento|reuniao|jantar|surpresa)',
  '(dar|dou|vou dar|dei) (um )?fim (nessa|nesse|na|no|a|ao|nas|nos) (bagunca|sujeira|relacionamento|namoro|divida|dividas|problema|briga|projeto|assunto|armario|guarda roupa|baratas|ratos|formigas)',
  '(sem|nao tem|nao vejo) saida (vou ter|pra (esse|essa|minha|meu|o|a) (labirinto|jogo|fase|divida|dividas|problema|transito))',
  '(acabou pra mim|ja era) (zerei|perdi o|perdi a)',
  'adeus (dinheiro|salario|ferias|dieta|fim de semana|grana|ano|segunda|semana|mes|escola|faculdade|19*|20*)',
  '(ultimo|ultima) (dia|semana|vez|noite|aula) (no|na|do|da|de) (emprego|trabalho|aula|escola|ferias|faculdade|curso|estagio|viagem|praia|empresa|academia|restaurante|cidade)',
  '(ultima|ultimo) (vez|dia) (que|q) (eu )?(como|compro|venho|piso|bebo|pago|vou comer|vou comprar|vou pagar)',
  '(sem esperanca|nao tenho esperanca) (que|de que|q) (o|a|meu|minha) (time|onibus|jogo|governo|pais|chuva|chefe|professor|professora)',
  '(@cortar|@queimar|@arranhar|@machucar|@ferir|@ralar) (o|a|os|as|meu|minha|meus|minhas) (braco|mao|dedo|perna|joelho|pe|pulso|coxa|pele|bracos|maos|dedos|pernas) (no|na|num|numa) (forno|fogao|muro|porta|panela|ferro|chapa|cozinha|academia|rua|jogo|treino|trabalho|futebol|quintal|praia)',
  '(@cortar|@queimar|@arranhar|@machucar|@ferir|@ralar) (o|a|os|as|meu|minha|meus|minhas)? (braco|mao|dedo|perna|joelho|pe|pulso|coxa|pele|bracos|maos|dedos|pernas)? (fazendo|cozinhando|jogando|sem querer|trabalhando|limpando|abrindo|pedalando|correndo|caindo)',
  'me (cortei|queimei|machuquei) (cozinhando|fazendo|abrindo|no forno|no fogao|na panela|com (a|o) (faca|papel|forno|ferro|panela)|jogando|na academia)',
  '(remedio|remedios|comprimido) (pra|para|de) (dormir|insonia|ansiedade|gripe|dor|febre|pressao|enxaqueca|azia|alergia|tosse|colica|garganta|estomago|diabetes|cabeca)',
  // Kinds of phrasing the blind writers a and b found missing (2026-11-24, ADR 016).
  '(e|eh|ta|vai ser) o fim do mundo',
  'experiencia * da minha existencia',
  'se (o|a) * (cair|perder|ganhar) * eu morro',
  // An exam's hyperbole (dialogue round 3: "amanhã é o enem... se eu não passar eu morro").
  '(se|caso) eu (nao passar|reprovar|rodar|for mal|zerar|nao for bem|tirar nota baixa) * (eu )?(morro|to morta|to morto)',
  // Idioms the blind writers wrote.
  '(sumir|desaparecer|enfiar a cara) (de|da) (vergonha|cansaco|raiva)',
  '(sumir|desaparecer) (era|foi|e) de (vergonha|cansaco|raiva)',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  'matar do coracao',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  'e de se matar',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  '(sumir|desaparecer) * de vergonha',
  '(desisto|desisti) (desse|dessa|deste|desta|do|da|de) (time|jogo|dieta|curso|materia|ideia|projeto|namoro|wifi|lutar com)',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  'prefiro morrer (do que|que|a) (passar|ir|comer|voltar|ouvir|ver|pegar|trabalhar|estudar)',
  '(ta|vai|querendo|quer) me levar (pro|para o) tumulo',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  '(me mata|me matando) (todo|toda) (domingo|dia|semana|jogo|rodada)',
  'marcas (sao|e) do (gato|cachorro)',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  'me mato de (trabalhar|estudar|rir|tanto|treinar|limpar|assistir|maratonar|jogar|ler|comer|dancar|cantar|arrumar|cozinhar|andar|caminhar|pedalar|nadar)',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  '(foi|e|ta|esta) de (querer morrer|matar)',
  'desisto (da|do) (humanidade|mundo|transito|uber|ser humano)',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 019).
  'nadei (nadei )?e morri na praia',
  // The words of crisis kept to one place, one task or one thing (found walking the chat, dialogue round 4).
  'desisto de entender (minha|meu|a|o|as|os|essa|esse|ele|ela|eles|elas)',
  '(sumir|desaparecer) (uns|por uns|umas|por umas|um|por um)? (dias|dia|semana|semanas|tempo)? (pra|para|na|no) (praia|roca|sitio|interior|fazenda|mato|campo|serra|chacara)',
  '(eu )?so atrapalho (na|no) (cozinha|jogo|time|trabalho|treino|aula|danca|festa|reuniao|obra)',
  'peso morto (na|no) (academia|time|jogo|equipe|trabalho|grupo|trilha|corrida|treino)',
  'nao tenho (mais )?motivo (pra|para) (ir|voltar|participar|continuar) (nesse|nessa|no|na|naquele|naquela|pra essa|pro|pra)',
  '(quero|queria) dormir (pra|para) sempre (nesse|nessa|no|na|neste|nesta) (feriado|fim de semana|ferias|domingo|sabado|folga)',
  'nao vejo futuro (pra|para|nesse|nessa|no|na|pro) (esse|essa|o|a)? (time|governo|pais|empresa|projeto|jogo|campeonato|partido)',
  '(pedi|peco|pedindo|pedir|rezo|rezando|oro|orando) (pra|a|para) deus (me dar|que me de|me de|que me da) (forca|forcas|paciencia|sabedoria|saude|luz|calma|coragem)',
  '(nao vou|nao vai) aguentar esperar',
  'nao sirvo (pra|para) nada (na|no) (cozinha|futebol|jogo|danca|matematica|volei|bola)',
  'me apagar (do|da|dos|das) (grupo|grupos|foto|fotos|lista|insta|instagram|rede|redes|sistema|cadastro)',
  // Tired of living a certain way ("cansada de viver tomando remédio", "cansado de viver correndo"), not of living.
  '(cansei|cansad*|farto|farta) de viver (tomando|correndo|trabalhando|pagando|limpando|dependendo|apagando|sem dinheiro|de aluguel|na correria|assim de)',
  // Something that yields nothing any more ("o peixe não dá mais nada", "a roça não dá mais"), not the person.
  '(peixe|roca|lavoura|loja|negocio|venda|vendas|salario|dinheiro|terra|colheita|plantacao) (nao|n) (da|rende|paga) mais',
  // Heartbreak said with a cut ("toda mamada ela golfa tudo e chora, me corta o coração": round 6 blind ordinary).
  '(me )?(corta|cortou|cortando|partiu|parte|partindo) o (meu )?coracao',
  // An accident at home, said as one ("me queimei de novo no fogão kkk"), not the self-harm "me queimei de novo".
  'me (queimei|machuquei|cortei|arranhei|bati) (de novo |outra vez |dnv )?(no|na|com o|com a|numa|num) (fogao|forno|panela|ferro|quina|mesa|porta|armario|cama|moto|bicicleta|bike|chapa|oleo|agua quente|faca|tesoura|gato|gata|cachorro|cachorra|espinho|prego|lata|vidro|cozinha|obra|trabalho)',
  // The last time one saw someone, told as past ("a última vez q vi meu filho foi no natal": round 6 probes), not a
  // farewell's "última vez".
  '(a )?ultima vez (que|q) (eu )?(vi|falei com|conversei com|encontrei|visitei|abracei|liguei pra|liguei para) * (foi|era|tinha)',
];

/**
 * A relapse, and what into: drinking, drugs or betting named anywhere in the message make "recaí" that relapse
 * ("recaí ontem, bebi de novo depois de 6 meses": round 6 probes), not the relapse into cutting SELF_HARM_MORE reads.
 * Whole-message, since the two are often told in two clauses.
 */
export const RELAPSE = ['(recai|recaida|recaidas|recaiu|recair)'];
export const RELAPSE_INTO_HABIT = [
  '(bebi|bebendo|beber|bebida|bebidas|alcool|cachaca|cerveja|pinga|vodka|droga|drogas|crack|cocaina|maconha|apostei|apostar|aposta|apostas|bet|bets|tigrinho|cassino|cheirei|ressaca|sobriedade|sobrio|sobria)',
  // Not "usei" or "fumei" alone: "tive recaída, usei a lâmina do apontador" is the relapse into cutting.
  '(usei|usar|usando|fumei|fumar|fumando) (de novo )?(droga|drogas|crack|pedra|cocaina|po|maconha|baseado|beck|lsd|bala|md)',
  '(joguei|jogar|jogando) (no|na|nas|nos) (tigrinho|bet|bets|cassino|jogo|aposta|apostas|maquininha|bicho)',
  '(reuniao|reunioes|grupo) (do|dos|de) (aa|na|alcoolicos|narcoticos|jogadores)',
  // Days clean counted, as people in recovery write them ("recaí ontem. 7 meses limpa e joguei tudo fora": round 9
  // development).
  '(dia|dias|semana|semanas|mes|meses|ano|anos) (limpo|limpa|limpos|limpas|sem usar|sem beber|sobrio|sobria)',
  '(caps ad|capsad|narcoticos anonimos|alcoolicos anonimos|fissura)',
  // "Recaí. Usei ontem… 90 dias jogado fora e o pessoal do NA vai saber" (round 10 development): using told with
  // its day, the group named. "Usei a lâmina" names what was used and stays a relapse into cutting.
  '(usei|usou|usamos) (ontem|hoje|hj|anteontem|de novo|dnv|no fim de semana|sabado|domingo|a noite|de noite)',
  '(pessoal|grupo|padrinho|madrinha|reuniao) (do|da|de) (na|aa)',
];

/**
 * Look-alikes blanked for the phrase lists only, as RELAPSE is: the classifier keeps learning from the words as they
 * are, so its cross-validated figures do not move with them.
 */
/**
 * Not going back to a place ("to pensando em n ir mais na escola", after being outed to the class: round 7 walk),
 * which the classifier read at 0.97 as the wish not to go on. Blanked for the classifier at reading time only
 * (detector.ts): blanked in training too, it moved the cross-validated threshold and false alarms.
 */
export const PLACES_LEFT = [
  '(nao|nem) (ir|voltar|vou|volto|quero ir|quero voltar|queria ir|queria voltar|pisar) (mais )?(la )?(na|no|pra|pro|a|ao|nessa|nesse|naquela|naquele) (escola|colegio|aula|aulas|faculdade|facul|trabalho|servico|emprego|igreja|culto|terreiro|academia|curso|cursinho|treino|estagio|firma|empresa|obra|grupo|festa|casa d*)',
];

export const RULES_LOOK_ALIKES = [
  // The last message received from someone ("a última mensagem pessoal que recebi… foi em março": a lonely autistic
  // adult counting, round 10 development), not one's own last message.
  '(ultima|ultimo) (mensagem|msg) * (que|q) (eu )?(recebi|me mandaram|chegou|me mandou)',
  // A break wished for, said to be short ("queria sumir desse hospital um pouco, só um dia de folga", "só queria
  // desaparecer um pouco, ficar sem celular": round 6 probes, carers and emergency workers).
  '(sumir|desaparecer) (daqui |desse |dessa |deste |desta |do |da )?(hospital |lugar |plantao |cidade |casa |emprego |trabalho )?(um pouco|um pouquinho|uns dias|por uns dias|uma semana|um fim de semana|umas horas|por umas horas|um dia)',
  // The hour of a natural death, asked to come gently ("queria que Deus me levasse dormindo quando chegar a hora,
  // sem sofrer": an older person, round 6 probes), not a wish to die now.
  '(deus|jesus|o senhor) me (leve|levasse|levar|leva) * quando (chegar|for|vier) (a )?(minha )?hora',
  // A goodbye for today, said with the return in it ("adeus aria kkk até amanhã", "me despeço por hoje, obrigada":
  // round 6 probes of goodbyes), not a farewell.
  '(adeus|tchau|tchauzinho|me despeco|me despedindo) * (ate amanha|ate mais|ate logo|ate depois|ate a proxima|ate semana que vem|amanha (eu )?volto)',
  'me (despeco|despedindo) (por hoje|por agora|por aqui|por enquanto|ate amanha)',
  // Asking Aria whether it remembers the writer, on coming back ("oi de novo, lembra de mim? a do terreiro": round 7
  // blind ordinary messages), not a farewell's "lembra de mim".
  '(oi|ola|oie|e ai|eai|sou eu|de novo|voltei|aria) * (voce |vc )?(se )?lembra de mim',
  '(voce|vc) (se )?lembra de mim',
  // Leaving social media for a while ("quero sumir das redes sociais uns tempos, nao quero ver foto dela": round 9
  // development, after a breakup).
  '(sumir|desaparecer|sair) (das|da|do) (redes|rede social|redes sociais|internet|insta|instagram|facebook|face|zap|whatsapp|grupo|grupos|tiktok|twitter)',
];

/**
 * Denials of the words of crisis ("não vou me matar", "nunca me cortei"), blanked like idioms. The verbs are
 * listed rather than left to a gap, so "não sei, quero sumir" keeps its "quero sumir". "Não quero mais viver"
 * and "não aguento mais" are among the twelve phrases and stay flagged whatever comes before them.
 */
export const DENIALS = [
  'nao (vou fazer|tenho) (nenhum|nenhuma) (besteira|plano|intencao)',
  'nao (e|eh) (uma )?despedida',
  '(nao|nunca|jamais) (@@pensar|@@querer|@@fazer|@@ir|@@desejar|estou pensando|estou|tenho|tenho vontade|tenho intencao|sou|me)? (em|de)? (me matar|suicid*|pensamentos suicidas|me cortei|me machuquei|me feri|me queimei|me corto|me cortar|me machuco|me machucar|me ferir|sumir|desistir|desisti|me despedir|morrer|a morte|morte|um peso|um fardo)',
  // Kinds of phrasing the blind writers a and b found missing (2026-11-24, ADR 016).
  '(nao|n|nem|nunca|jamais) (@@pensar|penso|pensei|tenho vontade|quero|vou) (em|de)? (acabar com (a minha|minha) vida|tirar (a minha|minha|a) vida|me machucar|me cortar)',
  'nem vou me (machucar|cortar|matar)',
  // "Não vou fazer isso hoje, minha filha tá aqui": the answer that the person will not act (dialogue round 3).
  '(nao|n|nem) vou fazer (isso|nada|besteira|nenhuma besteira) *(hoje|hj|agora)?',
  '(nao|n|nem|nunca) (estou |to |tou |ando )?(pensando|penso|pensei) (em )?(fazer )?(besteira|bobagem|nenhuma besteira|nenhuma bobagem)',
  '(nada a ver|nao tem nada a ver) com (me matar|morrer|suicidio|querer morrer|me machucar)',
  'nao (e|era) (vontade de morrer|de morrer|querer morrer|isso de morrer)',
  'nao de morrer',
  '(era|e|foi) de (vergonha|cansaco|raiva|brincadeira)',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  // Past or "só": "não é piada" says the opposite.
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  '(achando|acha|pensando|pensa) (que|q) eu vou me matar',
  'longe de mim',
  '(vontade de morrer|pensamento suicida|pensamentos suicidas) (eu )?(nao|nunca) (tenho|tive)',
  'ninguem vai se matar',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  '(nao|nunca) (quero dizer|significa|quer dizer) (que )?(quero morrer|penso em (me matar|morrer|suicidio))',
  '(nenhuma|sem) intencao de (acabar|me matar|tirar|me machucar|morrer)',
  'se penso em suicidio nao',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  'nao (to|estou|tou) (querendo|pensando em) (me matar|morrer|sumir|me machucar)',
  '(era|e|foi) (so|apenas) de (vergonha|cansaco|raiva)',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  'nao (to|estou) falando (de|em) (me matar|morrer|suicidio|me machucar)',
  'nao tenho (nenhum )?plano (nenhum )?de (acabar|me matar|morrer|tirar)',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  '(nem|nunca|nao) (me )?(passa|passou) pela (minha )?cabeca (fazer mal a mim|me matar|me suicidar|suicidio|em suicidio|morrer|tirar (a|minha|a minha) vida|acabar com (tudo|a minha vida|minha vida)|me machucar|me cortar|me ferir|sumir|nisso)',
  'nada de (pensar em )?(me matar|me suicidar|suicidio|em suicidio|morrer|tirar (a|minha|a minha) vida|acabar com (tudo|a minha vida|minha vida)|me machucar|me cortar|me ferir|sumir|nisso)',
  'nao ao ponto de (querer )?(me matar|me suicidar|suicidio|em suicidio|morrer|tirar (a|minha|a minha) vida|acabar com (tudo|a minha vida|minha vida)|me machucar|me cortar|me ferir|sumir|nisso)',
  'nem pensar em (me matar|me suicidar|suicidio|em suicidio|morrer|tirar (a|minha|a minha) vida|acabar com (tudo|a minha vida|minha vida)|me machucar|me cortar|me ferir|sumir|nisso)',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  'nada disso de (me matar|me suicidar|suicidio|em suicidio|morrer|tirar (a|minha|a minha) vida|acabar com (tudo|a minha vida|minha vida)|me machucar|me cortar|me ferir|sumir|nisso)',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  '(nao tenho|sem|zero) (nenhum |nenhuma )?(pensamento|vontade|plano|intencao) (de|em) (me matar|me suicidar|suicidio|em suicidio|morrer|tirar (a|minha|a minha) vida|acabar com (tudo|a minha vida|minha vida)|me machucar|me cortar|me ferir|sumir|nisso|desistir da vida)',
  // Denials the blind writers wrote.
  '(nao tenho|sem|zero) (nenhum |nenhuma )?(pensamento|pensamentos) de (morte|morrer|suicidio)( nenhum)?',
  '(yo )?no quiero morir',
  '(nao|nunca) (corto|me corto|cortei|me cortei|machuco|me machuco) (meu|o|a|minha)? (braco|pulso|perna)? (nem nada)?',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  '(nao tenho|sem) (intencao|vontade|plano) (nenhum|nenhuma) de (me matar|me suicidar|suicidio|em suicidio|morrer|morte|tirar (a|minha|a minha) vida|acabar com (tudo|a minha vida|minha vida)|me machucar|me cortar|me ferir|sumir|nisso|desistir da vida)',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  '(nao tenho|sem|zero) (nenhum |nenhuma )?(ideia|ideias|ideacao|pensamento|pensamentos) suicida*',
];

/**
 * Talk about someone else, a book, a film or the news: a list phrase in the same clause is not the person saying
 * it now, so it flags only with SELF_NOW in the message (the classifier still reads the whole message, and the
 * twelve phrases flag regardless). Clause by clause, so "minha mãe nem fala comigo, tô pensando em dar um fim
 * nisso" is still read for its second clause.
 */
export const OTHER_SUBJECT = [
  '(filme|filmes|serie|novela|livro|reportagem|materia|noticia|noticiario|jornal|documentario|podcast|palestra|episodio|personagem|anime|game|letra|musica|meme|video|tiktok|tcc|protocolo|prevencao|campanha|setembro amarelo|numero de)',
  // "jogo" as a game, with a word before it: "eu me jogo da ponte" is the verb (round 7 development).
  '(o|um|no|do|meu|esse|nesse|num|pro|ao|cada|ultimo|novo|desse|daquele|aquele|esse|um|tipo|de) jogo',
  '(minha|meu|um|uma|o|a) (amiga|amigo|irmao|irma|mae|pai|primo|prima|tio|tia|filho|filha|colega|vizinho|vizinha|aluno|aluna|paciente|namorado|namorada|marido|esposa|ator|atriz|cantora|cantor|menino|menina|vilao|cara|chefe|avo|vou|sobrinho|sobrinha|cunhado|cunhada|sogra|sogro) *(sempre |vive |ja |nem |tambem )?(disse|diz|dizendo|falou|fala|falando|ta|esta|tentou|se|relatou|quer|queria|mandou|postou|morreu|tem|teve|anda|andou|contou|conta|pensa|pensou|sente|sentia|fez|faz|ficou|fica|escreveu|acha|achava)',
  'alguem (que|com|q) (diz|fala|tentou|tenta|pensa|pensou|quer|queria|ta|esta|se|tem|teve|perdeu|sofre)',
  '(ele|ela|eles|elas) (sempre |vive |ja |ainda |tambem )?(falou|falaram|disse|disseram|diz|dizem|fala|falam|tentou|tentaram|quer|queria|pensa|pensou|tem|teve|contou)',
  '(lendo|li|assisti|assistindo|ouvindo|ouvi|estudando|estudei) (o|a|os|as|um|uma|sobre|esse|essa|aquele|aquela)',
  '(fala|falam|falava|trata|tratam|aborda|abordou|abordam|retrata|mostra|mostrou) (muito |mt |bastante )?(de|do|da|sobre)',
  // Kinds of phrasing the blind writers a and b found missing (2026-11-24, ADR 016).
  // "Se" is the third person only in the progressive: "tô pensando em se matar" is how many say the first.
  '(ta|esta|anda) se (cortando|machucando|ferindo|matando)',
  '(um|uma|o|a) (mano|mina|parceiro|parceira|senhora|senhor|moca|moco|rapaz|garota|garoto|crianca|pessoa|conhecido|conhecida|paciente|cliente|streamer|youtuber|influencer) (da|do|de|que|q|ta|esta|disse|falou)',
  '(amigo|amiga|irmao|irma|colega|vizinho|vizinha|sobrinho|sobrinha|primo|prima|filho|filha|pai|mae|painho|mainha|marido|esposa) (dele|dela|gay|mais novo|mais nova|mais velho|mais velha|do trabalho|da escola|da facul|de infancia)',
  'como (eu )?(ajudo|ajudar|abordo|abordar|percebo|perceber|falo com|lido com|converso com) (ela|ele|alguem|uma pessoa|meu|minha|isso)',
  '(o que|o q) (eu )?(faco|devo fazer|posso fazer) (pra|para) (ajudar|ela|ele)',
  'devo (contar|chamar|falar|avisar|ligar)',
  'preocupad* com (ele|ela|meu|minha|o|a|um|uma)',
  'ajuda (pra|para) ajudar',
  // Third persons the blind writers wrote and the lists above missed.
  '(no|na|nos|nas) (braco|bracos|pulso|pulsos|perna|pernas|coxa|coxas|corpo|pele|caderno|quarto) (dele|dela)',
  'alguem (ta|esta|pensa|pensando|quer|queira|fala|falando)',
  '(falando|fala|falou|disse|diz|dizendo|ameacou|ameaca|ameacando) (que|q) (vai|ia) se (matar|suicidar|jogar|enforcar|cortar|machucar)',
  // Speech only: "tô pensando em se matar" is how many say the first person.
  '(falando|fala|falou|falava|disse|diz|dizendo) em se (matar|suicidar|jogar|enforcar|cortar|machucar)',
  'a hora (dele|dela)',
  // Third persons and media the blind writers wrote.
  'me (contou|disse|falou|confessou) (que|q) (tem|pensa|ta|esta|quer|vai|ja|se)',
  '(cena|cenas|trigger warning|gatilho) (de|do|da)? (suicidio|autolesao|automutilacao|morte)?',
  // Third persons the blind writers wrote.
  '(fala|falou|disse|diz|dizendo|falando|repete|chorou dizendo) (que|q) (ja|quer|queria|vai|nao|so|ta) (morrer|sumir|se matar|viveu demais|ir logo|ir embora)',
  'se (machuca|corta|fere|queima|mutila|cortou|machucou|matou|suicidou|enforcou)',
  'tentou se (matar|suicidar|enforcar|jogar|cortar)',
  'vai se (matar|suicidar|enforcar)',
  // Third persons in the careful writing of writer f.
  '(uma|um) (paciente|funcionario|funcionaria|orientanda|orientando|aluno|aluna|colega|cliente|estagiario|estagiaria|conhecida|conhecido)',
  'me (confidenciou|escreveu dizendo|escreveu|disse na consulta|disse que|confessou|mandou mensagem)',
  'anda dizendo',
  '(dizendo|disse|diz|falou|escreveu) (que|q) (seria|nao ve|vai dar|tem pensado|pensa|se nao)',
  '(seus|suas) (pertences|coisas|remedios|joias)',
  'comecou a (dar|falar|doar|se despedir)',
  'mandou (um|uma) (e mail|email|mensagem|carta|bilhete) de despedida',
  '(melhor amiga|melhor amigo) (sofre|tem|me|esta|anda)',
  // More third persons, from writer k.
  '(uma|um) (menina|menino|garota|garoto|mina|mano) (do|da|de|que|q|postou|escreveu|falou|disse)',
  '(postou|escreveu|publicou|mandou) (que|q|no|na) * (ia|vai|queria|quer) (se matar|sumir|morrer)',
  '(postou|escreveu|mandou) (no|na|um|uma) (story|stories|status|caderno|grupo|foto)',
  // More third persons, from writer l.
  'tenta se (matar|suicidar|enforcar|jogar|cortar)',
  '(falou|disse|diz|fala|falando|dizendo) (que|q) (as vezes )?(vai|ia|pensa em|queria|quer) (acabar com tudo|se matar|sumir|dar um fim|morrer)',
  'sentir falta (dele|dela|deles|delas)',
  // More third persons, from writers i and j.
  '(minha|meu) (paciente|cliente|aluno|aluna)',
  'pensa em se (matar|suicidar|enforcar|jogar|cortar)',
  // More third persons, from writer n.
  'mandou (msg|mensagem|um audio|audio) dizendo',
  '(falou|disse|contou) (que|q) tem (um )?plano',
  'plano (pra|para|de) se (matar|suicidar)',
  // More third persons and media, from writer m.
  '(escrevia|escreve|cantava|canta|escreveu|cantou) sobre',
  '(dizer|dizendo|disse|falar|falou) (que|q) (ia|vai) (acabar com tudo|se matar|sumir|dar um fim|morrer)',
  '(que|q) (ta|esta) pensando em (suicidio|se matar|morrer)',
  // More third persons and books, from writers o and p.
  '(biografia|poema|poeta|romance|conto|autora|autor|escritora|escritor)',
  '(falou|disse|diz|fala) (que|q) ia (tomar|pular|se)',
  // More third persons and texts, from writers q and r.
  '(sermao|pregacao|profeta|passagem|biblia|versiculo|salmo)',
  'pensa em (pular|se jogar|se matar|sumir|morrer)',
  '(disse|diz|falou|fala) (que|q) ninguem',
  // More third persons, from writers u and v.
  '(comentou|postou|escreveu) (na|no|em) * (q|que) (ia|vai) se',
  '(um|uma) (seguidor|seguidora)',
  '(cama|gaveta|quarto|mochila|celular|diario) (dele|dela)',
  'colega de quarto',
  '(dizendo|diz|disse) (q|que) (e|eh) um (peso|fardo)',
  '(filha|filho|sobrinha|sobrinho|aluna|aluno) de (1*|2*|3*|4*|5*|6*|7*|8*|9*) anos',
  'artigo',
];

/**
 * A crisis long past, or the person saying it is not there now ("era força de expressão", "não tô em risco"):
 * read over the whole message, since the recovery or the correction usually comes in its own clause ("já quis
 * morrer, hoje estou bem"). SELF_NOW outweighs it. Not blanked like DENIALS: blanking would hide it from this
 * check.
 */
export const PAST_CONTEXT = [
  '(hoje|agora|hj) (em dia )?(eu )?(estou|to|tou|sou|me sinto|vivo|fico|ando) (muito |bem )?(bem|feliz|melhor|curad*|em paz|otim*|saudavel|estavel|tranquil*|outra pessoa|grat*|firme)',
  'sai da (depressao|vontade de morrer|crise|fase)',
  '(a|minha) vida (melhorou|mudou|esta melhor|e boa|ficou melhor)',
  '(hoje|agora|hj) (em dia )?(eu )?(tenho (1*|2*|3*|4*|5*|6*|7*|8*|9*)|tenho * anos|amo|faco terapia|me trato|trabalho|ajudo|acordo com vontade|escrevo|cuido|nao (tenho|sinto|penso) mais|sei que|vejo que|agradeco)',
  '(no passado|anos atras|ano passado|teve uma epoca|naquela epoca|crise antiga|ainda bem)',
  'faz (tempo|um ano|1|2|3|4|5|6|7|8|9|10) (anos |meses )?(que|q) nao',
  'faz mais de * (anos|meses) (que|q) (nao|eu nao)',
  'faz (tempo|um ano|1*|2*|3*|4*|5*|6*|7*|8*|9*|dois|tres|quatro|cinco|seis|sete|oito|nove|dez) (anos |meses )?(que|q) (eu )?(parei|larguei|superei)',
  '(reaprendendo|to curad*|estou curad*|sobrevivi|ja passei)',
  '(nunca mais pensei|depois do tratamento|depois que comecei|mas recomecei|mas encontrei)',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  'consigo falar (disso|sobre isso) com (tranquilidade|calma|leveza)',
  '(estou|to) bem e acompanhad*',
  '(ter|tendo) sobrevivido',
  'voltei a ter (gosto|vontade|prazer|alegria)',
  'encerramos o tratamento',
  '(aquilo|isso) passou (para|pra) mim',
  'com ternura',
  'foram decisivos',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  '(vontade de morrer|pensamentos|ideacao|vontade de sumir) (que eu tinha )?(passou|sumiu|acabou|foi embora)',
  'foi ha (muito tempo|anos|muitos anos)',
  'nem penso mais nisso',
  '(anos|meses) limp(o|a)',
  '(que bom|ainda bem) (que|q) (aquela|aquele|eu) * aguentou',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  'forca de expressao',
  'modo de (falar|dizer)',
  'a resposta (sincera |honesta )?e nao',
  'a ultima vez (que|q) (me cortei|pensei|tentei|quis) * foi (em|ha)',
  // Corrections: what was said is not a crisis now (writers f, i, j, k, m).
  'quero viver (muito|bastante|ainda|mais)',
  '(era|foi) (so )?(ironia|zoeira|piada|brincadeira|meme)',
  'e so (ironia|zoeira|piada|brincadeira|meme)',
  '(modo|forma|jeito|maneira) de (falar|dizer)',
  'nao (to|estou) em risco',
  'eu disse (que|q) nao',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  'nao e (de )?(morrer|me matar|suicidio)',
  '(a )?fase (ruim |dificil )?passou',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  'ficou (pra|para) tras',
  '(nao e|nao tem) (pensamento de morte|nada disso)',
  '(se|si) eu penso em (suicidio|me matar|morrer) nao',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 019).
  '(ano|anos|mes|meses|dias) (sem|limpo de|limpa de|longe de) (me cortar|me machucar|beber|pensamentos)',
  '(pensamentos|vontade|ideias) (de morte |de acabar com tudo |suicidas )?(foram embora|sumiram|passaram|acabaram)',
  '(foram embora|sumiram|passaram) (aqueles|os|esses) pensamentos',
  '(dias|meses|anos) sobri*',
  'minha historia continuou',
  '(falei|disse|respondi) (a verdade )?(que )?nao',
  'nao tenho mais (aqueles |esses |os )?pensamentos',
  'nunca mais (tive|senti) (ideacao|vontade|pensamentos)',
  'a vontade de viver voltou',
  '(era|foi) (da|do|de) (prova|trabalho|transito|time|jogo)',
  'nao e nada (grave|serio)',
];

/**
 * A past told as past ("já", "quando eu tinha 15 anos", "aos 17") is a crisis long past only with the present
 * after it (RECOVERED_NOW): "já tentei uma vez, hoje sou psicóloga".
 */
export const PAST_MARKER = [
  '(ja (quis|tive|fui|pensei|tentei|passei|estive|me cortei|pensava|queria|escrevi|fiz|desejei)|antes|na adolescencia|na epoca|teve uma epoca|uma epoca|uma fase|uma vez|naquela epoca|eu tinha|lembro de quando|foi em|pela primeira vez|voltei a sentir|houve um tempo|tinha uma epoca|eu era|eu achava|eu pensava)',
  'quando (eu )?(era|tinha|estava|morava|estudava)',
  '(com|aos) (1*|2*|3*|4*|5*|6*|7*|8*|9*)',
  // Kinds of phrasing the blind writers a and b found missing (2026-11-24, ADR 016).
  'em (19*|20*)',
  'faz (1|2|3|4|5|6|7|8|9|10|um|dois|tres|quatro|cinco|seis|sete|oito|nove|dez|muitos) (anos|meses)',
  'ja (tive|fui|passei|pensei|quis|tentei|estive)',
  'passei (pela|por) (pior|uma|fase|isso)',
  'depois de (anos|meses|muito tempo)',
  '(olho|olhando) (pra|para) tras',
  '(lembro|lembrando) (de|que|q)',
  'ha (muitos )?anos',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  'de (19*|20*)',
  '(meu|o) pior momento foi',
  'quando (meu|minha|cheguei|perdi|fiquei|fui|rodei|sai|descobri)',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  'ha (um|uma|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|muitos|alguns|1*|2*|3*|4*|5*|6*|7*|8*|9*) (anos|meses)',
  'durante (a|o|toda a|todo o) (adolescencia|doutorado|faculdade|gravidez|pandemia|mestrado|infancia|juventude)',
  'tive (depressao|um periodo|uma fase|uma crise)',
  'cheguei a (desejar|pensar|querer|planejar|tentar)',
  '(fui|era) (uma|um) (adolescente|crianca|jovem|menina|menino) (que|q)',
  'um dia (vi|senti|pensei)',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  'um dia (quis|tentei|pensei|queria)',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  'pensava (em|que|q)',
  'no (fundamental|ensino medio|colegio)',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  'ja fui (aquela|aquele|uma|um)',
  'lembro quando',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  'diario antigo',
  '(passei|passava) (por|as|pela)',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  'tive (pensamentos|ideacao|vontade)',
  'meu eu de',
  'antes eu',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 019).
  'antigamente',
  // Dialogue round 3: "queria sumir naquela hora, mas já passou".
  'naquela (hora|noite|hr|momento)',
  'eu (q|que) passava',
  'faz (um|1) (ano|mes)',
];
export const RECOVERED_NOW = [
  '(hoje|hj|agora) (em dia )?(eu )?(estou|sou|me sinto|vivo) (muito |bem )?(bem|feliz|melhor|curad*|em paz|otim*|saudavel|estavel|tranquil*|outra pessoa|grat*|casad*|mae|pai|psicolog*|formad*|em outra fase)',
  '(hoje|hj|agora) (em dia )?(eu )?(tenho (1*|2*|3*|4*|5*|6*|7*|8*|9*)|tenho * anos|tenho (uma|um) (familia|filho|filha|vida|emprego|trabalho)|tenho planos|amo (minha vida|viver|a vida)|faco terapia|me trato|me cuido|cuido de mim|ajudo (outras|outros)|acordo com vontade|vejo (sentido|saida|futuro)|recomecei|superei|nao (tenho|sinto|penso) mais)',
  '(a terapia|o tratamento|o remedio|a ajuda) (mudou|salvou|me salvou|me ajudou)',
  '(mas|que bom que|gracas a deus) (isso |ja |tudo )?(passou|superei)',
  '(passou|melhorou|superei|sai dessa) com (o |a )?(tratamento|terapia|ajuda|remedio|tempo)',
  'fico feliz (de|por) ter (ficado|sobrevivido|pedido ajuda|procurado ajuda|continuado)',
  'ainda bem (que|q) (procurei|pedi|busquei|fui|tive|sai)',
  // Kinds of phrasing the blind writers a and b found missing (2026-11-24, ADR 016).
  '(hoje|hj|agora) (em dia )?(gracas a deus )?(eu )?(to|estou|tou|sou) (bem|firme|otim*|tranquil*|feliz|vivendo|melhor|curtindo|outra)',
  'mas passou',
  '(mas )?ja passou',
  'melhorei (muito|bastante)',
  '(me|nos) (salvou|salvaram|salvaram a minha vida|tirou dessa)',
  'sai (dela|dessa|disso|do fundo)',
  'vida nova',
  '(hoje|hj|agora) (eu )?sei (reconhecer|pedir|lidar)',
  '(to|estou|tou) (bem|tranquil*) de verdade',
  'to tranquil*',
  'me deu alta',
  'testemunho',
  'fico feliz (que|q|de) (nao|n) (fiz|ter feito)',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  '(hoje|hj|agora) com (1*|2*|3*|4*|5*|6*|7*|8*|9*)',
  'faz (tempo|anos|meses) (que|q) (isso )?(passou|acabou|parou)',
  '(to|estou) (otim*|otima|bem demais)',
  'alivio de (ainda )?estar (aqui|viv*)',
  '(que|q) melhora',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  'parei de me (cortar|machucar|ferir)',
  '(to|estou) (em paz|orgulhos*|limpo|limpa|casad*)',
  'reconstruindo',
  '(hoje|hj) tenho (minha|meu|uma|um) (terapeuta|psicolog*|psiquiatra|tratamento|marido|esposa|namorad*|familia|filho|filha|bebe)',
  '(isso|aquilo) passa',
  '(to|estou) me sentindo (bem |muito )?melhor',
  'outra epoca',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  'de onde (eu )?sai',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  '(hoje|hj) (eu )?(curto|amo|gosto de) viver',
  '(to|estou) (em tratamento|estavel)',
  'superei (aquela|essa|a) (epoca|fase)',
  '(aprendi|entendi) (na|com a) terapia',
  'to (aqui )?firme',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  'e (to|estou) (bem|feliz|em paz)',
  '(hoje|hj|agora) (eu )?quero viver',
  '(anos|meses|dias) sem (beber|usar|me cortar|fumar|jogar|recair)',
  'nem acredito (que|q) (um dia|ja|eu)',
  '(hoje|hj) (eu )?(faco|dou) (palestras|palestra|trabalho voluntario|voluntariado)',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  '(hoje|hj) (to|estou) com (1*|2*|3*|4*|5*|6*|7*|8*|9*)',
  '(hoje|hj) durmo (em paz|bem)',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  'nao penso mais assim',
  '(to|estou|tive|recebi) (de )?alta',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  'feliz (de|por) ter saido',
  '(ano|mes|anos|meses) sem (beber|usar|me cortar|fumar|jogar|recair|me machucar)',
  '(me )?(tiraram|tirou) (dela|dessa|disso|de la)',
  'sob controle',
  '(pensamentos|vontade|ideias) (sumiram|sumiu|passaram|passou)',
  '(anos|meses) de (sobriedade|tratamento|terapia)',
  'nao sinto mais vontade',
  'demorou mas sai',
  'nem parece (eu|que era eu)',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  'tenho (1*|2*|3*|4*|5*|6*|7*|8*|9*) e (to|estou)',
  'eu sei (que|q) passa',
  'valeu a pena (ficar|continuar|esperar)',
  '(procurei|pedi|busquei) ajuda',
  'agora (peco|quero|tenho)',
  '(o quanto|como) (eu )?evolui',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  'tenho paz',
  '(anos|meses) depois',
  '(sou|to|estou) voluntari*',
  'acordo agradecendo',
  '(agradeco|agradeci|grata|grato) (por|de) ter ficado',
  'sigo vivendo',
  'vida de volta',
  'recuperad*',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 019).
  '(orgulho|orgulhosa|orgulhoso) de (onde cheguei|mim|quem sou)',
  'procurei (ajuda )?e (to|estou) aqui',
  '(hoje|hj) (eu )?quero (viver|conhecer|ajudar)',
  'quem diria',
  'superei',
  'to aqui inteir*',
  'sigo a vida',
];

/** Both kinds of context, as one feature of the classifier. */
export const OTHER_CONTEXT = [...OTHER_SUBJECT, ...PAST_CONTEXT];

/** A present, first-person turn that outweighs OTHER_CONTEXT: "vi um filme sobre isso e quero me matar". */
export const SELF_NOW = [
  '(q|que) eu (tb|tambem) (podia|poderia|posso|devia|deveria) fazer (isso|o mesmo|igual)',
  '(e|mas|agora|so que) (eu )?(tambem )?(quero|queria|penso|to pensando|estou pensando|vou|me sinto)',
  'voltei a (me|pensar|querer)',
  '(e|mas|agora|so que) (hoje|hj|agora|de novo) (eu )?(quero|queria|penso|estou pensando|vou|me sinto|nao aguento)',
  '(estou|ando|fico) (pensando em|querendo|com vontade de|planejando) (me|morrer|sumir|acabar|suicid*|tirar|pular|tomar|desaparecer|dar)',
  // A first-person verb of ideation speaks for the person whoever else the message names ("sou professora e penso em me matar").
  '(penso|to pensando|estou pensando|ando pensando|tenho pensado|cogito|estou cogitando) (todo dia |toda hora |sempre |muito |tanto )?(em )?(dar (um )?fim (na|a|em) (minha vida|tudo)|me matar|me suicidar|o suicidio|suicidio|me eliminar|acabar com (a minha|minha) vida|tirar (a minha|minha) vida)',
  // "De novo" alone also ends "casei de novo": only the return of the wish or the thought.
  '(de novo|outra vez) (a |essa |aquela |me veio )?(vontade|pensamento|ideia|a vontade|aquela vontade)',
  '(voltou|voltaram|volta|veio) (de novo|outra vez)',
  // Round 7 probes: the wish come back, said after the past attempt ("tentei ano passado e to com aquela vontade de novo").
  '(aquela|a|essa|mesma) vontade (voltou|de novo|dnv|outra vez)',
  '(de novo|outra vez) (eu )?(quero|queria|penso|to pensando|estou pensando|me sinto|nao aguento)',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  'nao (e|eh) (forca de expressao|modo de falar|modo de dizer|brincadeira|piada|zoeira|exagero|drama)',
  // A correction the other way.
  '(agora|hoje|mas) (e|eh) serio',
  // The first person's future is never someone else's.
  '(eu )?(vou|vo) (me matar|tirar minha vida|tirar a minha vida|me suicidar)',
  // More first persons that outweigh a context.
  '(agora )?sou eu (q|que) (to|estou|quero|vou|penso)',
  '(eu )?(vou|vo) (usar|pegar|pular|me jogar|me enforcar|me atirar)',
  'em paz com (a|minha) decisao',
  '(ja )?vou ter (ido|partido)',
  // A relapse today, after a good stretch, is now ("tava indo tão bem, 2 meses sem me cortar e hj fiz dnv").
  '(hoje|hj|ontem|agora|essa semana|esta semana) (eu )?(fiz|voltei|recai) (de novo|dnv|outra vez)',
  '(hoje|hj|ontem|agora) (eu )?(voltei|recai)',
  '(hoje|hj|ontem|agora|essa semana|esta semana) (eu )?(cortei|me cortei|me machuquei|me queimei|recai)',
  '(me cortei|me machuquei|me queimei) (de novo|dnv|outra vez)',
  '(hoje|hj|ontem|agora|essa semana|esta semana) (eu )?fiz (mais|o testamento|meu testamento|a carta|as cartas|uns cortes|um corte)',
];

/**
 * Wishes to be dead in other verbs, persons and moods than SUICIDAL's (Columbia: passive ideation). Verb stems
 * end in "*" so every conjugation matches: "desej*" is desejo, desejava, desejaria.
 */
export const PASSIVE_IDEATION = [
  // An old person's weariness of living, in their words or told by a son ("ele anda falando q ja viveu demais e q quer
  // ir encontrar a minha mae": round 10 walk).
  '(ja )?(vivi|viveu|vivemos) (demais|o suficiente|o bastante)',
  // Round 10 development crises that only the classifier read (0.63–0.87): a truck driven under a trailer, all of
  // someone's pills taken to sleep for ever (in Spanish), going to meet a dead mother ("ir ter com ela", the
  // Portuguese of Angola).
  '(jogar|jogo|enfiar|enfio|meter|meto|bater|bato) (o|meu|a|minha) (caminhao|carro|moto|carreta|onibus|van) (debaixo|embaixo|contra|na frente|de frente) (de|da|do|com) (uma|um|a|o)? (carreta|caminhao|onibus|trem|muro|poste|arvore|ponte|pilastra)',
  '(tomar|tomarme|tomar me) (todas|todos) (las|los|as|os)? (pastillas|remedios|comprimidos|pilulas|pildoras)',
  '(dormir|dormirme) para siempre',
  '(melhor|queria|quero|vontade de) (eu )?(ir )?ter com (ela|ele) (la)?',
  // Someone's suicide seen, and oneself in it ("trabalho no samu, hj atendi um suicidio e fiquei pensando q eu tb podia
  // fazer isso": round 10 development, an ambulance worker).
  '(suicidio|se matou|se matar|tirou a vida|tirou a propria vida|se enforcou|se jogou) * (pensando|pensei|penso|pensar) (q|que) (eu )?(tb|tambem) (podia|poderia|posso|devia|deveria) fazer (isso|o mesmo|igual)',
  // Stopping a treatment one lives by, wished for out of weariness ("as vezes penso em largar tudo e parar de ir na
  // diálise": round 6 probes, people on dialysis): a passive wish to die in a patient's words.
  '(penso|pensando|pensei|vontade de|queria|tenho vontade de|to com vontade de) (em )? * (parar|largar|abandonar|desistir) (de ir |de fazer |de tomar )?(na |da |a |o |do |de )?(dialise|hemodialise|hemo|tratamento|insulina)',
  'se eu (parar|largar|nao for mais|deixar de ir) (de ir |de fazer )?(na |a |o |da )?(dialise|hemodialise|hemo|tratamento) eu morro',
  '(desej*|quer*|qria|preferi*|torco|rezo|peco|pedi) *(morrer|morre|a morte|estar mort*|ter morrido|nao existir|nao ter nascido|nunca ter nascido|nao acordar|nunca mais acordar)',
  // Being taken is a wish about dying when God or death takes; friends who "querem me levar pra sair" take one out.
  '(desej*|quer*|qria|preferi*|torco|rezo|peco|pedi) *(deus|jesus|o senhor|a morte) (me )?(levar|leve|levasse)',
  '(que|q|pra|para) (deus|jesus|o senhor|a morte) me (leve|levasse|levar)',
  '(queria|quero|so queria|so quero|preferia) (nunca mais|nao) (acordar|estar aqui|estar viv*|existir)',
  'nao (quero|queria) mais (estar aqui|estar viv*|acordar)',
  '(queria|quero|so queria|so quero) que (tudo|isso tudo|isso|tudo isso) (acab*|termin*)',
  'que tudo acabe',
  '(deus|a morte) (me levar|me leve|viesse me buscar|venha me buscar)',
  // Called by God, in an older believer's words ("o senhor podia me chamar logo"); "me apagar" in a teenager's
  // (found walking the chat, dialogue round 4).
  '(deus|jesus|nosso senhor) (podia|poderia|pode|devia|deveria|bem que podia|bem que poderia) me (chamar|levar|buscar|recolher)',
  // "O senhor" is also the polite "you": "o senhor pode me chamar de João".
  '(o senhor|o pai) (podia|poderia|pode|devia|deveria|bem que podia|bem que poderia) me (chamar|levar|buscar|recolher) (logo|de uma vez|embora|pra junto|para junto|pro ceu|para o ceu)',
  '(quero|queria|vontade de|penso em|pensando em|so quero|so queria) me apagar',
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
  // A wish ("queria que um carro me atropelasse"), not what happened ("o motoboy quase me atropelou").
  'me (atropelasse|atropele|atropelem|atropelar|atropelando)',
  'acidente (acontecer|aconteca) comigo',
  // Kinds of phrasing the blind writers a and b found missing (2026-11-24, ADR 016).
  '(@morrer|fosse embora|partisse|sumisse|nao acordasse) (eu )?(nem|nao) (ia|iria) (ligar|achar ruim|me importar|reclamar)',
  '(me|se) (pegasse|atropelasse|acertasse|levasse|matasse) * (nem|nao) (ia|iria) (ligar|achar ruim|me importar|reclamar)',
  'nem (ligo|me importo) (mais )?se (eu )?(@morrer|nao @acordar|@sumir|@partir)',
  'se (vier|vir|passar) (um|uma|o|a) (caminhao|carro|onibus|bala|trem|moto) (que|q) (venha|passe|me pegue)',
  '(por que|porque) (nao|voce nao) me (leva|levas|leve) (logo|de uma vez|embora|junto)?',
  'me (leva|leve) (logo|de uma vez|embora) (senhor|deus|jesus)',
  'inveja (de quem|dos que|das pessoas que) (ja )?(morreu|morreram|se foi|se foram|partiu|partiram|descansou|descansaram)',
  'seria (ate )?um alivio se eu (tivesse|fosse|morresse|partisse|nao|sumisse)',
  '(o mundo|todo mundo|todos) (esquecer|esquecesse|esquecessem) (que|q) eu (existi|existo|existia)',
  '(deitar|ficar|descansar) (do lado|junto|ao lado) (de|do|da|dele|dela) * cemiterio',
  '(apagar|sumir|desligar) pra sempre',
  '(se|que) (eu )?(nao|n) (estivesse|tivesse) mais aqui',
  '(ter|tivesse) ido junto (com ela|com ele|dela|dele)',
  '(@@rezar|@@pedir|@@torcer) (pra|para|que|q) (eu )?(nao|n) (amanhecer|ver o dia)',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  '(esperando|torcendo|pra ver se|rezando) (que |q |pra )?(algum|um|uma) (carro|onibus|caminhao|moto|bala) (resolva|me pegue|me atropele|me acerte|acabe)',
  '(dar|der|dou) game over (na|da) vida',
  'game over (na|da) vida (real)?',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  '(dormir|dormi) e (nao|nunca mais|nunca) (acordar|acorda)',
  '(se|que|q|pra|para) (alguem|algum|um|uma|a|o) * (acaba|acabe|acabasse|acabar) comigo',
  '(pedindo|pedir|peco|pedi|rezando|rezo) (pra|para|a deus pra|a deus para) (eu )?morrer',
  'nunca mais (quero|queria) (abrir (o|os) (olho|olhos)|acordar)',
  '(quiero|queria|quisiera) (morir|morirme|no despertar|dormir y no despertar)',
  '(durmiese|dormir) (y|e) (no|nao) (despertase|despertar|acordasse)',
  // Round 10 development (a Venezuelan woman in a shelter in Boa Vista): the wish as "it would be better".
  '(seria|era|sería) (mejor|melhor) (no|nao) (despertar|despertar mas|acordar mais|existir|estar aqui|estar viva|estar vivo)',
  'me quiero morir',
  // Round 7 probes: migrants writing to Aria in French or Haitian Creole, mixed with Portuguese.
  '(je )?(veux|voudrais|vais) (mourir|me tuer|me suicider|en finir)',
  '(je )?(ne )?veux (plus|pas) vivre',
  '(mwen )?(vle|ta renmen) mouri',
  '(mwen )?pa vle viv',
  'touye tet mwen',
  // Round 9 probes: the same wish as migrants write it in French or Spanish, with "envie" and "ganas".
  '(envie|besoin) (de |d )?(en finir|me tuer|disparaitre)',
  '(envie|besoin) de mourir (tout le temps|toujours|maintenant|aujourd hui|ce soir)?',
  '(plus|pas) envie de vivre',
  '(ganas|gana) de (morirme|matarme|desaparecer)',
  'ya no quiero (vivir|seguir viviendo)',
  'no quiero (vivir|seguir viviendo) (mas|nunca mas)',
  // Round 9 walks: the shotgun taken to end it, and a weapon at hand ("eu so penso em pegar a espingarda e acabar com
  // isso de vez", "to no paiol, a espingarda ta aqui do lado": a farmer of the sertão), and the wish in Libras order
  // ("eu pensar morrer. todo dia pensar": a deaf writer).
  '(penso|pensando|pensei|pensar|vontade de|quero|queria|vou) (em )?(pegar|usar) (a|o|uma|um|minha|meu) (espingarda|arma|revolver|pistola|garrucha|corda|faca) (e|pra|para) (acabar|terminar|dar um fim|dar fim|resolver tudo|sumir)',
  '(a|o|uma|um|minha|meu) (espingarda|arma|arma de servico|revolver|pistola|garrucha) (ta|esta|tá|fica) (aqui )?(do lado|do meu lado|comigo|na minha mao|na mao|no colo)',
  'eu (pensar|querer) (em )?(morrer|morte|suicidio|me matar|matar eu|eu morrer)',
  // The weapon looked at ("ela foi dormir e voltou tudo, to olhando pra espingarda no armario": round 5 development,
  // missed after the person had settled).
  '(olhando|olho|olhei|fico olhando|to olhando|estou olhando) (pra|para|a|o) (espingarda|arma|revolver|pistola|corda|lamina|gilete|cartela|veneno)',
  '(pensar|querer) (morrer|morte|suicidio|matar eu)',
  // Round 9 probes: joining the dead under the earth, said by a farmer of the sertão.
  '(o jeito e|so me resta|so resta|queria|quero|vou|melhor) (eu )?ir (pra|para|pro) (debaixo|de baixo) da terra',
  // Round 7 probes: the vehicle or the sea as the means.
  '(deixar|jogar|largar|soltar|virar|atirar) o (caminhao|carro|onibus|moto|carreta|busao|bitrem) (cair |despencar |rolar )?(da|do|na|no|pela|pelo|de uma|de um) (ribanceira|barranco|ponte|serra|precipicio|abismo|penhasco)',
  '(entrar|andar|nadar) (no|pro|pelo|dentro do) (mar|rio|lago|represa|acude) (e|ate) (continuar andando|nao voltar|nunca mais voltar|sumir|afundar|nao sair)',
  // Letting go of the wheel on the road ("to descendo a serra e pensando em solta o volante": round 7 development).
  '(pensando em|penso em|pensei em|vontade de|quero|queria|vou|vo|to quase) (@soltar|@largar) o volante',
  '(@soltar|@largar) o volante (na|naquela|numa|no meio da|na hora da) (curva|serra|descida|ponte|pista|estrada|br)',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  '(que|se) a vida (se )?(encerrasse|acabasse|terminasse|resolvesse terminar|resolvesse acabar|decidisse terminar)',
  'me poupasse (da decisao|de viver|disso)',
  '(nao|ja nao) vejo (muito |nenhum )?sentido em (prolongar|continuar|seguir|viver)',
  '(se|que) o aviao (caisse|cair|caia|explodisse)',
  'a morte (deixou de|passou a) (me )?parecer',
  '(nao|nenhuma) (ofereceria|oporia|faria) resistencia',
  'ja cumpri (o que|minha missao|meu papel|o meu papel)',
  '(receberia|receber) (a morte )?de bracos abertos',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  '(eu )?(nao sobrevivendo|nao sobrevivesse|morrendo no acidente)',
  'caisse (um|uma) (meteoro|raio|piano|aviao|bomba|arvore)',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  '(podia|poderia|devia|deveria) ter sido eu',
  '(queria|quero|devia|deveria) ter ido junto',
  '(que|q) me (leve|levasse) (logo|embora|de vez)',
  'pena (que|q) (eu )?(acordei|acordo|nao morri)',
  '(deus|jesus|o senhor) me (chame|chamasse|chamar|leve|levasse|recolha|recolhesse)',
  '(to|estou) pront* (pra|para) (ir|partir|morrer) (embora|logo|de vez)?',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  '(torco|torcendo|rezo) (pra|para|que) (acontecer|aconteca|acontece)',
  'decepcionad* (de|por) (chegar|estar|continuar|acordar) (inteir*|viv*)',
  '(peco|pedi|rezo|peço) (pra|para) (nao|nunca mais) ver o (dia seguinte|amanhecer|outro dia)',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  '(teria sido|seria) melhor se (tivesse sido|fosse) de verdade',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  '(capotasse|batesse|caisse|explodisse|pegasse|atropelasse) * (nem|nao) (ia|iria) (achar ruim|ligar|me importar)',
  '(capotasse|batesse|caisse|explodisse) (hoje |hj )?(tava|ta|seria|era) (otimo|bom|perfeito)',
  'tanto faz (viver ou morrer|morrer ou viver|estar viv*)',
  '(se o )?(meu )?coracao parar (essa noite|hoje|dormindo)',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  '(rezo|peco|torco) (pra|para) (q|que) (chegue|venha) logo',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 019).
  'morrer parece (um )?(descanso|alivio|paz|melhor)',
  '(era|seria) melhor (eu )?ter morrido',
  'me (querer|levar|buscar) logo',
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
  // Kinds of phrasing the blind writers a and b found missing (2026-11-24, ADR 016).
  'dar cabo (da minha vida|de mim|da vida)',
  'se mata se mata',
  '(pensar|penso|pensando|pensei) em (dar cabo|me enforcar|me afogar|me envenenar|me dar um tiro)',
  // A shot to one's own head said without "me" ("acho que vou dar um tiro na cabeça": 0.009 from the classifier, in a
  // probe written in the round-5 writers' voices).
  '(vou|vo|quero|queria|acho que vou|vontade de|penso em|pensando em|to pensando em) (me )?(dar|meter|enfiar|dar logo) (um tiro|uma bala) (na|em) (minha )?(cabeca|testa|boca|mim)',
  '(estourar|estourando) (os meus|meus|os) miolos',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  '(unalive|kms|me dar unalive|me unalive)',
  '(@@querer|vou|vo|quero) acabar comigo',
  'unalive * (pensamento|real|comigo|de verdade)',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  '@desistir da vida',
  '(pra|para) me (afogar|enforcar|matar|jogar|envenenar|suicidar)',
  '(quitarme|quitar mi) (la )?vida',
  'matarme',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  '(@cogitar|@considerar|@pensar em) o suicidio',
  '(pensar|penso|pensando|pensei) em me (eliminar|exterminar|apagar)',
  'suicidio como (a )?(unica )?(saida|solucao|opcao)',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  '(pensamento|pensamentos) (de|suicida|suicidas) (suicidio|morte|me matar)',
  '@acabar com (essa|esta) (merda de |porcaria de |droga de )?vida',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  'vontade de fazer (igual|o mesmo)',
  '(seguir|ir pelo|ir por) o mesmo caminho',
  '(vou|vo) me atirar',
];

/** Saying one will act, now or at a set time (Columbia: intent), and acts in progress. */
export const INTENT = [
  '(hoje|hj|essa noite|amanha|daqui a pouco) (eu )?(me mato|acabo com|termino com|vou fazer|dou um fim)',
  '(eu )?(vou|vo) (me matar|me mata|me suicidar|tirar minha vida|acabar com (tudo|isso|minha vida|a minha vida)|dar (um )?fim|partir|fazer isso|fazer hoje|morrer hoje)',
  // "A última vez que a gente falou" is any memory; "essa é a última vez" a farewell.
  '(ultima|ultimo) (noite|dia|mensagem|desabafo)',
  '(essa|esta) (e|vai ser|sera) a (minha )?ultima vez',
  '(e|eh|sera|vai ser|ia ser) a (minha )?ultima (vez|mensagem)',
  'ultima vez (que|q) (eu )?(falo|escrevo|te incomodo|fecho o olho|falo com alguem)',
  'nao (passo|chego|vou passar) (de|dessa|ate) (hoje|amanha|noite|essa noite)',
  '(vou|vo) tomar (tudo|a cartela|a caixa|todos|todas|os remedios|os comprimidos)',
  '(tomei|acabei de tomar|ja tomei) (um monte|varios|varias|a caixa|a cartela|todos|todas|tudo)',
  '(tomei|engoli|acabei de tomar|ja tomei) (uma|umas|duas|a|as) (cartela|cartelas|caixa|caixas|vidro) (inteira|inteiras|inteiro|toda|todas|de)',
  '(ja )?(estou|to) (na|em cima da|em cima do|no|na beira da|na beirada da|na beira do) (ponte|terraco|telhado|parapeito|trilho|viaduto|predio|janela|linha do trem)',
  '(estou|to) com (os remedios|os comprimidos|a cartela|as pilulas|o remedio|a faca|a lamina|a corda|a arma|a gilete|o veneno|a pistola|o revolver|a espingarda|o 38|a arma de servico) (na mao|aqui do lado|comigo|do meu lado)',
  '(me tranquei|trancad*) (no|na) (quarto|banheiro) com (a|uma|o|um|os|as) (faca|lamina|gilete|corda|arma|remedios|comprimidos|cartela|veneno)',
  'chegou (a )?minha hora',
  '(estou|to) tomando (os|todos os|todas as|a cartela|as|a caixa) * (agora|todos|todas|de uma vez|um por um)',
  '(prestes|a ponto) (a|de) (pular|me jogar|me matar|tomar tudo|tomar os remedios|me cortar|fazer isso)',
  '(vou|vo|quero|queria) (@acabar|@terminar) com (tudo|isso|minha vida|a minha vida|a vida) (hoje|agora|logo|de vez)?',
  '(se|que) (eu )?(passo|chego|sobrevivo|aguento) (de|dessa|ate|a) (hoje|amanha|noite|essa noite)',
  '(vou|vo) (pular|me jogar) (hoje|agora|amanha|essa noite|daqui)',
  '(dessa|desta) vez (eu )?nao vou (falhar|errar)',
  'terminar o que (eu )?comecei',
  '(decidi|resolvi|decidida|decidido) (que )?(e|vai ser) (hoje|amanha|essa noite|agora)',
  '(decidi|resolvi) (que )?(vou|vo|eu vou) (morrer|partir|fazer isso|fazer hoje|acabar|me matar|embora desse mundo|sumir)',
  '(tomei minha decisao|tomei a decisao|(ja )?(esta|estou) decidid*|(decidi|decidido|decidida|vou fazer|e o dia|dessa vida) * nao tem (mais )?volta|nao tem (mais )?volta (vou|eu vou|ja decidi|decidi))',
  'acabou pra mim',
  'vou fazer (hoje|essa noite|amanha)',
  'eu vou fazer',
  'vou morrer hoje',
  'nao tenho (mais )?medo de morrer',
  // Kinds of phrasing the blind writers a and b found missing (2026-11-24, ADR 016).
  'nao (vou|vo) chegar (aos|nos|ate os) (meus )?(1*|2*|3*|4*|5*|6*|7*|8*|9*|dezoito|vinte|trinta)',
  '@@acabar com (a minha|minha|a propria|minha propria) vida',
  'ninguem (vai|vao) me (impedir|parar|segurar)',
  'eu me (matava|mataria|matarei)',
  '(dessa|desta) vez (eu )?(vou ate o fim|nao tem volta|vai)',
  'cansei de tentar (viver|continuar|ficar)',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  '(vou|vo) morrer (de verdade|mesmo|logo|essa semana|esta semana|hoje|amanha)',
  'pelas (minhas )?(proprias )?maos',
  '(daqui )?nao passa (de|da|do) (hoje|amanha|domingo|segunda|terca|quarta|quinta|sexta|sabado|semana|essa semana)',
  'me voy de este mundo',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  'eu me vou (tambem|embora|logo|hoje)?',
  '(resolvi|decidi) (que )?nao vou (continuar|seguir|mais)',
  '(nao|n) (vou|vo) (estar|ta|tar|chegar) viv*',
  '(encerro|termino|paro) por aqui (de vez|hoje|esta noite|essa noite)',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  '(tomei a decisao|decidi|resolvi) de (morrer|me matar|partir|acabar com tudo|acabar com a minha vida)',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  'nao (vai )?(ter|tem|existe) amanha (pra|para) mim',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  'decisao (ta|esta|já esta) tomada',
  '(dormir|dormirem|sair|sairem|viajar|viajarem) eu faco',
  'depois eu me mato',
  'hoje eu morro',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  'minha hora chegou',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 019).
  'nao e ameaca',
  '(nao|n) (vou|vo) (estar|ta|tar) mais viv*',
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
  '(tenho|com) *(remedio*|comprimidos) (de|do|da) * (suficiente*|separad*|guardad*)',
  'comprei o maximo',
  '(carta|bilhete) (escrita|de despedida|de adeus|explicando)',
  // A letter that will be understood later ("to escrevendo uma carta pra minha esposa, ela vai entender depois": round 9
  // probes).
  '(escrevendo|escrevi|deixando|deixei|vou deixar) (uma |a )?(carta|cartas|bilhete) * * (vai|vao) entender (depois|um dia|quando)',
  '(carta|bilhete) (pra|pro) (minha|meu) (familia|mae|pai|filho|filha|irma|irmao) explicando',
  'deixei (uma|um|meu|minha) (carta|bilhete)',
  '(escrevi|fiz) (meu|minha) (carta|bilhete|testamento)',
  '(doei|doando|dei) *(minhas coisas|tudo|meu gato|meu cachorro|pra sempre)',
  '(nao vou|nao vou mais) (mais )?precisar',
  'tudo organizado',
  'quem vai ficar com (minhas|meus|o meu|a minha|as minhas|os meus)',
  // "quando eu for" alone is any errand ("quando eu for no mercado"); going for good is the farewell.
  '(quando|depois que|depois q) eu (nao estiver|partir|morrer)',
  '(quando|depois que|depois q) eu (for|me for) (embora (desse mundo|de vez|pra sempre)|desse mundo|de vez)',
  'senhas anotadas',
  '(subi|fui ate|fiquei na|fiquei no) (no|a|na)? (parapeito|ponte|linha do trem)',
  '(coloquei|amarrei) a corda',
  '(tentei|ja tentei) (me matar|uma vez|tomar remedio|me enforcar|antes|outras vezes|outra vez)',
  'fazer certo',
  // Rehearsing it ("ensaiei ontem com o cinto", "fiz um ensaio hj", "fiquei na beirada ensaiando"); "sábado tem
  // ensaio" of a choir and "vou ensaiar mais uma vez" are a rehearsal (round 10 development).
  '(ensaiei|fiz um ensaio|ensaiando)',
  // Round 10 development, a fisherman after losing his boat and a builder on a slab at break: out into the middle of
  // the water not to come back, a height looked down from wondering whether it hurts.
  '(pro|pra o|para o|no) meio (da|do) (lagoa|mar|rio|represa|baia|lago|acude) * (e )?(nao|nunca mais) (voltar|volto|voltaria)',
  '(olhando|olhei|olhava|olhar|olho) (pra|para) baixo * (pensando|imaginando|pensei|pensava) (se|como|quanto) (doi|doia|doeria|ia doer|vai doer|seria)',
  'vedar o quarto',
  'quero ser enterrad*',
  '(ja pensei em tudo|tudo pensado|pra hora certa|janela destrancada)',
  'esperar (todo mundo|todos|minha familia|eles) (viajar|sair|dormir)',
  '(juntar|acumular|acumulando) *(remedio*|comprimido*)',
  'nao deixar (nada|dividas|problema) pra ninguem',
  '(cuidar|ficar com) (dele|dela|ele|ela)? pra sempre',
  // Kinds of phrasing the blind writers a and b found missing (2026-11-24, ADR 016).
  '(o|meu) plano (e|vai ser) (sexta|sabado|domingo|segunda|terca|quarta|quinta|hoje|amanha|essa noite|de madrugada|pular|tomar|me|ir pro|ir pra)',
  'minha ideia e (tomar|aplicar|pular|me|ir|usar|entrar|ligar)',
  '(da|dava|de) (pra|para) (pular|morrer|me jogar|cair)',
  '(pular|me jogar|jogar) (de|do|da|la de) (la|cima|ponte|predio|viaduto|terraco|telhado|pedra|morro|janela|laje|alto)',
  '(@tomar|@aplicar|@engolir) (tudo|todos|todas|a caixa|as cartelas|os comprimidos|a insulina|o vidro|o frasco) (que|q|de uma vez|toda|inteira|inteiro)',
  '(@tomar|@aplicar|@engolir) (as|os) (cartelas|caixas|comprimidos|remedios|frascos) (que|q) (juntei|guardei|escondi|separei|comprei)',
  // "com" only with the writer holding it: "meu marido é policial e chega com a arma de serviço na mão" is his work
  // (round 9 probes, a police officer's family).
  '(usar|vou usar|pegar) a (corda|arma|faca|lamina|gilete) (do|da|de|que|q)',
  '(to|estou|tou|fiquei|fico|sentad*|deitad*|aqui|eu) com a (corda|arma|faca|lamina|gilete) (do|da|de|que|q)',
  '(arma|revolver|pistola|espingarda|garrucha) (do|da) (meu|minha) ',
  '(jogar|jogo|bater|bato) (o carro |a moto )?(contra|na|no|num|numa) (um |uma )?(muro|poste|ribanceira|caminhao|arvore|barranco|pilastra)',
  '(ligar|ligo|deixar) o carro (ligado )?(na|dentro da) garagem',
  '(@entrar|@ir) (no|na|pro|pra) (acude|rio|mar|represa|lago|lagoa) ate',
  '(ja )?(calculei|medi|conferi) (a altura|o andar|a dose|quantos)',
  '(ver|olhar|conferir) a altura',
  'vai ser (nesse|neste|no|na) (dia|noite|segunda|terca|quarta|quinta|sexta|sabado|domingo)',
  'vai ser (segunda|terca|quarta|quinta|sexta|hoje|essa noite)',
  'me (enforco|enforcaria|enforcarei|afogo|envenenar|envenenaria|envenenarei)',
  '(guardando|juntando|escondendo|acumulando|separando) (os|as|uns|umas|o|a|meus|minhas)? (comprimido*|remedio*|cartela*|rivotril|clonazepam|diazepam|insulina|frasco*|pilula*|tarja preta)',
  '(cartela|cartelas|caixa|caixas|frasco|frascos) (inteira|inteiras|cheia|cheias|inteiro|cheio)? escondid*',
  '(testei|testando|testar) (o|a) (cinto|corda|fio|lencol|gancho|viga)',
  '(aguentava|aguenta|aguentar|aguentaria) (o )?meu peso',
  'pra ver se (dava|da|dá) (pra|para) (pular|morrer|cair)',
  '(video|audio|carta|bilhete|mensagem|post) de despedida',
  'plano funerario',
  '(deixei|deixando|organizei|separei) (os |meus |todos os )?(documentos|papeis) (tudo )?(separad*|organizad*|em cima)',
  '(deixei|deixando|deixo) (a|as|minha|minhas) (senha|senhas) (do banco|do celular|de tudo|anotada*) * (pra|para) (minha|meu|ela|ele|eles)',
  '(quando|depois que|depois q|qnd) eu (me for|ja tiver ido|nao tiver mais aqui|nao estiver mais aqui|tiver partido)',
  'ja tenho (o )?(suficiente|bastante) (pra|para)',
  '(pra|para) (ela|ele|eles|elas) (achar|ler|encontrar) depois',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  '(pesquisei|pesquisando|procurei|procurando|pesquisar) (qual|quais|que|o melhor) (veneno|remedio|remedios|dose|altura|predio|ponte|metodo|jeito)',
  '@cortar (fundo )?(no|nos|o|os) (pulso|pulsos)',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  '(jogar|joga|jogo|jogar) (a carreta|o caminhao|o carro|a moto|o onibus) (da|de|na|no|contra|na frente|pela|ponte)',
  '(@tomar|@beber|@engolir) (o |um |uma |esse |aquele |todo o |o resto do )?(veneno|chumbinho)',
  'meu plano e esse',
  '(subo|subir|vou subir|vou pro|vou pra) * (e|pra) me (jogar|jogo)',
  '(em caso de|paga|cobre) suicidio',
  'seguro de vida * (suicidio|minha familia|meus filhos|vai ficar)',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  '(sei|ja sei|calculei) (quantos|quantas|quanto) (bastam|basta|preciso|e preciso|sao necessarios)',
  '(pesquisei|calculei|pesquisando|pesquisar) a (quantidade|dose|altura)',
  'sera (neste|nesse|no|na|amanha|hoje|sexta|sabado|domingo|segunda|terca|quarta|quinta)',
  '(ampola|ampolas|comprimidos|remedios|frascos) (a mais|do que deveria|escondid*) ',
  'tudo (resolvido|acertado|encaminhado) antes',
  '(parad*|em pe|sentad*) na (beirada|beira) (do|da)? (terraco|telhado|predio|ponte|laje)?',
  '(medindo|medi|medir) a altura',
  '(vou|vo) tomar (los|las|eles|elas|tudo) (no|na|em)',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  '(treinei|treinando|treinar|aprendi a fazer|praticando) o no',
  '(programad*|agendad*) (pra|para) (mandar|enviar|postar|sair)',
  '(tipo|como) uma despedida',
  '(passei|dei|doei) (todas as|todos os) (minhas|meus)',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  '(fiquei|fico|fiquei parad*) na (beirada|beira) (do|da)?',
  '(nao|quase) pulei',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  '(pular|pulo|me jogar|me jogo) (de|do|da|la de|no|na) (passarela|viaduto|mirante|ponte|penhasco|trilho|linha do trem|predio|janela|terraco)',
  '(consegui|arrumei|comprei|peguei) (um|uma) (revolver|arma|pistola|espingarda)',
  '(fechando|encerrando|cancelando|resolvendo) tudo antes',
  '(vi|sei|olhei|conferi) o horario (q|que) o trem',
  '(vou|vo) (pro|pra|para o|ate o|ate a) (viaduto|ponte|predio|passarela|mirante|terraco|telhado|linha do trem) e (pulo|me jogo)',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  'farmacias diferentes',
  '(pra|para) ninguem desconfiar',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  'na linha (do trem )?quando (ele|o trem) passar',
  'vai ser (nesse|neste) (fds|fim de semana|feriado)',
  '(testei|testando|testar) com (o|a) (cinto|corda|fio|lencol)',
  '(pra|para) sentir como seria',
  'anotada* num papel (pra|para)',
  '(pra|para) (minha|meu) (irma|irmao|mae|pai|filha|filho|esposa|marido) achar',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  'e la (que|q) vai ser',
  '(ligar|ligo) o carro (com a|na) garagem',
  '(programei|agendei) (pra|para) (postar|mandar|enviar)',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  '(pretendo|vou|quero) (aplicar|tomar) (toda|todo|todos|todas) (a|o|os|as)? (insulina|remedio*|comprimido*|antidepressivo*|calmante*)',
  '@tomar * (todos|todas|tudo) de uma vez',
  '(pra|para) tomar (tudo|todos|todas) de uma vez',
  '(juntando|guardando) (pra|para) tomar',
  '(carta|bilhete) (pra|pro) * pedindo perdao',
  'no da corda',
  '(uma )?dose dessas mata',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 019).
  '(soltar|jogar) o carro (na|naquela|numa) (curva|ribanceira|serra)',
  '(misturar|misturo|tomar|tomo) (os|o|as|a) (remedios|remedio|comprimidos|rivotril|calmantes|cartelas) com (a )?(cachaca|bebida|alcool|pinga|vinho|cerveja)',
  '(vou|vo) (pra|para a|ate a) linha do trem',
  '(fiz|fazer|escrevi) testamento',
  'a senha do (celular|banco) e',
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
  // Not being here tomorrow, not "amanhã não vou estragar minha noite".
  '(amanha|logo) (eu )?(nao|ja nao) (vou (estar|existir)|estarei|existirei)',
  'nao (vai|vao) mais ter noticias minhas',
  'ninguem vai me ver de novo',
  'cuida (da|do|dos) (minha|meu|meus) * por mim',
  '(diz|fala|diga|avisa) (pra|pro|a|ao) (minha|meu) * (que|q) (eu )?(amava|amo|a culpa)',
  'a culpa nao (foi|e) (dela|dele|sua|de voces|de ninguem)',
  '(quando|qnd) (voce ler|lerem|vc ler|voces lerem) isso',
  '(amanha|depois|um dia|logo) (voces |vcs )?(vao|vai) entender',
  '(ja )?vou ter (ido|partido)',
  '(tchau|adeus) (gente|galera|pessoal|a todos|todo mundo)? (pra sempre|mundo)',
  'e o fim',
  '(me perdoem|peco perdao a todos|desculpa por tudo)',
  'nao vou mais incomodar',
  '(nao|ninguem) (precisam|precisa|vao precisar|vai precisar) (mais )?se preocupar comigo',
  '(vou|to|estou) (partir|indo embora pra sempre|embora desse mundo)',
  '(indo|vou) embora (pra sempre|desse mundo)',
  'descansar (pra sempre|de vez)',
  'amanha ja era',
  'antes de (eu )?(partir|ir embora (de vez|pra sempre)|ir de vez|me ir)',
  'lembra de mim',
  // Kinds of phrasing the blind writers a and b found missing (2026-11-24, ADR 016).
  '(minha|essa e minha|e minha|essa e a minha) (ultima) (msg|mensagem|conversa|vez aqui)',
  '(pode|podem) ficar com (o meu|a minha|meu|minha|meus|minhas)',
  // "Não é culpa sua" alone is what anyone says in comfort (and what the writing exercise asks one to write to oneself,
  // dialogue round 3); as a farewell it comes with one: "não é culpa de vocês, desculpa por tudo".
  'nao (foi|e) culpa (dele|dela|sua|de voces|de ninguem|tua) * (desculp*|perdao|perdoem|adeus|me perdoa|amo voces|cuidem)',
  '(desculp*|perdao|perdoem|adeus|me perdoa|amo voces|cuidem) * nao (foi|e) culpa (dele|dela|sua|de voces|de ninguem|tua)',
  '(cuidar|cuida|cuidem) (da|do|dos|das) (minha|meu|meus|minhas) * depois (que|q) eu',
  '(desconectando|saindo|indo) pra sempre',
  'nao (vou|vo) (ver|estar aqui pra ver) (o dia )?(amanhecer|nascer o sol)',
  '(ela|ele) (foi|era) (a melhor|o melhor) (coisa|pessoa) da minha vida',
  '(obrigado|valeu) por (tudo|td) * (tchau|adeus|fui|desculpa)',
  'foi bom enquanto durou',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  'nao (foi|e) culpa (deles|delas|do pessoal|da minha familia)',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  'nao (vou|vo) (mais )?(ta|tar|estar) (mais )?(aqui|por aqui) (amanha)?',
  'se alguem (ler|achar|encontrar|ver) (isso|essa mensagem|essa msg)',
  '(quando|qnd|se) me (acharem|encontrarem)',
  'eu nao vou (mais )?voltar (pra|para) (buscar|pegar|casa)',
  '(o|a) (ultimo|ultima) (da|de) minha vida',
  '(ya )?me voy de este mundo',
  // "Gracias por todo, buenas noches" closes an ordinary talk (round 10 development); with a goodbye for good it is
  // the farewell, as "obrigado por tudo… adeus" is.
  'gracias por todo * (adios|chau|perdon|perdoname|perdonen|los quiero)',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  '(postei|escrevi|mandei|gravei|fiz) (uma|um|minha|meu) (despedida|adeus)',
  'me despedir de (voce|vc|voces|todos|todo mundo)',
  '(dizer|dar) (tchau|adeus) antes de (ir|partir)',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  '(so )?peco (que|q) alguem (cuide|de|alimente|trate)',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  '(pra|para) quem ficar',
  '(meus filhos|minha filha|meu filho|meus netos) (vao|vai) ficar com',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  '(video|audio|carta|mensagem) me despedindo',
  '(lutei|lutou) ate onde (deu|pude|consegui|aguentou)',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  '(o sol|o dia) de amanha',
  '(pede|peca|diz|fala|diga) (pro|pra|a|ao) (meu|minha) * me perdoar',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 019).
  '(meu|o) ultimo pedido',
  '(nao )?(era|e) pra (nao )?me esperar',
  'me despeco',
];

/** More words for self-harm than SELF_HARM's: acts, objects and hiding. */
export const SELF_HARM_MORE = [
  // Someone else's self-harm (the clause names them, so it never counts as the writer's): what makes "minha amiga me
  // mostrou que tá se cortando, o que eu faço?" the guidance for someone else at risk (dialogue round 3).
  '(ta|esta|anda|tava|estava) se (cortando|machucando|ferindo|queimando|arranhando)',
  // The wish to hurt oneself, which the violence lists leave to this detector ("tô com vontade de me machucar").
  '(to|estou|tou|fico|ando|tenho|sinto|senti|me deu|me da|bateu|deu) (com |uma |a )?(vontade|desejo|impulso|necessidade) de me (machucar|cortar|ferir|queimar|arranhar|punir|bater)',
  '(eu )?(quero|penso em|to pensando em|pensei em|vou) me (machucar|ferir|queimar|arranhar|punir)',
  // The wish told in few words, the body part named ("vontade cortar braço de novo": a deaf writer in Libras order,
  // round 10 development); "vontade de cortar o cabelo" names none.
  '(vontade|impulso) (de )?(cortar|corta|queimar|machucar) (o |os |a |as |meu |meus |minha |minhas )?(braco|bracos|pulso|pulsos|perna|pernas|coxa|coxas|barriga|pele)',
  'eu queria me (machucar|cortar|ferir|queimar|arranhar|punir)',
  // Dialogue round 2: a relapse told without the act's verb ("2 meses sem me cortar e hoje fiz dnv", "fiz de novo.
  // aquilo no braço").
  '(meses|semanas|dias|anos|tempo|mes|semana) (sem me|que nao me|q nao me|nao me|q eu nao me|que eu nao me) (cortar|cortava|machucar|machucava|ferir|feria|queimar|queimava|bater|batia|arranhar) * (fiz|voltei|recai|recaida|cortei|machuquei|aconteceu)',
  '(fiz|faco|fazendo) (de novo|dnv|outra vez) *(aquilo|isso)? (no|na|nos|nas) (braco|bracos|pulso|pulsos|perna|pernas|coxa|coxas|barriga)',
  '(aquilo|aquela coisa) (no|na|nos|nas) (braco|bracos|pulso|pulsos|coxa|coxas)',
  '(voltei a|recai e) me (cortar|machucar|ferir|queimar)',
  'me (cortei|corto|corta|cortar|machuquei|queimei|queimo|arranho|bato|mutilo|automutilo|belisco|mordo|firo|ferir|punir)',
  'eu me (queimo|bato|arranho|mordo|belisco)',
  '(cortes|marcas|cicatrizes) (no|na|nos|nas|dos|do) (braco|bracos|pulso|pulsos|coxa|coxas|cortes)',
  '(mais|os|fiz|fiz um|corte) (cortes|corte fundo)',
  'corte fundo',
  '(lamina|gilete|estilete)',
  'dor fisica (alivia|acalma)',
  '(bati|soco|socar|bater) a (cabeca|mao) (na|a) parede',
  'ate (sangrar|machucar|ficar roxo)',
  // On oneself: "as colegas falam rápido de propósito" is no self-harm (round 7 development).
  'me * de proposito',
  'de proposito (pra|para) (sentir|me punir|doer|sangrar|me machucar)',
  'merec* sentir dor',
  'me machuco',
  '(recai|recaida)',
  'vontade de me (machucar|cortar|ferir)',
  'me segurando (pra|para)',
  'marcas (no|na|nos|nas) (meu|minha|meus|minhas)? (pulso|pulsos|braco|bracos|coxa|coxas)',
  // Kinds of phrasing the blind writers a and b found missing (2026-11-24, ADR 016).
  '(preciso|precisava|quero) ver sangue',
  '(encostei|encosto|apaguei|apago|queimei) (o |um |a )?(ferro|cigarro|isqueiro|faca quente|colher quente) (quente )?(na|no|em|nas|nos) (minha |meu )?(perna|braco|pele|mao|coxa|barriga|pulso)',
  'me (arranhado|cortado|queimado|machucado|mordido|ferido) (ate|de novo|toda|todo|escondid*)',
  '@arranhar ate (sangrar|abrir|ferir)',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  '(apertei|apaguei|encostei|queimei|aperto|apago) (a ponta do |o |um )?(cigarro|isqueiro|ferro) (no|na|nos|nas) (meu |minha )?(braco|perna|pele|mao|coxa|pulso|barriga)',
  '(abri|reabri) (tudo|os cortes|as cicatrizes|a ferida|as feridas) de novo',
  '(cicatrizes|cortes|feridas) * (abri|reabri) (tudo|de novo)',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  'me (soco|socar|esmurro|risco|riscar|furo|furar|espeto|espetar)',
  '(segurando|me segurar|me seguro|resistindo) (pra|para|de) (nao )?me (cortar|machucar|ferir|matar)',
  '(enfiei|enfio|espetei|espeto) (a|uma|o|um) (agulha|alfinete|prego|faca|caneta) (no|na|em) (meu|minha)',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  '(encosto|encostei|aperto|apertei) (o |um |a )?(isqueiro|cigarro|ferro|faca) (aceso|acesa|quente)? (no|na|nos|nas) (meu |minha )?(braco|perna|pele|mao|coxa|pulso|barriga|antebraco)',
  'me (dado|dando|dou|dei) (socos|tapas|murros|pancadas)',
  'provoco (outra )?dor',
  '(usei|uso|passei|passo) (uma|a) (faca|lamina|gilete|tesoura|agulha) * (no|na|nos|nas) (antebraco|braco|pulso|coxa|perna|pele|barriga)',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  'se eu nao me (cortar|machucar|ferir|queimar)',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  '(cicatrizes|cortes|marcas) nov(as|os)',
  '(eu mesma|eu mesmo) (fiz|que fiz|me fiz)',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  'continuo me (machucando|cortando|ferindo|queimando|arranhando)',
];

/** Hopelessness without a word about death: no meaning, no strength, no future. */
export const HOPELESS_MORE = [
  '(vida|minha vida) (nao|ja nao) (tem|faz) (mais )?sentido',
  '(nao|n) vejo sentido',
  'sem (sentido|esperanca|futuro|saida)',
  '(sem|nao tenho) (mais )?(forca|forcas) (nenhuma )?(pra|para) (nada|viver|continuar|lutar|seguir|mais nada|aguentar|levantar)',
  'nao tenho (mais )?(forca|forcas|esperanca|futuro|por quem|nada a perder)',
  // A future said of a place is no one's hopelessness: "lá não tem futuro pra gente" (round 7 development).
  'nao tem (mais )?(forca|forcas|esperanca|por quem|nada a perder)',
  '(pra mim|pra minha vida|na minha vida) nao tem (mais )?futuro',
  'nao tem (mais )?futuro (pra mim|nenhum|na minha vida|pra minha vida)',
  // A reason to live, not a reason for being sad: "tô triste faz umas semanas e não tem motivo nenhum" (round 5
  // development, w13).
  'nao tenho (mais )?motivo',
  'nao tem mais motivo',
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
  '(que|qual|q) sentido (tem|faz) (eu )?(viver|acordar|levantar|continuar (vivo|viva|vivendo|aqui|existindo|respirando)|seguir (vivo|viva|vivendo))',
  'ainda (estou|to) viv*',
  'nao vale a pena (continuar|viver)',
  'viver nao vale',
  '(perdi a|sem|nenhuma) vontade de viver',
  'vazi* sem vontade',
  'a dor nao passa',
  // Kinds of phrasing the blind writers a and b found missing (2026-11-24, ADR 016).
  '(nao|n) (tem|faz|ha) (mais )?sentido (nenhum )?(continuar|viver|acordar|levantar|seguir)',
  '(pra|para) (que|q) (eu )?(to|estou|continuo|sigo) (vivendo|viv*|aqui)',
  'viver (pra|para) (que|q)',
  'nada (mais )?importa',
  'eu (nao|n) importo',
  '(buraco|poco) sem fundo',
  '(poco|buraco|vazio|tunel) (nao tem|sem) (fim|saida|luz)',
  'nenhum (motivo|sentido|porque) (pra|para|de) (seguir|continuar|viver|levantar|acordar)',
  '(razao|motivo) nenhum* (pra|para) (lutar|viver|continuar|seguir)',
  '(nunca|nao) (vou|vai) (ser feliz|existir um dia)',
  'parei de tentar',
  '(um homem|uma mulher|um cara|uma pessoa) acabad*',
  '(nao tem|sem) (mais )?(conserto|jeito|solucao) (pra|para) mim',
  '(nao existe|nao tem|sem) (amanha|futuro) (pra|para) mim',
  'nao sobrou nada',
  '(me sinto|to|estou) (vazio|vazia|oco|oca|morto por dentro|morta por dentro|acabad* por dentro)',
  'nao vejo luz',
  'pior (que|do que) o outro',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  '(perdeu|perdi) (total |todo |totalmente )?o sentido',
  '(pra|para) (que|q) (pra|para) nada',
  'nao (existe|tem|ha) (versao de mim|um eu|eu) feliz',
  'nao (tem|existe|ha) final feliz (pra|para) mim',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  '(a )?esperanca (acabou|morreu|se foi)',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  'nada (do que|que) (eu )?(fizer|faca|faco) (vai|vai mudar|muda|adianta)',
  'corredor escuro',
  '(nao|ja nao) (encontro|vejo|acho) sentido em nada',
  'esforco inutil',
  '(nenhuma|qualquer|sem) perspectiva',
  'parei de esperar',
  'amanha que valha a pena',
  'nao (ha|tem|existe) (caminho de volta|recuperacao possivel|saida possivel)',
  'me perdi (para|pra) sempre',
  'nao vejo como sair (deste|desse|do|dessa|desta) (buraco|poco|situacao|vida)',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  '(nao acredito|ja nao acredito) (mais )?(que|q) (vai|va) (passar|melhorar|mudar)',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  '(sem|nenhuma) (nenhuma )?esperanca',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  '(cansei|cansada|cansado) de ter esperanca',
  'esperanca so (machuca|doi)',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 019).
  '(ja )?desisti de esperar',
];

/** Feeling a burden, in more words than BURDEN's. */
export const BURDEN_MORE = [
  '(estariam|ficariam|seriam|seria|ficaria|vao ficar|vai ficar|viveriam) (bem |mais )?(melhor|melhores|feliz|felizes|aliviad*) (sem mim|se eu)',
  'sem mim (ela|ele|eles|elas) (seria|seriam|ficaria|ficariam)',
  // Said of oneself: "todo problema da igreja cai na minha cabeça" is no burden (round 7 development).
  '(um|uma|so|virar|ser|sou|me sinto|me sentindo|to sendo|estou sendo|sendo) (peso|fardo|estorvo|problema|erro) (pra|na|da|morto)',
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
  '(ninguem|ninguem aqui) precisa (mais )?de mim',
  '(o mundo|minha familia|ninguem mais) nao precisa (mais )?de mim',
  'merecia (um|uma) (filho|filha) melhor',
  'melhor eu sumir',
  '(eu )?sou o problema',
  'alivio (pra|para) (todos|todo mundo|eles|minha familia)',
  'eu (fui|sou) um erro',
  // Kinds of phrasing the blind writers a and b found missing (2026-11-24, ADR 016).
  'se eu (nao|nem|n) (existisse|existir|estivesse aqui|estiver aqui|tivesse nascido)',
  'eu (nao|n) (existir|estar mais aqui|estar aqui)',
  '(um|seria um|ia ser um) favor (pra|para) (eles|ela|ele|todos|todo mundo|minha familia)',
  '(minha ausencia|sem mim) * (favor|melhor|mais leve|mais facil|paz|menos briga|menos)',
  'melhor sem (gente|alguem|pessoas) como eu',
  'eu sobro',
  '(vida|vidas) (bem |muito )?mais (facil|faceis|leve|leves) sem (mim|um|uma)',
  '(aliviad*|em paz|paz) (se|quando|depois que) eu (partisse|morresse|for|me for|sumisse|fosse)',
  '(vao|iam|vai|ia) ter paz',
  '(sou|eu sou) a (causa|desgraca|vergonha) (de|da|do|dessa|desta)',
  'por minha causa',
  'acabando com a vida (dela|dele|deles)',
  'melhor eu (ir|partir|sumir) (logo|de vez|embora)',
  'do que eu viv*',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  'sair do caminho (de vez|deles|delas|de todo mundo|pra sempre)',
  'eu so (gasto|dou|causo|trago) (dinheiro|trabalho|problema|problemas|preocupacao|despesa)',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  'melhor (pra|para) (eles|elas|ela|ele|todos|minha familia|todo mundo) sem mim',
  'se eu (morrer|morresse|sumir|sumisse|partir|partisse) (ela|ele|eles|elas|todo mundo|minha familia|minha mae|meu pai) (finalmente )?(descansa|descansaria|fica em paz|vai ser feliz|vai descansar|ia descansar)',
  'sem mim (eles|ela|ele|elas|todos|todo mundo|minha familia) (iam|ia|vao|vai|poderiam|seriam|ficariam|podiam)',
  '(do que|do q) comigo viv*',
  'dinheiro do seguro',
  '(soy|sou) una carga',
  'mejor (que|si) yo no (existiera|estuviera)',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  '(nao precisa|nao merece|nao precisam|nao merecem) de (uma|um) (mae|pai|filho|filha|esposa|marido|amiga|amigo|avo|irma|irmao) como eu',
  '(ficaria|ficariam|seria|seriam) melhor (sendo criad*|com (a|o) (avo|pai|mae|tia|tio))',
  '(apenas|so) ocupo espaco',
  'consumo recursos',
  'sair de cena',
  'ninguem perderia nada',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  '(estaria|estariam|ficaria|ficariam) (muito |bem )?melhor sem (ter que|precisar|mim)',
  '(velha|velho|pessoa|mulher|homem) inutil',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  '(eu )?nao (devia|deveria) (estar|ta|tar) aqui',
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

/**
 * Verb frames written with verb lemmas (`@morrer` is every form of "morrer", `@@querer` the first person's, see
 * portuguese-morphology.ts): a wish verb of the first person, in any tense or mood, before a wish to die or to stop, so "desejo", "tomara que", "espero",
 * "torcia pra" and "queria que tudo acabasse" need no phrase of their own.
 */
const WISH =
  '(@@querer|@@desejar|@@preferir|@@torcer|@@rezar|@@pedir|@@esperar|@@sonhar|tomara|quem dera|oxala)';
const TO_DIE =
  '(@morrer|@falecer|@sumir|@desaparecer|(nao|nunca mais) ver o (dia )?amanhecer|fechar os olhos e (nao|nunca mais) (@abrir|@acordar)|(parar|deixar) de (existir|viver|respirar)|nao @acordar|nunca mais @acordar|nao @existir|nunca ter @nascer|nao ter @nascer|nem ter @nascer|@deixar de @existir|estar mort*|ficar mort*)';
const WHAT_ENDS =
  '(tudo|tudo isso|isso tudo|isso|minha vida|essa vida|a vida|essa dor|o sofrimento|esse sofrimento)';

export const LEMMA_IDEATION = [
  `${WISH} (muito |tanto |mt |demais |so )?(que |pra |para |de )?(eu )?(logo )?${TO_DIE}`,
  `${WISH} (muito |tanto |mt |demais |so )?(que|pra|q) ${WHAT_ENDS} (logo )?(@acabar|@terminar)`,
  '(que|q) (venha|chegue) (logo )?o (meu )?fim',
  '@@pedir (a|pra|para) deus * (me levar|me leve|me buscar|me busque|me tirar daqui)',
  '(ir embora|partir|sair|me despedir) (dessa|desta) vida',
  'eu (sumiria|desapareceria|morreria|me mataria) (agora|hoje|se pudesse|pra sempre)',
  '(usar|usa la|apontar|apontei) (ela )?(em|contra|pra) mim',
  `${WISH} (logo )?(ir|partir) (logo )?(pro|para o|pra o) (ceu|outro lado|outro plano)`,
  `${WISH} estar no lugar (do|da|de) * (que|q) (morreu|faleceu|se foi)`,
  '(@apertar) (um )?botao e (desaparecer|sumir|morrer|deixar de existir|nunca ter existido)',
  'nem que (seja|for) (morrendo|morta|morto|me matando|pra morrer)',
  '(acabar|terminar) com (o |meu |esse |a minha |minha )?(sofrimento|dor) (de uma vez|de vez|pra sempre)',
  '(parar de sofrer|acabar com (essa|a|minha) dor) (de qualquer jeito|de qualquer forma|nem que|de vez)',
  '(que|q) (tudo|isso tudo|tudo isso|minha vida) (@acabar|@terminar) (de vez|logo|de uma vez|hoje)',
  'se eu (tivesse|tinha) (morrido|nascido mort*)',
  '(@cair|@bater|@explodir|@afundar|@capotar) comigo dentro',
  '(se|que|q) (um|uma|o|a) (raio|carro|onibus|caminhao|bala|doenca|acidente|aviao|moto) (me|comigo|na minha)',
  'o (meu )?fim (chegue|venha|chegar)',
  'nao (me importo|ligo|faz diferenca) (mais )?se eu (@viver|@morrer|@acordar|@sumir)',
  'se (eu )?(@morrer|nao @acordar) (eu )?(ate|nem) (@agradecer|@ligar|me importo)',
  '(so|nao) @pensar (em|na) (outra coisa alem de )?(@morrer|morte|me matar|suicidio)',
  'nao (@conseguir )?(parar de|deixar de) pensar (em|na) (morte|morrer|me matar|suicidio|acabar com)',
  '(dormir|deitar) e (nao|nunca mais) (pretendo|quero|penso em|vou) (mais )?acordar',
  '(@pensar|@cogitar|@considerar|@imaginar) (muito |mt |seriamente |de novo |sempre )?(em )?(me matar|me afogar|me jogar|me enforcar|tomar (a caixa|a cartela|o frasco|o vidro|todos os remedios|todos os comprimidos)|suicidio|me suicidar|acabar com (tudo|a minha vida|minha vida)|dar (um )?fim (em|a|na|nisso) (tudo|minha vida|nisso))',
];

/** A plan thought through, or waiting only for courage or a moment (Columbia: plan, intent). */
export const LEMMA_PLAN = [
  '@pensar em (cada|todos os|todo) detalhe*',
  '(so|soh) (me )?(falta|faltam|preciso de|espero) (criar |ter |tomar |juntar )?coragem',
  '(so|soh) (falta|esperando|espero) (o momento|a hora|o dia|a hora certa)',
  'deixei (a|o|uma|um|minha|meu)? (carta|bilhete) (pronta|pronto|em cima|na gaveta|no travesseiro|na cama|na mesa|escondid*)',
  '(carta|bilhete|cartas|bilhetes) (pra|pro|pros|pras) * e (deixei|vou deixar) (na|no|em)',
  '(@escrever|@fazer) cartas (pra|pro|pros|pras) (cada|todos|todo mundo|todas)',
  '(@fazer|@escrever) (um|meu|o) testamento',
  '(@deixar|@anotar|@passar) (todas )?(as )?(minhas )?senhas (pra|pro|para|de tudo|anotadas)',
  '(@doar|@dar|@distribuir) (minhas|meus|todas as minhas|todos os meus) (coisas|roupas|livros|pertences|joias|moveis|ferramentas)',
  '(remedio|remedios|comprimido|comprimidos|cartela|cartelas|caixa de remedio) (@esconder|@guardar|@separar|@acumular|@juntar|escondid*|guardad*|separad*)',
  '(@esconder|@guardar|@separar|@acumular|@juntar|@comprar) (uma |umas |as |os |varias |varios )?(caixa|caixas|cartela|cartelas) de (remedio|remedios|comprimido|comprimidos)',
  '(veneno|chumbinho) (de rato )?pra mim',
  '(escondi|escondo|escondendo|guardei|guardo|guardando|separei|separo|separando|acumulei|acumulo|acumulando|juntei|junto|juntando) (os|as|uns|umas|meus|minhas|todos os|todas as)? (remedio|remedios|comprimido|comprimidos|cartela|cartelas|pilulas)',
  '(quantos|quantas) (comprimidos|remedios|pilulas|cartelas) (eu )?(preciso|precisaria|vou precisar|tenho que tomar|tomar)',
  '(ja sei|sei exatamente|decidi|escolhi) (o que|qual remedio|quanto|quantos) (vou|eu vou|preciso) tomar',
  '@escolher (o|a) (ponte|viaduto|predio|lugar|dia|data|remedio|metodo|jeito|horario)',
  '(jogar|bater|batendo|enfiar|jogando) o carro (no|num|na|numa|contra)',
];

/** Hurting oneself, with the verb in any form and the part of the body named (Columbia: self-harm). */
export const LEMMA_SELF_HARM = [
  '(@cortar|@queimar|@machucar|@arranhar|@ferir|@marcar|@rasgar|@furar|@socar|@riscar) (o|a|os|as|meu|minha|meus|minhas) (braco|bracos|pulso|pulsos|perna|pernas|coxa|coxas|barriga|pele|punho|punhos)',
  'me (@cortar|@queimar|@machucar|@arranhar|@ferir|@bater|@punir|@morder) (pra|para|ate) (ver se|sentir|aliviar|esquecer|sangrar|a dor)',
  '(@bater|@socar|@esmurrar) (a|minha) (cabeca|mao|maos|cara) (na|contra a|contra) parede',
  '(@fazer) (uns |mais |varios )?cortes',
  '(braco|bracos|pulso|pulsos|perna|pernas|coxa|coxas|barriga|corpo) (esta |ficou |vive )?(todo |toda |todos |todas )?(marcad*|cortad*|(cheio|cheia|cheios|cheias) de (cortes|corte|marcas|marca|cicatriz*))',
  '(passei|passo|fiquei|fico|estou|ando) (a noite|o dia|a madrugada|horas)? me (machucando|cortando|queimando|ferindo|arranhando|batendo)',
  '(alivia|alivio|acalma|ajuda|resolve) (e|eh|pra|a|quando)? (eu )?me (@cortar|@queimar|@machucar|@arranhar|@ferir|@bater)',
];

/** Hopelessness in a narrative: everything tried, nothing changes. */
export const LEMMA_HOPELESS = [
  // "Nada adianta" and "já tentei de tudo" are as often said of a remedy for sleep or nerves (dialogue round 3); the
  // future tense is the hopelessness. "Não tem pra onde ir" is as often a place. So is "nada resolve" of a tea for
  // sleep and "nada muda" of a partner's habits (blind ordinary messages, lab/distress/ordinary-blind): the present
  // needs a never to be hopelessness.
  'nada (nunca )?(vai|ira) (@melhorar|@mudar|@resolver)',
  'nada nunca (@melhorar|@mudar|@resolver)',
  'nada (@melhorar|@mudar|@resolver) (nunca|jamais)',
  '(cansei de tentar|nao importa o que eu (faca|faco)|desisti de tentar) * * nada (@melhorar|@mudar|@resolver)',
  'nao (tenho|tem|ha) (mais )?(pra onde|para onde|aonde) correr',
  'nao (tenho|tem|ha) mais (pra onde|para onde|aonde) (ir|fugir)',
  '@tentar de tudo * (nada|continuo|desisti|cansei|e nada)',
  '(terapia|remedio|remedios|tratamento) * * @tentar de tudo',
  'nada (@adiantar|@funcionar) * (nunca vai|desisti|cansei)',
  '(a nao ser|alem da|alem de) (a morte|morrer|me matar)',
  '(unica )?saida (e|seria) (a morte|morrer|me matar)',
  'so a morte (@resolver|me salva|e a saida|vai me salvar|acaba com)',
  'medo de mim (mesmo|mesma)',
  '(dificil|impossivel|pesado|insuportavel) (continuar|ficar|estar|seguir) (viv*|aqui|vivendo)',
  '(nao (tenho|vejo|encontro)|sem) (mais )?(nenhum )?(porque|motivo|razao|sentido) (nenhum )?(pra|de|para|em)? (continuar )?(@viver|@respirar|@existir|ficar aqui|estar aqui|ficar viv*|continuar aqui)',
  'nao (@conseguir )?(@ver|@enxergar) (mais )?(nenhum|nenhuma)? (saida|sentido|solucao|futuro|esperanca)',
  'nunca (vou|vai) sair (desse|deste|do) (buraco|poco|fundo)',
  'tudo (parece|e) (inutil|em vao)',
  'nao (vejo|tenho|encontro) (mais )?(motivo|razao|sentido) (pra|de|em|para) * viver',
];

/** Feeling a burden, with the verb in any form. */
export const LEMMA_BURDEN = [
  '(nao|nunca) (devia|deveria|era pra|era para) ter @nascer',
  '@merecer (alguem|coisa|algo|um|uma|gente) (bem |muito )?(melhor|melhores) (que|q|do que) (eu|mim)',
  '(melhor|melhores|mais felizes|mais feliz) sem (uma|um) (mae|pai|filho|filha|pessoa|irmao|irma|amiga|amigo|namorada|namorado) como eu',
  // A burden to others, not the self-reproach of "eu sempre estrago tudo" (dialogue round 3).
  '(so|eu so|sempre) (@estragar|@atrapalhar|@piorar|@destruir|@arruinar) a vida (de|dos|das|da|do) *',
  '(so|eu so) (@atrapalhar) (tudo|todo mundo|todos|a vida)',
  '@atrapalhar a vida (de|dos|das|da|do) *',
  '(@estragar|@atrapalhar) tudo na vida (de|dos|das|da|do) *',
  '@estragar tudo (que|q) (eu )?(toco|encosto|tocar)',
  '(@ficar|@ser|@viver|@estar) (muito |bem )?(melhor|melhores|mais feliz|mais felizes|aliviad*) (se eu nao|sem mim|sem eu)',
];

/**
 * Weariness with something named ("não aguento mais essa briga", "não aguento mais esse trabalho"): blanked for the
 * lists and the classifier, not for the twelve phrases, so the message still gets the care paragraph and the lines
 * (ADR 019) without the full crisis reply. "Não aguento mais" alone, or of life, stays a crisis.
 */
export const NAMED_WEARINESS = [
  '(cansei|cansad*) de tudo (nesse|nessa|desse|dessa|neste|nesta|no|na|do|da) (emprego|trabalho|empresa|escola|faculdade|facul|casa|cidade|grupo|curso|plantao|firma)',
  'nao (aguento|suporto) mais (esse|essa|esses|essas|o|a|os|as|meu|minha|meus|minhas|tanta|tanto|aquele|aquela|aqueles|aquelas) (briga*|trabalho|emprego|chefe|escola|faculdade|facul|curso|cursinho|simulado*|reparticao|aula|aulas|escala|escalas|treino|treinos|servico|trampo|pressao|pergunta|perguntas|comentario*|piada*|cobranca*|transito|barulho|vizinh*|calor|frio|fila|rotina|cobranca*|discuss*|situacao|plantao|plantoes|onibus|turno|professor*|prova*|materia*|dieta|academia|empresa|firma|patrao|patroa|cliente*|sogra|cidade|bairro|reuniao|reunioes|conta*|divida*|gritaria|fofoca*|meta|metas|planilha*|obra|reforma|chuva|forno|calorao|mormaco|sol|poeira|seca|mosquito*|pernilongo*|carapana*|umidade|neve|inverno|verao)',
  'nao (aguento|suporto) mais (trabalhar|estudar|esperar|ouvir|pegar onibus|acordar cedo) (tanto|assim|nesse|nessa|com|no|na|isso|essa|esse)',
  // A weight not lifted ("meu parceiro de treino me zoa porque eu não aguento o supino": round 8 probes, 0.81).
  'nao (aguento|aguentei|consigo|consegui) (o|a|os|as) (supino|peso|carga|treino|agachamento|serie|series|corrida|subida|levantamento|terra)',
  // Strength for a named task ("não tenho mais forças pra cuidar da casa sozinha": round 8 probes, people of 60–85).
  'nao tenho (mais )?(forca|forcas) (pra|para) (cuidar|limpar|trabalhar|arrumar|subir|andar|carregar|lavar|cozinhar|varrer|fazer comida|fazer faxina) (da|de|a|o|as|os|na|no)? *',
  // Being called or treated some way ("n aguento mais ser chamado de filha dentro de casa": round 7 development).
  'nao (aguento|suporto) mais ser (chamad*|tratad*|cobrad*|comparad*|confundid*) (de|como|por|assim|pel*|com)',
  // Having to be the strong one ("tenho q ser forte. mas eu nao aguento mais ser forte sabe": round 4 development).
  'nao (aguento|suporto|consigo) mais ser (forte|a forte|o forte|o que resolve|a que resolve)',
];

/**
 * Hyperboles people joke with, blanked when a message laughs (kkk, haha, rsrs, 😂) and nothing says it is serious
 * (SERIOUS_DESPITE_LAUGHTER): "perdi a ranqueada de novo QUERO MORRER kkkkkk" is a complaint (ADR 019).
 */
export const HYPERBOLE_IN_JEST = [
  '(quero|queria|quis|vou) morrer',
  '(minha vida|a vida) (acabou|ta acabada|esta acabada)',
  'nao aguento mais',
  'sou (um|uma|o|a) (peso|problema|fardo|estorvo)',
  'peso morto',
  '(vou|vo) (pular|me jogar) (do|da|de|pela|pelo)',
  '(eu )?me jogo (do|da|de|pela|pelo)',
  '(eu )?me mato',
  '(preferia|prefiro) estar mort*',
  '(eu )?desisto',
  'acabar com a minha vida',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 016).
  '(peco|pedir|vou pedir) (pra|a) deus (me levar|me leve)',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 019).
  'adeus mundo cruel',
];

/** What makes a laughing message serious: nervous laughter, "sério", "não é piada". */
export const SERIOUS_DESPITE_LAUGHTER = [
  '(serio|seria|real|de verdade|juro|pprt|papo reto)',
  'nao (e|eh|foi|to|estou) (piada|zoeira|brincadeira|bit|drama|exagero|brincando|zoando)',
  '(rindo|rir) (de nervoso|pra nao chorar|de desespero)',
  'nao sei (pq|porque|por que) (to|estou) rindo',
  'ou nao',
  // Kinds of phrasing the blind writers found missing (2026-11-24, ADR 019).
  '(ja )?(resolvi|decidi)',
];

/**
 * Asking how to help someone else: with a crisis phrase said of someone else, the message gets guidance for the
 * person who is worried (safety.ts), not an ordinary reply.
 */
export const HELP_FOR_SOMEONE_ELSE = [
  '(o que|o q|oq) (eu )?(faco|devo fazer|posso fazer|fazer)',
  'como (eu )?(ajudo|ajudar|posso ajudar|abordo|abordar|falo com|lido com|converso com|acolho|acolher|respondo|percebo|convenco)',
  'devo (contar|chamar|falar|avisar|ligar|procurar)',
  '(to|estou|fiquei|fico) (com medo|preocupad*|desesperad*|em panico)',
  '(me ajuda|preciso de ajuda) (pra|para) (ajudar|saber)',
  '(qual|que) (numero|telefone) (eu )?ligo',
  // No question, but the danger is now: "disse que quer morrer, tá trancada no quarto agora".
  '(esta|ta|se) (trancad*|fechad*) (no|na) (quarto|banheiro)',
  'nao (abre|atende|responde) (a porta|o telefone|o celular|as mensagens|mais)?',
  'nao sei onde (ela|ele) (esta|ta)',
  // Gone alone after the farewell: "meu filho mandou msg se despedindo de todo mundo e saiu de barco sozinho" (a
  // development writer's, round 6, missed by every reader).
  '(saiu|sumiu|foi embora|pegou o carro|pegou a moto|pegou o barco) (de casa |de barco |de carro |de moto |a pe )?(sozinho|sozinha|sem falar|sem avisar|e nao voltou|e sumiu)',
  '(sumiu|desapareceu) (desde|faz|ha|de casa)',
  '(celular|telefone) (ta |esta )?(desligado|so da caixa)',
];
