import { useIsMutating } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { CheckboxField, ChipGroup, SelectField, TextAreaField, TextField } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { formErrorsFrom } from '@/lib/api-errors';
import { useEditUserInfo } from '../api/edit-info';
import { uploadAvatarMutationOptions } from '../api/upload-avatar';
import { editPayload, formValuesFrom, type ProfileFormValues } from '../profile-form';
import type { ProfileOptions, UserInfo } from '@/types';
import { AvatarPicker } from './avatar-picker';
import { CityPicker } from './city-picker';
import { displayName } from './profile-card';

type Props = {
  user: UserInfo;
  options: ProfileOptions;
  onSaved: (user: UserInfo) => void;
  onCancel: () => void;
};

export function ProfileEditForm({ user, options, onSaved, onCancel }: Props) {
  const initial = formValuesFrom(user);
  const [values, setValues] = useState<ProfileFormValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const editMutation = useEditUserInfo();
  // Saving while the photo is still uploading would drop it: wait for the url.
  const uploading = useIsMutating({ mutationKey: uploadAvatarMutationOptions().mutationKey }) > 0;

  const set = <K extends keyof ProfileFormValues>(key: K, value: ProfileFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: '' }));
    setFormError(null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const payload = editPayload(initial, values);
    if (Object.keys(payload).length === 0) {
      onSaved(user);
      return;
    }
    editMutation.mutate(payload, {
      onSuccess: (updated) => onSaved(updated ?? user),
      onError: (error) => {
        const { fields, form } = formErrorsFrom(error);
        setErrors(fields);
        setFormError(form);
      },
    });
  };

  return (
    <form className="form form--wide" onSubmit={onSubmit} noValidate aria-labelledby="edit-profile-title" data-testid="profile-edit-form">
      <h2 id="edit-profile-title">Edit profile</h2>
      <AvatarPicker value={values.avatar} name={displayName(user)} onUploaded={(url) => set('avatar', url)} />
      <TextField label="Nickname" name="nickname" value={values.nickname} onChange={(e) => set('nickname', e.target.value)} error={errors.nickname} autoComplete="nickname" />
      <CityPicker value={values.city} onChange={(city) => set('city', city)} />
      {errors.city_id ? <FormMessage testId="city-error">{errors.city_id}</FormMessage> : null}
      <TextAreaField label="Bio" name="bio" rows={3} value={values.bio} onChange={(e) => set('bio', e.target.value)} error={errors.bio} />
      <SelectField
        label="Skin type"
        name="skin_type"
        value={values.skin_type}
        onChange={(e) => set('skin_type', e.target.value)}
        options={options.skin_types}
        placeholder="Not set"
        error={errors.skin_type}
      />
      <ChipGroup legend="Concerns" name="concerns" options={options.concerns} value={values.concerns} onChange={(next) => set('concerns', next)} error={errors.concerns} />
      <CheckboxField
        label="Keep my collection private"
        name="is_collection_private"
        checked={values.is_collection_private}
        onChange={(e) => set('is_collection_private', e.target.checked)}
        hint="Only you will see what you liked and collected."
      />
      {formError ? <FormMessage testId="profile-error">{formError}</FormMessage> : null}
      <div className="row">
        <Button type="submit" busy={editMutation.isPending} disabled={uploading}>
          Save profile
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={editMutation.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
