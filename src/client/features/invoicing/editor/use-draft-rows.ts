// The draft's billed lines while staff edit them: add, change, remove and move, and whether they
// differ from what the server last saved. A line the server bills meanwhile (a proposal approved
// beside the editor) joins the end rather than being dropped by the next save, which would remove
// it: a billed line left out of a save is removed (decision 066). Staff's own lines are not taken
// in that way: the editor's save is the whole list staff typed (the last save wins), and the lines
// it just saved may arrive with the refreshed draft before the save's own answer.
import { useState } from 'react';
import type { InvoiceDocument } from '@shared/invoicing/invoice-line-schemas';
import { inputOf, rowOf, type DraftRow, type RowFields } from './draft-row';

function billedLinesOf(draft: InvoiceDocument | undefined) {
  return draft?.lines.filter((line) => line.state === 'approved') ?? [];
}

/** The rows' words as the server would be sent them, to tell unsaved changes. */
function fingerprint(rows: readonly DraftRow[]): string {
  return JSON.stringify(rows.map(inputOf));
}

// Rows' keys only need to differ on one screen: a counter of the page's lifetime does.
let lastKey = 0;
const nextKey = () => `line-${(lastKey += 1)}`;

export function useDraftRows(draft: InvoiceDocument | undefined, suggestion: () => readonly RowFields[]) {
  const [state, setState] = useState(() => {
    const saved = billedLinesOf(draft).map((line) => rowOf(line, nextKey()));
    // A request without billed lines starts from its quote's lines or its linehaul, unsaved until Save.
    const rows = saved.length > 0 ? saved : suggestion().map((fields) => ({ key: nextKey(), ...fields }));
    return { rows, saved: fingerprint(saved), draft, knownIds: new Set(saved.map((row) => row.id)) };
  });

  // The server's draft changed (a save, a proposal approved): take in the approved proposals not seen yet.
  // Adjusted while rendering, as React recommends for state that follows a prop.
  if (draft !== state.draft) {
    // The quote's lines come only from the editor's own save (decision 070): never taken in twice.
    const unseen = billedLinesOf(draft).filter(
      (line) => line.source !== 'staff' && line.source !== 'quote' && !state.knownIds.has(line.id),
    );
    setState({
      rows: [...state.rows, ...unseen.map((line) => rowOf(line, nextKey()))],
      saved: state.saved,
      draft,
      knownIds: new Set([...state.knownIds, ...unseen.map((line) => line.id)]),
    });
  }

  const setRows = (change: (rows: DraftRow[]) => DraftRow[]) => setState((current) => ({ ...current, rows: change(current.rows) }));

  return {
    rows: state.rows,
    dirty: fingerprint(state.rows) !== state.saved,
    /** Adds a blank line at the end; answers its key. */
    add(fields: RowFields): string {
      const key = nextKey();
      setRows((rows) => [...rows, { key, ...fields }]);
      return key;
    },
    change(key: string, fields: Partial<RowFields>) {
      setRows((rows) => rows.map((row) => (row.key === key ? { ...row, ...fields } : row)));
    },
    remove(key: string) {
      setRows((rows) => rows.filter((row) => row.key !== key));
    },
    /** Moves a line one place up (-1) or down (+1). */
    move(key: string, by: -1 | 1) {
      setRows((rows) => {
        const from = rows.findIndex((row) => row.key === key);
        const to = from + by;
        if (from < 0 || to < 0 || to >= rows.length) return rows;
        const moved = [...rows];
        [moved[from], moved[to]] = [moved[to]!, moved[from]!];
        return moved;
      });
    },
    /**
     * The server saved `sent`: the rows are now exactly its billed lines, ids included, in the
     * order sent (each keeps its key, so the focus and the screen stay where they were).
     */
    saved(document: InvoiceDocument, sent: readonly DraftRow[]) {
      const rows = billedLinesOf(document).map((line, index) => rowOf(line, sent[index]?.key ?? nextKey()));
      setState({ rows, saved: fingerprint(rows), draft: document, knownIds: new Set(rows.map((row) => row.id)) });
    },
  };
}
