// The app with live payment providers (Stripe and PayPal) pointed at the local fakes, for the
// payment tests: the fakes, then the app on its own test database (test-app.ts).
import { testConfig } from './test-config.js';
import { startFakePaypal, type FakePaypal } from './fake-paypal.js';
import { startFakeStripe, type FakeStripe } from './fake-stripe.js';
import { liveProviders, paypalEnv, STRIPE_ENV } from './payments.js';
import { startTestApp, stopTestApp, type TestApp } from './test-app.js';

export interface LivePaymentsTestApp extends TestApp {
  fakeStripe: FakeStripe;
  fakePaypal: FakePaypal;
}

/** `env` is added to the fakes' keys (testConfig's variables: PUBLIC_BASE_URL, PAYMENT_MAX_AMOUNT...). */
export async function startLivePaymentsTestApp(env: Record<string, string> = {}): Promise<LivePaymentsTestApp> {
  const fakeStripe = await startFakeStripe();
  const fakePaypal = await startFakePaypal();
  try {
    const config = testConfig({ ...STRIPE_ENV, ...paypalEnv(fakePaypal), ...env });
    return { ...(await startTestApp({ config, paymentProviders: liveProviders(fakeStripe, fakePaypal) })), fakeStripe, fakePaypal };
  } catch (error) {
    await stopFakes(fakeStripe, fakePaypal);
    throw error;
  }
}

/** Closes what startLivePaymentsTestApp opened; any part is undefined when starting failed. */
export async function stopLivePaymentsTestApp(started: Partial<LivePaymentsTestApp>): Promise<void> {
  await stopTestApp(started.app, started.database);
  await stopFakes(started.fakeStripe, started.fakePaypal);
}

async function stopFakes(fakeStripe: FakeStripe | undefined, fakePaypal: FakePaypal | undefined): Promise<void> {
  await fakeStripe?.close();
  await fakePaypal?.close();
}
