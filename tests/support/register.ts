/*
 * The register rules of docs/language.md, as morphology rather than a word list: the forms that address the reader
 * as tú (Spanish), tu or vós (Valencian, whose register is vosté) and tu or vosté (Catalan, whose register is vós).
 * The glossary's `wrongRegister` words (pronouns, possessives, a few irregular verbs) are one rule; the others read
 * endings and positions: a pronoun joined to the verb, a future or a present in the second person singular, an
 * imperative at the head of a sentence. Each rule keeps to the cases its ending cannot mistake (a plural noun also
 * ends in -s), so a finding is a slip to fix, never a word to allow.
 */
import glossary from '../../src/i18n/glossary.json' with { type: 'json' };

export type RegisterLang = 'es' | 'va' | 'ca';

/** A word of a text with what comes before it: the word before, or nothing at the head of a sentence. */
interface Token {
  word: string;
  lower: string;
  /** The word before, in lower case, or '' when this one heads a sentence, a title or a list item. */
  before: string;
  /** The word after, in lower case ('' at the end). */
  after: string;
}

/** Words with their inner apostrophes, hyphens and middle dots ("enviar-los", "Conta'ns", "sol·licitud"). */
const WORD = /\p{L}+(?:[-'’·]\p{L}+)*/gu;

/** A text's words, each knowing whether it heads a sentence (start, or after . ! ? : ; … ¡ ¿ « ( a line or a bullet). */
function tokens(text: string): Token[] {
  const prose = text
    .replace(/<[^>]+>/g, '\n')
    // A quotation is another's words: «Afegeix a la pantalla d'inici» is the label the iPhone shows.
    .replace(/«[^»]*»/g, ' ')
    .replace(/\{\w+\}/g, ' ')
    .replace(/\S+@\S+|\bhttps?:\/\/\S+/gu, ' ');
  const found: Array<{ word: string; head: boolean }> = [];
  let last = 0;
  for (const match of prose.matchAll(WORD)) {
    const between = prose.slice(last, match.index);
    found.push({ word: match[0].replace(/’/g, "'"), head: found.length === 0 || /[.!?:;…¡¿«"(\n•·–—]/u.test(between) });
    last = (match.index ?? 0) + match[0].length;
  }
  return found.map(({ word, head }, i) => ({
    word,
    lower: word.toLowerCase(),
    before: head ? '' : (found[i - 1]?.word.toLowerCase() ?? ''),
    after: found[i + 1]?.word.toLowerCase() ?? '',
  }));
}

const withoutAccents = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '');

/* ---------- Spanish: usted, so tú (and vosotros) is a slip ---------- */

/** The tú imperatives of the verbs a portal asks with, and whether the form is also a noun or a third person. */
const SPANISH_TU_IMPERATIVES = new Set([
  'accede',
  'acepta',
  'activa',
  'actualiza',
  'adjunta',
  'añade',
  'apunta',
  'asegura',
  'avisa',
  'ayuda',
  'borra',
  'busca',
  'cambia',
  'comparte',
  'completa',
  'comprueba',
  'confirma',
  'consulta',
  'contesta',
  'corrige',
  'crea',
  'cuenta',
  'deja',
  'descarga',
  'di',
  'dinos',
  'elige',
  'elimina',
  'empieza',
  'entra',
  'envia',
  'escoge',
  'escribe',
  'espera',
  'fija',
  'firma',
  'guarda',
  'haz',
  'imprime',
  'indica',
  'inicia',
  'inscribe',
  'intenta',
  'introduce',
  'lee',
  'llama',
  'manda',
  'marca',
  'mira',
  'paga',
  'participa',
  'pide',
  'piensa',
  'pon',
  'prueba',
  'pulsa',
  'rechaza',
  'recuerda',
  'registra',
  'rellena',
  'reserva',
  'responde',
  'revisa',
  'selecciona',
  'sigue',
  'solicita',
  'sube',
  'suscribe',
  'usa',
  'utiliza',
  'visita',
  'vota',
  'vuelve',
  'ven',
  'anima',
  'recuerda',
]);
/** Those that are never a noun nor a third person, so a slip wherever they stand. (Most are also the usted present:
 * "mientras rellena sus datos", "Usted elige cuánto"; those are slips only heading a sentence or joined to one that is:
 * "Empieza a escribir … y elige una".) */
const SPANISH_TU_IMPERATIVES_ANYWHERE = new Set(['haz', 'dinos']);
/** What follows an imperative at the head of a sentence ("Introduce el NIF", "Empieza a escribir"), not a noun's "de". */
const SPANISH_OBJECT_STARTS = new Set([
  'el',
  'la',
  'los',
  'las',
  'lo',
  'un',
  'una',
  'unos',
  'unas',
  'tu',
  'tus',
  'a',
  'al',
  'aquí',
  'dónde',
  'qué',
  'cómo',
  'cuándo',
  'si',
  'que',
  'todo',
  'todos',
  'todas',
  'este',
  'esta',
  'estos',
  'estas',
  'nos',
  'me',
]);
/** An infinitive after an imperative: "Recuerda venir", "Recorda portar". */
const INFINITIVE = /^\p{Ll}{2,}(?:ar|er|ir|re)$/u;
const SPANISH_ENCLITICS = /(?:selos|selas|selo|sela|noslo|nosla|melo|mela|nos|me|los|las|lo|la|les|le)$/;
/** Nouns with the endings of an infinitive or an imperative joined to "te". */
const SPANISH_TE_NOUNS = new Set([
  'parte',
  'partes',
  'aparte',
  'arte',
  'suerte',
  'muerte',
  'fuerte',
  'inerte',
  'estandarte',
  'baluarte',
  'contraparte',
  'límite',
  'límites',
  'trámite',
  'trámites',
  'escaparate',
]);
/** Words before an infinitive, so that "-arte" and "-erte" read as one with "te" ("para registrarte"), not as a
 * third person ("comparte", "se convierte"). */
const SPANISH_BEFORE_INFINITIVE = new Set(['para', 'de', 'a', 'al', 'sin', 'por', 'puede', 'quiere', 'debe', 'pueda', 'puedes', 'quieres', 'debes']);
/** Words that make an imperative-looking form a third person: "Usted elige cuánto". */
const SPANISH_SUBJECTS = new Set(['usted', 'que', 'se', 'él', 'ella', 'quien', 'cada', 'uno', 'una']);
/** Words ending in -as or -es that follow "si", "cuando" or "no" without being a verb in the second person. */
const SPANISH_NOT_VERBS = new Set([
  'más',
  'antes',
  'además',
  'menos',
  'demás',
  'todas',
  'todos',
  'ambas',
  'ambos',
  'varias',
  'varios',
  'otras',
  'otros',
  'algunas',
  'algunos',
  'estas',
  'estos',
  'esas',
  'esos',
  'apenas',
  'mientras',
  'entonces',
  'veces',
  'después',
  'atrás',
  'detrás',
  'jamás',
  'muchas',
  'muchos',
  'pocas',
  'pocos',
  'tantas',
  'tantos',
  'ninguna',
  'nuevas',
  'personas',
  'tres',
  'dos',
  'seis',
  'doce',
  'once',
  'tardes',
  'noches',
  'fechas',
  'horas',
]);

function spanishSlips(t: Token): string | undefined {
  const { lower, before } = t;
  if (/^\p{Lu}+$/u.test(t.word) && t.word.length > 1) return undefined; // a heading in capitals or an acronym
  if (SPANISH_TE_NOUNS.has(lower)) return undefined;
  // An infinitive or a gerund with "te" ("inscribirte", "apuntándote") or an imperative with it ("regístrate").
  if (/(?:ir|ír|ando|ándo|iendo|iéndo)te(?:l[oa]s?)?$/.test(lower) && lower.length > 5) return 'pronoun "te" joined to the verb';
  if (/(?:ar|er)te(?:l[oa]s?)?$/.test(lower) && SPANISH_BEFORE_INFINITIVE.has(before)) return 'pronoun "te" joined to the verb';
  if (/[áéíóú]\p{L}*[aei]te(?:l[oa]s?)?$/u.test(lower)) return 'imperative with "te"';
  // The future in the second person singular ("tendrás", "podrás", "recibirás").
  if (/\p{L}{2,}rás$/u.test(lower) && lower !== 'atrás' && lower !== 'detrás') return 'future in the second person';
  // A present after "si", "cuando", "no", with or without a singular pronoun: "Si lo dejas vacío", "si quieres".
  const head = before === '' ? '' : before;
  if (/^\p{L}{3,}[aeé]s$/u.test(lower) && !SPANISH_NOT_VERBS.has(lower)) {
    if (['si', 'cuando', 'mientras'].includes(head)) return 'present in the second person';
  }
  // An imperative with a pronoun joined ("Cuéntanos", "Elígela"), or at the head of a sentence ("Introduce el NIF").
  const stem = withoutAccents(lower.replace(SPANISH_ENCLITICS, ''));
  if (stem !== withoutAccents(lower) && /[áéíóú]/.test(lower) && SPANISH_TU_IMPERATIVES.has(stem)) return 'imperative (tú) with a pronoun';
  const plain = withoutAccents(lower);
  if (SPANISH_TU_IMPERATIVES_ANYWHERE.has(plain) && !SPANISH_SUBJECTS.has(before)) return 'imperative (tú)';
  if (before === '' && SPANISH_TU_IMPERATIVES.has(plain) && (SPANISH_OBJECT_STARTS.has(t.after) || INFINITIVE.test(t.after)))
    return 'imperative (tú) heading a sentence';
  return undefined;
}

/** The pronoun before a verb in "si el deixes", "si ho vols". */
const SPANISH_SINGULAR_CLITICS = new Set(['lo', 'la', 'le', 'me', 'nos']);

function spanishPresentAfterClitic(tokens: Token[], i: number): string | undefined {
  const t = tokens[i];
  const prev = tokens[i - 1];
  if (!t || !prev || !SPANISH_SINGULAR_CLITICS.has(prev.lower)) return undefined;
  if (!['si', 'cuando', 'mientras', 'no'].includes(prev.before)) return undefined;
  if (/^\p{L}{3,}[aeé]s$/u.test(t.lower) && !SPANISH_NOT_VERBS.has(t.lower)) return 'present in the second person';
  return undefined;
}

/* ---------- Valencian (vosté) and Catalan (vós) ---------- */

/** Pronouns joined to a verb after a hyphen or an apostrophe. */
const CATALAN_ENCLITIC = /^(\p{L}+?)(?:[-'](?:la|les|lo|los|li|ho|hi|ne|nos|me|te|vos|ns|n|us|se|s|ls|l|m|t))+$/u;
/** Verb forms an enclitic may follow in the vosté register: infinitives, gerunds, the -e of the first conjugation
 * ("trie'n", "conte'ns") and the subjunctives in -a of the others ("diga'ns", "faça-ho", "ompla-la", "introduïsca-la"). */
const VALENCIAN_ENCLITIC_HOSTS = /(?:r|re|nt|e|ga|sca|xca|ja|pla|pia|faça)$/;
/** In the vós register: infinitives, gerunds and the imperatives in -eu and -iu ("digueu-nos", "ompliu-la"). */
const CATALAN_ENCLITIC_HOSTS = /(?:r|re|nt|eu|iu)$/;
/** What follows an imperative heading a sentence: an article, a preposition, a pronoun ("Comença a escriure"). */
const CATALAN_OBJECT_STARTS = new Set([
  'el',
  'la',
  'els',
  'les',
  'un',
  'una',
  'uns',
  'unes',
  'a',
  'al',
  'als',
  'on',
  'què',
  'com',
  'si',
  'que',
  'ho',
  'tot',
  'tots',
  'totes',
  'este',
  'esta',
  'aquest',
  'aquesta',
]);
/** Subjunctives in -a that are the vosté imperative ("Ompla el camp", "Faça clic"), so no slip in Valencian. */
const VALENCIAN_VOSTE_IN_A = /(?:ga|sca|xca|ja|pla|pia|faça)$/;
/** The tu imperatives of the verbs a portal asks with, Valencian and Catalan forms. */
const CATALAN_TU_IMPERATIVES = new Set([
  'accedeix',
  'accedix',
  'accepta',
  'activa',
  'actualitza',
  'adjunta',
  'afegeix',
  'afig',
  'apunta',
  'avisa',
  'busca',
  'canvia',
  'cerca',
  'comença',
  'comparteix',
  'compartix',
  'completa',
  'comprova',
  'confirma',
  'consulta',
  'conta',
  'copia',
  'corregeix',
  'corregix',
  'crea',
  'deixa',
  'demana',
  'desa',
  'descarrega',
  'digues',
  'elimina',
  'entra',
  'envia',
  'escolta',
  'escriu',
  'esborra',
  'espera',
  'fes',
  'guarda',
  'imprimeix',
  'imprimix',
  'indica',
  'inicia',
  'inscriu',
  'intenta',
  'introdueix',
  'introduïx',
  'llegeix',
  'llig',
  'marca',
  'mira',
  'omple',
  'paga',
  'participa',
  'pensa',
  'posa',
  'prem',
  'prova',
  'puja',
  'recorda',
  'registra',
  'reserva',
  'respon',
  'revisa',
  'segueix',
  'seguix',
  'selecciona',
  'signa',
  'sol·licita',
  'tanca',
  'telefona',
  'tingues',
  'torna',
  'tria',
  'usa',
  'utilitza',
  'ves',
  'vine',
  'visita',
  'vota',
]);
/** The vosté imperatives of the same verbs, the register Catalan pages leave for vós ("Ompliu", "Introduïu"). */
const CATALAN_VOSTE_IMPERATIVES = new Set([
  'accepti',
  'activi',
  'adjunti',
  'afegeixi',
  'busqui',
  'cerqui',
  'comenci',
  'comprovi',
  'confirmi',
  'consulti',
  'deixi',
  'descarregui',
  'desi',
  'digui',
  'elimini',
  'enviï',
  'escrigui',
  'esculli',
  'esperi',
  'faci',
  'indiqui',
  'introdueixi',
  'marqui',
  'ompli',
  'pagui',
  'posi',
  'premi',
  'provi',
  'reservi',
  'revisi',
  'seleccioni',
  'signi',
  'tingui',
  'torni',
  'triï',
  'truqui',
  'vagi',
  'vingui',
]);
/** Those that are also nouns, so alone (a title "Consulta", "Reserva") they are no imperative. */
const CATALAN_NOUN_IMPERATIVES = new Set(['consulta', 'reserva', 'visita', 'marca', 'espera', 'prova', 'crida', 'puja', 'paga', 'cerca', 'busca', 'signa']);
/** The subjunctives in the second person singular ("Tingues en compte", "si vols que…, pugues"). */
const CATALAN_TU_SUBJUNCTIVES = new Set([
  'tingues',
  'pugues',
  'vulgues',
  'sigues',
  'digues',
  'hagues',
  'vingues',
  'sàpigues',
  'begues',
  'prengues',
  'entengues',
  'conegues',
  'visques',
  'faces',
  'vages',
  'hages',
]);

function catalanSlips(t: Token, lang: 'va' | 'ca'): string | undefined {
  const { lower, before, after } = t;
  // The future in the second person singular ("tindràs", "podràs", "rebràs").
  if (/\p{L}{2,}ràs$/u.test(lower)) return 'future in the second person';
  // The subjunctive in the second person singular ("tingues", "pugues", "vulgues").
  if (CATALAN_TU_SUBJUNCTIVES.has(lower)) return 'subjunctive in the second person';
  // A pronoun joined to an imperative of another register: "Conta'ns", "tria'n", "omple-la", "registra't".
  const joined = CATALAN_ENCLITIC.exec(lower);
  if (joined?.[1] && joined[1].length >= 3) {
    const host = joined[1];
    if (/(?:'t|-te|-t')(?:$|[-'])/.test(lower)) return 'pronoun "te" joined to the verb';
    const hosts = lang === 'va' ? VALENCIAN_ENCLITIC_HOSTS : CATALAN_ENCLITIC_HOSTS;
    if (!hosts.test(host)) return 'imperative of another register with a pronoun';
  }
  // An imperative heading a sentence: "Comença a escriure", "Introdueix el NIF", a button "Elimina el meu compte"
  // (buttons are infinitives, docs/language.md), and in Catalan a vosté form: "Ompli el camp".
  const objectFollows = CATALAN_OBJECT_STARTS.has(after) || INFINITIVE.test(after) || (after === '' && !CATALAN_NOUN_IMPERATIVES.has(lower));
  if (before === '' && objectFollows) {
    if (CATALAN_TU_IMPERATIVES.has(lower) && !(lang === 'va' && VALENCIAN_VOSTE_IN_A.test(lower))) return 'imperative (tu) heading a sentence';
    if (lang === 'ca' && CATALAN_VOSTE_IMPERATIVES.has(lower)) return 'imperative (vosté) heading a sentence';
  }
  return undefined;
}

/** "Si el deixes buit": a present in -es after "si" and a pronoun (vosté says "Si el deixa", vós "Si el deixeu"). */
/** Words in -es after "si" or "quan" that are no verb. */
const CATALAN_NOT_VERBS = new Set([
  'les',
  'totes',
  'aquestes',
  'estes',
  'eixes',
  'altres',
  'dues',
  'tres',
  'diverses',
  'algunes',
  'poques',
  'moltes',
  'masses',
]);
const CATALAN_CLITICS = new Set(['el', 'la', 'ho', 'hi', 'en', 'li', 'ens']);
function catalanPresentAfterClitic(tokens: Token[], i: number): string | undefined {
  const t = tokens[i];
  const prev = tokens[i - 1];
  if (t && prev && ['si', 'quan'].includes(prev.lower) && /^\p{L}{3,}es$/u.test(t.lower) && !CATALAN_NOT_VERBS.has(t.lower))
    return 'present in the second person';
  if (!t || !prev || !CATALAN_CLITICS.has(prev.lower) || !['si', 'quan', 'no'].includes(prev.before)) return undefined;
  if (/^\p{L}{3,}es$/u.test(t.lower)) return 'present in the second person';
  return undefined;
}

/**
 * The words of `text` that address the reader in another register than `lang`'s (docs/language.md), each with the
 * rule it breaks: `Cuéntanos (imperative (tú) with a pronoun)`.
 */
export function registerSlipsIn(text: string, lang: RegisterLang): string[] {
  const closed = new Set(glossary.wrongRegister[lang]);
  const imperatives: Set<string> = lang === 'es' ? SPANISH_TU_IMPERATIVES : CATALAN_TU_IMPERATIVES;
  const all = tokens(text);
  const slips: string[] = [];
  let imperativeSentence = false;
  for (const [i, t] of all.entries()) {
    if (t.before === '') imperativeSentence = false;
    let rule = closed.has(t.lower)
      ? 'pronoun, possessive or verb of another register'
      : lang === 'es'
        ? (spanishSlips(t) ?? spanishPresentAfterClitic(all, i))
        : (catalanSlips(t, lang) ?? catalanPresentAfterClitic(all, i));
    if (rule?.endsWith('heading a sentence')) imperativeSentence = true;
    // An imperative joined by "y" or "i" to one that heads the sentence: "Empieza a escribir … y elige una".
    else if (!rule && imperativeSentence && ['y', 'o', 'e', 'i'].includes(t.before) && imperatives.has(withoutAccents(t.lower)))
      rule = 'imperative (tú) after another';
    if (rule) slips.push(`${t.word} (${rule})`);
  }
  return slips;
}
