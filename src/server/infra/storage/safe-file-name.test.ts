// The names uploads are stored, listed and downloaded under.
import { describe, expect, it } from 'vitest';
import { GIF, JPEG, PDF, PNG, WORD_DOC, WORD_DOCX } from '../../../shared/uploads.js';
import { safeFileName, servedContentType, UNKNOWN_CONTENT_TYPE } from './safe-file-name.js';

describe('safeFileName', () => {
  it.each([
    ['sofa.png', PNG, 'sofa.png'],
    ['photo.JPEG', JPEG, 'photo.JPEG'],
    ['photo.jpg', JPEG, 'photo.jpg'],
    ['bill of lading', PDF, 'bill of lading.pdf'],
    ['v1.2 final', PDF, 'v1.2 final.pdf'],
    ['holiday.html', PNG, 'holiday.png'],
    ['scan\u202egnp.html', PNG, 'scangnp.png'],
    ['scan\u2067\u200blmth.png\u2069.html', PNG, 'scanlmth.png'],
    ['invoice.exe', PDF, 'invoice.pdf'],
    ['invoice.pdf.exe', PDF, 'invoice.pdf'],
    ['label.gif', GIF, 'label.gif'],
    ['resume.doc', WORD_DOCX, 'resume.docx'],
    ['resume.docx', WORD_DOC, 'resume.doc'],
    ['../../etc/cron.d/evil.html', PNG, 'evil.png'],
    ['C:\\Users\\me\\report.pdf', PDF, 'report.pdf'],
    ['notes\r\nX-Injected: yes.pdf', PDF, 'notesX-Injected_ yes.pdf'],
    ['a<b>|c?.png', PNG, 'a_b__c_.png'],
    ['.htaccess', PNG, 'htaccess.png'],
    ['..', PNG, 'file.png'],
    ['\u202e', PDF, 'file.pdf'],
    ['résumé.pdf', PDF, 'résumé.pdf'],
    ['page.html', 'text/html', 'page'],
  ])('%j as %s: %j', (sent, type, safe) => {
    expect(safeFileName(sent, type)).toBe(safe);
  });

  it('keeps at most 150 characters before the extension, never half a character', () => {
    const name = safeFileName(`${'😀'.repeat(200)}.png`, PNG);
    expect(name).toBe(`${'😀'.repeat(150)}.png`);
  });
});

describe('servedContentType', () => {
  it('serves the types we accept as they are, anything else as bytes', () => {
    expect([PDF, JPEG, PNG, GIF, WORD_DOC, WORD_DOCX].map(servedContentType)).toEqual([PDF, JPEG, PNG, GIF, WORD_DOC, WORD_DOCX]);
    expect(['text/html', 'image/svg+xml', '', 'toString'].map(servedContentType)).toEqual(Array(4).fill(UNKNOWN_CONTENT_TYPE));
  });
});
