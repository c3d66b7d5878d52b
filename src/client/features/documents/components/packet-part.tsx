// The packet (decision 081): its download once it can be made, with what it holds now, and what
// the load still lacks for a complete one ("No signed bill of lading yet", "Not delivered yet").
import { FileDown } from 'lucide-react';
import { useId } from 'react';
import type { DocumentKind, DocumentsList } from '@shared/documents/documents';
import { Button } from '@/components/ui/button';
import type { DocumentsTexts } from '../documents-texts';
import { Heading, type HeadingLevel } from './heading';

interface PacketPartProps {
  packet: DocumentsList['packet'];
  missing: DocumentKind[];
  texts: DocumentsTexts;
  headingLevel: HeadingLevel;
}

export function PacketPart({ packet, missing, texts, headingLevel }: PacketPartProps) {
  const headingId = useId();
  const ready = packet.available && packet.downloadPath !== null;
  return (
    <div role="group" aria-labelledby={headingId} className="grid gap-2 text-sm">
      <Heading level={headingLevel} id={headingId}>
        {texts.packetHeading}
      </Heading>
      {ready ? (
        <>
          <p>{texts.packetIncludes(packet.includes)}</p>
          <div>
            <Button asChild size="lg" variant="outline" className="w-full sm:w-auto">
              <a href={packet.downloadPath ?? undefined} download>
                <FileDown aria-hidden />
                {texts.packetDownload}
              </a>
            </Button>
          </div>
        </>
      ) : (
        <p>{texts.packetNotReady}</p>
      )}
      <MissingPapers missing={missing} texts={texts} />
    </div>
  );
}

/** What the load still lacks, as a list named "Still missing"; nothing when it lacks nothing. */
export function MissingPapers({ missing, texts }: { missing: DocumentKind[]; texts: DocumentsTexts }) {
  const labelId = useId();
  if (missing.length === 0) return null;
  return (
    <div className="grid gap-1 text-sm">
      <p id={labelId} className="font-medium">
        {texts.missingHeading}
      </p>
      <ul aria-labelledby={labelId} className="list-disc pl-5">
        {missing.map((kind) => (
          <li key={kind}>{texts.missing(kind)}</li>
        ))}
      </ul>
    </div>
  );
}
