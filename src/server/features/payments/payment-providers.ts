// Which providers take payments: Stripe and PayPal when configured (live mode), the local test
// stand-ins when neither is (test mode). Made once at start (Stripe's SDK is loaded at its first
// use: providers/lazy-stripe.ts); tests pass their own.
import type Stripe from 'stripe';
import type { PaymentSettings } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { CardProvider } from './providers/card-provider.js';
import { paypalProvider, PAYPAL_HOSTS } from './providers/paypal-client.js';
import { lazyStripe } from './providers/lazy-stripe.js';
import { testCardProvider } from './providers/test-card-provider.js';
import { testWalletProvider } from './providers/test-wallet-provider.js';
import type { WalletProvider } from './providers/wallet-provider.js';
import { findLedgerByProviderId } from './ledger-repository.js';

export interface PaymentProviders {
  /** Undefined in live mode without Stripe: cards are not offered. */
  card: CardProvider | undefined;
  /** Undefined in live mode without PayPal: PayPal is not offered. */
  wallet: WalletProvider | undefined;
  /**
   * Checks a Stripe webhook's signature and returns its event (throws when it is wrong or stale);
   * undefined without Stripe. A promise when the SDK is loaded on first use; a test's client
   * already made answers at once.
   */
  verifyWebhook: ((rawBody: Buffer, signature: string | undefined) => Stripe.Event | Promise<Stripe.Event>) | undefined;
}

export function createPaymentProviders(settings: PaymentSettings, db: Database): PaymentProviders {
  if (settings.mode === 'test') {
    return {
      card: testCardProvider({ findSession: (id) => findLedgerByProviderId(db, ['test'], id) }),
      wallet: testWalletProvider((id) => findLedgerByProviderId(db, ['test'], id)),
      verifyWebhook: undefined,
    };
  }
  const stripe = settings.stripe ? lazyStripe(settings.stripe) : undefined;
  return {
    card: stripe?.card,
    wallet: settings.paypal
      ? paypalProvider({
          clientId: settings.paypal.clientId,
          clientSecret: settings.paypal.clientSecret,
          baseUrl: PAYPAL_HOSTS[settings.paypal.environment],
        })
      : undefined,
    verifyWebhook: stripe?.verifyWebhook,
  };
}
