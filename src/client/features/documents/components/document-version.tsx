// One version of a document: its label, version and state, who made it when, each signature, and
// its download named with the document (a screen reader's list of links reads "Download bill of
// lading version 2 (PDF, 1 page)", never a row of "Download").
import { FileDown } from 'lucide-react';
import type { DocumentKind, DocumentVersion, DocumentVersionState } from '@shared/documents/documents';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import type { DocumentsTexts } from '../documents-texts';
import { listsPapers } from '../document-order';

const STATE_TONES: Record<DocumentVersionState, BadgeProps['tone']> = {
  issued: 'blue',
  signed: 'green',
  uploaded: 'yellow',
  accepted: 'green',
  rejected: 'red',
  superseded: 'neutral',
  void: 'neutral',
};

interface DocumentVersionViewProps {
  kind: DocumentKind;
  version: DocumentVersion;
  texts: DocumentsTexts;
}

export function DocumentVersionView({ kind, version, texts }: DocumentVersionViewProps) {
  const noun = texts.kindNoun(kind);
  const papers = listsPapers(kind);
  const name = papers ? texts.paperName(noun, version.label) : texts.versionName(noun, version.version);
  return (
    <div className="grid min-w-0 gap-1 text-sm">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-medium wrap-anywhere">{version.label}</span>
        {!papers && <span className="text-muted-foreground">{texts.version(version.version)}</span>}
        <Badge tone={STATE_TONES[version.state]}>{texts.state(version.state)}</Badge>
      </p>
      <p className="text-muted-foreground">{texts.madeBy(version.madeBy, version.madeAt)}</p>
      {version.signatures.length > 0 && (
        <ul aria-label={texts.signaturesOf(name)} className="grid gap-0.5">
          {version.signatures.map((signature, index) => (
            <li key={`${signature.at} ${index}`}>{texts.signedBy(signature.by, signature.role, signature.at)}</li>
          ))}
        </ul>
      )}
      {version.downloadPath && (
        <a
          href={version.downloadPath}
          download
          className="inline-flex min-h-11 items-center gap-2 font-medium text-primary underline underline-offset-4 wrap-anywhere"
        >
          <FileDown aria-hidden className="size-4 shrink-0" />
          {texts.download(name, version.pages)}
        </a>
      )}
    </div>
  );
}
