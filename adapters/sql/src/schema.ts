import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date, Date>;

/** users: one row per account, holding the profile fields. */
export interface UsersTable {
  id: string;
  legacy_id: Generated<string>;
  profile_ref: string;
  password_hash: string;
  screen_name: string;
  first_name: string;
  middle_name: string;
  last_name: string;
  date_of_birth: string;
  language_tag: string;
  date_endian_format: string;
  hour_clock: number;
  distance: string;
  temperature: string;
  home_city: string;
  home_airport: string;
  home_country_code: string;
  company: string;
  is_cal_detailed: boolean;
  is_cal_localtime: boolean;
  jurisdiction: string;
  blocked_status: string;
  last_privacy_ack: ColumnType<string, number, number>;
  is_public_trip_sharing_disabled: boolean;
  is_pro: boolean;
  /** The profile photo (migration 012): the id it is served under, and its file in blobs. */
  photo_id: Generated<string | null>;
  photo_blob_id: Generated<string | null>;
  /** The verified SMS number (migration 016): calling code with its plus, national number; '' when none. */
  sms_country_code: Generated<string>;
  sms_phone_number: Generated<string>;
  created_at: Timestamp;
}

/** email_addresses: every address of every user; unique across users once primary or confirmed (migration 010). */
export interface EmailAddressesTable {
  id: string;
  user_id: string;
  address: string;
  is_primary: boolean;
  is_confirmed: boolean;
  verification_token: string | null;
  created_at: Timestamp;
  /** concur_sharing_none, _yes or _no (migration 010). */
  import_trip_plan_sharing: Generated<string>;
}

/** sessions: signed-in browsers, by the SHA-256 (hex) of the session id. */
export interface SessionsTable {
  id_hash: string;
  user_id: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
}

/** account_links: single-use e-mailed account links, by the SHA-256 (hex) of the token. */
export interface AccountLinksTable {
  token_hash: string;
  purpose: string;
  user_id: string;
  email: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** throttle_buckets: token buckets per purpose and key (sign-in by account, address, device...). */
export interface ThrottleBucketsTable {
  purpose: string;
  key: string;
  tokens: number;
  updated_at: Timestamp;
  /** Whether the last attempt was let through. */
  allowed: boolean;
}

/** server_secrets: random keys shared by every server. */
export interface ServerSecretsTable {
  name: string;
  value: string;
}

/** entity_ids: numeric legacy ids of trips, plans and reservations. */
export interface EntityIdsTable {
  legacy_id: Generated<string>;
  entity_type: string;
  uuid: string;
}

/** trips: one row per trip, the section 3.1 fields as columns; dates are y-MM-dd text or null. */
export interface TripsTable {
  uuid: string;
  display_name: string;
  description: string;
  primary_location: string;
  /** The address columns are all null when the trip has no PrimaryLocationAddress. */
  location_address: string | null;
  location_city: string | null;
  location_country: string | null;
  location_state: string | null;
  location_latitude: number | null;
  location_longitude: number | null;
  start_date: string | null;
  end_date: string | null;
  is_private: boolean;
  is_owner_traveler: boolean;
  relative_url: string;
  image_url: string;
  is_pro_enabled: boolean;
  is_concur_linked: boolean;
  public_guid: string | null;
  is_trip_owner_inner_circle_sharer: boolean;
  purpose_type_code: string | null;
  purpose_is_auto_generated: boolean;
  /** Comma-separated trip status codes, '' for none. */
  statuses: string;
  last_modified: string;
  created_at: Generated<Date>;
}

/** trip_participants: who takes part in a trip and how; exactly one owner row per trip. */
export interface TripParticipantsTable {
  trip_uuid: string;
  user_id: string;
  is_owner: boolean;
  is_read_only: boolean;
  is_traveler: boolean;
  /** Copies of the trip's list keys, written by triggers (migration 007), never by the stores. */
  start_date: Generated<string | null>;
  end_date: Generated<string | null>;
  last_modified: Generated<string>;
  trip_created_at: Generated<Date>;
  /** When the participant joined (migration 011): account deletion hands a trip to its longest-standing editor. */
  joined_at: Generated<Date>;
}

/** trip_invitations: invitations to addresses that have no account yet. */
export interface TripInvitationsTable {
  trip_uuid: string;
  email: string;
  is_read_only: boolean;
  is_traveler: boolean;
  token: string;
  invited_by: string;
  created_at: Generated<Date>;
}

/** blobs: stored files (trip images), by id. */
export interface BlobsTable {
  id: string;
  content_type: string;
  bytes: Uint8Array;
  owner_id: string | null;
  created_at: Generated<Date>;
}

/** plans: every plan; trip_uuid null for an unfiled item. `object` is the typed object as it travels. */
export interface PlansTable {
  uuid: string;
  trip_uuid: string | null;
  owner_id: string;
  type: string;
  object: ColumnType<unknown, string, string>;
  starts_at: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** plan_segments: which plan holds a segment uuid. */
export interface PlanSegmentsTable {
  segment_uuid: string;
  plan_uuid: string;
}

/** plan_documents: documents attached to plans; the bytes are the blob `blob_id`. */
export interface PlanDocumentsTable {
  uuid: string;
  plan_uuid: string;
  blob_id: string;
  name: string;
  content_type: string;
  size: number;
  width: number | null;
  height: number | null;
  created_at: ColumnType<Date, Date | string, Date | string>;
}

/** jobs: the durable job queue (migration 013); ids are bigint, read back as strings. */
export interface JobsTable {
  id: ColumnType<string, never, never>;
  kind: string;
  payload: ColumnType<unknown, string, string>;
  state: string;
  run_at: Timestamp;
  attempts: ColumnType<number, number | undefined, number>;
  max_attempts: number;
  dedupe_key: string | null;
  locked_by: string | null;
  locked_until: Timestamp | null;
  last_error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** account_alerts: alerts raised for a user; texts are written from `facts` at read time. */
export interface AccountAlertsTable {
  uuid: string;
  user_id: string;
  type_code: string;
  trip_uuid: string;
  trip_item_uuid: string;
  from_user_id: string;
  facts: ColumnType<Record<string, string>, string, string>;
  dedupe_key: string | null;
  created_at: Timestamp;
  seq: ColumnType<string, never, never>;
  viewed_at: Timestamp | null;
  dismissed_at: Timestamp | null;
}

/** The whole database as Kysely sees it. */
export interface Database {
  users: UsersTable;
  email_addresses: EmailAddressesTable;
  sessions: SessionsTable;
  account_links: AccountLinksTable;
  throttle_buckets: ThrottleBucketsTable;
  server_secrets: ServerSecretsTable;
  entity_ids: EntityIdsTable;
  trips: TripsTable;
  trip_participants: TripParticipantsTable;
  trip_invitations: TripInvitationsTable;
  blobs: BlobsTable;
  plans: PlansTable;
  plan_segments: PlanSegmentsTable;
  plan_documents: PlanDocumentsTable;
  jobs: JobsTable;
  account_alerts: AccountAlertsTable;
  inner_circle_invitations: InnerCircleInvitationsTable;
}

/** inner_circle_invitations: Inner Circle invitations and connections (migration 014). */
export interface InnerCircleInvitationsTable {
  uuid: string;
  sharer_id: string;
  recipient_id: string | null;
  email: string;
  is_read_only: boolean;
  status: string;
  message: string;
  token_hash: string | null;
  token_expires_at: Date | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
