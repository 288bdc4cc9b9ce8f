import { z } from 'zod';
import { defineEntry, noBody, nothing } from './entry.js';
import { profilePatchWire, profileWire } from './profile.js';
import { wireBoolean, wireBooleanOut } from './wire.js';

/** GET v2/appConfig: the application flags (strings true/false on the wire). */
export const appConfigEntry = defineEntry({
  id: 'appConfig',
  method: 'GET',
  path: 'v2/appConfig',
  auth: 'session',
  summary: 'Application flags, including whether this user must pass onboarding.',
  params: nothing,
  query: nothing,
  body: noBody,
  response: z.object({
    remove_legacy_web: wireBooleanOut,
    is_genai_alert_enabled: wireBooleanOut,
    is_recaptcha_enabled: wireBooleanOut,
    recaptcha_site_key: z.string(),
    is_onboarding_required: wireBooleanOut,
    legacy_web_url: z.string(),
  }),
});

/** GET v2/get/profile */
export const getProfileEntry = defineEntry({
  id: 'getProfile',
  method: 'GET',
  path: 'v2/get/profile',
  auth: 'session',
  summary: "The signed-in user's profile.",
  params: nothing,
  query: nothing,
  body: noBody,
  response: z.object({ Profile: profileWire }),
});

/** POST v2/replace/profile (is_onboarding=true during onboarding). */
export const replaceProfileEntry = defineEntry({
  id: 'replaceProfile',
  method: 'POST',
  path: 'v2/replace/profile',
  auth: 'session',
  summary:
    'Updates the writable profile fields present in the body; absent fields keep their value. ' +
    'Refuses a home city in a restricted location (403) and an invalid full name (400).',
  params: nothing,
  query: z.object({ is_onboarding: wireBoolean.optional() }),
  body: { kind: 'json', schema: z.object({ Profile: profilePatchWire }) },
  response: z.object({ Profile: profileWire }),
});
