import { describe, expect, it } from 'vitest';
import { parseEngineConfig } from './engine-config.ts';

function configOf(env: Record<string, string>) {
  const parsed = parseEngineConfig(env);
  if (!('config' in parsed)) throw new Error(`unexpected problems: ${parsed.problems.join('; ')}`);
  return parsed.config;
}

function problemsOf(env: Record<string, string>) {
  const parsed = parseEngineConfig(env);
  return 'problems' in parsed ? parsed.problems : [];
}

describe('parseEngineConfig', () => {
  it('makes every engine embedded when nothing is set', () => {
    const config = configOf({});
    expect(config.writer).toEqual({
      engine: 'embedded',
      model: 'embedded',
      apiKey: undefined,
      baseUrl: undefined,
      timeoutMs: 300_000,
      maxRetries: 2,
    });
    expect(config.illustrator.engine).toBe('embedded');
    expect(config.narrator).toEqual(
      expect.objectContaining({ engine: 'embedded', timeoutMs: 60_000, voice: undefined }),
    );
  });

  it('reads a cloud engine with its default model, and a self-hosted one with its base URL', () => {
    const config = configOf({
      WRITER_ENGINE: 'openai-compatible',
      WRITER_MODEL: 'llama3.1:8b',
      WRITER_BASE_URL: 'http://localhost:11434/v1/',
      WRITER_TIMEOUT_MS: '420000',
      WRITER_MAX_RETRIES: '0',
      ILLUSTRATOR_ENGINE: 'openai',
      ILLUSTRATOR_API_KEY: 'sk-illustrator',
      NARRATOR_ENGINE: 'elevenlabs',
      NARRATOR_API_KEY: 'xi-key-123456',
      NARRATOR_VOICE: 'voice-id',
    });
    expect(config.writer).toEqual({
      engine: 'openai-compatible',
      model: 'llama3.1:8b',
      apiKey: undefined,
      baseUrl: 'http://localhost:11434/v1',
      timeoutMs: 420_000,
      maxRetries: 0,
    });
    expect(config.illustrator).toEqual(
      expect.objectContaining({ engine: 'openai', model: 'gpt-image-1', apiKey: 'sk-illustrator' }),
    );
    expect(config.narrator).toEqual(
      expect.objectContaining({
        engine: 'elevenlabs',
        model: 'eleven_multilingual_v2',
        voice: 'voice-id',
      }),
    );
  });

  it('treats a blank variable as unset', () => {
    expect(
      configOf({ WRITER_ENGINE: '', WRITER_MODEL: ' ', NARRATOR_MAX_RETRIES: '' }).writer.engine,
    ).toBe('embedded');
  });

  it('lists every problem, each with its variable, and never echoes a key', () => {
    const problems = problemsOf({
      WRITER_ENGINE: 'anthropic',
      ILLUSTRATOR_ENGINE: 'anthropic',
      ILLUSTRATOR_API_KEY: 'sk-secret-value',
      ILLUSTRATOR_TIMEOUT_MS: 'soon',
      NARRATOR_ENGINE: 'openai',
      NARRATOR_BASE_URL: 'localhost:8000',
      NARRATOR_MAX_RETRIES: '9',
    });
    expect(problems).toEqual([
      'WRITER_API_KEY is required for the anthropic writer',
      'ILLUSTRATOR_ENGINE must be one of embedded, openai, openai-compatible, google (got "anthropic")',
      'ILLUSTRATOR_TIMEOUT_MS must be a whole number from 1000 to 600000 (got "soon")',
      'NARRATOR_BASE_URL must be an http:// or https:// URL, e.g. http://localhost:11434/v1 (got "localhost:8000")',
      'NARRATOR_MAX_RETRIES must be a whole number from 0 to 5 (got "9")',
      'NARRATOR_API_KEY is required for the openai narrator',
    ]);
    expect(problems.join('\n')).not.toContain('sk-secret-value');
  });

  it('asks an OpenAI-compatible engine for its base URL and its model', () => {
    expect(
      problemsOf({
        WRITER_ENGINE: 'openai-compatible',
        ILLUSTRATOR_ENGINE: 'openai-compatible',
        ILLUSTRATOR_BASE_URL: 'http://127.0.0.1:7860/v1',
      }),
    ).toEqual([
      'WRITER_BASE_URL is required for an openai-compatible writer (e.g. http://localhost:11434/v1 for Ollama)',
      'WRITER_MODEL is required for an openai-compatible writer: name the model the server serves',
      'ILLUSTRATOR_MODEL is required for an openai-compatible illustrator: name the model the server serves',
    ]);
  });

  it('refuses an engine that cannot do the kind of work', () => {
    expect(problemsOf({ NARRATOR_ENGINE: 'anthropic', WRITER_ENGINE: 'elevenlabs' })).toEqual([
      'WRITER_ENGINE must be one of embedded, openai, openai-compatible, anthropic, google (got "elevenlabs")',
      'NARRATOR_ENGINE must be one of embedded, openai, elevenlabs (got "anthropic")',
    ]);
  });
});
