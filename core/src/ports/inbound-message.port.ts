/**
 * One attachment of a booking message, as the mail parser found it (bytes decoded from their
 * transfer encoding).
 *
 * @example
 * const a: InboundAttachment = { filename: 'trip.ics', contentType: 'text/calendar', bytes: new Uint8Array() };
 */
export interface InboundAttachment {
  readonly filename: string;
  readonly contentType: string;
  readonly bytes: Uint8Array;
}

/**
 * A booking message as the importers see it, whatever way it came in (forwarded to the plans
 * address, uploaded as .eml, synced from an inbox): headers for provenance, the HTML and text
 * bodies (decoded to UTF-8) and the attachments. `from` is the bare address, lower-cased.
 *
 * @example
 * const m: InboundMessage = { messageId: '<a@b>', subject: 'Your trip', from: 'ada@example.com', to: [], receivedAt: new Date(), html: '', text: '', attachments: [] };
 */
export interface InboundMessage {
  readonly messageId: string;
  readonly subject: string;
  readonly from: string;
  readonly to: readonly string[];
  readonly receivedAt: Date;
  readonly html: string;
  readonly text: string;
  readonly attachments: readonly InboundAttachment[];
}

/**
 * Turns raw RFC 5322 bytes (an .eml file, an SMTP DATA stream, an IMAP message) into an
 * {@link InboundMessage}. Rejects only when the bytes are not a message at all.
 *
 * @example
 * const message = await parser.parse(rawBytes);
 */
export interface MessageParser {
  parse(raw: Uint8Array): Promise<InboundMessage>;
}

/**
 * Opens an Apple Wallet .pkpass (a zip) and answers its pass.json parsed, or undefined when the
 * bytes are no pass (not a zip, no pass.json, not JSON, or too large when unpacked).
 *
 * @example
 * const passJson = await unpacker.passJson(bytes);
 */
export interface PassUnpacker {
  passJson(pkpass: Uint8Array): Promise<unknown>;
}

/**
 * Finds the barcodes of a boarding pass in a PDF or an image (PNG, JPEG, GIF) and answers the text
 * of each one found (an IATA BCBP string, for a boarding pass), in the order found, each once; []
 * when there is none or the bytes cannot be read. Never rejects for bad bytes.
 *
 * @example
 * const texts = await barcodes.read(pdfBytes, 'pdf'); // ['M1DESMARAIS/LUC       EABC123 YULFRAAC 0834 326J001A0025 100']
 */
export interface BarcodeReader {
  read(bytes: Uint8Array, kind: 'pdf' | 'image'): Promise<readonly string[]>;
}
