// Landing Page & Auth: the landing page switch (off: / leads to sign-in) and the Google and Facebook
// sign-in credentials and switches that show or hide the social buttons.
import { useState, type FormEvent } from 'react';
import type { Settings } from '../../../../shared/settings';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { SaveBar, SecretInput, SwitchRow, useGroupForm } from './settings-form';

export function AuthSettings({
  initial,
  secretsSet,
}: {
  initial: Settings['auth'];
  secretsSet: Record<string, boolean>;
}) {
  const { values, set, errors, submit, saving, dirty } = useGroupForm('auth', initial);
  const [cleared, setCleared] = useState<Record<string, boolean>>({});
  const origin = window.location.origin;
  const onSubmit = async (e: FormEvent) => {
    const extra = Object.fromEntries(
      Object.entries(cleared)
        .filter(([, v]) => v)
        .map(([k]) => [k, null]),
    );
    if (await submit(e, extra)) {
      setCleared({});
      set({ googleClientSecret: '', facebookAppSecret: '' });
    }
  };
  return (
    <Card>
      <form noValidate onSubmit={(e) => void onSubmit(e)} aria-label="Landing page and sign-in settings">
        <CardHeader title="Landing Page & Auth" description="The public home page and social sign-in." />
        <CardBody className="flex flex-col gap-6">
          <SwitchRow
            label="Landing page"
            description="Off: visitors to / go straight to the sign-in page."
            checked={values.enableLandingPage}
            onChange={(enableLandingPage) => set({ enableLandingPage })}
          />
          {(
            [
              [
                'google',
                'Google',
                'googleClientId',
                'googleClientSecret',
                'enableGoogleLogin',
                'Client ID',
                'Client secret',
              ],
              [
                'facebook',
                'Facebook',
                'facebookAppId',
                'facebookAppSecret',
                'enableFacebookLogin',
                'App ID',
                'App secret',
              ],
            ] as const
          ).map(([provider, name, idKey, secretKey, enableKey, idLabel, secretLabel]) => (
            <fieldset key={provider} className="border-border flex flex-col gap-4 rounded-xl border p-4">
              <legend className="px-1 text-sm font-semibold">{name} sign-in</legend>
              <SwitchRow
                label={`Enable ${name} login`}
                description="The button shows only when this is on and both values are set."
                checked={values[enableKey]}
                onChange={(on) => set({ [enableKey]: on } as Partial<Settings['auth']>)}
              />
              <div className="grid gap-4 sm:grid-cols-2">
                <Field label={idLabel} error={errors[idKey]}>
                  {(c) => (
                    <Input
                      {...c}
                      spellCheck={false}
                      value={values[idKey]}
                      onChange={(e) => set({ [idKey]: e.target.value } as Partial<Settings['auth']>)}
                    />
                  )}
                </Field>
                <Field label={secretLabel} error={errors[secretKey]}>
                  {(c) => (
                    <SecretInput
                      control={c}
                      value={values[secretKey]}
                      onChange={(v) => set({ [secretKey]: v } as Partial<Settings['auth']>)}
                      isSet={!!secretsSet[secretKey]}
                      cleared={!!cleared[secretKey]}
                      onClear={() => setCleared((x) => ({ ...x, [secretKey]: true }))}
                    />
                  )}
                </Field>
              </div>
              <p className="text-muted-foreground text-xs break-all">
                Redirect URI to register with {name}:{' '}
                <code className="font-mono">
                  {origin}/api/auth/oauth/{provider}/callback
                </code>
              </p>
            </fieldset>
          ))}
        </CardBody>
        <SaveBar saving={saving} dirty={dirty || Object.values(cleared).some(Boolean)} />
      </form>
    </Card>
  );
}
