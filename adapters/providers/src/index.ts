export { Argon2PasswordHasher } from './argon2-password-hasher.js';
export { CryptoIdGenerator, SystemClock } from './node-ids.js';
export { DEFAULT_FROM, FileOutboxMailer, SmtpMailer, toEml } from './mailers.js';
export { blockMinutes, greatCircleKm, SANDBOX_AIRPORTS, SandboxFlightData, type SandboxAirport, type SandboxFlightDataOptions } from './sandbox-flight-data.js';
export { LibPhoneNumbers } from './phone-numbers.js';
export { DisabledRecaptcha, SandboxSmsSender } from './sandbox-sms.js';
export {
  SANDBOX_PAYMENTS_DEFAULT_SECRET,
  SANDBOX_TEST_CARDS,
  type SandboxCardBehaviour,
  type SandboxCharge,
  SandboxPayments,
  type SandboxPaymentsOptions,
  type SandboxTestCard,
} from './sandbox-payments.js';
export { GOOGLE_SITEVERIFY_URL, SiteverifyRecaptcha, type SiteverifyOptions } from './recaptcha-siteverify.js';
export { MailparserMessageParser, MessageRejectedError, type MailParserLimits, type MessageRejection } from './imports/mail-message-parser.js';
export { FflatePassUnpacker, type PassUnpackerLimits } from './imports/pkpass-unpacker.js';
export { type BarcodeReaderLimits, DEFAULT_BARCODE_READER_LIMITS, ZxingBarcodeReader } from './imports/zxing-barcode-reader.js';
export { LLM_SYSTEM_PROMPT, OpenAiCompatibleLlm, type OpenAiCompatibleOptions } from './llm/openai-compatible.js';
export { FflateArchiver } from './archives/fflate-archiver.js';
