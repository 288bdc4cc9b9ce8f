import { describe, expect, it } from 'vitest';
import { permissionFromReadOnly } from '../../domain/sharing/inner-circle-permission.js';
import {
  innerCircleEntryFromWire,
  innerCircleEntryToWire,
  innerCircleEntryWire,
  innerCirclesFromWire,
  innerCirclesToWire,
  innerCirclesWire,
} from './inner-circle-entry-wire.js';

// Spec part 3 section 3: "Inner Circle entry (members and sharers): is_pending, is_read_only,
// photo_url, primary_email_address, profile_ref, public_display_name, screen_name.
// Permission labels: View only, Can edit."
const wire = {
  profile_ref: 'p2',
  is_pending: 'false',
  is_read_only: 'true',
  photo_url: 'https://img.example/p2.png',
  primary_email_address: 'ann@example.com',
  public_display_name: 'Ann Lee',
  screen_name: 'ann',
};
const entry = {
  profileRef: 'p2',
  isPending: false,
  isReadOnly: true,
  photoUrl: 'https://img.example/p2.png',
  primaryEmailAddress: 'ann@example.com',
  publicDisplayName: 'Ann Lee',
  screenName: 'ann',
};

describe('Inner Circle entry wire codec', () => {
  it('reads the spec-shaped entry; is_read_only true is "View only"', () => {
    const e = innerCircleEntryFromWire(innerCircleEntryWire.parse(wire));
    expect(e).toEqual(entry);
    expect(permissionFromReadOnly(e.isReadOnly)).toBe('view-only');
  });
  it('writes it back with "true"/"false" booleans', () => {
    expect(innerCircleEntryToWire(entry)).toEqual(wire);
    expect(innerCircleEntryToWire({ ...entry, isPending: true, isReadOnly: false })).toMatchObject({ is_pending: 'true', is_read_only: 'false' });
  });
  it('reads a pending invitation with only a profile ref and an address', () => {
    const e = innerCircleEntryFromWire(innerCircleEntryWire.parse({ profile_ref: 'p3', is_pending: true, primary_email_address: 'bo@example.com' }));
    expect(e).toEqual({
      profileRef: 'p3',
      isPending: true,
      isReadOnly: false,
      photoUrl: '',
      primaryEmailAddress: 'bo@example.com',
      publicDisplayName: '',
      screenName: '',
    });
  });
  it('refuses an entry without profile_ref or with a bad flag', () => {
    expect(innerCircleEntryWire.safeParse({ is_pending: 'true' }).success).toBe(false);
    expect(innerCircleEntryWire.safeParse({ ...wire, is_read_only: 'maybe' }).success).toBe(false);
  });
  it('reads and writes the members and sharers answer', () => {
    const c = innerCirclesFromWire(innerCirclesWire.parse({ Members: [wire] }));
    expect(c).toEqual({ members: [entry], sharers: [] });
    expect(innerCirclesToWire(c)).toEqual({ Members: [wire], Sharers: [] });
  });
});
