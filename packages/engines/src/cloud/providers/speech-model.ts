import { createElevenLabs } from '@ai-sdk/elevenlabs';
import { createOpenAI } from '@ai-sdk/openai';
import type { SpeechModel } from 'ai';
import type { NarratorSettings } from '../config/engine-config.ts';
import { rebaseFetch } from './rebase-fetch.ts';

const elevenLabsOrigin = 'https://api.elevenlabs.io';

export function createSpeechModel(settings: NarratorSettings): SpeechModel {
  const { apiKey, baseUrl, model } = settings;
  switch (settings.engine) {
    case 'openai':
      // With NARRATOR_BASE_URL this also reaches OpenAI-compatible speech servers (Kokoro-FastAPI, openedai-speech).
      return createOpenAI({ apiKey, baseURL: baseUrl }).speech(model);
    case 'elevenlabs':
      return createElevenLabs({
        apiKey,
        ...(baseUrl ? { fetch: rebaseFetch(elevenLabsOrigin, baseUrl) } : {}),
      }).speech(model);
    case 'embedded':
      throw new Error('The embedded narrator has no speech model');
  }
}
