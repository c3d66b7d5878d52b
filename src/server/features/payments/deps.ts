// What the payment services need from the app.
import type { FastifyBaseLogger } from 'fastify';
import type { CompanyProfile } from '../../../shared/company-profile.js';
import type { PaymentSettings } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { PaymentProviders } from './payment-providers.js';

export interface PaymentDeps {
  db: Database;
  providers: PaymentProviders;
  settings: PaymentSettings;
  company: CompanyProfile;
  publicBaseUrl: string;
  operationsEmail: string;
  onEmailQueued: () => void;
  log: FastifyBaseLogger;
}
