// /login and /register: one screen titled Welcome back, with the Sign In and Create Account tabs
// (the tab follows the address), the side panel, and social sign-in when it is set up.
import { CircleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { MESSAGES } from '../../../shared/messages';
import type { PublicSettings } from '../../../shared/settings';
import { FormAlert } from '../../components/ui/field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSession } from './api/get-session';
import { AuthSidePanel } from './components/auth-side-panel';
import { RegisterForm } from './components/register-form';
import { SignInForm } from './components/sign-in-form';
import { SocialSignIn } from './components/social-sign-in';
import { TwoFactorStep } from './components/two-factor-step';
import { safeNextPath } from './safe-next-path';

export type AuthMode = 'login' | 'register';

const OAUTH_ERRORS: Record<string, string> = {
  google: MESSAGES.loginGoogleFailed,
  facebook: MESSAGES.loginFacebookFailed,
};

/** Reads ?oauthError once, toasts it, and drops it from the address so a reload stays quiet. */
function useOAuthError(): string | null {
  const [params, setParams] = useSearchParams();
  const flag = params.get('oauthError');
  const [message] = useState(() => (flag ? (OAUTH_ERRORS[flag] ?? MESSAGES.genericAuthError) : null));
  useEffect(() => {
    if (!flag) return;
    toast.error(OAUTH_ERRORS[flag] ?? MESSAGES.genericAuthError, { id: 'oauth-error' });
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.delete('oauthError');
        return copy;
      },
      { replace: true },
    );
  }, [flag, setParams]);
  return message;
}

export function AuthPage({ mode, settings }: { mode: AuthMode; settings: PublicSettings | undefined }) {
  useDocumentTitle(mode === 'login' ? 'Sign In' : 'Create Account');
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const { user } = useSession();
  const oauthError = useOAuthError();
  const rawNext = params.get('next');
  // A social sign-in waiting for the account's authenticator code (?twoFactor=google).
  const twoFactorProvider = mode === 'login' ? params.get('twoFactor') : null;
  const next = safeNextPath(rawNext);

  // Signed in (already, or just now through one of the forms, which store the new session): go on.
  if (user) return <Navigate to={next} replace />;

  const switchTo = (value: string) => {
    const search = rawNext ? `?next=${encodeURIComponent(rawNext)}` : '';
    void navigate(
      { pathname: value === 'register' ? '/register' : '/login', search },
      {
        replace: true,
        state: location.state,
      },
    );
  };

  return (
    <div className="relative isolate flex-1">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(50rem_26rem_at_85%_-10%,color-mix(in_srgb,var(--primary)_12%,transparent),transparent_70%)]"
      />
      <div className="mx-auto grid w-full max-w-6xl items-start gap-8 px-4 py-8 sm:px-6 sm:py-12 lg:grid-cols-[minmax(0,0.9fr)_minmax(0,1fr)] lg:gap-12 lg:px-8 lg:py-16">
        <div className="order-2 lg:order-1 lg:sticky lg:top-24">
          <AuthSidePanel mode={mode} maxUploadSizeMb={settings?.maxUploadSizeMb ?? 20} />
        </div>

        <div className="order-1 mx-auto w-full max-w-md lg:order-2 lg:pt-2">
          <div className="text-center lg:text-left">
            <h1 className="text-foreground text-3xl font-semibold tracking-tight">Welcome back</h1>
            <p className="text-muted-foreground mt-2 text-sm">
              {mode === 'login'
                ? 'Sign in to send, sign and track your documents.'
                : 'Create a free account to send and sign documents.'}
            </p>
          </div>

          <div className="border-border bg-surface mt-7 rounded-2xl border p-5 shadow-xl shadow-black/[0.04] sm:p-7">
            <Tabs value={mode} onValueChange={switchTo}>
              <TabsList className="grid w-full grid-cols-2" aria-label="Sign in or create an account">
                <TabsTrigger value="login">Sign In</TabsTrigger>
                <TabsTrigger value="register">Create Account</TabsTrigger>
              </TabsList>
              {oauthError && mode === 'login' && (
                <FormAlert className="mt-5">
                  <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
                  <span>{oauthError}</span>
                </FormAlert>
              )}
              <TabsContent value="login" className="mt-6">
                {twoFactorProvider ? (
                  <TwoFactorStep provider={twoFactorProvider} />
                ) : (
                  <SignInForm captcha={settings?.captcha ?? false} />
                )}
              </TabsContent>
              <TabsContent value="register" className="mt-6">
                <RegisterForm
                  passwordComplexity={settings?.passwordComplexity ?? 'medium'}
                  captcha={settings?.captcha ?? false}
                />
              </TabsContent>
            </Tabs>
            <SocialSignIn
              className="mt-6"
              google={settings?.googleLogin ?? false}
              facebook={settings?.facebookLogin ?? false}
              next={next}
            />
          </div>

          <p className="text-muted-foreground mt-6 text-center text-sm">
            {mode === 'login' ? (
              <>
                New to Signet?{' '}
                <button
                  type="button"
                  onClick={() => switchTo('register')}
                  className="text-brand font-medium underline-offset-4 hover:underline"
                >
                  Create an account
                </button>
              </>
            ) : (
              <>
                Already have an account?{' '}
                <button
                  type="button"
                  onClick={() => switchTo('login')}
                  className="text-brand font-medium underline-offset-4 hover:underline"
                >
                  Sign in
                </button>
              </>
            )}
          </p>
        </div>
      </div>
    </div>
  );
}
