import type { Env } from '../../env';
import type { AssistantEngine } from './engine';
import { LocalEngine } from './local/local-engine';
import { createOpenAICompatibleEngine } from './openai-engine';

/** The offline local engine unless AI_BASE_URL names an OpenAI-compatible server (README, "AI assistant"). */
export function chooseAssistantEngine(
  env: Env,
  onToolError: (toolName: string, error: unknown) => void,
): AssistantEngine {
  if (!env.AI_BASE_URL || !env.AI_MODEL) return new LocalEngine();
  return createOpenAICompatibleEngine({
    baseURL: env.AI_BASE_URL,
    apiKey: env.AI_API_KEY,
    model: env.AI_MODEL,
    timeoutMs: env.AI_TIMEOUT_MS,
    maxSteps: env.AI_MAX_STEPS,
    siteName: env.brand.siteName,
    onToolError,
  });
}
