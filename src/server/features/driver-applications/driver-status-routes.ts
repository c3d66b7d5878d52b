// PLACEHOLDER (helper dispatch-office replaces this file).
import type { FastifyInstance } from 'fastify';
import type { DispatchDeps } from '../dispatch/deps.js';

export async function driverStatusAdminRoutes(_app: FastifyInstance, _deps: DispatchDeps) {}
