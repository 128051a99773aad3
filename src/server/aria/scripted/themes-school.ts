import type { Theme } from './theme-types';

/** Themes of school and study: being teased or left out, and exams (issue 22: each with replies of its own). */
export const SCHOOL_THEMES = {
  'escola-bullying': {
    id: 'escola-bullying',
    patterns: [
      // A parent telling of a child mocked ("meu filho chega da escola chorando pq os menino chama ele de macaco": round 10).
      '(chega|chegou|voltou|volta|vem) (da escola|do colegio|da aula) chorando',
      '(os menino|os meninos|as menina|as meninas|os colega|os colegas|a turma) (chama|chamam|xinga|xingam|zoa|zoam) (ele|ela|meu filho|minha filha) de',
      // Mocked by classmates over a grade is the mockery (dialogue round 3).
      '(ficaram|ficam|vivem|fica) me (chamando|zoando) de',
      '(me chama|me chamam) de (burr*|feia|feio|gord*|nerd|esquisit*)',
      // Round 7 development: the past of it ("a sala toda me chamou de burro").
      '(me|ele|ela) (chamou|chamaram|chamava|chamavam) de (burr*|feia|feio|gord*|nerd|esquisit*|baleia|macaco|viado*|sapatao)',
      '(as )?risadas',
      '(criaram|fizeram|tem) (um )?grupo * sem (eu|mim)',
      'ninguem me quer no grupo',
      'bullying',
      '(rindo|riem|riram) de mim',
      'zoa* (de mim|comigo|da minha cara)',
      'me zoa*',
      'tiram sarro',
      'tirando sarro',
      'ri(em|ram|ndo) de mim',
      'me (excluem|excluiram|isolam|ignoram|chamam de)',
      'ninguem (fala|senta|anda) comigo (na escola|no colegio|na sala|no intervalo)',
      '(fico|fiquei|ficava) sozinh* no (intervalo|recreio)',
      '(me|mim) (deixam|deixaram|deixa) de lado',
      '(ninguem|ngm) (deixa|quer) (eu )?(sentar|andar|ficar|brincar|fazer trabalho|fazer dupla|fazer grupo) (com|comigo|perto)',
      '(ninguem|ngm) * quer (fazer )?(trabalho|dupla|grupo) (em grupo )?comigo',
      // A parent telling of a child mocked (round 5 development): "os colegas riem dela quando ela vai no quadro".
      '(rindo|riem|riram|zoam|zoaram|zoando|caçoam|caçoando|tiram sarro) (dela|dele|do meu filho|da minha filha|do menino|da menina)',
      '(me|ela|ele) (deixaram|deixam) de fora',
      // Called a name, told by a parent ("os meninos chamam ela de venequinha e ela chora": round 9 walk, a Venezuelan
      // mother whose daughter is mocked at school): any name, since the ones that hurt are new every time.
      '(chamam|chamaram|chamando|chamavam|ficam chamando|vivem chamando) (ela|ele|minha filha|meu filho|a menina|o menino|meu neto|minha neta) de',
      '(figurinha|figurinhas|meme|memes|montagem|montagens|foto|fotos) (minha|de mim|com (a )?minha cara|com (a )?cara dele|com (a )?cara dela|dele|dela)',
      '(me|ela|ele|o|a) (tiraram|tirou|expulsaram|removeram) do grupo',
      '(criaram|fizeram|montaram) (outro|outro grupo|um grupo) sem (eu|mim|ela|ele)',
      '(tao|estao|esta|ficam|vivem|ficaram|ficava|ficavam) (zoando|rindo|tirando sarro|imitando)',
      // Going to the school to speak to its staff, or not wanting to go back because of the others (round 7
      // development: read as the exam talked of before).
      '(vou|vo|ir|fui) (na|a|ate a|pra) escola * (falar|conversar) com (a|o) (coordenac*|coordenador*|diretor*|diretora|professor*|pedagog*)',
      '(falar|conversar) com a (escola|coordenacao|diretoria) * (zoacao|bullying|menino*|menina*|guri*|moleque*|eles|elas)',
      '(nao|n) (quero|queria|consigo) (voltar|ir) (pra|pra a|na|a) (escola|aula|sala) * (por causa|pq|porque) (deles|delas|dos|das|desses|dessas)',
      // A chat leaked to the class (round 7 walk).
      '(vazaram|vazou|espalharam|espalhou|mandaram|postaram) (um |uns |o |os |meu |minha |meus |minhas )?(print|prints|foto|fotos|audio|audios|video|videos|conversa|conversas) * (no grupo|na sala|na turma|pra sala|pra turma|pra escola|no zap da)',
      'me (imita|imitam|imitando|imitaram)',
      '(jogaram|jogam|esconderam|escondem|rasgaram|rasgam) (a|o|minha|meu|dele|dela)? (mochila|estojo|caderno|lanche)',
      '(disseram|dizem|falaram|falam|chamaram) (q|que) (eu|ele|ela) (e|sou|era|ta|esta) (gord*|feio|feia|burr*|esquisit*|nerd|estranh*)',
      // A nickname one is called by to hurt, not the one a person gives ("Mari é apelido, prefiro Marina").
      '(me chamam|me chamando|colocaram|botaram|deram|inventaram|puseram) (de |um |uns |o )?apelido*',
      'apelido* (maldos*|ofensiv*|feio*|horrivel|horriveis|de mal gosto)',
    ],
    // A school named alone is a parent's child at school, a teacher by trade, a migrant's daughter settling in
    // ("minha filha já tá na escola aqui", "era professor de matemática na Venezuela"; blind ordinary messages):
    // these words only add to the mockery or the leaving out told beside them.
    setting: [
      '(os|dos|pros) moleque*',
      '(da|na) minha sala',
      'trabalho em grupo',
      'na aula',
      // "Lá da sala" at home is the living room: a classroom is named with the school's words.
      '(na|da) (escola|turma|classe)',
      '(na|da) (minha )?sala de aula',
      '(da|na) (minha|nossa) (sala|turma)',
      '(no|do) (colegio|intervalo|recreio)',
      'colegas de (sala|classe|turma)',
      'grupo da (sala|turma)',
      '(meus|minhas|os|as) colegas (da escola|do colegio|da sala|de sala|da turma|de turma|de classe)',
      'professor*',
    ],
    validations: [
      'Sinto muito que isso esteja acontecendo na escola. Ser alvo de piadas ou ser deixado de lado machuca de verdade — e não é culpa sua.',
      'Que situação difícil. Ninguém merece ser zoado ou excluído, e faz todo sentido você estar chateado com isso.',
    ],
    education: [
      'Quando as provocações se repetem, isso tem nome: bullying. Não é "brincadeira" nem exagero seu, e a escola tem o dever de agir quando fica sabendo.',
      'Contar para um adulto de confiança — alguém da família, um professor, a coordenação — não é "dedurar": é pedir a proteção que todo estudante tem direito de ter.',
    ],
    techniques: ['escrita', 'reestruturacao'],
    questions: [
      'Há quanto tempo isso vem acontecendo?',
      'Tem algum adulto — em casa ou na escola — que já sabe o que está acontecendo?',
      'Tem alguém na escola com quem você se sente bem, mesmo que seja uma pessoa só?',
    ],
    followUps: [
      'Obrigada por me contar mais. O que você está vivendo na escola é sério, e você merece apoio.',
      'Faz sentido que isso pese tanto. Ninguém deveria ter medo de ir para a escola.',
    ],
    psychologistFromTurn: 2,
    psychologistReason:
      'Se isso está afetando o seu sono, a vontade de ir à escola ou como você se vê, conversar com um psicólogo pode ajudar.',
  },
  provas: {
    id: 'provas',
    patterns: [
      'cursinho',
      '(primeiro|segundo) dia (da prova|do enem|do vestibular|semana)',
      'semana de prova*',
      // Failing a year, not a day driving ("rodei 12 horas hj" from an app driver, round 5 development).
      'rodei (de ano|no ano|na prova|na materia|em *)',
      'rodei (matematica|fisica|quimica|portugues|historia|biologia|ingles|geografia)',
      'reprovei',
      'nao passei',
      'prova*',
      'vestibular*',
      'enem',
      'concurso*',
      'simulado*',
      'exame (da ordem|final)',
      'oab',
      'recuperacao',
      'reprova*',
      'passar de ano',
      'estudar',
      'estudando',
      'estudo*',
      'nota*',
      'boletim',
      // A grade told as a number ("tirei 3 em matemática": round 7 development).
      '(tirei|tirou|tiro|tiramos) (0*|1*|2*|3*|4*|5*|6*|7*|8*|9*|zero|um|dois|tres|quatro|cinco|seis|sete|oito|nove|dez) (em|na|no|de)',
    ],
    validations: [
      'Época de prova aperta mesmo. A pressão de estudar e de ir bem costuma pesar no corpo e na cabeça.',
      'Entendo essa tensão. Quando muita coisa parece depender de uma prova, é natural a ansiedade subir.',
    ],
    education: [
      'Um pouco de nervosismo ajuda a focar, mas quando ele toma conta, a memória e a concentração pioram. Estudar em blocos curtos com pausas de verdade e dormir bem na véspera costuma render mais do que virar a noite.',
      'Na hora da prova, se a mente der branco, vale parar um minuto, soltar o ar devagar algumas vezes e começar pela questão mais fácil: a memória volta quando o corpo desacelera.',
    ],
    techniques: ['respiracao-quadrada', 'reestruturacao'],
    questions: [
      'Quando é a prova, e como está a sua preparação até aqui?',
      'O que mais te preocupa: o conteúdo, o tempo ou o resultado?',
      'Como você tem dormido e descansado nesses dias de estudo?',
    ],
    followUps: [
      'Faz sentido essa pressão toda. Você está se dedicando muito, e isso cansa.',
      'Obrigada por me contar mais. Dá para perceber o quanto essa prova importa para você.',
    ],
    psychologistFromTurn: 3,
    psychologistReason:
      'Se a ansiedade com provas está atrapalhando muito o seu dia a dia, um psicólogo pode ajudar a encontrar estratégias para lidar com ela.',
  },
} satisfies Record<string, Theme>;
