// What an inbound text asks (issue 40; decision 084): Twilio's standard keywords, the whole text
// being the word, case and surrounding spaces and punctuation ignored. Spanish speakers' PARAR,
// ALTO and AYUDA are honoured on our side too (Twilio's own blocking knows only the English words;
// we stop either way, the safer mistake).
export type InboundKeyword = 'stop' | 'start' | 'help';

const KEYWORDS: Readonly<Record<string, InboundKeyword>> = {
  STOP: 'stop',
  STOPALL: 'stop',
  UNSUBSCRIBE: 'stop',
  CANCEL: 'stop',
  END: 'stop',
  QUIT: 'stop',
  OPTOUT: 'stop',
  REVOKE: 'stop',
  PARAR: 'stop',
  ALTO: 'stop',
  CANCELAR: 'stop',
  START: 'start',
  YES: 'start',
  UNSTOP: 'start',
  HELP: 'help',
  INFO: 'help',
  AYUDA: 'help',
};

export function keywordOf(body: string): InboundKeyword | undefined {
  const word = body
    .trim()
    .replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, '')
    .toUpperCase();
  return Object.hasOwn(KEYWORDS, word) ? KEYWORDS[word] : undefined;
}
