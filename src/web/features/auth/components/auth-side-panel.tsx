// The sign-in screen's side panel: the three steps of Signet, and on registration what the Free
// plan includes. Figures come from the instance's settings and the plans definition.
import { FileUp, PenLine, Sparkles, UserPlus } from 'lucide-react';
import { PLANS } from '../../../../shared/plans';
import { LogoMark } from '../../../components/ui/logo';

export function AuthSidePanel({
  mode,
  maxUploadSizeMb,
}: {
  mode: 'login' | 'register';
  maxUploadSizeMb: number;
}) {
  const steps = [
    {
      icon: FileUp,
      title: 'Upload a PDF',
      text: `Upload a PDF document up to ${maxUploadSizeMb}MB.`,
    },
    {
      icon: UserPlus,
      title: 'Add signers',
      text: 'Add signers by email or share anonymous signing links.',
    },
    {
      icon: PenLine,
      title: 'Sign',
      text: 'Sign by drawing, typing or uploading your signature.',
    },
  ];
  const freeDocs = PLANS.free.monthlyDocuments;

  return (
    <aside
      aria-labelledby="auth-steps-title"
      className="relative isolate flex flex-col overflow-hidden rounded-3xl bg-gradient-to-br from-indigo-600 via-indigo-700 to-violet-800 p-7 text-white shadow-xl shadow-indigo-900/20 sm:p-9"
    >
      <div
        aria-hidden
        className="absolute inset-0 -z-10 opacity-25 [mask-image:radial-gradient(ellipse_at_top_right,black,transparent_70%)] bg-[linear-gradient(to_right,rgb(255_255_255/0.35)_1px,transparent_1px),linear-gradient(to_bottom,rgb(255_255_255/0.35)_1px,transparent_1px)] bg-[size:36px_36px]"
      />
      <div
        aria-hidden
        className="absolute -right-24 -bottom-24 -z-10 size-72 rounded-full bg-violet-400/30 blur-3xl"
      />
      <LogoMark className="size-10 ring-1 ring-white/25 rounded-[10px]" />
      <h2 id="auth-steps-title" className="mt-6 text-2xl font-semibold tracking-tight text-balance">
        Documents signed in three steps
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-indigo-100">
        Send, sign and track contracts with secure, legally binding signatures.
      </p>
      <ol className="mt-8 flex flex-col gap-5">
        {steps.map(({ icon: Icon, title, text }, index) => (
          <li key={title} className="flex gap-4">
            <span className="relative flex size-10 shrink-0 items-center justify-center rounded-xl bg-white/12 ring-1 ring-white/20 ring-inset">
              <Icon className="size-5" aria-hidden />
              <span className="absolute -top-1.5 -right-1.5 flex size-5 items-center justify-center rounded-full bg-white text-[11px] font-bold text-indigo-700">
                {index + 1}
              </span>
            </span>
            <span className="pt-0.5">
              <span className="block font-semibold">{title}</span>
              <span className="mt-0.5 block text-sm leading-relaxed text-indigo-100">{text}</span>
            </span>
          </li>
        ))}
      </ol>
      {mode === 'register' && freeDocs !== null && (
        <p className="mt-8 flex items-start gap-3 rounded-2xl bg-white/10 p-4 text-sm leading-relaxed ring-1 ring-white/15 ring-inset">
          <Sparkles className="mt-0.5 size-4 shrink-0 text-amber-200" aria-hidden />
          <span>
            The Free plan includes {freeDocs} document signing actions per month. No credit card needed.
          </span>
        </p>
      )}
    </aside>
  );
}
