import { LOW_MOOD } from '../crisis/lexicon';
import type { Theme } from './theme-types';

/** Themes named by the feeling itself. Texts avoid gendered adjectives for the person: we do not know them. */
export const EMOTION_THEMES = {
  ansiedade: {
    id: 'ansiedade',
    patterns: [
      // Round 10 development: trembling at a thought, a racing heart at a siren, a craving counted in days sober.
      '(to|estou|tou|fico|ficando|fiquei) tremendo (so )?(de pensar|de nervoso|de medo)',
      '(meu )?coracao (dispara|disparou|disparado|acelera|acelerado|fica a mil)',
      '(bateu|deu|to com|estou com|tenho) (uma )?(vontade|fissura) (forte|enorme|grande|absurda)? de (beber|usar|fumar|jogar|apostar)',
      '(dias|meses|semanas) (sem beber|sem usar|limpo|limpa|sobrio|sobria) * (vontade|fissura)',
      // Overthinking, in the words people use (dialogue round 3).,
      '(pensar|pensando|penso) demais',
      '(remoendo|remoer|remoo|remoi)',
      'peito apertado',
      'agitad*',
      'cabeca (a mil|nao para|nao desliga|ta uma bagunca)',
      'nao consigo (parar quiet*|ficar parad*|ficar quiet*)',
      'penso em mil coisas',
      'ansios*',
      'ansiedade',
      'crise de (ansiedade|panico)',
      'panico',
      'nervos*',
      'preocupad*',
      'preocupacao',
      'aflit*',
      'aflicao',
      'angusti*',
      'agonia',
      'inquiet*',
      'coracao (acelerado|disparado|disparou|a mil)',
      'falta de ar',
      'nao consigo respirar',
      'aperto no peito',
      '(pensamento|pensamentos) (acelerado|acelerados|a mil)',
      'nao consigo parar de pensar',
      '(acho|sinto) que vou morrer',
      'medo de tudo',
      // Round 7 development: the body's alarm and dread in the words people use (fear and trembling alone are also anger's
      // and work's: "tremendo de raiva", "medo de ser mandado embora").
      '(coracao|peito) (ta |esta |tava |estava )?(acelerado|disparado|a mil|batendo forte)',
      'cabeca (ta |esta |tava )?(a mil|acelerada|fervendo)',
      'agoniad*',
      'nervios*',
      '(imaginando|pensando|penso|pensar) (no|o) pior',
      '(bate|bateu|da|deu|tive|tenho|tem|vem|veio) (uma |aquela |aquelas |as )?(crise|crises)',
    ],
    validations: [
      'Sinto muito que a ansiedade esteja tão presente agora. Quando ela aperta, o corpo todo entra em alerta — e isso cansa muito.',
      'Obrigada por me contar. A ansiedade é muito desconfortável: os pensamentos correm na frente e o corpo reage como se houvesse um perigo logo ali.',
      'Imagino como deve ser difícil lidar com essa ansiedade. Faz todo sentido você querer um pouco de alívio.',
      'Que bom que você trouxe isso para cá. A ansiedade costuma fazer tudo parecer mais urgente e mais pesado do que dá para carregar de uma vez.',
    ],
    education: [
      'A ansiedade é o alarme do corpo tentando te proteger; às vezes ele dispara forte mesmo quando não há perigo real naquele momento. Respirar devagar, com a expiração mais longa, é um dos jeitos mais rápidos de avisar ao corpo que ele pode baixar a guarda.',
      'Coração acelerado, aperto no peito e pensamentos em looping são reações comuns da ansiedade — incômodas, mas passageiras. Trazer a atenção para o presente ajuda a diminuir a intensidade.',
      'Vale lembrar: a ansiedade sobe, chega a um pico e depois desce, mesmo quando parece que não vai passar.',
    ],
    techniques: ['respiracao-478', 'aterramento', 'respiracao-quadrada'],
    questions: [
      'O que costuma disparar essa ansiedade para você?',
      'Em que parte do corpo você mais sente a ansiedade agora?',
      'Quando você percebeu que a ansiedade começou a ficar mais forte?',
      'O que está passando pela sua cabeça neste momento?',
    ],
    followUps: [
      'Pelo que você conta, a ansiedade tem ocupado bastante espaço nos seus dias. Faz sentido isso deixar você no limite.',
      'Entendo. Quando a ansiedade vem assim, é comum a gente tentar controlar tudo — e isso cansa ainda mais.',
      'Obrigada por continuar me contando. Perceber o que alimenta a ansiedade já é um passo importante.',
    ],
    psychologistFromTurn: 2,
    psychologistReason:
      'Se a ansiedade vem atrapalhando seu sono, seu trabalho ou suas relações há algumas semanas, vale muito conversar com um psicólogo: existem abordagens que ajudam bastante.',
  },
  estresse: {
    id: 'estresse',
    patterns: [
      // Round 10 development: a living that fails (a tide, a harvest, a drought, a benefit cut) and bills that cannot be paid.
      '(nao sei como|como) (vou|vai|a gente vai|vamos) pagar',
      '(conta|contas) (tudo )?(atrasad*|vencid*|acumulad*)',
      '(safra|colheita|pescaria|mare|pesca) * (fraca|ruim|uma miseria|perdida|nao deu nada)',
      '(seca|estiagem) (de novo|ta|esta|brava|matando)',
      '(cortaram|cortou|suspenderam|bloquearam) (o|meu|a|minha|do meu|da minha) (bpc|beneficio|auxilio|bolsa familia|aposentadoria|pensao)',
      // Money trouble (found walking the chat: debts got no subject at all).,
      'divida*',
      'nome (ta |esta )?sujo',
      'cartao (estourou|estourado|bloqueado)',
      '(sem|falta de|nao tenho) (dinheiro|grana)',
      'contas (pra|para) pagar',
      '(aluguel|boleto*) atrasad*',
      // Bills coming in all at once (round 5 development: a farmer after a bad harvest, a fisherman who lost his boat).
      '(boleto|boletos|conta|contas) (vencendo|chegando|pra vencer|acumulad*|atrasad*)',
      '(o )?banco (quer|vai) tomar',
      // Round 7 walk: a lost harvest and the bank's loan.
      '(banco|financeira|cooperativa) (ta |esta )?(cobrando|executando)',
      '(seca|chuva|geada|praga|enchente|granizo) (acabou com|levou|matou|destruiu|perdeu) (o|a|os|as|toda|todo)? (milho|soja|feijao|cafe|plantacao|plantio|lavoura|colheita|roca|gado|safra)',
      '(nao|n) (colhemos|colhi|colheu) nada',
      '(perdi|perdemos) (a|toda a)? (safra|colheita|lavoura|plantacao)',
      // A fisherman's boat lost, as a harvest is (round 9 walk: "perdemo o barco na tempestade, era tudo q a gente
      // tinha"; a development writer's fisherman of Parintins is money stress too).
      '(perdi|perdemos|perdemo|perdeu|afundou|naufragou) (o|a|meu|minha|nosso|nossa) (barco|canoa|jangada|rede de pesca|redes de pesca)',
      // Round 7 walk: debts told as owed, and money lost to betting or lenders.
      '(devo|devendo) (1*|2*|3*|4*|5*|6*|7*|8*|9*|mil|pro|pra|no|na|ao|a|uma|um|dinheiro|grana|ate)',
      '(perdi|torrei|gastei|apostei|joguei) * (no|na|nas|nos) (tigrinho|bet|bets|aposta|apostas|cassino|blaze|jogo do bicho|fortune tiger|bingo)',
      'agiota',
      // Rent unpaid, a grant cut ("minha bolsa foi cortada e eu não tenho como pagar o aluguel": round 8 walk).
      '(nao tenho|nao tem|sem) (como|dinheiro pra|grana pra) pagar',
      '(bolsa|auxilio|beneficio|salario) (foi )?(cortad*|atrasad*|suspens*)',
      'emprestimo*',
      'consignado',
      // Instalments still to pay (round 9 walk: a delivery rider robbed of the motorbike he still pays for).
      '(1*|2*|3*|4*|5*|6*|7*|8*|9*|as|das|umas|muitas|varias) (parcela|parcelas|prestacao|prestacoes)',
      '(pagar|pagando|devendo) (a|as|o) (parcela*|prestac*|financiamento)',
      'estress*',
      'estres*',
      'sobrecarregad*',
      // A day or a week told by how heavy it was (dialogue round 4).
      'dia (lixo|pesado|puxado|tenso|infernal|horrivel|corrido|punk|de cao)',
      'semana (infernal|puxada|pesada|corrida|tensa|caotica|de cao)',
      '(minha )?vida (ta|esta) (um caos|uma loucura|uma correria)',
      'cabeca (ja )?(ta |esta )?fervendo',
      'agonia de fim de mes',
      'sobrecarga',
      'pressao',
      'correria',
      'muita coisa (pra fazer|ao mesmo tempo)',
      'nao dou conta',
      'tenso',
      'tensa',
      'tensao',
      'prova',
      'provas',
      'vestibular',
      'enem',
      'faculdade',
      'tcc',
      'prazo',
      'prazos',
      'contas (pra pagar|atrasadas)',
    ],
    validations: [
      'Parece que tem muita coisa nas suas costas ao mesmo tempo. Esse estresse acumulado pesa no corpo e na cabeça.',
      'Entendo — quando as demandas não param de chegar, o estresse vai se acumulando e fica difícil até respirar direito.',
      'Sinto muito que esteja tudo tão corrido e pesado. Viver no modo "dar conta de tudo" gera muito estresse.',
    ],
    education: [
      'O estresse é a resposta do corpo a uma pressão contínua. Na medida certa ele até ajuda a agir, mas sem pausas o corpo não consegue se recuperar — e pausas curtas, de poucos minutos, já fazem diferença.',
      'Quando o estresse aperta, a mente tenta resolver tudo de uma vez. Separar o que é urgente do que pode esperar, e dar ao corpo um momento para desacelerar, costuma aliviar.',
    ],
    techniques: ['respiracao-quadrada', 'escrita', 'aterramento'],
    questions: [
      'O que está pesando mais neste momento?',
      'Se você pudesse tirar uma coisa dessa lista hoje, qual seria?',
      'Como você tem cuidado de você no meio de tanto estresse?',
    ],
    followUps: [
      'Faz sentido você estar no limite com tanta coisa ao mesmo tempo. Esse estresse não é falta de capacidade, é excesso de carga.',
      'Percebo o quanto essa pressão tem acompanhado você. Não precisa resolver tudo de uma vez.',
    ],
    psychologistFromTurn: 2,
    psychologistReason:
      'Quando o estresse vira rotina e não dá trégua, um psicólogo pode ajudar você a reorganizar limites e prioridades.',
  },
  tristeza: {
    id: 'tristeza',
    patterns: [
      'trist*',
      'deprimid*',
      'depressao',
      'pra baixo',
      'chorando',
      'chorei',
      'choro',
      'vontade de chorar',
      'vazio',
      'vazia',
      'infeliz',
      'melancoli*',
      'na bad',
      // Round 7 development.
      'numa bad',
      'jururu',
      'coracao (ta |esta )?(apertado|partido|na mao|pesado)',
      'dia (pessimo|triste|cinza)',
      'arrasad*',
      '(estou|me sinto|ando) mal',
      // A serious diagnosis (the situation below); a late diagnosis of autism or ADHD is no grief.
      '(soropositivo|soropositiva|hiv|aids)',
    ],
    situations: [
      {
        // A serious diagnosis told the day it came ("descobri hj q sou soropositivo" got "o que mais está pesando?":
        // round 10 walk).
        patterns: [
          '(soropositivo|soropositiva|hiv|aids|cancer|tumor|diabetes|esclerose|lupus)',
          '(diagnostico|resultado|exame) (de|do) (hiv|cancer|tumor|aids|lupus|esclerose) * (positivo|reagente|confirmad*)?',
          '(deu|saiu) (positivo|reagente)',
        ],
        validations: [
          'Sinto muito. Receber um diagnóstico assim vira o chão do avesso, e é esperado sentir medo, choro e confusão tudo junto nos primeiros dias.',
          'Obrigada por me contar. Um diagnóstico desses mexe com tudo ao mesmo tempo — o corpo, os planos, as pessoas a quem contar —, e não precisa ser entendido todo de uma vez.',
        ],
        education: [
          'Você não precisa decidir tudo hoje, nem contar a ninguém antes de estar pronta ou pronto. O SUS trata de graça, e os serviços de referência (como os SAE e CTA, no caso do HIV) acompanham de perto; com tratamento, muita gente vive bem por muitos anos — e, no HIV, quem fica indetectável não transmite o vírus.',
        ],
        questions: [
          'Como você está se sentindo com isso agora, neste primeiro momento?',
          'Tem alguém com quem você sente que poderia dividir isso, no seu tempo?',
        ],
      },
    ],
    validations: [
      'Sinto muito que você esteja se sentindo assim. A tristeza pesa, e faz sentido que as coisas pareçam mais difíceis agora.',
      'Obrigada por dividir isso comigo. Estar triste não é fraqueza — é sinal de que algo importante para você está doendo.',
      'Que bom que você não guardou isso só para você. A tristeza fica um pouco mais leve quando encontra espaço para ser dita.',
    ],
    education: [
      'A tristeza costuma vir com cansaço, falta de vontade e vontade de se isolar. Pequenos gestos de cuidado — comer algo, tomar um pouco de sol, mandar mensagem para alguém querido — não resolvem tudo, mas ajudam a atravessar o dia.',
      'Dar nome ao que se sente e colocar isso em palavras, falando ou escrevendo, ajuda a organizar a emoção e costuma aliviar um pouco o peso.',
    ],
    techniques: ['escrita', 'reestruturacao'],
    questions: [
      'Você sabe o que trouxe essa tristeza, ou ela chegou sem um motivo claro?',
      'Há quanto tempo você vem se sentindo assim?',
      'O que tem ajudado, mesmo que um pouquinho, nos dias mais difíceis?',
    ],
    followUps: [
      'Estou aqui com você. Não precisa ter pressa para a tristeza passar.',
      'Percebo o quanto essa tristeza tem estado presente. Obrigada por confiar isso a mim.',
    ],
    psychologistFromTurn: 1,
    psychologistReason:
      'Quando a tristeza se estende por semanas ou tira a vontade de fazer as coisas de sempre, conversar com um psicólogo pode ajudar muito.',
  },
  insonia: {
    id: 'insonia',
    patterns: [
      '(deitei|deito) (faz|ha) (1h|2h|3h|4h|uma hora|duas horas|tres horas)',
      '(aqui|ainda|to|estou|tou) acordad*',
      'nao durmo direito',
      '(uma|duas|tres|quatro|1|2|3|4) (da|h da) manha',
      'antes de dormir',
      '(pregar|preguei|prego) o olho',
      '(no|o) (cel|celular) ate (as )?(1|2|3|4|5|1h|2h|3h|4h|5h|uma|duas|tres|quatro|cinco|tarde|de madrugada)',
      '(deitei|deito) (faz|ha) *(hora|horas)',
      '(mente|cabeca) nao desliga (quando|na hora de) (deito|dormir)',
      '(deito|deitei) e (nada|a cabeca|minha cabeca|meu cerebro)',
      'fico acordad*',
      'insonia',
      'nao consigo dormir',
      'nao durmo',
      'nao dormi',
      'dormir mal',
      'durmo mal',
      'dormindo mal',
      'sono',
      'acordo (de madrugada|no meio da noite|varias vezes)',
      'perdi o sono',
      'sem sono',
      'madrugada',
      'pesadelo*',
      '(virando|rolando) na cama',
      'dormir',
      'durmo',
      'dormi',
      'dormindo',
      'acordad*',
      'acordo (cansad*|toda hora)',
      'zumbi',
    ],
    validations: [
      'Noites mal dormidas deixam tudo mais pesado. Sinto muito que o sono esteja tão difícil.',
      'Deve ser muito desgastante passar a noite sem conseguir dormir e ainda encarar o dia seguinte com o corpo cansado.',
      'Entendo. Quando o sono não vem, a cabeça costuma aproveitar o silêncio da noite para pensar em tudo de uma vez.',
    ],
    education: [
      'O sono gosta de rotina: horários parecidos para deitar e levantar, menos tela e luz forte na última hora e a cama usada só para dormir ajudam o corpo a entender que é hora de desligar. Se não pegar no sono em uns 20 minutos, vale levantar e fazer algo calmo até o sono voltar.',
      'Café depois da tarde, telas perto da hora de dormir e preocupações sem lugar para ficar estão entre os maiores inimigos do sono. Um ritual simples antes de deitar costuma ajudar.',
    ],
    techniques: ['higiene-sono', 'respiracao-478', 'escrita'],
    questions: [
      'Como tem sido a sua última hora antes de deitar?',
      'Quando você não consegue dormir, o que costuma passar pela sua cabeça?',
      'Há quanto tempo o sono está assim?',
    ],
    followUps: [
      'Faz sentido o cansaço estar batendo forte depois de tantas noites de sono ruim.',
      'Entendo. Quando o sono falha por vários dias, até as emoções ficam mais à flor da pele.',
    ],
    psychologistFromTurn: 2,
    psychologistReason:
      'Se a falta de sono dura mais de algumas semanas, vale procurar ajuda profissional — um psicólogo pode trabalhar com você técnicas específicas para o sono.',
  },
  solidao: {
    id: 'solidao',
    patterns: [
      // Homesick in other words ("to numa saudade da bixiga de casa, de mainha": round 10 development).
      'saudade * (de casa|de mainha|de painha|da minha terra|do meu povo|da roca|do interior|do sertao)',
      'sem falar com ninguem',
      '(nao tenho|sem) (um|nenhum) amig*',
      '(meus|os) (amigos|amigo|amigas) (sumiram|se afastaram|nem ligam|nem me chamam)',
      'falta de gente',
      '(moram|mora) (todos |todas )?longe',
      'casa (ficou|ta|esta) (muito )?(quieta|vazia|silenciosa)',
      // The family gone far and the house quiet (dialogue round 4).
      'casa (ficou|ta|esta) (tao |muito )?(quieta|vazia|silenciosa|grande demais|grande)',
      '(moram|mora|foram|foi|se mudaram|mudaram) (todos |todas |tudo )?(fora|pra longe|pra outra cidade|pra outro estado|pra sao paulo|pro exterior|pra fora)',
      '(familia|filhos|filho|filha) (ta|esta|estao|tao|mora|moram) (toda |todos )?(longe|fora|em outra cidade|em outro estado)',
      'so eu e (o|a) (radio|tv|televisao|gato|gata|cachorro|cachorra)',
      // Longing for the family far away ("a saudade da minha filha ta me matando, ela fez 5 anos ontem e eu nao tava
      // la": round 9 walk, a trucker 20 days on the road).
      'saudade (da minha|do meu|dos meus|das minhas|de casa|da familia|de todo mundo|da minha gente|da minha terra) *',
      'ninguem (mais )?(senta|conversa|almoca|janta|toma cafe) comigo',
      '(fazer|fiz|ter) (nenhum |nenhuma |algum |alguma |novos |novas )?amig*',
      'sozinh*',
      'solidao',
      'solitari*',
      'isolad*',
      'ninguem (pra conversar|me entende|liga pra mim|me procura|se importa)',
      // Wanting someone to talk to (round 9 walk: a mother of an autistic boy whose husband works all day).
      '(so )?(queria|precisava) (de )?(alguem|uma pessoa) (pra|para|com quem) (conversar|falar|desabafar)',
      'sem amigos',
      'nao tenho (amigos|ninguem)',
      'excluid*',
      'deixad* de lado',
      'me sinto so',
      'se afastou',
      'se afastaram',
      'nao me (visita|visitam|liga|ligam|procura|procuram) mais',
      'sumiu',
      // Far from home (round 6 probes: Brazilians abroad, students who moved to the city).
      'saudade (do brasil|de casa|da minha terra|da minha familia|da familia|do meu pais|da minha cidade)',
      'ninguem (aqui )?(fala|conversa) comigo( direito)?',
      '(conversar|falar) com alguem em portugues',
      'nao conheco ninguem',
    ],
    situations: [
      {
        // A parent who lives alone, told by a worried son or daughter ("meu pai tem 84 anos e mora sozinho em ijui" got
        // "sinto muito que você esteja se sentindo tão só": round 10 walk).
        patterns: [
          '(meu|minha) (pai|mae|avo|vo|sogro|sogra|tio|tia) * * (mora|vive|ficou|esta|ta) (sozinho|sozinha|so)',
        ],
        validations: [
          'Dá para sentir a sua preocupação. Ter alguém querido morando sozinho, ainda mais longe ou com a idade pesando, deixa a gente com o coração apertado.',
        ],
        education: [
          'Ligações curtas e frequentes, um vizinho ou um parente por perto que passe para ver como está, e o CRAS ou a UBS do bairro (que fazem visitas e têm grupos de convivência) ajudam quem mora só a não ficar isolado.',
        ],
        questions: ['Como essa pessoa tem estado nos últimos tempos, pelo que você percebe?'],
      },
    ],
    validations: [
      'Sentir solidão dói, e muitas vezes é difícil falar sobre isso. Obrigada por me contar.',
      'Sinto muito que você esteja se sentindo tão só. A solidão pode aparecer até no meio de muita gente.',
      'Que bom que você veio conversar. A solidão pesa, e aqui você não precisa carregá-la em silêncio.',
    ],
    education: [
      'A solidão funciona como um sinal, parecido com a fome: ela avisa que precisamos de conexão. Pequenos contatos — uma mensagem, um áudio, um café rápido — já começam a responder a esse sinal.',
      'Quando a gente se sente só, a mente costuma dizer que ninguém se importa. Nem sempre isso é verdade, mas a solidão faz esses pensamentos parecerem fatos.',
    ],
    techniques: ['reestruturacao', 'escrita'],
    questions: [
      'Tem alguém, mesmo que distante, com quem você gostaria de se reaproximar?',
      'Em que momentos do dia a solidão aparece mais forte?',
      'Como eram as coisas quando você se sentia menos só?',
    ],
    followUps: [
      'Obrigada por continuar aqui comigo. A solidão fica menor quando é compartilhada, mesmo que aos poucos.',
      'Faz sentido sentir esse vazio quando falta alguém por perto para dividir o dia. A solidão não diz nada sobre o seu valor.',
    ],
    psychologistFromTurn: 2,
    psychologistReason:
      'Se a solidão tem sido constante, um psicólogo pode ajudar você a entender o que está por trás dela e a construir conexões com mais segurança.',
  },
  raiva: {
    id: 'raiva',
    patterns: [
      'arretad*',
      'sangue fervendo',
      '(to|estou|fiquei) (pistola|possess*|uma fera)',
      'raiva',
      'irritad*',
      'irritacao',
      'me irrita',
      'odio',
      'furios*',
      'revoltad*',
      'explodi',
      'perdi a (cabeca|paciencia)',
      'brav*',
      'puto',
      'puta da vida',
      'gritei',
      '(quero|vou) matar (ele|ela|meu chefe|minha chefe|esse cara|essa mulher|alguem)',
    ],
    validations: [
      'Parece que algo mexeu muito com você. A raiva é uma emoção legítima — ela costuma aparecer quando sentimos que um limite foi ultrapassado.',
      'Entendo essa raiva. Faz sentido ficar assim quando algo parece injusto.',
      'Obrigada por falar disso aqui, em vez de guardar. Raiva acumulada pesa muito.',
    ],
    education: [
      'A raiva vem como uma onda: sobe rápido, atinge um pico e depois diminui. Esperar alguns minutos e respirar antes de responder ajuda você a agir do jeito que escolher, e não no calor do momento.',
      'Por trás da raiva muitas vezes há outras coisas — cansaço, mágoa, sensação de injustiça. Dar nome a isso ajuda a decidir o que fazer com ela.',
    ],
    techniques: ['respiracao-quadrada', 'escrita'],
    questions: [
      'O que aconteceu que despertou essa raiva?',
      'O que você gostaria que tivesse sido diferente?',
      'Do que você acha que precisava naquele momento?',
    ],
    followUps: [
      'Faz sentido essa raiva ainda estar aí. Quando algo nos fere, ela não some de uma hora para outra.',
      'Percebo que essa situação te deixou com muita raiva. Você tem todo o direito de sentir isso.',
    ],
    psychologistFromTurn: 2,
    psychologistReason:
      'Se a raiva tem aparecido com frequência e afetado suas relações, um psicólogo pode ajudar você a encontrar outros caminhos para ela.',
  },
  desanimo: {
    id: 'desanimo',
    // Shared with the safety layer, which keeps crisis mode when this follows a flagged message.
    patterns: [...LOW_MOOD, 'sem vontade', 'nada tem graca', 'nao tenho vontade de (fazer )?nada'],
    validations: [
      'Obrigada por me contar. Ficar sem vontade de fazer nada, nem o que antes dava prazer, é muito pesado — e não é preguiça nem falta de força de vontade.',
      'Sinto muito que o desânimo esteja tão presente. Quando tudo perde a graça, até as coisas pequenas parecem exigir um esforço enorme.',
      'Imagino como deve ser difícil atravessar os dias sem ânimo. Faz sentido isso cansar você.',
    ],
    education: [
      'A perda de interesse e de energia costuma vir em ondas, e esperar a vontade aparecer às vezes deixa a gente parado. Começar por uma atividade bem pequena, de poucos minutos, ajuda a vontade a vir depois da ação, e não antes.',
      'Quando o desânimo dura mais de duas semanas e atrapalha a rotina, vale olhar para ele com cuidado: ele não é um defeito seu, é um sinal de que você precisa de apoio.',
    ],
    techniques: ['escrita', 'reestruturacao'],
    questions: [
      'Há quanto tempo você tem se sentido assim, sem vontade das coisas?',
      'Tem alguma coisa, mesmo pequena, que ainda traga um pouco de alívio no seu dia?',
      'Como têm sido o seu sono e a sua alimentação nesses dias?',
    ],
    followUps: [
      'Percebo que esse desânimo tem acompanhado você. Não precisa dar conta de tudo; um passo pequeno já conta.',
      'Obrigada por continuar me contando. Falar do desânimo, mesmo sem vontade, já é um movimento.',
    ],
    psychologistFromTurn: 1,
    psychologistReason:
      'Quando o desânimo e a perda de interesse duram semanas, um psicólogo (e, se preciso, um psiquiatra) pode ajudar bastante a entender o que está acontecendo e a sair desse lugar.',
  },
} satisfies Record<string, Theme>;
