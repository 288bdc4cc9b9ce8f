import { useState } from 'react';
import './profile-avatar.css';

/** The default picture of a user without a photo (decorative: the control around it has the name). */
function PersonIcon({ size }: { size: number }) {
  return (
    <svg
      className="wb-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
    </svg>
  );
}

/** Props of {@link ProfileAvatar}. */
export interface ProfileAvatarProps {
  /** The profile's photoUrl; '' shows the default icon. */
  readonly photoUrl: string;
  /** Width and height in CSS pixels. */
  readonly size: number;
  /** Text alternative; '' (the default) when a name next to it already says whose it is. */
  readonly alt?: string;
  readonly className?: string;
}

/**
 * A user's photo in a circle, or the default icon when there is none or it cannot be shown (a
 * photo removed in another tab answers 404 until the profile is read again).
 *
 * @example
 * <ProfileAvatar photoUrl={profile.photoUrl} size={32} />
 */
export function ProfileAvatar({ photoUrl, size, alt = '', className }: ProfileAvatarProps) {
  const [broken, setBroken] = useState<string | null>(null);
  const classes = (extra?: string) => ['wb-avatar', extra, className].filter(Boolean).join(' ');
  const style = { width: size, height: size };
  if (photoUrl !== '' && broken !== photoUrl) {
    return <img className={classes()} src={photoUrl} alt={alt} width={size} height={size} style={style} onError={() => setBroken(photoUrl)} />;
  }
  return (
    <span className={classes('wb-avatar--default')} style={style} {...(alt === '' ? {} : { role: 'img', 'aria-label': alt })}>
      <PersonIcon size={Math.round(size * 0.69)} />
    </span>
  );
}
