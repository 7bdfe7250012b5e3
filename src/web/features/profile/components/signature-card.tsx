// The signature tab. Signatures are drawn, typed or uploaded in the signing flow; this card says so
// rather than offering a pad that would not save anything yet.
import { PenLine } from 'lucide-react';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';

export function SignatureCard() {
  return (
    <Card aria-labelledby="signature-title">
      <CardHeader
        titleId="signature-title"
        icon={<PenLine aria-hidden />}
        title="Your signature"
        description="You create your signature when you sign a document."
      />
      <CardBody>
        <div className="border-border-strong bg-surface-2 flex flex-col items-center rounded-xl border border-dashed px-6 py-10 text-center">
          <span className="bg-brand-soft text-brand-soft-foreground flex size-12 items-center justify-center rounded-full">
            <PenLine className="size-6" aria-hidden />
          </span>
          <p className="text-foreground mt-4 font-medium">No saved signature yet</p>
          <p className="text-muted-foreground mt-1 max-w-md text-sm leading-relaxed">
            Open a document and choose Sign Document to draw, type or upload your signature. Signatures you
            save there will be listed here.
          </p>
        </div>
      </CardBody>
    </Card>
  );
}
