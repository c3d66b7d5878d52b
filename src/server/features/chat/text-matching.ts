// Turning what customers type into words that can be compared: lower case, no accents or
// apostrophes, short forms spelled out, a light stemmer (so "payments", "paying" and "pay" meet),
// and a typo-tolerant comparison. Customers write "trak my shipmnt pls" and "wat pymt methods u
// take"; both sides of every comparison go through the same steps.

/** Short forms and chat spellings, and what they stand for. */
const SHORT_FORMS: Record<string, string> = {
  u: 'you',
  ur: 'your',
  r: 'are',
  pls: 'please',
  plz: 'please',
  thx: 'thanks',
  thnx: 'thanks',
  thanx: 'thanks',
  tnx: 'thanks',
  ty: 'thanks',
  tyvm: 'thanks',
  thankyou: 'thanks',
  info: 'information',
  req: 'request',
  reqs: 'requests',
  rqst: 'request',
  pmt: 'payment',
  pymt: 'payment',
  pymnt: 'payment',
  paymt: 'payment',
  amt: 'amount',
  acct: 'account',
  hrs: 'hours',
  hr: 'hour',
  biz: 'business',
  pkg: 'package',
  pkgs: 'packages',
  pckg: 'package',
  doc: 'document',
  docs: 'documents',
  lic: 'license',
  licence: 'license',
  ph: 'phone',
  tel: 'phone',
  phn: 'phone',
  fone: 'phone',
  num: 'number',
  nbr: 'number',
  msg: 'message',
  wat: 'what',
  wht: 'what',
  hw: 'how',
  whr: 'where',
  wher: 'where',
  shpmt: 'shipment',
  shipmnt: 'shipment',
  trk: 'track',
  ref: 'reference',
  conf: 'confirmation',
  inv: 'invoice',
  qt: 'quote',
  qte: 'quote',
  est: 'estimate',
  xfer: 'transfer',
  trnsfr: 'transfer',
  wanna: 'want',
  gonna: 'going',
  echeck: 'ach',
  ftl: 'truckload',
  tl: 'truckload',
  cc: 'creditcard',
  creditcard: 'creditcard',
  zel: 'zelle',
  zele: 'zelle',
  zellee: 'zelle',
  zell: 'zelle',
  hiring: 'hire',
  oversize: 'oversized',
};

/**
 * Words that are real words on their own and one typo away from a keyword ("truck" / "track",
 * "broken" / "broker"): never read as a misspelling of something else.
 */
const KNOWN_WORDS = new Set(
  [
    'truck',
    'trucks',
    'broken',
    'care',
    'cart',
    'card',
    'pride',
    'prize',
    'quite',
    'quit',
    'your',
    'four',
    'tour',
    'hours',
    'hour',
    'our',
    'yard',
    'word',
    'work',
    'form',
    'from',
    'fee',
    'feet',
    'free',
    'date',
    'data',
    'late',
    'rate',
    'rates',
    'cost',
    'most',
    'post',
    'past',
    'last',
    'list',
    'lost',
    'shop',
    'shape',
    'state',
    'statement',
    'photo',
    'photos',
    'phone',
    'diver',
    'river',
    'live',
    'give',
    'dive',
    'drove',
    'now',
    'new',
    'know',
    'line',
    'lane',
    'lanes',
    'plan',
    'plane',
    'call',
    'all',
    'full',
    'pull',
    'fill',
    'bill',
    'will',
    'mail',
    'main',
    'here',
    'there',
    'where',
    'were',
    'then',
    'than',
    'when',
    'what',
    'that',
    'this',
    'they',
    'them',
    'hire',
    'higher',
    'hi',
    'hey',
    'he',
    'she',
    'help',
    'hello',
    'held',
    'hold',
    'send',
    'sent',
    'spend',
    'find',
    'fund',
    'kind',
    'mind',
    'refund',
    'pay',
    'day',
    'way',
    'say',
    'may',
    'ways',
    'days',
    'open',
    'often',
    'cheap',
    'check',
    'chat',
    'cash',
    'case',
    'cars',
    'car',
    'core',
    'more',
    'move',
    'mode',
    'store',
    'stare',
    'start',
    'status',
    'stats',
    'route',
    'router',
    'root',
    'load',
    'loads',
    'lead',
    'road',
    'read',
    'ready',
    'deliver',
    'driver',
    'drive',
    'private',
    'apply',
    'reply',
    'supply',
    'price',
    'prices',
    'quote',
    'quotes',
    // Three-letter words one letter short of a four-letter keyword ("car" / "card", "for" / "form").
    'for',
    'are',
    'the',
    'and',
    'any',
    'own',
    'not',
    'get',
    'set',
    'got',
    'put',
    'let',
    'can',
    'one',
    'two',
    'out',
    'off',
    'per',
    'via',
    'ask',
    'see',
    'was',
    'has',
    'had',
    'did',
    'use',
    'far',
    'bar',
    'bit',
    'cat',
    'hot',
    'pic',
    'her',
    'his',
    'him',
    'its',
    'too',
    'ago',
    'box',
    'pop',
    'top',
    'ton',
    'bay',
    'boo',
    // Spanish words one letter from another topic's keyword ("dañada" / "Canadá").
    'danada',
    'danado',
    'canada',
  ].map(stem),
);

/** What the comparisons work on: lower case, accents and apostrophes gone, some symbols spelled out. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['\u2018\u2019`]/g, '')
    .replace(/\be[\s-]?mail/g, 'email')
    .replace(/\b24\s*[/x-]\s*7\b/g, ' 24x7 ')
    .replace(/&/g, ' and ')
    .replace(/\bw\//g, 'with ')
    .replace(/\$/g, ' dollar ');
}

/** The words of a text, normalised, short forms spelled out, each stemmed. */
export function wordsOf(text: string): string[] {
  return normalizeText(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .flatMap((word) => (SHORT_FORMS[word] ?? word).split(' '))
    .map(stem);
}

/**
 * A light suffix stripper: plurals, -ing, -ed, a doubled last consonant and a final e, so
 * "shipping" and "shipped" become "ship" and "quotes" meets "quote". Not a linguist's stemmer;
 * keywords go through the same steps, so they only need to agree with each other.
 */
export function stem(word: string): string {
  let result = word;
  if (result.length > 4 && result.endsWith('ies')) result = `${result.slice(0, -3)}y`;
  else if (result.length > 3 && result.endsWith('s') && !/(ss|us|is)$/.test(result)) result = result.slice(0, -1);
  if (result.length > 5 && result.endsWith('ing')) result = result.slice(0, -3);
  else if (result.length > 4 && result.endsWith('ed')) result = result.slice(0, -2);
  if (/([b-df-hj-km-np-rtv-z])\1$/.test(result)) result = result.slice(0, -1);
  if (result.length > 4 && result.endsWith('e')) result = result.slice(0, -1);
  return result;
}

/**
 * Whether a typed word (stemmed) is the keyword (stemmed) or a likely misspelling of it. Keywords
 * of up to 3 letters must match exactly; up to 5 letters, one letter missing, extra or swapped
 * (not replaced: "truck" is not "track"); longer ones allow one edit, and two from nine letters
 * on. Real words of their own are never read as misspellings.
 */
export function wordMatches(typed: string, keyword: string): boolean {
  if (typed === keyword) return true;
  if (keyword.length <= 3 || typed.length <= 2) return false;
  if (KNOWN_WORDS.has(typed)) return false;
  if (keyword.length <= 5) {
    return typed[0] === keyword[0] && Math.abs(typed.length - keyword.length) <= 1 && editDistance(typed, keyword, false) <= 1;
  }
  const allowed = keyword.length >= 9 ? 2 : 1;
  if (Math.abs(typed.length - keyword.length) > allowed) return false;
  return editDistance(typed, keyword, true) <= allowed;
}

/**
 * Damerau-Levenshtein distance (optimal string alignment): insertions, deletions, swaps of two
 * neighbours and, when `substitutions`, replacements, each counting one.
 */
export function editDistance(a: string, b: string, substitutions = true): number {
  const noMatch = a.length + b.length;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const same = a[i - 1] === b[j - 1];
      let best = Math.min((previous[j] ?? noMatch) + 1, (current[j - 1] ?? noMatch) + 1);
      if (same) best = Math.min(best, previous[j - 1] ?? noMatch);
      else if (substitutions) best = Math.min(best, (previous[j - 1] ?? noMatch) + 1);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, (beforePrevious[j - 2] ?? noMatch) + 1);
      }
      current.push(best);
    }
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length] ?? noMatch;
}
