// The FAQ as an accordion on <details>: keyboard and screen readers work without script, and the
// shared name lets one answer be open at a time.
import { ChevronDown } from 'lucide-react';
import type { FaqEntry } from '../faq';

export function FaqAccordion({ entries }: { entries: FaqEntry[] }) {
  return (
    <div className="border-border divide-border bg-surface divide-y overflow-hidden rounded-2xl border">
      {entries.map((entry, i) => (
        <details key={entry.id} name="faq" open={i === 0} className="group">
          <summary className="text-foreground hover:bg-surface-2 flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left text-[15px] font-medium transition-colors select-none [&::-webkit-details-marker]:hidden">
            {entry.question}
            <ChevronDown
              className="text-muted-foreground size-4 shrink-0 transition-transform duration-200 group-open:rotate-180"
              aria-hidden
            />
          </summary>
          <div className="text-muted-foreground flex flex-col gap-2 px-5 pb-5 text-sm leading-relaxed">
            {entry.answer.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
