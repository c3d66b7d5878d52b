// A request's Documents section, drawn from the list the server answers (documentsListSchema):
// the packet and what it still lacks, then each kind of document with its versions. The words
// come from the side that shows it (documents-texts.ts); the heading over it is the host's.
import type { DocumentsList } from '@shared/documents/documents';
import type { DocumentsTexts } from '../documents-texts';
import { orderedDocuments } from '../document-order';
import { DocumentEntryView } from './document-entry';
import type { HeadingLevel } from './heading';
import { MissingPapers, PacketPart } from './packet-part';

interface DocumentsViewProps {
  list: DocumentsList;
  texts: DocumentsTexts;
  /** The level of the headings inside: one below the host's heading over the section. */
  headingLevel: HeadingLevel;
}

export function DocumentsView({ list, texts, headingLevel }: DocumentsViewProps) {
  const documents = orderedDocuments(list.documents);
  if (documents.length === 0) {
    return (
      <div className="grid gap-3">
        <p className="text-sm">{texts.noDocuments}</p>
        <MissingPapers missing={list.missing} texts={texts} />
      </div>
    );
  }
  return (
    <div className="grid gap-5">
      <PacketPart packet={list.packet} missing={list.missing} texts={texts} headingLevel={headingLevel} />
      <ul aria-label={texts.listLabel} className="grid gap-5">
        {documents.map((entry, index) => (
          // A kind may come twice (say, two receipts' entries): its place keeps the keys apart.
          <li key={`${entry.kind} ${index}`}>
            <DocumentEntryView entry={entry} texts={texts} headingLevel={headingLevel} />
          </li>
        ))}
      </ul>
    </div>
  );
}
