// Company details live on the organisation (PRODUCT.md §3) and fill the contract generator's
// company block.
import { Building2, CircleAlert } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { updateOrganisationSchema, type Organisation } from '../../../../shared/profile';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardFooter, CardHeader } from '../../../components/ui/card';
import { Field, FormAlert } from '../../../components/ui/field';
import { EmailInput, Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import {
  focusFirstInvalid,
  serverFieldErrors,
  zodFieldErrors,
  type FieldErrors,
} from '../../../lib/form-errors';
import { useUpdateOrganisation } from '../api/update-organisation';
import { MESSAGES } from '../../../../shared/messages';

interface Values {
  name: string;
  address: string;
  phone: string;
  email: string;
}

const valuesOf = (org: Organisation): Values => ({
  name: org.name,
  address: org.address ?? '',
  phone: org.phone ?? '',
  email: org.email ?? '',
});

export function CompanyDetailsCard({ organisation }: { organisation: Organisation }) {
  const formRef = useRef<HTMLFormElement>(null);
  const update = useUpdateOrganisation();
  const [values, setValues] = useState<Values>(() => valuesOf(organisation));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const saved = valuesOf(organisation);
  const dirty = (Object.keys(values) as (keyof Values)[]).some((k) => values[k] !== saved[k]);
  const set = (key: keyof Values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const parsed = updateOrganisationSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    try {
      const profile = await update.mutateAsync(values);
      setValues(valuesOf(profile.organisation));
      toast.success(MESSAGES.companyDetailsSaved);
    } catch (err) {
      const message = errorMessage(err);
      setFormError(message);
      setErrors(serverFieldErrors(err));
      toast.error(message);
    }
  };

  return (
    <Card aria-labelledby="company-title">
      <CardHeader
        titleId="company-title"
        icon={<Building2 aria-hidden />}
        title="Company details"
        description="Used in the company block of contracts you generate."
      />
      <form ref={formRef} noValidate onSubmit={onSubmit}>
        <CardBody className="flex flex-col gap-5">
          {formError && (
            <FormAlert>
              <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span>{formError}</span>
            </FormAlert>
          )}
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label="Company name" error={errors.name} className="sm:col-span-2">
              {(control) => (
                <Input
                  {...control}
                  name="organization"
                  autoComplete="organization"
                  value={values.name}
                  onChange={set('name')}
                  required
                />
              )}
            </Field>
            <Field label="Address" error={errors.address} className="sm:col-span-2">
              {(control) => (
                <Input
                  {...control}
                  name="street-address"
                  autoComplete="street-address"
                  value={values.address}
                  onChange={set('address')}
                />
              )}
            </Field>
            <Field label="Phone" error={errors.phone}>
              {(control) => (
                <Input
                  {...control}
                  type="tel"
                  name="tel"
                  autoComplete="tel"
                  value={values.phone}
                  onChange={set('phone')}
                />
              )}
            </Field>
            <Field label="Company email" error={errors.email}>
              {(control) => (
                <EmailInput
                  {...control}
                  name="company-email"
                  autoComplete="off"
                  value={values.email}
                  onChange={set('email')}
                />
              )}
            </Field>
          </div>
        </CardBody>
        <CardFooter>
          {dirty && (
            <Button
              variant="ghost"
              onClick={() => {
                setValues(valuesOf(organisation));
                setErrors({});
                setFormError(null);
              }}
            >
              Cancel
            </Button>
          )}
          <Button type="submit" disabled={!dirty || update.isPending} aria-busy={update.isPending}>
            {update.isPending && <Spinner label="Saving" className="[&_svg]:size-4" />}
            Save company details
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
