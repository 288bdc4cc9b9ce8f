import {
  connectedApplicationsEntry,
  connectedApplicationsFromAnswer,
  deleteConnectedApplicationEntry,
} from '../contract/account/connected-application-entries.js';
import type { ConnectedApplication } from '../contract/account/connected-application-wire.js';
import { err, ok, type Result } from '../domain/result.js';
import type { ApiTransport } from '../ports/api-transport.port.js';

/**
 * The applications connected to the signed-in user's account (/settings/applications): the list,
 * and disconnecting one, by its client id or, for one without, by its container type (part 3
 * section 7). Any failure reads as `'failed'`; the screen shows the spec's toast ("Connected
 * applications load failure", "Unable to disconnect application").
 *
 * @example
 * const apps = new ConnectedApplicationsClient(api);
 * const r = await apps.list();
 * if (r.ok) await apps.disconnect(r.value[0]);
 */
export class ConnectedApplicationsClient {
  constructor(private readonly api: ApiTransport) {}

  /** The connected applications, newest grant first (GET v2/connectedApplications). */
  async list(): Promise<Result<readonly ConnectedApplication[], 'failed'>> {
    const answer = await this.api.call(connectedApplicationsEntry, {});
    return answer.ok ? ok(connectedApplicationsFromAnswer(answer.value)) : err('failed');
  }

  /** Disconnects the application (its tokens stop working at once); answers those still connected. */
  async disconnect(app: Pick<ConnectedApplication, 'clientId' | 'containerTypeCode'>): Promise<Result<readonly ConnectedApplication[], 'failed'>> {
    const body = app.clientId !== '' ? { client_id: app.clientId } : { container_type_code: app.containerTypeCode };
    const answer = await this.api.call(deleteConnectedApplicationEntry, { body });
    return answer.ok ? ok(connectedApplicationsFromAnswer(answer.value)) : err('failed');
  }
}
