import { describe, expect, it } from 'vitest';
import type { ContractEntry } from '../contract/entry.js';
import { err, ok } from '../domain/result.js';
import type { ApiFailure, ApiTransport } from '../ports/api-transport.port.js';
import { EmailAddressService } from './email-address-service.js';

const http = (detailedErrorCode: string): ApiFailure => ({ kind: 'http', status: 400, code: 'bad_request', detailedErrorCode, description: '' });
const answering = (result: unknown, seen: unknown[] = []): ApiTransport => ({
  call: async (entry: ContractEntry, input: unknown) => {
    seen.push([entry.id, input]);
    return result as never;
  },
});

describe('EmailAddressService', () => {
  it('sends the form the spec names and answers the addresses from the wire', async () => {
    const seen: unknown[] = [];
    const wire = { uuid: 'e1', uuid_ref: 'e1', email_ref: 'e1', email_address: 'a@x.io', is_primary: 'true', is_confirmed: 'true' };
    const full = {
      ...wire,
      is_auto_import: 'false',
      is_auto_inbox_eligible: 'false',
      import_trip_plan_sharing: 'concur_sharing_none',
      last_auto_inbox_fetch_date_time: '',
    };
    const service = new EmailAddressService(answering(ok({ EmailAddresses: [full] }), seen));
    expect(await service.add(' a@x.io ')).toEqual(
      ok([
        {
          uuid: 'e1',
          address: 'a@x.io',
          isPrimary: true,
          isConfirmed: true,
          importTripPlanSharing: 'concur_sharing_none',
          isAutoImport: false,
          isAutoInboxEligible: false,
          lastAutoInboxFetchDateTime: '',
        },
      ]),
    );
    expect(seen).toEqual([['requestAddEmail', { body: { email_addr: ' a@x.io ' } }]]);
  });

  it('names the failures the screens explain', async () => {
    expect(await new EmailAddressService(answering(err(http('email_not_added')))).add(' b@x.io')).toEqual(err({ kind: 'not-added', email: 'b@x.io' }));
    expect(await new EmailAddressService(answering(err(http('invalid_field:email_addr')))).add('b')).toEqual(err({ kind: 'invalid-email' }));
    expect(await new EmailAddressService(answering(err(http('invalid_link')))).confirm('t')).toEqual(err({ kind: 'invalid-link' }));
    expect(await new EmailAddressService(answering(err(http('other_account')))).confirm('t')).toEqual(err({ kind: 'other-account' }));
    const failure = http('primary_email');
    expect(await new EmailAddressService(answering(err(failure))).remove('a@x.io')).toEqual(err({ kind: 'failed', failure }));
  });

  it('starts, completes and stops inbox sync with the forms the spec names', async () => {
    const seen: unknown[] = [];
    expect(await new EmailAddressService(answering(ok({ oauth_authorization_url: 'https://id.example/authorize?x' }), seen)).startInboxSync('e1')).toEqual(
      ok('https://id.example/authorize?x'),
    );
    const listed = new EmailAddressService(answering(ok({ EmailAddresses: [] }), seen));
    expect(await listed.completeInboxSync('e1', { code: 'c', state: 's', scope: 'mail' })).toEqual(ok([]));
    await listed.completeInboxSync('e1', { state: 's', imapHost: 'imap.example.com', imapPort: 143, imapUsername: 'ada', appPassword: 'pw' });
    await listed.stopInboxSync('e1');
    expect(seen).toEqual([
      ['initiateAutoImportSetup', { body: { email_uuid_ref: 'e1' } }],
      [
        'completeAutoImportSetup',
        { body: { email_uuid_ref: 'e1', state: 's', code: 'c', scope: 'mail', imap_host: '', imap_port: 993, imap_username: '', app_password: '' } },
      ],
      [
        'completeAutoImportSetup',
        {
          body: {
            email_uuid_ref: 'e1',
            state: 's',
            code: '',
            scope: '',
            imap_host: 'imap.example.com',
            imap_port: 143,
            imap_username: 'ada',
            app_password: 'pw',
          },
        },
      ],
      ['deleteAutoInboxImport', { body: { email_ref: 'e1' } }],
    ]);
  });

  it('names the inbox sync refusals', async () => {
    const cases = [
      ['inbox_sync_unavailable', 'inbox-unavailable'],
      ['invalid_state', 'inbox-expired'],
      ['inbox_auth_failed', 'inbox-refused'],
      ['inbox_unreachable', 'inbox-unreachable'],
      ['invalid_field:imap_host', 'inbox-incomplete'],
    ] as const;
    for (const [code, kind] of cases)
      expect(await new EmailAddressService(answering(err(http(code)))).completeInboxSync('e1', { state: 's' })).toEqual(err({ kind }));
  });
});
