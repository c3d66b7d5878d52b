// What the payment routes and services need from the app, built once in feature-routes.ts.
import type { FastifyBaseLogger } from 'fastify';
import type { CompanyProfile } from '../../../shared/company-profile.js';
import type { PaymentSettings } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { EmailOutbox } from '../../infra/email/outbox.js';
import type { PaymentProviders } from './payment-providers.js';

export interface PaymentDeps {
  db: Database;
  outbox: EmailOutbox;
  providers: PaymentProviders;
  settings: PaymentSettings;
  company: CompanyProfile;
  publicBaseUrl: string;
  operationsEmail: string;
  log: FastifyBaseLogger;
}
