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
  created_at: Timestamp;
}

/** email_addresses: every address of every user; the address is unique across users. */
export interface EmailAddressesTable {
  id: string;
  user_id: string;
  address: string;
  is_primary: boolean;
  is_confirmed: boolean;
  verification_token: string | null;
  created_at: Timestamp;
}

/** sessions: signed-in browsers. */
export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
}

/** login_attempts: failed sign-ins per address. */
export interface LoginAttemptsTable {
  key: string;
  failures: number;
  last_failure_at: Timestamp;
}

/** entity_ids: numeric legacy ids of trips, plans and reservations. */
export interface EntityIdsTable {
  legacy_id: Generated<string>;
  entity_type: string;
  uuid: string;
}

/** The whole database as Kysely sees it. */
export interface Database {
  users: UsersTable;
  email_addresses: EmailAddressesTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  entity_ids: EntityIdsTable;
}
