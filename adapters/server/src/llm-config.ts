/**
 * The AI extractor's endpoint, from the environment: LLM_BASE_URL (an OpenAI-compatible API root,
 * such as http://127.0.0.1:11434/v1), LLM_MODEL, LLM_API_KEY (optional, never logged),
 * LLM_TIMEOUT_MS (default 30000) and LLM_OPT_IN_READ_ONLY (true: users see their choice but cannot
 * change it). Without a valid http(s) LLM_BASE_URL and a model there is no endpoint: the opt-in
 * is not offered and nothing is ever sent.
 */
export interface LlmConfig {
  readonly baseUrl: string;
  readonly model: string;
  readonly apiKey: string;
  readonly timeoutMs: number;
  readonly readOnly: boolean;
}

/**
 * The endpoint configured, or why there is none (a line to log at start).
 *
 * @example
 * llmConfigOf({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'llama3.1' }).config?.model // 'llama3.1'
 * llmConfigOf({}).config // undefined
 */
export function llmConfigOf(env: NodeJS.ProcessEnv): { readonly config: LlmConfig | undefined; readonly line: string } {
  const baseUrl = (env['LLM_BASE_URL'] ?? '').trim();
  const model = (env['LLM_MODEL'] ?? '').trim();
  if (baseUrl === '') return { config: undefined, line: 'AI extractor: OFF (LLM_BASE_URL not set), the opt-in is not offered' };
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    return { config: undefined, line: 'AI extractor: OFF, LLM_BASE_URL is not a URL' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { config: undefined, line: 'AI extractor: OFF, LLM_BASE_URL must be http(s)' };
  if (model === '') return { config: undefined, line: 'AI extractor: OFF, LLM_MODEL is not set' };
  const timeoutMs = Number(env['LLM_TIMEOUT_MS']) > 0 ? Number(env['LLM_TIMEOUT_MS']) : 30_000;
  const config = { baseUrl, model, apiKey: env['LLM_API_KEY'] ?? '', timeoutMs, readOnly: env['LLM_OPT_IN_READ_ONLY'] === 'true' };
  return { config, line: `AI extractor: offered to users who opt in, model ${model} at ${url.host}` };
}
