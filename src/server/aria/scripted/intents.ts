import { PhraseSet } from '../../../shared/aria/phrase-pattern';

/**
 * What a message asks for, apart from its theme: small talk, questions about the service, answers to an offer.
 * Each set is in the phrase language of phrase-pattern.ts and is tested against `prepare`d text.
 */
export const INTENTS = {
  accept: new PhraseSet([
    'sim',
    's',
    'quero',
    'quero sim',
    'vamos',
    'vamos la',
    'bora',
    'pode ser',
    'pode',
    'ok',
    'okay',
    'claro',
    'topo',
    'aceito',
    'beleza',
    'uhum',
    'aham',
    'com certeza',
    'manda',
    'pode mandar',
    'pode me guiar',
    'me guia',
    'quero tentar',
    'vou tentar',
    'quero fazer',
    'vamos fazer',
    'por favor',
  ]),
  refuse: new PhraseSet([
    'nao',
    'agora nao',
    'prefiro nao',
    'nao quero',
    'depois',
    'talvez depois',
    'outra hora',
    'nao obrigado',
    'melhor nao',
    'so (conversar|falar)',
    'prefiro (conversar|falar)',
  ]),
  stop: new PhraseSet([
    'parar',
    'chega',
    'nao quero mais',
    'nao quero continuar',
    'pode parar',
    'vamos parar',
    'quero parar',
    'nao esta ajudando',
    'nao (ajudou|funciona|funcionou)',
    'cansei (disso|desse exercicio)',
  ]),
  greeting: new PhraseSet([
    'oi*',
    'ola',
    'ei',
    'hey',
    'e ai',
    'eai',
    'opa',
    'salve',
    'bom dia',
    'boa tarde',
    'boa noite',
    'hello',
    'hi',
  ]),
  howAreYou: new PhraseSet(['tudo bem', 'tudo bom', 'como (voce esta|vai|voce vai)', 'td bem', 'blz']),
  thanks: new PhraseSet([
    'obrigad*',
    'valeu',
    'agradeco',
    'gratidao',
    'me ajudou',
    'ajudou (muito|bastante)',
  ]),
  goodbye: new PhraseSet([
    'tchau',
    'ate (mais|logo|amanha|depois|a proxima)',
    'vou (dormir|nessa|indo|sair)',
    'boa noite',
  ]),
  human: new PhraseSet([
    'voce (e|seria) (um|uma)? (humana|humano|pessoa|pessoa de verdade|pessoa real|real|robo|ia|inteligencia artificial|bot|chatbot|maquina|psicologa|psicologo|terapeuta|medica|medico|profissional)',
    '(e|tem) (uma )?pessoa (do outro lado|por tras|respondendo|de verdade)',
    'estou falando com (um|uma)? (robo|pessoa|ia|humano|humana|alguem de verdade|bot|maquina|psicologa|psicologo)',
    'quem (e|e que) (voce|esta falando)',
    'voce e formada',
    'voce tem crp',
    'voce existe',
  ]),
  price: new PhraseSet([
    'quanto custa',
    'quanto (e|sai|fica) (o|a|os|as)? (plano|planos|assinatura|mensalidade|consulta)',
    'preco*',
    'valor (do|da|dos|das) (plano|planos|assinatura|consulta)',
    '(quais|qual) (sao|e)? (os|o)? (planos|plano)',
    'plano (mensal|anual|avulso)',
    '(sobre|os) planos (da aria|de voces|do app|disponiveis)?',
    'meu plano',
    'como (assinar|pagar)',
    'forma de pagamento',
    'assinatura',
    'mensalidade',
    'desconto',
    'cancelar (o|a|meu|minha)? (plano|assinatura)',
  ]),
  howItWorks: new PhraseSet([
    'como (isso|voce|o app|a aria|aqui|o chat|essa plataforma|esse app|esse servico|o servico) funciona',
    'como funciona',
    'o que voce (faz|pode fazer|consegue fazer)',
    'pra que (voce )?serve',
    'como voce pode me ajudar',
    'como (eu )?uso',
    'quem (te criou|criou voce)',
  ]),
  privacy: new PhraseSet([
    '(minhas|as|essas)? (conversa|conversas) (fica|ficam|e|sao|esta|estao) (salva|salvas|gravada|gravadas|guardada|guardadas|registrada|registradas)',
    'privacidade',
    'sigilo*',
    'alguem (le|vai ler|pode ler|ve|vai ver)',
    'confidencial',
    'e seguro',
    'meus dados',
    'lgpd',
  ]),
  booking: new PhraseSet([
    'agendar',
    'marcar (uma )?(consulta|sessao|terapia|atendimento)',
    'falar com (um|uma) (psicologo|psicologa|humano|pessoa|profissional)',
    'psicologo humano',
    'quero (fazer )?terapia',
    'consulta com (um|uma)? (psicologo|psicologa)',
  ]),
  // Only questions: "eu tenho depressão há anos" is a person telling their story, not asking for a label.
  diagnosis: new PhraseSet([
    '(sera que|acho que|como saber se|sera|e possivel que|voce acha que) (eu )?(tenho|sou|estou com|to com) (depressao|ansiedade generalizada|ansiedade|tag|tdah|bipolar|bipolaridade|borderline|transtorno*|toc|autismo|autista|sindrome*|burnout|esquizofrenia|fobia social|panico)',
    '(me )?(da|de|faz|faca|pode fazer|pode me dar|quero) (um )?diagnostico',
    'qual (e )?(o )?meu diagnostico',
    'o que eu tenho',
    'isso e (depressao|ansiedade|um transtorno)',
  ]),
  exerciseRequest: new PhraseSet([
    '(quero|queria|tem|me passa|sugere|sugira|conhece|sabe|fazer|faz|me da) (um|uma|algum|alguma)? (exercicio|tecnica)',
    '(exercicio|tecnica) (pra|de) (acalmar|relaxar|ansiedade|respirar|dormir|respiracao)',
    '(me )?(ensina|ensine|mostra|guia|ajuda) (um|uma|a|algum|alguma)? (exercicio|tecnica|respiracao)',
    'como (me )?acalmar',
    'me (ajuda|ajude) a (me )?acalmar',
    'quero (me )?acalmar',
  ]),
  positive: new PhraseSet([
    '(estou|me sinto|fiquei|to) (bem|melhor|mais calm*|mais tranquil*|mais leve|feliz|aliviad*|otim*)',
    '(ajudou|funcionou|melhorou)',
    'foi (um )?(bom|otimo) dia',
  ]),
  notOk: new PhraseSet([
    'nao (estou|me sinto|to|fiquei) (bem|melhor)',
    'nao (ajudou|funcionou|melhorou)',
    '(estou|me sinto|ando) (mal|pessim*|horrivel)',
  ]),
  unsure: new PhraseSet(['nao sei', 'sei la', 'hm*', 'tanto faz', 'sla']),
};

export type IntentName = keyof typeof INTENTS;

/** True when the message says little besides this intent: "sim!", "não, obrigada", "oi, tudo bem?". */
export function isMostly(intent: IntentName, prepared: string, maxOtherWords = 2): boolean {
  const set = INTENTS[intent];
  if (!set.test(prepared)) return false;
  const rest = set
    .blank(prepared)
    .split(' ')
    .filter((word) => word !== '' && word !== '~');
  return rest.length <= maxOtherWords;
}
