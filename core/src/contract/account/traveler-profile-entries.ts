import { z } from 'zod';
import { primaryEmail, type Profile, type ProfilePatch } from '../../domain/profile/profile.js';
import { defineEntry, noBody, nothing } from '../entry.js';
import { toWireBoolean, wireBoolean, wireBooleanOut } from '../wire.js';
import { wireCalendarDate } from '../wire-calendar.js';

const namesWire = z.object({ first_name: z.string(), middle_name: z.string(), last_name: z.string() });

/**
 * The booking-passenger data (part 1 section 3.4: id, company, emailAddress, names, homeAirport,
 * homeLocation, templateName), plus the date of birth and whether the data is complete enough to book.
 */
export const travelerProfileWire = z.object({
  id: z.string(),
  company: z.string(),
  email_address: z.string(),
  names: namesWire,
  date_of_birth: z.string(),
  home_airport: z.string(),
  home_location: z.string(),
  template_name: z.string(),
  is_valid: wireBooleanOut,
});

/** The booking-passenger data as the wire carries it. */
export type TravelerProfileWire = z.infer<typeof travelerProfileWire>;

/** The fields POST v2/travelerProfile/update accepts; absent ones keep their value. */
export const travelerProfilePatchWire = z.object({
  company: z.string().max(200).optional(),
  names: z
    .object({ first_name: z.string().max(100).optional(), middle_name: z.string().max(100).optional(), last_name: z.string().max(100).optional() })
    .optional(),
  date_of_birth: wireCalendarDate.optional(),
  home_airport: z.string().max(10).optional(),
  home_location: z.string().max(200).optional(),
  /** The id of the chosen home-location suggestion (labels can repeat). */
  home_location_id: z.string().max(20).optional(),
});

const travelerProfileAnswer = z.object({ TravelerProfile: travelerProfileWire, Templates: z.array(z.object({ template_name: z.string() })).optional() });

/**
 * GET v2/travelerProfile/get: the signed-in user's booking-passenger data. Without
 * exclude_templates=true the answer also lists the saved booking templates (none are kept yet: []).
 *
 * @example
 * const { TravelerProfile } = await api.call(getTravelerProfileEntry, { query: { exclude_templates: true } });
 */
export const getTravelerProfileEntry = defineEntry({
  id: 'getTravelerProfile',
  method: 'GET',
  path: 'v2/travelerProfile/get',
  auth: 'session',
  summary: 'The booking-passenger data: names, date of birth, home location and airport, company, primary address; is_valid says whether it is complete.',
  params: nothing,
  query: z.object({ exclude_templates: wireBoolean.optional() }),
  body: noBody,
  response: travelerProfileAnswer,
});

/**
 * POST v2/travelerProfile/update (JSON): changes the booking-passenger data with the profile's
 * rules (names, date of birth, home location among the suggestions and not restricted).
 *
 * @example
 * await api.call(updateTravelerProfileEntry, { body: { TravelerProfile: { company: 'Acme' } } });
 */
export const updateTravelerProfileEntry = defineEntry({
  id: 'updateTravelerProfile',
  method: 'POST',
  path: 'v2/travelerProfile/update',
  auth: 'session',
  summary:
    'Updates the booking-passenger fields present in the body, checked like POST v2/replace/profile: 400 invalid_full_name or invalid_field:<name>; 403 restricted_location.',
  params: nothing,
  query: nothing,
  body: { kind: 'json', schema: z.object({ TravelerProfile: travelerProfilePatchWire }) },
  response: travelerProfileAnswer,
});

/** One premium product of the marketing data. */
export const premiumProductWire = z.object({ name: z.string(), price: z.string(), currency: z.string(), period: z.enum(['month', 'year']) });

/**
 * GET v2/gtmDataAsJson: marketing data for the tag manager: who the user is in broad terms and the
 * premium products keyed P (Pro) and B (Business) with their configured prices.
 *
 * @example
 * const data = await api.call(gtmDataEntry, {}); data.premium_products.P.price // '49.00'
 */
export const gtmDataEntry = defineEntry({
  id: 'gtmDataAsJson',
  method: 'GET',
  path: 'v2/gtmDataAsJson',
  auth: 'session',
  summary: 'Marketing data: is_pro, jurisdiction, language and the premium products keyed P and B with their prices.',
  params: nothing,
  query: nothing,
  body: noBody,
  response: z.object({
    is_pro: wireBooleanOut,
    jurisdiction: z.enum(['AMER', 'EMEA']),
    language_tag: z.string(),
    premium_products: z.object({ P: premiumProductWire, B: premiumProductWire }),
  }),
});

/**
 * The traveler-profile and marketing calls, in contract order.
 *
 * @example
 * TRAVELER_PROFILE_ENTRIES.map((e) => e.path) // ['v2/travelerProfile/get', ...]
 */
export const TRAVELER_PROFILE_ENTRIES = [getTravelerProfileEntry, updateTravelerProfileEntry, gtmDataEntry] as const;

/**
 * The booking-passenger data read from a profile.
 *
 * @example
 * travelerProfileFromProfile(profile, true).names.first_name // 'Ada'
 */
export function travelerProfileFromProfile(p: Profile, isValid: boolean): TravelerProfileWire {
  return {
    id: p.profileRef,
    company: p.company,
    email_address: primaryEmail(p) ?? '',
    names: { first_name: p.firstName, middle_name: p.middleName, last_name: p.lastName },
    date_of_birth: p.dateOfBirth,
    home_airport: p.homeAirport,
    home_location: p.homeCity,
    template_name: '',
    is_valid: toWireBoolean(isValid),
  };
}

/**
 * The profile patch a traveler-profile update asks for.
 *
 * @example
 * travelerPatchToProfilePatch({ names: { first_name: 'Ada' } }) // { firstName: 'Ada' }
 */
export function travelerPatchToProfilePatch(w: z.output<typeof travelerProfilePatchWire>): ProfilePatch {
  const entries: [keyof ProfilePatch, string | undefined][] = [
    ['company', w.company],
    ['firstName', w.names?.first_name],
    ['middleName', w.names?.middle_name],
    ['lastName', w.names?.last_name],
    ['dateOfBirth', w.date_of_birth],
    ['homeAirport', w.home_airport],
    ['homeCity', w.home_location],
    ['homeCityId', w.home_location_id],
  ];
  return Object.fromEntries(entries.filter(([, v]) => v !== undefined)) as ProfilePatch;
}
