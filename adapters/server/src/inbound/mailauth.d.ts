// Types for the parts of mailauth (no types of its own) the inbound listener and its tests use.
declare module 'mailauth' {
  /** A DNS look-up as dns.promises.resolve answers it (TXT: arrays of strings); throws ENOTFOUND/ENODATA when there is none. */
  export type MailauthResolver = (name: string, rrtype: string) => Promise<unknown>;

  export interface MailauthOptions {
    readonly ip?: string;
    readonly helo?: string;
    readonly sender?: string;
    readonly mta?: string;
    readonly resolver?: MailauthResolver;
    readonly disableArc?: boolean;
    readonly disableBimi?: boolean;
    readonly minBitLength?: number;
  }

  export interface MailauthStatus {
    readonly result: string;
    readonly comment?: string;
    readonly aligned?: string | false;
  }

  export interface MailauthResult {
    readonly dkim: {
      readonly headerFrom?: readonly string[];
      readonly results?: readonly { readonly signingDomain?: string; readonly status: MailauthStatus }[];
    };
    readonly spf: { readonly domain?: string; readonly status: MailauthStatus } | false | undefined;
    readonly dmarc: { readonly status: MailauthStatus; readonly domain?: string; readonly policy?: string } | false;
    readonly headers: string;
  }

  export function authenticate(input: Buffer | string, options: MailauthOptions): Promise<MailauthResult>;
}

declare module 'mailauth/lib/tools.js' {
  /** The entry of `domains` aligned with `fromDomain` (same organisational domain; exactly the same when strict), else false. */
  export function getAlignment(fromDomain: string, domains: readonly string[], strict: boolean): { readonly domain: string } | false;
}

declare module 'mailauth/lib/dkim/sign.js' {
  export interface DkimSignOptions {
    readonly canonicalization?: string;
    readonly algorithm?: string;
    readonly signTime?: Date;
    readonly signatureData: readonly { readonly signingDomain: string; readonly selector: string; readonly privateKey: string | Buffer }[];
  }
  export function dkimSign(message: Buffer | string, options: DkimSignOptions): Promise<{ readonly signatures: string; readonly errors: readonly unknown[] }>;
}
