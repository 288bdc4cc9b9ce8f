import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local OpenAI-compatible chat endpoint standing in for the admin's model server: every request
 * is answered with `reservations` as the schema.org JSON the AI extractor asks for, and kept in
 * `asked` (the raw request bodies) so a test can check what was, or was not, sent.
 *
 * @example
 * const llm = await startFakeLlm([{ '@type': 'LodgingReservation', reservationNumber: 'H1' }]);
 * const env = { LLM_BASE_URL: llm.baseUrl, LLM_MODEL: 'test-model' };
 * await llm.stop();
 */
export async function startFakeLlm(reservations: readonly unknown[]) {
  const asked: string[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      asked.push(body);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: JSON.stringify({ reservations }) } }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    asked,
    async stop(): Promise<void> {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
