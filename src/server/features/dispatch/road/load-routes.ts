// PLACEHOLDER (helper dispatch-road replaces this file).
import type { FastifyInstance } from 'fastify';
import type { DispatchDeps } from '../deps.js';

export async function driverLoadRoutes(_app: FastifyInstance, _deps: DispatchDeps) {}
