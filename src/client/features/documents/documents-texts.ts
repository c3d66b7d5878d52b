// The words the Documents section shows, handed to it by the side that shows it: the back office
// in English (staff tools stay English, and staff see each other by name), the customer's page in
// the customer's language from the account catalog. The section itself holds no words, so one
// drawing serves both without the back office loading a customer catalog.
import type { DocumentActor, DocumentKind, DocumentVersionState } from '@shared/documents/documents';

export interface DocumentsTexts {
  /** The name of the documents' list: "Documents". */
  listLabel: string;
  /** The empty state: "No documents yet". */
  noDocuments: string;
  /** A kind over its versions: "Bill of lading", "Lumper and scale receipts". */
  kindHeading: (kind: DocumentKind) => string;
  /** A kind inside a sentence: "bill of lading". */
  kindNoun: (kind: DocumentKind) => string;
  /** A version's state in words: "Signed", "Waiting for review". */
  state: (state: DocumentVersionState) => string;
  /** "Version 2". */
  version: (version: number) => string;
  /** One version named in a sentence: "bill of lading version 2". */
  versionName: (kindNoun: string, version: number) => string;
  /** One paper of a kind that lists papers (a credit note, a receipt) named by its label: "credit note CN-2026-000001". */
  paperName: (kindNoun: string, label: string) => string;
  /** Who made the version and when: "Made by Dana Reyes on Mar 4, 2026, 9:00 AM". */
  madeBy: (actor: DocumentActor, at: string) => string;
  /**
   * One signature: "Signed by Sam Ortiz as shipper on Mar 4, 2026, 9:00 AM"; the office's review of
   * an uploaded paper comes as the role `accepted` (or `rejected`): "Accepted by Dana Reyes on ...".
   */
  signedBy: (actor: DocumentActor, role: string, at: string) => string;
  /** The name of a version's signatures list: "Signatures on bill of lading version 2". */
  signaturesOf: (name: string) => string;
  /** The link's name: "Download bill of lading version 2 (PDF, 1 page)"; without the parenthesis when the pages are unknown. */
  download: (name: string, pages: number | null) => string;
  /** The fold over older versions: "Earlier versions (2)". */
  earlierVersions: (count: number) => string;
  /** The name of the folded list: "Earlier versions of bill of lading". */
  earlierVersionsOf: (kindNoun: string) => string;
  packetHeading: string;
  /** "Download packet (PDF)". */
  packetDownload: string;
  /** What the packet holds: "Includes the invoice, bill of lading, and proof of delivery." */
  packetIncludes: (kinds: DocumentKind[]) => string;
  /** Said when the packet cannot be downloaded yet. */
  packetNotReady: string;
  /** Over what the load still lacks: "Still missing". */
  missingHeading: string;
  /** One missing paper: "No signed bill of lading yet", "Not delivered yet". */
  missing: (kind: DocumentKind) => string;
  loading: string;
  /** Over the reason a load failed: "Could not load the documents". */
  loadFailed: string;
  tryAgain: string;
}
