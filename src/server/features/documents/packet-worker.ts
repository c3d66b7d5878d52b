// The packet's PDF made off the main thread (decision 081): a packet of 20 pages with phone
// photos holds the event loop for 100 ms and more at a time (pdfkit and pdf-lib are synchronous
// in stretches), so 50 at once would stall every other request. packet-render-pool.ts sends this
// worker a PacketDocument; it answers the rendered file. The same code makes the same bytes here.
import { parentPort } from 'node:worker_threads';
import type { PacketDocument } from './packet-data.js';
import { renderPacketPdf } from './packet-pdf.js';

export interface PacketTask {
  id: number;
  packet: PacketDocument;
}

export type PacketAnswer = { id: number; content: Uint8Array; parts: { title: string; pages: number }[] } | { id: number; error: string };

parentPort?.on('message', (task: PacketTask) => {
  renderPacketPdf(revived(task.packet)).then(
    (rendered) => parentPort!.postMessage({ id: task.id, content: rendered.content, parts: rendered.parts } satisfies PacketAnswer),
    (error: unknown) =>
      parentPort!.postMessage({ id: task.id, error: error instanceof Error ? error.message : String(error) } satisfies PacketAnswer),
  );
});

/** Buffers arrive as plain Uint8Arrays (structured clone): the renderers want Buffers again. */
function revived(packet: PacketDocument): PacketDocument {
  const buffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const image = <T extends { bytes: Uint8Array | null }>(stored: T): T => ({ ...stored, bytes: stored.bytes && buffer(stored.bytes) });
  const paper = (held: PacketDocument['billOfLading']) => held && { ...held, file: { ...held.file, content: buffer(held.file.content) } };
  return {
    ...packet,
    billOfLading: paper(packet.billOfLading),
    rateConfirmation: paper(packet.rateConfirmation),
    proofOfDelivery: packet.proofOfDelivery && {
      ...packet.proofOfDelivery,
      signature: image(packet.proofOfDelivery.signature),
      photos: packet.proofOfDelivery.photos.map(image),
    },
    receipts: packet.receipts.map((receipt) => ({ ...receipt, photo: image(receipt.photo) })),
  };
}
