// PLACEHOLDER (helper driver-account replaces this file).
import type { FastifyInstance } from 'fastify';
import type { DriverAccountDeps } from './deps.js';

export async function driverSignInRoutes(_app: FastifyInstance, _deps: DriverAccountDeps) {}
