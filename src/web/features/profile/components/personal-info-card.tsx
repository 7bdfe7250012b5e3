// Personal information: the profile image (uploaded as soon as it is chosen), name and email.
import { CircleAlert, ImageUp, Trash2, UserRound } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { ProfileResponse } from '../../../../shared/profile';
import { updateProfileSchema } from '../../../../shared/profile';
import { UserAvatar } from '../../../components/ui/avatar';
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
import { useDeleteAvatar } from '../api/delete-avatar';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, useUploadAvatar } from '../api/upload-avatar';
import { useUpdateProfile } from '../api/update-profile';
import { MESSAGES } from '../../../../shared/messages';

function AvatarEditor({ profile }: { profile: ProfileResponse }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const upload = useUploadAvatar();
  const remove = useDeleteAvatar();
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const onFile = (file: File | undefined) => {
    if (!file) return;
    if (!AVATAR_TYPES.includes(file.type)) {
      toast.error('Please choose a JPG, PNG, WEBP or GIF image.');
      return;
    }
    if (file.size > AVATAR_MAX_BYTES) {
      toast.error('The profile image must be smaller than 2MB.');
      return;
    }
    setPreview(URL.createObjectURL(file));
    upload.mutate(file, {
      onSuccess: () => toast.success(MESSAGES.profileImageUpdated),
      onError: (err) => toast.error(errorMessage(err)),
      onSettled: () => setPreview(null),
    });
  };

  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => toast.success(MESSAGES.profileImageRemoved),
      onError: (err) => toast.error(errorMessage(err)),
    });

  const busy = upload.isPending || remove.isPending;
  const src = preview ?? profile.user.avatarUrl;

  return (
    <div className="flex items-center gap-4">
      <div className="relative">
        <UserAvatar
          name={profile.user.name}
          src={src}
          className="ring-border size-16 text-xl ring-1 sm:size-20 sm:text-2xl"
        />
        {busy && (
          <span className="bg-background/70 absolute inset-0 flex items-center justify-center rounded-full">
            <Spinner label={upload.isPending ? 'Uploading image' : 'Removing image'} />
          </span>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <p className="text-foreground text-sm font-medium">Profile image</p>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() => inputRef.current?.click()}
            disabled={busy}
            aria-describedby={hintId}
          >
            <ImageUp aria-hidden />
            {profile.user.avatarUrl ? 'Change image' : 'Upload image'}
          </Button>
          {profile.user.avatarUrl && (
            <Button variant="ghost" size="sm" onClick={onRemove} disabled={busy}>
              <Trash2 aria-hidden />
              Remove
            </Button>
          )}
        </div>
        <p id={hintId} className="text-muted-foreground text-xs">
          JPG, PNG, WEBP or GIF, up to 2MB.
        </p>
        <input
          ref={inputRef}
          type="file"
          accept={AVATAR_TYPES.join(',')}
          className="hidden"
          tabIndex={-1}
          aria-hidden
          onChange={(e) => {
            onFile(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </div>
    </div>
  );
}

export function PersonalInfoCard({ profile }: { profile: ProfileResponse }) {
  const formRef = useRef<HTMLFormElement>(null);
  const update = useUpdateProfile();
  const [name, setName] = useState(profile.user.name);
  const [email, setEmail] = useState(profile.user.email);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const dirty = name !== profile.user.name || email !== profile.user.email;
  const emailChanged = email.trim().toLowerCase() !== profile.user.email.toLowerCase();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const parsed = updateProfileSchema.safeParse({ name, email });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    try {
      const saved = await update.mutateAsync(parsed.data);
      setName(saved.user.name);
      setEmail(saved.user.email);
      toast.success(MESSAGES.personalInfoSaved);
    } catch (err) {
      const message = errorMessage(err);
      setFormError(message);
      setErrors(serverFieldErrors(err));
      toast.error(message);
    }
  };

  return (
    <Card aria-labelledby="personal-title">
      <CardHeader
        titleId="personal-title"
        icon={<UserRound aria-hidden />}
        title="Personal information"
        description="Your name appears on documents you send and on the completion certificate."
      />
      <form ref={formRef} noValidate onSubmit={onSubmit}>
        <CardBody className="flex flex-col gap-6">
          <AvatarEditor profile={profile} />
          {formError && (
            <FormAlert>
              <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
              <span>{formError}</span>
            </FormAlert>
          )}
          <div className="grid gap-5 sm:grid-cols-2">
            <Field label="Full name" error={errors.name}>
              {(control) => (
                <Input
                  {...control}
                  name="name"
                  autoComplete="name"
                  value={name}
                  onChange={(e) => setName(e.target.value)}
                  required
                />
              )}
            </Field>
            <Field
              label="Email"
              error={errors.email}
              hint={emailChanged ? 'We will send a confirmation link to the new address.' : undefined}
            >
              {(control) => (
                <EmailInput
                  {...control}
                  name="email"
                  autoComplete="email"
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                  required
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
                setName(profile.user.name);
                setEmail(profile.user.email);
                setErrors({});
                setFormError(null);
              }}
            >
              Cancel
            </Button>
          )}
          <Button type="submit" disabled={!dirty || update.isPending} aria-busy={update.isPending}>
            {update.isPending && <Spinner label="Saving" className="[&_svg]:size-4" />}
            Save changes
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
