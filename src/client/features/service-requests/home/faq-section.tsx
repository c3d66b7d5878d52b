// Questions visitors ask, answered in the same words as the chat assistant (src/shared/faq.ts is
// the one source for both). Native <details>: opens without script, and every browser announces it.
import { faqEntries } from '@shared/faq';
import { LinkedText } from '@/components/linked-text';
import { companyProfile } from '@/lib/company-profile';
import { HomeSection } from './home-section';

export function FaqSection() {
  return (
    <HomeSection id="faq" title="Frequently asked questions">
      <div className="divide-y rounded-lg border bg-card">
        {faqEntries(companyProfile).map(({ topicId, question, answer }) => (
          <details key={topicId} className="group px-4 py-1 sm:px-5">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-sm py-3 font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
              {question}
              <span aria-hidden className="text-xl leading-none text-muted-foreground transition-transform group-open:rotate-45">
                +
              </span>
            </summary>
            <p className="whitespace-pre-line pb-4 text-muted-foreground" data-testid={`faq-answer-${topicId}`}>
              <LinkedText text={answer} />
            </p>
          </details>
        ))}
      </div>
    </HomeSection>
  );
}
