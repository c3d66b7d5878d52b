// The FAQ's questions and answers, loaded with the entries themselves (faq-section.tsx): the answers'
// links (LinkedText) come only when the section is about to be seen. Native <details>: opens
// without script, and every browser announces it.
import type { FaqEntry } from '@shared/faq/topics';
import { LinkedText } from '@/components/linked-text';

// The same shape as faq-section.tsx's placeholder rows.
const FAQ_ROW_CLASSES = 'px-4 py-1 sm:px-5';
const FAQ_QUESTION_CLASSES = 'py-3 font-medium';

export function FaqItems({ entries }: { entries: FaqEntry[] }) {
  return entries.map((entry) => <FaqItem key={entry.topicId} {...entry} />);
}

function FaqItem({ topicId, question, answer }: FaqEntry) {
  return (
    <details className={`group ${FAQ_ROW_CLASSES}`}>
      <summary
        className={`flex cursor-pointer list-none items-center justify-between gap-4 rounded-sm ${FAQ_QUESTION_CLASSES} focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden`}
      >
        {question}
        <span aria-hidden className="text-xl leading-none text-muted-foreground transition-transform group-open:rotate-45">
          +
        </span>
      </summary>
      <p className="whitespace-pre-line pb-4 text-muted-foreground" data-testid={`faq-answer-${topicId}`}>
        <LinkedText text={answer} />
      </p>
    </details>
  );
}
