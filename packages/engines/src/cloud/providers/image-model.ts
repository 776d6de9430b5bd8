import { createGoogle } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { ImageModel } from 'ai';
import type { EngineSettings } from '../config/engine-config.ts';
import type { IllustratorEngineName } from '../config/engine-names.ts';

export function createImageModel(settings: EngineSettings<IllustratorEngineName>): ImageModel {
  const { apiKey, baseUrl: baseURL, model } = settings;
  switch (settings.engine) {
    case 'openai':
      return createOpenAI({ apiKey, baseURL }).image(model);
    case 'openai-compatible':
      return createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: baseURL ?? 'http://localhost:8080/v1',
        apiKey,
      }).imageModel(model);
    case 'google':
      // Gemini image models answer through generateContent; the SDK no longer drives Imagen.
      return createGoogle({ apiKey, baseURL }).image(model);
    case 'embedded':
      throw new Error('The embedded illustrator has no image model');
  }
}

/** What to ask of the provider for a landscape page or a square portrait; the result is cropped to the Picture sizes anyway. */
export function imageShape(
  settings: EngineSettings<IllustratorEngineName>,
  shape: 'landscape' | 'square',
): { size?: `${number}x${number}`; aspectRatio?: `${number}:${number}` } {
  if (settings.engine === 'google') return { aspectRatio: shape === 'landscape' ? '4:3' : '1:1' };
  if (shape === 'square') return { size: '1024x1024' };
  const model = settings.model.toLowerCase();
  if (model.startsWith('dall-e-3')) return { size: '1792x1024' };
  if (settings.engine === 'openai' && /^(gpt-image|chatgpt-image)/.test(model))
    return { size: '1536x1024' };
  // dall-e-2 and most self-hosted servers only promise square pictures; the crop keeps the middle.
  return { size: '1024x1024' };
}
