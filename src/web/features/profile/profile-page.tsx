// /profile: personal | security | signature tabs (the `tab` query parameter; personal is plain
// /profile), with plan and usage beside the personal details.
import { ArrowLeft, Code2, PenLine, ShieldCheck, UserRound } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { SessionUser } from '../../../shared/auth';
import { planOf, type PlanId } from '../../../shared/plans';
import type { PasswordComplexity } from '../../../shared/settings';
import { UserAvatar } from '../../components/ui/avatar';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClasses } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useProfile } from './api/get-profile';
import { ActiveSessionsCard } from './components/active-sessions-card';
import { ChangePasswordCard } from './components/change-password-card';
import { CompanyDetailsCard } from './components/company-details-card';
import { PersonalInfoCard } from './components/personal-info-card';
import { PlanUsageCard } from './components/plan-usage-card';
import { SignatureCard } from './components/signature-card';
import { TwoFactorCard } from './components/two-factor-card';

export const PROFILE_TABS = ['personal', 'security', 'signature', 'developers'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

const TITLES: Record<ProfileTab, string> = {
  personal: 'Profile',
  security: 'Security',
  signature: 'Signature',
  developers: 'Developers',
};

export interface ProfilePageProps {
  passwordComplexity: PasswordComplexity;
  /** The Upgrade action for the plan card (the upgrade feature's button, composed by the route). */
  renderUpgrade: (currentPlan: PlanId) => ReactNode;
  /** Shown above the tabs, for example the email confirmation banner. */
  renderNotice?: (user: SessionUser) => ReactNode;
  /** Called with the fresh user after each change, so the header shows the new name and image. */
  onUserChange?: (user: SessionUser) => void;
  /** Called when the server says the session has ended (signed out elsewhere, expired). */
  onSessionEnded?: () => void;
  /** The signature tab's content (saved signatures, email notifications), composed by the route. */
  renderSignatureTab?: (user: SessionUser) => ReactNode;
  /** The developers tab's content (API keys, webhooks), composed by the route; no tab without it. */
  renderDevelopersTab?: (user: SessionUser) => ReactNode;
}

export function ProfilePage({
  passwordComplexity,
  renderUpgrade,
  renderNotice,
  onUserChange,
  onSessionEnded,
  renderSignatureTab,
  renderDevelopersTab,
}: ProfilePageProps) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: ProfileTab =
    PROFILE_TABS.includes(requested as ProfileTab) && (requested !== 'developers' || renderDevelopersTab)
      ? (requested as ProfileTab)
      : 'personal';
  useDocumentTitle(TITLES[tab]);
  const profile = useProfile();

  const user = profile.data?.user;
  useEffect(() => {
    if (user) onUserChange?.(user);
  }, [user, onUserChange]);
  const sessionEnded = profile.error instanceof ApiError && profile.error.status === 401;
  useEffect(() => {
    if (sessionEnded) onSessionEnded?.();
  }, [sessionEnded, onSessionEnded]);

  const onTabChange = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'personal') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <Link to="/dashboard" className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3' })}>
        <ArrowLeft aria-hidden />
        Back to Dashboard
      </Link>

      {profile.isPending ? (
        <div className="flex justify-center py-24">
          <Spinner className="text-muted-foreground" label="Loading your profile" />
        </div>
      ) : profile.isError ? (
        <div className="mx-auto mt-10 flex max-w-md flex-col gap-4">
          <FormAlert>{errorMessage(profile.error)}</FormAlert>
          <Button variant="outline" onClick={() => void profile.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <header className="mt-4 flex items-center gap-4">
            <UserAvatar
              name={profile.data.user.name}
              src={profile.data.user.avatarUrl}
              className="ring-border size-14 text-lg ring-1 sm:size-16 sm:text-xl"
            />
            <div className="min-w-0">
              <h1 className="text-foreground truncate text-xl font-semibold tracking-tight sm:text-3xl">
                {profile.data.user.name}
              </h1>
              <p className="text-muted-foreground mt-1 flex flex-wrap items-center gap-2 text-sm">
                <span className="truncate">{profile.data.user.email}</span>
                <Badge tone="brand">{planOf(profile.data.user.plan).name} plan</Badge>
                {profile.data.user.emailVerified ? (
                  <Badge tone="success">Verified</Badge>
                ) : (
                  <Badge tone="warning">Not verified</Badge>
                )}
              </p>
            </div>
          </header>

          {renderNotice && <div className="mt-6 empty:hidden">{renderNotice(profile.data.user)}</div>}

          <Tabs value={tab} onValueChange={onTabChange} className="mt-8">
            <TabsList aria-label="Profile sections" className="w-full sm:w-auto">
              <TabsTrigger value="personal" className="sm:flex-none sm:px-4">
                <UserRound aria-hidden />
                Personal
              </TabsTrigger>
              <TabsTrigger value="security" className="sm:flex-none sm:px-4">
                <ShieldCheck aria-hidden />
                Security
              </TabsTrigger>
              <TabsTrigger value="signature" className="sm:flex-none sm:px-4">
                <PenLine aria-hidden />
                Signature
              </TabsTrigger>
              {renderDevelopersTab && (
                <TabsTrigger value="developers" className="sm:flex-none sm:px-4">
                  <Code2 aria-hidden />
                  Developers
                </TabsTrigger>
              )}
            </TabsList>

            <TabsContent value="personal" className="mt-6">
              <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
                <div className="flex min-w-0 flex-col gap-6">
                  <PersonalInfoCard key={profile.data.user.id} profile={profile.data} />
                  <CompanyDetailsCard
                    key={profile.data.organisation.id}
                    organisation={profile.data.organisation}
                  />
                </div>
                <div className="lg:sticky lg:top-24">
                  <PlanUsageCard
                    planId={profile.data.user.plan}
                    usage={profile.data.usage}
                    upgradeAction={renderUpgrade(profile.data.user.plan)}
                  />
                </div>
              </div>
            </TabsContent>

            <TabsContent value="security" className="mt-6">
              <div className="flex max-w-3xl flex-col gap-6">
                <ChangePasswordCard
                  email={profile.data.user.email}
                  hasPassword={profile.data.hasPassword}
                  passwordComplexity={passwordComplexity}
                />
                <TwoFactorCard />
                <ActiveSessionsCard />
              </div>
            </TabsContent>

            <TabsContent value="signature" className="mt-6">
              {renderSignatureTab ? (
                <div className="flex flex-col gap-6">{renderSignatureTab(profile.data.user)}</div>
              ) : (
                <div className="max-w-3xl">
                  <SignatureCard />
                </div>
              )}
            </TabsContent>

            {renderDevelopersTab && (
              <TabsContent value="developers" className="mt-6">
                {renderDevelopersTab(profile.data.user)}
              </TabsContent>
            )}
          </Tabs>
        </>
      )}
    </div>
  );
}
