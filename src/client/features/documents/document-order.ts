// The order the Documents section reads in: the kinds as the packet orders them (DOCUMENT_KINDS),
// each kind's versions newest first, the newest shown and the older ones folded. Credit notes and
// receipts are different: each "version" of theirs is a paper of its own (one credit note, one
// lumper receipt, one scale ticket), so all of them show and none is folded as replaced.
import { DOCUMENT_KINDS, type DocumentEntry, type DocumentKind, type DocumentVersion } from '@shared/documents/documents';

const LISTED_KINDS: ReadonlySet<DocumentKind> = new Set(['credit_note', 'receipt']);

/** Whether a kind's entries list separate papers rather than versions of one. */
export function listsPapers(kind: DocumentKind): boolean {
  return LISTED_KINDS.has(kind);
}

/** Newest first: the higher version, and between equal versions (separate papers) the later one. */
function newestFirst(a: DocumentVersion, b: DocumentVersion): number {
  return b.version - a.version || Date.parse(b.madeAt) - Date.parse(a.madeAt);
}

/** The entries that have a version, in the packet's order of kinds, each with its versions newest first. */
export function orderedDocuments(documents: readonly DocumentEntry[]): DocumentEntry[] {
  return documents
    .filter((entry) => entry.versions.length > 0)
    .map((entry) => ({ ...entry, versions: [...entry.versions].sort(newestFirst) }))
    .sort((a, b) => DOCUMENT_KINDS.indexOf(a.kind) - DOCUMENT_KINDS.indexOf(b.kind));
}

/** What an ordered entry shows at once, and what it folds under "Earlier versions". */
export function shownAndEarlier(entry: DocumentEntry): { shown: DocumentVersion[]; earlier: DocumentVersion[] } {
  if (listsPapers(entry.kind)) return { shown: entry.versions, earlier: [] };
  const [newest, ...earlier] = entry.versions;
  return { shown: newest ? [newest] : [], earlier };
}
