// The limit for GET /api/service-requests/{ref}: the product's statement and answer
// (invoice-look-up-answer.ts) with nothing around it.
import { invoiceAnswer } from './invoice-look-up-answer.js';
import { serveLimit } from './limit-server.js';

serveLimit((request, pool) => invoiceAnswer(decodeURIComponent(request.url.slice('/api/service-requests/'.length)), pool));
