// A load's Documents section (issue 39; decision 081): every paper of a request, each with its
// versions and who made or signed each when, as the back office and the customer's page list
// them, and the packet that puts the ones a payer asks for into one PDF. The server answers
//   GET /api/admin/service-requests/{id}/documents        (staff area `paperwork`)
//   GET /api/account/requests/{ref}/documents             (the customer whose request it is)
// with `documentsListSchema`; each version names the path it downloads from.
import { z } from 'zod';

/** The kinds of document a load may have, in the order the packet and the section show them. */
export const DOCUMENT_KINDS = ['invoice', 'credit_note', 'bill_of_lading', 'proof_of_delivery', 'rate_confirmation', 'receipt'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The kinds that go into the packet, in its order (decision 081). Credit notes are the invoice's own history. */
export const PACKET_KINDS = [
  'invoice',
  'bill_of_lading',
  'proof_of_delivery',
  'rate_confirmation',
  'receipt',
] as const satisfies readonly DocumentKind[];

/**
 * A version's state as a word both sides translate: a draft invoice is not listed; `issued` is a
 * made document (an invoice sent, a BOL issued, a rate confirmation sent for signature),
 * `signed` carries signatures, `uploaded` waits for the office, `accepted`, `rejected`,
 * `superseded` (a newer version replaced it before signing) and `void` (an invoice withdrawn).
 */
export const DOCUMENT_VERSION_STATES = ['issued', 'signed', 'uploaded', 'accepted', 'rejected', 'superseded', 'void'] as const;
export type DocumentVersionState = (typeof DOCUMENT_VERSION_STATES)[number];

/** Who did something to a document, as the reader may see it: staff appear by name to staff, as the company to customers. */
export const documentActorSchema = z.object({
  kind: z.enum(['staff', 'company', 'driver', 'customer', 'system']),
  /** A staff member's name or e-mail (staff only), a driver's first name, a signer's typed name. */
  name: z.string().nullable(),
});
export type DocumentActor = z.infer<typeof documentActorSchema>;

export const documentVersionSchema = z.object({
  /** 1, 2, ...; an invoice and a proof of delivery have one. */
  version: z.number().int().positive(),
  /** What the version is called on its own: an invoice or credit note number, a BOL number, a receipt's kind and amount. */
  label: z.string(),
  state: z.enum(DOCUMENT_VERSION_STATES),
  madeAt: z.iso.datetime({ offset: true }),
  madeBy: documentActorSchema,
  /** Each signature on it, in the order signed. */
  signatures: z.array(z.object({ by: documentActorSchema, role: z.string(), at: z.iso.datetime({ offset: true }) })),
  /** The path of its PDF (or the uploaded file) for the same reader; null when it cannot be downloaded. */
  downloadPath: z.string().nullable(),
  /** Pages in its PDF, when known without making it. */
  pages: z.number().int().positive().nullable(),
});
export type DocumentVersion = z.infer<typeof documentVersionSchema>;

export const documentEntrySchema = z.object({
  kind: z.enum(DOCUMENT_KINDS),
  /** Newest first. */
  versions: z.array(documentVersionSchema),
});
export type DocumentEntry = z.infer<typeof documentEntrySchema>;

export const documentsListSchema = z.object({
  referenceId: z.string(),
  documents: z.array(documentEntrySchema),
  /** The packet: downloadable once the invoice is sent; `includes` the kinds it holds now. */
  packet: z.object({
    available: z.boolean(),
    includes: z.array(z.enum(DOCUMENT_KINDS)),
    downloadPath: z.string().nullable(),
  }),
  /** What the load still lacks for a complete packet (e.g. no signed bill of lading yet): kinds. */
  missing: z.array(z.enum(DOCUMENT_KINDS)),
});
export type DocumentsList = z.infer<typeof documentsListSchema>;
