import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogle } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { EngineSettings } from '../config/engine-config.ts';
import type { WriterEngineName } from '../config/engine-names.ts';

/**
 * The AI SDK model behind a cloud writer. Keys are always passed explicitly, so a provider never
 * picks up an OPENAI_API_KEY or the like from the environment behind the configuration's back.
 */
export function createLanguageModel(settings: EngineSettings<WriterEngineName>): LanguageModel {
  const { apiKey, baseUrl: baseURL, model } = settings;
  switch (settings.engine) {
    case 'openai':
      // Chat Completions rather than Responses: the same wire format as every OpenAI-compatible server.
      return createOpenAI({ apiKey, baseURL }).chat(model);
    case 'openai-compatible':
      return createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: baseURL ?? 'http://localhost:11434/v1',
        apiKey,
        // Ollama, vLLM, llama.cpp and LM Studio all honour a JSON schema in response_format.
        supportsStructuredOutputs: true,
      }).chatModel(model);
    case 'anthropic':
      return createAnthropic({ apiKey, baseURL })(model);
    case 'google':
      return createGoogle({ apiKey, baseURL })(model);
    case 'embedded':
      throw new Error('The embedded writer has no language model');
  }
}
