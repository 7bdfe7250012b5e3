// /admin/settings: tabs General, Email, Security, Landing Page & Auth (the spec's) and Platform
// (Signet's own: webhook targets, log retention); each saves its own group,
// persisted and applied at once (the tab follows ?tab= so a reload stays on it).
import { useSearchParams } from 'react-router';
import { FormAlert } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { errorMessage } from '../../lib/api-client';
import { useAdminSettings } from './api/settings';
import { AdminPage } from './components/admin-page';
import { AuthSettings } from './settings/auth-settings';
import { EmailSettings } from './settings/email-settings';
import { GeneralSettings } from './settings/general-settings';
import { PlatformSettings } from './settings/platform-settings';
import { SecuritySettings } from './settings/security-settings';

const TABS = ['general', 'email', 'security', 'auth', 'platform'] as const;

export function AdminSettingsPage({ adminEmail }: { adminEmail: string }) {
  const [params, setParams] = useSearchParams();
  const tab = TABS.includes(params.get('tab') as (typeof TABS)[number]) ? params.get('tab')! : 'general';
  const settings = useAdminSettings();
  return (
    <AdminPage title="Settings" description="Instance settings, stored in the database and applied at once.">
      {settings.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner className="text-muted-foreground" label="Loading settings" />
        </div>
      ) : settings.isError ? (
        <FormAlert>{errorMessage(settings.error)}</FormAlert>
      ) : (
        <Tabs
          value={tab}
          onValueChange={(value) => setParams(value === 'general' ? {} : { tab: value }, { replace: true })}
        >
          <TabsList
            aria-label="Settings sections"
            className="flex w-full overflow-x-auto sm:inline-flex sm:w-auto"
          >
            <TabsTrigger value="general">General</TabsTrigger>
            <TabsTrigger value="email">Email</TabsTrigger>
            <TabsTrigger value="security">Security</TabsTrigger>
            <TabsTrigger value="auth">Landing Page &amp; Auth</TabsTrigger>
            <TabsTrigger value="platform">Platform</TabsTrigger>
          </TabsList>
          <TabsContent value="general" className="mt-6">
            <GeneralSettings initial={settings.data.settings.general} />
          </TabsContent>
          <TabsContent value="email" className="mt-6">
            <EmailSettings
              initial={settings.data.settings.email}
              secretsSet={settings.data.secretsSet}
              adminEmail={adminEmail}
            />
          </TabsContent>
          <TabsContent value="security" className="mt-6">
            <SecuritySettings initial={settings.data.settings.security} />
          </TabsContent>
          <TabsContent value="auth" className="mt-6">
            <AuthSettings initial={settings.data.settings.auth} secretsSet={settings.data.secretsSet} />
          </TabsContent>
          <TabsContent value="platform" className="mt-6">
            <PlatformSettings initial={settings.data.settings.platform} />
          </TabsContent>
        </Tabs>
      )}
    </AdminPage>
  );
}
