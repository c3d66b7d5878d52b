/** `%text%` for LIKE / ILIKE, with the pattern characters in the text taken literally. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
