// One kind of document: its heading, its newest version (or, for credit notes and receipts, every
// paper), and the versions it replaced folded under "Earlier versions" (a native <details>: it
// opens without script and every browser announces it).
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import type { DocumentEntry } from '@shared/documents/documents';
import type { DocumentsTexts } from '../documents-texts';
import { shownAndEarlier } from '../document-order';
import { DocumentVersionView } from './document-version';
import { Heading, type HeadingLevel } from './heading';

interface DocumentEntryViewProps {
  /** Ordered: versions newest first (orderedDocuments). */
  entry: DocumentEntry;
  texts: DocumentsTexts;
  headingLevel: HeadingLevel;
}

export function DocumentEntryView({ entry, texts, headingLevel }: DocumentEntryViewProps) {
  const headingId = useId();
  const { shown, earlier } = shownAndEarlier(entry);
  const versionKey = (version: (typeof entry.versions)[number]) => `${version.version} ${version.label} ${version.madeAt}`;
  return (
    <div className="grid gap-2">
      <Heading level={headingLevel} id={headingId}>
        {texts.kindHeading(entry.kind)}
      </Heading>
      <ul aria-labelledby={headingId} className="grid gap-3">
        {shown.map((version) => (
          <li key={versionKey(version)}>
            <DocumentVersionView kind={entry.kind} version={version} texts={texts} />
          </li>
        ))}
      </ul>
      {earlier.length > 0 && (
        <details className="group rounded-md border px-3">
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
            {texts.earlierVersions(earlier.length)}
            <ChevronDown aria-hidden className="size-4 shrink-0 transition-transform group-open:rotate-180" />
          </summary>
          <ol aria-label={texts.earlierVersionsOf(texts.kindNoun(entry.kind))} className="grid gap-3 pb-3">
            {earlier.map((version) => (
              <li key={versionKey(version)}>
                <DocumentVersionView kind={entry.kind} version={version} texts={texts} />
              </li>
            ))}
          </ol>
        </details>
      )}
    </div>
  );
}
