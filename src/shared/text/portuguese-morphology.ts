import { normalizeWord } from './normalize';

/**
 * Just enough Portuguese morphology for the crisis detector, on text already in normalizeText's canonical form
 * (no accents, runs of one letter collapsed: "morrer" is "morer"):
 *
 * - `verbForms("morrer")`: the conjugations of a verb in every person, tense and mood, so a phrase can say
 *   "any form of morrer" (`@morrer` in phrase-pattern.ts) instead of listing "morro", "morreria", "morresse".
 *   Regular forms come from the three conjugations; the irregular verbs people use when they talk about dying,
 *   wanting and going carry their own forms.
 * - `stemLength`: a light suffix-stripping stemmer (in the spirit of RSLP, much shorter) for the classifier's
 *   stem features, so "desejava" and "desejo" share "desej".
 */

const ENDINGS: Record<'ar' | 'er' | 'ir', string[]> = {
  ar: [
    ...['o', 'as', 'a', 'amos', 'ais', 'am'],
    ...['ava', 'avas', 'avamos', 'avam', 'ei', 'aste', 'ou', 'aram', 'ara', 'aras', 'aramos'],
    ...['arei', 'aras', 'ara', 'aremos', 'arao', 'aria', 'arias', 'ariamos', 'ariam'],
    ...['e', 'es', 'emos', 'em', 'asse', 'asses', 'assemos', 'assem', 'ares', 'armos', 'arem'],
    ...['ar', 'a', 'ando', 'ado', 'ada', 'ados', 'adas'],
  ],
  er: [
    ...['o', 'es', 'e', 'emos', 'eis', 'em'],
    ...['ia', 'ias', 'iamos', 'iam', 'i', 'este', 'eu', 'eram', 'era', 'eras', 'eramos'],
    ...['erei', 'eras', 'era', 'eremos', 'erao', 'eria', 'erias', 'eriamos', 'eriam'],
    ...['a', 'as', 'amos', 'am', 'esse', 'esses', 'essemos', 'essem', 'eres', 'ermos', 'erem'],
    ...['er', 'e', 'endo', 'ido', 'ida', 'idos', 'idas'],
  ],
  ir: [
    ...['o', 'es', 'e', 'imos', 'is', 'em'],
    ...['ia', 'ias', 'iamos', 'iam', 'i', 'iste', 'iu', 'iram', 'ira', 'iras', 'iramos'],
    ...['irei', 'iras', 'ira', 'iremos', 'irao', 'iria', 'irias', 'iriamos', 'iriam'],
    ...['a', 'as', 'amos', 'am', 'isse', 'isses', 'issemos', 'issem', 'ires', 'irmos', 'irem'],
    ...['ir', 'i', 'indo', 'ido', 'ida', 'idos', 'idas'],
  ],
};

/** The first person singular's endings (present, imperfect, preterite, future, conditional, subjunctives). */
const FIRST_PERSON: Record<'ar' | 'er' | 'ir', string[]> = {
  ar: ['o', 'ava', 'ei', 'arei', 'aria', 'e', 'asse', 'ar'],
  er: ['o', 'ia', 'i', 'erei', 'eria', 'a', 'esse', 'er'],
  ir: ['o', 'ia', 'i', 'irei', 'iria', 'a', 'isse', 'ir'],
};

/** Forms the regular paradigm misses: irregular verbs, stem changes ("durmo", "prefiro", "consigo", "some"). */
const IRREGULAR: Record<string, string[]> = {
  querer: [
    'quero',
    'quer',
    'quis',
    'quiseram',
    'quisesse',
    'quisessem',
    'quiser',
    'quiserem',
    'queira',
    'queiram',
    'quisera',
    'quiseste',
  ],
  ir: [
    'vou',
    'vai',
    'vamos',
    'vao',
    'fui',
    'foi',
    'fomos',
    'foram',
    'fosse',
    'fossem',
    'for',
    'forem',
    'va',
    'vas',
    'iria',
    'ia',
    'irei',
    'ira',
  ],
  ser: [
    'sou',
    'es',
    'e',
    'somos',
    'sao',
    'era',
    'eram',
    'fui',
    'foi',
    'foram',
    'fosse',
    'fossem',
    'for',
    'forem',
    'seja',
    'sejam',
    'seria',
    'seriam',
    'serei',
    'sera',
  ],
  estar: [
    'estou',
    'esta',
    'estamos',
    'estao',
    'estive',
    'esteve',
    'estiveram',
    'estivesse',
    'estiver',
    'esteja',
    'estava',
    'estavam',
  ],
  ter: [
    'tenho',
    'tem',
    'temos',
    'tinha',
    'tinham',
    'tive',
    'teve',
    'tiveram',
    'tivesse',
    'tiver',
    'tenha',
    'teria',
    'terei',
  ],
  poder: [
    'posso',
    'pode',
    'podemos',
    'podem',
    'pude',
    'pode',
    'puderam',
    'pudesse',
    'puder',
    'possa',
    'poderia',
  ],
  fazer: [
    'faco',
    'faz',
    'fazemos',
    'fazem',
    'fiz',
    'fez',
    'fizeram',
    'fizesse',
    'fizer',
    'faca',
    'faria',
    'farei',
    'fara',
    'feito',
  ],
  dar: ['dou', 'da', 'damos', 'dao', 'dei', 'deu', 'deram', 'desse', 'der', 'de', 'daria', 'darei'],
  ver: ['vejo', 've', 'vemos', 'veem', 'vi', 'viu', 'viram', 'visse', 'vir', 'veja', 'veria', 'visto'],
  conseguir: ['consigo', 'consiga', 'consigam'],
  sentir: ['sinto', 'sinta', 'sintam'],
  dormir: ['durmo', 'durma', 'durmam'],
  preferir: ['prefiro', 'prefira', 'prefiram'],
  pedir: ['peco', 'peca', 'pecam'],
  sumir: ['some', 'somes', 'somem'],
  sair: ['saio', 'sai', 'saia', 'saiam', 'saiu', 'sair', 'saisse'],
  morrer: ['morto', 'morta', 'mortos', 'mortas'],
  existir: ['existo'],
  aguentar: ['aguento', 'guento'],
};

/** Spelling keeps the stem's sound before "e" and "a"/"o": "risquei", "chegue", "comecei", "protejo". */
function spell(stem: string, suffix: string, ending: 'ar' | 'er' | 'ir'): string {
  const last = stem.slice(-1);
  if (ending === 'ar' && suffix.startsWith('e')) {
    if (last === 'c') return `${stem.slice(0, -1)}qu${suffix}`;
    if (last === 'g') return `${stem.slice(0, -1)}gu${suffix}`;
    if (last === 'ç') return `${stem.slice(0, -1)}c${suffix}`;
  }
  if (ending !== 'ar' && (suffix.startsWith('a') || suffix.startsWith('o'))) {
    if (last === 'g') return `${stem.slice(0, -1)}j${suffix}`;
    if (stem.endsWith('gu')) return `${stem.slice(0, -2)}g${suffix}`;
  }
  return stem + suffix;
}

/** First person singular forms of the irregular verbs, where IRREGULAR lists every person. */
const IRREGULAR_FIRST_PERSON: Record<string, string[]> = {
  querer: ['quero', 'quis', 'quisesse', 'quiser', 'queira', 'quisera'],
  ir: ['vou', 'fui', 'fosse', 'for', 'va', 'iria', 'ia', 'irei'],
  ser: ['sou', 'era', 'fui', 'fosse', 'for', 'seja', 'seria', 'serei'],
  estar: ['estou', 'estive', 'estivesse', 'estiver', 'esteja', 'estava'],
  ter: ['tenho', 'tinha', 'tive', 'tivesse', 'tiver', 'tenha', 'teria', 'terei'],
  poder: ['posso', 'pude', 'pudesse', 'puder', 'possa', 'poderia'],
  fazer: ['faco', 'fiz', 'fizesse', 'fizer', 'faca', 'faria', 'farei'],
  dar: ['dou', 'dei', 'desse', 'der', 'daria', 'darei'],
  ver: ['vejo', 'vi', 'visse', 'vir', 'veja', 'veria'],
};

/**
 * Every form of a verb, in canonical form; the chat infinitive without its "r" ("morre", "mata") included. With
 * `firstPerson`, only the first person singular's ("eu quero", "eu desejava", "tomara que eu acorde"): a wish
 * in the third person ("ela quer morrer") is someone else's.
 */
export function verbForms(infinitive: string, firstPerson = false): string[] {
  const verb = normalizeWord(infinitive);
  const ending = verb.slice(-2);
  const irregular = (firstPerson ? IRREGULAR_FIRST_PERSON[verb] : undefined) ?? IRREGULAR[verb];
  const forms = new Set<string>(irregular?.map(normalizeWord) ?? []);
  if (ending === 'ar' || ending === 'er' || ending === 'ir') {
    const stem = infinitive.toLowerCase().slice(0, -2);
    const endings = firstPerson ? FIRST_PERSON[ending] : ENDINGS[ending];
    for (const suffix of endings) forms.add(normalizeWord(spell(stem, suffix, ending)));
    if (!firstPerson) forms.add(verb.slice(0, -1));
  }
  if (!firstPerson || IRREGULAR_FIRST_PERSON[verb] === undefined) forms.add(verb);
  forms.delete('');
  return [...forms];
}

/** Suffixes the stemmer strips, longest first: verb endings, plural and gender, diminutives, adverbs. */
const SUFFIXES = [
  ...new Set([
    ...ENDINGS.ar,
    ...ENDINGS.er,
    ...ENDINGS.ir,
    ...['mente', 'amento', 'imento', 'acao', 'acoes', 'inho', 'inha', 'inhos', 'inhas', 'zinho', 'zinha'],
    ...['idade', 'oso', 'osa', 'osos', 'osas', 'ivel', 'avel', 'os', 'o', 's'],
  ]),
]
  .map((suffix) => suffix.replace(/([a-z])\1+/g, '$1'))
  .sort((first, second) => second.length - first.length);

/** Suffixes by their last letter, so a word is compared with a handful of them rather than all. */
const SUFFIXES_BY_LAST = new Map<number, string[]>();
for (const suffix of SUFFIXES) {
  const last = suffix.charCodeAt(suffix.length - 1);
  SUFFIXES_BY_LAST.set(last, [...(SUFFIXES_BY_LAST.get(last) ?? []), suffix]);
}

const MIN_STEM = 3;

/** The length of the stem of `text.slice(start, end)`, a canonical word, without slicing it. */
export function stemLength(text: string, start: number, end: number): number {
  const length = end - start;
  if (length <= MIN_STEM) return length;
  const candidates = SUFFIXES_BY_LAST.get(text.charCodeAt(end - 1));
  if (candidates === undefined) return length;
  for (const suffix of candidates) {
    if (length - suffix.length >= MIN_STEM && text.startsWith(suffix, end - suffix.length)) {
      return length - suffix.length;
    }
  }
  return length;
}
