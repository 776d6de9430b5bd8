/**
 * List prices in US dollars, for the estimate the API log shows; the provider's invoice is the
 * truth. Text per million tokens, pictures per image at the size we ask for (landscape, medium
 * quality), speech per million characters or per minute of audio. Reviewed against the
 * providers' price pages in 2025; a model not listed (a self-hosted one, typically) costs 0.
 */
export interface Price {
  inputPerMillionTokens?: number;
  outputPerMillionTokens?: number;
  perImage?: number;
  perMillionCharacters?: number;
  perMinute?: number;
}

export const priceTable: Record<string, Price> = {
  // Writers
  'gpt-4.1': { inputPerMillionTokens: 2, outputPerMillionTokens: 8 },
  'gpt-4.1-mini': { inputPerMillionTokens: 0.4, outputPerMillionTokens: 1.6 },
  'gpt-4.1-nano': { inputPerMillionTokens: 0.1, outputPerMillionTokens: 0.4 },
  'gpt-4o': { inputPerMillionTokens: 2.5, outputPerMillionTokens: 10 },
  'gpt-4o-mini': { inputPerMillionTokens: 0.15, outputPerMillionTokens: 0.6 },
  'gpt-5': { inputPerMillionTokens: 1.25, outputPerMillionTokens: 10 },
  'gpt-5-mini': { inputPerMillionTokens: 0.25, outputPerMillionTokens: 2 },
  'gpt-5-nano': { inputPerMillionTokens: 0.05, outputPerMillionTokens: 0.4 },
  'claude-opus-4-1': { inputPerMillionTokens: 15, outputPerMillionTokens: 75 },
  'claude-opus-4-5': { inputPerMillionTokens: 5, outputPerMillionTokens: 25 },
  'claude-sonnet-4': { inputPerMillionTokens: 3, outputPerMillionTokens: 15 },
  'claude-haiku-4-5': { inputPerMillionTokens: 1, outputPerMillionTokens: 5 },
  'claude-3-5-haiku': { inputPerMillionTokens: 0.8, outputPerMillionTokens: 4 },
  'claude-3-haiku': { inputPerMillionTokens: 0.25, outputPerMillionTokens: 1.25 },
  'gemini-2.5-pro': { inputPerMillionTokens: 1.25, outputPerMillionTokens: 10 },
  'gemini-2.5-flash': { inputPerMillionTokens: 0.3, outputPerMillionTokens: 2.5 },
  'gemini-2.5-flash-lite': { inputPerMillionTokens: 0.1, outputPerMillionTokens: 0.4 },
  'gemini-2.0-flash': { inputPerMillionTokens: 0.1, outputPerMillionTokens: 0.4 },
  // Illustrators
  'gpt-image-1': { perImage: 0.063 },
  'gpt-image-1-mini': { perImage: 0.015 },
  'dall-e-3': { perImage: 0.08 },
  'dall-e-2': { perImage: 0.02 },
  'gemini-2.5-flash-image': { perImage: 0.039 },
  // Narrators
  'tts-1': { perMillionCharacters: 15 },
  'tts-1-hd': { perMillionCharacters: 30 },
  'gpt-4o-mini-tts': { perMinute: 0.015 },
  eleven_multilingual_v2: { perMillionCharacters: 200 },
  eleven_v3: { perMillionCharacters: 200 },
  eleven_turbo_v2_5: { perMillionCharacters: 100 },
  eleven_flash_v2_5: { perMillionCharacters: 100 },
};
