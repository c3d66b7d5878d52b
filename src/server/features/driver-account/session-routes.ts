// PLACEHOLDER (helper driver-account replaces this file).
import type { FastifyInstance } from 'fastify';
import type { DriverAccountDeps } from './deps.js';

export async function driverSessionRoutes(_app: FastifyInstance, _deps: DriverAccountDeps) {}
