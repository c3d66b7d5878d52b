// The files behind the demo's driver documents: one small PDF per kind, written to the configured
// storage under a fresh key for every upload row, so "download" in the back office opens a real
// file that says plainly it is demo data.
import { createHash, randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import type { UploadPurpose } from '../../shared/uploads.js';
import type { FileStorage } from '../infra/storage/file-storage.js';
import { newPdf, pdfBytes } from '../infra/pdf-layout.js';

const TITLES: Partial<Record<UploadPurpose, string>> = {
  resume: 'Resume (demo)',
  license: "Driver's license copy (demo)",
  medical_card: 'DOT medical card (demo)',
  // The hired drivers' qualification files (issue 41): the motor vehicle record obtained at hire.
  qualification_document: 'Motor vehicle record (demo)',
};

export interface StoredDemoFile {
  storageKey: string;
  originalName: string;
  contentType: 'application/pdf';
  sizeBytes: number;
  sha256: string;
}

/** Writes demo files and remembers their keys, so a failed seed can take them away again. */
export interface DemoFileWriter {
  store(purpose: UploadPurpose, folder: string): Promise<StoredDemoFile>;
  /** Removes every file written so far (the seed's transaction rolled back). */
  removeAll(): Promise<void>;
}

export function demoFileWriter(storage: FileStorage, fixedDate: Date): DemoFileWriter {
  const made = new Map<UploadPurpose, Promise<{ bytes: Buffer; sha256: string }>>();
  const written: string[] = [];
  const documentOf = (purpose: UploadPurpose) => {
    let document = made.get(purpose);
    if (!document) {
      document = demoPdf(TITLES[purpose] ?? purpose, fixedDate);
      made.set(purpose, document);
    }
    return document;
  };
  return {
    async store(purpose, folder) {
      const { bytes, sha256 } = await documentOf(purpose);
      const storageKey = `${folder}/${randomUUID()}`;
      written.push(storageKey);
      await pipeline(Readable.from([bytes]), await storage.openWriteStream(storageKey));
      return {
        storageKey,
        originalName: `${purpose.replace('_', '-')}-demo.pdf`,
        contentType: 'application/pdf',
        sizeBytes: bytes.length,
        sha256,
      };
    },
    async removeAll() {
      await Promise.all(written.map((key) => storage.remove(key).catch(() => undefined)));
    },
  };
}

async function demoPdf(title: string, at: Date): Promise<{ bytes: Buffer; sha256: string }> {
  const doc = newPdf({ title, author: 'Demo data', createdAt: at, changedAt: at });
  doc.font('Helvetica-Bold').fontSize(20).text(title);
  doc.moveDown().font('Helvetica').fontSize(12).text('Made by npm run db:seed for the demo data set. Not a real document.');
  const bytes = await pdfBytes(doc);
  return { bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
}
