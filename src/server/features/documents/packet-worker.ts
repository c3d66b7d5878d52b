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

/**
 * Buffers arrive as plain Uint8Arrays (structured clone): the renderers want Buffers again. Every
 * byte array in the packet is turned back, wherever it sits, so a field a document gains later
 * (another photo list on the proof of delivery) needs nothing here.
 */
function revived<T>(value: T): T {
  if (value instanceof Uint8Array) return Buffer.from(value.buffer, value.byteOffset, value.byteLength) as T;
  if (value instanceof Date || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item: unknown) => revived(item)) as T;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, revived(item)])) as T;
}
