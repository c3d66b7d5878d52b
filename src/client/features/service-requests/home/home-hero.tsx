// The top of the home page: what the company does and where (from the configured company
// profile), the two things visitors come for, and the facts that say the company is real.
import { PackageSearch } from 'lucide-react';
import { Link } from 'wouter';
import { serviceAreaOf } from '@shared/company-profile';
import { PAGE_PATHS } from '@shared/page-routes';
import { Button } from '@/components/ui/button';
import { companyProfile } from '@/lib/company-profile';
import { TrustFacts } from './trust-facts';

export function HomeHero({ onRequestService }: { onRequestService: () => void }) {
  const { name, homeBase } = companyProfile;
  return (
    <section aria-labelledby="home-heading" className="border-b bg-muted">
      <div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
        <h1 id="home-heading" className="max-w-3xl text-3xl font-bold tracking-tight text-brand sm:text-5xl">
          Freight shipping, brokerage and dispatch across {serviceAreaOf(companyProfile)}
        </h1>
        <p className="mt-4 max-w-2xl text-base sm:text-lg">
          {name}
          {homeBase ? `, based in ${homeBase},` : ''} moves goods for shippers and finds carriers and loads for freight brokers and
          dispatchers. Send a request and our team contacts you within 2-4 business hours with a quote.
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Button size="lg" variant="accent" onClick={onRequestService}>
            Request service
          </Button>
          <Button size="lg" variant="outline" asChild>
            <Link href={PAGE_PATHS.track}>
              <PackageSearch aria-hidden />
              Track a shipment
            </Link>
          </Button>
        </div>
        <TrustFacts />
      </div>
    </section>
  );
}
