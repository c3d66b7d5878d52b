// Characters PostgreSQL cannot store as text, found without zod (the interaction tracker on every
// page uses cutText and must stay small). The rule and its reasons: safe-text.ts.

export const UNSAFE_TEXT_MESSAGE = "Contains a character that can't be saved (a null character or half of an emoji). Please retype it";

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** The index of the first NUL or lone surrogate in `text`, or -1 when there is none. */
export function unsafeCharacterIndex(text: string): number {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code === 0) return index;
    if (isHighSurrogate(code)) {
      if (!isLowSurrogate(text.charCodeAt(index + 1))) return index;
      index++; // a whole pair
    } else if (isLowSurrogate(code)) {
      return index;
    }
  }
  return -1;
}

export function isSafeText(text: string): boolean {
  return unsafeCharacterIndex(text) === -1;
}

/** `text` with every NUL and lone surrogate replaced by U+FFFD, for showing where one was. */
export function withUnsafeCharactersReplaced(text: string): string {
  let result = '';
  let rest = text;
  for (let index = unsafeCharacterIndex(rest); index !== -1; index = unsafeCharacterIndex(rest)) {
    result += `${rest.slice(0, index)}\ufffd`;
    rest = rest.slice(index + 1);
  }
  return result + rest;
}

/**
 * The first `max` UTF-16 units of `text`, one fewer when the cut would split a surrogate pair:
 * for texts the browser shortens itself (click labels), so they never end in half an emoji.
 */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  return isHighSurrogate(text.charCodeAt(max - 1)) ? text.slice(0, max - 1) : text.slice(0, max);
}
