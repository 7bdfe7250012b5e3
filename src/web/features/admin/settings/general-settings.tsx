// General: site name and description (header, page titles, emails), support email (help form and
// upgrade requests), maximum upload size (enforced by the upload endpoint), time zone and date
// format (UI, emails, certificate), maintenance mode.
import { DATE_FORMATS, TIME_ZONES, type Settings } from '../../../../shared/settings';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { EmailInput, Input, Textarea, inputClasses } from '../../../components/ui/input';
import { SaveBar, SwitchRow, useGroupForm } from './settings-form';

export function GeneralSettings({ initial }: { initial: Settings['general'] }) {
  const { values, set, errors, submit, saving, dirty } = useGroupForm('general', initial);
  return (
    <Card>
      <form noValidate onSubmit={(e) => void submit(e)} aria-label="General settings">
        <CardHeader title="General" description="How this instance presents itself, and its limits." />
        <CardBody className="grid gap-5 sm:grid-cols-2">
          <Field
            label="Site name"
            error={errors.siteName}
            hint="Shown in the header, page titles and emails."
          >
            {(c) => (
              <Input {...c} value={values.siteName} onChange={(e) => set({ siteName: e.target.value })} />
            )}
          </Field>
          <Field
            label="Support email"
            error={errors.supportEmail}
            hint="Receives the help form and upgrade requests."
          >
            {(c) => (
              <EmailInput
                {...c}
                value={values.supportEmail}
                onChange={(e) => set({ supportEmail: e.target.value })}
              />
            )}
          </Field>
          <Field
            label="Site description"
            error={errors.siteDescription}
            className="sm:col-span-2"
            hint="Shown under the site name in emails and in search results."
          >
            {(c) => (
              <Textarea
                {...c}
                rows={2}
                value={values.siteDescription}
                onChange={(e) => set({ siteDescription: e.target.value })}
              />
            )}
          </Field>
          <Field
            label="Max upload size (MB)"
            error={errors.maxUploadSizeMb}
            hint="The largest file anyone can upload, 1 to 200 MB."
          >
            {(c) => (
              <Input
                {...c}
                type="number"
                min={1}
                max={200}
                inputMode="numeric"
                value={Number.isNaN(values.maxUploadSizeMb) ? '' : values.maxUploadSizeMb}
                onChange={(e) => set({ maxUploadSizeMb: e.target.valueAsNumber })}
              />
            )}
          </Field>
          <Field label="Time zone" error={errors.timezone}>
            {(c) => (
              <select
                {...c}
                className={`${inputClasses} h-10`}
                value={values.timezone}
                onChange={(e) => set({ timezone: e.target.value })}
              >
                {TIME_ZONES.map((t) => (
                  <option key={t.value} value={t.value}>
                    {t.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Date format" error={errors.dateFormat}>
            {(c) => (
              <select
                {...c}
                className={`${inputClasses} h-10`}
                value={values.dateFormat}
                onChange={(e) => set({ dateFormat: e.target.value as (typeof DATE_FORMATS)[number] })}
              >
                {DATE_FORMATS.map((f) => (
                  <option key={f} value={f}>
                    {f}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <div className="sm:col-span-2">
            <SwitchRow
              label="Maintenance mode"
              description="Everyone but administrators sees a maintenance page and the API answers 503 until you switch it off."
              checked={values.enableMaintenance}
              onChange={(enableMaintenance) => set({ enableMaintenance })}
            />
          </div>
        </CardBody>
        <SaveBar saving={saving} dirty={dirty} />
      </form>
    </Card>
  );
}
