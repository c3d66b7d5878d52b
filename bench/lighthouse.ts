// `npm run bench:lighthouse`: Lighthouse 12 scores under mobile emulation for the home page, the
// driver application and an invoice payment page, served from the production build (run `npm run build` first) on
// PostgreSQL when BENCH_DATABASE_URL is set, otherwise on PGlite. Three runs each; the median.
import { auditPages, CATEGORIES, formatAudits, type PageAudit } from '../tests/budgets/lighthouse-audit.js';
import { invoicedRequest } from '../tests/support/payments.js';
import { startSite } from '../tests/support/site-server.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? '';

const site = await startSite();
try {
  const referenceId = await invoicedRequest(site.app, site.database.db, '1250.00');
  const pages = [{ path: '/' }, { path: '/join-us' }, { path: `/payment?ref=${referenceId}`, noindex: true }];
  const runs: PageAudit[][] = [];
  for (let run = 0; run < RUNS; run++) runs.push(await auditPages(site.baseUrl, pages));
  const medians = pages.map((page, index) => {
    const scores = Object.fromEntries(
      CATEGORIES.map((id) => {
        const values = runs.map((audits) => audits[index]!.scores[id] ?? 0).sort((a, b) => a - b);
        return [id, values[Math.floor(values.length / 2)]!];
      }),
    ) as PageAudit['scores'];
    return { path: page.path.replace(referenceId, 'SR-…'), scores, failedAudits: [] };
  });
  console.log(
    `Lighthouse 12, mobile emulation, median of ${RUNS} runs (goal: performance >= 95, accessibility 100, best practices >= 95, SEO >= 95):`,
  );
  console.log(formatAudits(medians));
} finally {
  await site.close();
}
