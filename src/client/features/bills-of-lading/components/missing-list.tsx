// What the draft still lacks before it can be issued, live as the office types: each item a link
// that moves focus to its field.
import type { BolMissingField } from '@shared/bills-of-lading/bol-draft-schema';
import { fieldId } from './bol-form';

export const MISSING_LIST_ID = 'bol-missing-heading';

export function MissingList({ missing }: { missing: readonly BolMissingField[] }) {
  if (missing.length === 0) {
    return (
      <p id={MISSING_LIST_ID} tabIndex={-1} className="text-sm text-muted-foreground">
        Nothing is missing: the bill of lading can be issued.
      </p>
    );
  }
  return (
    <section aria-labelledby={MISSING_LIST_ID} className="rounded-md border border-amber-500/60 bg-amber-50 p-3 dark:bg-amber-950/30">
      <h3 id={MISSING_LIST_ID} tabIndex={-1} className="text-sm font-semibold">
        Missing before it can be issued ({missing.length})
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {missing.map((item) => (
          <li key={item.field}>
            <a
              href={`#${fieldId(item.field)}`}
              className="underline underline-offset-2"
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(fieldId(item.field))?.focus();
              }}
            >
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
