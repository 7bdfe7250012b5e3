// The spinning icon a button shows while its action runs (the button's own text and aria-busy say
// what is happening, so the icon is hidden from assistive technology).
import { LoaderCircle } from 'lucide-react';

export function BusyIcon() {
  return <LoaderCircle className="animate-spin motion-reduce:animate-none" aria-hidden />;
}
