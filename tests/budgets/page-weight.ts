// What a visitor's browser downloads to show a page: every script and stylesheet it fetched until
// the network went quiet, with each file's gzipped size (level 9, as Vite reports it).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { VIEWPORTS } from '../support/browser.js';

export interface DownloadedFile {
  name: string;
  kind: 'script' | 'stylesheet';
  gzipBytes: number;
}

export async function filesDownloadedFor(browser: Browser, url: string): Promise<DownloadedFile[]> {
  const context = await browser.newContext({ viewport: VIEWPORTS.phone });
  const page = await context.newPage();
  const pending: Promise<DownloadedFile | undefined>[] = [];
  page.on('response', (response) => {
    const kind = response.request().resourceType();
    if (kind !== 'script' && kind !== 'stylesheet') return;
    pending.push(
      response.body().then((body) => ({ name: new URL(response.url()).pathname, kind, gzipBytes: gzipSync(body, { level: 9 }).length })),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const files = (await Promise.all(pending)).filter((file): file is DownloadedFile => file !== undefined);
  await context.close();
  return files;
}

export const totalGzipBytes = (files: DownloadedFile[], kind: DownloadedFile['kind']) =>
  files.filter((file) => file.kind === kind).reduce((sum, file) => sum + file.gzipBytes, 0);

export const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The source files a built script was made from, read from its source map in dist/client. */
export function sourcesOf(distDir: string, file: DownloadedFile): string[] {
  const mapPath = join(distDir, `${file.name}.map`);
  if (!existsSync(mapPath)) return [];
  const map = JSON.parse(readFileSync(mapPath, 'utf8')) as { sources: string[] };
  return map.sources;
}
