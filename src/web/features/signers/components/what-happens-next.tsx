// The 'What happens next' explainer beside the signer setup: three steps.
import { FileCheck2, Mail, PenLine } from 'lucide-react';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';

const STEPS = [
  {
    icon: Mail,
    title: 'Signers get their link',
    text: 'Each signer with an email is invited with their own link (with ordered signing, one at a time). Share the other links yourself.',
  },
  {
    icon: PenLine,
    title: 'They review and sign',
    text: 'They open the document, enter the PIN if you set one, and draw, type or upload their signature. No account needed.',
  },
  {
    icon: FileCheck2,
    title: 'You get the signed PDF',
    text: 'You are notified as each one signs. Once everyone has, Signet seals the document and everyone can download it.',
  },
];

export function WhatHappensNext() {
  return (
    <Card aria-labelledby="next-steps-title">
      <CardHeader titleId="next-steps-title" title="What happens next" />
      <CardBody>
        <ol className="flex flex-col gap-5">
          {STEPS.map(({ icon: Icon, title, text }, i) => (
            <li key={title} className="flex gap-3">
              <span className="bg-brand-soft text-brand-soft-foreground relative flex size-9 shrink-0 items-center justify-center rounded-full">
                <Icon className="size-4" aria-hidden />
                <span className="bg-primary text-primary-foreground absolute -top-1 -right-1 flex size-4 items-center justify-center rounded-full text-[10px] font-semibold">
                  {i + 1}
                </span>
              </span>
              <div className="min-w-0">
                <p className="text-foreground text-sm font-medium">{title}</p>
                <p className="text-muted-foreground mt-0.5 text-xs leading-relaxed">{text}</p>
              </div>
            </li>
          ))}
        </ol>
      </CardBody>
    </Card>
  );
}
