// How the documents feature reaches a paper another feature owns (issue 39; decision 081): the
// bill of lading and the rate confirmation each hand the composition a PaperworkSource, which it
// passes to the documents feature, so that the Documents section, the downloads and the packet
// list and make every paper without a feature importing another's inside.
import type { DocumentVersion } from '../../../shared/documents/documents.js';
import type { Executor } from '../../db/client.js';

/** A paper as a file: a PDF we make, or a file a customer uploaded (a PDF or a photo). */
export interface PaperworkFile {
  /** e.g. bill-of-lading-SR-7K3M-v2.pdf: only letters, digits, dashes and the dot. */
  filename: string;
  contentType: 'application/pdf' | 'image/jpeg' | 'image/png';
  content: Buffer;
}

/** Who reads the list: staff see members by name, a customer sees the company instead. */
export type PaperworkReader = { kind: 'staff' } | { kind: 'customer' };

export interface PaperworkSource {
  /**
   * The load's versions, newest first, as the reader may see them (a customer sees no superseded
   * draft work: only what was issued, signed, uploaded or accepted). `downloadPath` is left null:
   * the documents feature fills it with its own routes.
   */
  versions(db: Executor, serviceRequestId: number, reader: PaperworkReader): Promise<DocumentVersion[]>;
  /** One version's file; undefined when there is no such version. */
  file(db: Executor, serviceRequestId: number, version: number): Promise<PaperworkFile | undefined>;
  /**
   * The version that belongs in the packet (the signed BOL, the signed or accepted rate
   * confirmation), or undefined when the load has none yet.
   */
  packetVersion(db: Executor, serviceRequestId: number): Promise<number | undefined>;
}
