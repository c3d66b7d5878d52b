// PLACEHOLDER (helper dispatch-office replaces this file).
import type { FastifyInstance } from 'fastify';
import type { DispatchDeps } from '../deps.js';

export async function dispatchAdminRoutes(_app: FastifyInstance, _deps: DispatchDeps) {}
