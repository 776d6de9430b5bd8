/** The engines each kind of work can be configured with (docs/product/stories-and-engines.md). */
export const writerEngines = [
  'embedded',
  'openai',
  'openai-compatible',
  'anthropic',
  'google',
] as const;
export const illustratorEngines = ['embedded', 'openai', 'openai-compatible', 'google'] as const;
export const narratorEngines = ['embedded', 'openai', 'elevenlabs'] as const;

export type WriterEngineName = (typeof writerEngines)[number];
export type IllustratorEngineName = (typeof illustratorEngines)[number];
export type NarratorEngineName = (typeof narratorEngines)[number];
export type EngineName = WriterEngineName | IllustratorEngineName | NarratorEngineName;

/**
 * The model used when none is configured. An OpenAI-compatible server has no default: what it
 * serves (llama3.1, qwen2.5, an SDXL checkpoint...) is the operator's choice.
 */
export const defaultModels = {
  writer: {
    embedded: 'embedded',
    openai: 'gpt-4.1',
    anthropic: 'claude-sonnet-4-5',
    google: 'gemini-2.5-flash',
  },
  illustrator: { embedded: 'embedded', openai: 'gpt-image-1', google: 'gemini-2.5-flash-image' },
  narrator: {
    embedded: 'embedded',
    openai: 'gpt-4o-mini-tts',
    elevenlabs: 'eleven_multilingual_v2',
  },
} as const;

/**
 * Per attempt. The writer's answer is long (ten pages in three languages can pass 12,000 tokens,
 * two to four minutes at common output speeds); a picture takes up to a minute; speech is short.
 */
export const defaultTimeoutsMs = {
  writer: 300_000,
  illustrator: 120_000,
  narrator: 60_000,
} as const;
export const defaultMaxRetries = 2;
