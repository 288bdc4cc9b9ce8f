import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { PROFILE_PHOTO_LIMITS, type Profile, type ProfilePhotoFailure, type Result } from '@waybook/core';
import { useSession } from '../../app/session/session-context.js';
import { useService } from '../../di/container-context.js';
import { TOKENS } from '../../di/tokens.js';
import { Button, buttonClassName } from '../../components/button/button.js';
import { Spinner } from '../../components/spinner/spinner.js';
import { useToast } from '../../components/toast/toast-provider.js';
import { ProfileAvatar } from '../../shared/profile/profile-avatar.js';
import './profile-photo-section.css';

const LIMITS = { maxMegabytes: PROFILE_PHOTO_LIMITS.maxBytes / (1024 * 1024), maxSide: PROFILE_PHOTO_LIMITS.maxSide };
const ERROR_KEYS = {
  empty: 'errors.empty',
  'too-large': 'errors.tooLarge',
  'unsupported-type': 'errors.unsupportedType',
  unreadable: 'errors.unreadable',
  'too-many-pixels': 'errors.tooManyPixels',
} as const;

function failureText(t: TFunction<'accountProfilePhoto'>, failure: ProfilePhotoFailure): string {
  return failure.kind === 'refused' ? t(ERROR_KEYS[failure.reason], LIMITS) : t('errors.failed');
}

type Busy = 'uploading' | 'removing' | null;

/**
 * The photo part of Edit Profile: the current photo or the default icon, a file input shown as a
 * button (keyboard reachable, JPEG, PNG and WebP offered), the work in progress, a refusal in the
 * interface language, and Remove photo. A photo is saved as soon as it is chosen.
 */
export function ProfilePhotoSection({ profile }: { profile: Profile }) {
  const { t } = useTranslation('accountProfilePhoto');
  const { adoptProfile } = useSession();
  const photos = useService(TOKENS.profilePhoto);
  const toast = useToast();
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);
  const alive = useRef(true);
  const ids = { label: useId(), hint: useId(), input: useId() };
  const hasPhoto = profile.photoUrl !== '';

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const run = async (kind: Exclude<Busy, null>, call: () => Promise<Result<Profile, ProfilePhotoFailure>>) => {
    setError(null);
    setBusy(kind);
    const result = await call().catch((): Result<Profile, ProfilePhotoFailure> => ({ ok: false, error: { kind: 'failed' } }));
    if (!alive.current) return;
    setBusy(null);
    if (!result.ok) {
      setError(failureText(t, result.error));
      return;
    }
    adoptProfile(result.value);
    toast.show(t(kind === 'uploading' ? 'uploaded' : 'removed'), { variant: 'success' });
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Choosing the same file again must fire a change event.
    input.value = '';
    if (file === undefined || busy !== null) return;
    const bytes = new Uint8Array(await file.arrayBuffer());
    await run('uploading', () => photos.upload(bytes));
  };

  return (
    <div className="wb-profile-photo" role="group" aria-labelledby={ids.label}>
      <span id={ids.label} className="wb-field__label">
        {t('label')}
      </span>
      <div className="wb-profile-photo__row">
        <ProfileAvatar photoUrl={profile.photoUrl} size={96} alt={hasPhoto ? t('current') : t('none')} />
        <div className="wb-profile-photo__controls">
          <div className="wb-profile-photo__actions">
            <span className="wb-profile-photo__upload">
              <input
                id={ids.input}
                type="file"
                className="wb-visually-hidden"
                accept="image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp"
                disabled={busy !== null}
                aria-describedby={ids.hint}
                onChange={(e) => void choose(e)}
              />
              <label
                htmlFor={ids.input}
                className={buttonClassName({ variant: 'outline-primary', size: 'sm', className: busy !== null ? 'wb-profile-photo--disabled' : undefined })}
              >
                {hasPhoto ? t('change') : t('upload')}
              </label>
            </span>
            {hasPhoto && (
              <Button type="button" variant="outline-danger" size="sm" isDisabled={busy !== null} onPress={() => void run('removing', () => photos.remove())}>
                {t('remove')}
              </Button>
            )}
          </div>
          <p id={ids.hint} className="wb-field__description">
            {t('hint', LIMITS)}
          </p>
          {busy !== null && <Spinner size="sm" label={t(busy)} showLabel />}
          {error !== null && (
            <p role="alert" className="wb-field__error wb-profile-photo__error">
              {error}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
