// Lighthouse 12 on Debian's Chromium, with its default mobile emulation (a mid-range phone on a
// slow 4G network, simulated). Used by the budget test and by `npm run bench:lighthouse`.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/browser.js';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface PageAudit {
  path: string;
  /** 0-100 per category audited. */
  scores: Partial<Record<Category, number>>;
  /** Titles of the audits that lost points, for a failure message. */
  failedAudits: string[];
}

export interface PageToAudit {
  path: string;
  /**
   * The page tells search engines to stay away on purpose (payment pages carry a customer's
   * reference in the address): Lighthouse's 'is crawlable' check is skipped, the rest of SEO counts.
   */
  noindex?: boolean;
}

/**
 * Audits each page in turn, in the categories asked for (all four by default: the benchmark). The
 * suite asks for the three it holds: performance is the costly one (a trace and its simulations),
 * and its score on a busy machine says nothing of the page.
 */
export async function auditPages(
  baseUrl: string,
  pages: PageToAudit[],
  categories: readonly Category[] = CATEGORIES,
): Promise<PageAudit[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    const audits: PageAudit[] = [];
    // One page at a time: audits running together would slow each other down.
    for (const page of pages) audits.push(await auditWithRetries(chrome.port, baseUrl, page, categories));
    return audits;
  } finally {
    chrome.kill();
  }
}

/** Lighthouse's own failures (a trace without NO_NAVSTART on a busy machine) say nothing of the page. */
export class LighthouseRuntimeError extends Error {}

const ATTEMPTS = 3;

async function auditWithRetries(port: number, baseUrl: string, page: PageToAudit, categories: readonly Category[]): Promise<PageAudit> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditPage(port, baseUrl, page, categories);
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError) || attempt >= ATTEMPTS) throw error;
    }
  }
}

async function auditPage(
  port: number,
  baseUrl: string,
  { path, noindex = false }: PageToAudit,
  categories: readonly Category[],
): Promise<PageAudit> {
  const result = await lighthouse(`${baseUrl}${path}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...categories],
    skipAudits: noindex ? ['is-crawlable'] : [],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new LighthouseRuntimeError(`Lighthouse could not audit ${path}: ${lhr.runtimeError.message}`);
  const scores: Partial<Record<Category, number>> = Object.fromEntries(
    categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  );
  const failedAudits = categories.flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 0.9)
      .map((audit) => `${id}: ${audit?.title} (${audit?.displayValue ?? audit?.score})`),
  );
  return { path, scores, failedAudits };
}

export function formatAudits(audits: PageAudit[]): string {
  const shown = CATEGORIES.filter((id) => audits.some((audit) => audit.scores[id] !== undefined));
  const header = `  ${'page'.padEnd(36)} ${shown.map((id) => id.padStart(14)).join('')}`;
  const rows = audits.map(
    (audit) => `  ${audit.path.slice(0, 36).padEnd(36)} ${shown.map((id) => String(audit.scores[id] ?? '-').padStart(14)).join('')}`,
  );
  return [header, ...rows].join('\n');
}
